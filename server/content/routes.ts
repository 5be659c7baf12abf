import { asc, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import { SITE_CONFIG_KEYS } from '@/lib/constants';
import { configs, menus } from '@/lib/api/endpoints/content';
import { navigationItems, siteConfigs } from '../db/schema/content';
import { bind } from '../http/bind';
import type { AppEnv } from '../http/context';
import { registerDocumentRoutes } from './document-routes';
import { registerPageRoutes } from './page-routes';

export function registerContentRoutes(app: Hono<AppEnv>): void {
  bind(app, configs, async (c) => {
    const { db } = await c.get('deps').database();
    const rows = await db
      .select({ name: siteConfigs.name, value: siteConfigs.value })
      .from(siteConfigs)
      .where(inArray(siteConfigs.name, [...SITE_CONFIG_KEYS]))
      .orderBy(asc(siteConfigs.name));
    return rows as { name: (typeof SITE_CONFIG_KEYS)[number]; value: string }[];
  });

  bind(app, menus, async (c) => {
    const { db } = await c.get('deps').database();
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
  });

  registerPageRoutes(app);
  registerDocumentRoutes(app);
}
