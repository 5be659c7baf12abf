/**
 * Issue #15: Lighthouse 12 (mobile preset: simulated slow 4G and a 4× slower CPU) on the
 * production build with the demo shop — home, a 24-product category, a product and search
 * results — plus each page's HTML size, raw and gzip.
 *
 *   npm run lighthouse                                   # build, seed, measure
 *   npm run lighthouse -- --build false --seed false     # reuse the build and .data/lighthouse
 *   npm run lighthouse -- --runs 3                       # three rounds, and each page's median
 *   npm run lighthouse -- --cpu auto                     # CPU slowdown fitted to this machine
 *   npm run lighthouse -- --render-document off          # Chromium as chrome-launcher sets it
 *
 * `--cpu` is Lighthouse's CPU slowdown: 4 by default, as PageSpeed Insights applies it. Lighthouse
 * documents that 4× turns a high-end desktop (benchmarkIndex 1,500–2,000) into a mid-tier
 * phone, and asks for less on a slower machine and more on a faster one (docs/throttling.md,
 * «Calibrating the CPU slowdown»). `auto` applies 4 × index / 1,750 to each run, with the
 * benchmarkIndex Lighthouse measured in that same run: the same phone on any machine, and on a
 * machine whose speed drifts within the hour (bench/support/lighthouse-cpu.ts).
 *
 * Needs Chromium (CHROME_PATH, /usr/bin/chromium by default). Builds into NEXT_DIST_DIR
 * (.next by default). Each page is requested once before it is measured: the first request
 * fills Next's data cache, which a visitor after the first one always finds full.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import { pickPublicPages } from './support/public-pages';
import { startDemoShopServer } from './support/demo-shop-server';
import { lighthouseChromeFlags } from './support/lighthouse-chrome';
import {
  describeCpuSlowdown,
  LIGHTHOUSE_CPU_SLOWDOWN,
  parseCpuSlowdown,
  runLighthouse,
  type CpuSlowdown,
  type LighthouseRun,
  type Report,
} from './support/lighthouse-cpu';
import { blockingByKindOfTrace, WORK_KINDS, type WorkKind } from './support/blocking-time';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '2000' },
    port: { type: 'string', default: '3310' },
    build: { type: 'string', default: 'true' },
    seed: { type: 'string', default: 'true' },
    search: { type: 'string', default: 'кирпич' },
    // Simulated throttling moves single runs by several points: the median of a few says more.
    runs: { type: 'string', default: '1' },
    cpu: { type: 'string', default: String(LIGHTHOUSE_CPU_SLOWDOWN) },
    // Chrome's RenderDocument: on as Chrome ships it; off as chrome-launcher sets it (see lighthouse-chrome.ts).
    'render-document': { type: 'string', default: 'on' },
  },
});
const runs = Math.max(1, Number(values.runs));
if (!['on', 'off'].includes(values['render-document'] ?? ''))
  throw new Error(`--render-document: on или off, а не ${values['render-document']}`);
const renderDocument = values['render-document'] === 'on';
const port = Number(values.port);

const score = (value: number | null | undefined): string =>
  value === null || value === undefined ? '—' : String(Math.round(value * 100));

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

async function audit(url: string, port: number, cpu: CpuSlowdown): Promise<LighthouseRun> {
  await (await fetch(url)).arrayBuffer(); // fills the data cache
  const run = await runLighthouse(url, cpu, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!run) throw new Error(`${url}: Lighthouse не вернул отчёт`);
  return run;
}

/** When the browser showed the first paint, unthrottled: a held frame reads 1–2 s here. */
const seenFirstPaint = (lhr: Report): number => {
  const metrics = lhr.audits.metrics?.details;
  const items: Array<Record<string, unknown>> =
    metrics && 'items' in metrics ? (metrics.items as Array<Record<string, unknown>>) : [];
  return Math.round(Number(items[0]?.observedFirstContentfulPaint ?? NaN));
};

