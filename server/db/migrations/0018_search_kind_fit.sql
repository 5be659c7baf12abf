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
-- Cyrillic spellings of the demo catalogue's brands that neither transliteration nor typo
-- correction reaches («бош» is «bosh», too far from «bosch»; «изовер» came out as «ковер»).
INSERT INTO search_synonyms (terms, kind)
SELECT g.terms, 'brand' FROM (VALUES
  (ARRAY['bosch', 'бош', 'бошь']),
  (ARRAY['dewalt', 'девольт', 'деволт', 'девалт', 'дэволт']),
  (ARRAY['stanley', 'стенли', 'стэнли', 'стенлей']),
  (ARRAY['grohe', 'грое', 'гроэ', 'грохе']),
  (ARRAY['schneider', 'шнайдер', 'шнейдер']),
  (ARRAY['isover', 'изовер', 'исовер']),
  (ARRAY['paroc', 'парок']),
  (ARRAY['dulux', 'дулюкс', 'дюлюкс', 'дулакс']),
  (ARRAY['docke', 'деке', 'докке', 'дёке']),
  (ARRAY['juteks', 'ютекс']),
  (ARRAY['wavin', 'вавин']),
  (ARRAY['ytong', 'итонг']),
  (ARRAY['tyvek', 'тайвек', 'тивек']),
  (ARRAY['kraftool', 'крафтул', 'крафтулл']),
  (ARRAY['galeco', 'галеко']),
  (ARRAY['pro aqua', 'про аква', 'проаква'])
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
--> statement-breakpoint
-- A brick's format is a unit (server/search/normalize.ts, MEASURE_UNITS): «1НФ» is the measure
-- 1нф and «1,4НФ» the measure 1.4нф, so «кирпич 1нф» lists single bricks only.
CREATE OR REPLACE FUNCTION vitrina_search_measures(value text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(array_agg(DISTINCT replace(n, ',', '.') || m[2]), '{}')
  FROM regexp_matches(
    vitrina_search_canon(value),
    '([0-9]+(?:[.,][0-9]+)?(?: ?[xх×*] ?[0-9]+(?:[.,][0-9]+)?)*) ?(мм|см|км|квм|кубм|м|кг|мг|г|т|мл|л|шт|ма|а|квт|вт|в|нф)(?![а-яa-z0-9])',
    'g') AS m,
  LATERAL regexp_split_to_table(m[1], ' ?[xх×*] ?') AS n
$fn$;
--> statement-breakpoint
SELECT vitrina_search_rebuild();
