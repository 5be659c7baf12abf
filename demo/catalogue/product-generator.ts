import {
  PRODUCT_IMAGE_TONES,
  productImageFile,
  type ProductImageKind,
} from '@/demo/product-image/name';
import { allocate, type LeafEntry } from './catalog';
import { asChoice, type Choice, type LeafDef } from './product-spec';
import {
  capitalise,
  describe,
  fill,
  seoTexts,
  valuesOf,
  type Picked,
  type SeoTexts,
} from './product-text';
import type { Rng } from '../random';
import { slugify } from '@/lib/translit';

export interface ImageDraft {
  url: string;
  sort: number;
}

/** A product as the seed writes it; its SEO texts come from product-text.ts. */
export interface ProductDraft extends SeoTexts {
  leafIndex: number;
  /** Products of one model share the key; the model row is inserted before them. */
  model: { key: number; title: string } | null;
  title: string;
  slug: string;
  article: string;
  unit: string;
  price: string;
  oldPrice: string | null;
  stock: number;
  minQty: number;
  packQty: number;
  brand: string;
  country: string;
  description: string;
  attributes: { name: string; value: string }[];
  isNew: boolean;
  popularity: number;
  createdAt: Date;
  updatedAt: Date;
  images: ImageDraft[];
}

const DAY_MS = 86_400_000;

export const imageUrl = (kind: ProductImageKind, seed: number, variant: number): string =>
  `/media/products/${productImageFile(kind, seed, variant)}`;

const money = (value: number): string => value.toFixed(2);
const codeOf = (text: string): string =>
  text
    .toUpperCase()
    .replace(/,/g, '.')
    .replace(/[^0-9A-ZА-ЯЁ.№]/g, '')
    .slice(0, 12);

/**
 * Streams the demo products leaf by leaf. Everything comes from one seeded PRNG, so a given
 * total always yields the same catalogue; nothing is kept in memory beyond the current draft.
 */
