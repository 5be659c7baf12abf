import 'server-only';
import { SITEMAP_SLICE_MAX } from '@/lib/api/contract/catalog';
import { sitemap } from '@/lib/api/endpoints/catalog';
import { serverApi } from '@/bff/server-api';
import { WHERE_TO_BUY_PATH } from '@/lib/constants-frame';
import { env } from '@/lib/env';
import { CACHE_TAGS, cachedLoad } from '@/lib/data/cache';

/** The protocol's limit of URLs per sitemap file; past it sitemap.xml becomes an index. */
export const SITEMAP_FILE_MAX = 50_000;
const FIXED = ['/', '/category/', WHERE_TO_BUY_PATH].map((path) => ({
  path,
  lastmod: null as string | null,
}));
const TAGS = [CACHE_TAGS.catalog, CACHE_TAGS.content];

type Entry = (typeof FIXED)[number];

/** One cached slice of the API's list: slices stay under the data cache's 2 MB per entry. */
const slice = async (index: number) =>
  (await cachedLoad(['sitemap', String(index)], TAGS, () =>
    serverApi(sitemap, { query: { offset: index * SITEMAP_SLICE_MAX, limit: SITEMAP_SLICE_MAX } }),
  )) ?? { count: 0, results: [] };

export async function sitemapTotal(): Promise<number> {
  return FIXED.length + (await slice(0)).count;
}

/** Entries [start, start + count) of the whole list: fixed pages, then the database's. */
export async function sitemapEntries(start: number, count: number): Promise<Entry[]> {
  const out: Entry[] = FIXED.slice(start, start + count);
  let from = Math.max(0, start - FIXED.length);
  let need = count - out.length;
  while (need > 0) {
    const index = Math.floor(from / SITEMAP_SLICE_MAX);
    const part = await slice(index);
    const taken = part.results.slice(
      from - index * SITEMAP_SLICE_MAX,
      from - index * SITEMAP_SLICE_MAX + need,
    );
    if (taken.length === 0) break;
    out.push(...taken);
    from += taken.length;
    need -= taken.length;
  }
  return out;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Sitemap URLs are the canonical form of spec §1: origin plus path without the slash. */
const loc = (path: string) =>
  escapeXml(env().SITE_ORIGIN + (path === '/' ? '' : path.replace(/\/+$/, '')));

export function urlsetXml(entries: Entry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${loc(e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(files: number): string {
  const items = Array.from(
    { length: files },
    (_, i) =>
      `<sitemap><loc>${escapeXml(`${env().SITE_ORIGIN}/sitemap/${i + 1}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

export const xmlResponse = (xml: string) =>
  new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
