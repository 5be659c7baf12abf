import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { and, asc, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import { bytesAsText } from '../db/bytes-as-text';
import type { Db } from '../db/client';
import { priceListDocuments, siteConfigs } from '../db/schema/content';
import { categories } from '../db/schema/catalog';
import { priceTypes } from '../db/schema/exchange';
import { rawRows } from '../search/raw-rows';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type PriceType = typeof priceTypes.$inferSelect;

interface Line {
  article: string;
  title: string;
  unit: string;
  price: string | null;
  stock: number;
  category: string;
}

/**
 * Active products in a visible category, with the type's price (the base type: products.price),
 * a category at a time: PGlite runs a statement on the server's own thread, and one statement
 * over every product held it for 0.2–0.4 s at 20,000 goods.
 */
async function* linesOf(db: Db, type: PriceType): AsyncGenerator<Line[]> {
  const shown = await db
    .select({ id: categories.id, title: categories.title })
    .from(categories)
    .where(eq(categories.isHidden, false))
    .orderBy(asc(categories.title), asc(categories.id));
  for (const category of shown) {
    yield rawRows<Line>(
      db,
      sql`
      select p.article, p.title, p.unit, p.stock, ${category.title}::text as category,
        coalesce(pp.price, case when ${type.isBase}::boolean then p.price end)::text as price
      from products p
      left join product_prices pp on pp.product_id = p.id and pp.price_type_id = ${type.id}
      where p.category_id = ${category.id} and p.is_active
      order by p.title, p.id`,
    );
  }
}

async function shopName(db: Db): Promise<string> {
  const [row] = await db
    .select({ value: siteConfigs.value })
    .from(siteConfigs)
    .where(eq(siteConfigs.name, 'SITE_NAME'))
    .limit(1);
  return row?.value.trim() || 'Витрина';
}

const today = (now: Date) =>
  new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    now,
  );

/** Rows written between two yields to the event loop: a few milliseconds of work. */
const ROWS_PER_SLICE = 100;

/**
 * The XLSX of one price type: a title block, a frozen header row, sized columns.
 *
 * Written by ExcelJS's streaming writer, yielding every ROWS_PER_SLICE rows: the lists are
 * rebuilt in the server that answers buyers, and the whole book built at once held its event
 * loop for about 0.9 s at 20,000 goods (`npm run bench:price-lists`; README, «Built without
 * holding the server»).
 */
export async function buildPriceListXlsx(
  db: Db,
  type: PriceType,
  now = new Date(),
): Promise<Buffer> {
  const shop = await shopName(db);
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  book.creator = shop;
  book.created = now;
  const sheet = book.addWorksheet('Прайс-лист', {
    views: [{ state: 'frozen', ySplit: 4 }],
  });
  const vat = type.vatIncluded ? 'с НДС' : 'без НДС';
  sheet.columns = [
    { key: 'article', width: 18 },
    { key: 'title', width: 60 },
    { key: 'unit', width: 10 },
    { key: 'price', width: 18, style: { numFmt: '#,##0.00' } },
    { key: 'stock', width: 12 },
    { key: 'category', width: 32 },
  ];
  sheet.getCell('A1').value = shop;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.getCell('A2').value =
    `Прайс-лист «${type.name}» на ${today(now)}. Цены в ${type.currency}, ${vat}.`;
  const header = sheet.getRow(4);
  header.values = [
    'Артикул',
    'Наименование',
    'Ед. изм.',
    `Цена, ${type.currency} (${vat})`,
    'Остаток',
    'Категория',
  ];
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF5' } };
  header.commit();
  let written = 0;
  for await (const lines of linesOf(db, type)) {
    for (const line of lines) {
      sheet
        .addRow({
          article: line.article,
          title: line.title,
          unit: line.unit,
          price: line.price === null ? 'по запросу' : Number(line.price),
          stock: line.stock,
          category: line.category,
        })
        .commit();
      written += 1;
      if (written % ROWS_PER_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  }
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

const fileNameOf = (type: PriceType) =>
  `Прайс-лист ${type.name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || type.id}.xlsx`;

/**
 * Builds every price type's list and stores it (one row per type, created on the first build);
 * the lists of types no longer there are removed by the foreign key's cascade.
 */
export async function rebuildGeneratedLists(db: Db, now = new Date()): Promise<number> {
  const types = await db.select().from(priceTypes).orderBy(asc(priceTypes.id));
  for (const type of types) {
    const content = await buildPriceListXlsx(db, type, now);
    const values = {
      fileName: fileNameOf(type),
      type: 'XLSX',
      mimeType: XLSX_MIME,
      content: bytesAsText(content),
      sizeBytes: content.length,
      updatedAt: now,
    };
    const updated = await db
      .update(priceListDocuments)
      .set(values)
      .where(eq(priceListDocuments.priceTypeId, type.id))
      .returning({ id: priceListDocuments.id });
    if (updated.length === 0) {
      await db
        .insert(priceListDocuments)
        .values({ ...values, title: `Прайс-лист: ${type.name}`, priceTypeId: type.id, sort: 100 });
    }
  }
  // A type removed (its rows cascade) or an orphan left by hand: generated rows of no type go.
  if (types.length > 0)
    await db.delete(priceListDocuments).where(
      and(
        isNotNull(priceListDocuments.priceTypeId),
        notInArray(
          priceListDocuments.priceTypeId,
          types.map((t) => t.id),
        ),
      ),
    );
  return types.length;
}
