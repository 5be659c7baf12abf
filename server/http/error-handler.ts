import type { Context } from 'hono';
import type { AppEnv } from './context';
import { markDatabaseDown } from '../db/outage';
import { ApiError, isDatabaseUnavailable } from './errors';

/** Issue #17: how long a client should wait before retrying a request the database failed. */
export const DATABASE_RETRY_AFTER_S = 5;
export const TEXT_DATABASE_UNAVAILABLE =
  'Сервис временно недоступен: база данных не отвечает. Попробуйте через несколько секунд.';

/** Every failure leaves as a DRF body: expected ones as they are, the rest without details. */
export function handleApiError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof ApiError) {
    for (const [k, v] of Object.entries(error.headers)) c.header(k, v);
    return c.json(error.body, error.status);
  }
  if (isDatabaseUnavailable(error)) {
    console.error('[api] база данных недоступна:', error.message);
    markDatabaseDown(Date.now(), c.get('startedAt'));
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_S));
    return c.json({ detail: TEXT_DATABASE_UNAVAILABLE }, 503);
  }
  console.error('[api] необработанная ошибка', c.req.method, c.req.path, error);
  return c.json({ detail: 'Внутренняя ошибка сервера.' }, 500);
}
