import { eq, sql } from 'drizzle-orm';
import { recordChange } from '../audit/record-change';
import type { Db } from '../db/client';
import { categories, products } from '../db/schema/catalog';
import { staleVersion } from '../http/errors';
import type { AuthUser } from '../http/context';
import { fieldError, load } from './category-checks';
import { categoryAudit, subtreeIds } from './category-rows';

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
