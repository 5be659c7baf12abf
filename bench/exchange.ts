/**
 * 1C exchange benchmark (issue #12): a generated import.xml + offers.xml of N goods imported
 * through the importer (server/exchange/import.ts) as 1C's mode=import runs it, on PGlite or on
 * PostgreSQL. Target: 100,000 goods in under 3 minutes with the peak RSS under 500 MB.
 *
 *   npm run bench:exchange                                  # 100 000 goods, PGlite
 *   npm run bench:exchange -- --products 20000 --driver pg
 *
 * Baseline, in the same run: the same files streamed through the XML reader alone (no
 * database). Then a first import into an empty catalogue and a re-import of the same files
 * (nothing changes: every good is looked up and compared). RSS is sampled every 100 ms; the
 * figure "adds" is the peak minus the RSS with the database open before the import.
 * PostgreSQL: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server;
 * the bench creates its own database there and drops it at the end.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase, type Database } from '@/server/db/client';
import { importExchangeFile, isRecord } from '@/server/exchange/import';
import { readXml } from '@/server/exchange/xml-reader';
import { generateExchangeFiles } from './exchange-generate';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    driver: { type: 'string', default: 'pglite' },
  },
});
const total = Number(values.products);
const driver = values.driver === 'pg' ? 'pg' : 'pglite';
const postgresUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DB = `vitrina_bench_exchange_${process.pid}`;
const MB = 1024 * 1024;

let peak = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 100);
sampler.unref();

async function timed<T>(run: () => Promise<T>) {
  peak = process.memoryUsage().rss;
  const started = performance.now();
  const result = await run();
  peak = Math.max(peak, process.memoryUsage().rss);
  return { result, s: (performance.now() - started) / 1000, peakMb: peak / MB };
}

async function parseOnly(files: string[]) {
  let records = 0;
  for (const file of files) {
    for await (const event of readXml(file, isRecord)) if (event.type === 'record') records += 1;
  }
  return records;
}

async function openBench(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (driver === 'pglite') {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vitrina-bench-exchange-db-'));
    const database = await openDatabase({ driver: 'pglite', dataDir: dir });
    return { database, drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DB}`);
  await admin.query(`create database ${BENCH_DB}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${BENCH_DB}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString() });
  return {
    database,
    drop: async () => {
      await admin.query(`drop database if exists ${BENCH_DB}`);
      await admin.end();
    },
  };
}

async function importBoth(database: Database, files: { importPath: string; offersPath: string }) {
  const deps = { db: database, onCatalogChanged: () => undefined };
  const goods = await importExchangeFile(
    deps,
    { path: files.importPath, name: 'import.xml' },
    { id: 0 },
  );
  const offers = await importExchangeFile(
    deps,
    { path: files.offersPath, name: 'offers.xml' },
    { id: 0 },
  );
  return { goods: goods.stats, offers: offers.stats };
}

function line(label: string, s: number, baseline: number, rssMb: number, openMb: number) {
  const rate = Math.round(total / s);
  console.info(
    `${label.padEnd(22)} ${s.toFixed(1).padStart(7)} s  ×${(s / baseline).toFixed(1).padStart(5)} parse  ` +
      `${String(rate).padStart(6)} goods/s  peak RSS ${rssMb.toFixed(0)} MB (import adds ${(rssMb - openMb).toFixed(0)} MB)`,
  );
}

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vitrina-bench-exchange-'));
  try {
    console.info(
      `exchange bench: ${total} goods, ${driver}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const files = await generateExchangeFiles(dir, total);
    const sizes = await Promise.all([stat(files.importPath), stat(files.offersPath)]);
    console.info(
      `files: import.xml ${(sizes[0].size / MB).toFixed(1)} MB, offers.xml ${(sizes[1].size / MB).toFixed(1)} MB`,
    );
    const parse = await timed(() => parseOnly([files.importPath, files.offersPath]));
    console.info(
      `parse only             ${parse.s.toFixed(1).padStart(7)} s  (${parse.result} records, peak RSS ${parse.peakMb.toFixed(0)} MB)`,
    );
    const { database, drop } = await openBench();
    try {
      const openMb = process.memoryUsage().rss / MB;
      const first = await timed(() => importBoth(database, files));
      line('first import', first.s, parse.s, first.peakMb, openMb);
      const g = first.result.goods;
      console.info(
        `  created ${g.productsCreated}, offers updated ${first.result.offers.offersUpdated}, warnings ${g.warnings.length + first.result.offers.warnings.length}`,
      );
      const again = await timed(() => importBoth(database, files));
      line('re-import (unchanged)', again.s, parse.s, again.peakMb, openMb);
      console.info(
        `  unchanged ${again.result.goods.productsUnchanged}, offers unchanged ${again.result.offers.offersUnchanged}, updated ${again.result.goods.productsUpdated + again.result.offers.offersUpdated}`,
      );
      const status = await import('node:fs').then((fs) =>
        fs.readFileSync('/proc/self/status', 'utf8'),
      );
      console.info(
        `process VmHWM ${/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? '?'} kB; load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
      );
    } finally {
      await database.close();
      await drop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
