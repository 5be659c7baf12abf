import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import type { Category, ProductCard } from '@/lib/api/contract/catalog';
import type { SiteConfigMap } from '@/lib/api/contract/content';
import type { RequestForm } from '@/lib/api/contract/feedback';
import { feedbackSidebarForm } from '@/lib/api/endpoints/feedback';
import { serverApi } from '@/bff/server-api';
import { HOME_PRODUCTS_COUNT } from '@/lib/constants';
import { CACHE_TAGS, cachedLoad } from '@/lib/data/cache';
import { loadListing } from '@/lib/data/listing';
import { getSiteConfigs } from '@/lib/data/site-configs';

export interface HomeData {
  categories: Category['children'];
  popular: ProductCard[];
  fresh: ProductCard[];
  total: number;
  configs: SiteConfigMap;
  /** The request form the call to action opens; null hides the button. */
  requestForm: RequestForm | null;
}

async function loadRequestForm(): Promise<RequestForm | null> {
  try {
    return await cachedLoad(['request-form', 'sidebar'], [CACHE_TAGS.content], () =>
      serverApi(feedbackSidebarForm, {}),
    );
  } catch (error) {
    unstable_rethrow(error); // Next's own signals (issue #15: dynamic at build) are no failure
    // Spec §8: a request form that fails to load is only logged; the page goes on without it.
    console.error('[home] не удалось загрузить форму заявки:', (error as Error).message);
    return null;
  }
}

/**
 * The home page from two cached catalogue listings (the root in its default order and by
 * novelty), which the catalogue root shares, plus the configs and the request form.
 */
export const getHomeData = cache(async (): Promise<HomeData> => {
  const [root, fresh, configs, requestForm] = await Promise.all([
    loadListing(serverApi, '', JSON.stringify({})),
    loadListing(serverApi, '', JSON.stringify({ sort: 'new' })),
    getSiteConfigs(serverApi),
    loadRequestForm(),
  ]);
  return {
    categories: root?.children ?? [],
    popular: root?.products.results.slice(0, HOME_PRODUCTS_COUNT) ?? [],
    fresh: fresh?.products.results.slice(0, HOME_PRODUCTS_COUNT) ?? [],
    total: root?.products.count ?? 0,
    configs,
    requestForm,
  };
});
