import NProgress from 'nprogress';
import { LOADING_BAR } from '@/lib/constants';

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

// Progress steps are queued by nprogress, each holding the queue for `speed` ms; instant steps
// keep the queue free so the final set(1) starts at once. CSS smooths the bar between steps.
function setInstant(value: number): void {
  NProgress.configure({ speed: 0 });
  NProgress.set(value);
  NProgress.configure({ speed: SPEED });
}

/**
 * Spec §9: the bar appears only if loading lasts over LOADING_BAR.throttleMs, fills towards
 * its end over LOADING_BAR.durationMs, and disappears LOADING_BAR.hideAfterMs after the end.
 */
export function startProgress(cause?: Event): void {
  if (active) return;
  active = true;
  startedBy = cause;
  NProgress.configure({
    showSpinner: false,
    trickle: false,
    easing: 'linear',
    minimum: START,
    speed: SPEED,
  });
  showTimer = setTimeout(() => {
    startedAt = Date.now();
    setInstant(START);
    tickTimer = setInterval(() => {
      const elapsed = Date.now() - startedAt;
      if (elapsed >= GIVE_UP_MS) {
        finishProgress();
        return;
      }
      setInstant(START + (CEILING - START) * Math.min(1, elapsed / LOADING_BAR.durationMs));
    }, TICK_MS);
  }, LOADING_BAR.throttleMs);
}

export function finishProgress(): void {
  if (!active) return;
  active = false;
  startedBy = undefined;
  clearTimeout(showTimer);
  clearInterval(tickTimer);
  if (NProgress.isStarted()) NProgress.set(1);
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
