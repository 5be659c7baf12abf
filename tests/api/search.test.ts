import { eq, inArray } from 'drizzle-orm';
import { categories, products } from '@/server/db/schema/catalog';
import { searchWords } from '@/server/db/schema/search';
import { rebuildSearchIndex } from '@/server/search/rebuild';
import { startTestServer, type TestServer } from '../support/test-server';

interface Hit {
  id: number;
  title: string;
  product_slug: string;
  article: string;
  price: string;
  unit: string;
  image: string | null;
  in_stock: boolean;
}
interface Answer {
  query: string;
  corrected: string | null;
  products: Hit[];
  has_more: boolean;
}

let api: TestServer;
const search = async (text: string) => {
  const res = await api.request<Answer>(`/api/modal-search/?query=${encodeURIComponent(text)}`);
  expect(res.status).toBe(200);
  return res.body;
};
const titles = (answer: Answer) => answer.products.map((p) => p.title);
/**
 * The embedded database works on this thread: a long statement (a rebuild) blocks the loop,
 * and the test client could then reuse a keep-alive socket the server is just closing. Letting
 * the loop turn once lets both sides drop it first.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeAll(async () => {
  api = await startTestServer({ products: 400 });
}, 120_000);
afterAll(() => api.close());

describe('GET /api/modal-search/: input', () => {
  it('answers an empty list to empty, blank or punctuation-only text', async () => {
    for (const text of ['', '   ', ' ?!. ']) {
      expect(await search(text)).toEqual({
        query: '',
        corrected: null,
        ignored: [],
        products: [],
        has_more: false,
      });
    }
    const bare = await api.request<Answer>('/api/modal-search/');
    expect(bare.status).toBe(200);
    expect(bare.body.products).toEqual([]);
  });

  it('trims, collapses spaces and strips trailing punctuation before searching', async () => {
    const answer = await search('  Кирпич   облицовочный!!! ');
    expect(answer.query).toBe('Кирпич облицовочный');
    expect(answer.products.length).toBeGreaterThan(0);
    expect(titles(answer).every((t) => /кирпич облицовочный/i.test(t))).toBe(true);
  });

  it('refuses text over 200 characters with a Russian field error, not a 500', async () => {
    const res = await api.request<Record<string, string[]>>(
      `/api/modal-search/?query=${'к'.repeat(201)}`,
    );
    expect(res.status).toBe(400);
    expect(res.body.query?.[0]).toMatch(/[а-я]/i);
  });

  it('never fails on odd input: quotes, tsquery operators, SQL, emoji', async () => {
    for (const text of [
      "'; drop table products; --",
      'a & b | !c',
      'кирпич:*',
      '(((',
      '🧱 кирпич',
      '\\%_',
    ]) {
      const res = await api.request<Answer>(`/api/modal-search/?query=${encodeURIComponent(text)}`);
      expect(res.status).toBe(200);
    }
    const [row] = await api.db.select({ id: products.id }).from(products).limit(1);
    expect(row).toBeDefined();
  });
});

describe('GET /api/modal-search/: what a buyer means', () => {
  it('finds «кирпич» by its forms, its beginning, a typo, the wrong layout and translit', async () => {
    for (const text of ['кирпичи', 'кирпичом', 'кирп', 'кирпчи', 'rbhgbx', 'kirpich', 'КИРПИЧ']) {
      const answer = await search(text);
      expect(answer.products.length, text).toBeGreaterThan(0);
      expect(
        titles(answer)
          .slice(0, 3)
          .every((t) => /кирпич/i.test(t)),
        text,
      ).toBe(true);
    }
    expect((await search('rbhgbx')).corrected).toBe('кирпич');
    expect((await search('кирпчи')).corrected).toBe('кирпич');
    expect((await search('кирпичом')).corrected).toBeNull();
  });

  it('corrects «цимент» to «цемент» and a latin brand typed on the Russian layout', async () => {
    const cement = await search('цимент');
    expect(cement.corrected).toBe('цемент');
    expect(titles(cement)[0]).toMatch(/цемент/i);
    const ceresit = await search('сукуышеы');
    expect(ceresit.products.length).toBeGreaterThan(0);
    expect(titles(ceresit).every((t) => /ceresit/i.test(t))).toBe(true);
  });

  it('describes each product as the dropdown shows it', async () => {
    const answer = await search('кирпич');
    expect(answer.has_more).toBe(true);
    const hit = answer.products[0];
    if (!hit) throw new Error('no product');
    const [row] = await api.db.select().from(products).where(eq(products.id, hit.id));
    expect(hit).toMatchObject({
      title: row?.title,
      product_slug: row?.slug,
      article: row?.article,
      unit: row?.unit,
    });
    expect(hit.price).toMatch(/^\d+\.\d{2}$/);
    expect(hit.image).toMatch(/^\/media\/products\//);
    expect(hit.in_stock).toBe((row?.stock ?? 0) > 0);
  });
});

describe('ranking, articles and keeping the index current', () => {
  let categoryId: number;
  const ids: Record<'a' | 'b' | 'c', number> = { a: 0, b: 0, c: 0 };

  beforeAll(async () => {
    const [leaf] = await api.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, 'oblicovochnyy-kirpich'));
    if (!leaf) throw new Error('no category');
    categoryId = leaf.id;
    const base = { categoryId, unit: 'шт', price: '10.00', description: 'Для внутренних работ.' };
    const inserted = await api.db
      .insert(products)
      .values([
        // Title match, out of stock, very popular.
        {
          ...base,
          title: 'Шпатлёвка Зюзюбрик финишная, 5 кг',
          slug: 'zyu-a',
          article: 'ЗЮ-001',
          stock: 0,
          popularity: 990,
        },
        // Title match, in stock, unpopular.
        {
          ...base,
          title: 'Шпатлёвка Зюзюбрик стартовая, 25 кг',
          slug: 'zyu-b',
          article: 'ЗЮ-002',
          stock: 10,
          popularity: 1,
        },
        // Only the description names it, though in stock and the most popular.
        {
          ...base,
          title: 'Шпатель нержавеющий 100 мм',
          slug: 'zyu-c',
          article: 'ШН-100',
          stock: 50,
          popularity: 999,
          description: 'Подходит для шпатлёвки Зюзюбрик.',
        },
      ])
      .returning({ id: products.id, slug: products.slug });
    for (const row of inserted) ids[row.slug.slice(-1) as 'a' | 'b' | 'c'] = row.id;
  });

  const order = async (text: string) => (await search(text)).products.map((p) => p.id);

  it('ranks title matches in stock, then out of stock, then description matches', async () => {
    expect(await order('зюзюбрик')).toEqual([ids.b, ids.a, ids.c]);
    expect(await order('ЗЮЗЮБРИК')).toEqual([ids.b, ids.a, ids.c]);
  });

  it('treats ё and е as one letter', async () => {
    expect(await order('шпатлевка зюзюбрик')).toEqual(await order('шпатлёвка зюзюбрик'));
    expect((await order('шпатлевка зюзюбрик'))[0]).toBe(ids.b);
  });

  it('puts an exact article first, with or without dashes and spaces, in stock or not', async () => {
    for (const text of ['ЗЮ-001', 'зю001', 'зю 001', 'ЗЮ 0 01'])
      expect((await order(text))[0], text).toBe(ids.a);
    // An article's beginning lists the articles that start with it, exact-first ranking aside.
    expect((await order('ЗЮ-00')).slice(0, 2).sort()).toEqual([ids.a, ids.b].sort());
  });

  it('knows new words at once: typos, layout and beginnings of them', async () => {
    const typo = await search('зюзюбрек');
    expect(typo.corrected).toBe('зюзюбрик');
    expect(typo.products[0]?.id).toBe(ids.b);
    expect((await order('p.p.,hbr'))[0]).toBe(ids.b);
    expect((await order('зюзю'))[0]).toBe(ids.b);
  });

  it('follows title changes and deletions, and forgets words no product uses', async () => {
    await api.db
      .update(products)
      .set({ title: 'Шпатлёвка Бармаглот стартовая, 25 кг' })
      .where(eq(products.id, ids.b));
    expect(await order('бармаглот')).toEqual([ids.b]);
    expect(await order('зюзюбрик')).toEqual([ids.a, ids.c]);
    expect((await search('бармоглот')).corrected).toBe('бармаглот');

    await api.db.delete(products).where(inArray(products.id, [ids.a, ids.b, ids.c]));
    expect(await order('зюзюбрик')).toEqual([]);
    const left = await api.db
      .select()
      .from(searchWords)
      .where(inArray(searchWords.word, ['зюзюбрик', 'бармаглот']));
    expect(left).toEqual([]);
  });

  it('follows a category rename: its name is part of every product in it', async () => {
    await api.db
      .update(categories)
      .set({ title: 'Облицовочный кирпич Квазиклинкер' })
      .where(eq(categories.id, categoryId));
    await settle();
    const found = await search('квазиклинкер');
    expect(found.products.length).toBeGreaterThan(0);
    const [row] = await api.db
      .select({ categoryId: products.categoryId })
      .from(products)
      .where(eq(products.id, found.products[0]?.id ?? 0));
    expect(row?.categoryId).toBe(categoryId);
  });

  it('answers the same after a full rebuild of the index', async () => {
    const before = await order('кирпич облицовочный');
    await rebuildSearchIndex(api.db);
    await settle();
    expect(await order('кирпич облицовочный')).toEqual(before);
  });
});