export function* generateProducts(
  rng: Rng,
  leaves: readonly LeafEntry[],
  total: number,
  now: Date,
): Generator<ProductDraft> {
  const counts = allocate(
    total,
    leaves.map((entry) => entry.leaf.weight ?? 1),
  );
  const articleCounters = new Map<string, number>();
  const usedArticles = new Set<string>();
  const usedTitles = new Set<string>();
  let index = 0;
  let modelKey = 0;

  for (const [leafIndex, entry] of leaves.entries()) {
    const { spec } = entry.leaf;
    const want = counts[leafIndex] ?? 0;
    let made = 0;
    while (made < want) {
      const base = pick(rng, entry.leaf);
      const modelAxis = spec.model ? spec.axes.find((axis) => axis.key === spec.model) : undefined;
      let variants: Choice[] = [base.choices.get(spec.model ?? '') ?? { label: '' }];
      let model: ProductDraft['model'] = null;
      if (modelAxis && want - made >= 2 && modelAxis.choices.length >= 2 && rng.chance(0.3)) {
        const size = Math.min(want - made, rng.int(2, Math.min(4, modelAxis.choices.length)));
        variants = rng.sample(modelAxis.choices.map(asChoice), size);
        modelKey += 1;
        model = { key: modelKey, title: fill(spec.title, valuesOf(base, { [modelAxis.key]: '' })) };
      }
      // One price level and one picture per group, so model variants look and cost alike.
      const level = rng.float(spec.price[0], spec.price[1]) * (base.brand.k ?? 1);
      const imageBase = rng.int(0, Math.floor(999_999 / PRODUCT_IMAGE_TONES) - 1);
      const imageCount = rng.pick([1, 2, 2, 3]);
      for (const variant of variants) {
        const choices = new Map(base.choices);
        if (modelAxis) choices.set(modelAxis.key, variant);
        yield build({
          rng,
          entry,
          leafIndex,
          picked: { ...base, choices },
          model,
          level,
          imageBase,
          imageCount,
          index,
          now,
        });
        index += 1;
        made += 1;
      }
    }
  }

  function build(p: BuildInput): ProductDraft {
    const { rng: r, entry, picked } = p;
    const { spec } = entry.leaf;
    const values = valuesOf(picked);
    const chosen = [...picked.choices.values()];

    let article = spec.article.replace('{line}', codeOf(picked.line || picked.brand.name));
    article = article.replace(/\{code:([a-z]+)\}/g, (_, key: string) => {
      const c = picked.choices.get(key);
      return c ? (c.code ?? codeOf(c.label)) : '';
    });
    const prefix = article;
    const seq = (articleCounters.get(prefix) ?? 0) + 1;
    articleCounters.set(prefix, seq);
    article = article
      .replace('{seq}', String(seq).padStart(4, '0'))
      .replace(
        '{num}',
        `${10_000 + p.index}-${String((p.index * 37 + 11) % 100).padStart(2, '0')}`,
      );
    while (usedArticles.has(article)) article += '-1';
    usedArticles.add(article);

    let title = capitalise(fill(spec.title, values));
    // A big catalogue repeats brand × option combinations; real price lists tell them apart by article.
    if (usedTitles.has(title)) title = `${title} (арт. ${article})`;
    usedTitles.add(title);

    const k = chosen.reduce((acc, c) => acc * (c.k ?? 1), 1);
    const price = Math.max(0.05, Math.round(p.level * k * 100) / 100);
    const oldPrice = r.chance(0.15) ? money(price * r.float(1.08, 1.3)) : null;
    const packQty = chosen.find((c) => c.pack)?.pack ?? spec.pack ?? 1;
    const minQty = spec.byPack ? packQty : 1;
    let stock = r.chance(0.12) ? 0 : Math.max(1, Math.round(5000 * r.next() ** 2.5));
    if (stock > 0 && spec.byPack)
      stock =
        packQty * Math.max(1, Math.min(Math.floor(5000 / packQty), Math.round(stock / packQty)));

    const sentences = describe(r, spec.text, values);
    const description = sentences.join(' ');

    const attributes: { name: string; value: string }[] = [
      { name: 'Производитель', value: picked.brand.name },
      { name: 'Страна', value: picked.brand.country },
    ];
    for (const axis of spec.axes) {
      const c = picked.choices.get(axis.key);
      if (axis.attr && c) attributes.push({ name: axis.attr, value: c.value ?? c.label });
    }
    for (const [name, value] of spec.facts ?? []) attributes.push({ name, value });

    const tone =
      chosen.find((c) => c.tone !== undefined)?.tone ??
      picked.brand.tone ??
      r.pick(spec.tones ?? [0, 1, 2, 3, 4, 5, 6, 7]);
    const fixed = chosen.find((c) => c.variant !== undefined)?.variant;
    const allowed = fixed ? [fixed] : (spec.variants ?? [1, 2, 3]);
    const seed = tone + PRODUCT_IMAGE_TONES * p.imageBase;
    const images = allowed
      .slice(0, p.imageCount)
      .map((v, sort) => ({ url: imageUrl(entry.leaf.kind, seed, v), sort }));

    const isNew = r.chance(0.1);
    const ageDays = isNew ? r.int(0, 20) : r.int(30, 700);
    const createdAt = new Date(p.now.getTime() - ageDays * DAY_MS - r.int(0, DAY_MS - 1));
    const updatedAt = new Date(
      Math.min(p.now.getTime(), createdAt.getTime() + r.int(0, 60) * DAY_MS),
    );

    return {
      leafIndex: p.leafIndex,
      model: p.model,
      title,
      slug: `${slugify(title.replace(/\s\(арт\..*$/, ''), 70)}-${p.index + 1}`,
      article,
      unit: spec.unit,
      price: money(price),
      oldPrice,
      stock,
      minQty,
      packQty,
      brand: picked.brand.name,
      country: picked.brand.country,
      description,
      attributes: attributes.slice(0, 6),
      isNew,
      popularity: Math.floor(1000 * r.next() ** 3),
      createdAt,
      updatedAt,
      ...seoTexts({
        title,
        brand: picked.brand.name,
        leafTitle: entry.leaf.title,
        lead: sentences[0],
        image: images[0]?.url,
      }),
      images,
    };
  }
}

interface BuildInput {
  rng: Rng;
  entry: LeafEntry;
  leafIndex: number;
  picked: Picked;
  model: ProductDraft['model'];
  level: number;
  imageBase: number;
  imageCount: number;
  index: number;
  now: Date;
}

function pick(rng: Rng, leaf: LeafDef): Picked {
  const brand = rng.pick(leaf.spec.brands);
  const line = brand.lines?.length ? rng.pick(brand.lines) : '';
  const choices = new Map<string, Choice>();
  for (const axis of leaf.spec.axes) choices.set(axis.key, asChoice(rng.pick(axis.choices)));
  return { brand, line, choices };
}
