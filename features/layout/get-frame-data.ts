import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { menus } from '@/lib/api/endpoints/content';
import { feedbackSidebarForm } from '@/lib/api/endpoints/feedback';
import { serverApi } from '@/bff/server-api';
import type { SiteConfigMap } from '@/lib/api/contract/content';
import type { RequestForm } from '@/lib/api/contract/feedback';
import { CACHE_TAGS, cachedLoad } from '@/lib/data/cache';
import { getSiteConfigs } from '@/lib/data/site-configs';
import type { NavItem } from './types';

export interface FrameData {
  configs: SiteConfigMap;
  nav: NavItem[];
  /** The side menu's request form; null when none exists ('Оставить заявку' is then hidden). */
  requestForm: RequestForm | null;
}

const logFailure = (what: string) => (error: unknown) => {
  console.error(`[frame] не удалось загрузить ${what}:`, (error as Error).message);
};

async function loadNav(): Promise<NavItem[]> {
  try {
    const menu = await cachedLoad(['menus'], [CACHE_TAGS.content], () => serverApi(menus, {}));
    return menu?.nav ?? [];
  } catch (error) {
    unstable_rethrow(error); // Next's own signals (issue #15: dynamic at build) are no failure
    logFailure('навигацию')(error);
    return [];
  }
}

async function loadRequestForm(): Promise<RequestForm | null> {
  try {
    // A 404 (the shop has no sidebar form) is cached as null: no failure, just no button.
    return await cachedLoad(['sidebar-form'], [CACHE_TAGS.content], () =>
      serverApi(feedbackSidebarForm, {}),
    );
  } catch (error) {
    unstable_rethrow(error); // Next's own signals (issue #15: dynamic at build) are no failure
    logFailure('форму заявки')(error);
    return null;
  }
}

/**
 * Everything the frame shows on every page, each part from the data cache so that a page view
 * costs no query. Spec §8: a failed load of navigation, configs or
 * the request form is only logged, and the page renders without that part. Issue #15: the
 * catalogue tree is not here — the dropdown fetches it on first open (catalogue-tree-source.ts).
 */
export const getFrameData = cache(async (): Promise<FrameData> => {
  const [configs, nav, requestForm] = await Promise.all([
    getSiteConfigs(serverApi),
    loadNav(),
    loadRequestForm(),
  ]);
  return { configs, nav, requestForm };
});
