-- Issue #16: a query word that names a kind of goods the shop has (one of a title's type words,
-- the kind index of migration 0015) weighs most. «гвозди 120мм» found only the insulation
-- dowels «с металлическим гвоздём 10×120 мм» (every word somewhere), while the nails, which have
-- no 120 mm size, were not shown at all. Soft matching now asks whether some product of the
-- named kind has the other words, and leaves words out until one has. Both questions take the
-- indexes' bitmaps, as vitrina_search_some does.
CREATE OR REPLACE FUNCTION vitrina_search_kind_some(kind tsquery, query tsquery) RETURNS boolean
LANGUAGE sql STABLE SET enable_seqscan = off SET enable_indexscan = off AS $fn$
  SELECT EXISTS (
    SELECT 1 FROM products p
    WHERE p.is_active AND vitrina_product_kind_vector(p.title_vector) @@ kind
      AND p.search_vector @@ query
      AND p.category_id NOT IN (SELECT id FROM vitrina_hidden_categories() AS id))
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vitrina_search_kind_any(kind tsquery) RETURNS boolean
LANGUAGE sql STABLE SET enable_seqscan = off SET enable_indexscan = off AS $fn$
  SELECT EXISTS (
    SELECT 1 FROM products p
    WHERE p.is_active AND vitrina_product_kind_vector(p.title_vector) @@ kind
      AND p.category_id NOT IN (SELECT id FROM vitrina_hidden_categories() AS id))
$fn$;
--> statement-breakpoint
-- More default trade words (a manager's own groups are left as they are: a group is added only
-- when none of its terms is in the dictionary yet).
INSERT INTO search_synonyms (terms, kind)
SELECT g.terms, 'synonym' FROM (VALUES
  (ARRAY['полипропиленовая', 'пп', 'ppr', 'полипропилен']),
  (ARRAY['водосточный', 'водосток', 'водосточка', 'водосточная система']),
  (ARRAY['канализационная', 'канализация', 'канализационка']),
  (ARRAY['угол', 'угольник'])
) AS g(terms)
WHERE NOT EXISTS (SELECT 1 FROM search_synonyms s WHERE s.terms && g.terms);
--> statement-breakpoint
UPDATE search_synonyms SET terms = terms || ARRAY['ветрозащитная мембрана', 'ветрозащитная'],
  version = version + 1, updated_at = now()
WHERE 'ветрозащита' = ANY(terms) AND NOT ('ветрозащитная' = ANY(terms));
--> statement-breakpoint
UPDATE search_synonyms SET terms = terms || ARRAY['металлическая черепица', 'черепица металлическая'],
  version = version + 1, updated_at = now()
WHERE 'металлочерепица' = ANY(terms) AND NOT ('металлическая черепица' = ANY(terms));
