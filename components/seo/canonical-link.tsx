import { canonicalUrl } from '@/lib/seo/canonical';

/**
 * Rendered by each page; React hoists it into <head>. Next's metadata `alternates` would
 * append the trailing slash (trailingSlash: true), which spec §1 forbids for canonicals.
 */
export function CanonicalLink({ path }: { path: string }) {
  return <link rel="canonical" href={canonicalUrl(path)} />;
}
