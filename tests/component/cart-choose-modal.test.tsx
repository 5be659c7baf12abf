// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { cartTradePoint, cartList } from '@/lib/api/endpoints/cart';
import { orderData } from '@/lib/api/endpoints/orders';
import { tradePoints } from '@/lib/api/endpoints/trade-points';
import { CartModals } from '@/features/cart/cart-modals';
import { STORAGE_KEY_POINT_ID, TEXT_BASE_CART } from '@/lib/constants';
import { TEXT_CHOOSE_CART } from '@/lib/constants-frame';
import { mockEndpoint } from '@/mocks/endpoint-handler';
import { mockServer } from '@/mocks/server';
import { useCartPointStore } from '@/stores/cart-point-store';
import { useModalStore } from '@/stores/modal-store';
import { cartTotals, deferred, makeInfo, makePoints, renderWithClient } from './buying-support';
import { cartWidgetHooks, serveInfo } from './cart-widgets-helpers';

vi.mock('next/navigation', () => ({
  usePathname: () => '/category/',
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

cartWidgetHooks();

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
