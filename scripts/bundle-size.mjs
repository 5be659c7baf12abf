#!/usr/bin/env node
/**
 * Issue #15: the first-load JS budget of the public pages, from the last build's diagnostics.
 *
 *   npm run build && npm run bundle-size                 # .next
 *   NEXT_DIST_DIR=.next-e2e npm run bundle-size          # another build folder
 *   npm run bundle-size -- --all                         # every route, budget on public ones
 *
 * `next build` writes <dist>/diagnostics/route-bundle-stats.json: per route, the chunks the
 * browser loads before the page is interactive (root main files plus every segment's entry
 * chunks). We gzip each chunk (level 9, as a server would) and sum them once per route. Exit 1
 * when a public route is above the budget or a public route is missing from the build.
 */
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';

import { PUBLIC_ROUTES, isPublicRoute, readRouteBundleStats } from './public-routes.mjs';

export const BUDGET_KB = 160;

const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const showAll = process.argv.includes('--all');

const rows = readRouteBundleStats(distDir);
const gzipCache = new Map();
const gzipSize = (file) => {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, gzipSync(fs.readFileSync(file), { level: 9 }).length);
  }
  return gzipCache.get(file);
};

const kb = (bytes) => (bytes / 1000).toFixed(1);
const measured = rows
  .filter((row) => showAll || isPublicRoute(row))
  .map((row) => ({
    route: row.route,
    chunks: row.firstLoadChunkPaths.length,
    raw: row.firstLoadUncompressedJsBytes,
    gzip: row.firstLoadChunkPaths.reduce((sum, file) => sum + gzipSize(file), 0),
  }))
  .sort((a, b) => a.route.localeCompare(b.route));

let failed = false;
console.log(`First-load JS (${distDir}), budget ${BUDGET_KB} kB gzip on public routes`);
console.log('route'.padEnd(28), 'chunks'.padStart(6), 'raw kB'.padStart(8), 'gzip kB'.padStart(8));
for (const row of measured) {
  const isPublic = isPublicRoute(row);
  const over = isPublic && row.gzip > BUDGET_KB * 1000;
  failed ||= over;
  const mark = over ? '  ✗ over budget' : isPublic ? '' : '  (not budgeted)';
  console.log(
    row.route.padEnd(28),
    String(row.chunks).padStart(6),
    kb(row.raw).padStart(8),
    kb(row.gzip).padStart(8) + mark,
  );
}
const missing = PUBLIC_ROUTES.filter((route) => !rows.some((row) => row.route === route));
if (missing.length > 0) {
  console.error(`Нет в сборке: ${missing.join(', ')}`);
  failed = true;
}
process.exit(failed ? 1 : 0);
