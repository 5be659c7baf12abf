// @vitest-environment jsdom
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  LOADING_BAR,
} from '@/lib/constants-frame';
import { isChunkLoadFailure, reloadOncePerGuard } from '@/features/layout/chunk-reload';
import { parseMetaTags } from '@/features/layout/meta-tags';
import {
  finishProgress,
  loadProgressBar,
  navigationTarget,
  startProgress,
} from '@/components/navigation/progress';

const bar = () => document.querySelector<HTMLElement>('#nprogress .bar');
/** nprogress moves the bar with a transform or a margin: -100% is empty, 0% is full. */
const filled = () => {
  const style = bar()?.style;
  const text = style?.transform || style?.marginLeft || '';
  const match = /(-?[\d.]+)%/.exec(text);
  return match ? 100 + Number(match[1]) : NaN;
};

// The bar's code loads on its own (issue #15); these tests are about its timing.
beforeAll(() => loadProgressBar());

describe('loading bar (nprogress)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    finishProgress();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('stays hidden for a navigation shorter than the 200 ms throttle', () => {
    startProgress();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs - 1);
    finishProgress();
    vi.advanceTimersByTime(2000);
    expect(document.getElementById('nprogress')).toBeNull();
  });

  it('appears after 200 ms, fills over 5000 ms and is gone 500 ms after the end', () => {
    startProgress();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs - 1);
    expect(document.getElementById('nprogress')).toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.getElementById('nprogress')).not.toBeNull();
    // Decorative, and with no role ARIA lacks (nprogress's own template says role="bar").
    expect(document.querySelector('#nprogress [role]')).toBeNull();
    expect(bar()?.getAttribute('aria-hidden')).toBe('true');
    const atStart = filled();

    vi.advanceTimersByTime(LOADING_BAR.durationMs / 2);
    const halfway = filled();
    expect(halfway).toBeGreaterThan(atStart);
    expect(halfway).toBeGreaterThan(45);
    expect(halfway).toBeLessThan(60);

    vi.advanceTimersByTime(LOADING_BAR.durationMs / 2);
    const atDuration = filled();
    expect(atDuration).toBeGreaterThan(95);
    expect(atDuration).toBeLessThan(100);

    finishProgress();
    vi.advanceTimersByTime(LOADING_BAR.hideAfterMs - 1);
    expect(document.getElementById('nprogress')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.getElementById('nprogress')).toBeNull();
  });

  it('gives up on a navigation that never lands', () => {
    startProgress();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs + LOADING_BAR.durationMs * 3 + 1000);
    expect(document.getElementById('nprogress')).toBeNull();
  });
});

describe('which clicks start the bar', () => {
  const click = (
    href: string,
    extra: Partial<MouseEventInit> = {},
    attrs: Record<string, string> = {},
  ) => {
    const a = document.createElement('a');
    a.href = href;
    for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
    const span = document.createElement('span');
    a.append(span);
    document.body.append(a);
    const event = new MouseEvent('click', { bubbles: true, button: 0, ...extra });
    Object.defineProperty(event, 'target', { value: span });
    const result = navigationTarget(event);
    a.remove();
    return result?.pathname ?? null;
  };

  it('takes same-origin links to another page, from anything inside the link', () => {
    expect(click('/category/kirpich/')).toBe('/category/kirpich/');
  });

  it('skips new tabs, downloads, other sites, API files and the page itself', () => {
    expect(click('/category/', { ctrlKey: true })).toBeNull();
    expect(click('/category/', {}, { target: '_blank' })).toBeNull();
    expect(click('/api/price_list/documents/1/file/', {}, { download: '' })).toBeNull();
    expect(click('/api/price_list/documents/1/file/')).toBeNull();
    expect(click('https://t.me/td_vitrina')).toBeNull();
    expect(click(window.location.pathname)).toBeNull();
  });
});

describe('chunk load failures', () => {
  beforeEach(() => localStorage.clear());

  it('recognises Turbopack and webpack chunk errors and failed chunk scripts, nothing else', () => {
    expect(
      isChunkLoadFailure(
        Object.assign(new Error('Failed to load chunk /_next/static/chunks/a.js from module 1'), {
          name: 'ChunkLoadError',
        }),
      ),
    ).toBe(true);
    expect(isChunkLoadFailure(new Error('Loading chunk 345 failed.'))).toBe(true);
    expect(
      isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: /x.js')),
    ).toBe(true);
    const script = document.createElement('script');
    script.src = '/_next/static/chunks/app-123.js';
    expect(isChunkLoadFailure(script)).toBe(true);
    const foreign = document.createElement('script');
    foreign.src = 'https://counter.example/tag.js';
    expect(isChunkLoadFailure(foreign)).toBe(false);
    expect(isChunkLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadFailure(undefined)).toBe(false);
  });

  it('reloads at most once per minute', () => {
    const reload = vi.fn();
    const t0 = 1_750_000_000_000;
    expect(reloadOncePerGuard(reload, localStorage, t0)).toBe(true);
    expect(localStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(t0));
    expect(reloadOncePerGuard(reload, localStorage, t0 + 1000)).toBe(false);
    expect(reloadOncePerGuard(reload, localStorage, t0 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOncePerGuard(reload, localStorage, t0 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when storage is blocked, so it can never loop', () => {
    const reload = vi.fn();
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(reloadOncePerGuard(reload, blocked)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('META_TAGS', () => {
  it('keeps the <meta> tags with their attributes and drops everything else', () => {
    const markup =
      '<meta name="yandex-verification" content="abc123">\n<meta property=\'og:locale\' content=\'ru_RU\' />' +
      '<script>alert(1)</script><meta http-equiv="x-ua-compatible" content="ie=edge" onload="x()"><link rel="icon" href="/x.png">';
    expect(parseMetaTags(markup)).toEqual([
      { name: 'yandex-verification', content: 'abc123' },
      { property: 'og:locale', content: 'ru_RU' },
      { httpEquiv: 'x-ua-compatible', content: 'ie=edge' },
    ]);
    expect(parseMetaTags('<!-- пусто -->')).toEqual([]);
  });
});
