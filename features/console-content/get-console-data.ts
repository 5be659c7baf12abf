import 'server-only';
import { notFound } from 'next/navigation';
import type { AnyEndpoint, EndpointInput, EndpointResponse } from '@/lib/api/endpoint';
import { ApiRequestError } from '@/lib/api/errors';
import { visitorAuthHeaders } from '@/lib/session/request-auth';
import { consoleNav } from '@/lib/api/endpoints/console-content';
import { pages as publicPages } from '@/lib/api/endpoints/content';
import { serverApi } from '@/bff/server-api';

/** A guest is asked to sign in; anyone signed in who is not staff gets a 404. */
export type ConsoleView<T> = { kind: 'guest' } | { kind: 'ok'; data: T };

/** One console call on behalf of the visitor, for a console page's server component. */
export async function loadConsole<E extends AnyEndpoint>(
  e: E,
  input: EndpointInput<E>,
): Promise<ConsoleView<EndpointResponse<E>>> {
  const headers = await visitorAuthHeaders();
  if (!headers) return { kind: 'guest' };
  try {
    return { kind: 'ok', data: await serverApi(e, input, { headers }) };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return { kind: 'guest' };
    if (error instanceof ApiRequestError && (error.status === 403 || error.status === 404))
      notFound();
    throw error;
  }
}

type Raw = string | string[] | undefined;
const first = (v: Raw) => (Array.isArray(v) ? v[0] : v);

export function parsePage(value: Raw): number {
  const n = Number(first(value));
  return Number.isInteger(n) && n > 0 && n < 1_000_000 ? n : 1;
}
export const parseText = (value: Raw): string => (first(value) ?? '').trim().slice(0, 200);

/** The menu and every page a menu item may name (the public list has them all). */
export async function getNavigationData() {
  const items = await loadConsole(consoleNav, {});
  if (items.kind === 'guest') return items;
  const pages = await serverApi(publicPages, { query: {} });
  return {
    kind: 'ok' as const,
    data: {
      items: items.data,
      pages: pages.map((p) => ({ ...p, parent_id: null, version: 0, updated_at: '' })),
    },
  };
}
