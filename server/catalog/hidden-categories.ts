import { sql } from 'drizzle-orm';
import { products } from '../db/schema/catalog';

/**
 * Issue #14: ids of the categories a manager hid and of every category below them (the SQL
 * function of migration 0015, which soft matching's functions use too). Hidden ones are few
 * (usually none), so the recursive walk is cheap and runs once per statement.
 */
export const hiddenCategoryIds = sql`(select id from vitrina_hidden_categories() as id)`;

/** The product's category is shown in the shop (neither it nor an ancestor is hidden). */
export const inShownCategory = sql`${products.categoryId} not in ${hiddenCategoryIds}`;

/** Drops hidden categories and their descendants from a list that has parent ids. */
export function withoutHidden<T extends { id: number; parentId: number | null; isHidden: boolean }>(
  all: readonly T[],
): T[] {
  const byId = new Map(all.map((c) => [c.id, c]));
  const hidden = (c: T): boolean => {
    const seen = new Set<number>();
    for (let at: T | undefined = c; at && !seen.has(at.id);) {
      if (at.isHidden) return true;
      seen.add(at.id);
      at = at.parentId === null ? undefined : byId.get(at.parentId);
    }
    return false;
  };
  return all.filter((c) => !hidden(c));
}
