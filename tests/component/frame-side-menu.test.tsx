// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteConfigMap } from '@/lib/api/contract/content';
import { menus } from '@/lib/api/endpoints/content';
import type { RequestForm } from '@/lib/api/contract/feedback';
import { TEXT_REQUEST_SENT_NOTICE } from '@/lib/constants';
import {
  SIDE_MENU_NOTICE_MS,
  TEXT_COLLAPSE_MENU,
  TEXT_DOWNLOAD_CATALOGUE,
  TEXT_LEAVE_REQUEST,
  TEXT_QUICK_ORDER,
  TEXT_WHERE_TO_BUY,
} from '@/lib/constants-frame';
import { SideMenu } from '@/features/layout/side-menu';
import type { NavItem } from '@/features/layout/types';
import { useFrameStore } from '@/stores/frame-store';
import { useModalStore } from '@/stores/modal-store';

let pathname = '/';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

const NAV: NavItem[] = [
  { type: 'page', title: 'О компании', slug: 'o-kompanii', target: null },
  {
    type: 'direct_link',
    title: 'Наш Telegram-канал',
    slug: 'https://t.me/td_vitrina',
    target: '_blank',
  },
  {
    type: 'direct_link',
    title: 'Прайс на сайте партнёра',
    slug: 'https://partner.example/price',
    target: '_self',
  },
];
const FORM: RequestForm = { id: 1, key: 'sidebar_form', title: 'Оставьте заявку', fields: [] };
const CONFIGS: SiteConfigMap = {
  HEADER_PHONE: '+375 (29) 388-12-34',
  HEADER_EMAIL: 'opt@vitrina.by',
};

function renderMenu(
  props: Partial<{ nav: NavItem[]; configs: SiteConfigMap; requestForm: RequestForm | null }> = {},
) {
  return render(<SideMenu nav={NAV} configs={CONFIGS} requestForm={FORM} {...props} />);
}

beforeAll(() => {
  // jsdom has no matchMedia; the menu asks it which layout is on screen.
  window.matchMedia = (query: string) => ({ matches: false, media: query }) as MediaQueryList;
});
afterEach(() => {
  vi.useRealTimers();
  pathname = '/';
  act(() => {
    useModalStore.getState().closeModal();
    useFrameStore.setState({ notice: null, menuOpen: false, menuCollapsed: false });
  });
});

describe('side menu', () => {
  it('shows a navigation item of a type it does not know as a page link (spec §2.6)', () => {
    // The answer goes through the same contract as the server's and the browser's calls.
    const { nav } = menus.response.parse({
      nav: [...NAV, { type: 'category', title: 'Акции', slug: 'akcii', target: null }],
    });
    renderMenu({ nav });
    expect(screen.getByRole('link', { name: 'Акции' })).toHaveAttribute('href', '/akcii/');
    expect(screen.getByRole('link', { name: 'О компании' })).toHaveAttribute(
      'href',
      '/o-kompanii/',
    );
  });

  it('links page entries to /{slug}/ and direct links to their address with their target', () => {
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Меню сайта' });
    expect(within(nav).getByRole('link', { name: 'О компании' })).toHaveAttribute(
      'href',
      '/o-kompanii/',
    );
    const telegram = within(nav).getByRole('link', { name: 'Наш Telegram-канал' });
    expect(telegram).toHaveAttribute('href', 'https://t.me/td_vitrina');
    expect(telegram).toHaveAttribute('target', '_blank');
    expect(telegram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(nav).getByRole('link', { name: 'Прайс на сайте партнёра' })).toHaveAttribute(
      'target',
      '_self',
    );
  });

  it('follows the entries with «Где купить» and «Скачать каталог», which opens the download modal', async () => {
    pathname = '/gde-kupit/';
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Меню сайта' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'О компании',
      'Наш Telegram-канал',
      'Прайс на сайте партнёра',
      TEXT_WHERE_TO_BUY,
      TEXT_QUICK_ORDER,
      TEXT_DOWNLOAD_CATALOGUE,
    ]);
    const whereToBuy = within(nav).getByRole('link', { name: TEXT_WHERE_TO_BUY });
    expect(whereToBuy).toHaveAttribute('href', '/gde-kupit/');
    expect(whereToBuy).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: TEXT_DOWNLOAD_CATALOGUE }));
    expect(useModalStore.getState().open).toBe('downloadCatalogue');
  });

  it('shows the header phone and e-mail, and «Оставить заявку» opening the request form', async () => {
    renderMenu();
    expect(screen.getByRole('link', { name: '+375 (29) 388-12-34' })).toHaveAttribute(
      'href',
      'tel:+375293881234',
    );
    expect(screen.getByRole('link', { name: 'opt@vitrina.by' })).toHaveAttribute(
      'href',
      'mailto:opt@vitrina.by',
    );
    await userEvent.click(screen.getByRole('button', { name: TEXT_LEAVE_REQUEST }));
    expect(useModalStore.getState()).toMatchObject({ open: 'request', payload: { form: FORM } });
  });

  it('leaves out the contacts that are not configured and the request button without a form', () => {
    renderMenu({ configs: {}, requestForm: null });
    expect(screen.queryByRole('link', { name: /^tel:|\+375/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXT_LEAVE_REQUEST })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXT_COLLAPSE_MENU })).toBeInTheDocument();
  });

  it('«Свернуть меню» closes the drawer, or collapses the column on wide screens and remembers it', async () => {
    renderMenu();
    act(() => useFrameStore.getState().setMenuOpen(true));
    expect(document.getElementById('side-menu')).toHaveAttribute('data-open', 'true');
    await userEvent.click(screen.getByRole('button', { name: TEXT_COLLAPSE_MENU }));
    expect(document.getElementById('side-menu')).toHaveAttribute('data-open', 'false');
    expect(useFrameStore.getState().menuCollapsed).toBe(false);

    window.matchMedia = (query: string) => ({ matches: true, media: query }) as MediaQueryList;
    await userEvent.click(screen.getByRole('button', { name: TEXT_COLLAPSE_MENU }));
    expect(useFrameStore.getState().menuCollapsed).toBe(true);
    expect(document.documentElement).toHaveAttribute('data-menu', 'collapsed');
    expect(localStorage.getItem('vitrina:menu-collapsed')).toBe('1');
    window.matchMedia = (query: string) => ({ matches: false, media: query }) as MediaQueryList;
  });

  it('keeps a success notice visible for exactly 5 s', () => {
    vi.useFakeTimers();
    renderMenu();
    act(() => useFrameStore.getState().showNotice(TEXT_REQUEST_SENT_NOTICE));
    expect(screen.getByRole('status')).toHaveTextContent(TEXT_REQUEST_SENT_NOTICE);
    act(() => {
      vi.advanceTimersByTime(SIDE_MENU_NOTICE_MS - 1);
    });
    expect(screen.getByRole('status')).toHaveTextContent(TEXT_REQUEST_SENT_NOTICE);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('starts the 5 s over for a second notice', () => {
    vi.useFakeTimers();
    renderMenu();
    act(() => useFrameStore.getState().showNotice('Первое'));
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    act(() => useFrameStore.getState().showNotice('Второе'));
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Второе');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
