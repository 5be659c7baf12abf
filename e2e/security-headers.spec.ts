import { expect, test, type Page } from '@playwright/test';

/**
 * Issue #17, defect 6: the production build sends its security headers on pages and on /api,
 * and its Content-Security-Policy blocks nothing the shop itself runs: the home page and a
 * product page load, hydrate and react to a click with no violation reported.
 */

async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportCsp', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp;
      report(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return violations;
}

function expectSecurityHeaders(headers: Record<string, string>): void {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain("'unsafe-eval'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  // The e2e site is http://localhost: no HSTS promise (lib/security/security-headers.ts).
  expect(headers['strict-transport-security']).toBeUndefined();
}

test('pages and the API carry the security headers', async ({ request }) => {
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  expectSecurityHeaders(home.headers());
  const api = await request.get('/api/health/');
  expect(api.status()).toBe(200);
  expectSecurityHeaders(api.headers());
  const missing = await request.get('/api/no-such-call/');
  expect(missing.status()).toBe(404);
  expectSecurityHeaders(missing.headers());
});

test('home and a product page run under the policy without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await expect(page.locator('a[href^="/product/"]').first()).toBeVisible();
  // Accepting cookies starts the counters (features/cookie-consent/counters.tsx).
  const accept = page.getByRole('button', { name: 'Принять' });
  if (await accept.isVisible()) await accept.click();
  const productLink = page.locator('a[href^="/product/"]').first();
  await productLink.click();
  await expect(page).toHaveURL(/\/product\/[^/]+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A full load of the product page too, not only the client-side navigation.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Hydrated, and zod parses in the browser (no eval): the search dropdown answers.
  await page.getByRole('combobox', { name: 'Поиск по сайту' }).fill('кирпич');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  expect(violations).toEqual([]);
});
