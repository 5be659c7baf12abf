-- Issue #16: a brick's size in trade words. «Одинарный» is 1НФ, «полуторный» 1,4НФ, «двойной»
-- 2,1НФ; the synonym index reads a term with a number and a unit as one measure lexeme
-- (server/search/synonyms.ts, termWords), so «кирпич одинарный» finds 1НФ and not 1,4НФ.
-- Like migration 0018's groups: added only where no group holds one of the words already.
INSERT INTO search_synonyms (terms, kind)
SELECT g.terms, 'synonym' FROM (VALUES
  (ARRAY['одинарный', '1нф']),
  (ARRAY['полуторный', '1,4нф']),
  (ARRAY['двойной', '2,1нф'])
) AS g(terms)
WHERE NOT EXISTS (SELECT 1 FROM search_synonyms s WHERE s.terms && g.terms);
