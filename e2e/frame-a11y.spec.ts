import { expect, test } from '@playwright/test';
import { TEXT_CATALOGUE } from '@/lib/constants-frame';
import { TEXT_CATALOGUE_NAV, TEXT_COOKIE_BANNER_LABEL } from '@/lib/constants-on-demand';
import { seriousViolations } from './support/axe';

test.describe('accessibility (axe)', () => {
  test('home, a category and a product page have no serious or critical violations', async ({
    page,
  }) => {
    // Four full axe analyses of pages with the whole frame: 36 s on a phone with the machine
    // busy, past the default minute on the desktop once the header gained the VAT switch.
    test.setTimeout(150_000);
    // The banner's code loads lazily after hydration: each page waits for it, so axe never
    // measures it half faded in (CI caught that on the category page).
    const banner = page.getByRole('region', { name: TEXT_COOKIE_BANNER_LABEL });
    await page.goto('/');
    await expect(banner).toBeVisible();
    expect(await seriousViolations(page), 'главная').toEqual([]);

    // With the catalogue dropdown open too: it is part of every page.
    await page.getByRole('button', { name: TEXT_CATALOGUE, exact: true }).click();
    await expect(page.getByRole('navigation', { name: TEXT_CATALOGUE_NAV })).toBeVisible();
    expect(await seriousViolations(page), 'главная с каталогом').toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/category/stroymaterialy/kirpich/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeVisible();
    expect(await seriousViolations(page), 'категория').toEqual([]);

    const product = page.locator('main a[href^="/product/"]').first();
    const href = await product.getAttribute('href');
    expect(href).toBeTruthy();
    await page.goto(href ?? '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeVisible();
    expect(await seriousViolations(page), `товар ${href}`).toEqual([]);
  });

  test('the «Каталог» button keeps its name below 360 px, where only its icon shows', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    const button = page.getByRole('banner').getByRole('button', {
      name: TEXT_CATALOGUE,
      exact: true,
    });
    await expect(button).toBeVisible();
    // Only the icon is on screen: the word itself is hidden at this width.
    await expect(button.getByText(TEXT_CATALOGUE, { exact: true })).toBeHidden();
  });
});
