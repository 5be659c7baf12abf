// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { LOADING_BAR } from '@/lib/constants-frame';
import { finishProgress, loadProgressBar } from '@/components/navigation/progress';
import { leavesPage, useAppRouter } from '@/components/navigation/use-app-router';

const push = vi.fn();
const replace = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace, back: vi.fn(), forward: vi.fn(), refresh: vi.fn() }),
}));

const barShown = () => document.getElementById('nprogress') !== null;

// The bar's code loads on its own (issue #15); these tests are about its timing.
beforeAll(() => loadProgressBar());

describe('useAppRouter: code-driven steps start the loading bar like links', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/category/?page=2');
  });
  afterEach(() => {
    finishProgress();
    vi.runAllTimers();
    vi.useRealTimers();
    push.mockClear();
    replace.mockClear();
  });

  it('push to another page navigates and shows the bar after the 200 ms throttle', () => {
    const { result } = renderHook(() => useAppRouter());
    result.current.push('/search/?query=кирпич');
    expect(push).toHaveBeenCalledWith('/search/?query=кирпич');
    vi.advanceTimersByTime(LOADING_BAR.throttleMs);
    expect(barShown()).toBe(true);
  });

  it('replace to another page shows the bar too', () => {
    const { result } = renderHook(() => useAppRouter());
    result.current.replace('/registration/?auth=true', { scroll: false });
    expect(replace).toHaveBeenCalledWith('/registration/?auth=true', { scroll: false });
    vi.advanceTimersByTime(LOADING_BAR.throttleMs);
    expect(barShown()).toBe(true);
  });

  it('a step to the page on screen starts no bar: no route change would ever end it', () => {
    const { result } = renderHook(() => useAppRouter());
    result.current.push('/category/?page=2');
    expect(push).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs * 5);
    expect(barShown()).toBe(false);
  });
});

describe('leavesPage', () => {
  it('compares path and query of the same origin only', () => {
    window.history.replaceState(null, '', '/cart/');
    expect(leavesPage('/order/')).toBe(true);
    expect(leavesPage('/cart/?x=1')).toBe(true);
    expect(leavesPage('/cart/')).toBe(false);
    expect(leavesPage('/cart/#top')).toBe(false);
    expect(leavesPage('https://example.org/cart/other/')).toBe(false);
  });
});
