import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { TEXT_CATALOGUE, TEXT_CATALOGUE_NAV } from '@/lib/constants-frame';

/** Serious and critical axe violations, one line each: rule, then the offending elements. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('accessibility (axe)', () => {
  test('home, a category and a product page have no serious or critical violations', async ({
    page,
  }) => {
    // Four full axe analyses of pages with the whole frame: 36 s on a phone with the machine
    // busy, past the default minute on the desktop once the header gained the VAT switch.
    test.setTimeout(150_000);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Файлы cookie' })).toBeVisible();
    expect(await seriousViolations(page), 'главная').toEqual([]);

    // With the catalogue dropdown open too: it is part of every page.
    await page.getByRole('button', { name: TEXT_CATALOGUE, exact: true }).click();
    await expect(page.getByRole('navigation', { name: TEXT_CATALOGUE_NAV })).toBeVisible();
    expect(await seriousViolations(page), 'главная с каталогом').toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/category/stroymaterialy/kirpich/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), 'категория').toEqual([]);

    const product = page.locator('main a[href^="/product/"]').first();
    const href = await product.getAttribute('href');
    expect(href).toBeTruthy();
    await page.goto(href ?? '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
