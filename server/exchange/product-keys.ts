import { sql } from 'drizzle-orm';
import { slugify } from '@/lib/translit';
import { products } from '../db/schema/catalog';
import type { ImportContext } from './import-context';

interface KeyRequest {
  externalId: string;
  wantedArticle: string;
  fields: { title: string };
  self: { id: number; article: string } | null;
}

export const shortOf = (externalId: string) => externalId.replace(/[^0-9a-zA-Z]/g, '').slice(-8);

/** Which of `values` some product other than the batch's own already holds, and whose. */
async function holders(ctx: ImportContext, column: 'article' | 'slug', values: string[]) {
  if (values.length === 0) return new Map<string, number>();
  const col = column === 'article' ? products.article : products.slug;
  const rows = await ctx.tx
    .select({ id: products.id, value: col })
    .from(products)
    .where(sql`${col} = any(${sql.param(values)}::text[])`);
  return new Map(rows.map((r) => [r.value, r.id]));
}

/** The first candidate neither the database (for another product) nor this batch holds. */
async function pick(
  ctx: ImportContext,
  column: 'article' | 'slug',
  candidates: string[],
  held: Map<string, number>,
  batch: Set<string>,
  selfId: number | null,
): Promise<string> {
  const free = (v: string) => !batch.has(v) && (held.get(v) ?? selfId) === selfId;
  let value = candidates.find(free);
  // Both taken (rare: two goods of one title and the same Ид tail): count up, one look-up each.
  for (let n = 2; !value; n += 1) {
    const next = `${candidates.at(-1)}-${n}`;
    const more = await holders(ctx, column, [next]);
    if (!batch.has(next) && (more.get(next) ?? selfId) === selfId) value = next;
  }
  batch.add(value);
  return value;
}

/**
 * Articles and slugs for a batch of goods, with two look-ups for the whole batch. The article
 * is 1C's Артикул when no other product holds it; a second good with the same Артикул (real
 * 1C files have them) and goods without one get a stable suffix from their Ид, so a re-import
 * computes the same value. A new good's slug comes from its title, suffixed the same way.
 */
export async function freeKeys(ctx: ImportContext, items: readonly KeyRequest[]) {
  const plan = items.map((item) => {
    const short = shortOf(item.externalId);
    const base = item.wantedArticle.trim().slice(0, 120) || `1C-${short}`;
    const articles = [base, `${base}-${short}`];
    const kept = item.self && articles.includes(item.self.article) ? item.self.article : null;
    const slugBase = slugify(item.fields.title) || 'tovar';
    const slugs = item.self ? [] : [slugBase, `${slugBase}-${short.toLowerCase()}`];
    return { item, articles, kept, slugs };
  });
  const articleHolders = await holders(
    ctx,
    'article',
    plan.filter((p) => !p.kept).flatMap((p) => p.articles),
  );
  const slugHolders = await holders(
    ctx,
    'slug',
    plan.flatMap((p) => p.slugs),
  );
  const articles = new Set(plan.flatMap((p) => (p.kept ? [p.kept] : [])));
  const slugs = new Set<string>();
  const out: { article: string; slug: string }[] = [];
  for (const p of plan) {
    const selfId = p.item.self?.id ?? null;
    const article =
      p.kept ?? (await pick(ctx, 'article', p.articles, articleHolders, articles, selfId));
    const slug = p.slugs.length ? await pick(ctx, 'slug', p.slugs, slugHolders, slugs, null) : '';
    out.push({ article, slug });
  }
  return out;
}
