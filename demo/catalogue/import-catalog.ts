import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { like, sql } from 'drizzle-orm';
import type { Database, Tx } from '@/server/db/client';
import { categories, productImages, products } from '@/server/db/schema/catalog';
import { importExchangeFile } from '@/server/exchange/import';
import { rawRows } from '@/server/search/raw-rows';
import type { PriceRow } from '../price-lists';
import { CATALOG, listLeaves } from './catalog';
import { priceRowOf, writeModels } from './product-models';
import { categoryRow, listCategories } from './category-rows';
import { demoGroupId, demoProductId, writeDemoPackage } from './commerceml-package';
import { generateProducts, type ProductDraft } from './product-generator';
import { createRng } from '../random';
import { CATALOG_SEED, type CatalogResult } from './seed-catalog';

const BATCH = 1000;
/** A 1C file may answer «progress» and want the same call again; the seed obliges this often. */
const MAX_CALLS = 1000;

/**
 * Writes the demo catalogue as a CommerceML package into a temporary folder and loads it with
 * the exchange importer, file by file, exactly as a 1C session would (each file is its own
 * transaction there). The folder is removed whatever happens.
 */
export async function importDemoCatalog(
  database: Database,
  options: { products: number; now: Date; log: (msg: string) => void },
): Promise<void> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'vitrina-demo-1c-'));
  try {
    const files = await writeDemoPackage(dir, { ...options, seed: CATALOG_SEED });
    const size = (file: string) => (fs.statSync(file).size / 1024 / 1024).toFixed(1);
    options.log(
      `Пакет CommerceML: import.xml ${size(files.importFile)} МБ, offers.xml ${size(files.offersFile)} МБ`,
    );
    const deps = { db: database, onCatalogChanged: () => undefined };
    for (const file of [files.importFile, files.offersFile]) {
      const name = path.basename(file);
      for (let call = 1; ; call += 1) {
        const result = await importExchangeFile(deps, { path: file, name }, { id: 0 });
        if (result.state === 'success') {
          const s = result.stats;
          options.log(
            `Обмен: ${name} — групп ${s.categoriesCreated}, товаров ${s.productsCreated}, предложений ${s.offersUpdated}`,
          );
          break;
        }
        if (call >= MAX_CALLS)
          throw new Error(`Импорт ${name} не завершился за ${MAX_CALLS} вызовов`);
      }
    }
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/**
 * What a 1C package does not carry and the demo shows: category addresses, texts and pictures;
 * product addresses, old prices, packs, «новинка», popularity, dates, SEO, models and photos.
 * Written over the imported rows by their Ид. Slugs are parked first, because a demo slug may
 * equal one the importer gave another product, and a unique index checks row by row.
 */
export async function completeDemoCatalog(
  tx: Tx,
  options: { products: number; now: Date; log: (msg: string) => void },
): Promise<CatalogResult> {
  const tree = listCategories();
  await tx
    .update(categories)
    .set({ fullSlug: sql`'#demo-' || ${categories.id}` })
    .where(like(categories.externalId, `${demoGroupId(0).slice(0, 14)}%`));
  const categoryRecords = tree.map((c, i) => ({
    external_id: demoGroupId(i + 1),
    ...snake(categoryRow(c)),
  }));
  await tx.execute(sql`
    update categories c set slug = d.slug, full_slug = d.full_slug, description = d.description,
      image = d.image, sort = d.sort, seo_title = d.seo_title, seo_description = d.seo_description,
      seo_h1 = d.seo_h1, seo_keywords = d.seo_keywords, og_title = d.og_title,
      og_description = d.og_description, og_image = d.og_image
    from jsonb_to_recordset(${JSON.stringify(categoryRecords)}::jsonb) as d(external_id text,
      slug text, full_slug text, description text, image text, sort int, seo_title text,
      seo_description text, seo_h1 text, seo_keywords text, og_title text, og_description text,
      og_image text)
    where c.external_id = d.external_id`);
  options.log(`Категории дополнены: ${tree.length}`);

  await tx
    .update(products)
    .set({ slug: sql`'#demo-' || ${products.id}` })
    .where(like(products.externalId, `${demoProductId(0).slice(0, 14)}%`));
  const modelIds = new Map<number, number>();
  const rows: PriceRow[] = [];
  const leaves = listLeaves();
  let n = 0;
  let batch: { n: number; d: ProductDraft }[] = [];
  const flush = async () => {
    await writeModels(
      tx,
      batch.map((b) => b.d),
      modelIds,
    );
    await writeProducts(tx, batch, modelIds);
    for (const { d } of batch) rows.push(priceRowOf(d, leaves));
    batch = [];
  };
  for (const d of generateProducts(
    createRng(CATALOG_SEED),
    leaves,
    options.products,
    options.now,
  )) {
    n += 1;
    batch.push({ n, d });
    if (batch.length === BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  options.log(`Товары дополнены: ${n}`);
  const first = CATALOG[0];
  return { rows, section: { slug: first?.slug ?? 'katalog', title: first?.title ?? 'Каталог' } };
}

const snake = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v]),
  );

async function writeProducts(
  tx: Tx,
  batch: { n: number; d: ProductDraft }[],
  modelIds: Map<number, number>,
) {
  const records = batch.map(({ n, d }) => ({
    external_id: demoProductId(n),
    slug: d.slug,
    old_price: d.oldPrice,
    min_qty: d.minQty,
    pack_qty: d.packQty,
    country: d.country,
    is_new: d.isNew,
    popularity: d.popularity,
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
    seo_title: d.seoTitle,
    seo_description: d.seoDescription,
    seo_h1: d.seoH1,
    seo_keywords: d.seoKeywords,
    og_title: d.ogTitle,
    og_description: d.ogDescription,
    og_image: d.ogImage,
    model_id: d.model ? (modelIds.get(d.model.key) ?? null) : null,
  }));
  const updated = await rawRows<{ id: number; external_id: string }>(
    tx,
    sql`
    update products p set slug = d.slug, old_price = d.old_price, min_qty = d.min_qty,
      pack_qty = d.pack_qty, country = d.country, is_new = d.is_new, popularity = d.popularity,
      created_at = d.created_at, updated_at = d.updated_at, seo_title = d.seo_title,
      seo_description = d.seo_description, seo_h1 = d.seo_h1, seo_keywords = d.seo_keywords,
      og_title = d.og_title, og_description = d.og_description, og_image = d.og_image,
      model_id = d.model_id
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as d(external_id text, slug text,
      old_price numeric, min_qty int, pack_qty int, country text, is_new boolean, popularity int,
      created_at timestamptz, updated_at timestamptz, seo_title text, seo_description text,
      seo_h1 text, seo_keywords text, og_title text, og_description text, og_image text,
      model_id int)
    where p.external_id = d.external_id
    returning p.id, p.external_id`,
  );
  const ids = new Map(updated.map((r) => [r.external_id, r.id]));
  if (ids.size !== batch.length) throw new Error('Импорт 1С принёс не все демо-товары');
  const images = batch.flatMap(({ n, d }) =>
    d.images.map((image) => ({
      productId: ids.get(demoProductId(n)) ?? -1,
      url: image.url,
      alt: d.title,
      sort: image.sort,
    })),
  );
  if (images.length > 0) await tx.insert(productImages).values(images);
}
