import 'server-only';
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/page-metadata';
import type { CategoryPageData } from './get-category-page';
import { currentPage } from '@/lib/catalog/listing-params';

/** The category's SEO fields; later pages say their number so titles stay distinct. */
export function categoryMetadata(data: CategoryPageData | null): Metadata {
  if (!data) return {};
  const c = data.category;
  const meta = pageMetadata(
    {
      name: c.title,
      path: data.basePath,
      title: c.seo_title,
      description: c.seo_description ?? c.description,
      keywords: c.seo_keywords,
      ogTitle: c.og_title,
      ogDescription: c.og_description,
      ogImage: c.og_image,
    },
    data.configs,
  );
  const page = currentPage(data.state);
  if (page > 1) {
    const suffix = ` — страница ${page}`;
    const t = meta.title;
    // A string title still gets the site name from the layout's template; an absolute one not.
    meta.title =
      t && typeof t === 'object' && 'absolute' in t
        ? { absolute: t.absolute + suffix }
        : `${c.title}${suffix}`;
  }
  return meta;
}
