import {
  buyerClient,
  consoleClient,
  lastAudit,
  type Body,
  type ConsoleClient,
} from './console-content-support';
import { contentSuite, type NavItem } from './console-content-helpers';

interface PageBody extends Body {
  id: number;
  slug: string;
  title: string;
  content: string;
  version: number;
}

const { api, manager, guest, dropped } = contentSuite();
let buyer: ConsoleClient;
beforeAll(async () => {
  buyer = await buyerClient(api);
});

const XSS =
  '<p>Привет</p><script>alert(1)</script><img src="https://x.by/a.png" onerror="alert(2)">';
const newPage = (slug: string, extra: Record<string, unknown> = {}) => ({
  title: 'Акции месяца',
  slug,
  content: '<h2>Скидки</h2><p>Текст</p>',
  seo_title: 'Акции — Витрина',
  ...extra,
});

describe('console pages: access', () => {
  it('a guest gets 401 and a buyer 403 on every content call', async () => {
    const calls: [keyof ConsoleClient, string][] = [
      ['get', '/api/manager/content/pages/'],
      ['get', '/api/manager/content/pages/1/'],
      ['post', '/api/manager/content/pages/'],
      ['put', '/api/manager/content/pages/1/'],
      ['del', '/api/manager/content/pages/1/'],
      ['post', '/api/manager/content/preview/'],
      ['get', '/api/manager/content/navigation/'],
      ['post', '/api/manager/content/navigation/'],
      ['put', '/api/manager/content/navigation/1/'],
      ['del', '/api/manager/content/navigation/1/'],
      ['post', '/api/manager/content/navigation/order/'],
      ['get', '/api/manager/content/forms/'],
      ['put', '/api/manager/content/forms/1/'],
    ];
    for (const [verb, path] of calls) {
      expect((await guest[verb](path)).status, `${verb} ${path}`).toBe(401);
      expect((await buyer[verb](path)).status, `${verb} ${path}`).toBe(403);
    }
  });
});

describe('console pages', () => {
  it('creates a page: the public API serves it, the script and the handler are gone', async () => {
    dropped.length = 0;
    const res = await manager.post<PageBody>(
      '/api/manager/content/pages/',
      newPage('akcii', { content: XSS }),
    );
    expect(res.status).toBe(201);
    expect(res.body.version).toBe(1);
    const pub = await guest.get<PageBody>('/api/pages/akcii/extended/');
    expect(pub.status).toBe(200);
    expect(pub.body.content).toContain('<p>Привет</p>');
    expect(pub.body.content).not.toMatch(/<script|alert\(1\)|onerror/i);
    expect(pub.body.content).toContain('<img src="https://x.by/a.png"');
    expect(dropped.flat()).toEqual(expect.arrayContaining(['content', 'page:akcii']));
    const audit = await lastAudit(api, 'page', res.body.id);
    expect(audit?.action).toBe('create');
    expect(audit?.before).toBeNull();
    expect(audit?.after).toMatchObject({ slug: 'akcii', title: 'Акции месяца' });
  });

  it('previews the HTML as a visitor would get it', async () => {
    const res = await manager.post<{ content: string }>('/api/manager/content/preview/', {
      content: XSS,
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toBe('<p>Привет</p><img src="https://x.by/a.png" />');
  });

  it('refuses a bad or taken slug and an empty title, in Russian', async () => {
    const bad = await manager.post(
      '/api/manager/content/pages/',
      newPage('Акции 2026', { title: ' ' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.slug).toEqual([expect.stringContaining('латинские строчные буквы')]);
    expect(bad.body.title).toEqual(['Укажите заголовок']);
    await manager.post('/api/manager/content/pages/', newPage('zanyato'));
    const taken = await manager.post('/api/manager/content/pages/', newPage('zanyato'));
    expect(taken.status).toBe(400);
    expect(taken.body.slug).toEqual(['Страница с таким адресом уже есть']);
  });

  it('saves with the version it loaded; the later of two saves gets 409', async () => {
    const created = await manager.post<PageBody>(
      '/api/manager/content/pages/',
      newPage('dva-menedzhera'),
    );
    const other = await consoleClient(api, 'admin@vitrina.by');
    const path = `/api/manager/content/pages/${created.body.id}/`;
    const first = await other.put<PageBody>(
      path,
      newPage('dva-menedzhera', { title: 'Первый', version: 1 }),
    );
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);
    const second = await manager.put(
      path,
      newPage('dva-menedzhera', { title: 'Второй', version: 1 }),
    );
    expect(second.status).toBe(409);
    expect(second.body.detail).toBe('Изменено другим пользователем — обновите страницу');
    expect((await manager.get<PageBody>(path)).body.title).toBe('Первый');
    const audit = await lastAudit(api, 'page', created.body.id);
    expect(audit).toMatchObject({
      action: 'update',
      before: { title: 'Акции месяца' },
      after: { title: 'Первый' },
    });
  });

  it('sanitises an update too', async () => {
    const created = await manager.post<PageBody>(
      '/api/manager/content/pages/',
      newPage('obnovlenie'),
    );
    const res = await manager.put<PageBody>(
      `/api/manager/content/pages/${created.body.id}/`,
      newPage('obnovlenie', {
        content: '<p onclick="x()">Да</p><iframe src="https://e.vil"></iframe>',
        version: 1,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.content).toBe('<p>Да</p>');
  });

  it('refuses a page inside itself, directly or through a child', async () => {
    const a = await manager.post<PageBody>('/api/manager/content/pages/', newPage('roditel'));
    const b = await manager.post<PageBody>(
      '/api/manager/content/pages/',
      newPage('rebenok', { parent_id: a.body.id }),
    );
    expect(b.status).toBe(201);
    const loop = await manager.put(`/api/manager/content/pages/${a.body.id}/`, {
      ...newPage('roditel', { parent_id: b.body.id }),
      version: 1,
    });
    expect(loop.status).toBe(400);
    expect(loop.body.parent_id).toEqual(['Страница не может быть вложена в себя']);
    const refused = await manager.del(`/api/manager/content/pages/${a.body.id}/`);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('У страницы есть вложенные страницы: сначала удалите их.');
  });

  it('lists and finds pages', async () => {
    const res = await manager.get<{ count: number; results: PageBody[] }>(
      '/api/manager/content/pages/?search=obnovlenie',
    );
    expect(res.status).toBe(200);
    expect(res.body.results.map((p) => p.slug)).toEqual(['obnovlenie']);
  });

  it('refuses to delete a page the menu points at, deletes it once the item is gone', async () => {
    const page = await manager.post<PageBody>('/api/manager/content/pages/', newPage('v-menyu'));
    const item = await manager.post<NavItem>('/api/manager/content/navigation/', {
      type: 'page',
      title: 'В меню',
      slug: 'v-menyu',
    });
    expect(item.status).toBe(201);
    const refused = await manager.del(`/api/manager/content/pages/${page.body.id}/`);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(
      'Страница есть в меню («В меню»): сначала уберите её из меню.',
    );
    expect((await manager.del(`/api/manager/content/navigation/${item.body.id}/`)).status).toBe(
      200,
    );
    expect((await manager.del(`/api/manager/content/pages/${page.body.id}/`)).status).toBe(200);
    expect((await guest.get('/api/pages/v-menyu/extended/')).status).toBe(404);
    expect((await lastAudit(api, 'page', page.body.id))?.action).toBe('delete');
  });
});
