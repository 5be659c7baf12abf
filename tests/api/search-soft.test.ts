import { inArray, sql } from 'drizzle-orm';
import { articleKey, measuresOf } from '@/server/search/normalize';
import { rawRows } from '@/server/search/raw-rows';
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

  it('weighs the kind a word names over a size or a description of other goods', async () => {
    // Insulation dowels «с … гвоздём 10×120 мм» have both words; no nail is 120 mm long.
    const dowels = await search('дюбель 120мм');
    expect(titles(dowels)[0]).toMatch(/^дюбель.*гвозд.*120 мм/);
    const nails = await search('гвозди 120мм');
    expect(titles(nails)[0]).toMatch(/^гвозди /);
    expect(nails.ignored).toEqual(['120мм']);
    // A number typed alone is a size too.
    const bare = await search('гвозди 120');
    expect(titles(bare)[0]).toMatch(/^гвозди /);
    expect(bare.ignored).toEqual(['120']);
    // Wires say «медный» in their description; no cable's text does.
    const cables = await search('кабель медный');
    expect(titles(cables)[0]).toMatch(/^кабель /);
    expect(cables.ignored).toEqual(['медный']);
    // Words found together in a title stand, though its kind is another («смесь»).
    const plaster = await search('штукатурка гипсовая');
    expect(titles(plaster)[0]).toContain('штукатурная гипсовая');
    expect(plaster.ignored).toEqual([]);

    // The results page's listing leaves out the same words (its own statements, not the dropdown's).
    for (const text of ['гвозди 120мм', 'гвозди 120', 'кабель медный', 'штукатурка гипсовая']) {
      const listing = await api.request<{ products: { results: { title: string }[] } }>(
        `/api/category/?query=${encodeURIComponent(text)}`,
      );
      expect(listing.status).toBe(200);
      const first = listing.body.products.results[0]?.title.toLowerCase();
      expect(first, text).toBe(titles(await search(text))[0]);
    }
  });

  it('lists the goods whose article begins with an article-like text, as the dropdown does', async () => {
    // «кр07нф» for «КР-0.7НФ-0001»: no title has the words, articles begin with them. The
    // results page once left words out («кр 07») and listed a thousand unrelated goods.
    const [row] = await rawRows<{ article: string }>(
      api.db,
      sql`select article from products where is_active and article ~ '[0-9].*[0-9]'
        and length(article) > 8 order by id limit 1`,
    );
    if (!row) throw new Error('the demo has no article with digits');
    const text = row.article
      .replace(/[^\p{L}\p{N}]/gu, '')
      .slice(0, -2)
      .toLowerCase();
    const [counted] = await rawRows<{ n: number }>(
      api.db,
      sql`select count(*)::int as n from products
        where is_active and article_key like ${`${articleKey(text)}%`}`,
    );
    const dropdown = await search(text);
    expect(dropdown.ignored).toEqual([]);
    expect(dropdown.products.length).toBeGreaterThan(0);
    const listing = await api.request<{ products: { count: number } }>(
      `/api/category/?query=${encodeURIComponent(text)}`,
    );
    expect(listing.status).toBe(200);
    expect(listing.body.products.count).toBe(counted?.n);
  });

  it('reads sizes in every demo title as the index does (measuresOf and its SQL twin)', async () => {
    const rows = await rawRows<{ title: string; measures: string[] }>(
      api.db,
      sql`select title, vitrina_search_measures(title) as measures from products`,
    );
    expect(rows.length).toBeGreaterThan(300);
    const differ = rows.filter(
      (r) =>
        JSON.stringify([...new Set(measuresOf(r.title).flatMap((m) => m.lexemes))].sort()) !==
        JSON.stringify([...r.measures].sort()),
    );
    expect(differ.map((r) => r.title)).toEqual([]);
    // A brick's format is a unit: single bricks only, not the 1,4НФ ones with a «1» in them.
    const single = await search('кирпич 1нф');
    expect(titles(single).length).toBeGreaterThan(0);
    expect(titles(single).every((t) => /(^|[^0-9,])1нф/.test(t))).toBe(true);
  });

  it('finds nothing when no product is what the query names, not goods sharing its adjective', async () => {
    // «монтажная» is in wires' descriptions, «строительный» in nails' titles: neither is foam.
    for (const text of ['пена монтажная', 'миксер строительный', 'монтажная пена 750 мл']) {
      expect((await search(text)).products, text).toEqual([]);
      const listing = await api.request<{ products: { count: number } }>(
        `/api/category/?query=${encodeURIComponent(text)}`,
      );
      expect(listing.body.products.count, text).toBe(0);
    }
    // A word no product has but a noun kept: the rest stands («кирпич шмыгльдрюк» above).
    // An adjective before the type word is what goes: «битумная черепица» lists shingles.
    const shingles = await search('битумная черепица');
    expect(shingles.ignored).toEqual(['битумная']);
    expect(titles(shingles)[0]).toContain('черепица');
  });

  it('reads units written out and a size said «на» as titles write them', async () => {
    const tape = await search('рулетка 5 метров');
    expect(tape.ignored).toEqual([]);
    expect(titles(tape).length).toBeGreaterThan(0);
    expect(titles(tape)).toEqual(titles(await search('рулетка 5 м')));
    const latin = await search('рулетка 5m');
    expect(latin.ignored).toEqual([]);
    expect(titles(latin)).toEqual(titles(tape));
    // A length in metres meets a title's millimetres.
    const level = titles(await search('уровень 1 м'));
    expect(level[0]).toMatch(/^уровень .*1000 мм/);
    expect(titles(await search('гвозди 4 на 100'))).toEqual(titles(await search('гвозди 4х100')));
  });

  it('reads a size typed without its unit as a title writes it, its numbers side by side', async () => {
    // «42,5Н» and «3×2,5» are cut into the words «42», «5» and «3», «2», «5»; «32,5Б» has a 5.
    // (The relevance set holds «гвозди 2,5х50»: this demo has no such nails.)
    for (const [text, fragment] of [
      ['цемент 42,5', '42,5'],
      ['кабель 3 на 2,5', '3×2,5'],
    ] as const) {
      const found = titles(await search(text));
      expect(found[0], text).toContain(fragment);
    }
  });

  it('takes a category named for two kinds as naming neither (migration 0026)', async () => {
    // Pipes sit in «Трубы и фитинги»; the fittings' own text says «полипропиленовый».
    const fittings = await search('фитинги для ппр');
    expect(titles(fittings).length).toBeGreaterThan(0);
    expect(titles(fittings)[0]).toMatch(/^фитинг /);
  });

  it('hears a brand typed in Cyrillic the way it sounds (migration 0024)', async () => {
    const keys = await rawRows<{ a: string; b: string }>(
      api.db,
      sql`select vitrina_sound_key(a) as a, vitrina_sound_key(b) as b from (values
        ('klassen', 'classen'), ('verkel', 'werkel'), ('shnaider', 'schneider'),
        ('cerezit', 'ceresit'), ('hansgroe', 'hansgrohe'), ('opochno', 'opoczno'),
        ('makita', 'metabo')) as p(a, b)`,
    );
    expect(keys.map((k) => k.a === k.b)).toEqual([true, true, true, true, true, true, false]);
    const werkel = await search('веркель розетка');
    expect(werkel.corrected).toBe('werkel розетка');
    expect(titles(werkel)[0]).toMatch(/^розетка .*werkel/);
  });

  it('does not correct a real word into a catalogue word that looks like it', async () => {
    const answer = await search('мастерок');
    expect(answer.corrected).toBeNull();
    expect(titles(answer).some((t) => t.includes('мастер '))).toBe(false);
  });

  it('leaves an abbreviation as typed, not corrected into a short word', async () => {
    // «двп» had become «две» and listed drills «две скорости»; the shop sells no fibreboard.
    const answer = await search('двп');
    expect(answer.corrected).toBeNull();
    expect(answer.products).toEqual([]);
  });

  it('takes a word with a suffix of its own for another word, not a form', async () => {
    // «плит|ка» is not a form of «плита» as «керамогранит|а» is of «керамогранит».
    const plates = await search('плита');
    expect(titles(plates).some((t) => t.startsWith('плитка'))).toBe(false);
    expect(titles(await search('керамогранита'))[0]).toContain('керамогранит');
  });

  it('reports a code cut into letter and number as typed, and lists nothing for a code alone', async () => {
    const grade = await search('кирпич щ999');
    expect(grade.ignored).toEqual(['щ999']);
    expect(titles(grade)[0]).toContain('кирпич');
    // No threaded rods: a curve letter and number left alone are not what was asked for.
    expect((await search('шпилька резьбовая c16')).products).toEqual([]);
  });

  it('matches a synonym term with a preposition in it (migration 0027)', async () => {
    const answer = await search('краска по металлу');
    expect(answer.ignored).toEqual([]);
    expect(titles(answer)[0]).toMatch(/^эмаль/);
  });

  it('applies a synonym a manager adds or removes at once', async () => {
    const addGroup = async (terms: string[]) => {
      const [added] = await api.db
        .insert(searchSynonyms)
        .values({ terms })
        .returning({ id: searchSynonyms.id });
      return added?.id ?? 0;
    };
    expect((await search('шмурдяк')).products).toEqual([]);
    const bricks = await addGroup(['кирпич', 'шмурдяк']);
    expect(titles(await search('шмурдяк'))[0]).toContain('кирпич');
    expect(titles(await search('шмурдяк облицовочный'))[0]).toContain('кирпич облицовочный');
    // A term with «для» meets the query as typed: its stop word is dropped on both sides.
    const grouting = await addGroup(['затирка', 'шмурдяк для швов']);
    const grout = await search('шмурдяк для швов');
    expect(grout.ignored).toEqual([]);
    expect(titles(grout)[0]).toContain('затирка');
    await api.db.delete(searchSynonyms).where(inArray(searchSynonyms.id, [bricks, grouting]));
    expect((await search('шмурдяк')).products).toEqual([]);
  });
});
