import { eq } from 'drizzle-orm';
import { DEMO_BUYER, DEMO_MANAGER } from '@/demo/people';
import { registrationApplications, users } from '@/server/db/schema/users';
import { siteConfigs } from '@/server/db/schema/content';
import { startTestServer, type TestServer } from '../support/test-server';
import { lastCode, mailsTo, me, post, type Tokens } from './auth-support';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer({ products: 10 });
});
afterAll(() => api.close());

const application = (email: string, extra: Record<string, unknown> = {}) => ({
  first_name: 'Светлана',
  organization: 'ООО «БелСтройМаркет»',
  email,
  phone: '+375 (29) 123-45-67',
  company_picked: true,
  unp: '190000005',
  is_registration: true,
  policy_accepted: true,
  ...extra,
});

const register = (body: unknown) =>
  api.request<Tokens & { detail?: string; retry_after?: number } & Record<string, string[]>>(
    '/api/accounts/registration/',
    post(body),
  );

describe('registration by application', () => {
  it('sends a code, then registers a pending account, signs it in and tells the managers', async () => {
    const email = 's.novik@belstroymarket.by';
    const first = await register(application(email));
    expect(first.status).toBe(200);
    expect(first.body.retry_after).toBe(120);
    expect(await api.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const code = await lastCode(api, email);
    const done = await register({ ...application(email), code });
    expect(done.status).toBe(200);
    const profile = await me(api, done.body.access);
    expect(profile.body).toMatchObject({
      email,
      status: 'pending',
      first_name: 'Светлана',
      phone: '+375291234567',
      unp: '190000005',
    });

    const [app] = await api.db
      .select()
      .from(registrationApplications)
      .where(eq(registrationApplications.userId, profile.body.id));
    expect(app?.status).toBe('pending');
    expect(app?.payload).toMatchObject({
      organization: 'ООО «БелСтройМаркет»',
      unp: '190000005',
      phone: '+375291234567',
    });
    expect(JSON.stringify(app?.payload)).not.toContain(code);

    const [toManager] = await mailsTo(api, DEMO_MANAGER.email);
    expect(toManager?.subject).toBe('Новая заявка на регистрацию: ООО «БелСтройМаркет»');
    expect(toManager?.text).toContain(email);
    expect(toManager?.text).toContain(`/manager/applications/${app?.id}/`);
  });

  it('refuses a wrong code with the message under the code field, and creates nothing', async () => {
    const email = 'wrong.code@example.by';
    await register(application(email));
    const code = await lastCode(api, email);
    const res = await register({
      ...application(email),
      code: code === '12345678' ? '87654321' : '12345678',
    });
    expect(res.status).toBe(400);
    expect(res.body.code?.[0]).toMatch(/Неверный или просроченный код/);
    expect(await api.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('does not accept a sign-in code for registration', async () => {
    const email = 'mixed.codes@example.by';
    await api.request('/api/auth/send_code/email/', post({ email }));
    // Unknown address: no mail, so no code to use; a registration needs its own code.
    const res = await register({ ...application(email), code: '00000000' });
    expect(res.status).toBe(400);
  });

  it('answers an already registered address like any other, and mails its owner instead of a code', async () => {
    const fresh = await register(application('new.one@example.by'));
    const taken = await register(application(DEMO_BUYER.email));
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual(fresh.body);
    const [mail] = await mailsTo(api, DEMO_BUYER.email);
    expect(mail?.subject).toBe('Вы уже зарегистрированы в «Витрине»');
    expect(mail?.text).not.toMatch(/\b\d{8}\b/);
  });

  it('shows the spec §5 messages for e-mail and phone together', async () => {
    const res = await register(application('not-an-email', { phone: '+375 (29) 123' }));
    expect(res.status).toBe(400);
    expect(res.body.email).toEqual(['Пожалуйста, введите корректный адрес электронной почты']);
    expect(res.body.phone).toEqual(['Некорректный номер телефона']);
  });

  it('accepts +7 numbers and refuses other country codes', async () => {
    expect(
      (
        await register(
          application('ru.buyer@example.ru', {
            phone: '+7 (912) 345-67-89',
            unp: undefined,
            inn: '7728123459',
          }),
        )
      ).status,
    ).toBe(200);
    expect(
      (await register(application('ua.buyer@example.ua', { phone: '+380 (67) 123-45-67' }))).body
        .phone,
    ).toEqual(['Некорректный номер телефона']);
  });

  it('requires name and organization, and ИНН or УНП when a company was picked', async () => {
    const res = await register(
      application('fields@example.by', { first_name: ' ', organization: '', unp: undefined }),
    );
    expect(res.status).toBe(400);
    expect(res.body.first_name?.[0]).toBe('Укажите имя');
    expect(res.body.organization?.[0]).toBe('Укажите организацию');
    expect(res.body.inn?.[0]).toBe('Укажите ИНН или УНП');
    const typed = await register(
      application('typed@example.by', { company_picked: false, unp: undefined }),
    );
    expect(typed.status).toBe(200);
  });

  it('requires the policy checkbox while POLICY_LINK is configured, and not otherwise', async () => {
    const res = await register(application('policy@example.by', { policy_accepted: false }));
    expect(res.status).toBe(400);
    expect(res.body.policy_accepted?.[0]).toBe(
      'Необходимо принять условия политики конфиденциальности',
    );
    const [policy] = await api.db
      .select()
      .from(siteConfigs)
      .where(eq(siteConfigs.name, 'POLICY_LINK'));
    await api.db.update(siteConfigs).set({ value: '' }).where(eq(siteConfigs.name, 'POLICY_LINK'));
    try {
      expect(
        (await register(application('no-policy@example.by', { policy_accepted: false }))).status,
      ).toBe(200);
    } finally {
      await api.db
        .update(siteConfigs)
        .set({ value: policy?.value ?? '' })
        .where(eq(siteConfigs.name, 'POLICY_LINK'));
    }
  });
});

describe('personal data', () => {
  it('gives initials and profile state, updates fields and lists addresses', async () => {
    const t = await api.request<Tokens>(
      '/api/auth/token/',
      post({ username: DEMO_BUYER.email, password: DEMO_BUYER.password }),
    );
    const auth = { Authorization: `Bearer ${t.body.access}` };
    const profile = await api.request<{
      initials: string;
      profile_filled: boolean;
      status: string;
    }>('/api/user/personal/', { headers: auth });
    expect(profile.body).toMatchObject({ initials: 'АС', profile_filled: false, status: 'active' });

    const patched = await api.request<Record<string, unknown>>('/api/user/personal/', {
      method: 'PATCH',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ last_name: 'ёжиков', phone: '+375 (33) 765-43-21' }),
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      last_name: 'ёжиков',
      initials: 'АЁ',
      phone: '+375337654321',
    });

    const bad = await api.request<Record<string, string[]>>('/api/user/personal/', {
      method: 'PATCH',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'other@example.by' }),
    });
    expect(bad.status).toBe(400);

    const addresses = await api.request<{ title: string; address: string }[]>(
      '/api/user/personal/addresses/',
      { headers: auth },
    );
    expect(addresses.status).toBe(200);
    expect(addresses.body.map((a) => a.title)).toEqual(['Офис', 'Склад']);
  });
});
