import {
  SITEMAP_FILE_MAX,
  sitemapEntries,
  sitemapTotal,
  urlsetXml,
  xmlResponse,
} from '@/features/seo/sitemap';

export const dynamic = 'force-dynamic';

/** `/sitemap/{n}.xml`: the n-th 50,000 URLs, when sitemap.xml is an index. */
export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^([1-9]\d{0,4})\.xml$/.exec((await params).file);
  const part = Number(match?.[1] ?? 0);
  const total = await sitemapTotal();
  if (!part || total <= SITEMAP_FILE_MAX || part > Math.ceil(total / SITEMAP_FILE_MAX)) {
    return new Response('Не найдено', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return xmlResponse(
    urlsetXml(await sitemapEntries((part - 1) * SITEMAP_FILE_MAX, SITEMAP_FILE_MAX)),
  );
}
