import {
  SITEMAP_FILE_MAX,
  sitemapEntries,
  sitemapIndexXml,
  sitemapTotal,
  urlsetXml,
  xmlResponse,
} from '@/features/seo/sitemap';

// Built from the database on request (through the data cache), never at build time.
export const dynamic = 'force-dynamic';

/** Every URL in one file, or past 50,000 URLs an index of /sitemap/{n}.xml files. */
export async function GET() {
  const total = await sitemapTotal();
  if (total <= SITEMAP_FILE_MAX) return xmlResponse(urlsetXml(await sitemapEntries(0, total)));
  return xmlResponse(sitemapIndexXml(Math.ceil(total / SITEMAP_FILE_MAX)));
}
