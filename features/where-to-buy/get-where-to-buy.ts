import 'server-only';
import { cache } from 'react';
import type { Outlet, SiteConfigMap } from '@/lib/api/contract/content';
import { outlets } from '@/lib/api/endpoints/content';
import { serverApi } from '@/bff/server-api';
import { CACHE_TAGS, cachedLoad } from '@/lib/data/cache';
import { getSiteConfigs } from '@/lib/data/site-configs';

interface CityOutlets {
  city: string;
  outlets: Outlet[];
}

export interface WhereToBuyData {
  cities: CityOutlets[];
  total: number;
  configs: SiteConfigMap;
}

/** Outlets grouped by city, in the order the shop sorted them (its own city first). */
export const getWhereToBuy = cache(async (): Promise<WhereToBuyData> => {
  const [list, configs] = await Promise.all([
    cachedLoad(['outlets'], [CACHE_TAGS.outlets, CACHE_TAGS.content], () => serverApi(outlets, {})),
    getSiteConfigs(serverApi),
  ]);
  const byCity = new Map<string, Outlet[]>();
  for (const o of list ?? []) byCity.set(o.city, [...(byCity.get(o.city) ?? []), o]);
  return {
    cities: [...byCity].map(([city, items]) => ({ city, outlets: items })),
    total: list?.length ?? 0,
    configs,
  };
});

/** A map link that opens on any device without a key or a script of ours. */
export const mapHref = (o: Pick<Outlet, 'lat' | 'lng'>) =>
  `https://yandex.by/maps/?pt=${o.lng},${o.lat}&z=16&l=map`;

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
