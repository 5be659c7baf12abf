import { expect, test } from '@playwright/test';

// Reads the live product count, so it holds whichever specs ran before it.
test.describe('catalogue pages', () => {
  test('sitemap.xml lists pages, categories and products; robots.txt points to it', async ({
    request,
    baseURL,
  }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${baseURL}`);
    expect(locs).toContain(`${baseURL}/o-kompanii`);
    expect(locs).toContain(`${baseURL}/category/stroymaterialy/kirpich`);
    // Every product the shop shows, the demo's 2,000 and any a 1C replay of another spec added.
    const shown = (await (await request.get('/api/category/')).json()) as {
      products: { count: number };
    };
    expect(shown.products.count).toBeGreaterThanOrEqual(2000);
    expect(locs.filter((l) => l?.includes('/product/'))).toHaveLength(shown.products.count);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(robots).toContain('Disallow: /api/');
    // Issue #15: search results may be crawled, and are not listed.
    expect(robots).not.toContain('Disallow: /search/');
    expect(locs.some((l) => l?.includes('/search'))).toBe(false);
  });
});
