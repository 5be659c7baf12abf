import { eq } from 'drizzle-orm';
import { categories, products } from '@/server/db/schema/catalog';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, lastAudit, signInStaff, type Sessions } from './console-catalog-support';

interface Category {
  id: number;
  parent_id: number | null;
  title: string;
  slug: string;
  full_slug: string;
  version: number;
  sort: number;
  is_hidden: boolean;
  product_count: number;
  detail?: string;
  [field: string]: unknown;
}

const BASE = '/api/manager/catalog/categories/';
let api: TestServer;
let s: Sessions;
const changed: string[][] = [];
beforeAll(async () => {
  api = await startTestServer({
    products: 12,
    deps: { onCatalogChanged: (tags) => void changed.push(tags) },
  });
  s = await signInStaff(api);
});
afterAll(() => api.close());

const create = (body: Record<string, unknown>) =>
  call<Category>(api, s.manager, 'POST', BASE, body);
const update = (id: number, body: Record<string, unknown>) =>
  call<Category>(api, s.manager, 'PUT', `${BASE}${id}/`, body);

describe('console catalogue: categories', () => {
  it('is closed to guests (401) and buyers (403)', async () => {
    expect((await api.request(BASE)).status).toBe(401);
    expect((await call(api, s.buyer, 'GET', BASE)).status).toBe(403);
    expect((await call(api, s.buyer, 'POST', BASE, { title: 'Х' })).status).toBe(403);
    expect((await call(api, s.buyer, 'DELETE', `${BASE}1/?version=1`)).status).toBe(403);
  });

  it('creates, renames and moves with descendants keeping their paths', async () => {
    const root = await create({ title: 'Кровля тест' });
    expect(root.status).toBe(201);
    expect(root.body).toMatchObject({ slug: 'krovlya-test', full_slug: 'krovlya-test' });
    const child = await create({ title: 'Металлочерепица', parent_id: root.body.id });
    expect(child.body.full_slug).toBe(`krovlya-test/${child.body.slug}`);
    const grandchild = await create({ title: 'Монтеррей', parent_id: child.body.id });
    const other = await create({ title: 'Фасад тест' });

    const moved = await update(child.body.id, {
      title: 'Металлочерепица',
      parent_id: other.body.id,
      slug: 'cherepitsa',
      version: child.body.version,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.full_slug).toBe('fasad-test/cherepitsa');
    const [deep] = await api.db
      .select()
      .from(categories)
      .where(eq(categories.id, grandchild.body.id));
    expect(deep?.fullSlug).toBe(`fasad-test/cherepitsa/${grandchild.body.slug}`);
    expect(changed.at(-1)).toEqual(
      expect.arrayContaining([
        'catalog',
        `category:krovlya-test/${child.body.slug}`,
        `category:fasad-test/cherepitsa/${grandchild.body.slug}`,
      ]),
    );
    const audit = await lastAudit(api, 'category', child.body.id);
    expect(audit?.action).toBe('move');
    expect(audit?.before).toMatchObject({ parentId: root.body.id, slug: child.body.slug });
    expect(audit?.after).toMatchObject({ parentId: other.body.id, slug: 'cherepitsa' });
  });

  it('refuses a move under itself or its descendant, in Russian, on the field', async () => {
    const a = await create({ title: 'Узел А' });
    const b = await create({ title: 'Узел Б', parent_id: a.body.id });
    for (const parent of [a.body.id, b.body.id]) {
      const res = await update(a.body.id, {
        title: 'Узел А',
        parent_id: parent,
        version: a.body.version,
      });
      expect(res.status).toBe(400);
      expect(res.body.parent_id).toEqual([
        'Нельзя перенести категорию в саму себя или в её подкатегорию',
      ]);
    }
  });

  it('refuses a stale version with 409', async () => {
    const c = await create({ title: 'Версия' });
    expect((await update(c.body.id, { title: 'Версия 2', version: c.body.version })).status).toBe(
      200,
    );
    const stale = await update(c.body.id, { title: 'Версия 3', version: c.body.version });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toBe('Изменено другим пользователем — обновите страницу');
  });

  it('validates input with field errors', async () => {
    const res = await create({ title: '', slug: 'Не латиница', parent_id: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.title).toBeDefined();
    expect(res.body.slug).toBeDefined();
    expect(res.body.parent_id).toBeDefined();
    const dup = await create({ title: 'Кровля тест' });
    expect(dup.status).toBe(400);
    expect(dup.body.slug).toEqual(['Такой адрес уже занят']);
  });

  it('reorders among siblings', async () => {
    const parent = await create({ title: 'Порядок' });
    const one = await create({ title: 'Первая', parent_id: parent.body.id });
    const two = await create({ title: 'Вторая', parent_id: parent.body.id });
    const up = await call<Category>(api, s.manager, 'POST', `${BASE}${two.body.id}/reorder/`, {
      direction: 'up',
      version: two.body.version,
    });
    expect(up.status).toBe(200);
    const list = await call<{ results: Category[] }>(api, s.manager, 'GET', BASE);
    const kids = list.body.results.filter((c) => c.parent_id === parent.body.id);
    expect(kids.map((c) => c.id)).toEqual([two.body.id, one.body.id]);
  });

  it('hides a category with its subtree from the public catalogue', async () => {
    const top = await create({ title: 'Скрываемая' });
    const sub = await create({ title: 'Под ней', parent_id: top.body.id });
    const [product] = await api.db.select().from(products).limit(1);
    if (!product) throw new Error('no product');
    await api.db
      .update(products)
      .set({ categoryId: sub.body.id })
      .where(eq(products.id, product.id));
    expect((await api.request(`/api/category/${sub.body.full_slug}/`)).status).toBe(200);
    expect((await api.request(`/api/product/${product.slug}/`)).status).toBe(200);

    const hide = await update(top.body.id, {
      title: 'Скрываемая',
      is_hidden: true,
      version: top.body.version,
    });
    expect(hide.status).toBe(200);
    expect((await api.request(`/api/category/${top.body.full_slug}/`)).status).toBe(404);
    expect((await api.request(`/api/category/${sub.body.full_slug}/`)).status).toBe(404);
    expect((await api.request(`/api/product/${product.slug}/`)).status).toBe(404);
    const tree = await api.request<unknown>('/api/categories/tree/');
    expect(JSON.stringify(tree.body)).not.toContain('Скрываемая');
    const all = await api.request<{ products: { results: { id: number }[] } }>(
      `/api/category/?query=${encodeURIComponent(product.article)}`,
    );
    expect(all.body.products.results.map((p) => p.id)).not.toContain(product.id);
    const modal = await api.request<{ products: { id: number }[] }>(
      `/api/modal-search/?query=${encodeURIComponent(product.article)}`,
    );
    expect(modal.body.products.map((p) => p.id)).not.toContain(product.id);
    // Nor is it sold: the cart refuses it and quick order does not offer it by its article.
    const add = await call<{ detail?: string; product_id?: string[] }>(
      api,
      s.buyer,
      'POST',
      '/api/cart/add/',
      { product_id: product.id, quantity: product.minQty },
    );
    expect(add.status).toBe(400);
    const quick = await call<{
      lines: { options: { quantity: number | null; problem: string | null }[] }[];
    }>(api, s.buyer, 'POST', '/api/quick-order/match/', { text: `${product.article} 1` });
    expect(quick.status).toBe(200);
    // Found by its article, it is said to be off sale, with nothing to put in the cart.
    const offered = quick.body.lines[0]?.options ?? [];
    expect(offered.every((o) => o.quantity === null && !!o.problem)).toBe(true);
  });

  it('asks where products go before deleting, then moves them and deletes', async () => {
    const doomed = await create({ title: 'Удаляемая' });
    const target = await create({ title: 'Приёмник' });
    const [product] = await api.db.select().from(products).limit(1);
    if (!product) throw new Error('no product');
    await api.db
      .update(products)
      .set({ categoryId: doomed.body.id })
      .where(eq(products.id, product.id));
    const url = `${BASE}${doomed.body.id}/?version=${doomed.body.version}`;
    const ask = await call<Record<string, string[]>>(api, s.manager, 'DELETE', url);
    expect(ask.status).toBe(400);
    expect(ask.body.move_products_to?.[0]).toMatch(/выберите, куда их перенести/);
    const self = await call(api, s.manager, 'DELETE', `${url}&move_products_to=${doomed.body.id}`);
    expect(self.status).toBe(400);
    const ok = await call(api, s.manager, 'DELETE', `${url}&move_products_to=${target.body.id}`);
    expect(ok.status).toBe(200);
    const [moved] = await api.db.select().from(products).where(eq(products.id, product.id));
    expect(moved?.categoryId).toBe(target.body.id);
    const gone = await api.db.select().from(categories).where(eq(categories.id, doomed.body.id));
    expect(gone).toHaveLength(0);
    const audit = await lastAudit(api, 'category', doomed.body.id);
    expect(audit?.action).toBe('delete');
    expect(audit?.before).toMatchObject({
      title: 'Удаляемая',
      products: [product.id],
      products_moved_to: target.body.id,
    });
    expect(audit?.after).toBeNull();
  });
});

describe('console catalogue: a category from 1C', () => {
  it('keeps its name and parent for 1C, the rest editable', async () => {
    const made = await create({ title: 'Группа 1С' });
    await api.db
      .update(categories)
      .set({ externalId: 'grp-console-test' })
      .where(eq(categories.id, made.body.id));
    const other = await create({ title: 'Другая группа' });
    const refused = await update(made.body.id, {
      title: 'Переименована',
      parent_id: other.body.id,
      version: made.body.version,
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body).sort()).toEqual(['parent_id', 'title']);
    const ok = await update(made.body.id, {
      title: 'Группа 1С',
      seo_title: 'Группа — купить',
      is_hidden: true,
      version: made.body.version,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ seo_title: 'Группа — купить', is_hidden: true });
  });
});
