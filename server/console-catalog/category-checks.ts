import { eq } from 'drizzle-orm';
import { TEXT_EXCHANGE_OWNED_FIELD } from '@/lib/constants';
import type { Tx } from '../db/client';
import { categories } from '../db/schema/catalog';
import { ApiError, notFound } from '../http/errors';
import type { CategoryRow } from './category-rows';

const NOT_FOUND = 'Категория не найдена.';

export const fieldError = (field: string, text: string) => new ApiError(400, { [field]: [text] });

/** Locks the row: the version check and the write that follows must see the same category. */
export async function load(tx: Tx, id: number): Promise<CategoryRow> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function parentSlug(tx: Tx, parentId: number | null): Promise<string> {
  if (parentId === null) return '';
  const [parent] = await tx.select().from(categories).where(eq(categories.id, parentId));
  if (!parent) throw fieldError('parent_id', 'Такой родительской категории нет');
  return `${parent.fullSlug}/`;
}

export async function slugTaken(
  tx: Tx,
  fullSlug: string,
  exceptId: number | null,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.fullSlug, fullSlug));
  return !!row && row.id !== exceptId;
}

/** A 1C group's name and parent are 1C's: a save may repeat them, not change them. */
export function refuseExchangeOwned(before: CategoryRow, title: string, parentId: number | null) {
  const errors: Record<string, string[]> = {};
  if (title !== before.title) errors.title = [TEXT_EXCHANGE_OWNED_FIELD];
  if (parentId !== before.parentId) errors.parent_id = [TEXT_EXCHANGE_OWNED_FIELD];
  if (Object.keys(errors).length > 0) throw new ApiError(400, errors);
}
