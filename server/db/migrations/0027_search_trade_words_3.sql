-- Issue #16: «краска по металлу» is what buyers call enamels (ПФ-115 and the like); without it
-- the enamels, whose kind is «эмаль», lost to interior paints and «металлу» was reported as
-- unused. Joins the enamels' group only when no group has the phrase, so a manager's edits stand.
UPDATE search_synonyms SET terms = terms || ARRAY['краска по металлу'], version = version + 1, updated_at = now()
WHERE 'эмаль' = ANY(terms)
  AND NOT EXISTS (SELECT 1 FROM search_synonyms s WHERE 'краска по металлу' = ANY(s.terms));
