// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import {
  TEXT_SEARCH_ALL_RESULTS,
  TEXT_SEARCH_NOTHING_FOUND,
  TEXT_GO_TO_CATALOGUE,
} from '@/lib/constants';
import { SEARCH_DEBOUNCE_MS, TEXT_SEARCH_PLACEHOLDER } from '@/lib/constants-frame';
import { pause, renderBox, searchBoxHooks } from './search-box-helpers';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push }),
  usePathname: () => route.pathname,
  useSearchParams: () => new URLSearchParams(route.search),
}));

const { asked, route } = searchBoxHooks();

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
});
