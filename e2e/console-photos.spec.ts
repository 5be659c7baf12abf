import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_MANAGER } from '@/demo/people';
import { signIn } from './support/sign-in';

// Issue #14, item 1: a manager uploads two photos, puts the second first, and a guest's product
// page shows them in that order at once (the console refreshes the page's cache tags).
interface Card {
  id: number;
  slug: string;
  title: string;
}

test('a manager uploads two photos, reorders them, and the product page follows', async ({
  page,
  browser,
}) => {
  const root = (await (await page.request.get('/api/category/')).json()) as {
    products: { results: Card[] };
  };
  const product = root.products.results[0];
  if (!product) throw new Error('В демо-каталоге нет товаров');

  await signIn(page, DEMO_MANAGER);
  await page.goto(`/manager/products/${product.id}/photos/`);
  await expect(page.getByRole('heading', { name: 'Фотографии товара' })).toBeVisible();
  await expect(page.getByRole('link', { name: '← К товару' })).toHaveAttribute(
    'href',
    `/manager/products/${product.id}/`,
  );

  // The demo's generated pictures go first, each through the confirmation.
  const items = page.getByTestId('console-photo');
  for (let left = await items.count(); left > 0; left -= 1) {
    await page.getByRole('button', { name: 'Удалить фото 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Удалить фотографию?' });
    await dialog.getByRole('button', { name: 'Удалить' }).click();
    await expect(dialog).toBeHidden();
    await expect(items).toHaveCount(left - 1);
  }
  await expect(page.getByText('У товара нет фотографий')).toBeVisible();

  const blue = await sharp({
    create: { width: 900, height: 600, channels: 3, background: '#1f5fb0' },
  })
    .jpeg()
    .toBuffer();
  const green = await sharp({
    create: { width: 600, height: 600, channels: 3, background: '#2e9d4f' },
  })
    .png()
    .toBuffer();
  await page.getByLabel('Выбрать файлы').setInputFiles([
    { name: 'blue.jpg', mimeType: 'image/jpeg', buffer: blue },
    { name: 'green.png', mimeType: 'image/png', buffer: green },
  ]);
  const queue = page.getByTestId('upload-queue');
  await expect(queue.getByText('Загружено')).toHaveCount(2, { timeout: 30_000 });
  await expect(items).toHaveCount(2);
  const urls = async () =>
    items.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''));
  const [first, second] = await urls();
  expect(first).toMatch(/^\/media\/p\/[0-9a-f]{2}\/[0-9a-f]{64}-900\.webp$/);
  expect(second).toMatch(/-600\.webp$/);

  // Keyboard-usable reorder: the first photo goes one place down.
  const down = page.getByRole('button', { name: 'Фото 1: поставить ниже' });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect.poll(urls).toEqual([second, first]);
  await expect(items.first().getByText('Главная')).toBeVisible();

  // A guest, in a browser of their own, sees the new order at once.
  const guest = await browser.newPage();
  await guest.goto(`/product/${product.slug}/`);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(product.title);
  const thumbs = guest.getByRole('list', { name: 'Фотографии товара' }).locator('img');
  await expect
    .poll(() => thumbs.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src'))))
    .toEqual([second, first]);
  const main = guest.locator('picture img').first();
  await expect(main).toHaveAttribute('src', second ?? '');
  await expect
    .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await guest.close();
});
