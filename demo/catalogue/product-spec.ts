import type { ProductImageKind } from '@/demo/product-image/name';

/**
 * How the demo catalogue is described: a three-level category tree whose leaves carry a
 * product recipe. The generator combines a recipe's brands and option axes into titles,
 * prices and attributes, so thousands of products read like a real wholesaler's range.
 */

export type Unit = 'шт' | 'м²' | 'м' | 'кг' | 'мешок' | 'упак' | 'рулон' | 'л';

export interface Brand {
  name: string;
  country: string;
  /** Product lines / model names that only exist for this brand (Ceresit CT 24, Bosch GSR 120-LI). */
  lines?: readonly string[];
  /** Price multiplier: premium brands cost more. */
  k?: number;
  /** Corporate colour of the picture (power tools), see PRODUCT_IMAGE_TONES. */
  tone?: number;
}

export interface Choice {
  /** What goes into the title. */
  label: string;
  /** Attribute value when it differs from the label. */
  value?: string;
  /** Article fragment; defaults to the label without spaces. */
  code?: string;
  /** Price multiplier. */
  k?: number;
  /** Pack / pallet multiple for this choice. */
  pack?: number;
  /** Main colour of the picture (0…7, see PRODUCT_IMAGE_TONES). */
  tone?: number;
  /** The one picture variant that shows this item (a sledgehammer, not a claw hammer). */
  variant?: number;
}

export interface Axis {
  key: string;
  /** Attribute name shown on the product page; none keeps the axis out of the attributes. */
  attr?: string;
  choices: readonly (string | Choice)[];
}

export interface ProductSpec {
  /** Title template: {brand}, {line} and axis keys in braces. */
  title: string;
  brands: readonly Brand[];
  axes: readonly Axis[];
  unit: Unit;
  /** Base price range in BYN before brand and option multipliers. */
  price: readonly [number, number];
  /** Default pack multiple (pallet, box); 1 when absent. */
  pack?: number;
  /** Sold only in whole packs: min_qty = pack_qty. */
  byPack?: boolean;
  /** Fixed attributes every product of the leaf shares. */
  facts?: readonly (readonly [string, string])[];
  /** Description sentences, the first always used; same placeholders as the title. */
  text: readonly string[];
  /** Article template: {seq} leaf counter, {num} catalogue number, {code:axis}, {line}. */
  article: string;
  /** Axis whose choices become variants of one product model (paint volumes, sizes). */
  model?: string;
  /** Picture tones to choose from when no choice fixes one. */
  tones?: readonly number[];
  /** Picture variants that show this leaf's items; all three when absent. */
  variants?: readonly number[];
}

export interface LeafDef {
  slug: string;
  title: string;
  kind: ProductImageKind;
  about: string;
  /** Share of the catalogue relative to other leaves (default 1). */
  weight?: number;
  spec: ProductSpec;
}

export interface BranchDef {
  slug: string;
  title: string;
  about: string;
  children: readonly LeafDef[];
}

export interface TopDef {
  slug: string;
  title: string;
  kind: ProductImageKind;
  about: string;
  children: readonly BranchDef[];
}

export const brand = (
  name: string,
  country: string,
  lines?: readonly string[],
  k?: number,
  tone?: number,
): Brand => ({ name, country, lines, k, tone });

export const choice = (label: string, extra: Omit<Choice, 'label'> = {}): Choice => ({
  label,
  ...extra,
});

export const asChoice = (c: string | Choice): Choice => (typeof c === 'string' ? { label: c } : c);
