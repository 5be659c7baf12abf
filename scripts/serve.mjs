// The production server: `next start` with a guard in front (issue #17, defect 10).
//
// Next answers a plain-text 500 for requests it cannot even route: a method undici refuses
// to build a Request with (TRACE, TRACK, CONNECT) and a path whose percent escapes do not
// decode (`/%E0%A4%A`, `/catalog/%`). Those are the client's mistakes: here they get 405 and
// 400 before Next sees them, JSON for /api and a small branded page elsewhere. Everything
// else goes to Next's own request handler untouched (the raw URL included).
//
// Like `next start`: the port from -p/--port or PORT (3000), the address from -H/--hostname
// (all interfaces by default), --keepAliveTimeout; SIGTERM/SIGINT stop accepting, let the
// requests in flight finish (10 s at most) and exit.
import { Buffer } from 'node:buffer';
import http from 'node:http';
import { setTimeout } from 'node:timers';
import next from 'next';
import { runRequest } from '../bff/cache/request-start.mjs';
import { brandServerErrors, page } from './serve-error-page.mjs';
import { logEventLoopStalls, logSlowRequest } from './serve-slow-log.mjs';

const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
// A longer address is no link of the shop's (a search text is 200 characters at most). Next
// repeats a path it redirects (a trailing slash, a double slash) in two headers, so an 8,000-
// character one made 16 KB of headers — more than Node's clients and nginx's buffers take:
// the answer never arrived (the fuzzer's «без ответа»). 414 before Next sees it.
const MAX_URL_LENGTH = 4096;
const SHUTDOWN_GRACE_MS = 10_000;
const DEFAULT_KEEP_ALIVE_MS = 65_000;

function option(names) {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    for (const name of names) {
      if (args[i] === name) return args[i + 1];
      if (args[i].startsWith(`${name}=`)) return args[i].slice(name.length + 1);
    }
  }
  return undefined;
}

const port = Number(option(['-p', '--port']) ?? process.env.PORT ?? 3000);
const hostname = option(['-H', '--hostname']);
const keepAliveTimeout = Number(option(['--keepAliveTimeout']) ?? 0);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`Неверный порт: ${port}`);
  process.exit(1);
}

function refuse(req, res, status, detail, title, headers = {}) {
  const path = (req.url ?? '/').split('?')[0];
  const api = path === '/api' || path.startsWith('/api/');
  const body = api
    ? JSON.stringify({ detail })
    : page(
        status,
        title,
        status === 405 || status === 414 ? detail : 'Проверьте адрес: в нём есть ошибка.',
      );
  res.writeHead(status, {
    ...headers,
    'Content-Type': api ? 'application/json' : 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Why Next cannot take this request, answered here; null when it can. */
function guard(req, res) {
  if (!ALLOWED_METHODS.includes(req.method ?? '')) {
    refuse(req, res, 405, `Метод «${req.method}» не поддерживается.`, 'Метод не поддерживается', {
      Allow: ALLOWED_METHODS.join(', '),
    });
    return true;
  }
  if ((req.url ?? '').length > MAX_URL_LENGTH) {
    refuse(req, res, 414, 'Слишком длинный адрес запроса.', 'Слишком длинный адрес');
    return true;
  }
  const path = (req.url ?? '/').split('?')[0];
  try {
    // Checked only: Next decodes the original URL itself.
    decodeURIComponent(path);
  } catch {
    refuse(req, res, 400, 'Некорректный адрес: ошибка в %-кодировании.', 'Некорректный адрес');
    return true;
  }
  return false;
}

const app = next({ dev: false, dir: process.cwd(), hostname, port });
await app.prepare();
const handle = app.getRequestHandler();

/**
 * Next strips Content-Length from route handler answers (its send-response), so a download
 * would go out chunked. The app names the length in X-Content-Length; it becomes the real
 * header here, unless the body was compressed on the way.
 */
function restoreContentLength(res) {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    const length = res.getHeader('x-content-length');
    if (length !== undefined) {
      res.removeHeader('x-content-length');
      if (!res.getHeader('content-encoding')) res.setHeader('Content-Length', length);
    }
    return writeHead.apply(this, args);
  };
}

// Issue #17, defect 5: with no trusted proxy (TRUSTED_PROXY_HOPS=0, the default, as parsed in
// lib/env.ts) X-Forwarded-For is whatever the client wrote. The /api route handler never sees the
// socket, so the socket's address replaces the header here and per-address limits key on it.
const trustedProxyHops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0) || 0;

const server = http.createServer((req, res) => {
  if (guard(req, res)) return;
  if (trustedProxyHops === 0) req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  restoreContentLength(res);
  brandServerErrors(req, res);
  logSlowRequest(req, res);
  // The cache handlers ask when the request began (bff/cache/fresh-entries.mjs).
  runRequest(() => handle(req, res)).catch((error) => {
    console.error('[serve] необработанная ошибка', req.method, req.url, error);
    if (!res.headersSent) refuse(req, res, 500, 'Внутренняя ошибка сервера.', 'Ошибка сервера');
    else res.destroy();
  });
});
// Node closes an idle keep-alive connection after 5 s by default: a client or balancer that
// reuses it at that moment gets ECONNRESET (an e2e request in CI did; nginx answers 502). The
// server must outlast its clients' idle timeouts (nginx's upstream keepalive_timeout is 60 s),
// and its header timeout must outlast the keep-alive one.
server.keepAliveTimeout = keepAliveTimeout || DEFAULT_KEEP_ALIVE_MS;
server.headersTimeout = Math.max(server.headersTimeout, server.keepAliveTimeout + 1000);
server.on('upgrade', (req, socket, head) => {
  const upgrade = app.getUpgradeHandler?.();
  if (upgrade) upgrade(req, socket, head).catch(() => socket.destroy());
  else socket.destroy();
});

logEventLoopStalls();
server.listen(port, hostname, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  // What `next start` sets for the app: its own origin and the port actually taken.
  process.env.PORT = String(actual);
  process.env.__NEXT_PRIVATE_ORIGIN ??= `http://${hostname ?? 'localhost'}:${actual}`;
  console.log(`▲ Витрина: http://${hostname ?? 'localhost'}:${actual}`);
});

let stopping = false;
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`[serve] ${signal}: завершаю текущие запросы`);
  setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
  server.close(() => {
    Promise.resolve(app.close?.())
      .catch(() => {})
      .finally(() => process.exit(0));
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
