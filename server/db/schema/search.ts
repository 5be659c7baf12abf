import { customType, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * Issue #16: words a buyer uses for one thing — trade slang, brand spellings, short names
 * («газосиликат», «газобетон»; «роквул», «rockwool»; «болгарка», «ушм»). Every term of a
 * group, a word or a phrase, finds what any other term finds. Defaults come with migration
 * 0013; managers edit them at /manager/search/.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial('id').primaryKey(),
  /** Normalised as the index is (lower case, ё → е), two or more, no repeats. */
  terms: text('terms').array().notNull(),
  /** `synonym` (words of the trade) or `brand` (a brand's spellings). */
  kind: text('kind').notNull().default('synonym'),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
