import { NextResponse } from 'next/server';
import { databaseAnswers } from '@/server/db/outage';
import { mayBePage } from './page-shapes';
import { TEXT_404_BODY, TEXT_404_TITLE } from '@/lib/constants';
import { BRAND_NAME, TEXT_RELOAD_PAGE, TEXT_TO_HOME } from '@/lib/constants-frame';
import { securityHeadersFromEnv } from '@/lib/security/security-headers';

export const TEXT_503_TITLE = 'Сайт временно недоступен';
export const TEXT_503_BODY =
  'Мы уже восстанавливаем работу. Попробуйте обновить страницу через минуту.';
export const OUTAGE_RETRY_AFTER_S = 30;

/**
 * Issue #17, defect 11: the branded error page as complete server HTML, for answers made
 * while the database is down. It needs nothing the outage took away — no database, no
 * scripts, no bundle: the look of components/error-screen in inline styles.
 */
function page(code: string, title: string, text: string, reload: boolean): string {
  const reloadLink = reload ? `<a class="ghost" href="">${TEXT_RELOAD_PAGE}</a>` : '';
  return `<!DOCTYPE html>
<html lang="ru"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} — ${BRAND_NAME}</title>
<link rel="icon" href="/favicon.svg">
<style>
body{margin:0;font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1c2533;background:#f5f7fa}
header{background:#fff;border-bottom:1px solid #e3e8ef;padding:16px 24px;font-weight:700;font-size:20px;color:#0f5bb5}
main{display:flex;flex-direction:column;align-items:center;text-align:center;max-width:560px;margin:0 auto;padding:64px 16px}
.code{font-size:96px;font-weight:700;line-height:1;color:#0f5bb5;margin-bottom:16px;letter-spacing:-2px}
h1{margin:0 0 12px;font-size:28px}p{color:#5b6675;font-size:18px;margin:0 0 24px}
.actions{display:flex;flex-wrap:wrap;gap:12px;justify-content:center}
a{display:inline-block;padding:12px 24px;border-radius:8px;text-decoration:none;font-weight:600;background:#0f5bb5;color:#fff}
a.ghost{background:#fff;color:#0f5bb5;border:1px solid #0f5bb5}
</style></head>
<body><header><a href="/" style="all:unset;cursor:pointer">${BRAND_NAME}</a></header>
<main><div class="code" aria-hidden="true">${code}</div><h1>${title}</h1><p>${text}</p>
<div class="actions"><a href="/">${TEXT_TO_HOME}</a>${reloadLink}</div></main></body></html>`;
}

function respond(status: 404 | 503, html: string, extra: Record<string, string>): NextResponse {
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    ...extra,
  });
  for (const { key, value } of securityHeadersFromEnv()) headers.set(key, value);
  return new NextResponse(html, { status, headers });
}

export const notFoundPage = () =>
  respond(404, page('404', TEXT_404_TITLE, TEXT_404_BODY, false), {});

export const unavailablePage = () =>
  respond(503, page('503', TEXT_503_TITLE, TEXT_503_BODY, true), {
    'Retry-After': String(OUTAGE_RETRY_AFTER_S),
  });

/**
 * For a page request: null while the database answers (or nothing is known yet), else the
 * branded 503 for an address that may be a page and the branded 404 for one that cannot.
 * Without this, a page that failed on the database ended in Next's error shell, whose server
 * HTML has an empty body, with 500 for every address, unknown ones too.
 */
export async function outageAnswer(pathname: string): Promise<NextResponse | null> {
  if ((await databaseAnswers()) !== false) return null;
  return mayBePage(pathname) ? unavailablePage() : notFoundPage();
}
