import { TEXT_STALE_VERSION } from '@/lib/constants';
import type { z } from 'zod';

/** An expected failure with the DRF body the storefront shows. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 501 | 503,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : 'Ошибка запроса');
  }
}

export const detail = (
  status: ApiError['status'],
  text: string,
  headers?: Record<string, string>,
) => new ApiError(status, { detail: text }, headers);

export const notFound = (text = 'Не найдено.') => detail(404, text);

/** Zod issues → `{ "field": ["message"] }`; issues without a path go to non_field_errors. */
export function zodToFieldErrors(error: z.ZodError, prefix?: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : (prefix ?? 'non_field_errors');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02',
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
  // Issue #17: a statement past statement_timeout and a lock wait past lock_timeout mean a
  // stuck or overloaded database, not a wrong query: the caller may retry, so 503, not 500.
  '57014', // query_canceled
  '55P03', // lock_not_available
]);

/** True for failures that mean "the database is not there", not "the query is wrong". */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    const message = (current as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /timeout exceeded when trying to connect|Connection terminated|Query read timeout/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Issue #14: a console save that names a version someone else has since replaced. */
export const staleVersion = () => detail(409, TEXT_STALE_VERSION);
