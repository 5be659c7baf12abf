/**
 * Where a bench process's memory is (issue #12's PGlite target): the Node heap, buffers outside
 * it, the embedded database's WebAssembly heap, and the kernel's view (/proc, Linux only).
 */
import { readFileSync, writeFileSync } from 'node:fs';

const MB = 1024 * 1024;

export interface MemorySample {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** The WASM memory's size (PGlite grows it and never gives it back); 0 on PostgreSQL. */
  wasm: number;
}

export function memorySample(wasmBytes: () => number): MemorySample {
  const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
  return { rss, heapTotal, heapUsed, external, arrayBuffers, wasm: wasmBytes() };
}

const mb = (bytes: number) => (bytes / MB).toFixed(0);

export const describeSample = (s: MemorySample) =>
  `rss ${mb(s.rss)} heap ${mb(s.heapUsed)}/${mb(s.heapTotal)} external ${mb(s.external)} ` +
  `arrayBuffers ${mb(s.arrayBuffers)} wasm ${mb(s.wasm)} MB`;

interface Mapping {
  head: string;
  size: number;
  rss: number;
}

function mappings(): Mapping[] {
  const out: Mapping[] = [];
  let current: Mapping | null = null;
  for (const row of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(row);
    if (range) {
      const size = parseInt(range[2] ?? '0', 16) - parseInt(range[1] ?? '0', 16);
      current = { head: `${range[3]} ${range[4] || 'anon'}`, size, rss: 0 };
      out.push(current);
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(row);
    if (rss && current) current.rss = Number(rss[1]) * 1024;
  }
  return out;
}

/** Resident part of the WASM memory: the one read-write mapping of exactly its size. */
export function wasmResident(size: number): number {
  if (!size) return 0;
  return mappings()
    .filter((m) => m.size === size && m.head.startsWith('rw'))
    .reduce((sum, m) => sum + m.rss, 0);
}

/** The largest resident mappings: [heap] and 64 MB-aligned anon ones are malloc arenas. */
export function largestMappings(count = 8): string {
  const all = mappings();
  const total = all.reduce((sum, m) => sum + m.rss, 0);
  const top = all
    .sort((a, b) => b.rss - a.rss)
    .slice(0, count)
    .map((m) => `${m.head} ${mb(m.rss)}/${mb(m.size)}`);
  return `resident ${mb(total)} MB; largest (resident/size): ${top.join(' | ')}`;
}

/**
 * Resets the kernel's high-water mark before a phase: the sampler cannot run while a long
 * statement holds the thread (the embedded database runs in it), so it may miss the peak.
 */
export function resetHighWater(): void {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    // Not Linux: the sampled figure only.
  }
}

export function highWater(): number {
  try {
    const status = readFileSync('/proc/self/status', 'utf8');
    return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}
