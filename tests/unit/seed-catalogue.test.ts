import { count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { categories, productImages, productModels, products } from '@/server/db/schema/catalog';
import { priceTypes, productPrices, productStocks, warehouses } from '@/server/db/schema/exchange';
import { rawRows } from '@/server/search/raw-rows';
import { renderProductImage } from '@/demo/product-image/render';
import { DEMO_PRICE_TYPES, typePrice } from '@/demo/catalogue/commerceml-package';
import { PRODUCTS, seededTwice } from './seed-helpers';

const { database, direct } = seededTwice();

/** What a shopper sees of each product, in a stable order; the dates move with the seed's clock. */
async function shopView(db: Database['db']) {
  return rawRows(
    db,
    sql`
    select p.slug, p.title, p.article, p.unit, p.price, p.old_price, p.stock, p.min_qty,
      p.pack_qty, p.brand, p.country, p.description, p.attributes, p.is_new, p.popularity,
      p.seo_title, p.og_image, p.is_active, p.vat_rate, c.full_slug, c.title as category,
      c.sort, c.image, c.seo_keywords,
      (select count(*)::int from products m where m.model_id = p.model_id) as model_size,
      (select string_agg(i.url, ',' order by i.sort) from product_images i
        where i.product_id = p.id) as images
    from products p join categories c on c.id = p.category_id
    order by p.slug`,
  );
}

describe('the demo catalogue as a 1C package', () => {
  it('lands through the importer exactly as the plain inserts write it', async () => {
    const [imported, written] = await Promise.all([shopView(database.db), shopView(direct.db)]);
    expect(imported).toHaveLength(PRODUCTS);
    expect(imported).toEqual(written);
  });

  it('ends with the same type prices and volume breaks on both paths (issue #13)', async () => {
    const wholesale = (db: Database['db']) =>
      rawRows<{ slug: string; price: string; breaks: string | null }>(
        db,
        sql`
        select p.slug, t.name, t.is_base, pp.price,
          (select string_agg(b.min_quantity || ':' || b.price, ',' order by b.min_quantity)
            from price_breaks b where b.product_id = p.id and b.price_type_id = t.id) as breaks
        from product_prices pp join products p on p.id = pp.product_id
          join price_types t on t.id = pp.price_type_id
        order by p.slug, t.name`,
      );
    const [imported, written] = await Promise.all([wholesale(database.db), wholesale(direct.db)]);
    expect(imported).toHaveLength(PRODUCTS * 3);
    expect(imported).toEqual(written);
    const withBreaks = imported.filter((r) => r.breaks !== null).length;
    expect(withBreaks).toBeGreaterThan(PRODUCTS * 1.5);
  });

  it('carries 1C Ид, prices per price type and stock per warehouse', async () => {
    const rows = await database.db.select().from(products);
    expect(rows.every((p) => p.source === '1c' && p.externalId)).toBe(true);
    const types = await database.db.select().from(priceTypes).orderBy(priceTypes.id);
    expect(types.map((t) => [t.name, t.isBase])).toEqual([
      ['Розничная', true],
      ['Мелкий опт', false],
      ['Крупный опт', false],
    ]);
    const [sample] = rows.filter((p) => p.stock > 1);
    if (!sample) throw new Error('нет товара с остатком');
    const prices = await database.db
      .select()
      .from(productPrices)
      .where(eq(productPrices.productId, sample.id));
    expect(prices.map((r) => Number(r.price)).sort((a, b) => b - a)).toEqual(
      // Kopeck arithmetic, as the package writes it: 0.95 × 0.9 is 0.86, where floats give 0.85.
      DEMO_PRICE_TYPES.map((t) => Number(typePrice(sample.price ?? '0', t.factor))),
    );
    const stocks = await database.db
      .select()
      .from(productStocks)
      .where(eq(productStocks.productId, sample.id));
    expect(stocks).toHaveLength(2);
    expect(stocks.reduce((sum, r) => sum + Number(r.quantity), 0)).toBe(sample.stock);
    expect(await database.db.select().from(warehouses)).toHaveLength(2);
  });
});
describe('seedDemo', () => {
  it('builds a three-level category tree with products only in leaves', async () => {
    const rows = await database.db.select().from(categories);
    const byId = new Map(rows.map((c) => [c.id, c]));
    const depth = (id: number): number => {
      const parent = byId.get(id)?.parentId;
      return parent == null ? 1 : 1 + depth(parent);
    };
    const tops = rows.filter((c) => c.parentId === null);
    expect(tops.length).toBeGreaterThanOrEqual(8);
    expect(Math.max(...rows.map((c) => depth(c.id)))).toBe(3);
    for (const c of rows) {
      const parent = c.parentId === null ? undefined : byId.get(c.parentId);
      expect(c.fullSlug).toBe(parent ? `${parent.fullSlug}/${c.slug}` : c.slug);
      expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(
        c.description && c.seoTitle && c.seoDescription && c.seoH1 && c.seoKeywords && c.ogTitle,
      ).toBeTruthy();
      expect(renderProductImage(c.image?.replace('/media/products/', '') ?? '')).not.toBeNull();
      if (depth(c.id) < 3) {
        const children = rows.filter((child) => child.parentId === c.id).length;
        expect(children, c.fullSlug).toBeGreaterThanOrEqual(2);
        expect(children, c.fullSlug).toBeLessThanOrEqual(4);
      }
    }
    const used = await database.db.selectDistinct({ id: products.categoryId }).from(products);
    for (const { id } of used) expect(depth(id)).toBe(3);
  });

  it('creates the requested number of products with unique articles and slugs', async () => {
    const rows = await database.db.select().from(products);
    expect(rows).toHaveLength(PRODUCTS);
    expect(new Set(rows.map((p) => p.article)).size).toBe(PRODUCTS);
    expect(new Set(rows.map((p) => p.slug)).size).toBe(PRODUCTS);
    for (const p of rows) {
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.price).toMatch(/^\d+\.\d{2}$/);
      if (p.oldPrice !== null) expect(Number(p.oldPrice)).toBeGreaterThan(Number(p.price));
      expect(p.minQty).toBeLessThanOrEqual(p.packQty);
      expect(p.attributes.length).toBeGreaterThanOrEqual(3);
      expect(p.attributes.length).toBeLessThanOrEqual(6);
      expect(['шт', 'м²', 'м', 'кг', 'мешок', 'упак', 'рулон', 'л']).toContain(p.unit);
      expect(p.description && p.seoTitle && p.seoDescription && p.seoH1 && p.ogImage).toBeTruthy();
    }
    expect(rows.some((p) => p.stock === 0)).toBe(true);
    expect(rows.some((p) => p.oldPrice !== null)).toBe(true);
    expect(rows.some((p) => p.isNew)).toBe(true);
  });

  it('names products with the words the search relies on', async () => {
    const titles = (await database.db.select({ title: products.title }).from(products)).map((p) =>
      p.title.toLowerCase(),
    );
    for (const word of ['кирпич', 'облицовочный', 'рядовой', 'силикатный', 'цемент', 'ceresit']) {
      expect(
        titles.some((t) => t.includes(word)),
        word,
      ).toBe(true);
    }
  });

  it('gives every product at least one picture the media route can draw', async () => {
    const images = await database.db.select().from(productImages);
    const withImage = new Set(images.map((i) => i.productId));
    expect(withImage.size).toBe(PRODUCTS);
    for (const image of images) {
      expect(image.url.startsWith('/media/products/')).toBe(true);
      expect(renderProductImage(image.url.slice('/media/products/'.length))).not.toBeNull();
      expect(image.alt).not.toBe('');
    }
  });

  it('groups some products into models', async () => {
    const [models] = await database.db.select({ n: count() }).from(productModels);
    const [grouped] = await database.db
      .select({ n: count() })
      .from(products)
      .where(isNotNull(products.modelId));
    expect(models?.n ?? 0).toBeGreaterThan(0);
    // Every model has at least two variants.
    expect(grouped?.n ?? 0).toBeGreaterThanOrEqual(2 * (models?.n ?? 0));
  });
});
