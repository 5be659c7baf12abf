import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ExchangeConfig } from '@/server/exchange/config';
import { startTestServer, type TestServer } from '../support/test-server';
import { freshIp } from './auth-support';

export const EXCHANGE = '/api/1c/exchange/';

export interface ExchangeTestServer {
  api: TestServer;
  /** Read at every call, so a test may change a limit for itself. */
  cfg: Partial<ExchangeConfig> & { dir: string };
  close: () => Promise<void>;
}

export async function startExchangeServer(): Promise<ExchangeTestServer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vitrina-exchange-'));
  const cfg = { dir, fileLimit: 1024, maxBody: 64 * 1024, zip: false, sessionTtlS: 3600 };
  const api = await startTestServer({ products: 5, deps: { exchange: cfg } });
  return {
    api,
    cfg,
    close: async () => {
      await api.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export const basic = (login: string, password: string) =>
  `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  lines: string[];
}

/** One call as 1C makes it: GET, or POST with a raw body; the answer as text. */
export async function call(
  api: TestServer,
  query: Record<string, string>,
  o: { cookie?: string; auth?: string; body?: Uint8Array; path?: string; ip?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'X-Forwarded-For': o.ip ?? freshIp() };
  if (o.cookie) headers.Cookie = o.cookie;
  if (o.auth) headers.Authorization = o.auth;
  const url = `${api.origin}${o.path ?? EXCHANGE}?${new URLSearchParams(query).toString()}`;
  const response = await fetch(url, {
    method: o.body ? 'POST' : 'GET',
    headers,
    body: o.body ? new Uint8Array(o.body) : undefined,
    redirect: 'manual',
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, lines: text.split('\n') };
}

/** checkauth with the given account; the `name=value` cookie of the new session. */
export async function login(
  api: TestServer,
  type: 'catalog' | 'sale',
  email: string,
  password: string,
): Promise<string> {
  const answer = await call(api, { type, mode: 'checkauth' }, { auth: basic(email, password) });
  if (answer.lines[0] !== 'success') throw new Error(`checkauth: ${answer.text}`);
  return `${answer.lines[1]}=${answer.lines[2]}`;
}
