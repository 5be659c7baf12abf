import { and, desc, eq } from 'drizzle-orm';
import { DEMO_BUYER, DEMO_MANAGER } from '@/demo/people';
import { auditLog } from '@/server/db/schema/content';
import type { TestServer } from '../support/test-server';
import { signInByPassword, type Tokens } from './auth-support';

export interface Sessions {
  manager: Tokens;
  buyer: Tokens;
}

export async function signInStaff(api: TestServer): Promise<Sessions> {
  return {
    manager: (await signInByPassword(api, DEMO_MANAGER.email, DEMO_MANAGER.password)).body,
    buyer: (await signInByPassword(api, DEMO_BUYER.email, DEMO_BUYER.password)).body,
  };
}

/** A JSON call with the given session. */
export function call<T = Record<string, unknown>>(
  api: TestServer,
  tokens: Tokens,
  method: string,
  path: string,
  body?: unknown,
) {
  return api.request<T>(path, {
    method,
    headers: { Authorization: `Bearer ${tokens.access}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export async function lastAudit(api: TestServer, objectType: string, objectId: number) {
  const [row] = await api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, objectType), eq(auditLog.objectId, String(objectId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}
