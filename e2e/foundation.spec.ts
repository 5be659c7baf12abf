import { expect, test } from '@playwright/test';
import { TEXT_404_BODY, TEXT_404_TITLE } from '@/lib/constants';
import { TEXT_TO_HOME } from '@/lib/constants-frame';

test.describe('foundation', () => {
  for (const [path, canonicalPath] of [
    ['/', ''],
    ['/category/', '/category'],
    ['/registration/', '/registration'],
  ] as const) {
    test(`${path} answers 200 with a canonical link and Russian meta`, async ({
      page,
      baseURL,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}${canonicalPath}`,
      );
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
        'content',
        /.{20,}/,
      );
      await expect(page).toHaveTitle(/Витрина/);
    });
  }

  test('a route without its trailing slash gets a 308 to the form with it', async ({ request }) => {
    const response = await request.get('/cart', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe('/cart/');
  });

  test('an unknown page shows the 404 texts with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT_404_TITLE);
    await expect(page.getByText(TEXT_404_BODY)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: TEXT_TO_HOME }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the home page lists the catalogue from the database', async ({ page }) => {
    await page.goto('/');
    const links = page.locator('main a[href^="/category/"]:not([href="/category/"])');
    await expect(links.first()).toBeVisible();
    expect(await links.count()).toBeGreaterThan(10);
    await expect(links.first()).toHaveAttribute('href', /^\/category\/[a-z0-9-]+\/$/);
  });

  test('the API reference and health answer', async ({ request }) => {
    const health = await request.get('/api/health/');
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { ok: true } });
    const doc = await request.get('/api/openapi.json');
    expect(Object.keys((await doc.json()) as { paths: object }).length).toBeGreaterThan(0);
  });
});
