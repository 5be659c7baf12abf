// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { cartClear, cartInfo, cartList, cartRemove, cartUpdate } from '@/lib/api/endpoints/cart';
import type { CartList } from '@/lib/api/contract/cart';
import { CartPage } from '@/features/cart/cart-page';
import { TEXT_CART_EMPTY } from '@/lib/constants';
import { mockEndpoint } from '@/mocks/endpoint-handler';
import { mockServer } from '@/mocks/server';
import { useCartPointStore } from '@/stores/cart-point-store';
import {
  cartTotals,
  disposeClients,
  makeInfo,
  makeProduct,
  renderWithClient,
  vatSplit,
} from './buying-support';

vi.mock('next/navigation', () => ({
  usePathname: () => '/cart/',
  useRouter: () => ({ push: vi.fn() }),
}));

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  Cookies.set('signed_in', '1');
  window.localStorage.clear();
  useCartPointStore.setState({ pointId: null, restored: false, stripForced: false });
});
afterEach(async () => {
  await disposeClients();
  mockServer.resetHandlers();
  Cookies.remove('signed_in');
});
afterAll(() => mockServer.close());

function line(id: number, price: string, quantity: number, pack = 1) {
  return {
    id,
    product: makeProduct({ id, title: `Товар ${id}`, price, pack_qty: pack, min_qty: pack }),
    quantity,
    price,
    total: (Number(price) * quantity).toFixed(2),
    ...vatSplit((Number(price) * quantity).toFixed(2)),
    problem: null,
  };
}

/** A cart server that recomputes totals the way the API does. */
function serveCart(lines: CartList['lines']) {
  let current = [...lines];
  const calls: string[] = [];
  const list = (): CartList => ({
    trade_point_id: null,
    trade_point_title: null,
    lines: current,
    count: current.length,
    price_final: current.reduce((s, l) => s + Number(l.total), 0).toFixed(2),
    ...cartTotals(current.reduce((s, l) => s + Number(l.total), 0).toFixed(2)),
    recipient: null,
    delivery_method_id: null,
    delivery_address: null,
    payment_method: null,
  });
  const info = () =>
    makeInfo({
      count: current.length,
      price_final: list().price_final,
      items: current.map((l) => ({ product_id: l.product.id, quantity: l.quantity })),
    });
  mockServer.use(
    mockEndpoint(cartList, () => list()),
    mockEndpoint(cartInfo, () => info()),
    mockEndpoint(cartUpdate, async ({ request }) => {
      const body = (await request.json()) as { product_id: number; quantity: number };
      calls.push(`set ${body.product_id}=${body.quantity}`);
      current = current.map((l) =>
        l.product.id === body.product_id
          ? {
              ...l,
              quantity: body.quantity,
              total: (Number(l.price) * body.quantity).toFixed(2),
              // The server splits the new sum by VAT as well (issue #13).
              ...vatSplit((Number(l.price) * body.quantity).toFixed(2)),
            }
          : l,
      );
      return info();
    }),
    mockEndpoint(cartRemove, async ({ request }) => {
      const body = (await request.json()) as { product_id: number };
      calls.push(`remove ${body.product_id}`);
      current = current.filter((l) => l.product.id !== body.product_id);
      return info();
    }),
    mockEndpoint(cartClear, () => {
      calls.push('clear');
      current = [];
      return info();
    }),
  );
  return calls;
}

describe('cart page', () => {
  it('lists the lines with totals; stepping a quantity sends one update and the totals follow', async () => {
    const calls = serveCart([line(1, '10.00', 2), line(2, '2.50', 12, 6)]);
    const user = userEvent.setup();
    renderWithClient(<CartPage serverPointId={null} />);
    const rows = await screen.findAllByTestId('cart-line');
    expect(rows).toHaveLength(2);
    expect(screen.getByTestId('cart-total')).toHaveTextContent('50,00 ₽');
    expect(screen.getByTestId('cart-page-point')).toHaveTextContent('Базовая корзина');

    const packed = rows[1] as HTMLElement;
    await user.click(within(packed).getByRole('button', { name: 'Увеличить количество' }));
    await user.click(within(packed).getByRole('button', { name: 'Увеличить количество' }));
    expect(within(packed).getByRole('textbox')).toHaveValue('24');
    // The quick run of clicks is one request with the last quantity.
    await waitFor(() => expect(calls).toEqual(['set 2=24']));
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('80,00 ₽'));
    expect(within(packed).getByTestId('cart-line-total')).toHaveTextContent('60,00 ₽');
  });

  it('removes a line and, after a confirmation, clears the cart', async () => {
    const calls = serveCart([line(1, '10.00', 2), line(2, '3.00', 1)]);
    const user = userEvent.setup();
    renderWithClient(<CartPage serverPointId={null} />);
    await user.click(await screen.findByRole('button', { name: 'Удалить из корзины: Товар 1' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('3,00 ₽');
    await user.click(screen.getByRole('button', { name: 'Очистить корзину' }));
    expect(calls).toEqual(['remove 1']);
    await user.click(screen.getByRole('button', { name: 'Да, очистить' }));
    expect(await screen.findByRole('heading', { name: TEXT_CART_EMPTY })).toBeInTheDocument();
    expect(calls).toEqual(['remove 1', 'clear']);
  });

  it('blocks the way to the order while a line cannot be ordered', async () => {
    serveCart([{ ...line(1, '10.00', 9), problem: 'Товара «Товар 1» на складе только 5 шт.' }]);
    renderWithClient(<CartPage serverPointId={null} />);
    expect(await screen.findByText('Товара «Товар 1» на складе только 5 шт.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти к оформлению' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
