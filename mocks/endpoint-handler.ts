import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import type { AnyEndpoint, EndpointResponse } from '@/lib/api/endpoint';

/** `/api/category/{slug+}/` → MSW's `/api/category/*` form; `{id}` → `:id`. */
export function mswPath(path: string): string {
  return path.replace(/\{\w+\+\}/g, '*').replace(/\{(\w+)\}/g, ':$1');
}

/**
 * An MSW handler whose answer is typed by the contract: a mock cannot drift from the API.
 * Return a plain value for 200, or an HttpResponse for errors.
 */
export function mockEndpoint<E extends AnyEndpoint>(
  e: E,
  resolve: (
    info: Parameters<HttpResponseResolver>[0],
  ) => EndpointResponse<E> | Response | Promise<EndpointResponse<E> | Response>,
) {
  const method = e.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete';
  return http[method](mswPath(e.path), async (info) => {
    const result = await resolve(info);
    return result instanceof Response
      ? result
      : HttpResponse.json(result as object, { status: e.status ?? 200 });
  });
}
