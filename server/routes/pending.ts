import type { Hono } from 'hono';
import type { AnyEndpoint } from '@/lib/api/endpoint';
import { allEndpoints } from '@/lib/api/registry';
import { bind } from '../http/bind';
import type { AppEnv } from '../http/context';
import { detail } from '../http/errors';

/**
 * Calls a later issue implements still check access and validate their input by the
 * contract, then answer 501 with a clear detail: never fake data. The implementing issue
 * removes the endpoint's `pendingIssue` mark and registers the real handler.
 */
export function registerPendingRoutes(
  app: Hono<AppEnv>,
  endpoints: readonly AnyEndpoint[] = allEndpoints,
): void {
  for (const e of endpoints) {
    if (!e.pendingIssue) continue;
    const issue = e.pendingIssue;
    bind(app, e, () => Promise.reject(detail(501, `Метод ещё не реализован (задача #${issue}).`)));
  }
}
