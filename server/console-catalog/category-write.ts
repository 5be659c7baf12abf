import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type {
  categoryCreateSchema,
  categoryUpdateSchema,
  ConsoleCategory,
} from '@/lib/api/contract/console-catalog';
import type { z } from '@/lib/api/contract/zod-ru';
import { TEXT_EXCHANGE_OWNED_FIELD } from '@/lib/constants';
import { slugify } from '@/lib/translit';
import { recordChange } from '../audit/record-change';
import type { Db, Tx } from '../db/client';
import { categories, products } from '../db/schema/catalog';
import { ApiError, notFound, staleVersion } from '../http/errors';
import type { AuthUser } from '../http/context';
import { rawRows } from '../search/raw-rows';
import {
  categoryAudit,
  categoryView,
  productCountOf,
  subtreeIds,
  type CategoryRow,
} from './category-rows';

type CreateBody = z.output<typeof categoryCreateSchema>;
type UpdateBody = z.output<typeof categoryUpdateSchema>;

const fieldError = (field: string, text: string) => new ApiError(400, { [field]: [text] });
const NOT_FOUND = 'Категория не найдена.';
const blank = (v: string | null | undefined) => (v ? v : null);

/** The changed categories' full slugs, for the storefront's cache tags. */
export interface CategoryChange {
  category: ConsoleCategory;
  fullSlugs: string[];
}

async function load(tx: Tx, id: number): Promise<CategoryRow> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

async function parentSlug(tx: Tx, parentId: number | null): Promise<string> {
  if (parentId === null) return '';
  const [parent] = await tx.select().from(categories).where(eq(categories.id, parentId));
  if (!parent) throw fieldError('parent_id', 'Такой родительской категории нет');
  return `${parent.fullSlug}/`;
}

async function slugTaken(tx: Tx, fullSlug: string, exceptId: number | null): Promise<boolean> {
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.fullSlug, fullSlug));
  return !!row && row.id !== exceptId;
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

/** A 1C group's name and parent are 1C's: a save may repeat them, not change them. */
function refuseExchangeOwned(before: CategoryRow, title: string, parentId: number | null) {
  const errors: Record<string, string[]> = {};
  if (title !== before.title) errors.title = [TEXT_EXCHANGE_OWNED_FIELD];
  if (parentId !== before.parentId) errors.parent_id = [TEXT_EXCHANGE_OWNED_FIELD];
  if (Object.keys(errors).length > 0) throw new ApiError(400, errors);
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

/**
 * Deletes a category and everything below it. Their products cannot go with them: with any,
 * the caller must name where they move (a category outside the deleted subtree).
 */
export async function deleteCategory(
  db: Db,
  user: AuthUser,
  id: number,
  version: number,
  moveTo: number | undefined,
): Promise<{ fullSlugs: string[]; movedProductIds: number[] }> {
  return db.transaction(async (tx) => {
    const before = await load(tx, id);
    if (before.version !== version) throw staleVersion();
    const subtree = await subtreeIds(tx, id);
    const inSubtree = sql`${products.categoryId} in (${sql.join(subtree, sql`, `)})`;
    const goods = await tx.select({ id: products.id }).from(products).where(inSubtree);
    let movedProductIds: number[] = [];
    if (goods.length > 0) {
      if (moveTo === undefined) {
        throw fieldError(
          'move_products_to',
          `В категории и её подкатегориях ${goods.length} товаров: выберите, куда их перенести`,
        );
      }
      if (subtree.includes(moveTo)) {
        throw fieldError('move_products_to', 'Товары нельзя перенести в удаляемую категорию');
      }
      const [target] = await tx.select().from(categories).where(eq(categories.id, moveTo));
      if (!target) throw fieldError('move_products_to', 'Такой категории нет');
      movedProductIds = goods.map((g) => g.id);
      await tx
        .update(products)
        .set({ categoryId: moveTo, updatedAt: sql`now()`, version: sql`${products.version} + 1` })
        .where(inSubtree);
    }
    const gone = await tx
      .delete(categories)
      .where(sql`${categories.id} in (${sql.join(subtree, sql`, `)})`)
      .returning();
    await recordChange(tx, user, {
      action: 'delete',
      objectType: 'category',
      objectId: id,
      objectTitle: before.title,
      before: {
        ...categoryAudit(before),
        deleted_categories: gone.map((c) => c.id),
        // The products did not go with it: where they went is part of the deletion.
        products: movedProductIds,
        products_moved_to: movedProductIds.length ? moveTo : null,
      },
      after: null,
    });
    return { fullSlugs: gone.map((c) => c.fullSlug), movedProductIds };
  });
}
