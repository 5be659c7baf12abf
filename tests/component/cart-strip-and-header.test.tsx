// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { CartHeaderButton } from '@/features/cart/cart-header-button';
import { CartStrip } from '@/features/cart/cart-strip';
import {
  STORAGE_KEY_POINT_ID,
  TEXT_BASE_CART,
  TEXT_CART_COUNT,
  TEXT_CART_TOTAL,
} from '@/lib/constants';
import { TEXT_CHOOSE_CART } from '@/lib/constants-frame';
import { useModalStore } from '@/stores/modal-store';
import { makeInfo, renderWithClient } from './buying-support';
import { cartWidgetHooks, serveInfo } from './cart-widgets-helpers';

let pathname = '/category/';
vi.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => ({ push: vi.fn() }),
}));

cartWidgetHooks(() => {
  pathname = '/category/';
});

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
