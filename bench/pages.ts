/**
 * Page-serving benchmark: the production server against a raw node:http server that sends
 * the very same bytes, in the same run, so the ratio does not depend on the machine.
 *
 *   npm run build && npm run bench -- --products 2000 --duration 10
 *
 * `--pages` takes paths; `@category` stands for a nested (third-level) category and `@product`
 * for a product of it, found through the API, so `@category?page=2&sort=price` works too.
 * The first request of each page is timed apart: it fills the data cache (a cache miss that
 * reaches the database); the load that follows is served from the cache.
 *
 * Issue #15: `--instances 2` runs the same load through nginx against two instances on
 * PostgreSQL and Redis (scripts/cluster.mjs, bench/support/cluster-server.ts) instead of one
 * on the embedded database; the raw server is still measured beside it in the same run.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startCluster } from './support/cluster-server';
import { startProductionServer } from './support/production-server';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '2000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    port: { type: 'string', default: '3300' },
    pages: {
      type: 'string',
      default: '/,/category/,@category,@category?page=2&sort=price,@product',
    },
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

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')}: ${code}`)),
    );
  });
}

async function load(url: string) {
  const result = await autocannon({
    url,
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

/** `@category` / `@product` → a real nested category and one of its products. */
async function resolvePages(list: string[]): Promise<string[]> {
  const tree = (await (await fetch(`${origin}/api/categories/tree/`)).json()) as TreeNode[];
  let node = tree[0];
  while (node?.children[0]) node = node.children[0];
  const category = `/category/${node?.full_slug ?? ''}/`;
  const listing = (await (await fetch(`${origin}/api${category}?pageSize=1`)).json()) as {
    products: { results: { slug: string }[] };
  };
  const product = `/product/${listing.products.results[0]?.slug ?? ''}/`;
  return list.map((p) => p.replace('@category', category).replace('@product', product));
}

async function main() {
  if (values.seed !== 'false' && instances === 1) {
    await run('npx', [
      'tsx',
      '--conditions=react-server',
      'demo/cli.ts',
      '--products',
      values.products,
      '--reset',
    ]);
  }
  const app =
    instances > 1
      ? await startCluster(port, {
          instances,
          products: values.products,
          seed: values.seed !== 'false',
        })
      : await startProductionServer(port, env);
  try {
    console.log(
      `\nКаталог: ${values.products} товаров; ${values.duration} с на замер, ${values.connections} соединений.`,
    );
    console.log(
      instances > 1
        ? `Next: ${instances} экземпляра за nginx (PostgreSQL, Redis).\n`
        : 'Next: один экземпляр (PGlite, кэш в файлах).\n',
    );
    console.log(
      'страница            | первый мс | Next req/s | Next p99 мс | raw req/s | raw p99 мс | доля raw',
    );
    for (const page of await resolvePages(values.pages.split(','))) {
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
      await load(origin + page); // warm-up: compile caches, JIT
      const next = await load(origin + page);
      const base = await load(rawUrl);
      raw.close();
      const ratio = next.rps / base.rps;
      console.log(page);
      console.log(
        `${''.padEnd(19)} | ${firstMs.toFixed(0).padStart(9)} | ${next.rps.toFixed(0).padStart(10)} | ${String(next.p99).padStart(11)} | ${base.rps.toFixed(0).padStart(9)} | ${String(base.p99).padStart(10)} | ${(ratio * 100).toFixed(1)}%${next.errors ? `  (ошибок: ${next.errors})` : ''}`,
      );
    }
  } finally {
    app.stop();
  }
}

await main();
