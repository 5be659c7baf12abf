/**
 * Quick-order benchmark (issue #13): 500 pasted lines — exact articles (some in lower case or
 * with Cyrillic look-alike letters), articles typed on the wrong layout, names with a typo and
 * unknown codes — matched by POST /api/quick-order/match/, timed around the API's own fetch
 * handler (routing, parsing, queries, JSON): the server's share, without the network.
 *
 *   npm run bench:quick-order                              # 20 000 products, PGlite
 *   npm run bench:quick-order -- --products 100000 --driver postgres
 *   npm run bench:quick-order -- --dump /tmp/lines.json     # the matched lines, to compare runs
 *
 * PGlite: a catalogue in .data/bench-quick-order-<N>, seeded once and reused. PostgreSQL:
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; the bench
 * creates its own database there and drops it at the end.
 *
 * Baseline, in the same run on the same database: 500 single lookups of an article by its
 * key, one query each — what a naive «find by article» loop costs. Target: < 2 s for 500 lines.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '@/server/app';
import { openDatabase, type Database } from '@/server/db/client';
import { products } from '@/server/db/schema/catalog';
import { users } from '@/server/db/schema/users';
import { seedDemo } from '@/demo/seed-demo';
import { createMailer } from '@/server/mail/mailer';
import { startSession } from '@/server/auth/sessions';
import { vacuumSearchIndex } from '@/server/search/rebuild';
import { swapLayoutKeepingOthers } from '@/server/search/keyboard';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '20000' },
    driver: { type: 'string', default: 'pglite' },
    rounds: { type: 'string', default: '3' },
    // Writes the matched lines as JSON: two runs' files must be equal when only speed changed.
    dump: { type: 'string' },
  },
});
const total = Number(values.products);
const rounds = Math.max(1, Number(values.rounds));
const SECRET = 'bench-secret-that-is-long-enough-for-hs256';
const postgresUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DB = `vitrina_bench_quick_order_${total}`;
Object.assign(process.env, { NODE_ENV: 'production' });

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

async function seeded(database: Database): Promise<boolean> {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(products);
  return Number(row?.n ?? 0) === total;
}

async function seed(database: Database): Promise<void> {
  console.info(`Заполняем каталог на ${total} товаров…`);
  await seedDemo(database, { products: total, direct: true });
  await vacuumSearchIndex(database.db);
}

async function open(): Promise<{ database: Database; done: () => Promise<void> }> {
  if (values.driver === 'postgres') {
    await admin(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${BENCH_DB}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${BENCH_DB}`;
    const database = await openDatabase({ driver: 'postgres', url: url.toString() });
    await seed(database);
    return {
      database,
      done: async () => {
        await database.close();
        await admin(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
      },
    };
  }
  const dataDir = path.resolve(`.data/bench-quick-order-${total}`);
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  let database = await openDatabase({ driver: 'pglite', dataDir });
  if (!(await seeded(database))) {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    database = await openDatabase({ driver: 'pglite', dataDir });
    await seed(database);
  }
  return { database, done: () => database.close() };
}

/** A typo a buyer makes: two neighbouring letters of the longest word swapped. */
function typo(title: string): string {
  const words = title.replace(/,.*$/, '').split(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
  const i = Math.floor(longest.length / 2);
  const swapped = longest.slice(0, i - 1) + longest[i] + longest[i - 1] + longest.slice(i + 1);
  return words.map((w) => (w === longest ? swapped : w)).join(' ');
}

async function lines(database: Database): Promise<{ text: string; articles: string[] }> {
  const rows = await database.db
    .select({ article: products.article, title: products.title })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(sql`md5(${products.id}::text)`)
    .limit(450);
  const out: string[] = [];
  rows.forEach((r, i) => {
    const q = 1 + (i % 17);
    if (i < 250) out.push(`${i % 3 ? r.article : r.article.toLowerCase()}\t${q}`);
    else if (i < 300) out.push(`${swapLayoutKeepingOthers(r.article).toLatin}\t${q}`);
    else out.push(`${typo(r.title)}; ${q}`);
  });
  for (let i = 0; i < 50; i++) out.push(`НЕТ-ТАКОГО-${1000 + i}\t${i + 1}`);
  // The baseline looks up 500 articles one by one (the 450 known, then again from the start).
  const articles = Array.from({ length: 500 }, (_, i) => rows[i % rows.length]?.article ?? '');
  return { text: out.join('\n'), articles };
}

const median = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)] ?? 0;

async function main(): Promise<void> {
  const { database, done } = await open();
  try {
    const [buyer] = await database.db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.role, 'customer'))
      .limit(1);
    if (!buyer) throw new Error('В базе нет покупателя');
    const tokens = await startSession(database.db, { secret: SECRET }, buyer);
    const app = createApp({
      database: () => Promise.resolve(database),
      jwtSecret: SECRET,
      mailer: createMailer({ from: 'bench@vitrina.by', log: false }),
      siteOrigin: 'http://localhost',
    });
    const { text, articles } = await lines(database);
    const request = () =>
      app.fetch(
        new Request('http://localhost/api/quick-order/match/', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.access}` },
          body: JSON.stringify({ text }),
        }),
      );
    const warm = await request();
    const body = (await warm.json()) as { lines: { status: string; matched_by: string | null }[] };
    if (warm.status !== 200) throw new Error(`match: ${warm.status}`);
    if (values.dump) fs.writeFileSync(values.dump, JSON.stringify(body.lines, null, 1));
    const tally: Record<string, number> = {};
    for (const l of body.lines) {
      const key = `${l.status}${l.matched_by ? `/${l.matched_by}` : ''}`;
      tally[key] = (tally[key] ?? 0) + 1;
    }
    const matchMs: number[] = [];
    const baseMs: number[] = [];
    for (let r = 0; r < rounds; r++) {
      let started = performance.now();
      await (await request()).text();
      matchMs.push(performance.now() - started);
      started = performance.now();
      for (const a of articles)
        await database.db.execute(
          sql`select id, title, price from products where article_key = vitrina_article_key(${a}) limit 1`,
        );
      baseMs.push(performance.now() - started);
    }
    const m = median(matchMs);
    const b = median(baseMs);
    console.info(`Каталог: ${total} товаров (${values.driver}); строк: ${body.lines.length}`);
    console.info(`Исходы: ${JSON.stringify(tally)}`);
    console.info(`Сопоставление 500 строк (медиана из ${rounds}): ${m.toFixed(0)} мс`);
    console.info(`База: ${articles.length} поисков по артикулу по одному: ${b.toFixed(0)} мс`);
    console.info(`Отношение: ${(m / b).toFixed(2)}× · цель < 2000 мс: ${m < 2000 ? 'да' : 'нет'}`);
  } finally {
    await done();
  }
}

await main();
