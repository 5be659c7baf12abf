import type { priceListDocuments } from '@/server/db/schema/content';

export interface PriceRow {
  article: string;
  title: string;
  unit: string;
  /** Two decimals with a dot, as stored. */
  price: string;
  stock: number;
  topSlug: string;
}

type PriceListSeed = typeof priceListDocuments.$inferInsert;

const HEADER = ['Артикул', 'Наименование', 'Ед.', 'Цена, ₽', 'Наличие'] as const;
const availability = (stock: number): string => (stock > 0 ? 'В наличии' : 'Под заказ');

/** Excel with a Russian locale opens `;`-separated UTF-8 with BOM and decimal commas as is. */
export function buildCsv(rows: readonly PriceRow[]): Buffer {
  const cell = (value: string) =>
    /[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  const lines = [HEADER.join(';')];
  for (const row of rows) {
    lines.push(
      [row.article, row.title, row.unit, row.price.replace('.', ','), availability(row.stock)]
        .map(cell)
        .join(';'),
    );
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

const xml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Excel 2003 XML Spreadsheet: a plain-text workbook every Excel and LibreOffice opens as .xls. */
export function buildXls(rows: readonly PriceRow[], sheet: string): Buffer {
  const text = (value: string, style = '') =>
    `<Cell${style ? ` ss:StyleID="${style}"` : ''}><Data ss:Type="String">${xml(value)}</Data></Cell>`;
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<?mso-application progid="Excel.Sheet"?>\n',
    '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:o="urn:schemas-microsoft-com:office:office" ',
    'xmlns:x="urn:schemas-microsoft-com:office:excel" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">\n',
    '<Styles><Style ss:ID="h"><Font ss:Bold="1"/><Interior ss:Color="#E8E4DC" ss:Pattern="Solid"/></Style>',
    '<Style ss:ID="p"><NumberFormat ss:Format="0.00"/></Style></Styles>\n',
    `<Worksheet ss:Name="${xml(sheet)}"><Table>`,
    '<Column ss:Width="110"/><Column ss:Width="460"/><Column ss:Width="50"/><Column ss:Width="80"/><Column ss:Width="90"/>\n',
    `<Row>${HEADER.map((h) => text(h, 'h')).join('')}</Row>\n`,
  ];
  for (const row of rows) {
    parts.push(
      `<Row>${text(row.article)}${text(row.title)}${text(row.unit)}` +
        `<Cell ss:StyleID="p"><Data ss:Type="Number">${row.price}</Data></Cell>${text(availability(row.stock))}</Row>\n`,
    );
  }
  parts.push(
    '</Table><WorksheetOptions xmlns="urn:schemas-microsoft-com:office:excel"><FreezePanes/>',
  );
  parts.push(
    '<SplitHorizontal>1</SplitHorizontal><TopRowBottomPane>1</TopRowBottomPane></WorksheetOptions></Worksheet></Workbook>\n',
  );
  return Buffer.from(parts.join(''), 'utf8');
}

function priceDocument(
  title: string,
  fileName: string,
  type: 'CSV' | 'XLS',
  content: Buffer,
  sort: number,
): PriceListSeed {
  return {
    title,
    fileName,
    type,
    mimeType: type === 'CSV' ? 'text/csv' : 'application/vnd.ms-excel',
    content,
    sizeBytes: content.length,
    sort,
  };
}

/** The full price list twice (CSV and Excel) and a short one for the first top category. */
export function buildPriceLists(
  rows: readonly PriceRow[],
  now: Date,
  section: { slug: string; title: string },
): PriceListSeed[] {
  const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  const sectionRows = rows.filter((row) => row.topSlug === section.slug);
  return [
    priceDocument(
      'Полный прайс-лист ТД «Витрина»',
      `prais-list-vitrina-${month}.xls`,
      'XLS',
      buildXls(rows, 'Прайс-лист'),
      1,
    ),
    priceDocument(
      'Полный прайс-лист ТД «Витрина» (CSV)',
      `prais-list-vitrina-${month}.csv`,
      'CSV',
      buildCsv(rows),
      2,
    ),
    priceDocument(
      `Прайс-лист: ${section.title.toLowerCase()}`,
      `prais-list-${section.slug}-${month}.csv`,
      'CSV',
      buildCsv(sectionRows),
      3,
    ),
  ];
}
