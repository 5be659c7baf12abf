import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ConsoleNavItem, navItemInputSchema } from '@/lib/api/contract/console-content';
import { TEXT_NAV_NOT_FOUND, TEXT_NAV_PAGE_MISSING } from '@/lib/constants';
import type { Db, Tx } from '../db/client';
import { navigationItems, pages } from '../db/schema/content';
import { recordChange } from '../audit/record-change';
import { ApiError, notFound } from '../http/errors';
import type { AuthUser } from '../http/context';
import { oneRow } from './one-row';
import { CACHE_TAG_CONTENT } from './tags';

type NavInput = z.output<typeof navItemInputSchema>;
type NavRow = typeof navigationItems.$inferSelect;

const toItem = (r: NavRow): ConsoleNavItem => ({
  id: r.id,
  type: r.type,
  title: r.title,
  slug: r.slug,
  target: r.target,
  sort: r.sort,
});
const audited = ({ id: _id, ...rest }: ConsoleNavItem) => rest;
const TAGS = [CACHE_TAG_CONTENT];

export async function listNav(db: Db | Tx): Promise<ConsoleNavItem[]> {
  const rows = await db
    .select()
    .from(navigationItems)
    .orderBy(asc(navigationItems.sort), asc(navigationItems.id));
  return rows.map(toItem);
}

/** A `page` item must name an existing page; a link's target only matters for direct links. */
async function columns(tx: Tx, input: NavInput) {
  if (input.type === 'page') {
    const [page] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.slug, input.slug));
    if (!page) throw new ApiError(400, { slug: [TEXT_NAV_PAGE_MISSING] });
  }
  return {
    type: input.type,
    title: input.title,
    slug: input.slug,
    target: input.type === 'direct_link' ? (input.target ?? '_self') : null,
  };
}

async function navRow(tx: Tx, id: number): Promise<NavRow> {
  const [row] = await tx.select().from(navigationItems).where(eq(navigationItems.id, id));
  if (!row) throw notFound(TEXT_NAV_NOT_FOUND);
  return row;
}

export async function createNavItem(db: Db, user: AuthUser, input: NavInput) {
  const item = await db.transaction(async (tx) => {
    const { next } = await tx
      .select({ next: sql<number>`coalesce(max(${navigationItems.sort}), 0)::int + 1` })
      .from(navigationItems)
      .then(oneRow);
    const row = await tx
      .insert(navigationItems)
      .values({ ...(await columns(tx, input)), sort: next })
      .returning()
      .then(oneRow);
    const created = toItem(row);
    await recordChange(tx, user, {
      action: 'create',
      objectType: 'navigation',
      objectId: row.id,
      objectTitle: row.title,
      before: null,
      after: audited(created),
    });
    return created;
  });
  return { item, tags: TAGS };
}

export async function updateNavItem(db: Db, user: AuthUser, id: number, input: NavInput) {
  const item = await db.transaction(async (tx) => {
    const old = toItem(await navRow(tx, id));
    const row = await tx
      .update(navigationItems)
      .set(await columns(tx, input))
      .where(eq(navigationItems.id, id))
      .returning()
      .then(oneRow);
    const item = toItem(row);
    await recordChange(tx, user, {
      action: 'update',
      objectType: 'navigation',
      objectId: id,
      objectTitle: item.title,
      before: audited(old),
      after: audited(item),
    });
    return item;
  });
  return { item, tags: TAGS };
}

export async function deleteNavItem(db: Db, user: AuthUser, id: number) {
  await db.transaction(async (tx) => {
    const old = toItem(await navRow(tx, id));
    await tx.delete(navigationItems).where(eq(navigationItems.id, id));
    await recordChange(tx, user, {
      action: 'delete',
      objectType: 'navigation',
      objectId: id,
      objectTitle: old.title,
      before: audited(old),
      after: null,
    });
  });
  return { tags: TAGS };
}

/** The whole menu's order at once: the ids must be exactly the items there are. */
export async function reorderNav(db: Db, user: AuthUser, ids: number[]) {
  const items = await db.transaction(async (tx) => {
    const old = await listNav(tx);
    const known = new Set(old.map((i) => i.id));
    if (
      ids.length !== known.size ||
      new Set(ids).size !== ids.length ||
      ids.some((id) => !known.has(id))
    )
      throw new ApiError(400, {
        ids: ['Порядок должен перечислять все пункты меню по одному разу'],
      });
    for (const [index, id] of ids.entries())
      await tx
        .update(navigationItems)
        .set({ sort: index + 1 })
        .where(eq(navigationItems.id, id));
    await recordChange(tx, user, {
      action: 'reorder',
      objectType: 'navigation',
      objectId: 'order',
      objectTitle: 'Порядок меню',
      before: { order: old.map((i) => i.title) },
      after: { order: ids.map((id) => old.find((i) => i.id === id)?.title) },
    });
    return listNav(tx);
  });
  return { items, tags: TAGS };
}
