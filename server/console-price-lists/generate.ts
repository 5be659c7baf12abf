import ExcelJS from 'exceljs';
import { and, asc, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { priceListDocuments, siteConfigs } from '../db/schema/content';
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

/** Active products in a visible category, with the type's price (the base type: products.price). */
async function linesOf(db: Db, type: PriceType): Promise<Line[]> {
  return rawRows<Line>(
    db,
    sql`
    select p.article, p.title, p.unit, p.stock, c.title as category,
      coalesce(pp.price, case when ${type.isBase}::boolean then p.price end)::text as price
    from products p
    join categories c on c.id = p.category_id
    left join product_prices pp on pp.product_id = p.id and pp.price_type_id = ${type.id}
    where p.is_active and not c.is_hidden
    order by c.title, p.title, p.id`,
  );
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

/** The XLSX of one price type: a title block, a frozen header row, sized columns. */
export async function buildPriceListXlsx(
  db: Db,
  type: PriceType,
  now = new Date(),
): Promise<Buffer> {
  const [lines, shop] = await Promise.all([linesOf(db, type), shopName(db)]);
  const book = new ExcelJS.Workbook();
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
  for (const line of lines) {
    sheet.addRow({
      article: line.article,
      title: line.title,
      unit: line.unit,
      price: line.price === null ? 'по запросу' : Number(line.price),
      stock: line.stock,
      category: line.category,
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
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
      content,
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
