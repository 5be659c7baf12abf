import fs from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';

/**
 * Screenshots for review: each spec keeps its own folder and defaults, and the project name in
 * the file name sets the desktop and phone shots side by side.
 */
export function shotsIn(
  dir: string,
  defaults: { fullPage?: boolean; scale?: 'css' | 'device' } = {},
) {
  return async (page: Page, info: TestInfo, name: string, fullPage = defaults.fullPage) => {
    fs.mkdirSync(dir, { recursive: true });
    await page.screenshot({
      path: `${dir}/${info.project.name}-${name}.png`,
      fullPage,
      scale: defaults.scale,
    });
  };
}
