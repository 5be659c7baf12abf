// Preloaded into the hardening server only (scripts/hardening.sh, NODE_OPTIONS=--import): on
// SIGUSR2 the server collects all garbage and appends its memory to HARDENING_HEAP_PROBE, one
// JSON line. The soak judges leaks by that live memory, not by RSS: V8 grows its heap lazily
// under load and keeps what it grew, so RSS climbs for minutes with nothing leaking (a 240 s
// soak: heapTotal 383 → 647 MB while the heap left after each collection stayed 150–330 MB).
import fs from 'node:fs';
import process from 'node:process';
import v8 from 'node:v8';
import vm from 'node:vm';

const file = process.env.HARDENING_HEAP_PROBE;
// npm runs under the same NODE_OPTIONS: only the server itself answers.
if (file && process.argv.some((arg) => arg.endsWith('serve.mjs'))) {
  v8.setFlagsFromString('--expose-gc');
  const collect = vm.runInNewContext('gc');
  process.on('SIGUSR2', () => {
    collect();
    const { rss, heapUsed, external } = process.memoryUsage();
    fs.appendFileSync(file, `${JSON.stringify({ rss, heapUsed, external })}\n`);
  });
}
