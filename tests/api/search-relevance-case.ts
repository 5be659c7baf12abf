/** One case of the search relevance set (search-relevance-cases.ts), and helpers to write one. */
export type RelevanceKind =
  | 'morphology'
  | 'prefix'
  | 'typo'
  | 'layout'
  | 'translit'
  | 'article'
  | 'case'
  | 'phrase'
  // Issue #16.
  | 'unit'
  | 'soft'
  | 'realword'
  | 'ranking'
  | 'synonym';

export interface RelevanceCase {
  kind: RelevanceKind;
  query: string;
  title?: string[];
  article?: string;
  articlePrefix?: string;
}

export const c = (kind: RelevanceKind, query: string, title: string[]): RelevanceCase => ({
  kind,
  query,
  title,
});
export const art = (query: string, article: string): RelevanceCase => ({
  kind: 'article',
  query,
  article,
});
export const artPrefix = (query: string, articlePrefix: string): RelevanceCase => ({
  kind: 'article',
  query,
  articlePrefix,
});
