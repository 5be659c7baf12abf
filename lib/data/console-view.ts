import 'server-only';
import { notFound } from 'next/navigation';
import type { AnyEndpoint, EndpointInput, EndpointResponse } from '@/lib/api/endpoint';
import { ApiRequestError } from '@/lib/api/errors';
import { visitorAuthHeaders } from '@/lib/session/request-auth';
import type { ServerApi } from './server-api';

/**
 * Issue #14: what a console page renders. A guest is asked to sign in; a signed-in visitor
 * without the role sees `forbidden` (the page says whose section it is); an unknown id is 404.
 */
export type ConsoleView<T> = { kind: 'guest' } | { kind: 'forbidden' } | { kind: 'ok'; data: T };

export async function consoleView<E extends AnyEndpoint>(
  serverApi: ServerApi,
  e: E,
  input: EndpointInput<E>,
): Promise<ConsoleView<EndpointResponse<E>>> {
  const headers = await visitorAuthHeaders();
  if (!headers) return { kind: 'guest' };
  try {
    return { kind: 'ok', data: await serverApi(e, input, { headers }) };
  } catch (error) {
    if (error instanceof ApiRequestError) {
      if (error.status === 401) return { kind: 'guest' };
      if (error.status === 403) return { kind: 'forbidden' };
      if (error.status === 404 || error.status === 400) notFound();
    }
    throw error;
  }
}

type Raw = string | string[] | undefined;

/** The first value of a search parameter, trimmed and bounded. */
export const searchParam = (v: Raw, max = 200): string =>
  (Array.isArray(v) ? v[0] : v)?.trim().slice(0, max) ?? '';

/** A page number from the address: a positive integer, 1 otherwise. */
export function pageParam(v: Raw): number {
  const n = Number(searchParam(v, 10));
  return Number.isInteger(n) && n > 0 ? n : 1;
}
