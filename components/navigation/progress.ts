import type NProgressBar from 'nprogress';
import { LOADING_BAR } from '@/lib/constants-frame';

/** set(1) spends SPEED filling the bar and SPEED fading it: gone LOADING_BAR.hideAfterMs after. */
const SPEED = LOADING_BAR.hideAfterMs / 2;
const TICK_MS = 200;
const START = 0.08;
const CEILING = 0.98;
/** A navigation that never lands (an aborted click) must not leave the bar up forever. */
const GIVE_UP_MS = LOADING_BAR.durationMs * 3;

let showTimer: ReturnType<typeof setTimeout> | undefined;
let tickTimer: ReturnType<typeof setInterval> | undefined;
let startedAt = 0;
let active = false;
/** The click whose link started the bar, until a route change or a cancel ends it. */
let startedBy: Event | undefined;

/**
 * Issue #15: nprogress is not in the first-load JS. It loads when the browser is idle after
 * the page (RouteEffects) or with the first navigation, whichever comes first: the bar shows
 * LOADING_BAR.throttleMs after a start, by when it is there.
 */
let NProgress: typeof NProgressBar | undefined;
let loading: Promise<typeof NProgressBar> | undefined;

export function loadProgressBar(): Promise<typeof NProgressBar> {
  loading ??= import('nprogress').then(
    (m) => (NProgress = m.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

// Progress steps are queued by nprogress, each holding the queue for `speed` ms; instant steps
// keep the queue free so the final set(1) starts at once. CSS smooths the bar between steps.
function setInstant(bar: typeof NProgressBar, value: number): void {
  bar.configure({ speed: 0 });
  bar.set(value);
  bar.configure({ speed: SPEED });
}

/**
 * nprogress's own template marks the bar `role="bar"`, a role ARIA does not have (axe:
 * aria-roles, serious, when it catches the bar mid-navigation). The bar only decorates.
 */
const TEMPLATE = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';

function show(bar: typeof NProgressBar): void {
  bar.configure({
    template: TEMPLATE,
    barSelector: '.bar',
    showSpinner: false,
    trickle: false,
    easing: 'linear',
    minimum: START,
    speed: SPEED,
  });
  startedAt = Date.now();
  setInstant(bar, START);
  tickTimer = setInterval(() => {
    const elapsed = Date.now() - startedAt;
    if (elapsed >= GIVE_UP_MS) {
      finishProgress();
      return;
    }
    setInstant(bar, START + (CEILING - START) * Math.min(1, elapsed / LOADING_BAR.durationMs));
  }, TICK_MS);
}

/**
 * Spec §9: the bar appears only if loading lasts over LOADING_BAR.throttleMs, fills towards
 * its end over LOADING_BAR.durationMs, and disappears LOADING_BAR.hideAfterMs after the end.
 */
export function startProgress(cause?: Event): void {
  if (active) return;
  active = true;
  startedBy = cause;
  const started = loadProgressBar().catch(() => undefined);
  showTimer = setTimeout(() => {
    if (NProgress) show(NProgress);
    // Still on its way (a slow network): shown when it comes, if this navigation still runs.
    else
      void started.then((bar) => {
        if (bar && active && startedBy === cause && tickTimer === undefined) show(bar);
      });
  }, LOADING_BAR.throttleMs);
}

export function finishProgress(): void {
  if (!active) return;
  active = false;
  startedBy = undefined;
  clearTimeout(showTimer);
  clearInterval(tickTimer);
  tickTimer = undefined;
  if (NProgress?.isStarted()) NProgress.set(1);
}

/**
 * A click handler that keeps its link from opening (the guest guard) says so here. The bar was
 * started by the same click, before that handler ran; no route change will come to end it, so
 * it ends now, before its throttle lets it show. A bar of another navigation is left alone.
 */
export function cancelLinkNavigation(click: Event): void {
  if (active && startedBy === click) finishProgress();
}

/** The same-origin page a click is about to open, or null when it opens nothing of ours. */
export function navigationTarget(
  event: MouseEvent,
  location: Location = window.location,
): URL | null {
  if (
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    event.defaultPrevented
  )
    return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || /^\/(api|media)\//.test(url.pathname)) return null;
  if (url.pathname === location.pathname && url.search === location.search) return null;
  return url;
}
