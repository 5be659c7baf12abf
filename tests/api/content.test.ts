import fs from 'node:fs';
import path from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import type { Page } from '@/lib/api/contract/content';
import { pages, priceListDocuments } from '@/server/db/schema/content';
import { startTestServer, type TestServer } from '../support/test-server';

type Errors = Record<string, string[]>;
type ListItem = { id: number; slug: string; title: string; parent: string | null };

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer({ products: 120 });
});
afterAll(() => api.close());

const get = <T>(path: string) => api.request<T>(path);

describe('GET /api/pages/{slug}/extended/', () => {
  it('gives a content page with its SEO and Open Graph fields', async () => {
    const res = await get<Page>('/api/pages/o-kompanii/extended/?category_image_opts=200x200');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ slug: 'o-kompanii', title: 'О компании', parent: null });
    expect(res.body.content).toContain('<h2>');
    expect(res.body.seo.title).toBe('О компании — ТД «Витрина»');
    expect(res.body.seo.h1).toBe('О компании');
    expect(res.body.seo.description?.length).toBeGreaterThan(50);
    // The site's share picture, a file of public/ that the storefront serves as it is.
    const image = res.body.og.image?.original ?? '';
    expect(image).toBe('/og-image.png');
    expect(fs.existsSync(path.join('public', image))).toBe(true);
    expect(Number.isNaN(Date.parse(res.body.updated_at))).toBe(false);
  });

  it('opens the policy and agreement pages from the paths in the configs', async () => {
    const configs = (await get<{ name: string; value: string }[]>('/api/configs/')).body;
    for (const key of ['POLICY_LINK', 'AGREEMENT_LINK']) {
      const path = configs.find((c) => c.name === key)?.value ?? '';
      const slug = /^\/([a-z0-9-]+)\/$/.exec(path)?.[1];
      expect(slug, key).toBeTruthy();
      expect((await get(`/api/pages/${slug}/extended/`)).status).toBe(200);
    }
  });

  it('answers 404 for an unknown page and 400 for a malformed slug', async () => {
    const missing = await get<{ detail: string }>('/api/pages/net-takoy/extended/');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'Страница не найдена.' });
    const bad = await get<Errors>('/api/pages/Not_A_Slug/extended/');
    expect(bad.status).toBe(400);
    expect(bad.body.slug?.[0]).toBe('Некорректный адрес страницы');
  });
});

