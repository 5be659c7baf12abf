import { DEMO_ADMIN, DEMO_BUYER, DEMO_MANAGER } from '@/demo/people';
import type { TestServer } from '../support/test-server';
import { sessionFor, type Session } from './cart-helpers';

/** Issue #14: the console's three kinds of callers, signed in as the demo accounts. */
export interface ConsoleCallers {
  admin: Session;
  manager: Session;
  buyer: Session;
}

export async function consoleCallers(api: TestServer): Promise<ConsoleCallers> {
  const [admin, manager, buyer] = await Promise.all([
    sessionFor(api, DEMO_ADMIN.email),
    sessionFor(api, DEMO_MANAGER.email),
    sessionFor(api, DEMO_BUYER.email),
  ]);
  return { admin, manager, buyer };
}

/** A JSON call as `who` (no one: a guest). */
export function call<T = Record<string, unknown>>(
  api: TestServer,
  who: Session | null,
  method: string,
  path: string,
  body?: unknown,
) {
  const headers: Record<string, string> = { ...(who?.headers ?? {}) };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return api.request<T>(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
