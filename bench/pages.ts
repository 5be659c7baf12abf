/**
 * Page-serving benchmark: the production server against a raw node:http server that sends
 * the very same bytes, in the same run, so the ratio does not depend on the machine.
 *
 *   npm run build && npm run bench -- --products 2000 --duration 10
 *
 * `--pages` takes paths; `@category` stands for a nested (third-level) category, `@top` for a
 * top-level one and `@product` for a product of the nested one, found through the API, so
 * `@category?page=2&sort=price` works too. The first request of each page is timed apart: it
 * fills the data cache (a cache miss that reaches the database); the load that follows is
 * served from the cache. `--load false` times the first views only (issue #15's figure).
 * Every figure stands beside the raw server's for the same bytes, measured in the same run.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startCluster } from './support/cluster-server';
import { seedDemoShop } from './support/commands';
import { startProductionServer } from './support/production-server';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '2000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    port: { type: 'string', default: '3300' },
    pages: {
      type: 'string',
      default: [
        '/',
        '/category/',
        '@top',
        '@category',
        '@category?page=2&sort=price',
        '@category?in_stock=true&sort=-price',
        '@product',
        '/o-kompanii/',
        '/gde-kupit/',
        '/search/?query=краска',
      ].join(','),
    },
    load: { type: 'string', default: 'true' },
    // `--seed false` reuses .data/bench-N from an earlier run (seeding 100k takes minutes).
    seed: { type: 'string', default: 'true' },
    instances: { type: 'string', default: '1' },
  },
});
const port = Number(values.port);
const instances = Number(values.instances);
const origin = `http://127.0.0.1:${port}`;
const dataDir = `.data/bench-${values.products}`;
const env = {
  ...process.env,
  PGLITE_DIR: dataDir,
  SITE_ORIGIN: origin,
  VITRINA_ALLOW_DEV_SECRET: '1',
  NODE_ENV: 'production' as const,
};

async function load(url: string) {
  const result = await autocannon({
    // autocannon sends the path as given: «?query=краска» must be percent-encoded first.
    url: new URL(url).href,
    duration: Number(values.duration),
    connections: Number(values.connections),
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

interface TreeNode {
  full_slug: string;
  children: TreeNode[];
}

/** `@category` / `@top` / `@product` → a real nested category, a top one, a product. */
async function resolvePages(list: string[]): Promise<string[]> {
  const tree = (await (await fetch(`${origin}/api/categories/tree/`)).json()) as TreeNode[];
  let node = tree[0];
  while (node?.children[0]) node = node.children[0];
  const category = `/category/${node?.full_slug ?? ''}/`;
  const top = `/category/${tree[0]?.full_slug ?? ''}/`;
  const listing = (await (await fetch(`${origin}/api${category}?pageSize=1`)).json()) as {
    products: { results: { slug: string }[] };
  };
  const product = `/product/${listing.products.results[0]?.slug ?? ''}/`;
  return list.map((p) =>
    p.replace('@category', category).replace('@top', top).replace('@product', product),
  );
}

async function main() {
  if (values.seed !== 'false' && instances === 1) {
    await seedDemoShop(values.products, env);
  }
  const app =
    instances > 1
      ? await startCluster(port, {
          instances,
          products: values.products,
          seed: values.seed !== 'false',
        })
      : await startProductionServer(port, env);
  const withLoad = values.load !== 'false';
  const rows: string[][] = [];
  try {
    console.log(
      `\nКаталог: ${values.products} товаров; ${withLoad ? `${values.duration} с на замер, ${values.connections} соединений` : 'только первые просмотры'}.`,
    );
    console.log(
      instances > 1
        ? `Next: ${instances} экземпляра за nginx (PostgreSQL, Redis).\n`
        : 'Next: один экземпляр (PGlite, кэш в файлах).\n',
    );
    // A started server's first page loads the route modules and fills the frame's shared data
    // (category tree, menus, settings) that every later page finds cached: timed apart, on
    // an address no page has, so the first listed page is not charged for it. nginx deals
    // requests round robin: one each reaches every instance.
    for (let i = 0; i < instances; i++) {
      const warmStarted = performance.now();
      const warm = await fetch(`${origin}/bench-warm-up-${Date.now()}-${i}/`);
      await warm.arrayBuffer();
      console.log(
        `Первая страница после старта (${warm.status}, модули и общие данные рамки): ${(performance.now() - warmStarted).toFixed(0)} мс`,
      );
    }
    console.log('');
    for (const page of await resolvePages(values.pages.split(','))) {
      // The page's first view after a start with an empty data cache: it reaches the database.
      const started = performance.now();
      const first = await fetch(origin + page);
      const body = Buffer.from(await first.arrayBuffer());
      const firstMs = performance.now() - started;
      if (!first.ok) throw new Error(`${page}: ${first.status}`);
      const raw = createServer((_, res) => {
        res.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Length': body.length,
        });
        res.end(body);
      });
      await new Promise<void>((r) => raw.listen(0, '127.0.0.1', r));
      const rawUrl = `http://127.0.0.1:${(raw.address() as AddressInfo).port}${page}`;
      // The raw server's first answer of the same bytes (a fresh connection, as above).
      const rawStarted = performance.now();
      await (await fetch(rawUrl)).arrayBuffer();
      const rawFirstMs = performance.now() - rawStarted;
      const row = [
        decodeURI(page),
        firstMs.toFixed(0),
        rawFirstMs.toFixed(1),
        `×${(firstMs / rawFirstMs).toFixed(0)}`,
      ];
      if (withLoad) {
        await load(origin + page); // warm-up: compile caches, JIT
        const next = await load(origin + page);
        const base = await load(rawUrl);
        row.push(
          next.rps.toFixed(0),
          String(next.p99),
          base.rps.toFixed(0),
          String(base.p99),
          `${((next.rps / base.rps) * 100).toFixed(1)}%${next.errors ? ` (ошибок: ${next.errors})` : ''}`,
        );
      }
      raw.close();
      rows.push(row);
      console.log(row.join(' | '));
    }
  } finally {
    app.stop();
  }
  printTable(rows, withLoad);
}

/** The run as one table: first (uncached) view of each page beside the raw server's. */
function printTable(rows: string[][], withLoad: boolean) {
  const head = ['страница', 'первый мс', 'raw мс', 'первый/raw'];
  if (withLoad) head.push('Next req/s', 'Next p99 мс', 'raw req/s', 'raw p99 мс', 'Next/raw');
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  console.log(`\nПервый (некэшированный) просмотр, ${values.products} товаров:\n`);
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

await main();
