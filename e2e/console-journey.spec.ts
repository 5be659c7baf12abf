import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_MANAGER } from '@/demo/people';
import { TEXT_BREADCRUMBS } from '@/lib/constants';
import { signIn } from './support/sign-in';

/**
 * Issue #14, «Done when», in one browser journey: a manager creates a category and a product
 * with a price and two photos, and a guest sees them without a restart; the audit log lists
 * each change with its values before and after; a manager is refused the markup settings
 * that only an admin may touch; the console stays usable at 360 px.
 * (The content page, the menu and the footer phone are e2e/console-content.spec.ts.)
 */
test('a manager adds a category and a product with two photos; a guest sees them; the log has it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const category = `Журнал ${stamp}`;
  const title = `Клей плиточный ${stamp}`;
  await signIn(page, DEMO_MANAGER);

  await page.goto('/manager/catalog/');
  await page.getByRole('button', { name: 'Добавить категорию' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая категория' });
  await dialog.getByLabel('Название').fill(category);
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(page.getByText(`Категория «${category}» сохранена.`)).toBeVisible();

  await page.goto('/manager/products/new/');
  await page.getByLabel('Категория').selectOption({ label: category });
  await page.getByLabel('Название').fill(title);
  await page.getByLabel('Артикул').fill(`J-${stamp}`);
  await page.getByLabel(/^Цена/).fill('23.80');
  await page.getByRole('button', { name: 'Создать товар' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const shopUrl = await page.getByRole('link', { name: 'Открыть в магазине' }).getAttribute('href');

  await page.getByRole('link', { name: 'Фотографии' }).click();
  await expect(page.getByRole('heading', { name: 'Фотографии товара' })).toBeVisible();
  const photo = (background: string) =>
    sharp({ create: { width: 800, height: 800, channels: 3, background } })
      .jpeg()
      .toBuffer();
  await page.getByLabel('Выбрать файлы').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('#b5651d') },
    { name: 'pack.jpg', mimeType: 'image/jpeg', buffer: await photo('#3d6b8f') },
  ]);
  await expect(page.getByTestId('upload-queue').getByText('Загружено')).toHaveCount(2, {
    timeout: 30_000,
  });
  await expect(page.getByTestId('console-photo')).toHaveCount(2);

  // A guest, in a browser of their own: the product, its price and both photos, at once.
  const guestContext = await browser.newContext({ baseURL });
  const guest = await guestContext.newPage();
  await guest.goto(shopUrl ?? '');
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(guest.locator('main')).toContainText('23,80');
  await expect(guest.getByRole('list', { name: 'Фотографии товара' }).locator('img')).toHaveCount(
    2,
  );
  await expect(guest.getByRole('navigation', { name: TEXT_BREADCRUMBS })).toContainText(category);
  await guestContext.close();

  // The audit log: the category, the product and the photos, each with before → after.
  await page.goto(`/manager/audit/?object_type=product`);
  const log = page.getByRole('table', { name: 'Журнал изменений' });
  const created = log.locator('tr[data-action="create"]', { hasText: title }).first();
  await expect(created).toContainText(DEMO_MANAGER.email);
  await expect(created.locator('[data-field="price"] [data-side="after"]')).toHaveText('23.80');
  const uploaded = log.locator('tr[data-action="photos_upload"]', { hasText: title }).first();
  await expect(uploaded.locator('[data-field="photos"] [data-side="before"]')).toBeVisible();
  await expect(uploaded.locator('[data-field="photos"] [data-side="after"]')).toContainText(
    '/media/',
  );
  await page.goto(`/manager/audit/?object_type=category`);
  await expect(log.locator('tr[data-action="create"]', { hasText: category })).toHaveCount(1);

  // A manager may not read or write the markup every page carries.
  const head = await page.request.get('/api/manager/settings/COUNTERS_HEAD/');
  expect(head.status()).toBe(403);
  const write = await page.request.patch('/api/manager/settings/', {
    headers: { Origin: baseURL ?? '' },
    data: { values: { COUNTERS_HEAD: '<script>alert(1)</script>' } },
  });
  expect(write.status()).toBe(403);

  // 360 px: the console's pages fit the phone's width.
  await page.setViewportSize({ width: 360, height: 780 });
  for (const path of ['/manager/products/', '/manager/audit/', '/manager/catalog/']) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
