-- Issue #16: more trade words buyers type (a fresh probe of 120 queries, 2026-11-29). Like
-- migration 0018's groups: a group is added only where no group holds one of its words yet, and
-- a word joins an existing group only when no group has it, so a manager's edits stand.
INSERT INTO search_synonyms (terms, kind)
SELECT g.terms, 'synonym' FROM (VALUES
  (ARRAY['интерьерная краска', 'водоэмульсионка', 'водоэмульсионная', 'водоэмулька', 'водоэмульсия'])
) AS g(terms)
WHERE NOT EXISTS (SELECT 1 FROM search_synonyms s WHERE s.terms && g.terms);
--> statement-breakpoint
UPDATE search_synonyms SET terms = terms || ARRAY['уголок'], version = version + 1, updated_at = now()
WHERE 'угольник' = ANY(terms)
  AND NOT EXISTS (SELECT 1 FROM search_synonyms s WHERE 'уголок' = ANY(s.terms));
