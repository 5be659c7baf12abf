import type { Brand, Choice } from './product-spec';
import type { Rng } from '../random';

/** The brand, line and options one product is made of; its texts are filled from them. */
export interface Picked {
  brand: Brand;
  line: string;
  choices: Map<string, Choice>;
}

const GENERIC = [
  'Цены для оптовых покупателей уточняйте у персонального менеджера.',
  'Товар сертифицирован для применения на территории Республики Беларусь.',
  'Отгрузка со склада в Минске в день оплаты.',
  'Юридическим лицам — оплата по счёту и отсрочка платежа по договору.',
];

/** Fills {key} placeholders and tidies what empty values leave behind. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template
    .replace(/\{([a-z]+)\}/g, (_, key: string) => values[key] ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.])/g, '$1')
    .replace(/,(\s*,)+/g, ',')
    .replace(/^[\s,]+|[\s,]+$/g, '');
}

export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Placeholder values of a pick; `override` blanks an axis, as a model title leaves out its variant. */
export function valuesOf(
  picked: Picked,
  override: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const values: Record<string, string> = {
    brand: picked.brand.name,
    line: picked.line,
    country: picked.brand.country,
  };
  for (const [key, c] of picked.choices) values[key] = c.label;
  return { ...values, ...override };
}

/**
 * The description's sentences: the leaf's first text, one to three more and now and then a
 * sales line. Draws from the product's PRNG, so the generator calls it at a fixed point.
 */
export function describe(
  rng: Rng,
  texts: readonly string[],
  values: Readonly<Record<string, string>>,
): string[] {
  const extra = rng.sample(texts.slice(1), rng.int(1, Math.min(3, texts.length - 1)));
  const sentences = [texts[0] ?? '', ...extra].map((s) => capitalise(fill(s, values)));
  if (sentences.length < 4 && rng.chance(0.3)) sentences.push(rng.pick(GENERIC));
  return sentences;
}

export interface SeoTexts {
  seoTitle: string;
  seoDescription: string;
  seoH1: string;
  seoKeywords: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
}

/** Keys in the draft's column order: the seed's output is compared byte for byte. */
export function seoTexts(p: {
  title: string;
  brand: string;
  leafTitle: string;
  lead: string | undefined;
  image: string | undefined;
}): SeoTexts {
  const leaf = p.leafTitle.toLowerCase();
  return {
    seoTitle: `${p.title} — купить в Минске по оптовой цене`,
    // No price or stock here: a stored description is not rewritten when 1C changes them.
    seoDescription: `${p.title} (${p.brand}) оптом со склада в Минске: цены для юрлиц, счёт на оплату, доставка по всей Беларуси.`,
    seoH1: p.title,
    seoKeywords: [leaf, p.brand, `купить ${leaf}`, `${leaf} цена`, 'оптом', 'Минск'].join(', '),
    ogTitle: p.title,
    ogDescription: p.lead ?? p.title,
    ogImage: p.image ?? '',
  };
}
