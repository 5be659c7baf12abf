/**
 * Search benchmark (issue #7): on a big catalogue, replays what buyers type into the header
 * search keystroke by keystroke — every prefix of every session is one GET /api/modal-search/,
 * as if nobody paused — and prints p50/p95/p99 of the server's time per request, on the
 * embedded database and on PostgreSQL.
 *
 *   npm run bench:search                      # 100 000 products, PGlite and PostgreSQL
 *   npm run bench:search -- --products 20000 --only pglite
 *   npm run bench:search -- --only postgres --keep   # keep (and reuse) the PostgreSQL catalogue
 *
 * PGlite: a catalogue in .data/bench-search-<N>, seeded once and reused by later runs.
 * PostgreSQL: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server;
 * the benchmark creates its own database there, seeds it and drops it at the end.
 * The time is measured around the API's own fetch handler (routing, validation, queries, JSON),
 * in process: the server's share of a request, without the network.
 *
 * Baseline, in the same run on the same database: what common shop engines do for a search
 * box — `title ILIKE '%text%'` with a limit, no morphology, typos or layouts — replayed over
 * the same keystrokes straight against the database (no HTTP layer). The ratio says what the
 * understanding costs over the naive scan.
 */
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createApp } from '@/server/app';
import type { Database } from '@/server/db/client';
import { createMailer } from '@/server/mail/mailer';
import { SEARCH_SESSIONS } from './search-sessions';
import { openPglite, openPostgres } from './support/search-catalogue';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    only: { type: 'string' },
    rounds: { type: 'string', default: '2' },
    // Keeps the PostgreSQL catalogue for the next run (and reuses one a run kept), as PGlite's is.
    keep: { type: 'boolean', default: false },
  },
});
const total = Number(values.products);
const rounds = Math.max(1, Number(values.rounds));
const postgresUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
// BENCH_DB: a name of one's own when several people bench on one server.
const BENCH_DB = process.env.BENCH_DB || `vitrina_bench_search_${total}`;
// The contract check of every answer is a development aid; production skips it.
Object.assign(process.env, { NODE_ENV: 'production' });

/** Every prefix of every session, in typing order: «к», «ки», «кир», … */
function keystrokes(): string[] {
  return SEARCH_SESSIONS.flatMap((session) =>
    Array.from({ length: session.length }, (_, i) => session.slice(0, i + 1)),
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

interface Stats {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

interface Figures extends Stats {
  label: string;
  slowest: { query: string; ms: number }[];
  naive: Stats;
  /** Issue #16: the results page, GET /api/category/?query= for whole texts. */
  page: Stats & { slowest: { query: string; ms: number }[] };
}

/**
 * Whole texts as submitted to the results page: every session's text, and the issue #16
 * kinds — glued units, an extra word that no product has, real words, trade words.
 */
const PAGE_QUERIES = [
  ...SEARCH_SESSIONS,
  'цемент 25кг',
  'рулетка 5м',
  'автомат 16а',
  'пароизоляция 70м2',
  'профиль 60*27',
  'гвозди 100 мм',
  'клей для плитки морозостойкий',
  'саморезы для профнастила',
  'кабель медный ввг',
  'кафель настенный',
  'мастерок',
  'газобетон d500',
  'диск для болгарки по металлу 125',
  'балгарка',
  'минвата rockwool',
  'роквул',
  'снежка',
  'фуга ceresit',
  'рубероид',
  'шурупы по дереву',
];

function stats(ms: number[]): Stats {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? 0,
  };
}

/** The baseline: one pass of the same keystrokes as a plain substring scan of titles. */
async function replayNaive(database: Database, queries: string[]): Promise<Stats> {
  const samples: number[] = [];
  for (const query of queries) {
    const started = performance.now();
    await database.db.execute(
      sql`SELECT id, title FROM products WHERE title ILIKE ${`%${query}%`} ORDER BY id LIMIT 8`,
    );
    samples.push(performance.now() - started);
  }
  return stats(samples);
}

async function replay(label: string, database: Database): Promise<Figures> {
  const app = createApp({
    database: () => Promise.resolve(database),
    jwtSecret: 'bench-secret-that-is-long-enough-for-hs256',
    mailer: createMailer({ from: 'bench@vitrina.by', log: false }),
    siteOrigin: 'http://localhost',
  });
  const queries = keystrokes();
  const timeOne = async (query: string): Promise<number> => {
    const started = performance.now();
    const res = await app.fetch(
      new Request(`http://localhost/api/modal-search/?query=${encodeURIComponent(query)}`),
    );
    await res.text();
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`«${query}»: ${res.status}`);
    return ms;
  };
  // One untimed pass: the JIT, the plan caches and the database's buffers warm up.
  for (const query of queries) await timeOne(query);
  const samples: { query: string; ms: number }[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) samples.push({ query, ms: await timeOne(query) });
  }
  const timePage = async (query: string): Promise<number> => {
    const started = performance.now();
    const res = await app.fetch(
      new Request(`http://localhost/api/category/?query=${encodeURIComponent(query)}`),
    );
    await res.text();
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`страница «${query}»: ${res.status}`);
    return ms;
  };
  for (const query of PAGE_QUERIES) await timePage(query);
  const pages: { query: string; ms: number }[] = [];
  for (let round = 0; round < rounds * 2; round++) {
    for (const query of PAGE_QUERIES) pages.push({ query, ms: await timePage(query) });
  }
  return {
    label,
    ...stats(samples.map((s) => s.ms)),
    slowest: [...samples].sort((a, b) => b.ms - a.ms).slice(0, 5),
    naive: await replayNaive(database, queries),
    page: {
      ...stats(pages.map((p) => p.ms)),
      slowest: [...pages].sort((a, b) => b.ms - a.ms).slice(0, 5),
    },
  };
}

