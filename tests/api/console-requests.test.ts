import { startTestServer, type TestServer } from '../support/test-server';
import {
  buyerClient,
  consoleClient,
  lastAudit,
  type ConsoleClient,
} from './console-content-support';

interface Request {
  id: number;
  form_title: string;
  name: string;
  phone: string;
  comment: string;
  status: string;
  manager_comment: string;
}
interface Page {
  count: number;
  next: string | null;
  results: Request[];
}

let api: TestServer;
let manager: ConsoleClient;
let guest: ConsoleClient;
beforeAll(async () => {
  api = await startTestServer({ products: 5 });
  manager = await consoleClient(api, 'manager@vitrina.by');
  guest = await consoleClient(api, null);
  // Different addresses: the form's rate limit counts per address.
  for (const [i, name] of ['Анна', 'Борис', 'Вера'].entries()) {
    const res = await api.request('/api/feedback/callback/process/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.9.0.${i + 1}` },
      body: JSON.stringify({ name, phone: `+37529123456${i}`, comment: `Звонок ${i}` }),
    });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  }
});
afterAll(() => api.close());

describe('requests inbox', () => {
  it('a guest gets 401 and a buyer 403', async () => {
    const buyer = await buyerClient(api);
    expect((await guest.get('/api/manager/requests/')).status).toBe(401);
    expect((await buyer.get('/api/manager/requests/')).status).toBe(403);
    expect((await guest.patch('/api/manager/requests/1/', { status: 'done' })).status).toBe(401);
    expect((await buyer.patch('/api/manager/requests/1/', { status: 'done' })).status).toBe(403);
  });

  it('lists submissions newest first with the form title', async () => {
    const res = await manager.get<Page>('/api/manager/requests/');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(3);
    expect(res.body.results.map((r) => r.name)).toEqual(['Вера', 'Борис', 'Анна']);
    expect(res.body.results[0]).toMatchObject({
      form_title: 'Заказать обратный звонок',
      phone: '+375291234562',
      comment: 'Звонок 2',
      status: 'new',
      manager_comment: '',
    });
  });

  it('moves a request into work with a comment, filters by status, logs the change', async () => {
    const [first] = (await manager.get<Page>('/api/manager/requests/')).body.results;
    if (!first) throw new Error('нет обращений');
    const res = await manager.patch<Request>(`/api/manager/requests/${first.id}/`, {
      status: 'in_work',
      manager_comment: 'Перезвонила, ждёт счёт',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'in_work',
      manager_comment: 'Перезвонила, ждёт счёт',
    });
    const inWork = await manager.get<Page>('/api/manager/requests/?status=in_work');
    expect(inWork.body.results.map((r) => r.id)).toEqual([first.id]);
    expect((await manager.get<Page>('/api/manager/requests/?status=new')).body.count).toBe(2);
    expect(await lastAudit(api, 'request', first.id)).toMatchObject({
      before: { status: 'new', manager_comment: '' },
      after: { status: 'in_work', manager_comment: 'Перезвонила, ждёт счёт' },
    });
  });

  it('refuses an unknown status and a missing request', async () => {
    const bad = await manager.patch('/api/manager/requests/1/', { status: 'lost' });
    expect(bad.status).toBe(400);
    expect(bad.body.status).toEqual(['Неизвестный статус']);
    const filter = await manager.get('/api/manager/requests/?status=lost');
    expect(filter.status).toBe(400);
    const missing = await manager.patch('/api/manager/requests/999999/', { status: 'done' });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('Обращение не найдено.');
  });
});
