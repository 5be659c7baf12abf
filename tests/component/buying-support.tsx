import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { CartInfo } from '@/lib/api/contract/cart';
import type { TradePoint } from '@/lib/api/contract/trade-points';
import type { ProductCard } from '@/lib/api/contract/catalog';

/** Factories and render helpers of the buying UI tests (issue #6). */

const clients: QueryClient[] = [];

export function renderWithClient(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  clients.push(client);
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

/** After a test: no late refetch of its caches reaches the next test's handlers. */
export async function disposeClients(): Promise<void> {
  for (const client of clients.splice(0)) {
    await client.cancelQueries();
    client.clear();
  }
}

export function makeProduct(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id: 11,
    title: 'Кирпич облицовочный М-150',
    slug: 'kirpich-oblicovochnyy-m150',
    article: 'KR-150',
    unit: 'шт',
    price: '1.25',
    old_price: null,
    vat_rate: 20,
    price_includes_vat: true,
    stock: 500,
    in_stock: true,
    min_qty: 1,
    pack_qty: 1,
    brand: null,
    image: null,
    is_new: false,
    ...overrides,
  };
}

export function makeInfo(overrides: Partial<CartInfo> = {}): CartInfo {
  return {
    trade_point_id: null,
    trade_point_title: null,
    count: 0,
    price_final: '0.00',
    items: [],
    ...overrides,
  };
}

export function makePoints(): TradePoint[] {
  return [
    {
      id: 5,
      title: 'Магазин на Партизанском',
      address: 'г. Минск, пр-т Партизанский, 150',
      phone: null,
      cart: { count: 2, price_final: '150.00' },
      is_active: false,
    },
    {
      id: 6,
      title: 'Склад в Колодищах',
      address: 'аг. Колодищи, ул. Промышленная, 7',
      phone: null,
      cart: { count: 0, price_final: '0.00' },
      is_active: false,
    },
  ];
}

/** jsdom has no showModal(): open/close the native dialog by the attribute. */
export function polyfillDialog(): void {
  const proto = HTMLDialogElement.prototype;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

/** A promise the test resolves by hand, to look at the screen while a call is in flight. */
export function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Issue #13: a line's VAT split at 20 % included, as the server rounds it. */
export function vatSplit(gross: string) {
  const kopecks = Math.round(Number(gross) * 100);
  const vat = Math.round((kopecks * 20) / 120);
  return {
    price_includes_vat: true,
    vat_rate: 20,
    net: ((kopecks - vat) / 100).toFixed(2),
    vat: (vat / 100).toFixed(2),
    breaks: [],
  };
}

/** Issue #13: a cart's VAT totals and no minimum order. */
export function cartTotals(gross: string) {
  const { net, vat } = vatSplit(gross);
  return {
    totals: { net, vat, gross },
    min_order_amount: null,
    min_order_missing: '0.00',
  };
}
