import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { configs } from '@/lib/api/endpoints/content';
import type { SiteConfigMap } from '@/lib/api/contract/content';
import { CACHE_TAGS, cachedLoad } from './cache';
import type { ServerApi } from './server-api';

/**
 * Site configs as a map, from Next's data cache (tag `content`): every page needs them, so
 * a page view must not cost a query. Spec §8: a loading failure is only logged (and not
 * cached); the page renders without the optional parts the configs drive.
 */
export const getSiteConfigs = cache(async (serverApi: ServerApi): Promise<SiteConfigMap> => {
  try {
    const list = await cachedLoad(['configs'], [CACHE_TAGS.content], () => serverApi(configs, {}));
    return Object.fromEntries((list ?? []).filter((c) => c.value).map((c) => [c.name, c.value]));
  } catch (error) {
    unstable_rethrow(error); // Next's own signals (issue #15: dynamic at build) are no failure
    console.error('[configs] не удалось загрузить настройки сайта:', (error as Error).message);
    return {};
  }
});
