/**
 * Issue #15: Lighthouse 12 (mobile preset: simulated slow 4G and a 4× slower CPU) on the
 * production build with the demo shop — home, a 24-product category, a product and search
 * results — plus each page's HTML size, raw and gzip.
 *
 *   npm run lighthouse                                   # build, seed, measure
 *   npm run lighthouse -- --build false --seed false     # reuse the build and .data/lighthouse
 *
 * Needs Chromium (CHROME_PATH, /usr/bin/chromium by default). Builds into NEXT_DIST_DIR
 * (.next by default). Each page is requested once before it is measured: the first request
 * fills Next's data cache, which a visitor after the first one always finds full.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { runCommand, seedDemoShop } from './support/commands';
import { startProductionServer } from './support/production-server';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '2000' },
    port: { type: 'string', default: '3310' },
    build: { type: 'string', default: 'true' },
    seed: { type: 'string', default: 'true' },
    search: { type: 'string', default: 'кирпич' },
  },
});
const port = Number(values.port);
const dataDir = '.data/lighthouse';
const env = {
  ...process.env,
  PGLITE_DIR: dataDir,
  SITE_ORIGIN: `http://127.0.0.1:${port}`,
  VITRINA_ALLOW_DEV_SECRET: '1',
  NODE_ENV: 'production' as const,
};
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface TreeNode {
  full_slug: string;
  children: TreeNode[];
}

const leaves = (nodes: TreeNode[]): TreeNode[] =>
  nodes.flatMap((n) => (n.children.length > 0 ? leaves(n.children) : [n]));

/** A nested category with a full first page (24 products) and one of its products. */
async function pickPages(origin: string): Promise<{ name: string; path: string }[]> {
  const tree = (await (await fetch(`${origin}/api/categories/tree/`)).json()) as TreeNode[];
  for (const leaf of leaves(tree)) {
    const category = `/category/${leaf.full_slug}/`;
    const listing = (await (await fetch(`${origin}/api${category}?pageSize=24`)).json()) as {
      products: { count: number; results: { slug: string }[] };
    };
    const first = listing.products.results[0];
    if (!first || listing.products.results.length < 24) continue;
    return [
      { name: 'home', path: '/' },
      { name: 'category', path: category },
      { name: 'product', path: `/product/${first.slug}/` },
      { name: 'search', path: `/search/?query=${encodeURIComponent(values.search)}` },
    ];
  }
  throw new Error('Нет категории с 24 товарами: засейте больше товаров (--products)');
}

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : String(Math.round(value * 100));

async function main() {
  if (values.build !== 'false') await runCommand('npx', ['next', 'build'], env);
  if (values.seed !== 'false') {
    await seedDemoShop(values.products, env);
  }
  const app = await startProductionServer(port, env);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const pages = await pickPages(app.origin);
    const rows: string[] = [];
    for (const page of pages) {
      const url = app.origin + page.path;
      const html = Buffer.from(await (await fetch(url)).arrayBuffer()); // fills the data cache
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`${page.path}: Lighthouse не вернул отчёт`);
      // The whole report, for the elements behind LCP and layout shifts.
      fs.mkdirSync('bench/results', { recursive: true });
      fs.writeFileSync(`bench/results/lighthouse-${page.name}.json`, JSON.stringify(lhr));
      const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
      const failed = Object.values(lhr.categories)
        .flatMap((c) => c.auditRefs)
        .flatMap((ref) => lhr.audits[ref.id] ?? [])
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .map((a) => a.id);
      rows.push(
        [
          page.name.padEnd(9),
          score(lhr.categories.performance?.score).padStart(4),
          score(lhr.categories.accessibility?.score).padStart(4),
          score(lhr.categories['best-practices']?.score).padStart(4),
          score(lhr.categories.seo?.score).padStart(4),
          String(ms('first-contentful-paint')).padStart(6),
          String(ms('largest-contentful-paint')).padStart(6),
          String(ms('total-blocking-time')).padStart(5),
          (lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3).padStart(6),
          (html.length / 1000).toFixed(1).padStart(8),
          (gzipSync(html).length / 1000).toFixed(1).padStart(8),
          `  ${page.path}`,
        ].join(' '),
      );
      if (failed.length > 0) rows.push(`          below 0.9: ${[...new Set(failed)].join(', ')}`);
    }
    console.log(
      '\nLighthouse 12, mobile preset (simulated throttling); reports in bench/results/lighthouse-*.json',
    );
    console.log('page      perf a11y  bp  seo  FCP ms LCP ms TBT ms  CLS  HTML kB  gzip kB');
    for (const row of rows) console.log(row);
  } finally {
    chrome.kill();
    app.stop();
  }
}

await main();
