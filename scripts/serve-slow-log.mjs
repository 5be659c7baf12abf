// The server's slow spots in its log (stderr): a request answered after SLOW_REQUEST_MS and an
// event loop held for SLOW_LOOP_MS. An owner sees what made a page wait; CI's e2e log shows it
// beside a test that timed out waiting for the server.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setInterval } from 'node:timers';

const SLOW_REQUEST_MS = 2000;
const SLOW_LOOP_MS = 500;
const LOOP_SAMPLE_MS = 1000;

/** Logs the request when its answer ends (or the client leaves) later than SLOW_REQUEST_MS. */
export function logSlowRequest(req, res, now = () => performance.now()) {
  const start = now();
  res.once('close', () => {
    const ms = now() - start;
    if (ms < SLOW_REQUEST_MS) return;
    const ended = res.writableFinished ? res.statusCode : 'клиент ушёл';
    console.error(`[slow] ${req.method} ${req.url} → ${ended} за ${Math.round(ms)} мс`);
  });
}

/** Logs each second whose longest event-loop delay passed SLOW_LOOP_MS. */
export function logEventLoopStalls() {
  const histogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  setInterval(() => {
    const ms = histogram.max / 1e6;
    histogram.reset();
    if (ms >= SLOW_LOOP_MS) console.error(`[slow] цикл событий занят ${Math.round(ms)} мс подряд`);
  }, LOOP_SAMPLE_MS).unref();
}
