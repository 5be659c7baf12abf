import 'server-only';
import { env } from '@/lib/env';
import { getApiApp } from './api-instance';
import { callApi, type CallOptions } from '@/lib/api/client';
import type { AnyEndpoint, EndpointInput, EndpointResponse } from '@/lib/api/endpoint';
import { noDataAtBuildTime } from '@/lib/data/build-phase';

const INTERNAL_ORIGIN = 'http://vitrina.internal';

// In-process: a server component's call is a function call into the Hono app, no socket.
const inProcessFetch: CallOptions['fetch'] = async (url, init) =>
  getApiApp().fetch(new Request(url, init));

/**
 * The typed client for server code: the built-in API in-process, or the external backend
 * named by API_BASE_URL.
 */
export async function serverApi<E extends AnyEndpoint>(
  e: E,
  input: EndpointInput<E>,
  options: Pick<CallOptions, 'headers' | 'signal'> = {},
): Promise<EndpointResponse<E>> {
  await noDataAtBuildTime();
  const external = env().API_BASE_URL;
  return callApi(e, input, {
    ...options,
    baseUrl: external ?? INTERNAL_ORIGIN,
    fetch: external ? (url, init) => fetch(url, init) : inProcessFetch,
  });
}
