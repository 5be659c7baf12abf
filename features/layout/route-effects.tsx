'use client';

import { useSearchParams } from 'next/navigation';
import { usePublicPathname } from '@/components/navigation/use-public-pathname';
import { useEffect, useRef } from 'react';
import { SCROLL_POSITIONS_STORAGE_KEY, SCROLL_RESTORE_DELAY_MS } from '@/lib/constants-frame';
import { useFrameStore } from '@/stores/frame-store';
import { isChunkLoadFailure, reloadOncePerGuard } from './chunk-reload';
import {
  finishProgress,
  loadProgressBar,
  navigationTarget,
  startProgress,
} from '@/components/navigation/progress';

/** One spelling for an address, from the router's hooks or from `location` alike. */
const routeKey = (pathname: string, search: string) => {
  const path = pathname.replace(/\/+$/, '') || '/';
  return search ? `${path}?${search}` : path;
};
const here = () =>
  routeKey(window.location.pathname, new URLSearchParams(window.location.search).toString());

function loadPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_STORAGE_KEY) ?? '{}') as Record<
      string,
      number
    >;
  } catch {
    return {};
  }
}

function savePositions(positions: Record<string, number>): void {
  try {
    sessionStorage.setItem(SCROLL_POSITIONS_STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or blocked: positions last for this page only.
  }
}

/**
 * What happens on every route change (spec §2.3, §2.4, §4): the loading bar, closing the menu
 * and the catalogue dropdown, the scroll restore after back/forward, and the reload after a
 * failed chunk load. Rendered once, in the layout, inside <Suspense> (it reads the query).
 */
export function RouteEffects() {
  const pathname = usePublicPathname();
  const search = useSearchParams().toString();
  const route = routeKey(pathname, search);
  const closeOnNavigation = useFrameStore((s) => s.closeOnNavigation);
  const positions = useRef<Record<string, number>>({});
  /** The address of the page on screen, as the router reports it. */
  const shown = useRef(route);

  useEffect(() => {
    /** While a position is being brought back, scrolling must not overwrite the saved one. */
    let restoring = false;
    let restoreTimer: ReturnType<typeof setTimeout> | undefined;
    // Spec §4: the position comes back SCROLL_RESTORE_DELAY_MS after the step, once the page
    // has its height.
    const restoreLater = (y: number) => {
      restoring = true;
      clearTimeout(restoreTimer);
      restoreTimer = setTimeout(() => {
        window.scrollTo(0, y);
        restoring = false;
      }, SCROLL_RESTORE_DELAY_MS);
    };

    const onClick = (event: MouseEvent) => {
      if (!navigationTarget(event)) return;
      // Where the visitor leaves this page, even if no scroll was heard since it hydrated.
      positions.current[here()] = Math.round(window.scrollY);
      // Capture: this runs before the link's own handler, which may still cancel the step
      // (cancelLinkNavigation), as Next's Link prevents the default of every click it follows.
      startProgress(event);
    };
    // A plain GET form with its own action loads a page; forms the app handles itself
    // prevent the default, which is seen here, after React's handlers (window is last to hear).
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      if (event.defaultPrevented || form.method !== 'get' || !form.hasAttribute('action')) return;
      if (new URL(form.action).origin === window.location.origin) startProgress();
    };
    const onPopState = () => {
      // The router may already have drawn the page of this step (it hears of it first), or
      // not yet: the position saved for the address is read now either way.
      const key = here();
      restoreLater(positions.current[key] ?? 0);
      if (key !== shown.current) startProgress();
    };
    const onScroll = () => {
      if (!restoring) positions.current[here()] = Math.round(window.scrollY);
    };
    const onPageHide = () => savePositions(positions.current);
    const onError = (event: Event) => {
      const reason: unknown = event instanceof ErrorEvent ? event.error : event.target;
      if (isChunkLoadFailure(reason)) reloadOncePerGuard(() => window.location.reload());
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadFailure(event.reason)) reloadOncePerGuard(() => window.location.reload());
    };

    window.history.scrollRestoration = 'manual';
    positions.current = loadPositions();
    // After a reload, or a return from another site, this page's position comes back too.
    const entry = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined;
    const saved = positions.current[here()];
    if (saved && (entry?.type === 'reload' || entry?.type === 'back_forward')) restoreLater(saved);

    // The loading bar's code is not in the first load (issue #15): it comes once the page is idle.
    const preloadBar = () => void loadProgressBar().catch(() => undefined);
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(preloadBar, { timeout: 5000 })
        : undefined;
    const late = idle === undefined ? setTimeout(preloadBar, 2000) : undefined;

    document.addEventListener('click', onClick, true);
    window.addEventListener('submit', onSubmit);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    // Capture: a <script> or <link> that fails to load fires a non-bubbling error on itself.
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      clearTimeout(restoreTimer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(late);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('submit', onSubmit);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  useEffect(() => {
    if (shown.current === route) return; // first render
    shown.current = route;
    finishProgress();
    closeOnNavigation();
    savePositions(positions.current);
  }, [route, closeOnNavigation]);

  return null;
}
