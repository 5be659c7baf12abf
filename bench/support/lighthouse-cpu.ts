import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags, type Trace } from 'lighthouse';

/** Lighthouse's own CPU slowdown (mobile preset), as PageSpeed Insights applies it. */
export const LIGHTHOUSE_CPU_SLOWDOWN = 4;

/** The middle of the high-end desktop bracket, which Lighthouse's slowdown is meant for. */
export const REFERENCE_BENCHMARK_INDEX = 1750;

/** A fixed slowdown, or `auto`: fitted to each run's own benchmarkIndex. */
export type CpuSlowdown = number | 'auto';

export function parseCpuSlowdown(value: string | undefined): CpuSlowdown {
  if (value === 'auto') return 'auto';
  const slowdown = Number(value);
  if (!(slowdown >= 1)) throw new Error(`--cpu: число от 1 или auto, а не ${value}`);
  return slowdown;
}

/** Lighthouse's calibration (docs/throttling.md): 4× on the reference desktop, to 0.1. */
export function fittedCpuSlowdown(benchmarkIndex: number): number {
  const fitted = (LIGHTHOUSE_CPU_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX;
  return Math.round(Math.max(1, fitted) * 10) / 10;
}

/** Lighthouse's report of one run. */
export type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** A run's report and the trace of the page's load it was computed from. */
export interface LighthouseRun {
  lhr: Report;
  trace: Trace;
}

/**
 * One Lighthouse run. With `auto`, in two steps:
 *
 * - gather: Lighthouse loads the page unthrottled (simulated throttling slows nothing while it
 *   gathers) and measures the machine's benchmarkIndex just before;
 * - audit: the same artifacts, simulated with that run's fitted slowdown.
 *
 * This machine's index drifts from 1,000 to 2,600 within minutes. One slowdown fitted from an
 * earlier run simulated a phone up to twice as slow as the one meant when the machine slowed
 * down.
 *
 * Lighthouse refuses to audit with settings other than those gathered with. The slowdown
 * changes nothing in what simulated throttling gathers, so the saved settings are given the
 * audit's slowdown first.
 */
export async function runLighthouse(
  url: string,
  cpu: CpuSlowdown,
  flags: Flags,
): Promise<LighthouseRun | undefined> {
  if (cpu !== 'auto') {
    const result = await lighthouse(url, { ...flags, throttling: { cpuSlowdownMultiplier: cpu } });
    return result && { lhr: result.lhr, trace: result.artifacts.Trace };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-lighthouse-'));
  try {
    const gathered = { cpuSlowdownMultiplier: LIGHTHOUSE_CPU_SLOWDOWN };
    await lighthouse(url, { ...flags, gatherMode: dir, throttling: gathered });
    const file = path.join(dir, 'artifacts.json');
    const artifacts = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      BenchmarkIndex: number;
      settings: { throttling: { cpuSlowdownMultiplier: number } };
    };
    const cpuSlowdownMultiplier = fittedCpuSlowdown(artifacts.BenchmarkIndex);
    artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
    fs.writeFileSync(file, JSON.stringify(artifacts));
    const audited = await lighthouse(url, {
      ...flags,
      auditMode: dir,
      throttling: { cpuSlowdownMultiplier },
    });
    return audited && { lhr: audited.lhr, trace: audited.artifacts.Trace };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The slowdown line of the report: fixed, or the range the runs were fitted to. */
export function describeCpuSlowdown(cpu: CpuSlowdown, applied: number[]): string {
  if (cpu !== 'auto') return `CPU slowdown ${cpu}×`;
  const range = `${Math.min(...applied)}–${Math.max(...applied)}×`;
  return `CPU slowdown fitted to each run: ${range} (${LIGHTHOUSE_CPU_SLOWDOWN} × that run's index / ${REFERENCE_BENCHMARK_INDEX})`;
}
