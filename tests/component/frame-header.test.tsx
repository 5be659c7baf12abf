// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXT_CATALOGUE, TEXT_OPEN_MENU } from '@/lib/constants-frame';
import { MENU_SLIDE_MS, TEXT_CATALOGUE_NAV } from '@/lib/constants-on-demand';
import { SiteHeader } from '@/features/layout/site-header';
import { makeCategoryTree } from '@/mocks/factories';
import { useFrameStore } from '@/stores/frame-store';

let wide = false;
// Issue #15: the dropdown fetches the tree on first use; the page does not carry it.
const fetchTree = vi.fn(() =>
  Promise.resolve({ ok: true, json: () => Promise.resolve(makeCategoryTree()) }),
);
beforeAll(() => {
  window.matchMedia = (query: string) => ({ matches: wide, media: query }) as MediaQueryList;
  vi.stubGlobal('fetch', fetchTree);
});
afterAll(() => {
  vi.unstubAllGlobals();
});
afterEach(() => {
  wide = false;
  act(() =>
    useFrameStore.setState({ catalogueOpen: false, menuOpen: false, menuCollapsed: false }),
  );
});

function renderHeader() {
  return render(
    <SiteHeader
      search={<input aria-label="Поиск по сайту" />}
      actions={<button type="button">Корзина</button>}
    />,
  );
}

describe('header', () => {
  it('links the logo home and mounts the search and the action slots', () => {
    renderHeader();
    expect(
      screen.getByRole('link', { name: 'Витрина оптовые поставки — на главную' }),
    ).toHaveAttribute('href', '/');
    expect(screen.getByRole('textbox', { name: 'Поиск по сайту' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Корзина' })).toBeInTheDocument();
  });

  it('fetches the tree once, when the «Каталог» button is about to be used, not with the page', async () => {
    renderHeader();
    expect(fetchTree).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: TEXT_CATALOGUE });
    await userEvent.hover(button);
    await userEvent.click(button);
    const panel = await screen.findByRole('navigation', { name: TEXT_CATALOGUE_NAV });
    expect(await within(panel).findByRole('link', { name: 'Стройматериалы' })).toBeVisible();
    expect(fetchTree).toHaveBeenCalledTimes(1);
    expect(fetchTree).toHaveBeenCalledWith('/api/categories/tree/?lang=ru', expect.anything());
  });

  it('toggles the catalogue dropdown with the «Каталог» button', async () => {
    renderHeader();
    const button = screen.getByRole('button', { name: TEXT_CATALOGUE });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Issue #15: no panel before the first open, and no reference to one.
    expect(button).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('navigation', { name: TEXT_CATALOGUE })).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('navigation', { name: TEXT_CATALOGUE_NAV });
    expect(panel).toBeVisible();
    expect(button).toHaveAttribute('aria-controls', panel.parentElement?.id);
    await userEvent.click(button);
    expect(screen.queryByRole('navigation', { name: TEXT_CATALOGUE })).not.toBeInTheDocument();
  });

  it('lists the nested tree with links to /category/{full_slug}/ and children that slide in 500 ms', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: TEXT_CATALOGUE }));
    const panel = await screen.findByRole('navigation', { name: TEXT_CATALOGUE_NAV });
    // The tree's code and data load with the first open (issue #15).
    expect(await within(panel).findByRole('link', { name: 'Стройматериалы' })).toHaveAttribute(
      'href',
      '/category/stroymaterialy/',
    );
    expect(within(panel).getByRole('link', { name: 'Сухие смеси' })).toHaveAttribute(
      'href',
      '/category/suhie-smesi/',
    );
    // A leaf has no toggle; a parent has one that controls its children.
    expect(within(panel).queryByRole('button', { name: /Сухие смеси/ })).not.toBeInTheDocument();
    const toggle = within(panel).getByRole('button', { name: /Стройматериалы/ });
    const children = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(children).toHaveAttribute('data-open', 'false');
    expect(children?.style.getPropertyValue('--slide-ms')).toBe(`${MENU_SLIDE_MS}ms`);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(children).toHaveAttribute('data-open', 'true');
    const brick = within(children as HTMLElement).getByRole('link', { name: 'Кирпич' });
    expect(brick).toHaveAttribute('href', '/category/stroymaterialy/kirpich/');
    await userEvent.click(within(children as HTMLElement).getByRole('button', { name: /Кирпич/ }));
    expect(within(panel).getByRole('link', { name: 'Облицовочный кирпич' })).toHaveAttribute(
      'href',
      '/category/stroymaterialy/kirpich/oblicovochnyy-kirpich/',
    );
  });

  it('closes the dropdown on Escape and on a click outside, and on navigation', async () => {
    renderHeader();
    const button = screen.getByRole('button', { name: TEXT_CATALOGUE });
    await userEvent.click(button);
    await screen.findByRole('navigation', { name: TEXT_CATALOGUE_NAV });
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.click(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    act(() => useFrameStore.getState().setMenuOpen(true));
    act(() => useFrameStore.getState().closeOnNavigation());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(useFrameStore.getState().menuOpen).toBe(false);
  });

  it('opens the drawer with the burger on small screens, and brings a collapsed column back on wide ones', async () => {
    renderHeader();
    const burger = screen.getByRole('button', { name: TEXT_OPEN_MENU });
    expect(burger).toHaveAttribute('aria-controls', 'side-menu');
    await userEvent.click(burger);
    expect(useFrameStore.getState().menuOpen).toBe(true);
    expect(burger).toHaveAttribute('aria-expanded', 'true');

    act(() => useFrameStore.setState({ menuOpen: false, menuCollapsed: true }));
    wide = true;
    await userEvent.click(burger);
    expect(useFrameStore.getState()).toMatchObject({ menuCollapsed: false, menuOpen: false });
  });
});
