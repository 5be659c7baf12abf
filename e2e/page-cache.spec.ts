import { rm } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO_BUYER, DEMO_MANAGER, DEMO_WHOLESALE_BUYER } from '@/demo/people';
import type { CategoryTreeNode as TreeNode } from '@/lib/api/contract/catalog';
import { SORT_TITLES } from '@/lib/constants';
import { TEXT_IN_STOCK, WHERE_TO_BUY_PATH } from '@/lib/constants-frame';
import { formatCount } from '@/lib/format/numbers';
import { toKopecks } from '@/lib/money';
import { e2eGood, replayPackage, writePackage } from './support/exchange';
import { expectCached, freshPage, pickProduct, servedPrice } from './support/page-cache';
import type { Card } from './support/page-cache';
import { signIn } from './support/sign-in';

/**
 * Issue #15: public pages come from Next's full-route cache, changes reach them at once, and
 * nothing personal enters the shared cache.
 */

test.describe('full-route cache', () => {
  test.describe.configure({ timeout: 240_000 });

  test('public pages are cached once per listing; search and personal pages stay per request', async ({
    browser,
  }) => {
    const guest = await freshPage(browser);
    const { listing, card } = await pickProduct(guest, 0);
    const pages = [
      '/',
      '/category/',
      listing,
      `${listing}?page=2&sort=price`,
      `/product/${card.slug}/`,
      WHERE_TO_BUY_PATH,
    ];
    for (const path of pages) {
      await guest.request.get(path); // the first view renders and stores it
      expectCached(await guest.request.get(path), path);
    }
    // The same listing spelled otherwise, with junk added: the same entry, no new one.
    const junk = await guest.request.get(`${listing}?utm_source=x&sort=price&page=2&fbclid=1`);
    expectCached(junk, 'junk parameters');
    expect(await junk.text()).toBe(
      await (await guest.request.get(`${listing}?page=2&sort=price`)).text(),
    );
    // A listing that does not exist answers 404, and so does the internal address.
    expect((await guest.request.get(`${listing}?page=999`)).status()).toBe(404);
    expect((await guest.request.get('/cached/-/')).status()).toBe(404);
    expect((await guest.request.get('/category/no-such-category/')).status()).toBe(404);

    // Client navigation goes through the same cache: the pager and the sort are links.
    await guest.goto(listing);
    await guest.getByRole('link', { name: SORT_TITLES.price }).click();
    await expect(guest).toHaveURL(/\?sort=price$/);
    await expect(guest.getByRole('link', { name: SORT_TITLES.price })).toHaveAttribute(
      'aria-current',
      'true',
    );

    for (const path of ['/search/?query=%D0%BA%D0%BB%D0%B5%D0%B9', '/cart/']) {
      const answer = await guest.request.get(path);
      expect(answer.headers()['x-nextjs-cache'], path).toBeUndefined();
      expect(answer.headers()['cache-control'] ?? '', path).toMatch(/no-store/);
    }
    await guest.context().close();
  });

  test('1C’s price, a manager’s edit, an order and its cancellation show on the next view', async ({
    browser,
    baseURL,
  }, info) => {
    const origin = baseURL ?? '';
    const guest = await freshPage(browser);
    const good = e2eGood(`${info.project.name}-cache`);
    const importGood = async (price: string) => {
      const dir = await writePackage({ ...good, price });
      try {
        await replayPackage(origin, dir);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    };
    await importGood(good.price);
    const tree = (await (await guest.request.get('/api/categories/tree/')).json()) as TreeNode[];
    const category = tree.find((c) => c.title === good.group);
    const listing = `/category/${category?.full_slug ?? ''}/`;
    const { products } = (await (await guest.request.get(`/api${listing}`)).json()) as {
      products: { results: Card[] };
    };
    const card = products.results[0];
    if (!card) throw new Error('товар из 1С не найден');
    const path = `/product/${card.slug}/`;
    const view = async (p: string) => {
      const answer = await guest.request.get(p);
      expect(answer.status(), p).toBe(200);
      return answer.text();
    };
    const stockText = (n: number) => `${TEXT_IN_STOCK} ${formatCount(n)}\u00a0${card.unit}`;
    for (const p of [path, listing]) await view(p);
    expectCached(await guest.request.get(path), path);
    expect(servedPrice(await view(path))).toBe(good.price);

    // 1C sends a new price: the product page and the listing show it on the next view.
    await importGood('150.00');
    expect(servedPrice(await view(path))).toBe('150.00');
    expect(await view(listing)).toContain('data-price="150.00"');
    expectCached(await guest.request.get(path), path);

    // A manager's edit in the console (what the console owns for a 1C product: SEO).
    const manager = await freshPage(browser);
    await signIn(manager, DEMO_MANAGER);
    const url = `/api/manager/catalog/products/${card.id}/`;
    const { version } = (await (await manager.request.get(url)).json()) as { version: number };
    const seoTitle = `Герметик для кровли ${Date.now()}`;
    const saved = await manager.request.patch(url, { data: { version, seo_title: seoTitle } });
    expect(saved.status(), await saved.text()).toBe(200);
    expect(await view(path)).toContain(`<title>${seoTitle}`);

    // A buyer orders 3: the stock on the cached pages drops by 3 at once.
    const buyer = await freshPage(browser);
    await signIn(buyer, DEMO_BUYER);
    expect((await buyer.request.post('/api/cart/clear/?trade_point_id=0')).status()).toBe(200);
    const added = await buyer.request.post('/api/cart/add/', {
      data: { product_id: card.id, quantity: 3, trade_point_id: 0 },
    });
    expect(added.status(), await added.text()).toBe(200);
    const placed = await buyer.request.post('/api/order/make/', {
      headers: { 'Idempotency-Key': `e2e-page-cache-${Date.now()}` },
      data: {
        trade_point_id: 0,
        recipient: { name: 'Андрей Соколов', phone: '+375291234567', email: DEMO_BUYER.email },
        delivery_method_id: 1,
        payment_method: 'invoice',
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    expect(await view(path)).toContain(stockText(good.stock - 3));
    expect(await view(listing)).toContain(stockText(good.stock - 3));
    expectCached(await guest.request.get(path), path);

    // The manager cancels it: the stock comes back on the next view.
    const { id } = (await placed.json()) as { id: number };
    const cancelled = await manager.request.post(`/api/manager/orders/${id}/status/`, {
      data: { status: 'cancelled' },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    expect(await view(path)).toContain(stockText(good.stock));

    for (const p of [guest, manager, buyer]) await p.context().close();
  });

  test('a guest and two buyers get the same cached page, each with only their own prices', async ({
    browser,
  }) => {
    const guest = await freshPage(browser);
    const { card } = await pickProduct(guest, 2);
    const path = `/product/${card.slug}/`;
    const small = await freshPage(browser);
    await signIn(small, DEMO_BUYER);
    const large = await freshPage(browser);
    await signIn(large, DEMO_WHOLESALE_BUYER);

    // The HTML is one and the same for all three, and carries the base price only.
    await guest.request.get(path);
    const bodies: string[] = [];
    for (const p of [guest, small, large]) {
      const answer = await p.request.get(path);
      if (answer.headers()['set-cookie']) {
        // The proxy refreshed this buyer's session on the way (e2e tokens live 20 s): the
        // page is the cached one, but this answer carries a cookie and no shared cache may
        // keep it.
        expect(answer.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
        expect(answer.headers()['cache-control']).toBe('private, no-store');
      } else expectCached(answer, path);
      bodies.push(await answer.text());
    }
    expect(new Set(bodies).size).toBe(1);
    expect(servedPrice(bodies[0] ?? '')).toBe(card.price);
    expect(bodies[0]).not.toContain('data-personal');

    // In the browser each buyer's own prices arrive with their own, uncacheable call.
    const shown: string[] = [];
    for (const p of [small, large]) {
      const prices = p.waitForResponse((r) => r.url().includes('/api/prices/'));
      await p.goto(path);
      const answer = await prices;
      expect(answer.headers()['cache-control']).toBe('private, no-store');
      const own = p.getByTestId('product-page-price').first();
      await expect(own).toHaveAttribute('data-personal', 'true');
      shown.push((await own.getAttribute('data-price')) ?? '');
    }
    // «Мелкий опт» below the base price, «Крупный опт» below that.
    expect(toKopecks(shown[0] ?? '')).toBeLessThan(toKopecks(card.price ?? ''));
    expect(toKopecks(shown[1] ?? '')).toBeLessThan(toKopecks(shown[0] ?? ''));
    await guest.goto(path);
    const base = guest.getByTestId('product-page-price').first();
    await expect(base).toHaveAttribute('data-price', card.price ?? '');
    await expect(base).not.toHaveAttribute('data-personal', 'true');

    for (const p of [guest, small, large]) await p.context().close();
  });
});
