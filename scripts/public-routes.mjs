import path from 'node:path';

/**
 * The public pages of issue #15 (content pages are the catch-all route). Home, where-to-buy and
 * the catalogue are built under `app/cached/[q]/` (README, "Full-route cache").
 */
export const PUBLIC_ROUTES = [
  '/cached/[q]',
  '/cached/[q]/category/[[...slug]]',
  '/product/[slug]',
  '/[...slug]',
  '/cached/[q]/gde-kupit',
  '/search',
];

/**
 * `next build` writes it: per route, the chunks the browser loads before the page is
 * interactive (root main files plus every segment's entry chunks).
 */
export const routeBundleStats = (distDir) =>
  path.join(distDir, 'diagnostics', 'route-bundle-stats.json');
