import { expect, test, type Page } from '@playwright/test';
import { TEXT_SUBMIT_APPLICATION } from '@/lib/constants';
import {
  COOKIE_CONSENT_DAYS,
  COOKIE_CONSENT_NAME,
  LOADING_BAR,
  SCROLL_RESTORE_DELAY_MS,
  TEXT_SCROLL_TOP,
} from '@/lib/constants-frame';
import {
  TEXT_COOKIE_ACCEPT,
  TEXT_COOKIE_DECLINE,
  TEXT_COOKIE_DECLINED_BODY,
  TEXT_COOKIE_DECLINED_OK,
  TEXT_COOKIE_DECLINED_TITLE,
  TEXT_COOKIE_MORE,
} from '@/lib/constants-on-demand';
import { openSideMenu, routeEffectsReady, siteConfigs } from './frame-support';

const banner = (page: Page) => page.getByRole('region', { name: 'Файлы cookie' });
const headHas = (page: Page, text: string) =>
  page.evaluate((t) => document.head.innerHTML.includes(t), text);
/** COUNTERS_BODY_START goes in as the first nodes of <body>, after the insertion marker. */
const bodyStartHas = (page: Page, text: string) =>
  page.evaluate((t) => {
    const marker = document.body.querySelector(':scope > template[data-counters="body-start"]');
    return (
      marker === document.body.firstElementChild &&
      (marker?.nextSibling?.textContent ?? '').includes(t)
    );
  }, text);

test.describe('cookie banner and counters', () => {
  test('«Принять» keeps the banner away for 365 days and only then runs the counters', async ({
    page,
    context,
    request,
  }) => {
    const configs = await siteConfigs(request);
    const headCounter = (configs.COUNTERS_HEAD ?? '').replace(/^<!--|-->$/g, '').trim();
    const bodyCounter = (configs.COUNTERS_BODY_START ?? '').replace(/^<!--|-->$/g, '').trim();
    expect(headCounter.length).toBeGreaterThan(5);
    const now = new Date('2026-03-02T09:30:00Z');
    await page.clock.setFixedTime(now);
    await page.goto('/');

    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('link', { name: TEXT_COOKIE_MORE })).toHaveAttribute(
      'href',
      configs.POLICY_LINK ?? '',
    );
    expect(await headHas(page, headCounter)).toBe(false);
    expect(await bodyStartHas(page, bodyCounter)).toBe(false);

    await banner(page).getByRole('button', { name: TEXT_COOKIE_ACCEPT }).click();
    await expect(banner(page)).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === COOKIE_CONSENT_NAME);
    expect(cookie?.expires).toBe(now.getTime() / 1000 + COOKIE_CONSENT_DAYS * 86_400);
    expect(await headHas(page, headCounter)).toBe(true);
    expect(await bodyStartHas(page, bodyCounter)).toBe(true);

    await page.reload();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => headHas(page, headCounter)).toBe(true);
    expect(await bodyStartHas(page, bodyCounter)).toBe(true);
  });

  test('«Отклонить» explains, «Все понятно» only hides the banner: no cookie, no counters', async ({
    page,
    context,
    request,
  }) => {
    const configs = await siteConfigs(request);
    const headCounter = (configs.COUNTERS_HEAD ?? '').replace(/^<!--|-->$/g, '').trim();
    await page.goto('/');
    await banner(page).getByRole('button', { name: TEXT_COOKIE_DECLINE }).click();
    const notice = page.getByRole('dialog', { name: TEXT_COOKIE_DECLINED_TITLE });
    await expect(notice).toBeVisible();
    await expect(notice.getByText(TEXT_COOKIE_DECLINED_BODY)).toBeVisible();
    await notice.getByRole('button', { name: TEXT_COOKIE_DECLINED_OK }).click();
    await expect(notice).toBeHidden();
    await expect(banner(page)).toBeHidden();
    expect((await context.cookies()).some((c) => c.name === COOKIE_CONSENT_NAME)).toBe(false);
    expect(await headHas(page, headCounter)).toBe(false);
    await page.reload();
    await expect(banner(page)).toBeVisible();
  });

  test('the banner covers no form button: the registration submit at 1280×720 is in full view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/registration/');
    await expect(banner(page)).toBeVisible();
    // Its entrance animation over, the banner stands where it stays.
    await expect.poll(() => banner(page).evaluate((el) => el.getAnimations().length)).toBe(0);
    const submit = page.getByRole('button', { name: TEXT_SUBMIT_APPLICATION });
    await expect(submit).toBeInViewport({ ratio: 1 });
    // What a click at the button's centre and near each edge would hit (its corners are
    // rounded off): the button itself, not the banner.
    const hits = await submit.evaluate((button) => {
      const r = button.getBoundingClientRect();
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      const points: [number, number][] = [
        [x, y],
        [r.left + 12, y],
        [r.right - 12, y],
        [x, r.top + 2],
        [x, r.bottom - 2],
      ];
      return points.map(([px, py]) => button.contains(document.elementFromPoint(px, py)));
    });
    expect(hits).toEqual([true, true, true, true, true]);

    // The page keeps room below its end for the banner: nothing stays under it for good.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const [bannerTop, footerBottom] = await Promise.all([
      banner(page).evaluate((el) => el.getBoundingClientRect().top),
      page.getByRole('contentinfo').evaluate((el) => el.getBoundingClientRect().bottom),
    ]);
    expect(footerBottom).toBeLessThanOrEqual(bannerTop);
    // The scroll-to-top button, shown now, floats above the banner, not under it.
    const toTop = page.getByRole('button', { name: TEXT_SCROLL_TOP });
    await expect(toTop).toBeVisible();
    await expect
      .poll(() => toTop.evaluate((el) => el.getBoundingClientRect().bottom))
      .toBeLessThanOrEqual(bannerTop);
  });

  test('META_TAGS are in the server-rendered <head>', async ({ request }) => {
    const configs = await siteConfigs(request);
    const html = await (await request.get('/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const name = /name="([^"]+)"/.exec(configs.META_TAGS ?? '')?.[1];
    expect(name).toBeTruthy();
    expect(head).toContain(`name="${name}"`);
  });
});

