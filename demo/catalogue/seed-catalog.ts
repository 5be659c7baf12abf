import { categories, productImages, productModels, products } from '@/server/db/schema/catalog';
import type { ProductImageKind } from '@/demo/product-image';
import { CATALOG, listLeaves } from './catalog';
import type { PriceRow } from '../price-lists';
import { generateProducts, imageUrl, type ProductDraft } from './product-generator';
import { asChoice, type LeafDef } from './product-spec';
import { createRng } from '../random';
import type { Tx } from '@/server/db/client';

/** ~27 columns × 1000 rows stays well under PostgreSQL's 65 535 bind parameters. */
const BATCH = 1000;
const CATALOG_SEED = 20_260_101;

interface CategoryInput {
  title: string;
  slug: string;
  fullSlug: string;
  parentId: number | null;
  parentTitle?: string;
  about: string;
  kind: ProductImageKind;
  tone: number;
  sort: number;
}

function leafTone(leaf: LeafDef): number {
  const fromChoice = leaf.spec.axes
    .flatMap((axis) => axis.choices.map(asChoice))
    .find((c) => c.tone !== undefined)?.tone;
  return (
    leaf.spec.tones?.[0] ??
    fromChoice ??
    leaf.spec.brands.find((b) => b.tone !== undefined)?.tone ??
    0
  );
}

function categoryRow(c: CategoryInput): typeof categories.$inferInsert {
  // Category pictures use seeds above any product's so they never repeat a product card.
  const image = imageUrl(c.kind, c.tone + 8 * (120_000 + c.sort), 1);
  const lower = c.title.toLowerCase();
  return {
    parentId: c.parentId,
    title: c.title,
    slug: c.slug,
    fullSlug: c.fullSlug,
    description: c.about,
    image,
    sort: c.sort,
    seoTitle: `${c.title} — купить оптом в Минске | ТД «Витрина»`,
    seoDescription: `${c.title} оптом и в розницу. ${c.about} Цены от производителя, доставка по Минску и Беларуси.`,
    seoH1: c.title,
    seoKeywords: [
      lower,
      `${lower} купить`,
      `${lower} цена`,
      c.parentTitle?.toLowerCase(),
      'оптом',
      'Минск',
    ]
      .filter(Boolean)
      .join(', '),
    ogTitle: `${c.title} | ТД «Витрина»`,
    ogDescription: c.about,
    ogImage: image,
  };
}

async function insertCategories(tx: Tx): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const insert = async (rows: CategoryInput[]) => {
    if (rows.length === 0) return;
    const inserted = await tx
      .insert(categories)
      .values(rows.map(categoryRow))
      .returning({ id: categories.id, fullSlug: categories.fullSlug });
    for (const row of inserted) ids.set(row.fullSlug, row.id);
  };
  const parentOf = (fullSlug: string) => {
    const id = ids.get(fullSlug);
    if (id === undefined) throw new Error(`Нет категории ${fullSlug}`);
    return id;
  };
  let sort = 0;
  const next = () => (sort += 1);

  await insert(
    CATALOG.map((top) => ({
      ...top,
      fullSlug: top.slug,
      parentId: null,
      tone: leafTone(firstLeaf(top.children)),
      sort: next(),
    })),
  );
  await insert(
    CATALOG.flatMap((top) =>
      top.children.map((branch) => ({
        ...branch,
        fullSlug: `${top.slug}/${branch.slug}`,
        parentId: parentOf(top.slug),
        parentTitle: top.title,
        kind: firstLeaf([branch]).kind,
        tone: leafTone(firstLeaf([branch])),
        sort: next(),
      })),
    ),
  );
  await insert(
    listLeaves().map(({ branch, leaf, fullSlug }) => ({
      ...leaf,
      fullSlug,
      parentId: parentOf(fullSlug.slice(0, fullSlug.lastIndexOf('/'))),
      parentTitle: branch.title,
      tone: leafTone(leaf),
      sort: next(),
    })),
  );
  return ids;
}

function firstLeaf(branches: readonly { children: readonly LeafDef[] }[]): LeafDef {
  const leaf = branches[0]?.children[0];
  if (!leaf) throw new Error('Пустая ветка каталога');
  return leaf;
}

export interface CatalogResult {
  rows: PriceRow[];
  section: { slug: string; title: string };
}

/** Categories, models, products and their pictures; returns what the price lists need. */
export async function seedCatalog(
  tx: Tx,
  options: { products: number; now: Date; log: (msg: string) => void },
): Promise<CatalogResult> {
  const categoryIds = await insertCategories(tx);
  const leaves = listLeaves();
  const leafIds = leaves.map((entry) => {
    const id = categoryIds.get(entry.fullSlug);
    if (id === undefined) throw new Error(`Нет категории ${entry.fullSlug}`);
    return id;
  });
  options.log(`Категории: ${categoryIds.size}`);

  const modelIds = new Map<number, number>();
  const rows: PriceRow[] = [];
  let done = 0;

  const flush = async (drafts: ProductDraft[]) => {
    const fresh = [
      ...new Map(
        drafts.flatMap((d) =>
          d.model && !modelIds.has(d.model.key) ? [[d.model.key, d.model.title] as const] : [],
        ),
      ).entries(),
    ];
    if (fresh.length > 0) {
      const inserted = await tx
        .insert(productModels)
        .values(fresh.map(([, title]) => ({ title })))
        .returning({ id: productModels.id });
      // A multi-row INSERT … RETURNING yields rows in VALUES order.
      fresh.forEach(([key], i) => {
        const row = inserted[i];
        if (!row) throw new Error('Модели товаров вставлены не полностью');
        modelIds.set(key, row.id);
      });
    }
    const inserted = await tx
      .insert(products)
      .values(
        drafts.map(({ leafIndex, model, images: _images, ...d }) => ({
          ...d,
          categoryId: leafIds[leafIndex] ?? -1,
          modelId: model ? (modelIds.get(model.key) ?? null) : null,
        })),
      )
      .returning({ id: products.id, slug: products.slug });
    const productIds = new Map(inserted.map((row) => [row.slug, row.id]));
    await tx.insert(productImages).values(
      drafts.flatMap((d) =>
        d.images.map((image) => ({
          productId: productIds.get(d.slug) ?? -1,
          url: image.url,
          alt: d.title,
          // width and height: the column default, 800 × 800, is what every generated picture is.
          sort: image.sort,
        })),
      ),
    );
    for (const d of drafts) {
      const top = leaves[d.leafIndex]?.top.slug ?? '';
      rows.push({
        article: d.article,
        title: d.title,
        unit: d.unit,
        price: d.price,
        stock: d.stock,
        topSlug: top,
      });
    }
    done += drafts.length;
    if (done % 10_000 === 0 || done === options.products)
      options.log(`Товары: ${done} из ${options.products}`);
  };

  let batch: ProductDraft[] = [];
  for (const draft of generateProducts(
    createRng(CATALOG_SEED),
    leaves,
    options.products,
    options.now,
  )) {
    batch.push(draft);
    if (batch.length === BATCH) {
      await flush(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await flush(batch);

  const first = CATALOG[0];
  return { rows, section: { slug: first?.slug ?? 'katalog', title: first?.title ?? 'Каталог' } };
}