describe('GET /api/pages/', () => {
  it('lists children of a parent, and the child names its parent', async () => {
    const [about] = await api.db
      .select({ id: pages.id })
      .from(pages)
      .where(eq(pages.slug, 'o-kompanii'));
    await api.db.insert(pages).values({
      slug: 'rekvizity',
      title: 'Реквизиты',
      content: '<p>УНП 191234563</p>',
      parentId: about?.id ?? null,
      sort: 1,
    });
    try {
      const children = await get<ListItem[]>('/api/pages/?parent=o-kompanii');
      expect(children.status).toBe(200);
      expect(children.body).toEqual([
        expect.objectContaining({ slug: 'rekvizity', title: 'Реквизиты', parent: 'o-kompanii' }),
      ]);
      expect((await get<Page>('/api/pages/rekvizity/extended/')).body.parent).toBe('o-kompanii');
      expect((await get<ListItem[]>('/api/pages/?parent=dostavka')).body).toEqual([]);
      expect((await get<ListItem[]>('/api/pages/?parent=net-takoy')).body).toEqual([]);
    } finally {
      await api.db.delete(pages).where(eq(pages.slug, 'rekvizity'));
    }
  });

  it('searches the titles and the visible text of pages, not their markup', async () => {
    const byTitle = await get<ListItem[]>(
      `/api/pages/?search=${encodeURIComponent('  доставка ')}`,
    );
    expect(byTitle.body.map((p) => p.slug)).toContain('dostavka');
    const byText = await get<ListItem[]>(`/api/pages/?search=${encodeURIComponent('Селицкого')}`);
    expect(byText.body.map((p) => p.slug)).toContain('dostavka');
    const markup = await get<ListItem[]>('/api/pages/?search=h2');
    expect(markup.body).toEqual([]);
    // As a LIKE pattern this would match «О компании»; the buyer's % is a plain character.
    const wildcard = await get<ListItem[]>(
      `/api/pages/?search=${encodeURIComponent('О%компании')}`,
    );
    expect(wildcard.body).toEqual([]);
  });

  it('lists every page without parameters and refuses an over-long search', async () => {
    const all = await get<ListItem[]>('/api/pages/');
    expect(all.body.map((p) => p.slug)).toEqual(
      expect.arrayContaining(['o-kompanii', 'dostavka', 'kontakty']),
    );
    const long = await get<Errors>(`/api/pages/?search=${'а'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(Object.keys(long.body)).toEqual(['search']);
  });
});

describe('price lists', () => {
  type Doc = { id: number; title: string; file: string; type: string; size: number };

  it('lists documents with type, size in KB and a download link that serves the file', async () => {
    const res = await get<Doc[]>('/api/price_list/documents/');
    expect(res.status).toBe(200);
    // The seeded files, then (issue #14) the XLSX the shop builds for each price type.
    const generated = await api.db
      .select()
      .from(priceListDocuments)
      .where(isNotNull(priceListDocuments.priceTypeId));
    expect(generated.length).toBeGreaterThan(0);
    expect(res.body.map((d) => d.type).sort()).toEqual(
      ['CSV', 'CSV', 'XLS', ...generated.map(() => 'XLSX')].sort(),
    );
    for (const doc of res.body) {
      expect(doc.file).toBe(`/api/price_list/documents/${doc.id}/download/`);
      const [stored] = await api.db
        .select()
        .from(priceListDocuments)
        .where(eq(priceListDocuments.id, doc.id));
      expect(doc.size).toBe(Math.ceil((stored?.sizeBytes ?? 0) / 1024));
      const file = await fetch(api.origin + doc.file);
      expect(file.status).toBe(200);
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.length).toBe(stored?.sizeBytes);
      expect(file.headers.get('content-length')).toBe(String(stored?.sizeBytes));
      expect(file.headers.get('content-type')).toBe(
        doc.type === 'CSV'
          ? 'text/csv; charset=utf-8'
          : doc.type === 'XLSX'
            ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
            : 'application/vnd.ms-excel',
      );
      const disposition = file.headers.get('content-disposition') ?? '';
      expect(disposition).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''/);
      expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe(stored?.fileName);
      expect(bytes.equals(Buffer.from(stored?.content ?? []))).toBe(true);
    }
  });

  it('answers 404 for an unknown document and 400 for a bad id', async () => {
    const missing = await get<{ detail: string }>('/api/price_list/documents/999/download/');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'Документ не найден.' });
    expect((await get('/api/price_list/documents/abc/download/')).status).toBe(400);
  });
});

describe('delivery, outlets, configs and menus', () => {
  it('lists delivery methods at /api/delivery/list with and without the slash', async () => {
    for (const path of ['/api/delivery/list', '/api/delivery/list/']) {
      const res = await get<{ code: string; price: string; needs_address: boolean }[]>(path);
      expect(res.status).toBe(200);
      expect(res.body.map((d) => d.code)).toEqual(['pickup', 'minsk', 'belarus']);
      expect(res.body.map((d) => d.needs_address)).toEqual([false, true, true]);
      expect(res.body[0]?.price).toBe('0.00');
    }
  });

  it('lists the outlets where the goods can be bought', async () => {
    const res = await get<
      {
        title: string;
        city: string;
        address: string;
        hours: string;
        lat: number;
        lng: number;
        phone: string | null;
      }[]
    >('/api/outlets/');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(3);
    expect(new Set(res.body.map((o) => o.city)).size).toBeGreaterThan(1);
    for (const o of res.body) {
      expect(o.address.length).toBeGreaterThan(5);
      expect(o.hours).toMatch(/\d/);
      expect(o.lat).toBeGreaterThan(51);
      expect(o.lat).toBeLessThan(57);
      expect(o.lng).toBeGreaterThan(23);
      expect(o.lng).toBeLessThan(33);
    }
  });

  it('gives the site configs and navigation menu the pages read', async () => {
    const configs = await get<{ name: string; value: string }[]>('/api/configs/');
    expect(configs.body.find((c) => c.name === 'SITE_NAME')?.value).toBeTruthy();
    const menus = await get<{ nav: { type: string; slug: string; title: string }[] }>(
      '/api/menus/',
    );
    const pageSlugs = menus.body.nav.filter((n) => n.type === 'page').map((n) => n.slug);
    for (const slug of pageSlugs)
      expect((await get(`/api/pages/${slug}/extended/`)).status, slug).toBe(200);
  });
});
