// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { modalSearch } from '@/lib/api/endpoints/search';
import {
  TEXT_SEARCH_ALL_RESULTS,
  TEXT_SEARCH_NOTHING_FOUND,
  TEXT_GO_TO_CATALOGUE,
} from '@/lib/constants';
import {
  SEARCH_DEBOUNCE_MS,
  TEXT_SEARCH_CLEAR,
  TEXT_SEARCH_PLACEHOLDER,
} from '@/lib/constants-frame';
import { SearchBox } from '@/features/search/search-box';
import { useFrameStore } from '@/stores/frame-store';
import { mockEndpoint } from '@/mocks/endpoint-handler';
import { mockServer } from '@/mocks/server';

const push = vi.fn();
let route = { pathname: '/', search: '' };
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push }),
  usePathname: () => route.pathname,
  useSearchParams: () => new URLSearchParams(route.search),
}));

const asked: string[] = [];
const product = (id: number, title: string, inStock = true) => ({
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
const withJestShim = globalThis as typeof globalThis & {
  jest?: { advanceTimersByTime: (ms: number) => void };
};

beforeAll(() => {
  mockServer.listen({ onUnhandledRequest: 'error' });
  window.matchMedia = (query: string) => ({ matches: false, media: query }) as MediaQueryList;
  withJestShim.jest = { advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms) };
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  asked.length = 0;
  route = { pathname: '/', search: '' };
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

function renderBox() {
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
async function pause(ms = SEARCH_DEBOUNCE_MS) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('SearchBox', () => {
  it('is a labelled combobox with the spec placeholder', () => {
    const { input } = renderBox();
    expect(input).toHaveAttribute('placeholder', TEXT_SEARCH_PLACEHOLDER);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('asks once per 500 ms pause, not once per key', async () => {
    // 200 ms between keys: a steady typist, each key well inside the pause.
    const { user, input } = renderBox();
    await user.click(input);
    const typeSteadily = async (text: string) => {
      for (const [i, key] of Array.from(text).entries()) {
        if (i > 0) await pause(200);
        await user.keyboard(key);
      }
    };
    await typeSteadily('кирпич');
    await pause(SEARCH_DEBOUNCE_MS - 1);
    expect(asked).toEqual([]);
    await pause(1);
    await vi.waitFor(() => expect(asked).toEqual(['кирпич']));
    await typeSteadily(' обл');
    await pause();
    await vi.waitFor(() => expect(asked).toEqual(['кирпич', 'кирпич обл']));
    // A pause on the same cleaned text asks nothing new.
    await user.type(input, '  ');
    await pause();
    expect(asked).toEqual(['кирпич', 'кирпич обл']);
  });

  it('opens no dropdown and asks nothing for blank text or punctuation', async () => {
    const { user, input } = renderBox();
    await user.type(input, '   ?! ');
    await pause();
    expect(asked).toEqual([]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByText(TEXT_SEARCH_NOTHING_FOUND)).not.toBeInTheDocument();
  });

  it('lists products with picture, article and price, linked to their pages, and all results', async () => {
    const { user, input } = renderBox();
    await user.type(input, '  кирпич!!');
    await pause();
    const list = await screen.findByRole('listbox');
    expect(asked).toEqual(['кирпич']);
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0]).toHaveAttribute('href', '/product/tovar-1/');
    expect(options[0]).toHaveTextContent('Кирпич облицовочный Керамин');
    expect(options[0]).toHaveTextContent('Арт. АРТ-1');
    expect(options[0]).toHaveTextContent(/12,50\s₽/);
    expect(options[0]?.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining('/media/products/kirpich-1.svg'),
    );
    expect(options[1]).toHaveTextContent('Нет в наличии');
    const all = within(list).getByRole('option', { name: TEXT_SEARCH_ALL_RESULTS });
    expect(all).toHaveAttribute('href', '/search/?query=%D0%BA%D0%B8%D1%80%D0%BF%D0%B8%D1%87');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('says how a corrected text was understood', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'rbhgbx');
    await pause();
    expect(await screen.findByText('Показаны результаты по запросу «кирпич»')).toBeInTheDocument();
  });

  it('shows the no-result text with a link to the catalogue', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'нет такого');
    await pause();
    expect(await screen.findByText(TEXT_SEARCH_NOTHING_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TEXT_GO_TO_CATALOGUE })).toHaveAttribute(
      'href',
      '/category/',
    );
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('moves through the options with the arrows and opens the chosen one with Enter', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'кирпич');
    await pause();
    const list = await screen.findByRole('listbox');
    const options = within(list).getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await user.keyboard('{ArrowDown}');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(push).toHaveBeenCalledWith('/product/tovar-1/');
    expect(input).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes with Escape and clears with a second Escape', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'кирпич');
    await pause();
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('кирпич');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('submits GET /search/?query= with the cleaned text, and blocks Enter on empty text', async () => {
    const { user, input } = renderBox();
    await user.type(input, '   {Enter}');
    expect(push).not.toHaveBeenCalled();
    await user.type(input, ' кирпич   облицовочный?{Enter}');
    expect(push).toHaveBeenCalledWith(
      '/search/?query=%D0%BA%D0%B8%D1%80%D0%BF%D0%B8%D1%87%20%D0%BE%D0%B1%D0%BB%D0%B8%D1%86%D0%BE%D0%B2%D0%BE%D1%87%D0%BD%D1%8B%D0%B9',
    );
    expect(input).toHaveValue('');
  });

  it('closes and clears when close is pressed', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'кирпич');
    await pause();
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('button', { name: TEXT_SEARCH_CLEAR }));
    expect(input).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('closes and clears when the route query changes', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'кирпич');
    await pause();
    await screen.findByRole('listbox');
    // RouteEffects counts every route change, query too (frame-route-close.test.tsx).
    act(() => useFrameStore.getState().closeOnNavigation());
    expect(input).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
