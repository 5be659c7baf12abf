// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { renderWithClient } from './buying-support';
import userEvent from '@testing-library/user-event';
import { ProductListing } from '@/components/catalog/product-listing';
import { TEXT_NOTHING_FOUND_IN_LISTING } from '@/lib/constants';
import { listing } from './catalog-support';
import { productActions } from '@/app/_compose/product-actions';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push }),
  usePathname: () => '/category/stroymaterialy/kirpich/',
}));
vi.mock('@/features/cart/add-to-cart-button', () => ({ AddToCartButton: () => null }));
vi.mock('@/features/favourites/favourite-button', () => ({ FavouriteButton: () => null }));

const base = '/category/stroymaterialy/kirpich/';
beforeEach(() => push.mockClear());

describe('ProductListing', () => {
  it('links every page, marks the current one, and keeps the filters in page links', () => {
    renderWithClient(
      <ProductListing
        actions={productActions}
        basePath={base}
        state={{ brand: 'Керамин', page: '3' }}
        listing={listing({ products: { ...listing().products, count: 240 } })}
        label="Товары"
      />,
    );
    const pages = screen.getByRole('navigation', { name: 'Страницы' });
    expect(within(pages).getByText('3')).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Страница 1' })).toHaveAttribute(
      'href',
      `${base}?brand=%D0%9A%D0%B5%D1%80%D0%B0%D0%BC%D0%B8%D0%BD`,
    );
    expect(within(pages).getByRole('link', { name: 'Страница 10' })).toHaveAttribute(
      'href',
      expect.stringContaining('page=10'),
    );
    expect(within(pages).getByRole('link', { name: /Назад/ })).toHaveAttribute(
      'href',
      expect.stringContaining('page=2'),
    );
    expect(within(pages).getByRole('link', { name: /Вперёд/ })).toHaveAttribute('rel', 'next');
    expect(within(pages).queryByRole('link', { name: 'Страница 7' })).toBeNull();
    expect(screen.getByTestId('listing-count')).toHaveTextContent('240 товаров');
  });

  it('sorts by links that keep the filters and go back to the first page', () => {
    renderWithClient(
      <ProductListing
        actions={productActions}
        basePath={base}
        state={{ in_stock: 'true', page: '2', sort: 'price' }}
        listing={listing()}
        label="Товары"
      />,
    );
    const sort = screen.getByRole('navigation', { name: 'Сортировка' });
    expect(within(sort).getByRole('link', { name: 'Сначала дешевле' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(sort).getByRole('link', { name: 'Сначала дороже' })).toHaveAttribute(
      'href',
      `${base}?in_stock=true&sort=-price`,
    );
    expect(within(sort).getByRole('link', { name: 'Популярные' })).toHaveAttribute(
      'href',
      `${base}?in_stock=true`,
    );
  });

  it('names the default order of a search by relevance and offers popularity explicitly', () => {
    renderWithClient(
      <ProductListing
        actions={productActions}
        basePath="/search/"
        state={{ query: 'кирпич' }}
        listing={listing()}
        label="Результаты"
        defaultSortTitle="По релевантности"
      />,
    );
    const sort = screen.getByRole('navigation', { name: 'Сортировка' });
    expect(within(sort).getByRole('link', { name: 'По релевантности' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(sort).getByRole('link', { name: 'Популярные' })).toHaveAttribute(
      'href',
      '/search/?query=%D0%BA%D0%B8%D1%80%D0%BF%D0%B8%D1%87&sort=popular',
    );
    const form = screen.getByRole('form', { name: 'Фильтры' });
    expect(form.querySelector('input[type="hidden"][name="query"]')).toHaveValue('кирпич');
  });

  it('has no paging for a single page and says so when nothing matches', () => {
    renderWithClient(
      <ProductListing
        actions={productActions}
        basePath={base}
        state={{}}
        listing={listing({ products: { count: 0, next: null, previous: null, results: [] } })}
        label="Товары"
      />,
    );
    expect(screen.queryByRole('navigation', { name: 'Страницы' })).toBeNull();
    expect(screen.getByText(TEXT_NOTHING_FOUND_IN_LISTING)).toBeInTheDocument();
  });

  it('applies filters into the URL, leaving empty fields and the page out', async () => {
    const user = userEvent.setup();
    renderWithClient(
      <ProductListing
        actions={productActions}
        basePath={base}
        state={{ sort: 'price', page: '4' }}
        listing={listing()}
        label="Товары"
      />,
    );
    const form = screen.getByRole('form', { name: 'Фильтры' });
    await user.type(within(form).getByLabelText('Цена, ₽ от'), '1.5');
    await user.click(within(form).getByLabelText('Только в наличии'));
    await user.selectOptions(within(form).getByLabelText('Цвет'), 'Солома');
    expect(within(form).getByRole('option', { name: 'Солома (4)' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Показать' }));
    expect(push).toHaveBeenCalledTimes(1);
    const url = new URL(push.mock.calls[0]?.[0] as string, 'http://x');
    expect(url.pathname).toBe(base);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sort: 'price',
      price_min: '1.5',
      in_stock: 'true',
      attr_Цвет: 'Солома',
    });
  });

  it('shows the chosen filters and resets them, keeping the sort', async () => {
    const user = userEvent.setup();
    renderWithClient(
      <ProductListing
        actions={productActions}
        basePath={base}
        state={{ brand: 'Радошковичи', sort: 'new', price_max: '3' }}
        listing={listing()}
        label="Товары"
      />,
    );
    const form = screen.getByRole('form', { name: 'Фильтры' });
    expect(within(form).getByLabelText('Производитель')).toHaveValue('Радошковичи');
    expect(within(form).getByLabelText('Цена, ₽ до')).toHaveValue(3);
    // The phone's fold-out toggle counts the chosen filters.
    expect(form.closest('details')?.querySelector('summary')).toHaveTextContent('Фильтры2');
    const reset = within(form).getByRole('link', { name: 'Сбросить' });
    expect(reset).toHaveAttribute('href', `${base}?sort=new`);
    await user.click(reset);
    expect(push).toHaveBeenCalledWith(`${base}?sort=new`);
  });
});
