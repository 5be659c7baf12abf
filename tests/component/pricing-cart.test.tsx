// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VatModeProvider } from '@/components/pricing/vat-mode';
import { VatSwitch } from '@/components/pricing/vat-switch';
import { CartLineRow } from '@/features/cart/cart-line';
import { CartSummary } from '@/features/cart/cart-summary';
import type { CartList } from '@/lib/api/contract/cart';
import { useVatModeStore } from '@/stores/vat-mode-store';
import { disposeClients, renderWithClient } from './buying-support';
import { cartWithTotals } from './pricing-support';

vi.mock('next/navigation', () => ({
  usePathname: () => '/cart/',
  useRouter: () => ({ push: vi.fn() }),
}));

const nbsp = (s: string | null) => (s ?? '').replace(/\u00a0/g, ' ');

beforeEach(() => {
  window.localStorage.clear();
  useVatModeStore.setState({ chosen: null });
});
afterEach(() => disposeClients());

function Cart({ cart }: { cart: CartList }) {
  return (
    <VatModeProvider defaultMode="with">
      <VatSwitch placement="header" />
      <ul>
        {cart.lines.map((l) => (
          <CartLineRow key={l.id} line={l} pointId={null} />
        ))}
      </ul>
      <CartSummary cart={cart} />
    </VatModeProvider>
  );
}

describe('cart totals and the minimum order', () => {
  it('shows the three totals whatever the mode, and the line in the chosen one', async () => {
    const user = userEvent.setup();
    renderWithClient(<Cart cart={cartWithTotals({ min_order_missing: '0.00' })} />);
    const summary = screen.getByRole('complementary', { name: 'Итого по корзине' });
    const figures = within(summary)
      .getAllByRole('term')
      .map((dt) => `${dt.textContent}: ${nbsp(dt.nextElementSibling?.textContent ?? '')}`);
    expect(figures).toEqual([
      'Количество товаров: 1',
      'Сумма без НДС: 72,92 ₽',
      'НДС: 14,58 ₽',
      'Итого с НДС: 87,50 ₽',
    ]);
    expect(nbsp(screen.getByTestId('cart-line-price').textContent)).toBe('17,50 ₽');
    expect(nbsp(screen.getByTestId('cart-line-sum').textContent)).toBe('87,50 ₽');

    await user.click(screen.getByRole('radio', { name: 'без НДС' }));
    // 17.50 with VAT at 20 %: 14.58 without; the line's own split gives the sum.
    expect(nbsp(screen.getByTestId('cart-line-price').textContent)).toBe('14,58 ₽');
    expect(nbsp(screen.getByTestId('cart-line-sum').textContent)).toBe('72,92 ₽');
    expect(nbsp(screen.getByTestId('cart-total').textContent)).toBe('87,50 ₽');
    expect(nbsp(screen.getByTestId('cart-total-net').textContent)).toBe('72,92 ₽');

    // Nothing missing: the way to the order is open.
    expect(screen.queryByTestId('cart-min-order')).toBeNull();
    const go = screen.getByRole('link', { name: 'Перейти к оформлению' });
    expect(go).toHaveAttribute('aria-disabled', 'false');
  });

  it('says how much is missing below the minimum order and disables checkout with that reason', () => {
    renderWithClient(<Cart cart={cartWithTotals()} />);
    const message = screen.getByTestId('cart-min-order');
    expect(nbsp(message.textContent)).toBe(
      'Минимальная сумма заказа — 100,00 ₽. Добавьте товаров ещё на 12,50 ₽.',
    );
    const go = screen.getByRole('link', { name: 'Перейти к оформлению' });
    expect(go).toHaveAttribute('aria-disabled', 'true');
    expect(go).toHaveAccessibleDescription(
      /^Минимальная сумма заказа — 100,00.₽\. Добавьте товаров ещё на 12,50.₽\.$/,
    );
  });
});
