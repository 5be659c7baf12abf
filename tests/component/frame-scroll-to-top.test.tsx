// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_TOP_THRESHOLD_PX, TEXT_SCROLL_TOP } from '@/lib/constants-frame';
import { ScrollToTop } from '@/features/layout/scroll-to-top';

/** jsdom does not scroll: the page's offset is ours to move, as Chromium would. */
let scrollY = 0;
const scrollTo = vi.fn();

function scrollPageTo(y: number) {
  scrollY = y;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function motion(reduce: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({ matches: reduce }) as typeof window.matchMedia;
}

describe('scroll-to-top button (spec §2.3)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    scrollY = 0;
    scrollTo.mockReset();
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
    window.scrollTo = scrollTo as typeof window.scrollTo;
    motion(false);
  });
  afterEach(() => vi.useRealTimers());

  const button = () => screen.getByRole('button', { name: TEXT_SCROLL_TOP, hidden: true });

  it('shows past the threshold and hides at it', () => {
    render(<ScrollToTop />);
    expect(button().dataset.visible).toBe('false');
    scrollPageTo(SCROLL_TOP_THRESHOLD_PX);
    expect(button().dataset.visible).toBe('false');
    scrollPageTo(SCROLL_TOP_THRESHOLD_PX + 1);
    expect(button().dataset.visible).toBe('true');
  });

  it('scrolls smoothly and leaves a moving scroll alone', () => {
    render(<ScrollToTop />);
    scrollPageTo(400);
    fireEvent.click(button());
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollY = 250; // the animation has begun
    vi.advanceTimersByTime(1000);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('goes to the top at once when the smooth scroll never moved the page', () => {
    render(<ScrollToTop />);
    scrollPageTo(101);
    fireEvent.click(button());
    vi.advanceTimersByTime(1000);
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('jumps without animation when the visitor asks for reduced motion', () => {
    motion(true);
    render(<ScrollToTop />);
    scrollPageTo(500);
    fireEvent.click(button());
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
    vi.advanceTimersByTime(1000);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
