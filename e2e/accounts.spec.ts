import { expect, test } from '@playwright/test';
import { DEMO_BUYER as BUYER, DEMO_MANAGER as MANAGER } from '@/demo/people';
import { TEXT_REGISTRATION_SUCCESS } from '@/lib/constants';
import { ACCESS_TTL_S, acceptCookies, cookie, profileButton } from './support/accounts';
import { signInByCode, signInByPassword, signInDialog, signOut } from './support/accounts';
import { waitForMail } from './support/mailbox';
import { shotsIn } from './support/shots';
import { codeIn } from './support/smtp-catcher';

const shot = shotsIn('/tmp/shots-i4');

test.describe('accounts and sessions', () => {
  test('register → manager activates → code → restore password → password → refresh → logout', async ({
    page,
    context,
    browser,
    baseURL,
    request,
  }, info) => {
    test.setTimeout(240_000);
    const origin = baseURL ?? '';
    await acceptCookies(context, origin);
    const email = `e2e.${info.project.name}.${Date.now()}@stroydom.by`;

    // The application, with a company picked from the suggestions.
    await page.goto('/registration/');
    await expect(page.getByRole('heading', { level: 1, name: 'Регистрация' })).toBeVisible();
    await page.getByLabel(/Имя/).fill('Андрей');
    await page.getByRole('combobox', { name: /Организация/ }).pressSequentially('стройдом');
    await page.getByRole('option', { name: /ООО «СтройДом»/ }).click();
    await expect(page.getByLabel(/УНП/)).toHaveValue('192736453');
    await page.getByLabel(/E-mail/).fill(email);
    await page.getByLabel(/Номер телефона/).pressSequentially('291234567');
    await expect(page.getByLabel(/Номер телефона/)).toHaveValue('(29) 123-45-67');
    await page.getByRole('checkbox', { name: /Принимаю условия/ }).check();
    await shot(page, info, 'registration-filled');
    const applied = Date.now();
    await page.getByRole('button', { name: 'Отправить заявку' }).click();

    // The code modal: 02:00 countdown, resend disabled; the eighth digit submits by itself.
    const codeField = page.getByLabel('Код из письма');
    await expect(codeField).toBeVisible();
    await expect(
      page
        .getByText('Повторная отправка через 02:00')
        .or(page.getByText(/Повторная отправка через 01:5\d/)),
    ).toBeVisible();
    await shot(page, info, 'code-modal');
    const registrationMail = await waitForMail(email, /Код подтверждения регистрации/, applied);
    await codeField.pressSequentially(codeIn(registrationMail));
    const success = page.getByRole('dialog', { name: TEXT_REGISTRATION_SUCCESS });
    await expect(success).toBeVisible();
    await expect(page).toHaveURL(`${origin}/`);
    await shot(page, info, 'registration-success');
    await success.getByRole('button', { name: 'Вернуться на главную' }).click();

    // Signed in and pending: the menu says orders wait for activation.
    await profileButton(page).click();
    await expect(page.getByText(/ожидает активации менеджером/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Мои данные' })).toHaveAttribute(
      'href',
      '/user/account/',
    );
    await shot(page, info, 'profile-menu-pending');
    await page.keyboard.press('Escape');

    // The manager is told, signs in by password, sees the application and activates it.
    const managerMail = await waitForMail(MANAGER.email, /Новая заявка на регистрацию/, applied);
    expect(managerMail.text).toContain(email);
    const managerContext = await browser.newContext({
      baseURL: origin,
      viewport: page.viewportSize() ?? undefined,
      locale: 'ru-RU',
    });
    await acceptCookies(managerContext, origin);
    const manager = await managerContext.newPage();
    await manager.goto('/manager/');
    await expect(manager.getByText('Раздел для менеджеров.', { exact: false })).toBeVisible();
    await signInByPassword(manager, MANAGER.email, MANAGER.password);
    await expect(
      manager.getByRole('heading', { level: 1, name: 'Заявки на регистрацию' }),
    ).toBeVisible();
    const card = manager.getByRole('listitem').filter({ hasText: email });
    await expect(card).toContainText('УНП 192736453');
    await shot(manager, info, 'manager-list');
    await card.getByRole('link', { name: 'ООО «СтройДом»' }).click();
    await expect(manager).toHaveURL(/\/manager\/applications\/\d+\/$/);
    const facts = manager.getByRole('region', { name: 'Данные заявки' });
    await expect(facts).toContainText('+375 (29) 123-45-67');
    await expect(facts).toContainText(email);
    await expect(facts).toContainText('192736453');
    await shot(manager, info, 'manager-application');
    const activated = Date.now();
    await manager.getByRole('button', { name: 'Активировать учётную запись' }).click();
    await expect(manager.getByText('Активирована', { exact: true })).toBeVisible();
    await expect(manager.getByRole('button', { name: 'Активировать учётную запись' })).toHaveCount(
      0,
    );
    await managerContext.close();
    const activationMail = await waitForMail(email, /Ваша учётная запись активирована/, activated);
    expect(activationMail.text).toContain('Андрей');

    // Sign out, and in again by code: now active.
    await page.reload();
    await signOut(page);
    await signInByCode(page, email, /Код для входа/);
    await expect(profileButton(page)).toBeVisible();
    await profileButton(page).click();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText(/ожидает активации/)).toHaveCount(0);
    await page.keyboard.press('Escape');

    // «Забыли пароль?»: a restore code, then a new password.
    await signOut(page);
    await signInByCode(page, email, /Восстановление доступа/, true);
    await page.getByLabel('Новый пароль', { exact: true }).fill('Krovlya-Minsk-77');
    await page.getByLabel('Повторите пароль').fill('Krovlya-Minsk-77');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await reloaded;
    await expect(profileButton(page)).toBeVisible();

    // Out, and in by password.
    await signOut(page);
    await signInByPassword(page, email, 'Krovlya-Minsk-77');

    // The access token runs out; the next request is refreshed by proxy.ts, once.
    const accessBefore = await cookie(context, 'vitrina_access');
    const refreshBefore = await cookie(context, 'vitrina_refresh');
    expect(accessBefore).toMatch(/^eyJ/);
    await page.waitForTimeout((ACCESS_TTL_S + 1) * 1000);
    expect(await cookie(context, 'vitrina_access')).toBeUndefined();
    await page.reload();
    await expect(profileButton(page)).toBeVisible();
    const me = await page.request.get('/api/user/personal/');
    expect(me.status()).toBe(200);
    expect((await me.json()) as { email: string; status: string }).toMatchObject({
      email,
      status: 'active',
    });
    const accessAfter = await cookie(context, 'vitrina_access');
    const refreshAfter = await cookie(context, 'vitrina_refresh');
    expect(accessAfter).toMatch(/^eyJ/);
    expect(accessAfter).not.toBe(accessBefore);
    expect(refreshAfter).not.toBe(refreshBefore);

    // Logout ends the login: the cookies go and the last refresh token is dead.
    await signOut(page);
    expect(await cookie(context, 'vitrina_refresh')).toBeUndefined();
    const dead = await request.post('/api/auth/token/refresh/', {
      data: { refresh: refreshAfter },
    });
    expect(dead.status()).toBe(401);
  });

  test('sign-in modal, ?auth=true, and the manager pages for others', async ({
    page,
    context,
    baseURL,
  }, info) => {
    await acceptCookies(context, baseURL ?? '');
    await page.goto('/registration/?auth=true');
    const dialog = signInDialog(page);
    await expect(dialog.getByRole('tab', { name: 'По коду' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByRole('link', { name: 'политики конфиденциальности' })).toBeVisible();
    await shot(page, info, 'sign-in-code-tab');
    await dialog.getByRole('tab', { name: 'По паролю' }).click();
    await dialog.getByLabel('E-mail').fill(BUYER.email);
    await dialog.getByLabel('Пароль', { exact: true }).fill('not-the-password');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Войти' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Неверный e-mail или пароль.');
    await shot(page, info, 'sign-in-password-error');
    await page.keyboard.press('Escape');

    await signInByPassword(page, BUYER.email, BUYER.password);
    await expect(profileButton(page)).toContainText('АС');
    const notManager = await page.goto('/manager/');
    expect(notManager?.status()).toBe(404);
  });

  test('account page: the password form asks for the current password when the server does (issue #17)', async ({
    page,
    context,
    baseURL,
  }, info) => {
    // A sign-in, the account page and three screenshots: more than a minute on a busy machine.
    test.setTimeout(120_000);
    await acceptCookies(context, baseURL ?? '');
    await page.goto('/');
    await signInByPassword(page, BUYER.email, BUYER.password);
    await page.goto('/user/account/');
    const form = page.locator('form').filter({ hasText: 'Смена пароля' });
    await expect(form.getByLabel('Текущий пароль')).toHaveCount(0);
    await form.scrollIntoViewIfNeeded();
    await shot(page, info, 'password-form');
    // A sign-in older than 10 minutes cannot be waited for here: the server's answer for one is
    // played (the API test account-password-change.test.ts checks the server itself).
    await page.route('**/api/accounts/set-password/change/', (route) =>
      route.fulfill({ status: 400, json: { current_password: ['Введите текущий пароль.'] } }),
    );
    await form.getByLabel('Новый пароль').fill('Krovlya-Minsk-2026');
    await form.getByLabel('Повторите пароль').fill('Krovlya-Minsk-2026');
    await form.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(form.getByLabel('Текущий пароль')).toBeFocused();
    await expect(form.getByText('Введите текущий пароль.')).toBeVisible();
    await form.scrollIntoViewIfNeeded();
    await shot(page, info, 'password-form-current');
    // The same form on a 360 px phone.
    await page.setViewportSize({ width: 360, height: 780 });
    await form.getByLabel('Текущий пароль').scrollIntoViewIfNeeded();
    await shot(page, info, 'password-form-current-360');
  });
});