async function rowsOf(
  lhr: Report,
  page: { name: string; path: string },
  run: number | null,
): Promise<string[]> {
  const html = Buffer.from(await (await fetch(lhr.finalDisplayedUrl)).arrayBuffer());
  const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  const failed = Object.values(lhr.categories)
    .flatMap((c) => c.auditRefs)
    .flatMap((ref) => lhr.audits[ref.id] ?? [])
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => a.id);
  const row = [
    ...(run === null ? [] : [String(run).padStart(3)]),
    page.name.padEnd(9),
    score(lhr.categories.performance?.score).padStart(4),
    score(lhr.categories.accessibility?.score).padStart(4),
    score(lhr.categories['best-practices']?.score).padStart(4),
    score(lhr.categories.seo?.score).padStart(4),
    String(ms('first-contentful-paint')).padStart(6),
    String(seenFirstPaint(lhr)).padStart(5),
    String(ms('largest-contentful-paint')).padStart(6),
    String(ms('total-blocking-time')).padStart(5),
    (lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3).padStart(6),
    lhr.environment.benchmarkIndex.toFixed(0).padStart(6),
    `${lhr.configSettings.throttling.cpuSlowdownMultiplier ?? NaN}×`.padStart(5),
    (html.length / 1000).toFixed(1).padStart(8),
    (gzipSync(html).length / 1000).toFixed(1).padStart(8),
    `  ${page.path}`,
  ].join(' ');
  return failed.length ? [row, `          below 0.9: ${[...new Set(failed)].join(', ')}`] : [row];
}

/**
 * What the blocking time is made of, page by page: Lighthouse's trace of the load read as it
 * was (bench/support/blocking-time.ts), each kind's median over the runs, in ms.
 */
function printBlocking(blocking: Map<string, Array<Record<WorkKind, number>>>) {
  console.log(
    "\nblocking time by kind of work, ms (the observed trace's tasks after the first paint × the run's slowdown − 50 ms; medians of the runs)",
  );
  console.log(`page     ${WORK_KINDS.map((k) => k.padStart(k.length + 1)).join('')}`);
  for (const [name, runsOfPage] of blocking) {
    const cells = WORK_KINDS.map((k) =>
      median(runsOfPage.map((r) => r[k]))
        .toFixed(0)
        .padStart(k.length + 1),
    );
    console.log(`${name.padEnd(9)}${cells.join('')}`);
  }
}

async function main() {
  const app = await startDemoShopServer({
    port,
    build: values.build !== 'false',
    seed: values.seed !== 'false',
    products: values.products,
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    ignoreDefaultFlags: true,
    chromeFlags: lighthouseChromeFlags(renderDocument),
  });
  try {
    const pages = await pickPublicPages(app.origin, values.search);
    const cpu = parseCpuSlowdown(values.cpu);
    const rows: string[] = [];
    const scores = new Map<string, number[]>();
    const machine: number[] = [];
    const slowdowns: number[] = [];
    const blocking = new Map<string, Array<Record<WorkKind, number>>>();
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        const { lhr, trace } = await audit(app.origin + page.path, chrome.port, cpu);
        const slowdown = lhr.configSettings.throttling.cpuSlowdownMultiplier ?? NaN;
        blocking.set(page.name, [
          ...(blocking.get(page.name) ?? []),
          blockingByKindOfTrace(trace, slowdown),
        ]);
        fs.mkdirSync('bench/results', { recursive: true });
        fs.writeFileSync(`bench/results/lighthouse-${page.name}.json`, JSON.stringify(lhr));
        scores.set(page.name, [
          ...(scores.get(page.name) ?? []),
          lhr.categories.performance?.score ?? 0,
        ]);
        machine.push(lhr.environment.benchmarkIndex);
        slowdowns.push(slowdown);
        rows.push(...(await rowsOf(lhr, page, runs > 1 ? run : null)));
      }
    }
    console.log(
      '\nLighthouse 12, mobile preset (simulated throttling); reports in bench/results/lighthouse-*.json',
    );
    // Lighthouse's CPU benchmark of this machine: its 4× slowdown is applied on top of it, so
    // runs on machines of different speed compare only with this figure beside them.
    console.log(
      `benchmarkIndex of this machine: ${median(machine).toFixed(0)} (median of the runs, ${Math.min(...machine).toFixed(0)}–${Math.max(...machine).toFixed(0)}); ${describeCpuSlowdown(cpu, slowdowns)}; Chrome's RenderDocument ${values['render-document']}`,
    );
    console.log(
      `${runs > 1 ? 'run ' : ''}page      perf a11y  bp  seo  FCP ms  seen LCP ms TBT ms  CLS  index   CPU  HTML kB  gzip kB`,
    );
    for (const row of rows) console.log(row);
    if (runs > 1)
      console.log(
        `median performance: ${[...scores].map(([name, s]) => `${name} ${score(median(s))}`).join(', ')}`,
      );
    printBlocking(blocking);
  } finally {
    chrome.kill();
    app.stop();
  }
}

await main();
