// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { HttpResponse } from 'msw';
import { cartAdd } from '@/lib/api/endpoints/cart';
import { AddToCartButton } from '@/features/cart/add-to-cart-button';
import { mockEndpoint } from '@/mocks/endpoint-handler';
import { mockServer } from '@/mocks/server';
import { useModalStore } from '@/stores/modal-store';
import { deferred, makeInfo, makeProduct, renderWithClient } from './buying-support';
import { cartWidgetHooks, serveInfo } from './cart-widgets-helpers';

vi.mock('next/navigation', () => ({
  usePathname: () => '/category/',
  useRouter: () => ({ push: vi.fn() }),
}));

cartWidgetHooks();

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
