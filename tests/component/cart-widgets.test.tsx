// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { HttpResponse } from 'msw';
import { cartAdd, cartInfo, cartTradePoint, cartList } from '@/lib/api/endpoints/cart';
import { orderData } from '@/lib/api/endpoints/orders';
import { tradePoints } from '@/lib/api/endpoints/trade-points';
import { AddToCartButton } from '@/features/cart/add-to-cart-button';
import { CartHeaderButton } from '@/features/cart/cart-header-button';
import { CartModals } from '@/features/cart/cart-modals';
import { CartStrip } from '@/features/cart/cart-strip';
import {
  STORAGE_KEY_POINT_ID,
  TEXT_BASE_CART,
  TEXT_CART_COUNT,
  TEXT_CART_TOTAL,
} from '@/lib/constants';
import { TEXT_CHOOSE_CART } from '@/lib/constants-frame';
import { mockEndpoint } from '@/mocks/endpoint-handler';
import { mockServer } from '@/mocks/server';
import { useCartPointStore } from '@/stores/cart-point-store';
import { useModalStore } from '@/stores/modal-store';
import {
  cartTotals,
  deferred,
  disposeClients,
  makeInfo,
  makePoints,
  makeProduct,
  polyfillDialog,
  renderWithClient,
} from './buying-support';

let pathname = '/category/';
vi.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => ({ push: vi.fn() }),
}));

const emptyList = {
  trade_point_id: null,
  trade_point_title: null,
  lines: [],
  count: 0,
  price_final: '0.00',
  ...cartTotals('0.00'),
  recipient: null,
  delivery_method_id: null,
  delivery_address: null,
  payment_method: null,
};

beforeAll(() => {
  polyfillDialog();
  mockServer.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  Cookies.set('signed_in', '1');
  window.localStorage.clear();
  useCartPointStore.setState({ pointId: null, restored: false, stripForced: false });
  pathname = '/category/';
});
afterEach(async () => {
  await disposeClients();
  mockServer.resetHandlers();
  Cookies.remove('signed_in');
  useModalStore.getState().closeModal();
});
afterAll(() => mockServer.close());

/** The trade_point_id each cart info call asked for. */
function serveInfo(byPoint: Record<number, ReturnType<typeof makeInfo>>, seen: string[] = []) {
  mockServer.use(
    mockEndpoint(cartInfo, ({ request }) => {
      const point = new URL(request.url).searchParams.get('trade_point_id') ?? '';
      seen.push(point);
      return byPoint[Number(point)] ?? makeInfo();
    }),
  );
  return seen;
}

describe('cart strip (spec §2.3/§3)', () => {
  it('shows the base cart with its count and total on catalogue paths', async () => {
    serveInfo({
      0: makeInfo({ count: 3, price_final: '1234.50', items: [{ product_id: 1, quantity: 3 }] }),
    });
    renderWithClient(<CartStrip />);
    const strip = await screen.findByTestId('cart-strip');
    expect(within(strip).getByTestId('cart-strip-title')).toHaveTextContent(TEXT_BASE_CART);
    expect(within(strip).getByText(TEXT_CART_COUNT)).toBeInTheDocument();
    expect(within(strip).getByTestId('cart-strip-count')).toHaveTextContent('3');
    expect(within(strip).getByText(TEXT_CART_TOTAL)).toBeInTheDocument();
    expect(within(strip).getByTestId('cart-strip-total')).toHaveTextContent('1 234,50 ₽');
  });

  it('names the trade point of the cart restored from localStorage.pointId', async () => {
    window.localStorage.setItem(STORAGE_KEY_POINT_ID, '5');
    const seen = serveInfo({
      5: makeInfo({
        trade_point_id: 5,
        trade_point_title: 'Магазин на Партизанском',
        count: 1,
        price_final: '10.00',
      }),
    });
    pathname = '/product/kirpich/';
    renderWithClient(<CartStrip />);
    expect(await screen.findByTestId('cart-strip-title')).toHaveTextContent(
      'Магазин на Партизанском',
    );
    expect(seen).toEqual(['5']);
  });

  it('stays hidden on other paths and for guests', async () => {
    const seen = serveInfo({});
    pathname = '/gde-kupit/';
    const { unmount } = renderWithClient(<CartStrip />);
    await waitFor(() => expect(seen.length).toBe(1));
    expect(screen.queryByTestId('cart-strip')).not.toBeInTheDocument();
    unmount();
    Cookies.remove('signed_in');
    pathname = '/cart/';
    renderWithClient(<CartStrip />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('cart-strip')).not.toBeInTheDocument();
    expect(seen.length).toBe(1);
  });
});

