import type { TestServer } from '../support/test-server';
import { call, type Sessions } from './console-catalog-support';

export interface Product {
  id: number;
  title: string;
  slug: string;
  article: string;
  version: number;
  price: string | null;
  stock: number;
  description: string;
  source: string;
  prices: { price_type_id: number; name: string; price: string | null }[];
  stocks: { warehouse_id: number; name: string; quantity: number }[];
  exchange_owned: string[];
  detail?: string;
  [field: string]: unknown;
}
export interface Page {
  count: number;
  next: string | null;
  results: Product[];
}

export const BASE = '/api/manager/catalog/products/';

/**
 * The product calls as the manager. The server and the sessions are read at each call: a file
 * makes these before its beforeAll has started them.
 */
export function managerProductCalls(api: () => TestServer, s: () => Sessions) {
  return {
    get: (id: number) => call<Product>(api(), s().manager, 'GET', `${BASE}${id}/`),
    patch: (id: number, body: Record<string, unknown>) =>
      call<Product>(api(), s().manager, 'PATCH', `${BASE}${id}/`, body),
    create: (body: Record<string, unknown>) =>
      call<Product>(api(), s().manager, 'POST', BASE, body),
  };
}
