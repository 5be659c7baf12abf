// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import Link from 'next/link';
import { CartHeaderButton } from '@/features/cart/cart-header-button';
import { FavouritesHeaderButton } from '@/features/favourites/favourites-header-button';
import { RouteEffects } from '@/features/layout/route-effects';
import { LOADING_BAR, TEXT_CART, TEXT_CHOOSE_CART, TEXT_FAVOURITES } from '@/lib/constants-frame';
import { finishProgress, loadProgressBar } from '@/components/navigation/progress';
import { useModalStore } from '@/stores/modal-store';
import { renderWithQuery } from './frame-support';

vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: vi.fn() }),
}));

const barShown = () => document.getElementById('nprogress') !== null;

function renderHeaderLinks() {
  renderWithQuery(
    <>
      <RouteEffects />
      <FavouritesHeaderButton />
      <CartHeaderButton />
      <Link href="/o-kompanii/">О компании</Link>
    </>,
  );
}

// The bar's code loads on its own (issue #15); these tests are about when it shows.
beforeAll(() => loadProgressBar());

describe('a guest clicking favourites or the cart (spec §2.4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Cookies.remove('signed_in');
  });
  afterEach(() => {
    act(() => useModalStore.getState().closeModal());
    finishProgress();
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it.each([
    ['link', TEXT_FAVOURITES],
    ['link', TEXT_CART],
    ['button', TEXT_CHOOSE_CART],
  ] as const)(
    'the %s «%s» opens the sign-in modal and starts no loading bar: nothing navigates',
    (role, name) => {
      renderHeaderLinks();
      act(() => {
        fireEvent.click(screen.getByRole(role, { name }));
      });
      expect(useModalStore.getState().open).toBe('signIn');
      act(() => {
        vi.advanceTimersByTime(LOADING_BAR.throttleMs * 2);
      });
      expect(barShown()).toBe(false);
    },
  );

  it('a link that does navigate still starts the bar (the check above can see one)', () => {
    renderHeaderLinks();
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'О компании' }));
    });
    act(() => {
      vi.advanceTimersByTime(LOADING_BAR.throttleMs * 2);
    });
    expect(barShown()).toBe(true);
  });
});