async function main(): Promise<void> {
  console.info(
    `Поиск: ${SEARCH_SESSIONS.length} сессий ввода, ${keystrokes().length} запросов за проход, проходов: ${rounds}`,
  );
  const results: Figures[] = [];
  if (values.only !== 'postgres') {
    const database = await openPglite(total);
    try {
      results.push(await replay('PGlite', database));
    } finally {
      await database.close();
    }
  }
  if (values.only !== 'pglite') {
    const { database, drop } = await openPostgres({
      total,
      serverUrl: postgresUrl,
      name: BENCH_DB,
      keep: values.keep,
    });
    try {
      results.push(await replay('PostgreSQL', database));
    } finally {
      await drop();
    }
  }
  const ms = (n: number) => `${n.toFixed(1)} мс`.padStart(9);
  console.info(
    `\nGET /api/modal-search/, ${total} товаров, время сервера на запрос (${os.cpus().length} ядра, load ${os.loadavg()[0]?.toFixed(1)}):`,
  );
  console.info('база          запросов      p50      p95      p99     макс');
  for (const r of results) {
    console.info(
      `${r.label.padEnd(12)} ${String(r.requests).padStart(9)} ${ms(r.p50)}${ms(r.p95)}${ms(r.p99)}${ms(r.max)}`,
    );
    const n = r.naive;
    console.info(
      `  база: ILIKE ${String(n.requests).padStart(6)} ${ms(n.p50)}${ms(n.p95)}${ms(n.p99)}${ms(n.max)}`,
    );
    const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '—');
    console.info(`  поиск / ILIKE: p50 ×${ratio(r.p50, n.p50)}, p95 ×${ratio(r.p95, n.p95)}`);
    const p = r.page;
    console.info(
      `  страница результатов ${String(p.requests).padStart(5)} ${ms(p.p50)}${ms(p.p95)}${ms(p.p99)}${ms(p.max)}`,
    );
  }
  for (const r of results) {
    console.info(
      `${r.label}, самые долгие: ${r.slowest.map((s) => `«${s.query}» ${s.ms.toFixed(0)} мс`).join(', ')}`,
    );
    console.info(
      `${r.label}, страница, самые долгие: ${r.page.slowest.map((s) => `«${s.query}» ${s.ms.toFixed(0)} мс`).join(', ')}`,
    );
  }
  fs.mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/search-${total}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  fs.writeFileSync(
    file,
    JSON.stringify({ products: total, loadavg: os.loadavg(), results }, null, 2),
  );
  console.info(`Записано: ${file}`);
}

main().catch((error: unknown) => {
  console.error('Бенчмарк поиска не удался:', error);
  process.exitCode = 1;
});
