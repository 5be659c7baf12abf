/**
 * Price-list rebuild benchmark (issue #15): how long the server that answers buyers is held
 * while the generated price lists (one XLSX per price type) are rebuilt after a catalogue
 * change.
 *
 *   npm run bench:price-lists                         # 20 000 products, PGlite
 *   npm run bench:price-lists -- --products 100000
 *
 * A catalogue in .data/bench-price-lists-<N>, seeded once and reused. While a build runs, a
 * probe asks the database a one-row question every PROBE_EVERY_MS, as a buyer's page would:
 * its waits and the event loop's longest delay are what a buyer feels.
 *
 * Baseline, in the same run on the same database: the book built the plain way — one
 * statement for all its lines, ExcelJS's in-memory workbook, one `writeBuffer` — and stored
 * as a bytea parameter; and for downloads, each file read back as a bytea value.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { priceListDocuments } from '@/server/db/schema/content';
import { priceTypes } from '@/server/db/schema/exchange';
import { rebuildGeneratedLists } from '@/server/console-price-lists/generate';
import { priceListFile } from '@/server/content/documents';
import { rawRows } from '@/server/search/raw-rows';
import { openPglite } from './support/search-catalogue';

const PROBE_EVERY_MS = 20;
const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '20000' },
    rounds: { type: 'string', default: '3' },
  },
});
const total = Number(values.products);
const rounds = Math.max(1, Number(values.rounds));

/** The plain way: every line in one statement, the whole book in memory. */
async function plainBook(database: Database, typeId: number): Promise<Buffer> {
  const lines = await rawRows<Record<string, string | number>>(
    database.db,
    sql`select p.article, p.title, p.unit, p.stock, c.title as category,
      coalesce(pp.price, p.price)::text as price
    from products p join categories c on c.id = p.category_id
    left join product_prices pp on pp.product_id = p.id and pp.price_type_id = ${typeId}
    where p.is_active and not c.is_hidden order by c.title, p.title, p.id`,
  );
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Прайс-лист');
  for (const line of lines) sheet.addRow(Object.values(line));
  return Buffer.from(await book.xlsx.writeBuffer());
}

interface Held {
  ms: number;
  loopMax: number;
  probeP95: number;
  probeMax: number;
}

async function measure(database: Database, build: () => Promise<unknown>): Promise<Held> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const waits: number[] = [];
  let running = true;
  // A probe's wait counts from when it was due, so a held event loop delays it too.
  const probe = (async () => {
    let due = performance.now();
    while (running) {
      await database.db.execute(sql`select 1`);
      waits.push(performance.now() - due);
      due = performance.now() + PROBE_EVERY_MS;
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  })();
  loop.enable();
  const started = performance.now();
  await build();
  const ms = performance.now() - started;
  loop.disable();
  running = false;
  await probe;
  waits.sort((a, b) => a - b);
  const at = (q: number) => waits[Math.min(waits.length - 1, Math.floor(q * waits.length))] ?? 0;
  return { ms, loopMax: loop.max / 1e6, probeP95: at(0.95), probeMax: at(1) };
}

const database = await openPglite(total, 'price-lists');
const types = await database.db.select().from(priceTypes);
// The generated rows exist before the first measured build (the baseline only updates them).
await rebuildGeneratedLists(database.db);
const fmt = (n: number) => `${n.toFixed(0).padStart(6)} мс`;
const ratio = (a: number, b: number) => `${((a / b) * 100).toFixed(0)} % базы`;
const show = (name: string, h: Held, base?: Held) =>
  console.info(
    `${name.padEnd(22)} всего ${fmt(h.ms)}, цикл событий занят до ${fmt(h.loopMax)}` +
      (base ? ` (${ratio(h.loopMax, base.loopMax)})` : '') +
      `, проба ждёт p95 ${fmt(h.probeP95)}, макс. ${fmt(h.probeMax)}` +
      (base ? ` (${ratio(h.probeMax, base.probeMax)})` : ''),
  );
console.info(`Прайс-листы: ${total} товаров, типов цен: ${types.length}, проходов: ${rounds}`);
for (let round = 1; round <= rounds; round += 1) {
  // The baseline stores its file as a bytea parameter, the plain way: the write is part of
  // what holds the server.
  const base = await measure(database, async () => {
    for (const type of types) {
      const content = await plainBook(database, type.id);
      await database.db
        .update(priceListDocuments)
        .set({ content, sizeBytes: content.length })
        .where(eq(priceListDocuments.priceTypeId, type.id));
    }
  });
  const shop = await measure(database, () => rebuildGeneratedLists(database.db));
  show(`${round}. целиком (база)`, base);
  show(`${round}. по частям (магазин)`, shop, base);
  // Downloads: every type's file read back, as a bytea value (baseline) and as the shop does.
  const documents = await database.db
    .select({ id: priceListDocuments.id })
    .from(priceListDocuments)
    .where(isNotNull(priceListDocuments.priceTypeId));
  const plainRead = await measure(database, async () => {
    for (const { id } of documents)
      await database.db
        .select({ content: priceListDocuments.content })
        .from(priceListDocuments)
        .where(eq(priceListDocuments.id, id));
  });
  const shopRead = await measure(database, async () => {
    for (const { id } of documents) await (await priceListFile(database.db, id)).arrayBuffer();
  });
  // A read is one statement per file, too short for the loop monitor: its whole time is the hold.
  console.info(`${`${round}. чтение bytea (база)`.padEnd(22)} всего ${fmt(plainRead.ms)}`);
  console.info(
    `${`${round}. скачивание (магазин)`.padEnd(22)} всего ${fmt(shopRead.ms)}` +
      ` (${ratio(shopRead.ms, plainRead.ms)})`,
  );
}
await database.close();
