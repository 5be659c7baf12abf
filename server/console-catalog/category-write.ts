import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type {
  categoryCreateSchema,
  categoryUpdateSchema,
  ConsoleCategory,
} from '@/lib/api/contract/console-catalog';
import type { z } from '@/lib/api/contract/zod-ru';
import { slugify } from '@/lib/translit';
import { recordChange } from '../audit/record-change';
import type { Db } from '../db/client';
import { categories } from '../db/schema/catalog';
import { staleVersion } from '../http/errors';
import type { AuthUser } from '../http/context';
import { rawRows } from '../search/raw-rows';
import { fieldError, load, parentSlug, refuseExchangeOwned, slugTaken } from './category-checks';
import { categoryAudit, categoryView, productCountOf, subtreeIds } from './category-rows';

type CreateBody = z.output<typeof categoryCreateSchema>;
type UpdateBody = z.output<typeof categoryUpdateSchema>;

const blank = (v: string | null | undefined) => (v ? v : null);

/** The changed categories' full slugs, for the storefront's cache tags. */
export interface CategoryChange {
  category: ConsoleCategory;
  fullSlugs: string[];
}

const seoValues = (b: CreateBody) => ({
  description: blank(b.description),
  image: blank(b.image),
  seoTitle: blank(b.seo_title),
  seoDescription: blank(b.seo_description),
  seoH1: blank(b.seo_h1),
  seoKeywords: blank(b.seo_keywords),
  ogTitle: blank(b.og_title),
  ogDescription: blank(b.og_description),
  ogImage: blank(b.og_image),
});

export async function createCategory(
  db: Db,
  user: AuthUser,
  body: CreateBody,
): Promise<CategoryChange> {
  return db.transaction(async (tx) => {
    const parentId = body.parent_id ?? null;
    const slug = body.slug || slugify(body.title);
    if (!slug) throw fieldError('slug', 'Укажите адрес латиницей');
    const fullSlug = (await parentSlug(tx, parentId)) + slug;
    if (await slugTaken(tx, fullSlug, null)) throw fieldError('slug', 'Такой адрес уже занят');
    const [last] = await tx
      .select({ sort: sql<number>`coalesce(max(${categories.sort}), -1)::int` })
      .from(categories)
      .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId));
    const [made] = await tx
      .insert(categories)
      .values({
        parentId,
        title: body.title,
        slug,
        fullSlug,
        sort: Number(last?.sort ?? -1) + 1,
        isHidden: body.is_hidden ?? false,
        ...seoValues(body),
      })
      .returning();
    if (!made) throw new Error('category insert returned nothing');
    await recordChange(tx, user, {
      action: 'create',
      objectType: 'category',
      objectId: made.id,
      objectTitle: made.title,
      before: null,
      after: categoryAudit(made),
    });
    return { category: categoryView(made), fullSlugs: [made.fullSlug] };
  });
}

export async function updateCategory(
  db: Db,
  user: AuthUser,
  id: number,
  body: UpdateBody,
): Promise<CategoryChange> {
  return db.transaction(async (tx) => {
    const before = await load(tx, id);
    if (before.version !== body.version) throw staleVersion();
    const parentId = body.parent_id === undefined ? before.parentId : body.parent_id;
    if (before.externalId) refuseExchangeOwned(before, body.title, parentId);
    if (parentId !== null && (await subtreeIds(tx, id)).includes(parentId)) {
      throw fieldError('parent_id', 'Нельзя перенести категорию в саму себя или в её подкатегорию');
    }
    const slug = body.slug || before.slug;
    const fullSlug = (await parentSlug(tx, parentId)) + slug;
    if (await slugTaken(tx, fullSlug, id)) throw fieldError('slug', 'Такой адрес уже занят');
    const moved = parentId !== before.parentId;
    const [after] = await tx
      .update(categories)
      .set({
        parentId,
        title: body.title,
        slug,
        fullSlug,
        isHidden: body.is_hidden ?? before.isHidden,
        ...seoValues(body),
        ...(moved
          ? {
              sort: sql`(select coalesce(max(sort), -1) + 1 from categories where parent_id is not distinct from ${parentId}::int)`,
            }
          : {}),
        version: sql`${categories.version} + 1`,
      })
      .where(and(eq(categories.id, id), eq(categories.version, body.version)))
      .returning();
    if (!after) throw staleVersion();
    const fullSlugs = [before.fullSlug, after.fullSlug];
    if (fullSlug !== before.fullSlug) {
      // The path of every descendant starts with this one's: rewrite the prefix.
      const descendants = await rawRows<{ full_slug: string }>(
        tx,
        sql`update categories
          set full_slug = ${fullSlug} || substr(full_slug, ${before.fullSlug.length + 1})
          where full_slug like ${`${before.fullSlug}/%`}
          returning full_slug`,
      );
      fullSlugs.push(...descendants.map((r) => r.full_slug));
    }
    await recordChange(tx, user, {
      action: moved ? 'move' : 'update',
      objectType: 'category',
      objectId: id,
      objectTitle: after.title,
      before: categoryAudit(before),
      after: categoryAudit(after),
    });
    return { category: categoryView(after, await productCountOf(tx, id)), fullSlugs };
  });
}

/** Swaps the category with its neighbour above or below (numbering the siblings afresh). */
export async function reorderCategory(
  db: Db,
  user: AuthUser,
  id: number,
  direction: 'up' | 'down',
  version: number,
): Promise<CategoryChange> {
  return db.transaction(async (tx) => {
    const before = await load(tx, id);
    if (before.version !== version) throw staleVersion();
    const siblings = await tx
      .select()
      .from(categories)
      .where(
        before.parentId === null
          ? isNull(categories.parentId)
          : eq(categories.parentId, before.parentId),
      )
      .orderBy(asc(categories.sort), asc(categories.title));
    const at = siblings.findIndex((c) => c.id === id);
    const to = direction === 'up' ? at - 1 : at + 1;
    if (to >= 0 && to < siblings.length) {
      const [moving] = siblings.splice(at, 1);
      if (moving) siblings.splice(to, 0, moving);
    }
    for (const [i, c] of siblings.entries()) {
      if (c.sort === i && c.id !== id) continue;
      await tx
        .update(categories)
        .set({ sort: i, ...(c.id === id ? { version: sql`${categories.version} + 1` } : {}) })
        .where(eq(categories.id, c.id));
    }
    const after = await load(tx, id);
    await recordChange(tx, user, {
      action: 'reorder',
      objectType: 'category',
      objectId: id,
      objectTitle: after.title,
      before: { sort: before.sort },
      after: { sort: after.sort },
    });
    return { category: categoryView(after, await productCountOf(tx, id)), fullSlugs: [] };
  });
}
