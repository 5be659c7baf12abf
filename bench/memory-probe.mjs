/* global process, setInterval */
// Preloaded into the server under test by bench/soak.ts (NODE_OPTIONS=--import): once a second
// it appends the process's memory figures to $SOAK_MEMORY_DIR/<pid>.jsonl, and on SIGUSR2 it
// collects garbage first (a full GC), so the bench can tell retained memory from garbage.
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';

const dir = process.env.SOAK_MEMORY_DIR;
if (dir) {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc');
  const file = path.join(dir, `${process.pid}.jsonl`);
  const write = (extra = {}) => {
    const m = process.memoryUsage();
    const heap = v8.getHeapStatistics();
    fs.appendFileSync(
      file,
      `${JSON.stringify({
        t: Date.now(),
        rss: m.rss,
        heapUsed: m.heapUsed,
        heapTotal: m.heapTotal,
        external: m.external,
        arrayBuffers: m.arrayBuffers,
        heapLimit: heap.heap_size_limit,
        ...extra,
      })}\n`,
    );
  };
  setInterval(write, 1000).unref();
  process.on('SIGUSR2', () => {
    gc();
    write({ gc: true });
  });
}
