import 'server-only';
import { notFound } from 'next/navigation';
import type { AnyEndpoint, EndpointInput, EndpointResponse } from '@/lib/api/endpoint';
import {
  consoleCategories,
  consoleProduct,
  consoleProducts,
} from '@/lib/api/endpoints/console-catalog';
import { ApiRequestError } from '@/lib/api/errors';
import { visitorAuthHeaders } from '@/lib/session/request-auth';
import { serverApi } from '@/bff/server-api';
import type { ProductsFilter } from './products-filter';

/** A guest gets null (asked to sign in); anyone signed in who is not staff gets a 404. */
async function staffCall<E extends AnyEndpoint>(
  e: E,
  input: EndpointInput<E>,
): Promise<EndpointResponse<E> | null> {
  const headers = await visitorAuthHeaders();
  if (!headers) return null;
  try {
    return await serverApi(e, input, { headers });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    if (error instanceof ApiRequestError && [400, 403, 404].includes(error.status)) notFound();
    throw error;
  }
}

/** /manager/catalog/: the whole category tree. */
export async function getConsoleCategories() {
  const list = await staffCall(consoleCategories, {});
  return list ? { kind: 'ok' as const, categories: list.results } : { kind: 'guest' as const };
}

/** /manager/products/: one page of the product search with the categories for the filter. */
export async function getConsoleProducts(filter: ProductsFilter) {
  const [page, list] = await Promise.all([
    staffCall(consoleProducts, {
      query: {
        page: filter.page,
        query: filter.query || undefined,
        category_id: filter.category_id ?? undefined,
        visibility: filter.visibility || undefined,
        source: filter.source || undefined,
      },
    }),
    staffCall(consoleCategories, {}),
  ]);
  return page && list
    ? { kind: 'ok' as const, page, categories: list.results }
    : { kind: 'guest' as const };
}

/** /manager/products/{id}/ (or /new/ when id is null). */
export async function getConsoleProduct(id: number | null) {
  const list = await staffCall(consoleCategories, {});
  if (!list) return { kind: 'guest' as const };
  if (id === null) return { kind: 'ok' as const, product: null, categories: list.results };
  const product = await staffCall(consoleProduct, { params: { id } });
  if (!product) return { kind: 'guest' as const };
  return { kind: 'ok' as const, product, categories: list.results };
}
