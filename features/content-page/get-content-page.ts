import 'server-only';
import { cache } from 'react';
import { pageSlugParamsSchema, type Page, type SiteConfigMap } from '@/lib/api/contract/content';
import { pageExtended, pages } from '@/lib/api/endpoints/content';
import { serverApi } from '@/bff/server-api';
import { TEXT_HOME } from '@/lib/constants';
import { CACHE_TAGS, cachedLoad } from '@/lib/data/cache';
import type { Crumb } from '@/components/ui/breadcrumbs';
import { getSiteConfigs } from '@/lib/data/site-configs';

export interface ContentPageData {
  page: Page;
  children: { slug: string; title: string }[];
  crumbs: Crumb[];
  configs: SiteConfigMap;
}

const loadPage = (slug: string) =>
  cachedLoad(['page', slug], [CACHE_TAGS.content, CACHE_TAGS.page(slug)], () =>
    serverApi(pageExtended, { params: { slug } }),
  );

const loadChildren = (slug: string) =>
  cachedLoad(['page-children', slug], [CACHE_TAGS.content], () =>
    serverApi(pages, { query: { parent: slug } }),
  );

export const pagePath = (slug: string) => `/${slug}/`;

/**
 * A content page by its slug (the catch-all route): the page, its subpages and the way back.
 * Only one path segment names a page; anything else is not a page (404).
 */
export const getContentPage = cache(async (segments: string[]): Promise<ContentPageData | null> => {
  const [slug, ...rest] = segments;
  if (!slug || rest.length > 0 || !pageSlugParamsSchema.safeParse({ slug }).success) return null;
  const page = await loadPage(slug);
  if (!page) return null;
  const [children, parent, configs] = await Promise.all([
    loadChildren(slug),
    page.parent ? loadPage(page.parent) : Promise.resolve(null),
    getSiteConfigs(serverApi),
  ]);
  const crumbs: Crumb[] = [
    { title: TEXT_HOME, url: '/' },
    ...(parent ? [{ title: parent.title, url: pagePath(parent.slug) }] : []),
    { title: page.title, url: pagePath(page.slug) },
  ];
  return {
    page,
    children: (children ?? []).map((c) => ({ slug: c.slug, title: c.title })),
    crumbs,
    configs,
  };
});
