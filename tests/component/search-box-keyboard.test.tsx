// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { TEXT_SEARCH_CLEAR } from '@/lib/constants-frame';
import { useFrameStore } from '@/stores/frame-store';
import { pause, renderBox, searchBoxHooks } from './search-box-helpers';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push }),
  usePathname: () => route.pathname,
  useSearchParams: () => new URLSearchParams(route.search),
}));

const { route } = searchBoxHooks();

describe('SearchBox', () => {
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
