import type { Context } from 'hono';
import { ApiError, isDatabaseUnavailable } from './errors';

/** Every failure leaves as a DRF body: expected ones as they are, the rest without details. */
export function handleApiError(error: Error, c: Context): Response {
  if (error instanceof ApiError) {
    for (const [k, v] of Object.entries(error.headers)) c.header(k, v);
    return c.json(error.body, error.status);
  }
  if (isDatabaseUnavailable(error)) {
    console.error('[api] база данных недоступна:', error.message);
    return c.json({ detail: 'Сервис временно недоступен. Попробуйте позже.' }, 503);
  }
  console.error('[api] необработанная ошибка', c.req.method, c.req.path, error);
  return c.json({ detail: 'Внутренняя ошибка сервера.' }, 500);
}
