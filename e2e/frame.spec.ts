import { expect, test } from '@playwright/test';
import type { CategoryTreeNode } from '@/lib/api/contract/catalog';
import { SOCIAL_NETWORKS, TEXT_PRICES_INFORMATIONAL } from '@/lib/constants-frame';
import {
  TEXT_CATALOGUE,
  TEXT_COLLAPSE_MENU,
  TEXT_COPIED,
  TEXT_DOWNLOAD_CATALOGUE,
  TEXT_LEAVE_REQUEST,
  TEXT_OPEN_MENU,
  TEXT_SCROLL_TOP,
  TEXT_SEARCH_PLACEHOLDER,
  TEXT_WHERE_TO_BUY,
  COORDINATES_COPIED_MS,
} from '@/lib/constants-frame';
import {
  MENU_SLIDE_MS,
  TEXT_CATALOGUE_NAV,
  TEXT_SHOW_SUBCATEGORIES,
} from '@/lib/constants-on-demand';
import { openSideMenu, siteConfigs } from './frame-support';

const isPhone = (name: string) => name === 'phone';

test.describe('page frame: header', () => {
  test('logo, catalogue dropdown with the nested tree, search, and no overflow at this width', async ({
    page,
    request,
  }) => {
    const tree = (await (await request.get('/api/categories/tree/')).json()) as CategoryTreeNode[];
    const top = tree.find((n) => n.children.some((c) => c.children.length > 0));
    const child = top?.children.find((c) => c.children.length > 0);
    const grandchild = child?.children[0];
    if (!top || !child || !grandchild) throw new Error('в демо-данных нет трёх уровней каталога');

    await page.goto('/category/');
    await expect(
      page.getByRole('banner').getByRole('link', { name: /^Витрина .*на главную$/ }),
    ).toHaveAttribute('href', '/');
    await expect(page.getByPlaceholder(TEXT_SEARCH_PLACEHOLDER)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );

    const button = page.getByRole('button', { name: TEXT_CATALOGUE, exact: true });
    const panel = page.getByRole('navigation', { name: TEXT_CATALOGUE_NAV });
    await expect(panel).toBeHidden();
    await button.click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: top.title, exact: true })).toHaveAttribute(
      'href',
      `/category/${top.full_slug}/`,
    );
    const topLinks = panel.locator(':scope > ul > li > div > a');
    await expect(topLinks).toHaveCount(tree.length);

    // Children slide open in MENU_SLIDE_MS and their links lead to /category/{full_slug}/.
    const childLink = panel.getByRole('link', { name: child.title, exact: true });
    await expect(childLink).toBeHidden();
    const toggle = panel.getByRole('button', { name: `${TEXT_SHOW_SUBCATEGORIES}: ${top.title}` });
    const slide = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    expect(await slide.evaluate((el) => getComputedStyle(el).transitionDuration)).toContain(
      `${MENU_SLIDE_MS / 1000}s`,
    );
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(childLink).toBeVisible();
    await expect(childLink).toHaveAttribute('href', `/category/${child.full_slug}/`);
    await panel.getByRole('button', { name: `${TEXT_SHOW_SUBCATEGORIES}: ${child.title}` }).click();
    await expect(panel.getByRole('link', { name: grandchild.title, exact: true })).toHaveAttribute(
      'href',
      `/category/${grandchild.full_slug}/`,
    );

    // Button toggles it shut; Escape too.
    await button.click();
    await expect(panel).toBeHidden();
    await button.click();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('menu and catalogue dropdown close on every route change', async ({ page }, testInfo) => {
    await page.goto('/');
    await page.getByRole('button', { name: TEXT_CATALOGUE, exact: true }).click();
    const panel = page.getByRole('navigation', { name: TEXT_CATALOGUE_NAV });
    await panel.getByRole('link', { name: 'Весь каталог' }).click();
    await expect(page).toHaveURL(/\/category\/$/);
    await expect(panel).toBeHidden();

    if (isPhone(testInfo.project.name)) {
      const menu = await openSideMenu(page);
      await menu.getByRole('link', { name: TEXT_WHERE_TO_BUY }).click();
      await expect(page).toHaveURL(/\/gde-kupit\/$/);
      await expect(menu).toBeHidden();
    }
  });
});

