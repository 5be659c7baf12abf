// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { SiteConfigMap } from '@/lib/api/contract/content';
import { TEXT_PRICES_INFORMATIONAL } from '@/lib/constants-frame';
import { COORDINATES_COPIED_MS, TEXT_COPIED } from '@/lib/constants-frame';
import { SiteFooter } from '@/features/layout/site-footer';

const FULL: SiteConfigMap = {
  ADDRESS_TEXT: 'г. Минск, ул. Тимирязева, 65Б',
  ADDRESS_LINK: 'https://yandex.by/maps/?text=Минск',
  OFFICE_COORDINATES: '53.918512, 27.512034',
  VK: 'https://vk.com/td_vitrina',
  TELEGRAM: 'https://t.me/td_vitrina',
  WHATSAPP: 'https://wa.me/375293881234',
  VIBER: 'viber://chat?number=%2B375293881234',
  INSTAGRAM: 'https://www.instagram.com/td_vitrina/',
  TIKTOK: 'https://www.tiktok.com/@td_vitrina',
  FOOTER_PHONE: '+375 (17) 388-12-34',
  FOOTER_EMAIL: 'info@vitrina.by',
  POLICY_LINK: '/politika-konfidencialnosti/',
  AGREEMENT_LINK: '/soglasie/',
};

let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => vi.useRealTimers());

describe('footer', () => {
  it('links the address when ADDRESS_LINK is set, and shows it as text otherwise', () => {
    const { unmount } = render(<SiteFooter configs={FULL} nav={[]} year={2026} />);
    expect(screen.getByRole('link', { name: FULL.ADDRESS_TEXT })).toHaveAttribute(
      'href',
      FULL.ADDRESS_LINK,
    );
    unmount();
    render(<SiteFooter configs={{ ...FULL, ADDRESS_LINK: undefined }} nav={[]} year={2026} />);
    expect(screen.queryByRole('link', { name: FULL.ADDRESS_TEXT })).not.toBeInTheDocument();
    expect(screen.getByText(FULL.ADDRESS_TEXT ?? '')).toBeInTheDocument();
  });

  it('shows each social icon only when configured, linking to its address', () => {
    const { unmount } = render(<SiteFooter configs={FULL} nav={[]} year={2026} />);
    const socials = screen.getByRole('list', { name: 'Мы в соцсетях' });
    expect(
      within(socials)
        .getAllByRole('link')
        .map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]),
    ).toEqual([
      ['ВКонтакте', FULL.VK],
      ['Telegram', FULL.TELEGRAM],
      ['WhatsApp', FULL.WHATSAPP],
      ['Viber', FULL.VIBER],
      ['Instagram', FULL.INSTAGRAM],
      ['TikTok', FULL.TIKTOK],
    ]);
    for (const link of within(socials).getAllByRole('link'))
      expect(link.querySelector('svg')).not.toBeNull();
    unmount();
    render(
      <SiteFooter
        year={2026}
        configs={{ ...FULL, VK: undefined, VIBER: undefined, TIKTOK: undefined }}
        nav={[]}
      />,
    );
    expect(
      within(screen.getByRole('list', { name: 'Мы в соцсетях' }))
        .getAllByRole('link')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Telegram', 'WhatsApp', 'Instagram']);
  });

  it('shows the footer phone and e-mail, the informational-prices note and both document links', () => {
    render(
      <SiteFooter
        year={2026}
        configs={FULL}
        nav={[{ type: 'page', title: 'Доставка', slug: 'dostavka', target: null }]}
      />,
    );
    expect(screen.getByRole('link', { name: FULL.FOOTER_PHONE })).toHaveAttribute(
      'href',
      'tel:+375173881234',
    );
    expect(screen.getByRole('link', { name: FULL.FOOTER_EMAIL })).toHaveAttribute(
      'href',
      'mailto:info@vitrina.by',
    );
    expect(screen.getByText(TEXT_PRICES_INFORMATIONAL)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute(
      'href',
      FULL.POLICY_LINK,
    );
    expect(
      screen.getByRole('link', { name: 'Согласие на обработку персональных данных' }),
    ).toHaveAttribute('href', FULL.AGREEMENT_LINK);
    expect(screen.getByRole('link', { name: 'Доставка' })).toHaveAttribute('href', '/dostavka/');
  });

  it('shows nothing optional when no config is set', () => {
    render(<SiteFooter configs={{}} nav={[]} year={2026} />);
    expect(screen.queryByRole('list', { name: 'Мы в соцсетях' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Координаты/ })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Политика конфиденциальности' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText(TEXT_PRICES_INFORMATIONAL)).toBeInTheDocument();
  });

  it('copies the office coordinates on click and says «Скопировано» for exactly 1.2 s', async () => {
    vi.useFakeTimers();
    render(<SiteFooter configs={FULL} nav={[]} year={2026} />);
    const button = screen.getByRole('button', { name: /Координаты офиса/ });
    expect(button).toHaveTextContent(FULL.OFFICE_COORDINATES ?? '');
    await act(async () => {
      fireEvent.click(button);
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith(FULL.OFFICE_COORDINATES);
    const status = screen.getAllByRole('status').find((s) => s.textContent === TEXT_COPIED);
    expect(status).toBeDefined();
    act(() => {
      vi.advanceTimersByTime(COORDINATES_COPIED_MS - 1);
    });
    expect(screen.getByText(TEXT_COPIED)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText(TEXT_COPIED)).not.toBeInTheDocument();
  });
});
