import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The server's process group: scripts/hardening.sh starts `npm start` with setsid, so npm, the
 * server and any worker it forks share one group, led by the pid it exports.
 */
export function serverGroup(): number {
  const pgid = Number(process.env.HARDENING_SERVER_PID);
  if (!pgid) throw new Error('Нет HARDENING_SERVER_PID: запускайте через npm run test:hardening');
  return pgid;
}

/** The pids of the group's processes (one that ends while we look is left out). */
function groupMembers(pgid: number): string[] {
  return fs.readdirSync('/proc').filter((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name: state ppid pgrp …
      return Number(stat.slice(stat.lastIndexOf(') ') + 2).split(' ')[2]) === pgid;
    } catch {
      return false;
    }
  });
}

/** The read of a /proc file, or '' when the process has ended meanwhile. */
const procFile = (pid: string, name: string): string => {
  try {
    return fs.readFileSync(`/proc/${pid}/${name}`, 'utf8');
  } catch {
    return '';
  }
};

/** The server's own process in the group (`node scripts/serve.mjs`, npm's child). */
export function serverProcess(pgid: number): number {
  const pid = groupMembers(pgid).find((entry) => {
    const argv = procFile(entry, 'cmdline').split('\0');
    // Node itself, not the `sh -c "node scripts/serve.mjs"` npm runs it through.
    return /(^|\/)node$/.test(argv[0] ?? '') && argv.some((arg) => arg.endsWith('serve.mjs'));
  });
  if (!pid) throw new Error(`В группе ${pgid} нет процесса scripts/serve.mjs`);
  return Number(pid);
}

const MB = 1024 * 1024;

/**
 * The server's live memory, MB: its JavaScript heap plus the memory outside it (buffers, the
 * embedded database's WebAssembly memory), right after a full collection. Asked through the
 * probe scripts/hardening.sh preloads (support/heap-probe.mjs); a collection takes a moment.
 */
export async function liveMemoryMb(pid: number, file: string): Promise<number> {
  const lines = () =>
    fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  const before = lines().length;
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; waited < 15_000; waited += 50) {
    await sleep(50);
    const now = lines();
    if (now.length > before) {
      const memory = JSON.parse(now.at(-1) as string) as { heapUsed: number; external: number };
      return (memory.heapUsed + memory.external) / MB;
    }
  }
  throw new Error('Сервер не ответил пробе памяти за 15 с');
}

/** The group's resident memory, MB: npm's share is small and constant; what grows is the server. */
export function groupRssMb(pgid: number): number {
  const kb = groupMembers(pgid).reduce(
    (sum, pid) => sum + Number(/VmRSS:\s+(\d+) kB/.exec(procFile(pid, 'status'))?.[1] ?? 0),
    0,
  );
  return kb / 1024;
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

/**
 * The soak's rule. Memory that warms up (caches, JIT, pools, the embedded database's pages) rises
 * early and levels off; a leak keeps rising at its pace. So: the medians of the first, middle
 * and last thirds of the samples; the server leaks when the last third sits more than
 * max(floorMb, share of the first) above the first AND the last third still climbs at least
 * half as fast as the middle one did. Medians shrug off a single odd sample either way. (RSS after the fuzzer:
 * 619 → 722 → 741 MB — +103 then +19, levelling off — is warm-up; 689 → 746 → 802 MB, +57 then
 * +56, is not.)
 */
export function growthVerdict(samples: number[], floorMb = 64, share = 0.15) {
  const third = Math.floor(samples.length / 3);
  const first = median(samples.slice(0, third));
  const middle = median(samples.slice(third, 2 * third));
  const last = median(samples.slice(2 * third));
  const allowed = Math.max(floorMb, first * share);
  const stillClimbing = last - middle > Math.max(0, middle - first) / 2;
  return { first, middle, last, allowed, growing: last - first > allowed && stillClimbing };
}
