import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const HINT = '//# allFunctionsCalledOnLoad\n';

/** A build folder with route-bundle-stats.json as `next build` writes it. */
function fakeBuild() {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  const chunk = (name: string) => {
    const file = path.join(dist, 'static', 'chunks', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `(globalThis.TURBOPACK||[]).push(["${name}"]);`);
    return file;
  };
  const [framework, home, product, console_] = [
    'framework.js',
    'home.js',
    'product.js',
    'console.js',
  ].map(chunk);
  fs.mkdirSync(path.join(dist, 'diagnostics'));
  fs.writeFileSync(
    path.join(dist, 'diagnostics', 'route-bundle-stats.json'),
    JSON.stringify([
      { route: '/cached/[q]', firstLoadChunkPaths: [framework, home] },
      { route: '/product/[slug]', firstLoadChunkPaths: [framework, product] },
      { route: '/manager/[[...slug]]', firstLoadChunkPaths: [framework, console_] },
    ]),
  );
  return { dist, framework: framework!, home: home!, product: product!, console: console_! };
}

const run = (dist: string) =>
  execFileSync('node', ['scripts/compile-hints.mjs'], {
    env: { ...process.env, NEXT_DIST_DIR: dist },
  });

describe('V8 compile hints on the public first-load chunks (issue #15)', () => {
  it('marks every chunk a public page loads first, once, and leaves the others alone', () => {
    const build = fakeBuild();
    try {
      run(build.dist);
      run(build.dist);
      for (const file of [build.framework, build.home, build.product]) {
        const code = fs.readFileSync(file, 'utf8');
        expect(code.startsWith(HINT)).toBe(true);
        expect(code.indexOf(HINT, 1)).toBe(-1);
      }
      expect(fs.readFileSync(build.console, 'utf8').startsWith('//')).toBe(false);
    } finally {
      fs.rmSync(build.dist, { recursive: true, force: true });
    }
  });
});
