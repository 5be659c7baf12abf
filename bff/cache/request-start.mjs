// When the request being served arrived (issue #15, the data-cache race). scripts/serve.mjs
// runs every request inside `runRequest`; everything Next does for it — the render, its data
// loads, the cache writes after the answer — runs in that async context and can ask when it
// began. One storage per process, on a global symbol: the server and the cache handler Next
// imports on its own must see the same one.
import { AsyncLocalStorage } from 'node:async_hooks';

const KEY = Symbol.for('vitrina.requestStart');
const storage = (globalThis[KEY] ??= new AsyncLocalStorage());

/** Runs `handler` as one request, started now. */
export function runRequest(handler) {
  return storage.run(Date.now(), handler);
}

/** When the current request arrived (ms); undefined outside one (a build, a test, `next dev`). */
export function requestStartedAt() {
  return storage.getStore();
}
