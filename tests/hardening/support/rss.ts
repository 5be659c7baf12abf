import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * The server's resident memory: the sum over its process group (scripts/hardening.sh starts
 * `npm start` with setsid, so npm, Next and any worker Next forks share one group). npm's own
 * share is small and constant; what grows is the server.
 */
export function serverGroup(port: number): number {
  const fromEnv = Number(process.env.HARDENING_SERVER_PID);
  if (fromEnv) return fromEnv;
  // Run on its own: the group of whoever listens on the port.
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = Number(/pid=(\d+)/.exec(out)?.[1]);
  if (!pid) throw new Error(`Никто не слушает порт ${port}`);
  return Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[2]);
}

export function groupRssMb(pgid: number): number {
  let kb = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name: state ppid pgrp …
      if (Number(stat.slice(stat.lastIndexOf(') ') + 2).split(' ')[2]) !== pgid) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${entry}/status`, 'utf8'));
      kb += Number(rss?.[1] ?? 0);
    } catch {
      // the process ended while we looked
    }
  }
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
 * max(64 MB, 15 %) above the first AND the last third still climbs at least half as fast as the
 * middle one did. Medians shrug off a single garbage-collection spike either way. (A 90 s soak
 * after the fuzzer: 619 → 722 → 741 MB — +103 then +19, levelling off — is warm-up; a run at
 * 689 → 746 → 802 MB, +57 then +56, is not.)
 */
export function growthVerdict(samples: number[]) {
  const third = Math.floor(samples.length / 3);
  const first = median(samples.slice(0, third));
  const middle = median(samples.slice(third, 2 * third));
  const last = median(samples.slice(2 * third));
  const allowed = Math.max(64, first * 0.15);
  const stillClimbing = last - middle > Math.max(0, middle - first) / 2;
  return { first, middle, last, allowed, growing: last - first > allowed && stillClimbing };
}
