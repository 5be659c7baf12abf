// The shop's error screen in miniature for the production server (scripts/serve.mjs): no
// scripts, no database, nothing that can fail.

import { Buffer } from 'node:buffer';
import process from 'node:process';

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]);

export function page(code, title, text) {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} — Витрина</title>
<style>body{margin:0;font:16px/1.5 Inter,system-ui,sans-serif;color:#1b2230;background:#f4f6fa}
main{max-width:560px;margin:12vh auto;padding:32px;background:#fff;border-radius:12px;text-align:center}
b{display:block;font-size:64px;line-height:1;color:#0f5bb5}h1{font-size:24px;margin:16px 0 8px}
a{display:inline-block;margin-top:16px;padding:10px 20px;border-radius:8px;background:#0f5bb5;color:#fff;text-decoration:none}</style>
</head><body><main><b>${code}</b><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>
<a href="/">На главную</a></main></body></html>`;
}

export const SERVER_ERROR_PAGE = page(
  500,
  'Ошибка сервера',
  'Не удалось открыть страницу. Обновите её через минуту.',
);

/**
 * Issue #17, defect 11: a page whose data fails while rendering (the database went away between
 * two outage probes) gets Next's error shell, whose server HTML has an empty body until scripts
 * run. Any 5xx HTML page is answered with the branded page instead, decided when the headers go
 * out, before a byte of Next's body is written. /api answers are JSON and left alone.
 */
export function brandServerErrors(req, res) {
  const path = (req.url ?? '/').split('?')[0];
  if (path === '/api' || path.startsWith('/api/')) return;
  const { writeHead, write, end } = res;
  let replaced = false;
  res.writeHead = function (status, ...rest) {
    const code = typeof status === 'number' ? status : res.statusCode;
    const type = String(res.getHeader('content-type') ?? '');
    if (code >= 500 && (type === '' || type.startsWith('text/html'))) {
      replaced = true;
      for (const name of [
        'content-encoding',
        'transfer-encoding',
        'etag',
        'vary',
        'x-content-length',
      ])
        res.removeHeader(name);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Length', Buffer.byteLength(SERVER_ERROR_PAGE));
      res.setHeader('Cache-Control', 'no-store');
      return writeHead.call(this, code);
    }
    return writeHead.call(this, status, ...rest);
  };
  res.write = function (chunk, encoding, callback) {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!replaced) return write.call(this, chunk, encoding, callback);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  };
  res.end = function (chunk, encoding, callback) {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!replaced) return end.call(this, chunk, encoding, callback);
    const done = [chunk, encoding, callback].find((a) => typeof a === 'function');
    return end.call(this, req.method === 'HEAD' ? undefined : SERVER_ERROR_PAGE, done);
  };
}
