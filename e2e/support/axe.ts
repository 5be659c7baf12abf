import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious and critical axe violations on the page as it settles, one line each: rule, then the
 * offending elements.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // The cookie banner fades in on every page load: axe measuring contrast mid-fade reads the
  // half-transparent text as too pale (CI caught it twice). Its code loads lazily after
  // hydration, so first the network goes quiet and React commits, then running animations
  // finish. Endless animations (a loading shimmer) are left alone: they would never finish.
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    );
  });
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
