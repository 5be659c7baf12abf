import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  SORT_TITLES,
  TEXT_SEARCH_ALL_RESULTS,
  TEXT_SEARCH_NOTHING_FOUND,
  TEXT_GO_TO_CATALOGUE,
} from '@/lib/constants';
import {
  SEARCH_DEBOUNCE_MS,
  TEXT_SEARCH_CLEAR,
  TEXT_SEARCH_PLACEHOLDER,
} from '@/lib/constants-frame';

import { routeEffectsReady } from './frame-support';
import { seriousViolations } from './support/axe';

const SHOTS = '/tmp/shots-i7';

/** Every /api/modal-search/ request the page makes, by its query text. */
function countSearches(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/modal-search/') asked.push(url.searchParams.get('query') ?? '');
  });
  return asked;
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: TEXT_SEARCH_PLACEHOLDER });
const dropdown = (page: Page) => page.getByRole('listbox');

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width ?? 0}.png` });
}

test.describe('header search', () => {
  test('asks only after a 500 ms pause: keys 400 ms apart send nothing, 499 ms after the last neither', async ({
    page,
  }) => {
    const asked = countSearches(page);
    await page.clock.install();
    await page.goto('/');
    await routeEffectsReady(page);
    const input = searchBox(page);
    // The dropdown's code loads when the field is first used (issue #15). React shows it on a
    // timer once it has come: were it to come after the paused clock's last step (a busy
    // machine), it would never show. So it loads while the clock still runs.
    await input.click();
    await page.waitForLoadState('networkidle');
    await page.clock.pauseAt(Date.now() + 60_000);

    for (const key of 'цемент') {
      await input.pressSequentially(key);
      await page.clock.runFor(SEARCH_DEBOUNCE_MS - 100);
    }
    await page.clock.runFor(99);
    // Nothing may be on its way either: give the page real time to send a stray request.
    await page.waitForTimeout(300);
    expect(asked).toEqual([]);

    await page.clock.runFor(1);
    await expect.poll(() => asked).toEqual(['цемент']);
    // React Query hands the answer over on a timer: let time run again.
    await page.clock.resume();
    await expect(dropdown(page).getByRole('option').first()).toContainText(/цемент/i);
    await page.waitForTimeout(300);
    expect(asked).toEqual(['цемент']);
  });

  test('one request per pause, a dropdown of products, all results, clearing on navigation', async ({
    page,
  }) => {
    const asked = countSearches(page);
    await page.goto('/');
    const input = searchBox(page);
    await expect(input).toHaveAttribute('placeholder', TEXT_SEARCH_PLACEHOLDER);

    // Six keys in a burst, then a pause: one request for the whole word.
    await input.pressSequentially('кирпич');
    const list = dropdown(page);
    await expect(list.getByRole('option').first()).toBeVisible();
    expect(asked).toEqual(['кирпич']);
    const options = list.getByRole('option');
    const first = options.first();
    await expect(first).toHaveAttribute('href', /^\/product\/[a-z0-9-]+\/$/);
    await expect(first).toContainText('Кирпич');
    await expect(first).toContainText('Арт.');
    await expect(first).toContainText('₽');
    await expect(first.locator('img')).toHaveAttribute('src', /\/media\/products\//);
    await shot(page, 'dropdown');
    expect(await seriousViolations(page), 'открытый список поиска').toEqual([]);

    // More keys, another pause: one more request, for the text as it now stands.
    await input.pressSequentially(' облиц');
    await expect(first).toContainText(/облицовочный/i);
    expect(asked).toEqual(['кирпич', 'кирпич облиц']);

    const all = list.getByRole('option', { name: TEXT_SEARCH_ALL_RESULTS });
    await expect(all).toHaveAttribute(
      'href',
      `/search/?query=${encodeURIComponent('кирпич облиц')}`,
    );
    await all.click();
    await expect(page).toHaveURL(/\/search\/\?query=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Результаты поиска «кирпич облиц»',
    );
    // The route changed: the box is empty and closed.
    await expect(input).toHaveValue('');
    await expect(dropdown(page)).toHaveCount(0);
    const cards = page.locator('main [data-testid="product-card"]');
    await expect(cards.first()).toContainText(/Кирпич облицовочный/i);
    await shot(page, 'results');
    expect(await seriousViolations(page), 'страница результатов').toEqual([]);
  });

  test('the keyboard picks a product; Escape closes; close clears', async ({ page }) => {
    await page.goto('/');
    const input = searchBox(page);
    await input.pressSequentially('rbhgbx');
    await expect(page.getByText('Показаны результаты по запросу «кирпич»')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dropdown(page)).toHaveCount(0);
    await expect(input).toHaveValue('rbhgbx');
    await page.keyboard.press('ArrowDown');
    const first = dropdown(page).getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    const href = await first.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href ?? ''}$`));
    await expect(input).toHaveValue('');

    await input.pressSequentially('цемент');
    await expect(dropdown(page)).toBeVisible();
    await page.getByRole('button', { name: TEXT_SEARCH_CLEAR }).click();
    await expect(input).toHaveValue('');
    await expect(dropdown(page)).toHaveCount(0);
  });

  test('says when nothing is found and leads to the catalogue', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).pressSequentially('шмыгльдрюк');
    await expect(page.getByText(TEXT_SEARCH_NOTHING_FOUND)).toBeVisible();
    await shot(page, 'nothing');
    // The home page has a catalogue link of the same name; this one is the dropdown's.
    await page.getByRole('search').getByRole('link', { name: TEXT_GO_TO_CATALOGUE }).click();
    await expect(page).toHaveURL(/\/category\/$/);
  });

  test('Enter is blocked on empty text and submits GET /search/?query= otherwise', async ({
    page,
  }) => {
    const asked = countSearches(page);
    await page.goto('/category/');
    const input = searchBox(page);
    await input.fill('   ');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/category\/$/);
    await input.fill(' цимент   50 кг!! ');
    await input.press('Enter');
    await expect(page).toHaveURL(`/search/?query=${encodeURIComponent('цимент 50 кг')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Результаты поиска «цимент 50 кг»',
    );
    await expect(page.getByText('Показаны результаты по запросу «цемент 50 кг»')).toBeVisible();
    await expect(page.locator('main [data-testid="product-card"]').first()).toContainText(/Цемент/);
    // Enter went straight to the page: no dropdown request was needed.
    expect(asked.filter((q) => q !== '')).toEqual([]);
  });
});

test.describe('search results page', () => {
  test('is rendered on the server with paging, sorting and filters', async ({ page, request }) => {
    const html = await (await request.get(`/search/?query=${encodeURIComponent('кирпич')}`)).text();
    expect(html).toContain('Результаты поиска «кирпич»');
    expect(html).toMatch(/data-testid="product-card"/);

    await page.goto(`/search/?query=${encodeURIComponent('кирпич')}`);
    // Issue #15: results are indexable (Lighthouse SEO), canonical to /search, not in the sitemap.
    await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/search$/);
    await page.getByRole('link', { name: SORT_TITLES.price }).click();
    await expect(page).toHaveURL(/query=/);
    await expect(page).toHaveURL(/sort=price/);
    const prices = (
      await page
        .locator('main [data-testid="product-card"] [data-price]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-price')))
    ).map(Number);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const next = page
      .getByRole('navigation', { name: 'Страницы' })
      .getByRole('link', { name: 'Страница 2', exact: true });
    await next.click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/query=/);
    await expect(page.locator('main [data-testid="product-card"]').first()).toBeVisible();
    await shot(page, 'results-page2');
  });

  test('fetches no other order or page of a search ahead: each would be a search on the server', async ({
    page,
  }) => {
    // Issue #15: Next prefetches the links in view; a search's sort orders and pages are not
    // cached, and fetching them ahead ran 5-7 searches on the server per view.
    const ahead: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc')) ahead.push(url.pathname + url.search);
    });
    await page.goto(`/search/?query=${encodeURIComponent('кирпич')}`);
    await page.getByRole('navigation', { name: 'Страницы' }).scrollIntoViewIfNeeded();
    // Prefetching is on: the product cards' links in view are fetched ahead.
    await expect
      .poll(() => ahead.filter((u) => u.startsWith('/product/')).length)
      .toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(ahead.filter((u) => u.startsWith('/search/'))).toEqual([]);
  });

  test('answers an empty query with a hint and a text with nothing with the no-result text', async ({
    page,
  }) => {
    expect((await page.goto('/search/'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Результаты поиска');
    await page.goto(`/search/?query=${encodeURIComponent('шмыгльдрюк')}`);
    await expect(page.getByText(TEXT_SEARCH_NOTHING_FOUND)).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: TEXT_GO_TO_CATALOGUE }),
    ).toHaveAttribute('href', '/category/');
  });
});
