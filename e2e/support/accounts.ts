import { expect, type BrowserContext, type Page } from '@playwright/test';
import { TEXT_SIGN_IN_SUCCESS_TITLE } from '@/lib/constants';
import { COOKIE_CONSENT_NAME } from '@/lib/constants-frame';
import { waitForMail } from './mailbox';
import { codeIn } from './smtp-catcher';

// playwright.config.ts gives the e2e server 20 s access tokens (E2E_SHORT_TOKENS).
export const ACCESS_TTL_S = 20;

export async function acceptCookies(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: COOKIE_CONSENT_NAME, value: '1', url: baseURL }]);
}

export const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((c) => c.name === name)?.value;

export const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Войти' });
export const profileButton = (page: Page) => page.getByRole('button', { name: /^Профиль/ });

async function openSignIn(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Войти' }).click();
  await expect(signInDialog(page).getByRole('tab', { name: 'По коду' })).toBeVisible();
}

export async function signInByPassword(page: Page, email: string, password: string) {
  await openSignIn(page);
  const dialog = signInDialog(page);
  await dialog.getByRole('tab', { name: 'По паролю' }).click();
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Пароль', { exact: true }).fill(password);
  await dialog.getByRole('checkbox').check();
  // Spec §4: success closes the modal and reloads the page.
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Войти' }).click();
  await reloaded;
  await expect(profileButton(page)).toBeVisible();
}

/** Code tab: asks for a code, reads it from the SMTP catcher and types it. */
export async function signInByCode(page: Page, email: string, subject: RegExp, restore = false) {
  await openSignIn(page);
  const dialog = signInDialog(page);
  if (restore) {
    await dialog.getByRole('tab', { name: 'По паролю' }).click();
    await dialog.getByRole('button', { name: 'Забыли пароль?' }).click();
  }
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('checkbox').check();
  const since = Date.now();
  await dialog.getByRole('button', { name: 'Получить код' }).click();
  const codeField = page.getByLabel('Код из письма');
  await expect(codeField).toBeVisible();
  await expect(page.getByText(/Повторная отправка через 0[12]:\d\d/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отправить код повторно' })).toBeDisabled();
  const mail = await waitForMail(email, subject, since);
  // A sign-in reloads the page; a restore code first asks for the new password.
  const reloaded = restore ? null : page.waitForEvent('load');
  await codeField.pressSequentially(codeIn(mail));
  if (!reloaded) return;
  await reloaded;
  // Spec §4: the success modal, and it is there after the reload too.
  const success = page.getByRole('dialog', { name: TEXT_SIGN_IN_SUCCESS_TITLE });
  await expect(success).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(success).toBeHidden();
}

export async function signOut(page: Page) {
  await profileButton(page).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Выйти' }).click();
  await reloaded;
  await expect(page.getByRole('banner').getByRole('button', { name: 'Войти' })).toBeVisible();
}
