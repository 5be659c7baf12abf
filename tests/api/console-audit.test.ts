import { eq } from 'drizzle-orm';
import { DEMO_ADMIN, DEMO_MANAGER } from '@/demo/people';
import { recordChange } from '@/server/audit/record-change';
import { auditLog } from '@/server/db/schema/content';
import { startTestServer, type TestServer } from '../support/test-server';
import { newBuyer } from './cart-helpers';
import { call, consoleCallers, type ConsoleCallers } from './console-support';

interface Entry {
  id: number;
  user_email: string;
  action: string;
  object_type: string;
  object_id: string;
  object_title: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
interface Log {
  count: number;
  next: string | null;
  results: Entry[];
}

let api: TestServer;
let who: ConsoleCallers;
let buyerId: number;
beforeAll(async () => {
  api = await startTestServer({ products: 0 });
  who = await consoleCallers(api);
  const b = await newBuyer(api, { organization: 'ООО «Журнал»' });
  buyerId = b.userId;
  await call(api, who.manager, 'POST', `/api/manager/buyers/${buyerId}/block/`);
  await call(api, who.admin, 'POST', `/api/manager/buyers/${buyerId}/unblock/`);
});
afterAll(() => api.close());

const log = (query = '', who_ = who.manager) =>
  call<Log>(api, who_, 'GET', `/api/manager/audit/${query}`);

describe('the audit log', () => {
  it('lists the changes newest first, with who, what and the values before and after', async () => {
    const res = await log();
    expect(res.status).toBe(200);
    const [unblock, block] = res.body.results;
    expect(unblock).toMatchObject({
      user_email: DEMO_ADMIN.email,
      action: 'unblock',
      object_type: 'buyer',
      object_id: String(buyerId),
      before: { status: 'blocked' },
      after: { status: 'active' },
    });
    expect(block).toMatchObject({ user_email: DEMO_MANAGER.email, action: 'block' });
    expect(block?.object_title).toContain('ООО «Журнал»');
  });

  it('filters by person, object type, object id and dates', async () => {
    expect((await log('?user=admin@')).body.results.map((e) => e.action)).toEqual(['unblock']);
    expect((await log('?object_type=staff')).body.count).toBe(0);
    expect((await log(`?object_type=buyer&object_id=${buyerId}`)).body.count).toBe(2);
    expect((await log('?object_id=999999')).body.count).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await log(`?date_from=${today}&date_to=${today}`)).body.count).toBe(2);
    expect((await log('?date_to=2020-01-01')).body.count).toBe(0);
    expect((await log('?date_from=2999-01-01')).body.count).toBe(0);
  });

  it('pages: 30 an entry page, with a link to the next', async () => {
    const [manager] = await api.db
      .select({ id: auditLog.userId })
      .from(auditLog)
      .where(eq(auditLog.userEmail, DEMO_MANAGER.email));
    for (let i = 0; i < 31; i++) {
      await recordChange(
        api.db,
        {
          id: manager?.id ?? 1,
          email: 'paging@vitrina.by',
          role: 'manager',
          status: 'active',
          firstName: null,
          lastName: null,
          patronymic: null,
          phone: null,
          organization: null,
          activeTradePointId: null,
        },
        {
          action: 'update',
          objectType: 'product',
          objectId: i,
          objectTitle: `Товар ${i}`,
          before: { price: '1.00' },
          after: { price: `${i + 2}.00` },
        },
      );
    }
    const first = await log('?user=paging');
    expect(first.body.count).toBe(31);
    expect(first.body.results).toHaveLength(30);
    expect(first.body.next).toContain('page=2');
    const second = await log('?user=paging&page=2');
    expect(second.body.results.map((e) => e.object_title)).toEqual(['Товар 0']);
  });

  it('refuses bad filters with Russian field messages', async () => {
    const res = await call<Record<string, string[]>>(
      api,
      who.manager,
      'GET',
      '/api/manager/audit/?date_from=вчера&object_type=DROP%20TABLE&page=-1',
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(['date_from', 'object_type', 'page']);
    expect(res.body.date_from?.[0]).toMatch(/ГГГГ-ММ-ДД/);
    const backwards = await call<Record<string, string[]>>(
      api,
      who.manager,
      'GET',
      '/api/manager/audit/?date_from=2026-02-01&date_to=2026-01-01',
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.date_to?.[0]).toMatch(/раньше/);
  });

  it('is closed to guests (401) and buyers (403)', async () => {
    expect((await call(api, null, 'GET', '/api/manager/audit/')).status).toBe(401);
    expect((await call(api, who.buyer, 'GET', '/api/manager/audit/')).status).toBe(403);
  });
});
