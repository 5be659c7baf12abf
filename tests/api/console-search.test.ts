import { eq } from 'drizzle-orm';
import { DEMO_MANAGER } from '@/demo/people';
import { searchSynonyms } from '@/server/db/schema/search';
import { TEXT_STALE_VERSION } from '@/lib/constants';
import { call } from './console-support';
import { lastAudit } from './console-content-support';
import { PATH, synonymSuite, type Errors, type Group } from './console-search-helpers';

const { api, who, dropped, create, update, remove, list, refreshKey } = synonymSuite();

describe('synonym groups: create, list, update, delete', () => {
  it('creates a group with normalised terms, audited, the search cache dropped', async () => {
    dropped.length = 0;
    const before = await refreshKey();
    const res = await create({ terms: ['  Газо - Силикат ', 'ГАЗОБЕТОН', 'Газоблок  ёмкий'] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      terms: ['газо-силикат', 'газобетон', 'газоблок емкий'],
      kind: 'synonym',
      version: 1,
    });
    expect(await refreshKey()).not.toBe(before);
    expect(dropped).toEqual([['search']]);
    const entry = await lastAudit(api, 'search_synonym', res.body.id);
    expect(entry).toMatchObject({
      userEmail: DEMO_MANAGER.email,
      action: 'create',
      objectTitle: 'газо-силикат, газобетон, газоблок емкий',
      before: null,
      after: { terms: ['газо-силикат', 'газобетон', 'газоблок емкий'], kind: 'synonym' },
    });
  });

  it('lists groups by a part of any term (normalised) and by kind, 20 a page', async () => {
    const brand = await create({ terms: ['Rockwool', 'Роквул', 'роквулл'], kind: 'brand' });
    expect(brand.status).toBe(201);
    const all = await list();
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(2);
    expect((await list('?q=БЕТОН')).body.results.map((g) => g.terms[1])).toEqual(['газобетон']);
    expect((await list('?q=ёмк')).body.count).toBe(1);
    expect((await list('?q=rock')).body.results[0]?.kind).toBe('brand');
    expect((await list('?kind=brand')).body.count).toBe(1);
    expect((await list('?kind=synonym&q=роквул')).body.count).toBe(0);
    expect((await list('?q=%25')).body.count).toBe(0);
    const bad = await call<Errors>(api, who.manager, 'GET', `${PATH}?kind=word`);
    expect(bad.status).toBe(400);
    expect(bad.body.kind).toEqual(['Вид: synonym или brand']);

    for (let i = 0; i < 20; i++)
      expect((await create({ terms: [`слово${i}а`, `слово${i}б`] })).status).toBe(201);
    const first = await list();
    expect(first.body.count).toBe(22);
    expect(first.body.results).toHaveLength(20);
    // Last changed first: the group just added heads the first page.
    expect(first.body.results[0]?.terms).toEqual(['слово19а', 'слово19б']);
    expect(first.body.next).toBe('?page=2');
    const second = await list('?page=2');
    expect(second.body.results).toHaveLength(2);
    expect(second.body).toMatchObject({ next: null, previous: '?page=1' });
    const words = await list('?q=Слово&kind=synonym');
    expect(words.body).toMatchObject({ count: 20, next: null });
    expect((await list('?q=слово1&page=2')).body).toMatchObject({
      results: [],
      previous: `?page=1&q=${encodeURIComponent('слово1')}`,
    });
  });

  it('updates with the version it loaded: the audit keeps only what changed', async () => {
    const group = (await list('?q=газобетон')).body.results[0] as Group;
    const before = await refreshKey();
    dropped.length = 0;
    const res = await update(group.id, {
      terms: ['газосиликат', 'газобетон', 'газоблок'],
      kind: 'synonym',
      version: group.version,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ version: 2, terms: ['газосиликат', 'газобетон', 'газоблок'] });
    expect(new Date(res.body.updated_at).getTime()).toBeGreaterThan(
      new Date(group.updated_at).getTime(),
    );
    expect(await refreshKey()).not.toBe(before);
    expect(dropped).toEqual([['search']]);
    const entry = await lastAudit(api, 'search_synonym', group.id);
    expect(entry).toMatchObject({
      action: 'update',
      before: { terms: ['газо-силикат', 'газобетон', 'газоблок емкий'] },
      after: { terms: ['газосиликат', 'газобетон', 'газоблок'] },
    });
    expect(entry?.after).not.toHaveProperty('kind');

    // A second save naming the version it loaded before the first: 409, nothing written.
    const stale = await update(group.id, {
      terms: ['газосиликат', 'газобетон'],
      version: group.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ detail: TEXT_STALE_VERSION });
    const [row] = await api.db.select().from(searchSynonyms).where(eq(searchSynonyms.id, group.id));
    expect(row?.terms).toEqual(['газосиликат', 'газобетон', 'газоблок']);
  });

  it('deletes a group, audited; unknown ids are 404', async () => {
    const group = (await create({ terms: ['болгарка', 'ушм'] })).body;
    const before = await refreshKey();
    const res = await remove(group.id);
    expect(res.status).toBe(200);
    expect(res.body.detail).toBe('Группа синонимов удалена');
    expect(await refreshKey()).not.toBe(before);
    expect(await lastAudit(api, 'search_synonym', group.id)).toMatchObject({
      action: 'delete',
      objectTitle: 'болгарка, ушм',
      before: { terms: ['болгарка', 'ушм'], kind: 'synonym' },
      after: null,
    });
    expect((await remove(group.id)).status).toBe(404);
    const missing = await update(group.id, { terms: ['аа', 'бб'], version: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('Группа синонимов не найдена.');
  });
});

describe('synonym groups: validation', () => {
  it('says in Russian what is wrong, under the field', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { terms: ['Укажите слова группы'] }],
      [{ terms: ['профлист'] }, { terms: ['В группе нужно хотя бы два слова'] }],
      [
        { terms: ['профлист', 'Профлист', 'профнастил'] },
        { 'terms.1': ['Это слово в группе уже есть'] },
      ],
      [{ terms: ['профлист', 'п'] }, { 'terms.1': ['Не короче 2 символов'] }],
      [{ terms: ['профлист', '   '] }, { 'terms.1': ['Введите слово или уберите строку'] }],
      [{ terms: ['профлист', 'я'.repeat(61)] }, { 'terms.1': ['Не длиннее 60 символов'] }],
      [
        { terms: ['профлист', 'проф/лист', 'лист-'] },
        {
          'terms.1': ['Только буквы, цифры, пробелы и дефис'],
          'terms.2': ['Только буквы, цифры, пробелы и дефис'],
        },
      ],
      [
        { terms: ['профлист', 'проф\nлист'] },
        { 'terms.1': ['Уберите из поля переводы строк и табуляцию.'] },
      ],
      [
        { terms: Array.from({ length: 21 }, (_, i) => `лист${i}`) },
        { terms: ['Не больше 20 слов в группе'] },
      ],
      [{ terms: ['профлист', 'профнастил'], kind: 'word' }, { kind: ['Выберите вид группы'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toEqual(errors);
    }
    const noVersion = await update(1, { terms: ['аа', 'бб'] });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body).toEqual({ version: ['Нет версии группы'] });
  });

  it('keeps a term in one group only, and says which group holds it', async () => {
    const taken = await create({ terms: ['пеноблок', 'Газобетон', 'роквул'] });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({
      'terms.1': [
        '«газобетон» уже есть в группе «газосиликат, газобетон, газоблок»: слово может быть только в одной группе',
      ],
      'terms.2': [
        '«роквул» уже есть в группе «rockwool, роквул, роквулл»: слово может быть только в одной группе',
      ],
    });
    // Its own group does not count against a save of it.
    const own = (await list('?q=rockwool')).body.results[0] as Group;
    const saved = await update(own.id, {
      terms: ['rockwool', 'роквул'],
      kind: 'brand',
      version: own.version,
    });
    expect(saved.status).toBe(200);
    // A word of another group may not be moved in by an edit either.
    const moved = await update(own.id, {
      terms: ['rockwool', 'газоблок'],
      kind: 'brand',
      version: saved.body.version,
    });
    expect(moved.status).toBe(400);
    expect(moved.body['terms.1']?.[0]).toMatch(/^«газоблок» уже есть в группе «газосиликат/);
  });

  it('two saves racing with one new word: one wins, the other is told', async () => {
    const [a, b] = await Promise.all([
      create({ terms: ['гонка', 'забег'] }),
      create({ terms: ['гонка', 'состязание'] }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    expect((await list('?q=гонка')).body.count).toBe(1);
  });
});
