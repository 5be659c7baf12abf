-- Issue #16: «ЭППС» (экструдированный пенополистирол) is how builders and estimates write XPS
-- boards; without it «эппс 50» was read as a typo of «ЭПП» and listed roll roofing. Joins the
-- XPS group only when no group has the word, so a manager's edits stand.
UPDATE search_synonyms SET terms = terms || ARRAY['эппс'], version = version + 1, updated_at = now()
WHERE 'xps' = ANY(terms)
  AND NOT EXISTS (SELECT 1 FROM search_synonyms s WHERE 'эппс' = ANY(s.terms));
--> statement-breakpoint
-- «Шпаклёвка» is how most buyers say «шпатлёвка»: a real word, so never corrected to it.
INSERT INTO search_synonyms (terms, kind)
SELECT g.terms, 'synonym' FROM (VALUES (ARRAY['шпатлевка', 'шпаклевка'])) AS g(terms)
WHERE NOT EXISTS (SELECT 1 FROM search_synonyms s WHERE s.terms && g.terms);
