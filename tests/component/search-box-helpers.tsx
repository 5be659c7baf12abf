import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_DEBOUNCE_MS, TEXT_SEARCH_PLACEHOLDER } from '@/lib/constants-frame';
import { SearchBox } from '@/features/search/search-box';
import { modalSearch } from '@/lib/api/endpoints/search';
import { mockEndpoint } from '@/mocks/endpoint-handler';
import { mockServer } from '@/mocks/server';

export const product = (id: number, title: string, inStock = true) => ({
  id,
  title,
  product_slug: `tovar-${id}`,
  article: `АРТ-${id}`,
  price: '12.50',
  vat_rate: 20,
  price_includes_vat: true,
  unit: 'шт',
  image: `/media/products/kirpich-${id}.svg`,
  in_stock: inStock,
});

/**
 * Testing Library drains React's work with a zero timeout and advances fake timers only when
 * it sees Jest's; under Vitest's fake clock that zero timeout would never fire. Its hook is
 * pointed at Vitest's clock, so the 500 ms pause is measured on a clock that moves only when
 * the test says so.
 */
export const withJestShim = globalThis as typeof globalThis & {
  jest?: { advanceTimersByTime: (ms: number) => void };
};

export function renderBox() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <SearchBox />
    </QueryClientProvider>,
  );
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const input = screen.getByRole('combobox', { name: TEXT_SEARCH_PLACEHOLDER });
  return { ...view, user, input, client };
}

/** Lets the pause elapse and the mocked answer arrive. */
export async function pause(ms = SEARCH_DEBOUNCE_MS) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * The hooks both search box files need: the fake clock the 500 ms pause runs on, and a search
 * endpoint that answers «нет такого» with nothing and anything else with two bricks. `asked`
 * holds each query it got; `route` is what the file's mocked next/navigation reads, put back on
 * the home page before each test.
 */
export function searchBoxHooks() {
  const asked: string[] = [];
  const route = { pathname: '/', search: '' };
  beforeAll(() => {
    mockServer.listen({ onUnhandledRequest: 'error' });
    window.matchMedia = (query: string) => ({ matches: false, media: query }) as MediaQueryList;
    withJestShim.jest = { advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms) };
  });
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    asked.length = 0;
    Object.assign(route, { pathname: '/', search: '' });
    mockServer.use(
      mockEndpoint(modalSearch, ({ request }) => {
        const query = new URL(request.url).searchParams.get('query') ?? '';
        asked.push(query);
        if (query.includes('нет такого'))
          return { query, corrected: null, ignored: [], products: [], has_more: false };
        return {
          query,
          corrected: query === 'rbhgbx' ? 'кирпич' : null,
          products: [
            product(1, 'Кирпич облицовочный Керамин'),
            product(2, 'Кирпич рядовой Оболь', false),
          ],
          has_more: true,
          ignored: [],
        };
      }),
    );
  });
  afterEach(() => {
    mockServer.resetHandlers();
    vi.useRealTimers();
    vi.clearAllMocks();
  });
  afterAll(() => {
    mockServer.close();
    delete withJestShim.jest;
  });
  return { asked, route };
}
