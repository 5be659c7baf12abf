import { eq } from 'drizzle-orm';
import { searchSynonyms } from '@/server/db/schema/search';
import { startTestServer, type TestServer } from '../support/test-server';

interface Answer {
  corrected: string | null;
  ignored: string[];
  products: { title: string }[];
}

let api: TestServer;
const search = async (text: string) => {
  const res = await api.request<Answer>(`/api/modal-search/?query=${encodeURIComponent(text)}`);
  expect(res.status).toBe(200);
  return res.body;
};
const titles = (a: Answer) => a.products.map((p) => p.title.toLowerCase());

beforeAll(async () => {
  api = await startTestServer({ products: 400 });
}, 180_000);
afterAll(() => api.close());

describe('issue #16: soft matching, units, real words, synonyms', () => {
  it('finds a number glued to its unit as the spaced one', async () => {
    const glued = await search('цемент 25кг');
    expect(titles(glued).length).toBeGreaterThan(0);
    expect(titles(glued).every((t) => t.includes('цемент') && t.includes('25 кг'))).toBe(true);
    expect(titles(glued)).toEqual(titles(await search('цемент 25 кг')));
  });

  it('leaves out a word no product has, says so, and keeps the rest', async () => {
    const answer = await search('кирпич шмыгльдрюк');
    expect(answer.ignored).toEqual(['шмыгльдрюк']);
    expect(titles(answer)[0]).toContain('кирпич');
    expect((await search('кирпич')).ignored).toEqual([]);
  });

  it('does not correct a real word into a catalogue word that looks like it', async () => {
    const answer = await search('мастерок');
    expect(answer.corrected).toBeNull();
    expect(titles(answer).some((t) => t.includes('мастер '))).toBe(false);
  });

  it('applies a synonym a manager adds or removes at once', async () => {
    expect((await search('шмурдяк')).products).toEqual([]);
    const [row] = await api.db
      .insert(searchSynonyms)
      .values({ terms: ['кирпич', 'шмурдяк'] })
      .returning({ id: searchSynonyms.id });
    expect(titles(await search('шмурдяк'))[0]).toContain('кирпич');
    expect(titles(await search('шмурдяк облицовочный'))[0]).toContain('кирпич облицовочный');
    await api.db.delete(searchSynonyms).where(eq(searchSynonyms.id, row?.id ?? 0));
    expect((await search('шмурдяк')).products).toEqual([]);
  });
});
