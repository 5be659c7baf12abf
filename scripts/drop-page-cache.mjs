#!/usr/bin/env node
// Issue #15: drops what a server cached in a build folder — Next's data cache (cache/fetch-cache)
// and the pages it rendered on request and kept (server/route-cache: Next 16 writes full-route
// cache entries there, apart from what `next build` prerendered into server/app). Run it before
// starting an existing build on a reseeded database (e2e, hardening, bench): both outlive a
// restart and would show the previous database's catalogue. `next build` keeps cache/ too.
//   node scripts/drop-page-cache.mjs [distDir]   (default: $NEXT_DIST_DIR or .next)
import fs from 'node:fs';
import path from 'node:path';

const dist = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next';
for (const dir of [
  path.join(dist, 'cache', 'fetch-cache'),
  path.join(dist, 'server', 'route-cache'),
])
  fs.rmSync(dir, { recursive: true, force: true });
