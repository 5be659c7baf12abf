import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ConsolePage } from '@/lib/api/contract/console-content';
import type { pageInputSchema, pageUpdateSchema } from '@/lib/api/contract/console-content';
import {
  TEXT_PAGE_HAS_CHILDREN,
  TEXT_PAGE_IN_MENU,
  TEXT_PAGE_NOT_FOUND,
  TEXT_SLUG_TAKEN,
} from '@/lib/constants';
import { oneRow } from './one-row';
import { CACHE_TAG_CONTENT, pageTag } from './tags';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { navigationItems, pages } from '../db/schema/content';
import { recordChange } from '../audit/record-change';
import { ApiError, detail, notFound, staleVersion } from '../http/errors';
import type { AuthUser } from '../http/context';
import { sanitizeRichText } from '../content/rich-text';

type PageInput = z.output<typeof pageInputSchema>;
type PageUpdate = z.output<typeof pageUpdateSchema>;
type PageRow = typeof pages.$inferSelect;

export function toConsolePage(p: PageRow): ConsolePage {
  return {
    id: p.id,
    title: p.title,
    slug: p.slug,
    content: p.content,
    parent_id: p.parentId,
    seo_title: p.seoTitle,
    seo_description: p.seoDescription,
    seo_h1: p.seoH1,
    seo_keywords: p.seoKeywords,
    og_title: p.ogTitle,
    og_description: p.ogDescription,
    og_image: p.ogImage,
    version: p.version,
    updated_at: new Date(p.updatedAt).toISOString(),
  };
}

/** What the audit log keeps of a page: everything a manager edits, not the bookkeeping. */
const audited = ({ version: _v, updated_at: _u, id: _i, ...rest }: ConsolePage) => rest;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export async function listConsolePages(
  db: Db,
  query: { page: number; search?: string },
  pageSize: number,
) {
  const text = query.search?.trim();
  const where: SQL | undefined = text
    ? or(ilike(pages.title, likePattern(text)), ilike(pages.slug, likePattern(text)))
    : undefined;
  const { total } = await db.select({ total: count() }).from(pages).where(where).then(oneRow);
  const rows = await db
    .select()
    .from(pages)
    .where(where)
    .orderBy(asc(pages.sort), asc(pages.id))
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);
  const results = rows.map((p) => {
    const { id, title, slug, parent_id, version, updated_at } = toConsolePage(p);
    return { id, title, slug, parent_id, version, updated_at };
  });
  const link = (n: number) => `?page=${n}${text ? `&search=${encodeURIComponent(text)}` : ''}`;
  return {
    count: total,
    next: query.page * pageSize < total ? link(query.page + 1) : null,
    previous: query.page > 1 ? link(query.page - 1) : null,
    results,
  };
}

async function pageRow(db: Db | Tx, id: number): Promise<PageRow> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id)).limit(1);
  if (!row) throw notFound(TEXT_PAGE_NOT_FOUND);
  return row;
}

export const getConsolePage = async (db: Db, id: number) => toConsolePage(await pageRow(db, id));

async function checkSlugAndParent(tx: Tx, input: PageInput, id: number | null) {
  const taken = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(
      id === null ? eq(pages.slug, input.slug) : and(eq(pages.slug, input.slug), ne(pages.id, id)),
    )
    .limit(1);
  if (taken.length) throw new ApiError(400, { slug: [TEXT_SLUG_TAKEN] });
  if (input.parent_id !== null) {
    // Up the parent chain: a page may not end up inside itself (the breadcrumbs would loop).
    let cursor: number | null = input.parent_id;
    for (let depth = 0; cursor !== null && depth < 100; depth++) {
      if (cursor === id)
        throw new ApiError(400, { parent_id: ['Страница не может быть вложена в себя'] });
      const [parent] = await tx
        .select({ parentId: pages.parentId })
        .from(pages)
        .where(eq(pages.id, cursor));
      if (!parent) {
        if (depth === 0) throw new ApiError(400, { parent_id: ['Такой страницы нет'] });
        break;
      }
      cursor = parent.parentId;
    }
  }
}

