import { customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** PostgreSQL full-text document; filled by the products trigger, never written by the app. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The catalogue's own words (titles, brands, descriptions, category names) with the number of
 * products that use each. Typo correction runs trigram similarity over this small table instead
 * of over every product title. Kept up to date by statement triggers on products (migration
 * 0002_search); `vitrina_search_rebuild()` rebuilds it from scratch.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    /** Russian stem, so that «кирпичом» is known because «кирпич» is. */
    stem: text('stem').notNull(),
    freq: integer('freq').notNull().default(0),
  },
  (t) => [
    index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
    index('search_words_prefix_idx').on(t.word.op('text_pattern_ops')),
    index('search_words_stem_idx').on(t.stem),
  ],
);
