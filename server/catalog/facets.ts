import type { SQL } from 'drizzle-orm';
import { ATTR_FILTER_PREFIX } from '@/lib/api/contract/catalog';
import type { Db } from '../db/client';
import { keptFacetCounts, type FacetCounts } from './category-counts';
import { scopeFacetCounts } from './listing';

interface Facet {
  name: string;
  title: string;
  values: { value: string; count: number }[];
}

/** The brand is its own filter; the same attribute would only repeat it. */
const BRAND_ATTRIBUTE = 'Производитель';
const MAX_ATTRIBUTE_FACETS = 8;
const MAX_VALUES = 40;

const collator = new Intl.Collator('ru', { numeric: true, sensitivity: 'base' });
const byValue = (a: { value: string }, b: { value: string }) => collator.compare(a.value, b.value);

/**
 * Filters worth showing for the products in scope: the brand and the characteristics that
 * actually split the list (two values or more, not a value per product). Counts are over the
 * scope, before the buyer's own filters. A category's come from the kept per-category counts
 * (issue #15); a search's scope is counted.
 */
export async function buildFacets(
  db: Db,
  source: { categoryIds: number[] } | { scope: SQL } | { counts: FacetCounts },
): Promise<Facet[]> {
  const { brands, attributes } =
    'counts' in source
      ? source.counts
      : 'categoryIds' in source
        ? await keptFacetCounts(db, source.categoryIds)
        : await scopeFacetCounts(db, source.scope);
  const facets: Facet[] = [];
  if (brands.length > 1)
    facets.push({ name: 'brand', title: BRAND_ATTRIBUTE, values: brands.sort(byValue) });

  const byName = new Map<string, { value: string; count: number }[]>();
  for (const row of attributes) {
    if (row.name === BRAND_ATTRIBUTE || !row.name || !row.value) continue;
    const list = byName.get(row.name) ?? [];
    list.push({ value: row.value, count: row.count });
    byName.set(row.name, list);
  }
  const candidates = [...byName.entries()]
    .filter(([, values]) => values.length > 1 && values.length <= MAX_VALUES)
    .map(([name, values]) => ({ name, values, total: values.reduce((sum, v) => sum + v.count, 0) }))
    .sort((a, b) => b.total - a.total || collator.compare(a.name, b.name))
    .slice(0, MAX_ATTRIBUTE_FACETS);
  for (const c of candidates) {
    facets.push({
      name: `${ATTR_FILTER_PREFIX}${c.name}`,
      title: c.name,
      values: c.values.sort(byValue),
    });
  }
  return facets;
}
