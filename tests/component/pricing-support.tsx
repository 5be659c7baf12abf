import type { CartList } from '@/lib/api/contract/cart';
import type { PersonalPrices } from '@/lib/api/contract/pricing';
import { personal } from '@/lib/api/endpoints/account';
import { personalPrices } from '@/lib/api/endpoints/pricing';
import { mockEndpoint } from '@/mocks/endpoint-handler';
import { mockServer } from '@/mocks/server';
import { makeUser } from './auth-support';
import { makeProduct } from './buying-support';

/** Fixtures of the issue #13 price tests. */

/**
 * A signed-in buyer of a contract price type: every asked product costs `priceOf(id)`, without
 * VAT at 20 %, with one break. Returns the ids of every call, to count the requests.
 */
export function serveContractPrices(priceOf: (id: number) => string, userId = 7): number[][] {
  const calls: number[][] = [];
  mockServer.use(
    mockEndpoint(personal, () => makeUser({ id: userId })),
    mockEndpoint(personalPrices, ({ request }) => {
      const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').map(Number);
      calls.push(ids);
      const answer: PersonalPrices = {
        price_type: { id: 3, name: 'Оптовый', is_base: false },
        prices: ids.map((id) => ({
          product_id: id,
          price: priceOf(id),
          price_includes_vat: false,
          vat_rate: 20,
          breaks: [{ min_quantity: 10, price: '9.00' }],
        })),
      };
      return answer;
    }),
  );
  return calls;
}

export function cartWithTotals(overrides: Partial<CartList> = {}): CartList {
  const product = makeProduct({ id: 1, title: 'Штукатурка гипсовая', unit: 'меш' });
  return {
    trade_point_id: null,
    trade_point_title: null,
    lines: [
      {
        id: 1,
        product,
        quantity: 5,
        price: '17.50',
        total: '87.50',
        price_includes_vat: true,
        vat_rate: 20,
        net: '72.92',
        vat: '14.58',
        breaks: [],
        problem: null,
      },
    ],
    count: 1,
    price_final: '87.50',
    totals: { net: '72.92', vat: '14.58', gross: '87.50' },
    min_order_amount: '100.00',
    min_order_missing: '12.50',
    recipient: null,
    delivery_method_id: null,
    delivery_address: null,
    payment_method: null,
    ...overrides,
  };
}
