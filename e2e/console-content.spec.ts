import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

// Issue #14 end to end: a manager publishes a content page, adds it to the menu and changes
// the footer phone in the console — and a guest, in a fresh browser, sees all of it at once.

const MANAGER = { email: 'manager@vitrina.by', password: 'Manager-2026!' };
const SLUG = 'e2e-akcii';
const MENU_TITLE = 'Акции E2E';
const PHONE = '+375 (17) 555-66-77';

/** Screenshots of the console for review, only when asked for (SHOTS_DIR). */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [1440, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/content-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a manager publishes a page, puts it in the menu, changes the footer phone; a guest sees it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signIn(page, MANAGER);

  // 1. The page, through the editor, with a preview first.
  await page.goto('/manager/content/pages/new/');
  await page.getByLabel(/^Заголовок( \*)?$/).fill('Акции месяца');
  await page.getByLabel(/^Адрес страницы/).fill(SLUG);
  const editor = page.getByRole('textbox', { name: 'Текст страницы' });
  await editor.click();
  await page.keyboard.type('Скидка 10% на кирпич до конца месяца.');
  await page.getByRole('button', { name: 'Предпросмотр' }).click();
  await expect(page.getByTestId('page-preview')).toContainText('Скидка 10% на кирпич');
  await shoot(page, 'page-new');
  await page.getByRole('button', { name: 'Создать и опубликовать' }).click();
  await page.waitForURL(/\/manager\/content\/pages\/\d+\/$/);

  // 2. The menu item naming that page.
  await page.goto('/manager/content/navigation/');
  await page.getByRole('button', { name: 'Добавить пункт' }).click();
  await page.getByLabel('Название в меню').fill(MENU_TITLE);
  await page.getByLabel(/^Страница( \*)?$/).selectOption({ label: `Акции месяца (/${SLUG}/)` });
  await page.getByRole('button', { name: 'Добавить в меню' }).click();
  await expect(page.getByRole('cell', { name: MENU_TITLE, exact: true })).toBeVisible();
  await shoot(page, 'navigation');

  // 3. The footer phone.
  await page.goto('/manager/settings/');
  await page.getByLabel('Телефон в подвале').fill(PHONE);
  await page.getByRole('button', { name: 'Сохранить настройки' }).click();
  await expect(page.getByText('Сохранено', { exact: true })).toBeVisible();
  await shoot(page, 'settings');

  await page.goto('/manager/content/');
  await shoot(page, 'pages');
  // 4. A request from the site lands in the inbox; the manager takes it into work.
  const sent = await page.request.post('/api/feedback/callback/process/', {
    headers: { Origin: baseURL ?? '' },
    data: { name: 'Ольга', phone: '+375291112233', comment: 'Нужен счёт на кирпич' },
  });
  expect(sent.status()).toBe(201);
  await page.goto('/manager/requests/');
  const row = page.getByTestId('request-row').filter({ hasText: 'Ольга' });
  await row.getByLabel('Статус').selectOption({ label: 'В работе' });
  await row.getByLabel('Комментарий менеджера').fill('Выставить счёт');
  await row.getByRole('button', { name: 'Сохранить' }).click();
  await expect(row.getByText('Сохранено')).toBeVisible();
  await page.goto('/manager/requests/?status=in_work');
  await expect(page.getByTestId('request-row').filter({ hasText: 'Ольга' })).toBeVisible();
  await shoot(page, 'requests');
  await page.goto('/manager/content/forms/');
  await shoot(page, 'forms');

  // 5. A guest, in a browser of their own.
  const guestContext = await browser.newContext({ baseURL });
  const guest = await guestContext.newPage();
  await guest.goto('/');
  await expect(guest.getByRole('contentinfo')).toContainText(PHONE);
  await guest.getByRole('link', { name: MENU_TITLE }).first().click();
  await guest.waitForURL(`**/${SLUG}/`);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Акции месяца');
  await expect(guest.getByText('Скидка 10% на кирпич до конца месяца.')).toBeVisible();
  await guestContext.close();
});

test('no script a manager stores reaches the public page', async ({ page, browser, baseURL }) => {
  await signIn(page, MANAGER);
  const res = await page.request.post('/api/manager/content/pages/', {
    headers: { Origin: baseURL ?? '' },
    data: {
      title: 'Проверка очистки',
      slug: 'e2e-xss',
      content:
        '<p>Текст</p><script>window.__xss=1</script><img src="https://x.by/a.png" onerror="window.__xss=2">',
    },
  });
  expect(res.status()).toBe(201);
  const guestContext = await browser.newContext({ baseURL });
  const guest = await guestContext.newPage();
  const html = await (await guest.request.get('/e2e-xss/')).text();
  expect(html).toContain('Проверка очистки');
  expect(html).not.toContain('__xss');
  expect(html).not.toMatch(/onerror/i);
  await guest.goto('/e2e-xss/');
  expect(await guest.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await guestContext.close();
});
