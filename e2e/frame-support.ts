import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import type { SiteConfigMap } from '@/lib/api/contract/content';
import { TEXT_OPEN_MENU } from '@/lib/constants-frame';

export async function siteConfigs(request: APIRequestContext): Promise<SiteConfigMap> {
  const list = (await (await request.get('/api/configs/')).json()) as {
    name: string;
    value: string;
  }[];
  return Object.fromEntries(list.map((c) => [c.name, c.value]));
}

/** The side menu: a column on desktop, a drawer opened with the burger on a phone. */
export async function openSideMenu(page: Page) {
  const menu = page.locator('#side-menu');
  if (!(await menu.isVisible())) await page.getByRole('button', { name: TEXT_OPEN_MENU }).click();
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * The request form refuses floods per address; every test that sends one gets its own
 * address, so the limit of one test never touches another (Next keeps a sent X-Forwarded-For).
 */
export function ownAddress(testInfo: TestInfo): string {
  let hash = 0;
  for (const ch of `${testInfo.project.name} ${testInfo.titlePath.join(' ')}`)
    hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return `10.${hash % 250}.${(hash >>> 8) % 250}.${((hash >>> 16) % 250) + 1}`;
}

/** A dialog's rendered width; on a phone the modal keeps 12 px on each side. */
/** The layout width (offsetWidth): a bounding box would catch the opening animation's scale. */
export async function dialogWidth(page: Page, name: string): Promise<number> {
  return page.getByRole('dialog', { name }).evaluate((el) => (el as HTMLElement).offsetWidth);
}

export const expectedModalWidth = (page: Page, width: number) =>
  Math.min(width, (page.viewportSize()?.width ?? 1440) - 24);

/**
 * The route effects (loading bar, scroll restore, chunk reload) hydrate in their own Suspense
 * boundary, possibly after the rest of the page; they switch the browser's own scroll
 * restoration off as they start listening, which tells when they are ready.
 */
export async function routeEffectsReady(page: Page) {
  await expect.poll(() => page.evaluate(() => history.scrollRestoration)).toBe('manual');
}
