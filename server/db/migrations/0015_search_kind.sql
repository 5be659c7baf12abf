-- Issue #16 (speed): the title vector marks the type words with weight A, but a GIN index
-- cannot filter by weight: asking for «м» as a type word (no title starts with it) rechecked
-- every title holding the unit «м», 40 ms at 100,000 goods. The type words alone, stripped,
-- get an index of their own: an exact answer, and a recheck that costs microseconds (taken from
-- the stored vector, not recomputed from the title). An expression index, so every writer (the
-- triggers, the 1C importer's set-based path) keeps it current.
CREATE OR REPLACE FUNCTION vitrina_product_kind_vector(title_vector tsvector) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT strip(ts_filter(title_vector, '{a}'))
$fn$;
--> statement-breakpoint
CREATE INDEX "products_kind_search_idx" ON "products" USING gin (vitrina_product_kind_vector("title_vector"));
--> statement-breakpoint
-- The planner's statistics for the new expression (the embedded database has no autovacuum).
ANALYZE products;
--> statement-breakpoint
-- Categories a manager hid and every category below them (issue #14), as one function the
-- shop's statements and the ones below share (server/catalog/hidden-categories.ts).
CREATE OR REPLACE FUNCTION vitrina_hidden_categories() RETURNS SETOF integer
LANGUAGE sql STABLE AS $fn$
  WITH RECURSIVE hidden(id) AS (
    SELECT id FROM categories WHERE is_hidden
    UNION SELECT c.id FROM categories c JOIN hidden h ON c.parent_id = h.id
  ) SELECT id FROM hidden
$fn$;
--> statement-breakpoint
-- Soft matching (issue #16) asks whether any shown product has some words: an EXISTS the
-- planner answers by walking the table for the first hit, which reads all 100,000 rows when
-- the words are common apart and rare together. The full-text index's bitmap answers in a
-- millisecond; the functions' own SET makes the planner take it, in one statement (a
-- transaction with SET LOCAL cost four more round trips per question).
CREATE OR REPLACE FUNCTION vitrina_search_some(query tsquery) RETURNS boolean
LANGUAGE sql STABLE SET enable_seqscan = off SET enable_indexscan = off AS $fn$
  SELECT EXISTS (
    SELECT 1 FROM products p
    WHERE p.is_active AND p.search_vector @@ query
      AND p.category_id NOT IN (SELECT id FROM vitrina_hidden_categories() AS id))
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vitrina_search_head_some(query tsquery) RETURNS boolean
LANGUAGE sql STABLE SET enable_seqscan = off SET enable_indexscan = off AS $fn$
  SELECT EXISTS (
    SELECT 1 FROM products p
    WHERE p.is_active AND p.head_vector @@ query
      AND p.category_id NOT IN (SELECT id FROM vitrina_hidden_categories() AS id))
$fn$;
