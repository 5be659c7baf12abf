import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { COOKIE_CONSENT_NAME } from '@/lib/constants-frame';
import { slugify } from '@/lib/translit';
import { signIn } from './support/sign-in';

// Issue #14, item 6: a manager imports goods from a spreadsheet and a guest sees them.

const MANAGER = { email: 'manager@vitrina.by', password: 'Manager-2026!' };

async function sheet(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('Товары');
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('a manager imports an XLSX: preview, mapping, progress, and the product is on the site', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await context.addCookies([{ name: COOKIE_CONSENT_NAME, value: '1', url: baseURL ?? '' }]);
  const stamp = Date.now().toString(36);
  const title = `Уголок монтажный ${stamp}`;
  const file = await sheet([
    ['Артикул', 'Наименование', 'Цена, BYN', 'Остаток', 'Ед. изм.', 'Категория'],
    [`E2E-${stamp}-1`, title, '12,40', 25, 'шт', 'Крепёж из таблицы'],
    [`E2E-${stamp}-2`, `Пластина соединительная ${stamp}`, 8, 3, 'шт', 'Крепёж из таблицы'],
    [`E2E-${stamp}-3`, `Кронштейн ${stamp}`, 'дорого', 1, 'шт', 'Крепёж из таблицы'],
  ]);

  await signIn(page, MANAGER);
  await page.goto('/manager/import/');
  await expect(page.getByRole('heading', { level: 1, name: 'Импорт товаров' })).toBeVisible();
  await page.getByLabel('Таблица XLSX или CSV').setInputFiles({
    name: 'krepezh.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await page.getByRole('button', { name: 'Показать содержимое' }).click();

  const preview = page.getByTestId('import-preview');
  await expect(preview).toContainText(title);
  await expect(preview.getByRole('row')).toHaveCount(4);
  // The mapping guessed from the headers, shown in the form the manager may change.
  const mapping = page.getByRole('form', { name: 'Сопоставление столбцов' });
  await expect(mapping.getByLabel('Артикул')).toHaveValue('0');
  await expect(mapping.getByLabel('Наименование')).toHaveValue('1');
  await expect(mapping.getByLabel('Цена (базовый тип цен)')).toHaveValue('2');
  await expect(mapping.getByLabel('Категория', { exact: true })).toHaveValue('5');
  // Leave the unit out: the products keep the default.
  await mapping.getByLabel('Ед. изм.').selectOption('');
  await mapping.getByRole('button', { name: /Импортировать/ }).click();

  await expect(page.getByRole('progressbar', { name: 'Ход импорта' })).toBeVisible();
  const result = page.getByTestId('import-result');
  await expect(result).toContainText('Создано товаров: 2', { timeout: 30_000 });
  await expect(page.getByTestId('import-errors')).toContainText(
    'Строка 4: цена «дорого» — не число',
  );
  await expect(page.getByRole('progressbar', { name: 'Ход импорта' })).toHaveAttribute(
    'value',
    '100',
  );

  // A guest sees the new product with its price.
  await context.clearCookies();
  await context.addCookies([{ name: COOKIE_CONSENT_NAME, value: '1', url: baseURL ?? '' }]);
  await page.goto(`/product/${slugify(title)}/`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/12,40/).first()).toBeVisible();
});
