/**
 * Issue #17, defect 12: a soak of mixed catalogue traffic against the production server, with
 * its memory before and after — resident size (RSS) and the V8 heap after a full GC, which is
 * what the process really holds — so growth can be told from V8 merely sizing its heap.
 *
 *   npm run build && npx tsx bench/soak.ts --products 2000 --duration 60 --rounds 2
 *
 * Memory is read inside the server by bench/memory-probe.mjs (preloaded with --import).
 * Exits 1 when the heap retained after GC grows between the rounds by more than --max-growth
 * MB: the first round fills caches (bounded: next.config.ts cacheMaxMemorySize), a later one
 * must not keep adding.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startProductionServer } from './support/production-server';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '2000' },
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '2' },
    port: { type: 'string', default: '3360' },
    'max-growth': { type: 'string', default: '40' },
    seed: { type: 'string', default: 'true' },
    database: { type: 'string' },
  },
});
const port = Number(values.port);
const origin = `http://127.0.0.1:${port}`;
const memoryDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-soak-'));
const env = {
  ...process.env,
  ...(values.database
    ? { DATABASE_URL: values.database }
    : { PGLITE_DIR: `.data/soak-${values.products}` }),
  SITE_ORIGIN: origin,
  VITRINA_ALLOW_DEV_SECRET: '1',
  NODE_ENV: 'production' as const,
  SOAK_MEMORY_DIR: memoryDir,
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${path.resolve('bench/memory-probe.mjs')}`,
};

interface Sample {
  t: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  gc?: boolean;
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} МБ`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function run(cmd: string, args: string[], extra: Record<string, string> = {}): Promise<void> {
  const { NODE_OPTIONS: _, SOAK_MEMORY_DIR: __, ...plain } = env;
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env: { ...plain, ...extra }, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')}: ${code}`)),
    );
  });
}

/** The server is the process of the probe files with the largest resident size. */
function serverSamples(): { pid: number; samples: Sample[] } {
  let best = { pid: 0, samples: [] as Sample[] };
  for (const name of fs.readdirSync(memoryDir)) {
    const samples = fs
      .readFileSync(path.join(memoryDir, name), 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Sample);
    const last = samples.at(-1);
    if (last && last.rss > (best.samples.at(-1)?.rss ?? 0))
      best = { pid: Number.parseInt(name, 10), samples };
  }
  return best;
}

/** A full GC in the server, then its figures. */
async function measure(): Promise<Sample> {
  const { pid } = serverSamples();
  const since = Date.now();
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 50; i++) {
    await sleep(100);
    const after = serverSamples().samples.find((s) => s.gc && s.t >= since);
    if (after) return after;
  }
  throw new Error('the memory probe did not answer');
}

interface TreeNode {
  full_slug: string;
  children: TreeNode[];
}

/** Mixed catalogue traffic: listings at several pages and sorts, many products, search, API. */
async function trafficPaths(): Promise<string[]> {
  const tree = (await (await fetch(`${origin}/api/categories/tree/`)).json()) as TreeNode[];
  const categories: string[] = [];
  const walk = (n: TreeNode) => {
    categories.push(n.full_slug);
    n.children.forEach(walk);
  };
  tree.forEach(walk);
  const products: string[] = [];
  for (const slug of categories.slice(0, 40)) {
    const res = await fetch(`${origin}/api/category/${slug}/?pageSize=24`);
    const data = (await res.json()) as { products?: { results: { slug: string }[] } };
    products.push(...(data.products?.results ?? []).map((p) => p.slug));
  }
  const words = ['кирпич', 'цемент', 'плитка', 'утеплитель', 'краска', 'саморез', 'кровля'];
  return [
    '/',
    '/category/',
    ...categories.flatMap((c) => [
      `/category/${c}/`,
      `/category/${c}/?page=2`,
      `/category/${c}/?sort=price`,
    ]),
    ...products.map((p) => `/product/${p}/`),
    ...words.map((w) => `/search/?query=${encodeURIComponent(w)}`),
    ...words.map((w) => `/api/modal-search/?query=${encodeURIComponent(w)}`),
    '/api/categories/tree/',
    ...products.slice(0, 50).map((p) => `/api/product/${p}/`),
  ];
}

async function soak(
  paths: string[],
): Promise<{ requests: number; statuses: Record<string, number> }> {
  const statuses: Record<string, number> = {};
  let next = 0;
  const result = await autocannon({
    url: origin,
    duration: Number(values.duration),
    connections: Number(values.connections),
    requests: [
      {
        setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] ?? '/' }),
        onResponse: (status) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
        },
      },
    ],
  });
  return { requests: result.requests.total, statuses };
}

async function main() {
  if (values.seed !== 'false' && !values.database)
    await run(
      'npx',
      ['tsx', '--conditions=react-server', 'demo/cli.ts', '--products', values.products, '--reset'],
      {
        PGLITE_DIR: `.data/soak-${values.products}`,
      },
    );
  const app = await startProductionServer(port, env);
  try {
    const paths = await trafficPaths();
    // Every path once: code loaded, first cache entries; what a started shop looks like.
    for (const p of paths) await fetch(origin + p).then((r) => r.arrayBuffer());
    const before = await measure();
    console.log(
      `\nСоак: ${paths.length} адресов, ${values.connections} соединений, ${values.duration} с × ${values.rounds}`,
    );
    console.log(
      `до:     RSS ${mb(before.rss)}, куча после GC ${mb(before.heapUsed)} из ${mb(before.heapTotal)}, external ${mb(before.external)}`,
    );
    const afterGc: Sample[] = [];
    let failed = false;
    for (let round = 1; round <= Number(values.rounds); round++) {
      const { requests, statuses } = await soak(paths);
      const raw = serverSamples().samples.at(-1);
      const after = await measure();
      afterGc.push(after);
      const fivexx = Object.entries(statuses)
        .filter(([s]) => s.startsWith('5'))
        .reduce((n, [, c]) => n + c, 0);
      failed ||= fivexx > 0;
      console.log(`круг ${round}: ${requests} запросов, статусы ${JSON.stringify(statuses)}`);
      console.log(
        `  RSS ${mb(raw?.rss ?? 0)} (куча ${mb(raw?.heapUsed ?? 0)} из ${mb(raw?.heapTotal ?? 0)}) → после GC: RSS ${mb(after.rss)}, куча ${mb(after.heapUsed)} из ${mb(after.heapTotal)}, external ${mb(after.external)}, arrayBuffers ${mb(after.arrayBuffers)}`,
      );
    }
    const growth =
      afterGc.length > 1 ? (afterGc.at(-1)?.heapUsed ?? 0) - (afterGc[0]?.heapUsed ?? 0) : 0;
    const limit = Number(values['max-growth']) * 1024 * 1024;
    console.log(
      `\nРост кучи после GC между первым и последним кругом: ${mb(growth)} (предел ${values['max-growth']} МБ); 5xx: ${failed ? 'есть' : 'нет'}`,
    );
    if (growth > limit || failed) process.exitCode = 1;
  } finally {
    app.stop();
    fs.rmSync(memoryDir, { recursive: true, force: true });
  }
}

await main();
