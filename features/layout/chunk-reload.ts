import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_STORAGE_KEY } from '@/lib/constants-frame';

const CHUNK_MESSAGE =
  /Failed to load chunk|Loading (CSS )?chunk [\w/.-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** A script or style chunk of the app that failed to load (usually: a new deploy removed it). */
export function isChunkLoadFailure(reason: unknown): boolean {
  if (typeof HTMLScriptElement !== 'undefined' && reason instanceof HTMLScriptElement) {
    return reason.src.includes('/_next/static/');
  }
  if (typeof HTMLLinkElement !== 'undefined' && reason instanceof HTMLLinkElement) {
    return reason.rel === 'stylesheet' && reason.href.includes('/_next/static/');
  }
  if (!reason || typeof reason !== 'object') return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_MESSAGE.test(message));
}

/**
 * Spec §4: a failed chunk load reloads the page, at most once per CHUNK_RELOAD_GUARD_MS, so a
 * chunk that is really gone cannot trap the visitor in a reload loop. The time of the last
 * reload survives it in localStorage. Returns whether it reloaded.
 */
export function reloadOncePerGuard(
  reload: () => void,
  storage: Storage = window.localStorage,
  now = Date.now(),
): boolean {
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY)) || 0;
    if (now - last < CHUNK_RELOAD_GUARD_MS && now >= last) return false;
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    // Without storage the guard cannot hold across a reload: no reload beats a reload loop.
    return false;
  }
  reload();
  return true;
}
