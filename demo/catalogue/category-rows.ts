import type { categories } from '@/server/db/schema/catalog';
import type { ProductImageKind } from '@/demo/product-image/name';
import { CATALOG, listLeaves } from './catalog';
import { imageUrl } from './product-generator';
import { asChoice, type LeafDef } from './product-spec';

/** One demo category with everything the shop shows of it, parents before children. */
export interface CategoryInput {
  title: string;
  slug: string;
  fullSlug: string;
  parentFullSlug: string | null;
  parentTitle?: string;
  about: string;
  kind: ProductImageKind;
  tone: number;
  sort: number;
}

function leafTone(leaf: LeafDef): number {
  const fromChoice = leaf.spec.axes
    .flatMap((axis) => axis.choices.map(asChoice))
    .find((c) => c.tone !== undefined)?.tone;
  return (
    leaf.spec.tones?.[0] ??
    fromChoice ??
    leaf.spec.brands.find((b) => b.tone !== undefined)?.tone ??
    0
  );
}

function firstLeaf(branches: readonly { children: readonly LeafDef[] }[]): LeafDef {
  const leaf = branches[0]?.children[0];
  if (!leaf) throw new Error('Пустая ветка каталога');
  return leaf;
}

/** The three-level tree in menu order: tops, then branches, then leaves (sort follows). */
export function listCategories(): CategoryInput[] {
  let sort = 0;
  const next = () => (sort += 1);
  const tops = CATALOG.map((top) => ({
    ...top,
    fullSlug: top.slug,
    parentFullSlug: null,
    tone: leafTone(firstLeaf(top.children)),
    sort: next(),
  }));
  const branches = CATALOG.flatMap((top) =>
    top.children.map((branch) => ({
      ...branch,
      fullSlug: `${top.slug}/${branch.slug}`,
      parentFullSlug: top.slug,
      parentTitle: top.title,
      kind: firstLeaf([branch]).kind,
      tone: leafTone(firstLeaf([branch])),
      sort: next(),
    })),
  );
  const leaves = listLeaves().map(({ branch, leaf, fullSlug }) => ({
    ...leaf,
    fullSlug,
    parentFullSlug: fullSlug.slice(0, fullSlug.lastIndexOf('/')),
    parentTitle: branch.title,
    tone: leafTone(leaf),
    sort: next(),
  }));
  return [...tops, ...branches, ...leaves];
}

/** The columns the demo fills beyond a 1C group's name: address, text, picture and SEO. */
export function categoryRow(c: CategoryInput): Omit<typeof categories.$inferInsert, 'parentId'> {
  // Category pictures use seeds above any product's so they never repeat a product card.
  const image = imageUrl(c.kind, c.tone + 8 * (120_000 + c.sort), 1);
  const lower = c.title.toLowerCase();
  return {
    title: c.title,
    slug: c.slug,
    fullSlug: c.fullSlug,
    description: c.about,
    image,
    sort: c.sort,
    seoTitle: `${c.title} — купить оптом в Минске | ТД «Витрина»`,
    seoDescription: `${c.title} оптом и в розницу. ${c.about} Цены от производителя, доставка по Минску и Беларуси.`,
    seoH1: c.title,
    seoKeywords: [
      lower,
      `${lower} купить`,
      `${lower} цена`,
      c.parentTitle?.toLowerCase(),
      'оптом',
      'Минск',
    ]
      .filter(Boolean)
      .join(', '),
    ogTitle: `${c.title} | ТД «Витрина»`,
    ogDescription: c.about,
    ogImage: image,
  };
}
