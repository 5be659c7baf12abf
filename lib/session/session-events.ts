// Issue #15: apart from the session calls (lib/session/browser.ts), whose endpoint helpers the
// first-load JS of a public page does not need — the islands only listen.

type Listener = () => void;
const listeners = new Set<Listener>();

/** Islands that show the signed-in state re-read the hint cookie when a session starts or ends. */
export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySessionChange(): void {
  for (const listener of listeners) listener();
}