test.describe('page frame: side menu', () => {
  test('navigation entries, fixed entries, contacts and the request button', async ({
    page,
    request,
  }) => {
    const { nav } = (await (await request.get('/api/menus/')).json()) as {
      nav: { type: string; slug: string; target: string | null; title: string }[];
    };
    const configs = await siteConfigs(request);
    expect(new Set(nav.map((n) => n.type))).toEqual(new Set(['page', 'direct_link']));
    await page.goto('/');
    const menu = await openSideMenu(page);
    for (const item of nav) {
      const link = menu.getByRole('link', { name: item.title, exact: true });
      if (item.type === 'direct_link') {
        await expect(link).toHaveAttribute('href', item.slug);
        await expect(link).toHaveAttribute('target', item.target ?? '');
      } else {
        await expect(link).toHaveAttribute('href', `/${item.slug}/`);
      }
    }
    await expect(menu.getByRole('link', { name: TEXT_WHERE_TO_BUY })).toHaveAttribute(
      'href',
      '/gde-kupit/',
    );
    await expect(menu.getByRole('button', { name: TEXT_DOWNLOAD_CATALOGUE })).toBeVisible();
    await expect(menu.getByRole('link', { name: configs.HEADER_PHONE })).toHaveAttribute(
      'href',
      `tel:${configs.HEADER_PHONE?.replace(/[^\d+]/g, '')}`,
    );
    await expect(menu.getByRole('link', { name: configs.HEADER_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${configs.HEADER_EMAIL}`,
    );
    // The seeded sidebar form exists, so the button shows.
    expect((await request.get('/api/feedback/sidebar_form/')).status()).toBe(200);
    await expect(menu.getByRole('button', { name: TEXT_LEAVE_REQUEST })).toBeVisible();
  });

  test('«Свернуть меню» closes the drawer on a phone, collapses the column on a desktop and keeps it so', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const menu = await openSideMenu(page);
    await menu.getByRole('button', { name: TEXT_COLLAPSE_MENU }).click();
    await expect(menu).toBeHidden();
    const burger = page.getByRole('button', { name: TEXT_OPEN_MENU });
    await expect(burger).toBeVisible();
    if (!isPhone(testInfo.project.name)) {
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-menu', 'collapsed');
      await expect(page.locator('#side-menu')).toBeHidden();
      await burger.click();
      await expect(page.locator('#side-menu')).toBeVisible();
      await expect(burger).toBeHidden();
    }
  });
});

test.describe('page frame: footer', () => {
  test('address link, social icons, phone, e-mail, note and documents from the configs', async ({
    page,
    request,
  }) => {
    const configs = await siteConfigs(request);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: configs.ADDRESS_TEXT })).toHaveAttribute(
      'href',
      configs.ADDRESS_LINK ?? '',
    );
    const socials = footer.getByRole('list', { name: 'Мы в соцсетях' }).getByRole('link');
    await expect(socials).toHaveCount(SOCIAL_NETWORKS.length);
    for (const network of SOCIAL_NETWORKS) {
      const link = footer.getByRole('link', { name: network.label, exact: true });
      await expect(link).toHaveAttribute('href', configs[network.key] ?? '');
      await expect(link.locator('svg')).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: configs.FOOTER_PHONE })).toBeVisible();
    await expect(footer.getByRole('link', { name: configs.FOOTER_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${configs.FOOTER_EMAIL}`,
    );
    await expect(footer.getByText(TEXT_PRICES_INFORMATIONAL)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute(
      'href',
      configs.POLICY_LINK ?? '',
    );
    await expect(
      footer.getByRole('link', { name: 'Согласие на обработку персональных данных' }),
    ).toHaveAttribute('href', configs.AGREEMENT_LINK ?? '');
  });

  test('office coordinates copy on click and «Скопировано» shows for 1.2 s', async ({
    page,
    request,
    context,
  }) => {
    const configs = await siteConfigs(request);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await page.goto('/');
    const button = page.getByRole('button', { name: /Координаты офиса/ });
    await button.scrollIntoViewIfNeeded();
    await page.clock.pauseAt(Date.now() + 60_000);
    await button.click();
    const copied = page.getByRole('contentinfo').getByText(TEXT_COPIED, { exact: true });
    await expect(copied).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      configs.OFFICE_COORDINATES,
    );
    await page.clock.runFor(COORDINATES_COPIED_MS - 1);
    await expect(copied).toBeVisible();
    await page.clock.runFor(1);
    await expect(copied).toBeHidden();
  });
});

test.describe('page frame: scroll-to-top', () => {
  test('appears once the page is scrolled past 100 px and takes the page back up', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: TEXT_SCROLL_TOP });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 101));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});
