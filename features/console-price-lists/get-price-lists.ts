import 'server-only';
import { notFound } from 'next/navigation';
import type { ConsolePriceList } from '@/lib/api/contract/console-price-lists';
import { consolePriceLists } from '@/lib/api/endpoints/console-price-lists';
import { ApiRequestError } from '@/lib/api/errors';
import { visitorAuthHeaders } from '@/lib/session/request-auth';
import { serverApi } from '@/bff/server-api';

export type PriceListsView = { kind: 'guest' } | { kind: 'ok'; documents: ConsolePriceList[] };

/** /manager/price-lists/: a guest is asked to sign in; anyone else but staff gets a 404. */
export async function getPriceLists(): Promise<PriceListsView> {
  const headers = await visitorAuthHeaders();
  if (!headers) return { kind: 'guest' };
  try {
    const { results } = await serverApi(consolePriceLists, {}, { headers });
    return { kind: 'ok', documents: results };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return { kind: 'guest' };
    if (error instanceof ApiRequestError && (error.status === 403 || error.status === 404))
      notFound();
    throw error;
  }
}
