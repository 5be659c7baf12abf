import { expect, test } from '@playwright/test';
import { DEMO_MANAGER, DEMO_WHOLESALE_BUYER } from '../demo/people';
import { signIn } from './support/sign-in';

/**
 * Issue #14: a manager finds a buyer, blocks them and changes their price type; the audit log
 * lists both changes with the values before and after.
 */
test('a manager blocks a buyer, changes the price type, and the audit log shows both', async ({
  page,
}) => {
  await signIn(page, DEMO_MANAGER);
  await page.goto('/manager/');
  await page
    .getByRole('navigation', { name: 'Разделы менеджера' })
    .getByRole('link', { name: 'Покупатели' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Покупатели' })).toBeVisible();

  await page.getByLabel('E-mail, организация, УНП или имя').fill(DEMO_WHOLESALE_BUYER.unp);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByText('Найдено: 1')).toBeVisible();
  await main.getByRole('link', { name: DEMO_WHOLESALE_BUYER.organization }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: DEMO_WHOLESALE_BUYER.organization }),
  ).toBeVisible();
  const buyerPage = page.url();

  const actions = main.getByRole('region', { name: 'Действия' });
  page.once('dialog', (dialog) => void dialog.accept());
  await actions.getByRole('button', { name: 'Заблокировать' }).click();
  await expect(actions.getByRole('status')).toHaveText('Покупатель заблокирован.');
  await expect(actions.getByRole('button', { name: 'Разблокировать' })).toBeVisible();

  await actions.getByLabel('Тип цен').selectOption({ label: 'Мелкий опт' });
  await actions.getByRole('button', { name: 'Сохранить тип цен' }).click();
  await expect(actions.getByRole('status')).toHaveText('Тип цен сохранён.');

  await page.getByRole('link', { name: 'Журнал изменений' }).click();
  const log = page.getByRole('table', { name: 'Журнал изменений' });
  const priceRow = log.locator('tr[data-action="price_type"]').first();
  await expect(priceRow).toContainText(DEMO_MANAGER.email);
  await expect(priceRow).toContainText(DEMO_WHOLESALE_BUYER.organization);
  await expect(priceRow.locator('[data-side="before"]')).toHaveText('Крупный опт');
  await expect(priceRow.locator('[data-side="after"]')).toHaveText('Мелкий опт');
  const blockRow = log.locator('tr[data-action="block"]').first();
  await expect(blockRow).toContainText('Блокировка');
  await expect(blockRow.locator('[data-side="before"]')).toHaveText('Активен');
  await expect(blockRow.locator('[data-side="after"]')).toHaveText('Заблокирован');

  // The filter by object narrows the log to this buyer's two entries.
  await main.getByLabel('Тип объекта').selectOption({ label: 'Покупатель' });
  await main.getByRole('button', { name: 'Показать' }).click();
  await expect(page.getByText('Записей: 2')).toBeVisible();

  // Put the demo buyer back as it was: the wholesale-prices spec signs in as them later.
  await page.goto(buyerPage);
  await expect(
    page.getByRole('heading', { level: 1, name: DEMO_WHOLESALE_BUYER.organization }),
  ).toBeVisible();
  await actions.getByRole('button', { name: 'Разблокировать' }).click();
  await expect(actions.getByRole('status')).toHaveText('Покупатель разблокирован.');
  await actions.getByLabel('Тип цен').selectOption({ label: 'Крупный опт' });
  await actions.getByRole('button', { name: 'Сохранить тип цен' }).click();
  await expect(actions.getByRole('status')).toHaveText('Тип цен сохранён.');
});
