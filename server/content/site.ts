import { asc, inArray } from 'drizzle-orm';
import { SITE_CONFIG_KEYS } from '@/lib/constants';
import type { Db } from '../db/client';
import { navigationItems, siteConfigs } from '../db/schema/content';

export async function listSiteConfigs(db: Db) {
  const rows = await db
    .select({ name: siteConfigs.name, value: siteConfigs.value })
    .from(siteConfigs)
    .where(inArray(siteConfigs.name, [...SITE_CONFIG_KEYS]))
    .orderBy(asc(siteConfigs.name));
  return rows as { name: (typeof SITE_CONFIG_KEYS)[number]; value: string }[];
}

export async function navigation(db: Db) {
  const nav = await db
    .select({
      type: navigationItems.type,
      target: navigationItems.target,
      slug: navigationItems.slug,
      title: navigationItems.title,
    })
    .from(navigationItems)
    .orderBy(asc(navigationItems.sort), asc(navigationItems.id));
  return { nav };
}
