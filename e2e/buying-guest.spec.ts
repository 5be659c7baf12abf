import { expect, test } from '@playwright/test';
import { COOKIE_CONSENT_NAME } from '@/lib/constants-frame';

// A guest's side of the buying pages; it changes nothing, so it may run before the journeys.
test.describe('buying', () => {
  test('a guest opening a personal page is asked to sign in', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: COOKIE_CONSENT_NAME, value: '1', url: baseURL ?? '' }]);
    for (const path of ['/cart/', '/order/', '/user/lk-orders/']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByText('Войдите, чтобы продолжить')).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Войти' })).toBeVisible();
    }
    await expect(page.getByTestId('cart-strip')).toHaveCount(0);
  });
});
