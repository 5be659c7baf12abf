import { eq } from 'drizzle-orm';
import { DEMO_APPLICANT_EMAIL, DEMO_BUYER, DEMO_MANAGER } from '@/demo/people';
import { users } from '@/server/db/schema/users';
import { startTestServer, type TestServer } from '../support/test-server';
import { lastCode, mailsTo, me, post, signInByPassword, type Tokens } from './auth-support';

interface Application {
  id: number;
  status: string;
  email: string;
  organization: string;
  unp: string | null;
  user_status: string;
  reviewed_by: string | null;
  comment: string | null;
}
interface Page {
  count: number;
  results: Application[];
  pending_count: number;
}

let api: TestServer;
let manager: Tokens;
let buyer: Tokens;
beforeAll(async () => {
  api = await startTestServer({ products: 10 });
  manager = (await signInByPassword(api, DEMO_MANAGER.email, DEMO_MANAGER.password)).body;
  buyer = (await signInByPassword(api, DEMO_BUYER.email, DEMO_BUYER.password)).body;
});
afterAll(() => api.close());

const asManager = (path: string, init: RequestInit = {}) =>
  api.request<Application & Page & { detail?: string }>(path, {
    ...init,
    headers: {
      Authorization: `Bearer ${manager.access}`,
      'Content-Type': 'application/json',
      ...(init.headers as Record<string, string>),
    },
  });

async function apply(email: string): Promise<Tokens> {
  const body = {
    first_name: 'Павел',
    organization: 'ООО «Евроотделка»',
    email,
    phone: '+375 (44) 555-66-77',
    company_picked: true,
    unp: '190555667',
    is_registration: true,
    policy_accepted: true,
  };
  await api.request('/api/accounts/registration/', post(body));
  const res = await api.request<Tokens>(
    '/api/accounts/registration/',
    post({ ...body, code: await lastCode(api, email) }),
  );
  expect(res.status).toBe(200);
  return res.body;
}

describe('manager: applications', () => {
  it('is closed to guests (401) and to buyers (403)', async () => {
    expect((await api.request('/api/manager/applications/')).status).toBe(401);
    const res = await api.request<{ detail: string }>('/api/manager/applications/', {
      headers: { Authorization: `Bearer ${buyer.access}` },
    });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe('У вас недостаточно прав для выполнения данного действия.');
  });

  it('lists pending applications with everything the applicant gave', async () => {
    const list = await asManager('/api/manager/applications/');
    expect(list.status).toBe(200);
    const seeded = list.body.results.find((a) => a.email === DEMO_APPLICANT_EMAIL);
    expect(seeded).toMatchObject({
      status: 'pending',
      organization: 'ЧУП «РемСтройСервис»',
      unp: '191584025',
      user_status: 'pending',
    });
    expect(list.body.pending_count).toBe(list.body.count);
  });

  it('activates an application: the account becomes active and the applicant gets an e-mail', async () => {
    const applicant = await apply('pavel@evrootdelka.by');
    const list = await asManager('/api/manager/applications/');
    const mine = list.body.results.find((a) => a.email === 'pavel@evrootdelka.by');
    expect(mine).toBeDefined();
    const one = await asManager(`/api/manager/applications/${mine?.id}/`);
    expect(one.body).toMatchObject({
      first_name: 'Павел',
      phone: '+375445556677',
      company_picked: true,
    });

    const done = await asManager(`/api/manager/applications/${mine?.id}/activate/`, {
      method: 'POST',
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 'approved',
      user_status: 'active',
      reviewed_by: 'Ольга Ковалёва',
    });
    expect((await me(api, applicant.access)).body.status).toBe('active');
    const [mail] = await mailsTo(api, 'pavel@evrootdelka.by');
    expect(mail?.subject).toBe('Ваша учётная запись активирована');

    const twice = await asManager(`/api/manager/applications/${mine?.id}/activate/`, {
      method: 'POST',
    });
    expect(twice.status).toBe(409);
  });

  it('rejects with a reason: the applicant is signed out, told why, and cannot sign in', async () => {
    const applicant = await apply('reject.me@example.by');
    const list = await asManager('/api/manager/applications/?status=pending');
    const mine = list.body.results.find((a) => a.email === 'reject.me@example.by');
    const noReason = await asManager(`/api/manager/applications/${mine?.id}/reject/`, {
      method: 'POST',
      body: JSON.stringify({ reason: '' }),
    });
    expect(noReason.status).toBe(400);
    const done = await asManager(`/api/manager/applications/${mine?.id}/reject/`, {
      method: 'POST',
      body: JSON.stringify({ reason: 'Организация не найдена в реестре.' }),
    });
    expect(done.body).toMatchObject({
      status: 'rejected',
      user_status: 'blocked',
      comment: 'Организация не найдена в реестре.',
    });
    expect((await me(api, applicant.access)).status).toBe(401);
    const [mail] = await mailsTo(api, 'reject.me@example.by');
    expect(mail?.subject).toBe('Заявка на регистрацию отклонена');
    expect(mail?.text).toContain('Организация не найдена в реестре.');
    const [row] = await api.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.email, 'reject.me@example.by'));
    expect(row?.status).toBe('blocked');
  });

  it('filters by status and pages', async () => {
    const approved = await asManager('/api/manager/applications/?status=approved');
    expect(approved.body.results.every((a) => a.status === 'approved')).toBe(true);
    const all = await asManager('/api/manager/applications/?status=all');
    expect(all.body.count).toBeGreaterThanOrEqual(3);
    expect((await asManager('/api/manager/applications/?status=weird')).status).toBe(400);
    expect((await asManager('/api/manager/applications/999999/')).status).toBe(404);
  });
});
