import type { MetadataRoute } from 'next';
import { robotsRules } from '@/features/seo/robots';

// The host comes from SITE_ORIGIN at run time, not from the build machine.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return robotsRules();
}
