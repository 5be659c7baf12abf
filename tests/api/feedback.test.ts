import { desc, eq } from 'drizzle-orm';
import {
  FEEDBACK_RATE_LIMIT,
  TEXT_INVALID_PHONE,
  TEXT_REQUEST_FORM_NOT_FOUND,
  TEXT_REQUEST_NAME_CYRILLIC,
  TEXT_REQUEST_NAME_REQUIRED,
  TEXT_REQUEST_TOO_MANY,
} from '@/lib/constants';
import { mailOutbox, requestForms, requestSubmissions } from '@/server/db/schema/content';
import { users } from '@/server/db/schema/users';
import { REQUEST_FORMS } from '@/demo/site-content';
import { jsonInit, startTestServer, type TestServer } from '../support/test-server';

interface Form {
  id: number;
  key: string;
  title: string;
  fields: { name: string; label: string; kind: string; required: boolean }[];
}

let api: TestServer;
let ipCounter = 0;
/** Every test sends from its own address, so the flood limit of one never touches another. */
const freshIp = () => `198.51.100.${++ipCounter}`;
const submit = (body: unknown, ip: string, key = 'sidebar_form') =>
  api.request<Record<string, string[] | string>>(
    `/api/feedback/${key}/process/`,
    jsonInit('POST', body, { 'X-Forwarded-For': ip }),
  );

const valid = {
  name: 'Анна Петрова',
  phone: '+375291234567',
  comment: 'Нужен счёт на кирпич М-150, 2 поддона',
};

beforeAll(async () => {
  api = await startTestServer({ products: 20 });
});
afterAll(() => api.close());

describe('request forms', () => {
  it('gives the sidebar form with its server title and fields, with or without the slash', async () => {
    const seeded = REQUEST_FORMS.find((f) => f.key === 'sidebar_form');
    for (const path of ['/api/feedback/sidebar_form/', '/api/feedback/sidebar_form']) {
      const res = await api.request<Form>(path);
      expect(res.status).toBe(200);
      expect(res.body.key).toBe('sidebar_form');
      expect(res.body.title).toBe(seeded?.title);
      expect(res.body.fields.map((f) => [f.name, f.kind, f.required])).toEqual([
        ['name', 'CharField', true],
        ['phone', 'CharField', true],
        ['comment', 'CharField', false],
      ]);
    }
  });

  it('gives a form by its key or by its numeric id', async () => {
    const byKey = await api.request<Form>('/api/feedback/callback/');
    expect(byKey.status).toBe(200);
    expect(byKey.body.title).toBe('Заказать обратный звонок');
    const byId = await api.request<Form>(`/api/feedback/${byKey.body.id}/`);
    expect(byId.status).toBe(200);
    expect(byId.body.key).toBe('callback');
  });

  it('answers an unknown form with 404 and a malformed key with 400, in Russian', async () => {
    const missing = await api.request<{ detail: string }>('/api/feedback/no-such-form/');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: TEXT_REQUEST_FORM_NOT_FOUND });
    const bad = await api.request<Record<string, string[]>>('/api/feedback/DROP%20TABLE/');
    expect(bad.status).toBe(400);
    expect(bad.body.id?.[0]).toBe('Некорректный ключ формы');
  });

  it('answers 404 on the sidebar path when no sidebar form exists', async () => {
    const empty = await startTestServer();
    try {
      const res = await empty.request<{ detail: string }>('/api/feedback/sidebar_form/');
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe(TEXT_REQUEST_FORM_NOT_FOUND);
    } finally {
      await empty.close();
    }
  });
});

