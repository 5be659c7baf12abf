import type { ConsoleCategory } from '@/lib/api/contract/console-catalog';

export interface TreeRow {
  category: ConsoleCategory;
  depth: number;
  /** Products here and in every category below. */
  total: number;
  first: boolean;
  last: boolean;
}

/** The flat list as the tree reads top to bottom: each category followed by its children. */
export function treeRows(all: readonly ConsoleCategory[]): TreeRow[] {
  const children = new Map<number | null, ConsoleCategory[]>();
  const ids = new Set(all.map((c) => c.id));
  for (const c of all) {
    const parent = c.parent_id !== null && ids.has(c.parent_id) ? c.parent_id : null;
    const list = children.get(parent) ?? [];
    list.push(c);
    children.set(parent, list);
  }
  const out: TreeRow[] = [];
  const walk = (parent: number | null, depth: number): number => {
    const list = [...(children.get(parent) ?? [])].sort(
      (a, b) => a.sort - b.sort || a.title.localeCompare(b.title, 'ru'),
    );
    let sum = 0;
    list.forEach((category, i) => {
      const row: TreeRow = {
        category,
        depth,
        total: 0,
        first: i === 0,
        last: i === list.length - 1,
      };
      out.push(row);
      row.total = category.product_count + walk(category.id, depth + 1);
      sum += row.total;
    });
    return sum;
  };
  walk(null, 0);
  return out;
}

/** Ids of a category and everything below it: not a valid new parent for it. */
export function subtreeOf(all: readonly ConsoleCategory[], id: number): Set<number> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of all) {
      if (c.parent_id !== null && out.has(c.parent_id) && !out.has(c.id)) {
        out.add(c.id);
        grew = true;
      }
    }
  }
  return out;
}

/** «— — Name» options for a category select, in tree order. */
export function categoryOptions(all: readonly ConsoleCategory[], except?: Set<number>) {
  return treeRows(all)
    .filter((r) => !except?.has(r.category.id))
    .map((r) => ({
      id: r.category.id,
      label: `${'— '.repeat(r.depth)}${r.category.title}`,
    }));
}
