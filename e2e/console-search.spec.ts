import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { TEXT_SEARCH_NOTHING_FOUND } from '@/lib/constants';
import { TEXT_SEARCH_PLACEHOLDER } from '@/lib/constants-frame';
import { signIn } from './support/sign-in';

// Issue #16, item 5 end to end: a manager adds a synonym group in the console, and a guest's
// search for a word the catalogue does not have finds the group's products at once — on the
// results page and in the header's dropdown.

const MANAGER = { email: 'manager@vitrina.by', password: 'Manager-2026!' };
/** A made-up trade nickname: no default group has it, and no catalogue word is near it. */
const NICKNAME = 'хрюмзель';
const CATALOGUE_WORD = 'линолеум';

const cards = (page: Page) => page.locator('main [data-testid="product-card"]');
/** One line of the group form: its input, not its «Убрать слово N» button. */
const term = (form: Locator, n: number) =>
  form.getByRole('textbox', { name: `Слово ${n}`, exact: true });
const searchBox = (page: Page) => page.getByRole('combobox', { name: TEXT_SEARCH_PLACEHOLDER });

/** A guest in a browser of their own: no session, no cached answers of the manager's. */
async function asGuest<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ locale: 'ru-RU' });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

async function guestResults(page: Page) {
  await page.goto(`/search/?query=${encodeURIComponent(NICKNAME)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Результаты поиска «${NICKNAME}»`,
  );
}

test('a manager adds a synonym group; a guest’s search uses it at once', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);

  // 1. Before: the nickname finds nothing, on the results page and in the dropdown.
  await asGuest(browser, async (guest) => {
    await guestResults(guest);
    await expect(cards(guest)).toHaveCount(0);
    await searchBox(guest).pressSequentially(NICKNAME);
    await expect(guest.getByText(TEXT_SEARCH_NOTHING_FOUND)).toBeVisible();
  });

  // 2. The console: the chip, the help, an empty form refused field by field.
  await signIn(page, MANAGER);
  await page.goto('/manager/');
  await page
    .getByRole('navigation', { name: 'Разделы менеджера' })
    .getByRole('link', { name: 'Синонимы поиска' })
    .click();
  await expect(page).toHaveURL(/\/manager\/search\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Синонимы поиска');
  await expect(page.getByText(/Группа синонимов — слова, которыми покупатели/)).toBeVisible();

  await page.getByRole('button', { name: 'Добавить группу' }).click();
  const form = page.getByRole('form', { name: 'Новая группа' });
  await expect(term(form, 1)).toBeFocused();
  await term(form, 1).fill('  Хрюмзель ');
  await form.getByRole('button', { name: 'Сохранить группу' }).click();
  await expect(form.getByText('Введите слово или уберите строку')).toBeVisible();
  await expect(term(form, 2)).toHaveAttribute('aria-invalid', 'true');

  // 3. The group, saved: its words as chips in the table, normalised.
  await term(form, 2).fill('Линолеум');
  await form.getByRole('button', { name: 'Сохранить группу' }).click();
  await expect(page.getByText(`Группа «${NICKNAME}, ${CATALOGUE_WORD}» сохранена`)).toBeVisible();
  await expect(form).toHaveCount(0);
  const row = page.getByTestId('synonym-row').filter({ hasText: NICKNAME });
  await expect(row.getByRole('listitem')).toHaveText([NICKNAME, CATALOGUE_WORD]);
  await expect(row).toContainText('Синонимы');

  // 4. The one-group rule, told under the word; then a second group, deleted after a confirm.
  await page.getByRole('button', { name: 'Добавить группу' }).click();
  const second = page.getByRole('form', { name: 'Новая группа' });
  await term(second, 1).fill('пробнослово');
  await term(second, 2).fill(NICKNAME.toUpperCase());
  await second.getByRole('button', { name: 'Добавить слово' }).click();
  await expect(term(second, 3)).toBeFocused();
  await term(second, 3).fill('тестослово');
  await second.getByRole('button', { name: 'Сохранить группу' }).click();
  await expect(second.getByText(`«${NICKNAME}» уже есть в группе`)).toBeVisible();
  await second.getByRole('button', { name: 'Убрать слово 2' }).click();
  await second.getByRole('button', { name: 'Сохранить группу' }).click();
  const spare = page.getByTestId('synonym-row').filter({ hasText: 'пробнослово' });
  await expect(spare.getByRole('listitem')).toHaveText(['пробнослово', 'тестослово']);
  page.once('dialog', (dialog) => void dialog.accept());
  await spare.getByRole('button', { name: /^Удалить группу/ }).click();
  await expect(spare).toHaveCount(0);
  await expect(page.getByText('Группа «пробнослово, тестослово» удалена')).toBeVisible();

  // 5. Two managers on one group: the later save is refused above the form, nothing lost.
  await row.getByRole('button', { name: /^Изменить группу/ }).click();
  const edit = page.getByRole('form', { name: 'Изменить группу' });
  await expect(term(edit, 2)).toHaveValue(CATALOGUE_WORD);
  const listed = await page.request.get(
    `/api/manager/search/synonyms/?q=${encodeURIComponent(NICKNAME)}`,
  );
  const [group] = ((await listed.json()) as { results: { id: number; version: number }[] }).results;
  const other = await page.request.put(`/api/manager/search/synonyms/${group?.id ?? 0}/`, {
    headers: { Origin: baseURL ?? '' },
    data: { terms: [NICKNAME, CATALOGUE_WORD], kind: 'synonym', version: group?.version },
  });
  expect(other.status()).toBe(200);
  await edit.getByRole('combobox', { name: 'Вид группы' }).selectOption('brand');
  await edit.getByRole('button', { name: 'Сохранить группу' }).click();
  await expect(edit.getByRole('alert')).toHaveText(
    'Изменено другим пользователем — обновите страницу',
  );
  await page.keyboard.press('Escape');
  await expect(edit).toHaveCount(0);

  // 6. The audit log names the change in Russian.
  await page.goto('/manager/audit/?object_type=search_synonym');
  await expect(page.getByRole('table').first()).toContainText('Синонимы поиска');
  await expect(page.getByRole('table').first()).toContainText(`${NICKNAME}, ${CATALOGUE_WORD}`);

  // 7. 360 px: the page fits the phone's width.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/manager/search/');
  await expect(row).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // 8. After: the guest's same search finds the linoleum, on the page and in the dropdown.
  // (The engine applies the groups — the search helper's part of issue #16.)
  await asGuest(browser, async (guest) => {
    await guestResults(guest);
    await expect(cards(guest).first()).toContainText(/линолеум/i);
    await guest.goto('/');
    await searchBox(guest).pressSequentially(NICKNAME);
    await expect(guest.getByRole('listbox').getByRole('option').first()).toContainText(/линолеум/i);
  });
});
