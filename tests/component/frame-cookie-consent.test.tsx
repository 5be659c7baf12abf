// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { COOKIE_CONSENT_DAYS, COOKIE_CONSENT_NAME } from '@/lib/constants-frame';
import {
  MODAL_WIDTH,
  TEXT_COOKIE_ACCEPT,
  TEXT_COOKIE_DECLINE,
  TEXT_COOKIE_DECLINED_BODY,
  TEXT_COOKIE_DECLINED_OK,
  TEXT_COOKIE_DECLINED_TITLE,
  TEXT_COOKIE_MORE,
} from '@/lib/constants-on-demand';
import { CookieBanner } from '@/features/cookie-consent/cookie-banner';
import { CookieDeclinedModal } from '@/features/cookie-consent/cookie-declined-modal';
import { Counters } from '@/features/cookie-consent/counters';
import { useModalStore } from '@/stores/modal-store';
import { polyfillDialog } from './frame-support';

const HEAD = '<meta name="counter-head" content="1"><!-- счётчик -->';
const BODY = '<div id="counter-body-start">noscript-часть</div>';

beforeAll(() => {
  polyfillDialog();
  globalThis.ResizeObserver = class {
    observe() {}
    disconnect() {}
    unobserve() {}
  };
});

function renderConsent() {
  return render(
    <>
      <CookieBanner policyLink="/politika-konfidencialnosti/" />
      <CookieDeclinedModal />
      <Counters head={HEAD} bodyStart={BODY} />
    </>,
  );
}

afterEach(() => {
  Cookies.remove(COOKIE_CONSENT_NAME, { path: '/' });
  act(() => useModalStore.getState().closeModal());
  document
    .querySelectorAll('[data-counters], meta[name="counter-head"], #counter-body-start')
    .forEach((n) => n.remove());
  vi.restoreAllMocks();
});

describe('cookie banner and counters', () => {
  it('shows the banner while the cookie is absent, with «Подробнее», «Принять» and «Отклонить»', async () => {
    renderConsent();
    // Issue #15: the banner's code loads when it is to be shown.
    const banner = await screen.findByRole('region', { name: 'Файлы cookie' });
    expect(within(banner).getByRole('link', { name: TEXT_COOKIE_MORE })).toHaveAttribute(
      'href',
      '/politika-konfidencialnosti/',
    );
    expect(within(banner).getByRole('button', { name: TEXT_COOKIE_ACCEPT })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: TEXT_COOKIE_DECLINE })).toBeInTheDocument();
    expect(document.querySelector('meta[name="counter-head"]')).toBeNull();
  });

  it('«Принять» stores the cookie for 365 days, hides the banner and starts the counters', async () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    renderConsent();
    await userEvent.click(await screen.findByRole('button', { name: TEXT_COOKIE_ACCEPT }));
    const cookie = String(written.mock.calls.at(-1)?.[0]);
    expect(cookie).toMatch(new RegExp(`^${COOKIE_CONSENT_NAME}=1; `));
    expect(cookie).toContain('; Path=/');
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)?.[1] ?? '');
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(COOKIE_CONSENT_DAYS);
    expect(Cookies.get(COOKIE_CONSENT_NAME)).toBe('1');
    expect(screen.queryByRole('region', { name: 'Файлы cookie' })).not.toBeInTheDocument();
    // COUNTERS_HEAD at the end of <head>, COUNTERS_BODY_START at the very start of <body>.
    expect(document.head.querySelector('meta[name="counter-head"]')).not.toBeNull();
    expect(document.head.innerHTML).toContain('<!-- счётчик -->');
    expect(document.body.firstElementChild).toHaveAttribute('data-counters', 'body-start');
    expect(document.body.firstElementChild?.nextElementSibling).toHaveAttribute(
      'id',
      'counter-body-start',
    );
  });

  it('inserts the counters once, however often it renders', async () => {
    Cookies.set(COOKIE_CONSENT_NAME, '1');
    const { rerender } = renderConsent();
    rerender(<Counters head={HEAD} bodyStart={BODY} />);
    await act(() => Promise.resolve());
    expect(document.querySelectorAll('meta[name="counter-head"]')).toHaveLength(1);
    expect(document.querySelectorAll('#counter-body-start')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Файлы cookie' })).not.toBeInTheDocument();
  });

  it('«Отклонить» opens «Отклонение cookies»; «Все понятно» only hides the banner', async () => {
    const set = vi.spyOn(Cookies, 'set');
    renderConsent();
    await userEvent.click(await screen.findByRole('button', { name: TEXT_COOKIE_DECLINE }));
    const notice = screen.getByRole('dialog', { name: TEXT_COOKIE_DECLINED_TITLE });
    expect(notice).toHaveAccessibleDescription(TEXT_COOKIE_DECLINED_BODY);
    expect(notice).toHaveStyle({ maxWidth: `${MODAL_WIDTH.success}px` });
    await userEvent.click(within(notice).getByRole('button', { name: TEXT_COOKIE_DECLINED_OK }));
    expect(
      screen.queryByRole('dialog', { name: TEXT_COOKIE_DECLINED_TITLE }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Файлы cookie' })).not.toBeInTheDocument();
    expect(set).not.toHaveBeenCalled();
    expect(Cookies.get(COOKIE_CONSENT_NAME)).toBeUndefined();
    expect(document.querySelector('meta[name="counter-head"]')).toBeNull();
  });
});