test.describe('navigation effects', () => {
  test('the loading bar waits 200 ms, then shows until the page lands and hides 500 ms later', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await routeEffectsReady(page);
    const menu = await openSideMenu(page);
    const link = menu.getByRole('link', { name: 'О компании' });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/o-kompanii\//, async (route) => {
      if (route.request().headers()['rsc'] && !route.request().headers()['next-router-prefetch'])
        await held;
      await route.fallback();
    });
    await page.clock.pauseAt(Date.now() + 60_000);
    await link.click();
    await page.clock.runFor(LOADING_BAR.throttleMs - 1);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    // The bar's right edge tells how far it has filled.
    const filled = () =>
      page
        .locator('#nprogress .bar')
        .evaluate((el) => el.getBoundingClientRect().right / window.innerWidth);
    await page.clock.runFor(LOADING_BAR.durationMs / 2);
    await expect.poll(filled).toBeGreaterThan(0.45);
    expect(await filled()).toBeLessThan(0.65);
    await page.clock.runFor(LOADING_BAR.durationMs / 2);
    await expect.poll(filled).toBeGreaterThan(0.95);

    release();
    await expect(page).toHaveURL(/\/o-kompanii\/$/);
    // The page has landed once the bar is set full; from then it has 500 ms.
    await expect(page.locator('#nprogress .bar')).toHaveAttribute(
      'style',
      /translate3d\(0%|margin-left: 0%/,
    );
    await page.clock.runFor(LOADING_BAR.hideAfterMs - 20);
    await expect(page.locator('#nprogress')).toHaveCount(1);
    await page.clock.runFor(40);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('after going back, the scroll position comes back 500 ms later', async ({ page }) => {
    await page.clock.install();
    await page.goto('/category/');
    await routeEffectsReady(page);
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
    // A click where the visitor is: dispatching it keeps Playwright from scrolling to the link.
    const subcategory = page
      .locator('main a[href^="/category/"][href$="/"]:not([href="/category/"])')
      .first();
    const href = (await subcategory.getAttribute('href')) ?? '';
    await subcategory.dispatchEvent('click');
    await page.waitForURL((url) => url.pathname === href);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(700);
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.goBack();
    await expect(page).toHaveURL(/\/category\/$/);
    await page.clock.runFor(SCROLL_RESTORE_DELAY_MS - 1);
    expect(await page.evaluate(() => window.scrollY)).not.toBe(700);
    await page.clock.runFor(1);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
  });

  test('a failed chunk load reloads the page, at most once a minute', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await routeEffectsReady(page);
    const failChunk = (mark: number) =>
      page.evaluate(
        (m) =>
          new Promise<void>((resolve) => {
            (window as unknown as { __mark: number }).__mark = m;
            const script = document.createElement('script');
            script.src = `/_next/static/chunks/removed-by-deploy-${m}.js`;
            script.onerror = () => setTimeout(resolve, 50);
            document.head.append(script);
          }),
        mark,
      );
    const mark = () =>
      page.evaluate(() => (window as unknown as { __mark?: number }).__mark ?? null);

    // The setting outlives the reload; set back, it tells when the reloaded page listens again.
    await page.evaluate(() => (history.scrollRestoration = 'auto'));
    const reloaded = page.waitForEvent('load');
    await failChunk(1).catch(() => undefined); // the reload may cut the evaluation short
    await reloaded;
    expect(await mark()).toBeNull();
    await routeEffectsReady(page);

    await failChunk(2);
    expect(await mark()).toBe(2); // within the minute: no second reload

    await page.clock.fastForward(60_000);
    const again = page.waitForEvent('load');
    await failChunk(3).catch(() => undefined);
    await again;
    expect(await mark()).toBeNull();
  });
});
