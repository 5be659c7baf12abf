import { and, asc, eq, ilike, like, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies } from '../db/schema/content';
import type { CompanySuggestion, Country } from './types';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The shop's own directory: by part of the name, or by the start of an ИНН / УНП. */
export async function searchDirectory(
  db: Db,
  text: string,
  country: Country,
  limit = 10,
): Promise<CompanySuggestion[]> {
  const pattern = escapeLike(text);
  const match: SQL | undefined = /^\d+$/.test(text)
    ? or(like(companies.inn, `${pattern}%`), like(companies.unp, `${pattern}%`))
    : or(ilike(companies.name, `%${pattern}%`), ilike(companies.title, `%${pattern}%`));
  return db
    .select({
      name: companies.name,
      title: companies.title,
      inn: companies.inn,
      unp: companies.unp,
    })
    .from(companies)
    .where(country === 'all' ? match : and(match, eq(companies.country, country)))
    .orderBy(asc(companies.name))
    .limit(limit);
}
