/**
 * Issue #15: what a phone's main thread does while a public page loads — the work Lighthouse's
 * blocking time and largest paint are made of — measured directly, with less noise than
 * Lighthouse's one simulated run.
 *
 *   npm run bench:main-thread                                   # build, seed, measure
 *   npm run bench:main-thread -- --build false --seed false     # reuse the build and data
 *   npm run bench:main-thread -- --runs 9
 *
 * Each page loads `runs` times in Chromium (CHROME_PATH, /usr/bin/chromium by default) at a
 * phone's viewport with the CPU slowed 4× as in Lighthouse's mobile preset, each time in a fresh
 * context (nothing cached). From Chromium's own counters: all main-thread task time, script,
 * style and layout; from the page's long tasks: blocking time (each task's time over 50 ms
 * after the first contentful paint, as Lighthouse sums it). Medians of the runs.
 *
 * Baseline, in the same run: the same page with its scripts blocked — what the browser spends
 * on the HTML and CSS alone. The ratio says what the page's JavaScript adds to it.
 */
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { startDemoShopServer } from './support/demo-shop-server';
import { pickPublicPages } from './support/public-pages';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '2000' },
    port: { type: 'string', default: '3312' },
    build: { type: 'string', default: 'true' },
    seed: { type: 'string', default: 'true' },
    search: { type: 'string', default: 'кирпич' },
    runs: { type: 'string', default: '7' },
  },
});
const runs = Math.max(1, Number(values.runs));
const port = Number(values.port);
/** Lighthouse's mobile preset: a Moto G Power's screen, a CPU four times slower than this one. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };
const CPU_SLOWDOWN = 4;
/** After `load`: hydration, effects and prefetches finish in this time on the slowed CPU. */
const SETTLE_MS = 4000;

interface Load {
  task: number;
  script: number;
  style: number;
  layout: number;
  blocking: number;
}

declare global {
  interface Window {
    __longTasks?: [number, number][];
  }
}

async function load(browser: Browser, url: string, scripts: boolean): Promise<Load> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable');
    if (!scripts) await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks?.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const m = new Map(metrics.map((x) => [x.name, x.value * 1000]));
    const blocking = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return (window.__longTasks ?? [])
        .filter(([start]) => start >= fcp)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    });
    return {
      task: m.get('TaskDuration') ?? NaN,
      script: m.get('ScriptDuration') ?? NaN,
      style: m.get('RecalcStyleDuration') ?? NaN,
      layout: m.get('LayoutDuration') ?? NaN,
      blocking,
    };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

function medians(loads: Load[]): Load {
  const of = (k: keyof Load) => median(loads.map((l) => l[k]));
  return {
    task: of('task'),
    script: of('script'),
    style: of('style'),
    layout: of('layout'),
    blocking: of('blocking'),
  };
}

const ms = (n: number) => n.toFixed(0).padStart(7);

async function main() {
  const app = await startDemoShopServer({
    port,
    build: values.build !== 'false',
    seed: values.seed !== 'false',
    products: values.products,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  });
  try {
    const pages = await pickPublicPages(app.origin, values.search);
    console.log(
      `Main thread of a page load, phone viewport, CPU ${CPU_SLOWDOWN}× slower; medians of ${runs} loads (ms)`,
    );
    console.log(
      'page       task  script   style  layout blocking | no JS: task  style layout | task ratio',
    );
    for (const p of pages) {
      const url = app.origin + p.path;
      await (await fetch(url)).arrayBuffer(); // fills the data cache, as for any later visitor
      const full: Load[] = [];
      const bare: Load[] = [];
      // Alternated, so a drift of the machine's speed touches both alike.
      for (let i = 0; i < runs; i++) {
        full.push(await load(browser, url, true));
        bare.push(await load(browser, url, false));
      }
      const f = medians(full);
      const b = medians(bare);
      console.log(
        `${p.name.padEnd(8)} ${ms(f.task)} ${ms(f.script)} ${ms(f.style)} ${ms(f.layout)} ${ms(f.blocking)}  |   ${ms(b.task)} ${ms(b.style)} ${ms(b.layout)} | ${(f.task / b.task).toFixed(2)}×`,
      );
    }
  } finally {
    await browser.close();
    app.stop();
  }
}

await main();
