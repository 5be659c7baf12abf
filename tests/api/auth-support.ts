import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '@/server/db/schema/content';
import { jsonInit, type ApiAnswer, type TestServer } from '../support/test-server';

let ipCounter = 0;
/** A fresh client address, so per-IP limits of one test do not spill into the next. */
export const freshIp = () => `10.4.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

export const post = (body: unknown, headers: Record<string, string> = {}) =>
  jsonInit('POST', body, { 'X-Forwarded-For': freshIp(), ...headers });

export const bearer = (access: string, headers: Record<string, string> = {}): RequestInit => ({
  headers: { Authorization: `Bearer ${access}`, ...headers },
});

export interface Tokens {
  access: string;
  refresh: string;
}

export async function mailsTo(api: TestServer, to: string) {
  return api.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
}

/** The eight digits of the newest message to the address. */
export async function lastCode(api: TestServer, to: string): Promise<string> {
  const [mail] = await mailsTo(api, to);
  const code = mail?.text.match(/\b(\d{8})\b/)?.[1];
  if (!code) throw new Error(`Нет письма с кодом для ${to}`);
  return code;
}

export async function requestCode(
  api: TestServer,
  email: string,
  ip = freshIp(),
): Promise<ApiAnswer<{ detail: string; retry_after: number }>> {
  return api.request('/api/auth/send_code/email/', post({ email }, { 'X-Forwarded-For': ip }));
}

export async function signInByCode(api: TestServer, email: string): Promise<Tokens> {
  const sent = await requestCode(api, email);
  if (sent.status !== 200)
    throw new Error(`send_code: ${sent.status} ${JSON.stringify(sent.body)}`);
  const res = await api.request<Tokens>(
    '/api/auth/token/email/',
    post({ email, code: await lastCode(api, email) }),
  );
  if (res.status !== 200) throw new Error(`token/email: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function signInByPassword(
  api: TestServer,
  username: string,
  password: string,
): Promise<ApiAnswer<Tokens>> {
  return api.request<Tokens>('/api/auth/token/', post({ username, password }));
}

export const refresh = (api: TestServer, token: string) =>
  api.request<Tokens & { detail?: string }>('/api/auth/token/refresh/', post({ refresh: token }));

export const me = (api: TestServer, access: string) =>
  api.request<{ id: number; email: string; status: string; detail?: string }>(
    '/api/user/personal/',
    bearer(access),
  );
