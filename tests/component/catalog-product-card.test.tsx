// @vitest-environment jsdom
import { renderWithClient } from './buying-support';
import { screen, within } from '@testing-library/react';
import { ProductCard } from '@/components/catalog/product-card';
import { TEXT_IN_STOCK } from '@/lib/constants-frame';
import { TEXT_OUT_OF_STOCK } from '@/lib/constants-frame';
import { card } from './catalog-support';
import { productActions } from '@/app/_compose/product-actions';

// The buying buttons are issue #6's and need its query client; here only their place matters.
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

const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('ProductCard', () => {
  it('shows the picture, title link, article, price per unit and stock with the quantity', () => {
    renderWithClient(<ProductCard actions={productActions} product={card()} />);
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: /Кирпич облицовочный/ })).toHaveAttribute(
      'href',
      '/product/kirpich-keramin-terrakot-1nf/',
    );
    expect(article).toHaveTextContent('Арт. КР-1НФ-0001');
    expect(nbsp(screen.getByTestId('product-price').textContent ?? '')).toBe('1 234,50 ₽');
    expect(article).toHaveTextContent('/ шт');
    expect(nbsp(article.textContent ?? '')).toContain(`${TEXT_IN_STOCK} 3 840 шт`);
    expect(article.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining('kirpich-1-1.svg'),
    );
    expect(screen.getByRole('button', { name: 'В корзину 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'В избранное 1' })).toBeInTheDocument();
    expect(article).not.toHaveTextContent('Мин. заказ');
    expect(article.querySelector('s')).toBeNull();
  });

  it('strikes the old price through and shows the discount and novelty', () => {
    renderWithClient(
      <ProductCard
        actions={productActions}
        product={card({ price: '80.00', old_price: '100.00', is_new: true })}
      />,
    );
    const article = screen.getByRole('article');
    expect(nbsp(article.querySelector('s')?.textContent ?? '')).toBe('100,00 ₽');
    expect(article).toHaveTextContent('−20%');
    expect(article).toHaveTextContent('Новинка');
  });

  it('says out of stock, and gives the minimum and pack quantity only when above one', () => {
    renderWithClient(
      <ProductCard
        actions={productActions}
        product={card({ stock: 0, in_stock: false, min_qty: 640, pack_qty: 1280, unit: 'шт' })}
      />,
    );
    const text = nbsp(screen.getByRole('article').textContent ?? '');
    expect(text).toContain(TEXT_OUT_OF_STOCK);
    expect(text).not.toContain(TEXT_IN_STOCK);
    expect(text).toContain('Мин. заказ: 640 шт');
    expect(text).toContain('В упаковке: 1 280 шт');
  });
});
