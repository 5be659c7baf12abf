ALTER TABLE "products" ADD COLUMN "head_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "products_head_search_idx" ON "products" USING gin ("head_vector");--> statement-breakpoint
CREATE INDEX "products_search_order_idx" ON "products" USING btree (("stock" > 0) desc,"popularity" desc,"id") WHERE "products"."is_active";--> statement-breakpoint
-- The dictionary functions again, as 0002 ends: databases that applied an earlier draft of
-- 0002 converge here (CREATE OR REPLACE is a no-op for the others).
DROP FUNCTION IF EXISTS vitrina_search_words_count(text[], integer);
--> statement-breakpoint
DROP FUNCTION IF EXISTS vitrina_product_doc(text, text, text, integer);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vitrina_search_stem(word text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(
    CASE WHEN word ~ '^[a-z]+$' THEN (ts_lexize('english_stem', word))[1] ELSE (ts_lexize('russian_stem', word))[1] END,
    word)
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vitrina_product_title_doc(title text, brand text, category integer) RETURNS text
LANGUAGE sql STABLE AS $fn$
  SELECT concat_ws(' ', title, brand, vitrina_category_path_text(category))
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vitrina_search_words_count(titles text[], descriptions text[], delta integer) RETURNS void
LANGUAGE plpgsql AS $fn$
BEGIN
  IF coalesce(array_length(titles, 1), 0) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO search_words AS s (word, stem, freq)
  SELECT w.word, vitrina_search_stem(w.word), sum(w.weight)::integer * delta
  FROM unnest(titles, descriptions) AS d(title, description),
  LATERAL (
    SELECT word, max(weight) AS weight FROM (
      SELECT vitrina_search_words_of(d.title) AS word, 4 AS weight
      UNION ALL
      SELECT vitrina_search_words_of(d.description), 1
    ) AS parts GROUP BY word
  ) AS w
  GROUP BY w.word
  ORDER BY w.word
  ON CONFLICT (word) DO UPDATE SET freq = s.freq + excluded.freq;
  IF delta < 0 THEN
    DELETE FROM search_words WHERE freq <= 0;
  END IF;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vitrina_products_search_words() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM vitrina_search_words_count(
      ARRAY(SELECT vitrina_product_title_doc(n.title, n.brand, n.category_id) FROM new_rows n ORDER BY n.id),
      ARRAY(SELECT n.description FROM new_rows n ORDER BY n.id), 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM vitrina_search_words_count(
      ARRAY(SELECT vitrina_product_title_doc(o.title, o.brand, o.category_id) FROM old_rows o ORDER BY o.id),
      ARRAY(SELECT o.description FROM old_rows o ORDER BY o.id), -1);
  ELSE
    -- Price and stock updates touch no words: only rows whose text changed count.
    IF EXISTS (
      SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.title, o.brand, o.description, o.category_id) IS DISTINCT FROM (n.title, n.brand, n.description, n.category_id)
    ) THEN
      PERFORM vitrina_search_words_count(
        ARRAY(SELECT vitrina_product_title_doc(o.title, o.brand, o.category_id) FROM old_rows o JOIN new_rows n ON n.id = o.id
              WHERE (o.title, o.brand, o.description, o.category_id) IS DISTINCT FROM (n.title, n.brand, n.description, n.category_id) ORDER BY o.id),
        ARRAY(SELECT o.description FROM old_rows o JOIN new_rows n ON n.id = o.id
              WHERE (o.title, o.brand, o.description, o.category_id) IS DISTINCT FROM (n.title, n.brand, n.description, n.category_id) ORDER BY o.id),
        -1);
      PERFORM vitrina_search_words_count(
        ARRAY(SELECT vitrina_product_title_doc(n.title, n.brand, n.category_id) FROM old_rows o JOIN new_rows n ON n.id = o.id
              WHERE (o.title, o.brand, o.description, o.category_id) IS DISTINCT FROM (n.title, n.brand, n.description, n.category_id) ORDER BY n.id),
        ARRAY(SELECT n.description FROM old_rows o JOIN new_rows n ON n.id = o.id
              WHERE (o.title, o.brand, o.description, o.category_id) IS DISTINCT FROM (n.title, n.brand, n.description, n.category_id) ORDER BY n.id),
        1);
    END IF;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Search relevance levels (issue #7). Vectors lose weights and positions: levels come from
-- which vector matches (head: title, brand, category names; search: all of it with the
-- description), and small vectors keep the per-row match cheap when the dropdown walks
-- products_search_order_idx.
CREATE OR REPLACE FUNCTION vitrina_product_head_vector(title text, brand text, category_text text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT strip(to_tsvector('russian', vitrina_search_norm(concat_ws(' ', title, brand, category_text))))
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vitrina_product_vector(title text, brand text, description text, category_text text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT strip(to_tsvector('russian', vitrina_search_norm(concat_ws(' ', title, brand, category_text, description))))
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vitrina_products_search_row() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  category_text text := vitrina_category_path_text(NEW.category_id);
BEGIN
  NEW.head_vector := vitrina_product_head_vector(NEW.title, NEW.brand, category_text);
  NEW.search_vector := vitrina_product_vector(NEW.title, NEW.brand, NEW.description, category_text);
  NEW.article_key := vitrina_article_key(NEW.article);
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vitrina_search_rebuild() RETURNS void
LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE products p SET
    head_vector = vitrina_product_head_vector(p.title, p.brand, c.category_text),
    search_vector = vitrina_product_vector(p.title, p.brand, p.description, c.category_text),
    article_key = vitrina_article_key(p.article)
  FROM (SELECT id, vitrina_category_path_text(id) AS category_text FROM categories) AS c
  WHERE c.id = p.category_id;
  DELETE FROM search_words;
  PERFORM vitrina_search_words_count(
    ARRAY(SELECT vitrina_product_title_doc(p.title, p.brand, p.category_id) FROM products p ORDER BY p.id),
    ARRAY(SELECT p.description FROM products p ORDER BY p.id), 1);
END
$fn$;
--> statement-breakpoint
SELECT vitrina_search_rebuild();
