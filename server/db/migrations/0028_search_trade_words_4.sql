-- Issue #16: trade words that probes of fresh buyer queries found missing (nineteenth session,
-- README). «Пропитка» is what buyers call wood antiseptics; a «двойной»/«одинарный» switch is
-- two-gang/one-gang (the brick group keeps «двойной» = 2,1НФ beside it); «лак для пола» is a
-- parquet lacquer; ППС is the current standard's name for ПСБ-С boards; «отвод» is a pipe
-- elbow (the demo's «Фитинг угол»); «анкер» is the anchor bolt; tiles «на пол» or «для стен»
-- are «напольная» or «настенная» (without it «плитка на пол» read «пол» as the beginning of
-- «полукоммерческий» and listed linoleum). Each joins only where no group has its first word
-- yet, so a manager's edits stand.
INSERT INTO search_synonyms (terms, kind)
SELECT g.terms, 'synonym' FROM (VALUES
  (ARRAY['пропитка', 'антисептик', 'пропитка для дерева', 'биозащита']),
  (ARRAY['двухклавишный', 'двойной']),
  (ARRAY['одноклавишный', 'одинарный']),
  (ARRAY['лак для пола', 'лак паркетный', 'паркетный лак', 'лак для паркета']),
  (ARRAY['отвод', 'фитинг угол']),
  (ARRAY['анкер', 'анкерный болт']),
  (ARRAY['напольный', 'на пол', 'для пола']),
  (ARRAY['настенный', 'на стену', 'для стен'])
) AS g(terms)
WHERE NOT EXISTS (SELECT 1 FROM search_synonyms s WHERE g.terms[1] = ANY(s.terms));
--> statement-breakpoint
UPDATE search_synonyms SET terms = terms || ARRAY['ппс'], version = version + 1, updated_at = now()
WHERE 'псб' = ANY(terms)
  AND NOT EXISTS (SELECT 1 FROM search_synonyms s WHERE 'ппс' = ANY(s.terms));
--> statement-breakpoint
-- «Кран» is what buyers call a mixer tap («кран для кухни» found nothing; «кран смеситель» was
-- a default already).
UPDATE search_synonyms SET terms = terms || ARRAY['кран'], version = version + 1, updated_at = now()
WHERE 'кран смеситель' = ANY(terms)
  AND NOT EXISTS (SELECT 1 FROM search_synonyms s WHERE 'кран' = ANY(s.terms));
--> statement-breakpoint
-- Brand spellings the sound key does not reach (г for h, э for e).
UPDATE search_synonyms SET terms = terms || ARRAY['дэвольт'], version = version + 1, updated_at = now()
WHERE 'dewalt' = ANY(terms)
  AND NOT EXISTS (SELECT 1 FROM search_synonyms s WHERE 'дэвольт' = ANY(s.terms));
--> statement-breakpoint
INSERT INTO search_synonyms (terms, kind)
SELECT ARRAY['hansgrohe', 'гансгрое', 'гансгрохе', 'хансгрохе'], 'brand'
WHERE NOT EXISTS (SELECT 1 FROM search_synonyms s WHERE 'hansgrohe' = ANY(s.terms));
