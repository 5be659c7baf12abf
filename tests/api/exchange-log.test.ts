import type { ExchangeLog } from '@/lib/api/contract/exchange';
import { exchangeSessions } from '@/server/db/schema/exchange';
import { startTestServer, type TestServer } from '../support/test-server';
import { client, newBuyer, sessionFor } from './cart-helpers';

/** Issue #12: the manager's log of exchanges with 1C. */

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer({ products: 0 });
});
afterAll(() => api.close());

const at = (iso: string) => new Date(iso);
const manager = async () => client(api, await sessionFor(api, 'manager@vitrina.by'));

describe('GET /api/manager/exchange/', () => {
  it('is for managers only: a guest gets 401, a buyer 403', async () => {
    const guest = await api.request<{ detail: string }>('/api/manager/exchange/');
    expect(guest.status).toBe(401);
    const buyer = client(api, await newBuyer(api));
    const res = await buyer.get<{ detail: string }>('/api/manager/exchange/');
    expect(res.status).toBe(403);
    expect(res.body.detail).toMatch(/недостаточно прав/);
  });

  it('answers an empty page before any exchange', async () => {
    const res = await (await manager()).get<ExchangeLog>('/api/manager/exchange/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
      last_error: null,
      last_catalog_success: null,
      last_sale_success: null,
    });
  });

  it('lists sessions newest first with their files, counts and the latest results', async () => {
    const far = at('2099-01-01T00:00:00Z');
    await api.db.insert(exchangeSessions).values([
      {
        kind: 'catalog',
        tokenHash: 'h1',
        startedAt: at('2026-11-20T08:00:00Z'),
        expiresAt: far,
        finishedAt: at('2026-11-20T08:01:15Z'),
        status: 'success',
        files: [
          { name: 'import.xml', size: 20480 },
          { name: 'offers.xml', size: 512 },
        ],
        stats: {
          'import.xml': {
            productsCreated: 5,
            productsUpdated: 100,
            productsHidden: 2,
            warnings: [],
          },
          'offers.xml': { offersUpdated: 20, offersSkipped: 1 },
        },
      },
      {
        kind: 'sale',
        tokenHash: 'h2',
        startedAt: at('2026-11-21T09:00:00Z'),
        expiresAt: far,
        finishedAt: at('2026-11-21T09:00:03Z'),
        status: 'success',
        // As the protocol logs it: each file's result under its name.
        stats: { 'orders.xml': { updated: 4 } },
      },
      {
        kind: 'catalog',
        tokenHash: 'h3',
        startedAt: at('2026-11-22T10:00:00Z'),
        expiresAt: far,
        finishedAt: at('2026-11-22T10:00:10Z'),
        status: 'failure',
        files: [{ name: 'import.xml', size: 100 }],
        error: 'Нет элемента «Каталог» (строка 3).',
      },
      {
        // Left open by 1C long ago: the log shows it broke off.
        kind: 'catalog',
        tokenHash: 'h4',
        startedAt: at('2026-11-23T11:00:00Z'),
        expiresAt: at('2026-11-23T12:00:00Z'),
        status: 'open',
      },
    ]);

    const res = await (await manager()).get<ExchangeLog>('/api/manager/exchange/?pageSize=3');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(4);
    expect(res.body.next).toBe('/api/manager/exchange/?page=2&pageSize=3');
    expect(res.body.previous).toBeNull();
    expect(res.body.results.map((s) => [s.kind, s.status])).toEqual([
      ['catalog', 'failure'],
      ['catalog', 'failure'],
      ['sale', 'success'],
    ]);
    expect(res.body.results[0]).toMatchObject({
      finished_at: null,
      duration_s: null,
      error: 'Обмен прерван: 1С не завершила сеанс.',
    });
    expect(res.body.last_error?.started_at).toBe('2026-11-23T11:00:00.000Z');
    expect(res.body.last_sale_success).toMatchObject({
      duration_s: 3,
      stats: { added: null, updated: 4, hidden: null },
    });
    expect(res.body.last_catalog_success).toMatchObject({
      started_at: '2026-11-20T08:00:00.000Z',
      duration_s: 75,
      files: [
        { name: 'import.xml', size: 20480 },
        { name: 'offers.xml', size: 512 },
      ],
      stats: { added: 5, updated: 120, hidden: 2 },
      error: null,
    });

    const second = await (
      await manager()
    ).get<ExchangeLog>('/api/manager/exchange/?page=2&pageSize=3');
    expect(second.body.results.map((s) => s.started_at)).toEqual(['2026-11-20T08:00:00.000Z']);
    expect(second.body.previous).toBe('/api/manager/exchange/?page=1&pageSize=3');
  });
});
