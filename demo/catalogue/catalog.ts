import { ELEKTRIKA } from './catalog-elektrika';
import { INSTRUMENT } from './catalog-instrument';
import { KREPEZH } from './catalog-krepezh';
import { KROVLYA } from './catalog-krovlya';
import { LKM } from './catalog-lkm';
import { OTDELKA } from './catalog-otdelka';
import { SANTEHNIKA } from './catalog-santehnika';
import { STROYMATERIALY } from './catalog-stroymaterialy';
import { SUHIE_SMESI } from './catalog-suhie-smesi';
import { UTEPLITELI } from './catalog-utepliteli';
import type { BranchDef, LeafDef, TopDef } from './product-spec';

/** Top categories in menu order. */
export const CATALOG: readonly TopDef[] = [
  STROYMATERIALY,
  SUHIE_SMESI,
  KROVLYA,
  UTEPLITELI,
  OTDELKA,
  LKM,
  INSTRUMENT,
  KREPEZH,
  ELEKTRIKA,
  SANTEHNIKA,
];

export interface LeafEntry {
  top: TopDef;
  branch: BranchDef;
  leaf: LeafDef;
  fullSlug: string;
}

export function listLeaves(catalog: readonly TopDef[] = CATALOG): LeafEntry[] {
  return catalog.flatMap((top) =>
    top.children.flatMap((branch) =>
      branch.children.map((leaf) => ({
        top,
        branch,
        leaf,
        fullSlug: `${top.slug}/${branch.slug}/${leaf.slug}`,
      })),
    ),
  );
}

/** Splits `total` by weight (largest remainder), giving every leaf at least one when possible. */
export function allocate(total: number, weights: readonly number[]): number[] {
  const floor = total >= weights.length ? 1 : 0;
  const rest = total - floor * weights.length;
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (rest * w) / sum);
  const counts = exact.map((x) => floor + Math.floor(x));
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, frac: x - Math.floor(x) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    counts[i] = (counts[i] ?? 0) + 1;
    left -= 1;
  }
  return counts;
}
