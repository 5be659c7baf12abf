/**
 * The API calls behind each public page, timed in-process against a seeded database, with no
 * Next and no data cache in between: every call reaches the database (issue #15's iteration
 * tool; the page figures themselves come from bench/pages.ts).
 *
 *   npm run bench:page-data -- --products 100000 [--runs 3]
 *
 * PGlite in .data/bench-N by default; DATABASE_URL selects PostgreSQL. Each call runs `--runs`
 * times; the first figure is the first call in this process (plans and pages not warm yet).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createApp } from '@/server/app';
import { openDatabase, type Database } from '@/server/db/client';
import { createMailer } from '@/server/mail/mailer';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '3' },
  },
});

interface TreeNode {
  full_slug: string;
  children: TreeNode[];
}
interface Listing {
  products: { results: { slug: string }[] };
  facets: { name: string; values: { value: string }[] }[];
}

async function open(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) return openDatabase({ driver: 'postgres', url });
  const dataDir = path.resolve(process.env.PGLITE_DIR || `.data/bench-${values.products}`);
  return openDatabase({ driver: 'pglite', dataDir });
}

async function main() {
  const database = await open();
  const app = createApp({
    database: () => Promise.resolve(database),
    jwtSecret: 'bench-secret-that-is-long-enough-for-hs256',
    mailer: createMailer({ from: 'bench@vitrina.by', log: false }),
    siteOrigin: 'http://127.0.0.1',
  });
  const get = async <T>(p: string): Promise<{ ms: number; status: number; body: T }> => {
    const started = performance.now();
    const response = await app.fetch(new Request(`http://vitrina.internal${p}`));
    const body = (await response.json()) as T;
    return { ms: performance.now() - started, status: response.status, body };
  };

  const tree = (await get<TreeNode[]>('/api/categories/tree/?lang=ru')).body;
  let nested = tree[0];
  while (nested?.children[0]) nested = nested.children[0];
  const top = tree[0]?.full_slug ?? '';
  const leaf = nested?.full_slug ?? '';
  const listing = (await get<Listing>(`/api/category/${leaf}/?pageSize=1`)).body;
  const productSlug = listing.products.results[0]?.slug ?? '';
  const facet = listing.facets.find((f) => f.name.startsWith('attr_')) ?? listing.facets[0];
  const facetQuery = facet
    ? `${encodeURIComponent(facet.name)}=${encodeURIComponent(facet.values[0]?.value ?? '')}`
    : 'in_stock=true';

  const calls: [string, string][] = [
    ['frame: tree', '/api/categories/tree/?lang=ru'],
    ['frame: menus', '/api/menus/'],
    ['frame: configs', '/api/configs/'],
    ['frame: form', '/api/feedback/sidebar_form/'],
    ['home, /category/', '/api/category/'],
    ['home: new', '/api/category/?sort=new'],
    ['root ?page=2&sort=price', '/api/category/?page=2&sort=price'],
    ['top category', `/api/category/${top}/`],
    ['top ?sort=-price', `/api/category/${top}/?sort=-price`],
    ['top ?in_stock', `/api/category/${top}/?in_stock=true`],
    ['nested category', `/api/category/${leaf}/`],
    ['nested ?page=2&sort=price', `/api/category/${leaf}/?page=2&sort=price`],
    ['nested ?sort=title', `/api/category/${leaf}/?sort=title`],
    ['nested ?sort=new', `/api/category/${leaf}/?sort=new`],
    ['nested filter', `/api/category/${leaf}/?${facetQuery}`],
    ['product', `/api/product/${productSlug}/`],
    ['content page', '/api/pages/o-kompanii/extended/'],
    ['content children', '/api/pages/?parent=o-kompanii'],
    ['/gde-kupit/', '/api/outlets/'],
    ['search listing', `/api/category/?query=${encodeURIComponent('краска')}`],
    ['search ?sort=price', `/api/category/?query=${encodeURIComponent('краска')}&sort=price`],
    ['search understood', `/api/modal-search/?query=${encodeURIComponent('краска')}`],
  ];
  const runs = Number(values.runs);
  console.log(
    `${database.driver}, ${values.products} товаров; мс на вызов (первый, затем лучший из ${runs})`,
  );
  console.log('вызов                      | статус | первый | лучший | путь');
  for (const [name, p] of calls) {
    const times: number[] = [];
    let status = 0;
    for (let i = 0; i < runs; i++) {
      const answer = await get(p);
      times.push(answer.ms);
      status = answer.status;
    }
    console.log(
      `${name.padEnd(26)} | ${String(status).padStart(6)} | ${times[0]!.toFixed(0).padStart(6)} | ${Math.min(
        ...times,
      )
        .toFixed(0)
        .padStart(6)} | ${p}`,
    );
  }
  await database.close();
}

await main();
