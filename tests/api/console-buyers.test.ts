import { and, desc, eq } from 'drizzle-orm';
import { DEMO_BUYER, DEMO_WHOLESALE_BUYER } from '@/demo/people';
import { auditLog, mailOutbox } from '@/server/db/schema/content';
import { priceTypes } from '@/server/db/schema/exchange';
import { users } from '@/server/db/schema/users';
import { startTestServer, type TestServer } from '../support/test-server';
import { lastCode, post } from './auth-support';
import { newBuyer } from './cart-helpers';
import type { Buyer, Buyers } from './console-buyers-answers';
import { call, consoleCallers, type ConsoleCallers } from './console-support';

let api: TestServer;
let who: ConsoleCallers;
beforeAll(async () => {
  api = await startTestServer({ products: 5 });
  who = await consoleCallers(api);
});
afterAll(() => api.close());

const lastEntry = async (objectId: number) => {
  const [row] = await api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, 'buyer'), eq(auditLog.objectId, String(objectId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
};

describe('the buyers list', () => {
  it('lists only buyers, searchable by e-mail, organisation, УНП and name', async () => {
    const all = await call<Buyers>(api, who.manager, 'GET', '/api/manager/buyers/');
    expect(all.status).toBe(200);
    const emails = all.body.results.map((r) => r.email);
    expect(emails).toContain(DEMO_BUYER.email);
    expect(emails).not.toContain('manager@vitrina.by');
    expect(emails).not.toContain('admin@vitrina.by');

    const byUnp = await call<Buyers>(
      api,
      who.manager,
      'GET',
      `/api/manager/buyers/?q=${DEMO_WHOLESALE_BUYER.unp}`,
    );
    expect(byUnp.body.results.map((r) => r.email)).toEqual([DEMO_WHOLESALE_BUYER.email]);
    expect(byUnp.body.results[0]?.price_type).toBe('Крупный опт');

    const byOrg = await call<Buyers>(api, who.manager, 'GET', '/api/manager/buyers/?q=БелСтрой');
    expect(byOrg.body.results.map((r) => r.email)).toEqual([DEMO_WHOLESALE_BUYER.email]);

    const named = await newBuyer(api, { organization: 'ООО «Ищейка»' });
    const byName = await call<Buyers>(
      api,
      who.manager,
      'GET',
      `/api/manager/buyers/?q=${encodeURIComponent('Тестов Пётр')}`,
    );
    expect(byName.body.results.map((r) => r.email)).toContain(named.email);
    // A LIKE pattern's own characters are taken literally.
    const percent = await call<Buyers>(api, who.manager, 'GET', '/api/manager/buyers/?q=%25');
    expect(percent.body.count).toBe(0);
  });

  it('filters by status and pages', async () => {
    const pending = await newBuyer(api, { status: 'pending' });
    const res = await call<Buyers>(api, who.manager, 'GET', '/api/manager/buyers/?status=pending');
    expect(res.body.results.every((r) => r.status === 'pending')).toBe(true);
    expect(res.body.results.map((r) => r.id)).toContain(pending.userId);
    const far = await call<Buyers>(api, who.manager, 'GET', '/api/manager/buyers/?page=50');
    expect(far.status).toBe(200);
    expect(far.body.results).toEqual([]);
  });

  it('refuses bad filters in Russian', async () => {
    const res = await call<Record<string, string[]>>(
      api,
      who.manager,
      'GET',
      '/api/manager/buyers/?status=gone&page=0',
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(['page', 'status']);
    expect(res.body.page?.[0]).toMatch(/страницы/);
  });

  it('shows a buyer with trade points and orders; a non-buyer is 404', async () => {
    const b = await newBuyer(api, { points: 2 });
    const res = await call<Buyer>(api, who.manager, 'GET', `/api/manager/buyers/${b.userId}/`);
    expect(res.status).toBe(200);
    expect(res.body.trade_points.map((p) => p.title)).toEqual(['Точка 1', 'Точка 2']);
    expect(res.body.recent_orders).toEqual([]);
    expect(res.body.price_type_id).toBeNull();
    const managerId = who.manager.userId;
    const staff = await call(api, who.manager, 'GET', `/api/manager/buyers/${managerId}/`);
    expect(staff.status).toBe(404);
  });

  it('is closed to guests (401) and buyers (403)', async () => {
    expect((await call(api, null, 'GET', '/api/manager/buyers/')).status).toBe(401);
    expect((await call(api, who.buyer, 'GET', '/api/manager/buyers/')).status).toBe(403);
    const block = `/api/manager/buyers/${who.buyer.userId}/block/`;
    expect((await call(api, who.buyer, 'POST', block)).status).toBe(403);
    const [row] = await api.db.select().from(users).where(eq(users.id, who.buyer.userId));
    expect(row?.status).toBe('active');
  });
});

describe('actions on a buyer', () => {
  it('blocking ends the sessions at once, is audited, and unblocking restores the account', async () => {
    const b = await newBuyer(api);
    expect((await call(api, b, 'GET', '/api/user/personal/')).status).toBe(200);
    const res = await call<Buyer>(
      api,
      who.manager,
      'POST',
      `/api/manager/buyers/${b.userId}/block/`,
    );
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('blocked');
    // The same access token, still unexpired, no longer works.
    expect((await call(api, b, 'GET', '/api/user/personal/')).status).toBe(401);
    const entry = await lastEntry(b.userId);
    expect(entry).toMatchObject({
      action: 'block',
      userEmail: 'manager@vitrina.by',
      before: { status: 'active' },
      after: { status: 'blocked' },
    });
    const again = await call(api, who.manager, 'POST', `/api/manager/buyers/${b.userId}/block/`);
    expect(again.status).toBe(409);

    const back = await call<Buyer>(
      api,
      who.manager,
      'POST',
      `/api/manager/buyers/${b.userId}/unblock/`,
    );
    expect(back.body.status).toBe('active');
    expect(await lastEntry(b.userId)).toMatchObject({
      action: 'unblock',
      before: { status: 'blocked' },
      after: { status: 'active' },
    });
  });

  it('two managers blocking at once: one change, one 409, one audit entry', async () => {
    const b = await newBuyer(api);
    const path = `/api/manager/buyers/${b.userId}/block/`;
    const answers = await Promise.all([
      call(api, who.manager, 'POST', path),
      call(api, who.admin, 'POST', path),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const rows = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'buyer'), eq(auditLog.objectId, String(b.userId))));
    expect(rows).toHaveLength(1);
  });

  it('activates a pending buyer with a letter; an active one is 409', async () => {
    const b = await newBuyer(api, { status: 'pending' });
    const res = await call<Buyer>(
      api,
      who.manager,
      'POST',
      `/api/manager/buyers/${b.userId}/activate/`,
    );
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('active');
    const [mail] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.to, b.email));
    expect(mail?.subject).toMatch(/активирована/);
    expect(await lastEntry(b.userId)).toMatchObject({
      action: 'activate',
      before: { status: 'pending' },
      after: { status: 'active' },
    });
    const twice = await call(api, who.manager, 'POST', `/api/manager/buyers/${b.userId}/activate/`);
    expect(twice.status).toBe(409);
  });

  it('changes the price type through pricing’s call, audited by name', async () => {
    const b = await newBuyer(api);
    const [type] = await api.db.select().from(priceTypes).where(eq(priceTypes.name, 'Мелкий опт'));
    const res = await call(
      api,
      who.manager,
      'PATCH',
      `/api/manager/buyers/${b.userId}/price-type/`,
      {
        price_type_id: type?.id,
      },
    );
    expect(res.status).toBe(200);
    const entry = await lastEntry(b.userId);
    expect(entry?.action).toBe('price_type');
    expect(String(entry?.before?.price_type)).toMatch(/базовый/);
    expect(entry?.after).toEqual({ price_type: 'Мелкий опт' });
    const shown = await call<Buyer>(api, who.manager, 'GET', `/api/manager/buyers/${b.userId}/`);
    expect(shown.body.price_type).toBe('Мелкий опт');
    const bad = await call<Record<string, string[]>>(
      api,
      who.manager,
      'PATCH',
      `/api/manager/buyers/${b.userId}/price-type/`,
      { price_type_id: 'дорого' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.price_type_id?.[0]).toBeTruthy();
  });

  it('mails a restore code that signs the buyer in; audited; a second click waits', async () => {
    const b = await newBuyer(api);
    const res = await call<{ detail: string }>(
      api,
      who.manager,
      'POST',
      `/api/manager/buyers/${b.userId}/password-reset/`,
    );
    expect(res.status).toBe(200);
    expect(res.body.detail).toContain(b.email);
    const code = await lastCode(api, b.email);
    const signIn = await api.request('/api/auth/token/email/', post({ email: b.email, code }));
    expect(signIn.status).toBe(200);
    expect(await lastEntry(b.userId)).toMatchObject({
      action: 'password_reset',
      before: null,
      after: { mail_sent_to: b.email },
    });
    const again = await call(
      api,
      who.manager,
      'POST',
      `/api/manager/buyers/${b.userId}/password-reset/`,
    );
    expect(again.status).toBe(429);
  });
});