const columns = (input: PageInput) => ({
  title: input.title,
  slug: input.slug,
  // Issue #14: whatever the browser sent, no script or handler reaches a public page.
  content: sanitizeRichText(input.content),
  parentId: input.parent_id,
  seoTitle: input.seo_title,
  seoDescription: input.seo_description,
  seoH1: input.seo_h1,
  seoKeywords: input.seo_keywords,
  ogTitle: input.og_title,
  ogDescription: input.og_description,
  ogImage: input.og_image,
});

/** Two saves racing for one address: the unique index refuses the later, said as the check says. */
function slugRace(error: unknown): never {
  if ((error as { code?: unknown }).code === '23505' || /pages_slug_unique/.test(String(error)))
    throw new ApiError(400, { slug: [TEXT_SLUG_TAKEN] });
  throw error;
}

export async function createPage(db: Db, user: AuthUser, input: PageInput) {
  const page = await db
    .transaction(async (tx) => {
      await checkSlugAndParent(tx, input, null);
      const { next } = await tx
        .select({ next: sql<number>`coalesce(max(${pages.sort}), 0)::int + 1` })
        .from(pages)
        .then(oneRow);
      const row = await tx
        .insert(pages)
        .values({ ...columns(input), sort: next })
        .returning()
        .then(oneRow);
      const created = toConsolePage(row);
      await recordChange(tx, user, {
        action: 'create',
        objectType: 'page',
        objectId: row.id,
        objectTitle: row.title,
        before: null,
        after: audited(created),
      });
      return created;
    })
    .catch(slugRace);
  return { page, tags: [CACHE_TAG_CONTENT, pageTag(page.slug)] };
}

export async function updatePage(db: Db, user: AuthUser, id: number, input: PageUpdate) {
  return db
    .transaction(async (tx) => {
      const old = toConsolePage(await pageRow(tx, id));
      await checkSlugAndParent(tx, input, id);
      const [row] = await tx
        .update(pages)
        .set({ ...columns(input), version: old.version + 1, updatedAt: new Date() })
        .where(and(eq(pages.id, id), eq(pages.version, input.version)))
        .returning();
      if (!row) throw staleVersion();
      // A renamed page keeps its menu items: they follow it to the new address.
      if (old.slug !== row.slug)
        await tx
          .update(navigationItems)
          .set({ slug: row.slug })
          .where(and(eq(navigationItems.type, 'page'), eq(navigationItems.slug, old.slug)));
      const page = toConsolePage(row);
      await recordChange(tx, user, {
        action: 'update',
        objectType: 'page',
        objectId: id,
        objectTitle: page.title,
        before: audited(old),
        after: audited(page),
      });
      return { page, tags: [CACHE_TAG_CONTENT, pageTag(old.slug), pageTag(page.slug)] };
    })
    .catch(slugRace);
}

/**
 * A page the menu points at is not deleted: the menu would show a dead link. The manager is
 * told which items to remove first (the issue left the choice open; refusing loses nothing).
 */
export async function deletePage(db: Db, user: AuthUser, id: number) {
  return db.transaction(async (tx) => {
    const old = toConsolePage(await pageRow(tx, id));
    const inMenu = await tx
      .select({ title: navigationItems.title })
      .from(navigationItems)
      .where(and(eq(navigationItems.type, 'page'), eq(navigationItems.slug, old.slug)));
    if (inMenu.length)
      throw detail(409, TEXT_PAGE_IN_MENU(inMenu.map((i) => `«${i.title}»`).join(', ')));
    const [child] = await tx
      .select({ id: pages.id })
      .from(pages)
      .where(eq(pages.parentId, id))
      .limit(1);
    if (child) throw detail(409, TEXT_PAGE_HAS_CHILDREN);
    await tx.delete(pages).where(eq(pages.id, id));
    await recordChange(tx, user, {
      action: 'delete',
      objectType: 'page',
      objectId: id,
      objectTitle: old.title,
      before: audited(old),
      after: null,
    });
    return { tags: [CACHE_TAG_CONTENT, pageTag(old.slug)] };
  });
}
