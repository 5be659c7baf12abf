import { buildPath, type AnyEndpoint, type EndpointInput, type EndpointResponse } from './endpoint';
import { ApiRequestError } from './errors';

export interface CallOptions {
  /** Origin the path is resolved against; the browser's own origin by default. */
  baseUrl?: string;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function toSearch(query: object | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value as string | number | boolean));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL of a call, e.g. for links and prefetching. */
export function endpointUrl<E extends AnyEndpoint>(e: E, input: EndpointInput<E>): string {
  return (
    buildPath(e.path, input.params as Record<string, string | number> | undefined) +
    toSearch(input.query as object | undefined)
  );
}

/**
 * The one typed client: request shaped by the endpoint's schemas, answer parsed by its
 * response schema. Fails with ApiRequestError carrying the DRF body.
 */
export async function callApi<E extends AnyEndpoint>(
  e: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointResponse<E>> {
  const base = options.baseUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);
  const url = base + endpointUrl(e, input);
  const hasBody = input.body !== undefined && e.method !== 'GET';
  const response = await (options.fetch ?? fetch)(url, {
    method: e.method,
    headers: {
      Accept: 'application/json',
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      ...options.headers,
    },
    body: hasBody ? JSON.stringify(input.body) : undefined,
    credentials: 'same-origin',
    signal: options.signal,
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiRequestError(response.status, data);
  return e.response.parse(data) as EndpointResponse<E>;
}
