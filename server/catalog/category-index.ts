import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, categoryGenerations } from '../db/schema/catalog';
import { keptPerDatabase } from '../db/kept-per-database';
import { withoutHidden } from './hidden-categories';

export type CategoryRow = typeof categories.$inferSelect;

export interface CategoryIndex {
  all: CategoryRow[];
  /** Ids of the hidden categories and of every category below them (not in `all`). */
  hiddenIds: number[];
  byId: Map<number, CategoryRow>;
  bySlug: Map<string, CategoryRow>;
  childrenOf: (id: number | null) => CategoryRow[];
  /** The category and every category below it. */
  subtreeIds: (id: number) => number[];
  /** Root first, the category itself last. */
  ancestry: (id: number) => CategoryRow[];
}

const kept = keptPerDatabase<CategoryIndex>();

/**
 * The whole category table in memory: a shop has hundreds of categories, not millions, and
 * every listing needs the subtree, the ancestors and the children at once. Kept between
 * requests while the table's generation (migration 0019) stays the same: asking the number is
 * a one-row read, where the table cost a listing 7–14 ms on the embedded database. The index
 * is shared: callers only read it.
 */
export async function loadCategoryIndex(db: Db): Promise<CategoryIndex> {
  const [row] = await db
    .select({ generation: categoryGenerations.generation })
    .from(categoryGenerations)
    .where(eq(categoryGenerations.id, 1));
  // Read after the number: a change committed in between is in the rows, and the next
  // request's number differs, so at worst the index is read once more.
  return kept(db, row ? String(row.generation) : null, () => readCategoryIndex(db));
}

async function readCategoryIndex(db: Db): Promise<CategoryIndex> {
  // Issue #14: the shop's index: a hidden category and its subtree are not in it (a 404).
  const rows = await db
    .select()
    .from(categories)
    .orderBy(asc(categories.sort), asc(categories.title));
  const all = withoutHidden(rows);
  const shown = new Set(all.map((c) => c.id));
  const byId = new Map(all.map((c) => [c.id, c]));
  const bySlug = new Map(all.map((c) => [c.fullSlug, c]));
  const children = new Map<number | null, CategoryRow[]>();
  for (const c of all) {
    const list = children.get(c.parentId) ?? [];
    list.push(c);
    children.set(c.parentId, list);
  }
  const childrenOf = (id: number | null) => children.get(id) ?? [];
  return {
    all,
    hiddenIds: rows.filter((c) => !shown.has(c.id)).map((c) => c.id),
    byId,
    bySlug,
    childrenOf,
    subtreeIds: (id) => {
      const out: number[] = [];
      const stack = [id];
      while (stack.length > 0) {
        const next = stack.pop() as number;
        out.push(next);
        for (const child of childrenOf(next)) stack.push(child.id);
      }
      return out;
    },
    ancestry: (id) => {
      const chain: CategoryRow[] = [];
      const seen = new Set<number>();
      let current = byId.get(id);
      while (current && !seen.has(current.id)) {
        seen.add(current.id);
        chain.unshift(current);
        current = current.parentId === null ? undefined : byId.get(current.parentId);
      }
      return chain;
    },
  };
}
