import { expect, type Page } from '@playwright/test';

/** Through the real sign-in modal of the header, by password, as a buyer or a manager does it. */
export async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Войти' }).click();
  const dialog = page.getByRole('dialog', { name: 'Войти' });
  await dialog.getByRole('tab', { name: 'По паролю' }).click();
  await dialog.getByLabel('E-mail').fill(who.email);
  await dialog.getByLabel('Пароль', { exact: true }).fill(who.password);
  await dialog.getByRole('checkbox').check();
  // Spec §4: a password sign-in reloads the page; wait for that load, not just the menu.
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Войти' }).click();
  await reloaded;
  await expect(page.getByRole('button', { name: /^Профиль/ })).toBeVisible();
}
