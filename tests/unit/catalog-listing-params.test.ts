import {
  listingHref,
  listingQuery,
  listingState,
  withoutFilters,
} from '@/lib/catalog/listing-params';
import { pageWindow } from '@/components/ui/pagination';
import { discountPercent, plural, formatPrice } from '@/lib/format/numbers';

describe('listing URL state', () => {
  it('keeps only what a listing understands, drops empty values and page 1, and sorts the keys', () => {
    expect(
      listingState({
        utm_source: 'x',
        sort: 'price',
        page: '1',
        brand: '',
        attr_Цвет: 'Красный',
        in_stock: 'false',
      }),
    ).toEqual({
      attr_Цвет: 'Красный',
      sort: 'price',
    });
    expect(Object.keys(listingState({ sort: 'new', brand: 'A', page: '2' }) ?? {})).toEqual([
      'brand',
      'page',
      'sort',
    ]);
    expect(listingState({ page: ['3', '4'] })).toEqual({ page: '3' });
  });

  it('refuses what the API would refuse, so the page is a 404 before any request', () => {
    expect(listingState({ page: '0' })).toBeNull();
    expect(listingState({ page: 'два' })).toBeNull();
    expect(listingState({ sort: 'cheap' })).toBeNull();
    expect(listingState({ price_min: '10', price_max: '5' })).toBeNull();
    expect(listingState({ attr_x: 'a'.repeat(201) })).toBeNull();
  });

  it('asks the API with the shop page size and the state', () => {
    expect(listingQuery({ sort: 'price', page: '2' })).toEqual({
      sort: 'price',
      page: '2',
      pageSize: 24,
    });
  });

  it('builds links with changes and without page 1; reset keeps sort and search', () => {
    expect(listingHref('/category/a/', { sort: 'price', page: '3' }, { page: '1' })).toBe(
      '/category/a/?sort=price',
    );
    expect(listingHref('/category/a/', {}, {})).toBe('/category/a/');
    expect(listingHref('/search/', { query: 'кирпич м150' }, { page: '2' })).toBe(
      '/search/?page=2&query=%D0%BA%D0%B8%D1%80%D0%BF%D0%B8%D1%87+%D0%BC150',
    );
    expect(
      withoutFilters({ brand: 'A', query: 'q', sort: 'new', page: '2', in_stock: 'true' }),
    ).toEqual({ sort: 'new', query: 'q' });
  });
});

describe('pagination window', () => {
  it('shows the ends, the neighbours and gaps; a gap of one page is the page itself', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(pageWindow(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 8, 9, 10]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('formatting', () => {
  it('writes prices the Russian way and picks plural forms', () => {
    expect(formatPrice('1234567.5').replace(/\s/g, ' ')).toBe('1 234 567,50 ₽');
    expect([1, 2, 5, 11, 21, 112].map((n) => plural(n, ['товар', 'товара', 'товаров']))).toEqual([
      'товар',
      'товара',
      'товаров',
      'товаров',
      'товар',
      'товаров',
    ]);
    expect(discountPercent('80.00', '100.00')).toBe(20);
    expect(discountPercent('100.00', '80.00')).toBeNull();
    expect(discountPercent('100.00', null)).toBeNull();
  });
});