describe('header cart button (spec §2.4)', () => {
  it('shows the dot only when the chosen cart has items', async () => {
    serveInfo({
      0: makeInfo({ count: 1, price_final: '5.00', items: [{ product_id: 1, quantity: 4 }] }),
    });
    renderWithClient(<CartHeaderButton />);
    expect(await screen.findByTestId('cart-dot')).toBeInTheDocument();
  });

  it('gives a guest the sign-in modal from the cart and from the picker arrow', async () => {
    Cookies.remove('signed_in');
    const user = userEvent.setup();
    renderWithClient(<CartHeaderButton />);
    expect(screen.queryByTestId('cart-dot')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEXT_CHOOSE_CART }));
    expect(useModalStore.getState().open).toBe('signIn');
    useModalStore.getState().closeModal();
    await user.click(screen.getByRole('link', { name: 'Корзина' }));
    expect(useModalStore.getState().open).toBe('signIn');
  });

  it('opens the cart picker for a signed-in buyer', async () => {
    serveInfo({});
    const user = userEvent.setup();
    renderWithClient(<CartHeaderButton />);
    await user.click(screen.getByRole('button', { name: TEXT_CHOOSE_CART }));
    expect(useModalStore.getState().open).toBe('chooseCart');
  });
});

describe('choose-cart modal (spec §2.9/§4)', () => {
  function serveChoice(gate: Promise<void>, chosen: number[]) {
    mockServer.use(
      mockEndpoint(tradePoints, () => makePoints()),
      mockEndpoint(cartTradePoint, async ({ params }) => {
        chosen.push(Number(params.id));
        await gate;
        return makeInfo({ trade_point_id: Number(params.id) || null });
      }),
      mockEndpoint(cartList, () => emptyList),
      mockEndpoint(orderData, () =>
        HttpResponse.json({ detail: 'не нужно в этом тесте' }, { status: 500 }),
      ),
    );
  }

  it('lists the base cart and the trade points, stores the choice and disables confirm while loading', async () => {
    serveInfo({ 0: makeInfo({ count: 1, price_final: '9.00' }) });
    const gate = deferred();
    const chosen: number[] = [];
    serveChoice(gate.promise, chosen);
    mockServer.use(
      mockEndpoint(orderData, () => ({
        cart: { ...emptyList, trade_point_id: 6, trade_point_title: 'Склад в Колодищах' },
        delivery_methods: [],
        payment_methods: [],
        addresses: [],
        recipient_default: { name: '', phone: '', email: '', organization: '' },
        can_order: false,
        reason: 'Корзина пуста.',
      })),
    );
    const user = userEvent.setup();
    renderWithClient(<CartModals />);
    act(() => useModalStore.getState().openModal('chooseCart'));

    const dialog = await screen.findByRole('dialog', { name: TEXT_CHOOSE_CART });
    expect(dialog).toHaveStyle({ maxWidth: '528px' });
    expect(
      await within(dialog).findByRole('radio', { name: /Склад в Колодищах/ }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: new RegExp(TEXT_BASE_CART) })).toBeChecked();
    expect(within(dialog).getByText('товаров: 2 · 150,00 ₽')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: /Склад в Колодищах/ }));
    const confirm = within(dialog).getByRole('button', { name: 'Выбрать' });
    await user.click(confirm);
    await waitFor(() => expect(chosen).toEqual([6]));
    expect(within(dialog).getByRole('button', { name: 'Загрузка…' })).toBeDisabled();
    gate.resolve();
    await waitFor(() => expect(useModalStore.getState().open).toBeNull());
    expect(window.localStorage.getItem(STORAGE_KEY_POINT_ID)).toBe('6');
    expect(useCartPointStore.getState()).toMatchObject({ pointId: 6, stripForced: true });
  });

  it('choosing the base cart clears the stored pointId; a failure is shown and the button comes back', async () => {
    window.localStorage.setItem(STORAGE_KEY_POINT_ID, '5');
    serveInfo({ 5: makeInfo({ trade_point_id: 5, trade_point_title: 'Магазин на Партизанском' }) });
    const chosen: number[] = [];
    serveChoice(Promise.resolve(), chosen);
    const user = userEvent.setup();
    renderWithClient(<CartModals />);
    act(() => useModalStore.getState().openModal('chooseCart'));
    const dialog = await screen.findByRole('dialog', { name: TEXT_CHOOSE_CART });
    await within(dialog).findByRole('radio', { name: /Склад в Колодищах/ });
    expect(within(dialog).getByRole('radio', { name: /Магазин на Партизанском/ })).toBeChecked();

    // The order data load fails: the error shows, the modal stays, the button is usable again.
    await user.click(within(dialog).getByRole('radio', { name: new RegExp(TEXT_BASE_CART) }));
    await user.click(within(dialog).getByRole('button', { name: 'Выбрать' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('не нужно в этом тесте');
    expect(within(dialog).getByRole('button', { name: 'Выбрать' })).toBeEnabled();
    expect(chosen).toEqual([0]);
    expect(window.localStorage.getItem(STORAGE_KEY_POINT_ID)).toBeNull();
  });
});

describe('add to cart button', () => {
  it('steps by the pack from the minimum and adds at once, before the server answers', async () => {
    serveInfo({ 0: makeInfo() });
    const gate = deferred();
    const bodies: unknown[] = [];
    mockServer.use(
      mockEndpoint(cartAdd, async ({ request }) => {
        bodies.push(await request.json());
        await gate.promise;
        return makeInfo({
          count: 1,
          price_final: '15.00',
          items: [{ product_id: 11, quantity: 12 }],
        });
      }),
    );
    const user = userEvent.setup();
    renderWithClient(
      <AddToCartButton product={makeProduct({ min_qty: 6, pack_qty: 6, price: '1.25' })} />,
    );
    // A signed-in buyer's button is replaced by its live part once that has loaded.
    await act(() => import('@/features/cart/cart-live'));
    const qty = screen.getByRole('textbox', { name: 'Количество, шт' });
    expect(qty).toHaveValue('6');
    expect(screen.getByRole('button', { name: 'Уменьшить количество' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    expect(qty).toHaveValue('12');
    await user.clear(qty);
    await user.type(qty, '13{Enter}');
    expect(qty).toHaveValue('18');
    await user.click(screen.getByRole('button', { name: 'Уменьшить количество' }));
    await user.click(screen.getByRole('button', { name: /В корзину/ }));
    // Shown as in the cart while the request is still in flight.
    expect(await screen.findByRole('link', { name: /^В корзине: 12\s+шт$/ })).toBeInTheDocument();
    gate.resolve();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /В корзину/ })).toHaveTextContent('Добавлено'),
    );
    expect(bodies).toEqual([{ product_id: 11, quantity: 12, trade_point_id: 0 }]);
  });

  it("shows the server's refusal and takes the optimistic line back", async () => {
    serveInfo({ 0: makeInfo() });
    mockServer.use(
      mockEndpoint(cartAdd, () =>
        HttpResponse.json(
          { quantity: ['Товара «Кирпич» на складе только 3 шт.'] },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithClient(<AddToCartButton product={makeProduct()} />);
    await user.click(screen.getByRole('button', { name: /В корзину/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Товара «Кирпич» на складе только 3 шт.',
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /В корзине/ })).not.toBeInTheDocument(),
    );
  });

  it('asks a guest to sign in instead of adding', async () => {
    Cookies.remove('signed_in');
    const user = userEvent.setup();
    renderWithClient(<AddToCartButton product={makeProduct()} />);
    await user.click(screen.getByRole('button', { name: /В корзину/ }));
    expect(useModalStore.getState().open).toBe('signIn');
  });

  it('offers nothing to add for a product out of stock', () => {
    serveInfo({});
    renderWithClient(<AddToCartButton product={makeProduct({ stock: 0, in_stock: false })} />);
    expect(screen.getByRole('button', { name: 'Нет в наличии' })).toBeDisabled();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
