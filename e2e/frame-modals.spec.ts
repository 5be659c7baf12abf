import { expect, test, type Page } from '@playwright/test';
import {
  FEEDBACK_RATE_LIMIT,
  TEXT_PRICE_LIST_SIZE_UNIT,
  TEXT_REQUEST_NAME_CYRILLIC,
  TEXT_REQUEST_OPERATOR_MISSING,
  TEXT_REQUEST_SENT_NOTICE,
  TEXT_REQUEST_SUBMIT,
  TEXT_REQUEST_TOO_MANY,
} from '@/lib/constants';
import {
  SIDE_MENU_NOTICE_MS,
  TEXT_DOWNLOAD_CATALOGUE,
  TEXT_LEAVE_REQUEST,
} from '@/lib/constants-frame';
import {
  MODAL_WIDTH,
  TEXT_BACK_HOME,
  TEXT_MESSAGE_SUCCESS,
  TEXT_MESSAGE_SUCCESS_BODY,
} from '@/lib/constants-on-demand';
import { dialogWidth, expectedModalWidth, openSideMenu, ownAddress } from './frame-support';

interface Form {
  key: string;
  title: string;
}

async function openRequestForm(page: Page, title: string) {
  const menu = await openSideMenu(page);
  await menu.getByRole('button', { name: TEXT_LEAVE_REQUEST }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fill(
  dialog: ReturnType<Page['getByRole']>,
  name: string,
  operator: string,
  number: string,
) {
  await dialog.getByLabel(/Ваше имя/).fill(name);
  if (operator)
    await dialog.getByRole('combobox', { name: 'Код оператора' }).selectOption(operator);
  await dialog.getByRole('textbox', { name: 'Номер' }).fill(number);
}

test.describe('request form modal', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ownAddress(testInfo) });
  });

  test('checks the fields, sends the request, thanks the visitor and shows the side-menu notice for 5 s', async ({
    page,
    request,
  }) => {
    const form = (await (await request.get('/api/feedback/sidebar_form/')).json()) as Form;
    await page.clock.install();
    await page.goto('/');
    const dialog = await openRequestForm(page, form.title);
    expect(await dialogWidth(page, form.title)).toBe(expectedModalWidth(page, MODAL_WIDTH.request));
    await expect(dialog.getByLabel(/Ваше имя/)).toBeFocused();

    const submit = dialog.getByRole('button', { name: TEXT_REQUEST_SUBMIT });
    await expect(submit).toBeDisabled();
    await fill(dialog, 'Ivan', '', '1234567');
    await dialog.getByRole('checkbox').check();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(dialog.getByText(TEXT_REQUEST_NAME_CYRILLIC)).toBeVisible();
    await expect(dialog.getByText(TEXT_REQUEST_OPERATOR_MISSING)).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Код оператора' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await fill(dialog, 'Иван Петров', '29', '12-34-567');
    await expect(dialog.getByRole('textbox', { name: 'Номер' })).toHaveValue('1234567');
    const sent = page.waitForRequest(
      (r) => r.url().includes(`/api/feedback/${form.key}/process/`) && r.method() === 'POST',
    );
    await page.clock.pauseAt(Date.now() + 60_000);
    await submit.click();
    expect((await sent).postDataJSON()).toEqual({
      name: 'Иван Петров',
      comment: '',
      phone: '+375291234567',
    });

    const thanks = page.getByRole('dialog', { name: TEXT_MESSAGE_SUCCESS });
    await expect(thanks).toBeVisible();
    await expect(thanks.getByText(TEXT_MESSAGE_SUCCESS_BODY)).toBeVisible();
    expect(await dialogWidth(page, TEXT_MESSAGE_SUCCESS)).toBe(
      expectedModalWidth(page, MODAL_WIDTH.success),
    );
    await expect(page.getByRole('dialog', { name: form.title })).toBeHidden();

    const notice = page.locator('#side-menu').getByText(TEXT_REQUEST_SENT_NOTICE);
    await expect(notice).toBeVisible();
    await page.clock.runFor(SIDE_MENU_NOTICE_MS - 1);
    await expect(notice).toBeVisible();
    await page.clock.runFor(1);
    await expect(notice).toBeHidden();
    // Sending the form is no page load: the loading bar never came up.
    await expect(page.locator('#nprogress')).toHaveCount(0);

    await page.clock.resume();
    await thanks.getByRole('button', { name: TEXT_BACK_HOME }).click();
    await expect(thanks).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('shows the server’s field errors under the fields and its refusal of a flood', async ({
    page,
    request,
  }, testInfo) => {
    const form = (await (await request.get('/api/feedback/sidebar_form/')).json()) as Form;
    // What the real API says to a malformed request, replayed for a form the browser lets through.
    const refusal = await request.post(`/api/feedback/${form.key}/process/`, {
      data: { name: 'John', phone: '+37530', comment: 'x'.repeat(2001) },
      headers: { 'X-Forwarded-For': ownAddress(testInfo) },
    });
    expect(refusal.status()).toBe(400);
    const fieldErrors = (await refusal.json()) as Record<string, string[]>;
    expect(Object.keys(fieldErrors).sort()).toEqual(['comment', 'name', 'phone']);

    await page.goto('/');
    let replay = true;
    await page.route(`**/api/feedback/${form.key}/process/`, (route) =>
      replay ? route.fulfill({ status: 400, json: fieldErrors }) : route.fallback(),
    );
    const dialog = await openRequestForm(page, form.title);
    await fill(dialog, 'Анна', '44', '7654321');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: TEXT_REQUEST_SUBMIT }).click();
    await expect(dialog.getByLabel(/Ваше имя/)).toHaveAccessibleDescription(
      fieldErrors.name?.join(' ') ?? '',
    );
    await expect(dialog.getByLabel('Комментарий')).toHaveAccessibleDescription(
      fieldErrors.comment?.join(' ') ?? '',
    );
    await expect(dialog.getByRole('textbox', { name: 'Номер' })).toHaveAccessibleDescription(
      fieldErrors.phone?.join(' ') ?? '',
    );

    // The real limit: this address has used it up, so the real API refuses the next one.
    replay = false;
    for (let i = 0; i < FEEDBACK_RATE_LIMIT.limit; i++) {
      const ok = await request.post(`/api/feedback/${form.key}/process/`, {
        data: { name: 'Анна', phone: '+375447654321' },
        headers: { 'X-Forwarded-For': ownAddress(testInfo) },
      });
      expect(ok.status()).toBe(201);
    }
    await dialog.getByRole('button', { name: TEXT_REQUEST_SUBMIT }).click();
    await expect(dialog.getByRole('alert')).toHaveText(TEXT_REQUEST_TOO_MANY);
  });

  test('closing resets the form; Escape closes it', async ({ page, request }) => {
    const form = (await (await request.get('/api/feedback/sidebar_form/')).json()) as Form;
    await page.goto('/');
    let dialog = await openRequestForm(page, form.title);
    await fill(dialog, 'John', '33', '555');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: TEXT_REQUEST_SUBMIT }).click();
    await expect(dialog.getByText(TEXT_REQUEST_NAME_CYRILLIC)).toBeVisible();
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await expect(dialog).toBeHidden();

    dialog = await openRequestForm(page, form.title);
    await expect(dialog.getByLabel(/Ваше имя/)).toHaveValue('');
    await expect(dialog.getByRole('combobox', { name: 'Код оператора' })).toHaveValue('');
    await expect(dialog.getByRole('textbox', { name: 'Номер' })).toHaveValue('');
    await expect(dialog.getByText(TEXT_REQUEST_NAME_CYRILLIC)).toBeHidden();
    await expect(dialog.getByRole('button', { name: TEXT_REQUEST_SUBMIT })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('download catalogue modal', () => {
  test('lists every price list with title, type, size in KB and a working download link', async ({
    page,
    request,
  }) => {
    const answer = await request.get('/api/price_list/documents/');
    expect(answer.status()).toBe(200);
    const documents = (await answer.json()) as {
      title: string;
      type: string;
      size: number;
      file: string;
    }[];
    expect(documents.length).toBeGreaterThan(0);
    await page.goto('/');
    const menu = await openSideMenu(page);
    await menu.getByRole('button', { name: TEXT_DOWNLOAD_CATALOGUE }).click();
    const dialog = page.getByRole('dialog', { name: TEXT_DOWNLOAD_CATALOGUE });
    await expect(dialog).toBeVisible();
    expect(await dialogWidth(page, TEXT_DOWNLOAD_CATALOGUE)).toBe(
      expectedModalWidth(page, MODAL_WIDTH.catalogue),
    );
    const items = dialog.getByRole('listitem');
    await expect(items).toHaveCount(documents.length);
    for (const [index, doc] of documents.entries()) {
      const item = items.nth(index);
      await expect(item).toContainText(doc.title);
      await expect(item).toContainText(
        `${doc.type} · ${doc.size.toLocaleString('ru-RU')} ${TEXT_PRICE_LIST_SIZE_UNIT}`.replace(
          /\s/g,
          ' ',
        ),
      );
      await expect(item.getByRole('link', { name: `Скачать: ${doc.title}` })).toHaveAttribute(
        'href',
        doc.file,
      );
    }
    const first = documents[0];
    if (!first) throw new Error('нет прайс-листов');
    const file = await request.get(first.file);
    expect(file.status()).toBe(200);
    expect((await file.body()).length).toBeGreaterThan(0);

    // Focus stays inside the modal; Escape closes it.
    for (let i = 0; i < documents.length + 3; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
