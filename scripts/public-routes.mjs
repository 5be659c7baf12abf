import fs from 'node:fs';
import path from 'node:path';

/**
 * The public pages of issue #15 (content pages are the catch-all route). Home, where-to-buy and
 * the catalogue are built under `app/cached/[q]/` (README, "Full-route cache").
 */
export const PUBLIC_ROUTES = [
  '/cached/[q]',
  '/cached/[q]/category/[[...slug]]',
  '/product/[slug]',
  '/[...slug]',
  '/cached/[q]/gde-kupit',
  '/search',
];

/**
 * `next build` writes it: per route, the chunks the browser loads before the page is
 * interactive (root main files plus every segment's entry chunks).
 */
const routeBundleStats = (distDir) => path.join(distDir, 'diagnostics', 'route-bundle-stats.json');

/**
 * @typedef {{ route: string; firstLoadUncompressedJsBytes: number; firstLoadChunkPaths: string[] }}
 *   RouteBundleRow
 */

/**
 * The last build's rows (for the CLI scripts): exits with a message when there is no build.
 * @returns {RouteBundleRow[]}
 */
export const readRouteBundleStats = (distDir) => {
  const file = routeBundleStats(distDir);
  if (!fs.existsSync(file)) {
    console.error(`Нет ${file}: сначала соберите приложение (npx next build).`);
    process.exit(1);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
};

export const isPublicRoute = (row) => PUBLIC_ROUTES.includes(row.route);
