/**
 * The storefront's cache tags this area drops (the same strings as CACHE_TAGS in
 * lib/data/cache.ts, which is Next-only): menus, forms, site configs and page lists hang on
 * `content`, one page also on `page:<slug>`.
 */
export const CACHE_TAG_CONTENT = 'content';
export const pageTag = (slug: string) => `page:${slug}`;
