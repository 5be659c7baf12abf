import type { ConsolePriceList } from '@/lib/api/contract/console-price-lists';
import type { TestServer } from '../support/test-server';

/** Helpers of the price list console tests: calls as the manager or with another token. */

export type Answer = ConsolePriceList & { results: ConsolePriceList[] } & Record<string, string[]>;

/**
 * The calls both price list files make, bound to the file's server and manager: beforeAll sets
 * them only after the module has loaded, hence the getter.
 */
export function managerCalls(suite: () => { api: TestServer; manager: string }) {
  const auth = (token = suite().manager) => ({ Authorization: `Bearer ${token}` });
  const json = (method: string, body: unknown, token = suite().manager): RequestInit => ({
    method,
    headers: { 'Content-Type': 'application/json', ...auth(token) },
    body: JSON.stringify(body),
  });
  const list = () => suite().api.request<Answer>('/api/manager/price-lists/', { headers: auth() });
  return { auth, json, list };
}
