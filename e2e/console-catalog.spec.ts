import { expect, test, type Page } from '@playwright/test';
import { DEMO_MANAGER } from '@/demo/people';
import { signIn } from './support/sign-in';

/**
 * Both widths of the issue, only when asked for (SHOTS_DIR); a dialog is shot as the viewport
 * shows it (it is not in the page).
 */
async function shoot(page: Page, name: string, fullPage = true) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [1440, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/catalog-${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/**
 * Issue #14, items 1 and 9: a manager adds a category and a product in the console, renames
 * the product, and its public page shows the new name within 2 s — no restart, no waiting
 * for the cache's own expiry.
 */
test('a manager builds a category and a product, and the shop shows a rename at once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  await signIn(page, DEMO_MANAGER);

  await page.goto('/manager/catalog/');
  await expect(page.getByRole('heading', { name: 'Категории каталога' })).toBeVisible();
  await page.getByRole('button', { name: 'Добавить категорию' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая категория' });
  await dialog.getByLabel('Название').fill(`Консоль ${stamp}`);
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(page.getByText(`Категория «Консоль ${stamp}» сохранена.`)).toBeVisible();
  const tree = page.getByRole('list', { name: 'Дерево категорий' });
  await expect(tree).toContainText(`Консоль ${stamp}`);
  await shoot(page, 'tree');

  // A category cannot go under itself: the parent select does not even offer it.
  await page.getByRole('button', { name: `Изменить «Консоль ${stamp}»` }).click();
  const edit = page.getByRole('dialog', { name: `Категория «Консоль ${stamp}»` });
  await expect(edit.getByLabel('Родительская категория')).not.toContainText(`Консоль ${stamp}`);
  await shoot(page, 'category-form', false);
  await edit.getByRole('button', { name: 'Отмена' }).click();

  await page.goto('/manager/products/new/');
  await page.getByLabel('Категория').selectOption({ label: `Консоль ${stamp}` });
  await page.getByLabel('Название').fill(`Плитка консольная ${stamp}`);
  await page.getByLabel('Артикул').fill(`E2E-${stamp}`);
  await page.getByLabel(/^Цена/).fill('15.40');
  await page.getByRole('button', { name: 'Создать товар' }).click();
  await expect(page.getByRole('heading', { name: `Плитка консольная ${stamp}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Фотографии' })).toHaveAttribute(
    'href',
    /\/manager\/products\/\d+\/photos\/$/,
  );
  const shopUrl = await page.getByRole('link', { name: 'Открыть в магазине' }).getAttribute('href');
  expect(shopUrl).toMatch(/^\/product\/[a-z0-9-]+\/$/);

  // The public page is rendered and cached under the old name first.
  const before = await page.request.get(shopUrl ?? '');
  expect(await before.text()).toContain(`Плитка консольная ${stamp}`);

  const renamed = `Плитка переименованная ${stamp}`;
  await page.getByRole('textbox', { name: 'Название', exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Сохранено. Магазин уже показывает изменения.')).toBeVisible();
  const savedAt = Date.now();
  let shown = false;
  while (!shown && Date.now() - savedAt < 5000) {
    shown = (await (await page.request.get(shopUrl ?? '')).text()).includes(renamed);
  }
  const elapsed = Date.now() - savedAt;
  test.info().annotations.push({ type: 'rename-visible-ms', description: String(elapsed) });
  expect(shown).toBe(true);
  expect(elapsed).toBeLessThan(2000);
  await shoot(page, 'product-edit');

  await page.goto(`/manager/products/?query=E2E-${stamp}`);
  await expect(page.getByRole('link', { name: renamed })).toBeVisible();
  await shoot(page, 'products');
});
