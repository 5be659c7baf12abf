#!/usr/bin/env node
/**
 * Issue #15: V8 compiles the public pages' first-load scripts while they download, not on the
 * main thread when the page starts.
 *
 *   npm run build                                  # next build, then this
 *   NEXT_DIST_DIR=.next-e2e node scripts/compile-hints.mjs
 *
 * V8 compiles a function lazily, on its first call, on the main thread. Turbopack wraps every
 * module in a function, so starting the app compiled each first-load module inside one long task
 * (Chromium's profile of the home page: 117 ms of a 2-core machine's time in Turbopack's module
 * loader, almost all of it compilation). The magic comment `//# allFunctionsCalledOnLoad` at
 * the top of a script tells V8 (Chrome 136 and later) to compile all its functions eagerly, on
 * the background thread that streams the script; other browsers read a comment. Only the
 * chunks every public page loads before it is interactive get it: compiled code that never runs
 * would cost memory, and a lazily loaded chunk (a modal, the console) runs little at load.
 * Idempotent: a marked chunk is left as it is.
 */
import fs from 'node:fs';
import { isPublicRoute, readRouteBundleStats } from './public-routes.mjs';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const chunks = new Set(
  readRouteBundleStats(distDir)
    .filter(isPublicRoute)
    .flatMap((row) => row.firstLoadChunkPaths),
);
let marked = 0;
for (const file of chunks) {
  const code = fs.readFileSync(file, 'utf8');
  if (code.startsWith(COMPILE_HINT)) continue;
  fs.writeFileSync(file, COMPILE_HINT + code);
  marked += 1;
}
console.info(
  `Подсказки компиляции V8: ${marked} из ${chunks.size} файлов первой загрузки (${distDir})`,
);
