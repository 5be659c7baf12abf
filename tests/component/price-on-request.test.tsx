// @vitest-environment jsdom
import { renderWithClient } from './buying-support';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestForm } from '@/lib/api/contract/feedback';
import { ProductCard } from '@/components/catalog/product-card';
import { RequestModal } from '@/features/feedback/request-modal';
import { ProductPage } from '@/features/product/product-page';
import { TEXT_PRICE_ON_REQUEST, TEXT_REQUEST_PRICE } from '@/lib/constants-frame';
import { useModalStore } from '@/stores/modal-store';
import { productActions } from '@/app/_compose/product-actions';
import { card, product } from './catalog-support';
import { polyfillDialog, renderWithQuery } from './frame-support';

/** Issue #12: a product 1C sent without a price is shown «по запросу» and asked for, not bought. */

vi.mock('@/features/cart/add-to-cart-button', () => ({
  AddToCartButton: () => <button type="button">В корзину</button>,
}));
vi.mock('@/features/favourites/favourite-button', () => ({
  FavouriteButton: () => <button type="button">В избранное</button>,
}));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn() }),
  usePathname: () => '/',
}));

const FORM: RequestForm = {
  id: 1,
  key: 'sidebar_form',
  title: 'Оставьте заявку',
  fields: [
    { name: 'name', label: 'Ваше имя', kind: 'CharField', required: true },
    { name: 'phone', label: 'Телефон', kind: 'CharField', required: true },
    { name: 'comment', label: 'Комментарий', kind: 'CharField', required: false },
  ],
};

beforeAll(() => polyfillDialog());
afterEach(() => act(() => useModalStore.getState().closeModal()));

describe('a product card «по запросу»', () => {
  it('says «Цена по запросу» instead of a price and offers «Запросить цену», not the cart', () => {
    renderWithClient(
      <ProductCard actions={productActions} product={card({ price: null, old_price: '100.00' })} />,
    );
    const article = screen.getByRole('article');
    expect(screen.getByTestId('product-price')).toHaveTextContent(TEXT_PRICE_ON_REQUEST);
    expect(article).not.toHaveTextContent('₽');
    expect(article).not.toHaveTextContent('/ шт');
    expect(article.querySelector('s')).toBeNull();
    expect(within(article).queryByRole('button', { name: 'В корзину' })).toBeNull();
    expect(
      within(article).getByRole('button', { name: new RegExp(`^${TEXT_REQUEST_PRICE}: Кирпич`) }),
    ).toBeInTheDocument();
  });

  it('opens the request form with the product named in the comment', async () => {
    const user = userEvent.setup();
    renderWithQuery(
      <>
        <ProductCard actions={productActions} product={card({ price: null })} />
        <RequestModal defaultForm={FORM} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: /^Запросить цену/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Оставьте заявку' });
    expect(within(dialog).getByLabelText('Комментарий')).toHaveValue(
      'Прошу сообщить цену и наличие: «Кирпич облицовочный керамический Керамин Терракот 1НФ», арт. КР-1НФ-0001.',
    );
  });
});

describe('the product page «по запросу»', () => {
  const data = () => ({
    product: product({ price: null }),
    variants: [],
    related: [],
    configs: { SITE_NAME: 'Витрина' },
  });

  it('shows the text and the request button, and its JSON-LD has no Offer', () => {
    const { container } = renderWithClient(<ProductPage actions={productActions} data={data()} />);
    expect(screen.getByTestId('product-page-price')).toHaveTextContent(TEXT_PRICE_ON_REQUEST);
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByRole('button', { name: 'В корзину' })).toBeNull();
    expect(screen.getByRole('button', { name: /^Запросить цену/ })).toBeInTheDocument();
    const ld = [...container.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>)
      .find((d) => d['@type'] === 'Product');
    expect(ld).toMatchObject({ '@type': 'Product', sku: 'КР-1НФ-0001' });
    expect(ld).not.toHaveProperty('offers');
  });

  it('keeps the Offer with its price when there is one', () => {
    const { container } = renderWithClient(
      <ProductPage actions={productActions} data={{ ...data(), product: product() }} />,
    );
    const ld = [...container.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>)
      .find((d) => d['@type'] === 'Product');
    expect(ld).toMatchObject({ offers: { '@type': 'Offer', price: '1234.50' } });
  });
});
