import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Page } from '@/lib/api/contract/content';
import type { Db } from '../db/client';
import { pages } from '../db/schema/content';
import { notFound } from '../http/errors';

const parent = alias(pages, 'parent');

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export async function pageBySlug(db: Db, slug: string): Promise<Page> {
  const [row] = await db
    .select({ page: pages, parentSlug: parent.slug })
    .from(pages)
    .leftJoin(parent, eq(parent.id, pages.parentId))
    .where(eq(pages.slug, slug))
    .limit(1);
  if (!row) throw notFound('Страница не найдена.');
  const p = row.page;
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    content: p.content,
    parent: row.parentSlug,
    og: {
      title: p.ogTitle,
      description: p.ogDescription,
      image: p.ogImage ? { original: p.ogImage } : null,
    },
    seo: {
      title: p.seoTitle,
      description: p.seoDescription,
      h1: p.seoH1,
      keywords: p.seoKeywords,
    },
    updated_at: new Date(p.updatedAt).toISOString(),
  };
}

export function listPages(db: Db, query: { parent?: string; search?: string }) {
  const conditions: SQL[] = [];
  if (query.parent !== undefined) {
    // An unknown parent lists nothing, as a DRF filter on a missing value does.
    const parentIds = db.select({ id: pages.id }).from(pages).where(eq(pages.slug, query.parent));
    conditions.push(inArray(pages.parentId, parentIds));
  }
  const text = query.search?.trim().replace(/\s+/g, ' ');
  if (text) {
    const pattern = likePattern(text);
    // Managers write HTML: match the words a reader sees, not the tags.
    conditions.push(
      or(
        ilike(pages.title, pattern),
        sql`regexp_replace(${pages.content}, '<[^>]*>', ' ', 'g') ilike ${pattern}`,
      ) as SQL,
    );
  }
  return db
    .select({ id: pages.id, slug: pages.slug, title: pages.title, parent: parent.slug })
    .from(pages)
    .leftJoin(parent, eq(parent.id, pages.parentId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(pages.sort), asc(pages.id));
}
