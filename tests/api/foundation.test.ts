import { SITE_CONFIG_KEYS } from '@/lib/constants';
import { signToken } from '@/server/auth/tokens';
import { jsonInit, startTestServer, type TestServer } from '../support/test-server';

/** Every method and path of spec §7, written as the spec writes them. */
const SPEC_CALLS = [
  'GET /api/cart/info/',
  'GET /api/cart/list/',
  'POST /api/cart/add/',
  'POST /api/cart/update/',
  'POST /api/cart/remove/',
  'POST /api/cart/clear/',
  'POST /api/cart/recipient/',
  'POST /api/cart/delivery/',
  'POST /api/cart/payment/',
  'POST /api/cart/trade_point/{id}/',
  'GET /api/categories/tree/',
  'GET /api/categories/tree/{id}',
  'GET /api/category/',
  'GET /api/category/{slug}',
  'GET /api/price_list/documents/',
  'GET /api/configs/',
  'GET /api/menus/',
  'GET /api/favourites/',
  'POST /api/favourites/',
  'DELETE /api/favourites/{id}/',
  'POST /api/auth/send_code/email/',
  'POST /api/auth/restore/',
  'POST /api/auth/token/email/',
  'POST /api/auth/token/',
  'POST /api/auth/token/refresh/',
  'POST /api/auth/logout/',
  'POST /api/accounts/registration/',
  'PATCH /api/accounts/set-password/change/',
  'GET /api/user/personal/',
  'PATCH /api/user/personal/',
  'GET /api/user/personal/addresses/',
  'GET /api/user/personal/orders/',
  'GET /api/modal-search/',
  'GET /api/order/',
  'GET /api/order-confirm/{id}/',
  'POST /api/order/cart/make/',
  'POST /api/order/make/',
  'GET /api/pages/{slug}/extended/',
  'GET /api/pages/',
  'GET /api/products/model/{id}/',
  'GET /api/product/{slug}/',
  'GET /api/product/images/{id}/',
  'GET /api/feedback/{id}/',
  'GET /api/feedback/sidebar_form/',
  'POST /api/feedback/{key}/process/',
  'GET /api/delivery/list',
  'GET /api/trade_points/',
  'GET /api/dd_party/{text}/',
];
const withSlash = (p: string) => (p.endsWith('/') ? p : `${p}/`);

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer({ products: 60 });
});
afterAll(() => api.close());

describe('system', () => {
  it('reports the database in /api/health/', async () => {
    const res = await api.request<{ status: string; database: { ok: boolean; driver: string } }>(
      '/api/health/',
    );
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.database.ok).toBe(true);
    expect(res.body.database.driver).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('says 503 in /api/health/ when the database is down', async () => {
    const down = await startTestServer({
      deps: {
        database: () =>
          Promise.reject(
            Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
          ),
      },
    });
    try {
      const health = await down.request<{ status: string; database: { ok: boolean } }>(
        '/api/health/',
      );
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ status: 'error', database: { ok: false } });
      const configs = await down.request<{ detail: string }>('/api/configs/');
      expect(configs.status).toBe(503);
      expect(configs.body.detail).toMatch(/временно недоступен/);
    } finally {
      await down.close();
    }
  });

  it('lists every §7 call in /api/openapi.json and serves a reference page', async () => {
    const doc = await api.request<{ paths: Record<string, Record<string, unknown>> }>(
      '/api/openapi.json',
    );
    expect(doc.status).toBe(200);
    const listed = new Set(
      Object.entries(doc.body.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    for (const call of SPEC_CALLS) {
      const [method, path] = call.split(' ') as [string, string];
      expect(listed, call).toContain(`${method} ${withSlash(path)}`);
    }
    const page = await api.request<string>('/api/docs/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('/api/cart/trade_point/{id}/');
  });
});

describe('contract answers', () => {
  it('gives every config key of §3 from /api/configs/', async () => {
    const res = await api.request<{ name: string; value: string }[]>('/api/configs/');
    expect(res.status).toBe(200);
    expect(res.body.map((c) => c.name).sort()).toEqual([...SITE_CONFIG_KEYS].sort());
  });

  it('gives navigation entries of both kinds from /api/menus/', async () => {
    const res = await api.request<{ nav: { type: string; slug: string }[] }>('/api/menus/');
    expect(res.status).toBe(200);
    expect(new Set(res.body.nav.map((n) => n.type))).toEqual(new Set(['page', 'direct_link']));
  });

  it('gives a three-level category tree, with or without the trailing slash', async () => {
    for (const path of ['/api/categories/tree/', '/api/categories/tree']) {
      const res =
        await api.request<
          { full_slug: string; children: { children: { full_slug: string }[] }[] }[]
        >(path);
      expect(res.status).toBe(200);
      const leaf = res.body[0]?.children[0]?.children[0];
      expect(leaf?.full_slug.split('/')).toHaveLength(3);
    }
  });
});

describe('bad input', () => {
  it('answers an unknown path with 404 and a Russian detail', async () => {
    const res = await api.request<{ detail: string }>('/api/no-such-thing/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Не найдено.' });
  });

  it('refuses a body that is not JSON', async () => {
    const res = await api.request<{ detail: string }>(
      '/api/auth/send_code/email/',
      jsonInit('POST', '{"email": '),
    );
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Некорректный JSON в теле запроса.');
  });

  it('refuses a body of another content type', async () => {
    const res = await api.request('/api/auth/send_code/email/', {
      method: 'POST',
      body: 'email=a@b.by',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
  });

  it('gives field errors in the DRF shape for a missing or mistyped field', async () => {
    const missing = await api.request<Record<string, string[]>>(
      '/api/auth/send_code/email/',
      jsonInit('POST', {}),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.email?.[0]).toBe('Пожалуйста, введите корректный адрес электронной почты');
    const typed = await api.request<Record<string, string[]>>(
      '/api/auth/token/email/',
      jsonInit('POST', { email: 'a@b.by', code: 12345678 }),
    );
    expect(typed.status).toBe(400);
    expect(typed.body.code?.[0]).toMatch(/[а-я]/i);
  });

  it('refuses bad query values with 400 before anything else', async () => {
    const res = await api.request<Record<string, string[]>>('/api/categories/tree/?lang=en');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['lang']);
  });

  it('asks for credentials on personal calls, and refuses a forged token', async () => {
    const anonymous = await api.request<{ detail: string }>('/api/cart/info/');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.detail).toBe('Учётные данные не были предоставлены.');
    const forged = await signToken({
      secret: 'another-secret-another-secret-123',
      userId: 1,
      role: 'customer',
      type: 'access',
      jti: 'x',
    });
    const res = await api.request<{ detail: string }>('/api/cart/info/', {
      headers: { Authorization: `Bearer ${forged}` },
    });
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe('Токен недействителен или просрочен.');
  });
});
