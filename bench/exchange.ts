/**
 * 1C exchange benchmark (issue #12): a generated import.xml + offers.xml of N goods imported
 * through the importer (server/exchange/import.ts) as 1C's mode=import runs it, on PGlite or on
 * PostgreSQL. Target: 100,000 goods in under 3 minutes with the peak RSS under 500 MB.
 *
 *   npm run bench:exchange                                  # 100 000 goods, PGlite
 *   npm run bench:exchange -- --products 20000 --driver pg
 *   MALLOC_ARENA_MAX=2 NODE_OPTIONS=--max-old-space-size=256 npm run bench:exchange  # as a server runs
 *   BENCH_TRACE=1 …                      # memory every 5 s, the largest mappings after import.xml
 *   PGLITE_SETTINGS=shared_buffers=128MB,max_connections=100 …  # other PostgreSQL settings
 *
 * Baseline, in the same run: the same files streamed through the XML reader alone (no
 * database). Then a first import into an empty catalogue and a re-import of the same files
 * (nothing changes: every good is looked up and compared). The peak RSS of a phase is the
 * kernel's high-water mark (reset before it; a sampler every 100 ms shows what it is made of);
 * the figure "adds" is the peak minus the RSS with the database open before the import.
 * PGlite's database is created and closed first, then opened as a server opens it.
 * PostgreSQL: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server;
 * the bench creates its own database there and drops it at the end.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import vm from 'node:vm';
import pg from 'pg';
import { openDatabase, type Database } from '@/server/db/client';
import { importExchangeFile, isRecord } from '@/server/exchange/import';
import { readXml } from '@/server/exchange/xml-reader';
import { generateExchangeFiles } from './exchange-generate';
import {
  describeSample,
  highWater,
  largestMappings,
  memorySample,
  resetHighWater,
  wasmResident,
  type MemorySample,
} from './process-memory';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    driver: { type: 'string', default: 'pglite' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.info(
    'npm run bench:exchange -- [--products 100000] [--driver pglite|pg]; see bench/exchange.ts',
  );
  process.exit(0);
}
const total = Number(values.products);
/** PGLITE_SETTINGS="shared_buffers=128MB,max_connections=100": other settings than the server's. */
const settings = Object.fromEntries(
  (process.env.PGLITE_SETTINGS ?? '')
    .split(',')
    .filter((pair) => pair.includes('='))
    .map((pair) => pair.split('=').map((part) => part.trim())),
) as Record<string, string>;
const driver = values.driver === 'pg' ? 'pg' : 'pglite';
const postgresUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DB = `vitrina_bench_exchange_${process.pid}`;
const MB = 1024 * 1024;

let engineMemory: () => number = () => 0;
const sample = () => memorySample(engineMemory);
let peak = sample();
let highest = sample();
const trace = Boolean(process.env.BENCH_TRACE);
let lastTrace = 0;
// A full collection after the database is created, and in the trace after import.xml: what
// the heap holds apart from garbage the collector has not reclaimed yet.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
const sampler = setInterval(() => {
  const now = sample();
  if (now.rss > peak.rss) peak = now;
  for (const key of Object.keys(highest) as (keyof MemorySample)[])
    highest[key] = Math.max(highest[key], now[key]);
  if (trace && Date.now() - lastTrace > 5000) {
    lastTrace = Date.now();
    const resident = (wasmResident(now.wasm) / MB).toFixed(0);
    console.info(
      `  [${new Date().toISOString().slice(11, 19)}] ${describeSample(now)} (wasm resident ${resident} MB)`,
    );
  }
}, 100);
sampler.unref();

/** A phase's seconds and peak RSS: the kernel's high-water mark, or the sampled peak. */
async function timed<T>(run: () => Promise<T>) {
  peak = sample();
  highest = sample();
  resetHighWater();
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await run();
  const used = process.cpuUsage(cpu);
  const end = sample();
  if (end.rss > peak.rss) peak = end;
  console.info(`  at the sampled peak: ${describeSample(peak)}`);
  console.info(`  highest of each: ${describeSample(highest)}`);
  const peakMb = Math.max(peak.rss, highWater()) / MB;
  // CPU seconds of this process (user + system): steadier than wall time on a shared machine.
  const cpuS = (used.user + used.system) / 1e6;
  return { result, s: (performance.now() - started) / 1000, cpuS, peakMb };
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
    // Created (initdb, migrations) and closed first: a server opens an existing database, and
    // a first start's initdb garbage would otherwise count in the import's peak.
    await (await openDatabase({ driver: 'pglite', dataDir: dir, settings })).close();
    collectGarbage();
    const database = await openDatabase({ driver: 'pglite', dataDir: dir, settings });
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
  console.info(`  after import.xml: ${describeSample(sample())}`);
  if (trace) {
    console.info(`  ${largestMappings()}`);
    collectGarbage();
    console.info(`  after a full GC: ${describeSample(sample())}`);
  }
  const offers = await importExchangeFile(
    deps,
    { path: files.offersPath, name: 'offers.xml' },
    { id: 0 },
  );
  return { goods: goods.stats, offers: offers.stats };
}

function line(
  label: string,
  phase: { s: number; cpuS: number; peakMb: number },
  baseline: number,
  openMb: number,
) {
  const { s, cpuS, peakMb: rssMb } = phase;
  const rate = Math.round(total / s);
  console.info(
    `${label.padEnd(22)} ${s.toFixed(1).padStart(7)} s (cpu ${cpuS.toFixed(1)} s)  ×${(s / baseline).toFixed(1).padStart(5)} parse  ` +
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
      `parse only             ${parse.s.toFixed(1).padStart(7)} s (cpu ${parse.cpuS.toFixed(1)} s)  (${parse.result} records, peak RSS ${parse.peakMb.toFixed(0)} MB)`,
    );
    const { database, drop } = await openBench();
    engineMemory = database.engineMemory ?? engineMemory;
    console.info(`database open: ${describeSample(sample())}`);
    try {
      const openMb = process.memoryUsage().rss / MB;
      const first = await timed(() => importBoth(database, files));
      line('first import', first, parse.s, openMb);
      const g = first.result.goods;
      console.info(
        `  created ${g.productsCreated}, offers updated ${first.result.offers.offersUpdated}, warnings ${g.warnings.length + first.result.offers.warnings.length}`,
      );
      const again = await timed(() => importBoth(database, files));
      line('re-import (unchanged)', again, parse.s, openMb);
      console.info(
        `  unchanged ${again.result.goods.productsUnchanged}, offers unchanged ${again.result.offers.offersUnchanged}, updated ${again.result.goods.productsUpdated + again.result.offers.offersUpdated}`,
      );
      console.info(
        `load average ${os
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
