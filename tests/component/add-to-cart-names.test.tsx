// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { AddToCartButton } from '@/features/cart/add-to-cart-button';
import { AddToCartLabels } from '@/features/cart/add-to-cart-labels';
import { disposeClients, makeProduct, renderWithClient } from './buying-support';

vi.mock('next/navigation', () => ({
  usePathname: () => '/category/',
  useRouter: () => ({ push: vi.fn() }),
}));

afterEach(() => disposeClients());

// Issue #15: a card's controls say the product's title by pointing at the card's heading.
describe('the names of a card’s buying controls', () => {
  it('are «Количество: …» and «В корзину: …» whether spelled out or referred to', () => {
    const product = makeProduct({ title: 'Кирпич М-150' });
    renderWithClient(
      <>
        <AddToCartLabels />
        <h2 id="card-title">Кирпич М-150</h2>
        <AddToCartButton product={product} titleId="card-title" />
        <AddToCartButton product={{ ...product, id: product.id + 1, title: 'Блок' }} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'В корзину: Кирпич М-150' })).not.toHaveAttribute(
      'aria-label',
    );
    expect(screen.getByRole('group', { name: 'Количество: Кирпич М-150' })).toBeInTheDocument();
    // Without a heading to point at (the product page), the label says it all.
    expect(screen.getByRole('button', { name: 'В корзину: Блок' })).toHaveAttribute('aria-label');
    expect(screen.getByRole('group', { name: 'Количество: Блок' })).toBeInTheDocument();
  });
});
