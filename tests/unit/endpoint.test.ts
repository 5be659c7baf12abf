import { buildPath } from '@/lib/api/endpoint';
import { endpointUrl } from '@/lib/api/client';
import { category } from '@/lib/api/endpoints/catalog';
import { errorMessages, fieldErrors } from '@/lib/api/errors';
import { toHonoPath } from '@/server/http/bind';

describe('paths of the contract', () => {
  it('fills placeholders, keeping slashes of a nested category path', () => {
    expect(buildPath('/api/cart/trade_point/{id}/', { id: 5 })).toBe('/api/cart/trade_point/5/');
    expect(buildPath('/api/category/{slug+}/', { slug: 'a/b c' })).toBe('/api/category/a/b%20c/');
    expect(buildPath('/api/pages/{slug}/extended/', { slug: 'a/b' })).toBe(
      '/api/pages/a%2Fb/extended/',
    );
    expect(() => buildPath('/api/x/{id}/', {})).toThrow();
  });

  it('drops empty query values', () => {
    expect(
      endpointUrl(category, {
        params: { slug: 'a/b' },
        query: { page: 2, sort: undefined, query: '' },
      }),
    ).toBe('/api/category/a/b/?page=2');
  });

  it('maps to Hono patterns without the trailing slash', () => {
    expect(toHonoPath('/api/category/{slug+}/')).toBe('/api/category/:slug{.+}');
    expect(toHonoPath('/api/favourites/{id}/')).toBe('/api/favourites/:id');
  });
});

describe('DRF error bodies (spec §8)', () => {
  it('lists messages with arrays joined', () => {
    expect(errorMessages({ detail: 'Нет доступа.' })).toEqual(['Нет доступа.']);
    expect(
      errorMessages({
        code: ['Неверный код.', 'Осталось 4 попытки.'],
        email: ['Нет такого адреса.'],
      }),
    ).toEqual(['Неверный код. Осталось 4 попытки.', 'Нет такого адреса.']);
    expect(errorMessages(null)).toEqual([]);
  });

  it('gives field messages for forms', () => {
    expect(fieldErrors({ name: ['Только русские буквы.'], detail: 'x' })).toEqual({
      name: 'Только русские буквы.',
    });
  });
});
