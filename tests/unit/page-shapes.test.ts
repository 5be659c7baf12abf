import { NextRequest } from 'next/server';
import { mayBePage } from '@/bff/page-shapes';
import { proxy } from '@/bff/proxy';
import { databaseAnswers, markDatabaseDown, markDatabaseUp } from '@/server/db/outage';

describe('addresses that may be a page while the database is down (issue #17, defect 11)', () => {
  it.each([
    '/',
    '/cart/',
    '/category/',
    '/category/stroymaterialy/kirpich/',
    '/product/kirpich-m150/',
    '/o-kompanii/',
    '/order/confirm/12/',
    '/manager/applications/5/',
    '/user/lk-orders/',
  ])('%s may be a page', (path) => expect(mayBePage(path)).toBe(true));

  it.each([
    '/no/such/address/',
    '/wp-login.php/',
    '/.env/',
    '/O-Kompanii/',
    '/product/a/b/',
    '/user/account/extra/',
    '/manager/applications/',
    '/order/confirm/',
  ])('%s cannot be a page', (path) => expect(mayBePage(path)).toBe(false));
});

describe('proxy.ts during an outage', () => {
  const request = (path: string) => new NextRequest(`http://shop.test${path}`);

  it('answers the branded 503 for a page and the branded 404 for a non-page', async () => {
    markDatabaseDown();
    expect(await databaseAnswers()).toBe(false);
    const page = await proxy(request('/category/kirpich/'));
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await page.text()).toContain('<h1>Сайт временно недоступен</h1>');
    const missing = await proxy(request('/no/such/address/'));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Страница не найдена');
    // /api answers for itself (DRF 503 from the API).
    const api = await proxy(request('/api/categories/tree/'));
    expect(api.status).toBe(200);
  });

  it('without a probe (the embedded database), a failure gates pages for 2 s only', async () => {
    const now = Date.now();
    markDatabaseDown(now);
    expect(await databaseAnswers(now + 1_000)).toBe(false);
    expect(await databaseAnswers(now + 3_000)).toBeNull();
  });

  it('lets pages through once the database answers again', async () => {
    markDatabaseUp(Date.now() + 1);
    const page = await proxy(request('/category/kirpich/'));
    expect(page.status).toBe(200);
    // Issue #15: a listing goes on to its full-route cache segment (bff/cached-pages.ts).
    expect(page.headers.get('x-middleware-rewrite')).toMatch(
      /\/cached\/[^/]+\/category\/kirpich\/$/,
    );
  });
});
