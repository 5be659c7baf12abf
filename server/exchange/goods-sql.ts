import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { ProductFields } from './product-write';
import { categoryVectors, searchColumns, searchParts } from './search-bulk';

export type GoodRow = Omit<ProductFields, 'modelId'> & { externalId: string };

const param = <T>(rows: readonly GoodRow[], pick: (r: GoodRow) => T) => sql.param(rows.map(pick));

/** The batch as a relation `u`, every value a parameter (arrays unnested, no SQL of values). */
const unnested = (
  rows: readonly GoodRow[],
  extra: { name: string; values: unknown[]; type: string },
) => sql`
  unnest(
    ${param(rows, (r) => r.title)}::text[],
    ${param(rows, (r) => r.article)}::text[],
    ${param(rows, (r) => r.barcode)}::text[],
    ${param(rows, (r) => r.unit)}::text[],
    ${param(rows, (r) => r.description)}::text[],
    ${param(rows, (r) => r.brand)}::text[],
    ${param(rows, (r) => JSON.stringify(r.attributes))}::text[],
    ${param(rows, (r) => r.vatRate)}::text[],
    ${param(rows, (r) => r.isActive)}::boolean[],
    ${param(rows, (r) => r.categoryId)}::int[],
    ${param(rows, (r) => JSON.stringify(r.pictureFiles))}::text[],
    ${param(rows, (r) => r.externalId)}::text[],
    ${sql.param(extra.values)}::${sql.raw(extra.type)}[]
  ) as u(title, article, barcode, unit, description, brand, attributes, vat_rate, is_active,
         category_id, picture_files, external_id, ${sql.raw(extra.name)})`;

const categoriesOf = (rows: readonly GoodRow[]) =>
  categoryVectors([...new Set(rows.map((r) => r.categoryId))]);

/** New goods in one statement, their search columns computed in it; returns their ids. */
export async function insertGoodRows(tx: Tx, rows: readonly (GoodRow & { slug: string })[]) {
  const result: unknown = await tx.execute(sql`
    insert into products (title, article, barcode, unit, description, brand, attributes, vat_rate,
      is_active, category_id, picture_files, external_id, slug, source,
      title_vector, head_vector, search_vector, article_key)
    select u.title, u.article, u.barcode, u.unit, u.description, u.brand, u.attributes::jsonb,
      u.vat_rate::numeric, u.is_active, u.category_id, u.picture_files::jsonb, u.external_id,
      u.slug, '1c', ${searchColumns}
    from ${unnested(rows, { name: 'slug', values: rows.map((r) => r.slug), type: 'text' })}
    join ${categoriesOf(rows)} on c.id = u.category_id
    ${searchParts}
    returning id`);
  return (result as { rows: { id: number }[] }).rows.map((r) => r.id);
}

/** Changed goods in one statement, search columns included (the dictionary is the caller's). */
export async function updateGoodRows(tx: Tx, rows: readonly (GoodRow & { id: number })[]) {
  const set = sql.raw(`title_vector, head_vector, search_vector, article_key`);
  await tx.execute(sql`
    update products p set
      title = u.title, article = u.article, barcode = u.barcode, unit = u.unit,
      description = u.description, brand = u.brand, attributes = u.attributes::jsonb,
      vat_rate = u.vat_rate::numeric, is_active = u.is_active, category_id = u.category_id,
      picture_files = u.picture_files::jsonb, source = '1c', updated_at = now(),
      (${set}) = (select ${searchColumns})
    from ${unnested(rows, { name: 'id', values: rows.map((r) => r.id), type: 'int' })}
    join ${categoriesOf(rows)} on c.id = u.category_id
    ${searchParts}
    where p.id = u.id`);
}