describe('request submission', () => {
  it('stores the request with the sender address and mails every active manager and admin only', async () => {
    // A blocked and a pending manager must not receive customer requests; the shop's admin
    // (issue #14: the owner, who may also run the shop alone) does.
    await api.db.insert(users).values([
      { email: 'blocked.manager@vitrina.by', role: 'manager', status: 'blocked' },
      { email: 'new.manager@vitrina.by', role: 'manager', status: 'pending' },
      { email: 'second.manager@vitrina.by', role: 'manager', status: 'active' },
    ]);
    const ip = freshIp();
    const res = await submit(valid, ip);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ detail: 'Заявка принята.' });

    const [form] = await api.db
      .select({ id: requestForms.id })
      .from(requestForms)
      .where(eq(requestForms.key, 'sidebar_form'));
    const [stored] = await api.db
      .select()
      .from(requestSubmissions)
      .orderBy(desc(requestSubmissions.id))
      .limit(1);
    expect(stored).toMatchObject({
      formId: form?.id,
      name: valid.name,
      phone: valid.phone,
      comment: valid.comment,
      ip,
    });

    const mails = await api.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Новая заявка: ${valid.name}, ${valid.phone}`));
    expect(mails.map((m) => m.to).sort()).toEqual([
      'admin@vitrina.by',
      'manager@vitrina.by',
      'second.manager@vitrina.by',
    ]);
    expect(mails[0]?.text).toContain(valid.comment);
    expect(mails[0]?.text).toContain('Оставьте заявку');
  });

  it('accepts a request without a comment and stores an empty one', async () => {
    const res = await submit({ name: 'Пётр', phone: '+375447654321' }, freshIp());
    expect(res.status).toBe(201);
    const [stored] = await api.db
      .select()
      .from(requestSubmissions)
      .orderBy(desc(requestSubmissions.id))
      .limit(1);
    expect(stored).toMatchObject({ name: 'Пётр', comment: '' });
  });

  it('accepts Cyrillic names with Belarusian letters, hyphens and apostrophes', async () => {
    const ip = freshIp();
    for (const name of [
      'М\u0456хась \u040eладз\u0456м\u0456рав\u0456ч',
      'Анна-Мария',
      "Вераб'ёў",
    ]) {
      const res = await submit({ ...valid, name }, ip);
      expect(res.status, name).toBe(201);
    }
  });

  it.each(['John', 'Ivan Петров', 'Иван1', 'Анна!', '---', 'Ｉван'])(
    'refuses the name %s with a Russian field message',
    async (name) => {
      const res = await submit({ ...valid, name }, freshIp());
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ name: [TEXT_REQUEST_NAME_CYRILLIC] });
    },
  );

  it('refuses a missing or blank name as required', async () => {
    for (const name of [undefined, '   ']) {
      const res = await submit({ ...valid, name }, freshIp());
      expect(res.status).toBe(400);
      expect(res.body.name).toEqual([TEXT_REQUEST_NAME_REQUIRED]);
    }
  });

  it.each([
    ['+375 29 1234567', 'spaces'],
    ['+375301234567', 'an unknown operator'],
    ['+3752912345678', 'eight digits'],
    ['+37529', 'no number'],
    ['+79161234567', 'another country'],
    ['80291234567', 'no country code'],
  ])('refuses the phone %s (%s) with a Russian field message', async (phone) => {
    const res = await submit({ ...valid, phone }, freshIp());
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ phone: [TEXT_INVALID_PHONE] });
  });

  it('reports every bad field at once and stores nothing', async () => {
    const before = await api.db.$count(requestSubmissions);
    const res = await submit({ name: 'Bob', phone: '12345', comment: 'x'.repeat(2001) }, freshIp());
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(['comment', 'name', 'phone']);
    expect(await api.db.$count(requestSubmissions)).toBe(before);
  });

  it('answers 404 for a form that does not exist and stores nothing', async () => {
    const before = await api.db.$count(requestSubmissions);
    const res = await submit(valid, freshIp(), 'no-such-form');
    expect(res.status).toBe(404);
    expect(await api.db.$count(requestSubmissions)).toBe(before);
  });

  it('stops one address from flooding the form with 429, while others still get through', async () => {
    const ip = freshIp();
    for (let i = 0; i < FEEDBACK_RATE_LIMIT.limit; i++) {
      expect((await submit(valid, ip)).status).toBe(201);
    }
    const before = await api.db.$count(requestSubmissions);
    const refused = await submit(valid, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: TEXT_REQUEST_TOO_MANY });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(FEEDBACK_RATE_LIMIT.windowS);
    expect(await api.db.$count(requestSubmissions)).toBe(before);

    expect((await submit(valid, freshIp())).status).toBe(201);
  });
});
