import 'server-only';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import type { AnyEndpoint, EndpointInput, EndpointResponse } from '@/lib/api/endpoint';
import { ApiRequestError } from '@/lib/api/errors';
import { serverApi } from '@/bff/server-api';
import { visitorAuthHeaders } from '@/lib/session/request-auth';

/** Thrown when the visitor has no live session: the page shows the sign-in prompt instead. */
export class SignedOut extends Error {}

/**
 * A call made for the signed-in visitor while rendering a personal page, with the visitor's
 * Bearer (proxy.ts has refreshed an expiring token on this very request).
 */
export async function personalApi<E extends AnyEndpoint>(
  e: E,
  input: EndpointInput<E>,
): Promise<EndpointResponse<E>> {
  const headers = await visitorAuthHeaders();
  if (!headers) throw new SignedOut();
  try {
    return await serverApi(e, input, { headers });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) throw new SignedOut();
    throw error;
  }
}

export type PersonalPage<T> =
  { signedIn: false } | ({ signedIn: true; state: DehydratedState } & T);

/**
 * Runs a personal page's loads into a fresh QueryClient and hands its cache to the browser
 * (HydrationBoundary), so the page paints with data and the client hooks take over.
 */
export async function personalPage<T extends object>(
  load: (qc: QueryClient) => Promise<T>,
): Promise<PersonalPage<T>> {
  const qc = new QueryClient();
  try {
    const extra = await load(qc);
    return { signedIn: true, state: dehydrate(qc), ...extra };
  } catch (error) {
    if (error instanceof SignedOut) return { signedIn: false };
    throw error;
  }
}
