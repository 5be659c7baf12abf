import { and, desc, eq } from 'drizzle-orm';
import { DEMO_ADMIN, DEMO_MANAGER } from '@/demo/people';
import { auditLog, mailOutbox } from '@/server/db/schema/content';
import { users } from '@/server/db/schema/users';
import { startTestServer, type TestServer } from '../support/test-server';
import { sessionFor } from './cart-helpers';
import { call, consoleCallers, type ConsoleCallers } from './console-support';

interface Member {
  id: number;
  email: string;
  role: string;
  status: string;
  is_self: boolean;
}

let api: TestServer;
let who: ConsoleCallers;
beforeAll(async () => {
  api = await startTestServer({ products: 0 });
  who = await consoleCallers(api);
});
afterAll(() => api.close());

const entries = (id: number) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, 'staff'), eq(auditLog.objectId, String(id))))
    .orderBy(desc(auditLog.id));

let counter = 0;
async function create(role: 'manager' | 'admin' = 'manager') {
  const email = `staff${++counter}@vitrina.by`;
  const res = await call<Member>(api, who.admin, 'POST', '/api/manager/staff/', {
    email,
    first_name: 'Анна',
    last_name: 'Сотрудникова',
    role,
  });
  expect(res.status).toBe(201);
  return res.body;
}

describe('staff accounts', () => {
  it('lists managers and admins only, the admin’s own row marked', async () => {
    const res = await call<{ results: Member[] }>(api, who.admin, 'GET', '/api/manager/staff/');
    expect(res.status).toBe(200);
    const emails = res.body.results.map((m) => m.email);
    expect(emails).toEqual(expect.arrayContaining([DEMO_ADMIN.email, DEMO_MANAGER.email]));
    expect(emails).not.toContain('buyer@vitrina.by');
    expect(emails).not.toContain('1c@vitrina.by');
    expect(res.body.results.find((m) => m.is_self)?.email).toBe(DEMO_ADMIN.email);
  });

  it('is for admins only: guest 401, buyer and manager 403', async () => {
    expect((await call(api, null, 'GET', '/api/manager/staff/')).status).toBe(401);
    expect((await call(api, who.buyer, 'GET', '/api/manager/staff/')).status).toBe(403);
    expect((await call(api, who.manager, 'GET', '/api/manager/staff/')).status).toBe(403);
    const made = await call(api, who.manager, 'POST', '/api/manager/staff/', {
      email: 'sneaky@vitrina.by',
      first_name: 'Хитрый',
    });
    expect(made.status).toBe(403);
    const [row] = await api.db.select().from(users).where(eq(users.email, 'sneaky@vitrina.by'));
    expect(row).toBeUndefined();
  });

  it('creates a manager with an invitation letter, audited; the new manager can work', async () => {
    const m = await create();
    expect(m).toMatchObject({ role: 'manager', status: 'active', is_self: false });
    const [mail] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.to, m.email));
    expect(mail?.text).toMatch(/по коду/);
    const [entry] = await entries(m.id);
    expect(entry).toMatchObject({
      action: 'create',
      userEmail: DEMO_ADMIN.email,
      before: null,
      after: { email: m.email, role: 'manager', status: 'active' },
    });
    const session = await sessionFor(api, m.email);
    expect((await call(api, session, 'GET', '/api/manager/buyers/')).status).toBe(200);
  });

  it('refuses bad input and a taken e-mail under the fields', async () => {
    const bad = await call<Record<string, string[]>>(
      api,
      who.admin,
      'POST',
      '/api/manager/staff/',
      {
        email: 'не почта',
        first_name: '',
        role: 'owner',
      },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['email', 'first_name', 'role']);
    const taken = await call<Record<string, string[]>>(
      api,
      who.admin,
      'POST',
      '/api/manager/staff/',
      {
        email: 'BUYER@vitrina.by',
        first_name: 'Двойник',
      },
    );
    expect(taken.status).toBe(400);
    expect(taken.body.email?.[0]).toMatch(/уже есть/);
  });

  it('blocks (ending the sessions) and unblocks, audited', async () => {
    const m = await create();
    const session = await sessionFor(api, m.email);
    const res = await call<Member>(api, who.admin, 'POST', `/api/manager/staff/${m.id}/block/`);
    expect(res.body.status).toBe('blocked');
    expect((await call(api, session, 'GET', '/api/manager/buyers/')).status).toBe(401);
    const back = await call<Member>(api, who.admin, 'POST', `/api/manager/staff/${m.id}/unblock/`);
    expect(back.body.status).toBe('active');
    const [unblock, block] = await entries(m.id);
    expect(block).toMatchObject({
      action: 'block',
      before: { status: 'active' },
      after: { status: 'blocked' },
    });
    expect(unblock).toMatchObject({ action: 'unblock', before: { status: 'blocked' } });
  });

  it('promotes and demotes, audited; the new role applies at once', async () => {
    const m = await create();
    const session = await sessionFor(api, m.email);
    expect((await call(api, session, 'GET', '/api/manager/staff/')).status).toBe(403);
    const up = await call<Member>(api, who.admin, 'PATCH', `/api/manager/staff/${m.id}/role/`, {
      role: 'admin',
    });
    expect(up.body.role).toBe('admin');
    expect((await call(api, session, 'GET', '/api/manager/staff/')).status).toBe(200);
    const down = await call<Member>(api, who.admin, 'PATCH', `/api/manager/staff/${m.id}/role/`, {
      role: 'manager',
    });
    expect(down.body.role).toBe('manager');
    const [demote, promote] = await entries(m.id);
    expect(promote).toMatchObject({
      action: 'role',
      before: { role: 'manager' },
      after: { role: 'admin' },
    });
    expect(demote).toMatchObject({
      action: 'role',
      before: { role: 'admin' },
      after: { role: 'manager' },
    });
    const bad = await call(api, who.admin, 'PATCH', `/api/manager/staff/${m.id}/role/`, {
      role: 'customer',
    });
    expect(bad.status).toBe(400);
  });

  it('an admin cannot block or demote themself; the last active admin stays', async () => {
    const self = who.admin.userId;
    const block = await call<{ detail: string }>(
      api,
      who.admin,
      'POST',
      `/api/manager/staff/${self}/block/`,
    );
    expect(block.status).toBe(409);
    expect(block.body.detail).toMatch(/собственную/);
    const demote = await call(api, who.admin, 'PATCH', `/api/manager/staff/${self}/role/`, {
      role: 'manager',
    });
    expect(demote.status).toBe(409);
    // Two admins demoting each other at once: one wins, the other is refused (403 when it is
    // no longer an admin, 409 as the last active admin) — the shop keeps an active admin.
    const second = await create('admin');
    const secondSession = await sessionFor(api, second.email);
    const answers = await Promise.all([
      call(api, who.admin, 'PATCH', `/api/manager/staff/${second.id}/role/`, { role: 'manager' }),
      call(api, secondSession, 'PATCH', `/api/manager/staff/${self}/role/`, { role: 'manager' }),
    ]);
    expect(answers.map((a) => a.status).filter((s) => s === 200)).toHaveLength(1);
    expect(answers.some((a) => a.status === 403 || a.status === 409)).toBe(true);
    const admins = await api.db
      .select()
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
    expect(admins).toHaveLength(1);
  });
});
