import { Hono } from 'hono';
import { z } from 'zod';
import { endpoint } from '@/lib/api/endpoint';
import type { AppEnv } from '@/server/http/context';
import { handleApiError } from '@/server/http/error-handler';
import { registerPendingRoutes } from '@/server/routes/pending';

const later = endpoint({
  id: 'later',
  method: 'POST',
  path: '/api/later/{id}/',
  tag: 't',
  access: 'user',
  summary: 's',
  params: z.object({ id: z.coerce.number().int() }),
  body: z.object({ quantity: z.number().int().min(1) }),
  response: z.object({ ok: z.boolean() }),
  pendingIssue: 42,
});

function app(signedIn: boolean) {
  const hono = new Hono<AppEnv>({ strict: false });
  hono.use('*', async (c, next) => {
    c.set('user', signedIn ? { id: 1, role: 'customer' } : null);
    c.set('tokenRejected', false);
    await next();
  });
  registerPendingRoutes(hono, [later]);
  hono.onError(handleApiError);
  return hono;
}

const post = (signedIn: boolean, body: unknown) =>
  app(signedIn).request('/api/later/5/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('calls a later issue implements', () => {
  it('check access first', async () => {
    expect((await post(false, { quantity: 1 })).status).toBe(401);
  });

  it('validate by the contract, then answer 501 with a Russian detail', async () => {
    const bad = await post(true, { quantity: 0 });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()) as object)).toEqual(['quantity']);
    const good = await post(true, { quantity: 2 });
    expect(good.status).toBe(501);
    expect(await good.json()).toEqual({ detail: 'Метод ещё не реализован (задача #42).' });
  });
});
