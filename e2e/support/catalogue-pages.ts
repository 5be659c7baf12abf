import { expect, type Page } from '@playwright/test';

/** Spec §1: the canonical is the origin plus the path without its trailing slash. */
export async function expectSeo(page: Page, canonical: string, title: string, description: string) {
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', canonical);
  await expect(page).toHaveTitle(title);
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
    'content',
    description,
  );
}

export async function jsonLd(page: Page, type: string): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const found = blocks
    .map((b) => JSON.parse(b) as Record<string, unknown>)
    .find((b) => b['@type'] === type);
  if (!found) throw new Error(`нет JSON-LD ${type}`);
  return found;
}

export const cardPrices = async (page: Page) =>
  (
    await page
      .locator('main [data-testid="product-card"] [data-price]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-price')))
  ).map(Number);
