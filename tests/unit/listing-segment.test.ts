import { cachedPagePath } from '@/bff/cached-pages';
import {
  EMPTY_SEGMENT,
  INVALID_SEGMENT,
  segmentOfQuery,
  stateOfSegment,
} from '@/lib/catalog/listing-segment';
import { publicPathname } from '@/lib/catalog/cached-path';

/** Issue #15: a listing's query as the `[q]` path segment of its full-route cache entry. */
const seg = (query: string) => segmentOfQuery(new URLSearchParams(query));

describe('listing segment', () => {
  it('is one spelling per listing: order, unknown keys, empties and defaults do not matter', () => {
    const canonical = seg('page=2&sort=price');
    expect(seg('sort=price&page=2')).toBe(canonical);
    expect(seg('sort=price&utm_source=x&page=2&fbclid=1&brand=')).toBe(canonical);
    expect(seg('page=2&page=5&sort=price')).toBe(canonical);
    expect(seg('')).toBe(EMPTY_SEGMENT);
    expect(seg('page=1&in_stock=false&gclid=abc')).toBe(EMPTY_SEGMENT);
  });

  it('round-trips a state, Cyrillic filters included, and refuses any other spelling', () => {
    const segment = seg('brand=Кнауф&attr_цвет=белый&price_min=10&sort=-price&page=3');
    expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(stateOfSegment(segment)).toEqual({
      attr_цвет: 'белый',
      brand: 'Кнауф',
      page: '3',
      price_min: '10',
      sort: '-price',
    });
    expect(stateOfSegment(EMPTY_SEGMENT)).toEqual({});
    // The same state spelled otherwise is no second cache entry: 404.
    const other = Buffer.from(
      'sort=-price&page=3&price_min=10&brand=%D0%9A%D0%BD%D0%B0%D1%83%D1%84&attr_%D1%86%D0%B2%D0%B5%D1%82=%D0%B1%D0%B5%D0%BB%D1%8B%D0%B9',
    ).toString('base64url');
    expect(stateOfSegment(other)).toBeNull();
    expect(stateOfSegment(INVALID_SEGMENT)).toBeNull();
    expect(stateOfSegment('not base64!')).toBeNull();
  });

  it('turns a bad query (the API would refuse it) into the one invalid segment', () => {
    expect(seg('page=0')).toBe(INVALID_SEGMENT);
    expect(seg('page=два')).toBe(INVALID_SEGMENT);
    expect(seg('price_min=10&price_max=5')).toBe(INVALID_SEGMENT);
    expect(seg(`brand=${'я'.repeat(100)}&query=${'ж'.repeat(200)}`)).toBe(INVALID_SEGMENT);
  });
});

describe('cached page paths (bff/proxy.ts rewrites)', () => {
  const path = (pathname: string, query = '') =>
    cachedPagePath(pathname, new URLSearchParams(query));

  it('moves the home, where-to-buy and every listing under /cached/<q>/', () => {
    expect(path('/')).toBe('/cached/-/');
    expect(path('/gde-kupit/', 'page=2')).toBe('/cached/-/gde-kupit/');
    expect(path('/category/')).toBe('/cached/-/category/');
    expect(path('/category/a/b/', 'sort=price&x=1')).toBe(
      `/cached/${seg('sort=price')}/category/a/b/`,
    );
  });

  it('leaves other pages alone and makes the internal paths unreachable (404)', () => {
    expect(path('/product/x/')).toBeNull();
    expect(path('/o-kompanii/')).toBeNull();
    expect(path('/search/', 'query=x')).toBeNull();
    expect(path('/cart/')).toBeNull();
    expect(path('/cached/-/')).toBe('/cached/-/cached/-/');
  });

  it('gives usePathname the address the browser shows', () => {
    expect(publicPathname('/cached/-/')).toBe('/');
    expect(publicPathname('/cached/cGFnZT0y/category/a/')).toBe('/category/a/');
    expect(publicPathname('/product/x/')).toBe('/product/x/');
  });
});
