import http from 'node:http';

/** The production server scripts/hardening.sh started (or another one a case started itself). */
export const ORIGIN = process.env.HARDENING_ORIGIN ?? 'http://127.0.0.1:3170';

export interface Answer<T = unknown> {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  body: T;
  ms: number;
}

export interface RawRequest {
  method: string;
  /** Sent as written: no URL normalisation, so `../`, `%2e%2e` and bad escapes reach the server. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  origin?: string;
  timeoutMs?: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

let ipCounter = 0;
/**
 * A fresh client address for each caller: the server trusts one proxy hop (TRUSTED_PROXY_HOPS=1,
 * as behind the production reverse proxy), so per-address limits of one case do not spill over.
 */
export const freshIp = () => {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/**
 * One request over a kept-alive socket; network failures come back as status 0 with the error
 * in `text`. The one failure that is not the server's: a reused idle socket the server closed
 * (its keep-alive timeout) just as we wrote to it — Node's documented race, answered by sending
 * once more on a new socket. The server never read that request, so a POST is not doubled.
 */
export async function send<T = unknown>(req: RawRequest): Promise<Answer<T>> {
  const first = await sendOnce<T>(req);
  return first.staleSocket ? sendOnce<T>(req) : first;
}

function sendOnce<T>(req: RawRequest): Promise<Answer<T> & { staleSocket?: boolean }> {
  const url = new URL(req.origin ?? ORIGIN);
  const started = performance.now();
  return new Promise((resolve) => {
    const r = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: req.method,
        path: req.path,
        headers: {
          'X-Forwarded-For': freshIp(),
          ...(req.body !== undefined ? { 'Content-Length': Buffer.byteLength(req.body) } : {}),
          ...req.headers,
        },
        timeout: req.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // HTML pages and plain text stay text
          }
          const ms = performance.now() - started;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body: body as T, ms });
        });
        res.on('error', (e) =>
          resolve({ status: 0, headers: {}, text: String(e), body: '' as T, ms: 0 }),
        );
      },
    );
    r.on('timeout', () => r.destroy(new Error('timeout')));
    r.on('error', (e: NodeJS.ErrnoException) =>
      resolve({
        status: 0,
        headers: {},
        text: String(e),
        body: '' as T,
        ms: performance.now() - started,
        staleSocket: r.reusedSocket && e.code === 'ECONNRESET',
      }),
    );
    if (req.body !== undefined) r.write(req.body);
    r.end();
  });
}

export const bearer = (access: string | undefined): Record<string, string> =>
  access ? { Authorization: `Bearer ${access}` } : {};

export const getJson = <T = unknown>(path: string, access?: string, origin?: string) =>
  send<T>({ method: 'GET', path, headers: bearer(access), origin });

export const postJson = <T = unknown>(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  origin?: string,
) =>
  send<T>({
    method: 'POST',
    path,
    origin,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

export interface Tokens {
  access: string;
  refresh: string;
}

/**
 * The pair a browser-facing sign-in sets as HttpOnly cookies (bff/api-handler.ts): an API client
 * reads them and sends `Authorization: Bearer` itself. Either cookie name may carry a
 * `__Host-`/`__Secure-` prefix.
 */
export function tokensFrom(answer: Answer): Tokens | null {
  const cookies = [answer.headers['set-cookie'] ?? []].flat();
  const find = (kind: string) =>
    cookies
      .map((c) => new RegExp(`^(?:__(?:Host|Secure)-)?\\w*${kind}=([^;]+)`).exec(c)?.[1])
      .find((v) => v && v.length > 20);
  const access = find('access');
  const refresh = find('refresh');
  return access && refresh ? { access, refresh } : null;
}

export async function signIn(username: string, password: string, origin?: string): Promise<Tokens> {
  const res = await postJson('/api/auth/token/', { username, password }, {}, origin);
  const tokens = res.status === 200 ? tokensFrom(res) : null;
  if (!tokens) throw new Error(`Вход ${username}: ${res.status} ${res.text}`);
  return tokens;
}
