import { expect, type APIResponse, type Browser, type Page } from '@playwright/test';
import { CATALOGUE_PAGE_SIZE } from '@/lib/constants';
import { COOKIE_CONSENT_NAME } from '@/lib/constants-frame';
import { E2E_ORIGIN } from '../../playwright.config';
import { leafCategories } from './category-tree';

export interface Card {
  id: number;
  slug: string;
  title: string;
  unit: string;
  price: string | null;
  stock: number;
  min_qty: number;
  pack_qty: number;
}

/** A priced product in stock, sold by the piece, the n-th such one of the catalogue. */
export async function pickProduct(
  page: Page,
  nth: number,
): Promise<{ listing: string; card: Card }> {
  let seen = 0;
  for (const slug of await leafCategories(page)) {
    const answer = (await (await page.request.get(`/api/category/${slug}/`)).json()) as {
      products: { count: number; results: Card[] };
    };
    // A listing with a second page (the first test asks for it); a 1C group of one is not.
    if (answer.products.count <= CATALOGUE_PAGE_SIZE) continue;
    for (const card of answer.products.results) {
      const fits = card.price !== null && card.stock >= 50 && card.min_qty === 1;
      if (fits && card.pack_qty === 1 && card.id % 3 !== 0 && seen++ === nth)
        return { listing: `/category/${slug}/`, card };
    }
  }
  throw new Error('нет подходящего товара');
}

export async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: COOKIE_CONSENT_NAME, value: '1', url: E2E_ORIGIN }]);
  return context.newPage();
}

/**
 * Served from the full-route cache — a hit, or a stale hit (older than its 300 s, refreshed in
 * the background) — with a Cache-Control a shared cache may keep.
 */
export function expectCached(answer: APIResponse, path: string) {
  expect(answer.status(), path).toBe(200);
  expect(answer.headers()['x-nextjs-cache'], path).toMatch(/^(HIT|STALE)$/);
  const cacheControl = answer.headers()['cache-control'] ?? '';
  expect(cacheControl, path).toMatch(/s-maxage=\d+/);
  expect(cacheControl, path).not.toMatch(/private|no-store/);
}

export const servedPrice = (html: string) =>
  /data-testid="product-page-price" data-price="([^"]*)"/.exec(html)?.[1];
