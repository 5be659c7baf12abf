import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '@/server/db/schema/content';
import { jsonInit, type ApiAnswer, type TestServer } from '../support/test-server';
import { newBuyer, sessionFor } from './cart-helpers';

export type Body = Record<string, unknown> & { detail?: string };

/** An HTTP client with the console's verbs, signed in as `email` (or a guest when null). */
export async function consoleClient(api: TestServer, email: string | null) {
  const headers = email ? (await sessionFor(api, email)).headers : {};
  const send =
    (method: string) =>
    <T = Body>(path: string, body: unknown = {}): Promise<ApiAnswer<T>> =>
      api.request<T>(path, jsonInit(method, body, headers));
  return {
    get: <T = Body>(path: string) => api.request<T>(path, { headers }),
    post: send('POST'),
    put: send('PUT'),
    patch: send('PATCH'),
    del: <T = Body>(path: string) => api.request<T>(path, { method: 'DELETE', headers }),
  };
}
export type ConsoleClient = Awaited<ReturnType<typeof consoleClient>>;

export const buyerClient = async (api: TestServer) =>
  consoleClient(api, (await newBuyer(api)).email);

/** The latest audit entry of one object. */
export async function lastAudit(api: TestServer, objectType: string, objectId: string | number) {
  const [row] = await api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, objectType), eq(auditLog.objectId, String(objectId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}
