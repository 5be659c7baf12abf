// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { ProductCard } from '@/components/catalog/product-card';
import { PriceBreaks } from '@/components/pricing/price-breaks';
import { VatModeProvider } from '@/components/pricing/vat-mode';
import { VatSwitch } from '@/components/pricing/vat-switch';
import { productActions } from '@/app/_compose/product-actions';
import { mockServer } from '@/mocks/server';
import { useVatModeStore } from '@/stores/vat-mode-store';
import { disposeClients, renderWithClient } from './buying-support';
import { card, product } from './catalog-support';
import { serveContractPrices } from './pricing-support';

vi.mock('@/features/cart/add-to-cart-button', () => ({
  AddToCartButton: ({ product }: { product: { id: number } }) => (
    <button type="button">В корзину {product.id}</button>
  ),
}));
vi.mock('@/features/favourites/favourite-button', () => ({
  FavouriteButton: ({ productId }: { productId: number }) => (
    <button type="button">В избранное {productId}</button>
  ),
}));

const nbsp = (s: string | null) => (s ?? '').replace(/\u00a0/g, ' ');

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  window.localStorage.clear();
  useVatModeStore.setState({ chosen: null });
});
afterEach(async () => {
  await disposeClients();
  mockServer.resetHandlers();
  Cookies.remove('signed_in');
});
afterAll(() => mockServer.close());

const cards = [1, 2, 3].map((id) => card({ id, slug: `p-${id}`, price: '12.00' }));

function Listing() {
  return (
    <VatModeProvider defaultMode="with">
      <VatSwitch placement="header" />
      {cards.map((c) => (
        <ProductCard key={c.id} product={c} actions={productActions} />
      ))}
    </VatModeProvider>
  );
}

const shownPrices = () => screen.getAllByTestId('product-price').map((el) => nbsp(el.textContent));

describe('personal prices', () => {
  it('a signed-in buyer gets the cards of a listing priced in one request, in the chosen mode', async () => {
    Cookies.set('signed_in', '1');
    // Contract prices without VAT at 20 %: 8.00 + 20 % = 9.60 with VAT.
    const calls = serveContractPrices(() => '8.00');
    const user = userEvent.setup();
    renderWithClient(<Listing />);
    // The page's base prices first: nothing personal is in the server's HTML.
    expect(shownPrices()).toEqual(['12,00 ₽', '12,00 ₽', '12,00 ₽']);
    await waitFor(() => expect(shownPrices()).toEqual(['9,60 ₽', '9,60 ₽', '9,60 ₽']));
    expect(calls).toEqual([[1, 2, 3]]);
    for (const el of screen.getAllByTestId('product-price')) {
      expect(el).toHaveAttribute('data-personal', 'true');
    }
    expect(screen.getAllByTestId('personal-price-mark')).toHaveLength(3);

    await user.click(screen.getByRole('radio', { name: 'без НДС' }));
    expect(shownPrices()).toEqual(['8,00 ₽', '8,00 ₽', '8,00 ₽']);
    expect(calls).toHaveLength(1);
  });

  it('a guest never asks for personal prices and sees the base ones', async () => {
    const calls = serveContractPrices(() => '8.00');
    renderWithClient(<Listing />);
    // Any call would be answered (and counted) or, unmocked, fail the test.
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(calls).toEqual([]);
    expect(shownPrices()).toEqual(['12,00 ₽', '12,00 ₽', '12,00 ₽']);
    expect(screen.queryByTestId('personal-price-mark')).toBeNull();
  });

  it('splits a page of more than 100 products into batches of at most 100', async () => {
    Cookies.set('signed_in', '1');
    const calls = serveContractPrices((id) => `${id}.00`);
    const many = Array.from({ length: 101 }, (_, i) => card({ id: i + 1, slug: `m-${i + 1}` }));
    renderWithClient(
      <VatModeProvider defaultMode="without">
        {many.map((c) => (
          <ProductCard key={c.id} product={c} actions={productActions} />
        ))}
      </VatModeProvider>,
    );
    await waitFor(() => expect(shownPrices()[100]).toBe('101,00 ₽'));
    expect(calls.map((ids) => ids.length).sort((a, b) => b - a)).toEqual([100, 1]);
  });
});

describe('volume breaks on the product page', () => {
  const withBreaks = product({
    id: 5,
    unit: 'шт',
    price: '12.00',
    breaks: [
      { min_quantity: 10, price: '11.20' },
      { min_quantity: 100, price: '10.80' },
    ],
  });

  it('a guest sees the base breaks, in the chosen mode', async () => {
    const user = userEvent.setup();
    renderWithClient(
      <VatModeProvider defaultMode="with">
        <VatSwitch placement="header" />
        <PriceBreaks product={withBreaks} />
      </VatModeProvider>,
    );
    const table = screen.getByRole('region', { name: 'Цена от количества, с НДС' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => nbsp(r.textContent));
    expect(rows).toEqual(['от 10 шт11,20 ₽ за 1 шт', 'от 100 шт10,80 ₽ за 1 шт']);
    await user.click(screen.getByRole('radio', { name: 'без НДС' }));
    // 11.20 with VAT at 20 %: VAT 1.87, 9.33 without.
    expect(nbsp(screen.getAllByTestId('price-break')[0]?.textContent ?? '')).toBe('9,33 ₽');
    expect(screen.getByRole('region', { name: 'Цена от количества, без НДС' })).toBeVisible();
  });

  it('a signed-in buyer sees the breaks of their own price type', async () => {
    Cookies.set('signed_in', '1');
    serveContractPrices(() => '10.00');
    renderWithClient(
      <VatModeProvider defaultMode="without">
        <PriceBreaks product={withBreaks} />
      </VatModeProvider>,
    );
    await waitFor(() => expect(screen.getAllByTestId('price-break')).toHaveLength(1));
    expect(nbsp(screen.getByTestId('price-break').textContent)).toBe('9,00 ₽');
    expect(screen.getByTestId('price-break')).toHaveAttribute('data-personal', 'true');
  });
});
