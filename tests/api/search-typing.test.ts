import { eq } from 'drizzle-orm';
import { categories, products } from '@/server/db/schema/catalog';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The dropdown answers every keystroke: a text half-way through a size, a unit or a brand
 * must find what the whole text will, not fall back on soft matching or another reading.
 */
interface Answer {
  corrected: string | null;
  ignored: string[];
  products: { id: number; title: string }[];
}

let api: TestServer;
const ids: Record<string, number> = {};
const search = async (text: string) => {
  const res = await api.request<Answer>(`/api/modal-search/?query=${encodeURIComponent(text)}`);
  expect(res.status).toBe(200);
  return res.body;
};

beforeAll(async () => {
  api = await startTestServer({ products: 400 });
  const [leaf] = await api.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, 'oblicovochnyy-kirpich'));
  if (!leaf) throw new Error('no category');
  const base = { categoryId: leaf.id, unit: 'шт', price: '10.00', stock: 5, popularity: 1 };
  const rows = await api.db
    .insert(products)
    .values([
      { ...base, slug: 'brus', article: 'КВ-1', title: 'Брус Квакварский 100×150×6000 мм' },
      { ...base, slug: 'wool', article: 'КВ-2', title: 'Утеплитель Квакватный 1000×600×100 мм' },
      // A pack of 100 is not 100 mm: only a size read as a bare number would find it.
      { ...base, slug: 'pack', article: 'КВ-5', title: 'Утеплитель Квакватный, упаковка 100 шт' },
      {
        ...base,
        slug: 'zumax',
        article: 'КВ-3',
        brand: 'Zumax',
        title: 'Дрель-шуруповёрт Квакдрель Zumax Z1, 1 АКБ',
      },
      // «ЗУ» makes «зу» a whole word of the catalogue: «zu» read as Russian would find this one.
      { ...base, slug: 'charger', article: 'КВ-4', title: 'Дрель-шуруповёрт Квакдрель, 1 АКБ, ЗУ' },
    ])
    .returning({ id: products.id, slug: products.slug });
  for (const row of rows) ids[row.slug] = row.id;
}, 120_000);
afterAll(() => api.close());

describe('GET /api/modal-search/ while the buyer is still typing', () => {
  it('reads «100х» as a size on its way, not as a word «х»', async () => {
    for (const text of [
      'брус квакварский 100х',
      'брус квакварский 100 x',
      'брус квакварский 100*',
    ]) {
      const answer = await search(text);
      expect(answer.ignored, text).toEqual([]);
      expect(answer.products[0]?.id, text).toBe(ids.brus);
    }
  });

  it('lets a unit typed last grow: «100 м» finds «100 мм»', async () => {
    const answer = await search('утеплитель квакватный 100 м');
    expect(answer.ignored).toEqual([]);
    expect(answer.products.map((p) => p.id)).toContain(ids.wool);
    expect(answer.products.map((p) => p.id)).not.toContain(ids.pack);
  });

  it('keeps two latin letters as the start of a brand, not a Russian word', async () => {
    const answer = await search('квакдрель zu');
    expect(answer.corrected).toBeNull();
    expect(answer.products[0]?.id).toBe(ids.zumax);
    expect(answer.products.map((p) => p.id)).not.toContain(ids.charger);
  });
});
