CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"stem" text NOT NULL,
	"freq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "article_key" text;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_stem_idx" ON "search_words" USING btree ("stem");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_article_key_idx" ON "products" USING btree ("article_key" text_pattern_ops);--> statement-breakpoint
-- Search (issue #7). Normalisation shared by the index and the queries; server/search/normalize.ts
-- mirrors it. Lower case by an explicit table (the result must not depend on the database
-- locale), ё → е, "250x120" → "250 120", anything but latin/cyrillic letters and digits → space.
CREATE OR REPLACE FUNCTION vitrina_search_norm(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT btrim(regexp_replace(regexp_replace(
    translate(coalesce(value, ''),
      'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯІЎABCDEFGHIJKLMNOPQRSTUVWXYZёіў',
      'абвгдеежзийклмнопрстуфхцчшщъыьэюяиуabcdefghijklmnopqrstuvwxyzеиу'),
    '([0-9])[xх](?=[0-9])', '\1 ', 'g'),
    '[^0-9a-zа-я]+', ' ', 'g'))
$fn$;
--> statement-breakpoint
-- Article without separators, cyrillic look-alikes folded to latin: «СТ 24-0001» = «ct240001».
CREATE OR REPLACE FUNCTION vitrina_article_key(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT translate(replace(vitrina_search_norm(value), ' ', ''), 'авекмнорстху', 'abekmhopctxy')
$fn$;
--> statement-breakpoint
-- The stem the russian text search config gives the word (english for latin words).
CREATE OR REPLACE FUNCTION vitrina_search_stem(word text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(
    CASE WHEN word ~ '^[a-z]+$' THEN (ts_lexize('english_stem', word))[1] ELSE (ts_lexize('russian_stem', word))[1] END,
    word)
$fn$;
--> statement-breakpoint
-- Titles of the category and its ancestors: «болгарка» finds grinders whose titles never say it.
CREATE OR REPLACE FUNCTION vitrina_category_path_text(category integer) RETURNS text
LANGUAGE sql STABLE AS $fn$
  WITH RECURSIVE up(id, parent_id, title, depth) AS (
    SELECT id, parent_id, title, 0 FROM categories WHERE id = category
    UNION ALL
    SELECT c.id, c.parent_id, c.title, up.depth + 1 FROM categories c JOIN up ON c.id = up.parent_id WHERE up.depth < 10
  )
  SELECT coalesce(string_agg(title, ' '), '') FROM up
$fn$;
--> statement-breakpoint
-- Weights: A title and brand, B category names, C description. Ranking and the "title match"
-- tier of server/search read them.
CREATE OR REPLACE FUNCTION vitrina_product_vector(title text, brand text, description text, category_text text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT setweight(to_tsvector('russian', vitrina_search_norm(concat_ws(' ', title, brand))), 'A')
      || setweight(to_tsvector('russian', vitrina_search_norm(category_text)), 'B')
      || setweight(to_tsvector('russian', vitrina_search_norm(description)), 'C')
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vitrina_search_words_of(doc text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT DISTINCT w FROM regexp_split_to_table(vitrina_search_norm(doc), ' ') AS w
  WHERE length(w) BETWEEN 2 AND 40 AND w !~ '[0-9]'
$fn$;
--> statement-breakpoint
-- What a buyer sees of the product first: its title, brand and category names.
CREATE OR REPLACE FUNCTION vitrina_product_title_doc(title text, brand text, category integer) RETURNS text
LANGUAGE sql STABLE AS $fn$
  SELECT concat_ws(' ', title, brand, vitrina_category_path_text(category))
$fn$;
--> statement-breakpoint
-- Adds (delta 1) or removes (delta -1) the words of some products to the dictionary. A word's
-- freq counts 4 per product that has it in the title or category, 1 per description-only use:
-- a correction prefers the words buyers see in titles. Sorted, so that concurrent writers
-- lock dictionary rows in one order.
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
CREATE OR REPLACE FUNCTION vitrina_products_search_row() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.search_vector := vitrina_product_vector(NEW.title, NEW.brand, NEW.description, vitrina_category_path_text(NEW.category_id));
  NEW.article_key := vitrina_article_key(NEW.article);
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER products_search_row
BEFORE INSERT OR UPDATE OF title, brand, description, article, category_id ON products
FOR EACH ROW EXECUTE FUNCTION vitrina_products_search_row();
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
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vitrina_products_search_words();
--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vitrina_products_search_words();
--> statement-breakpoint
CREATE TRIGGER products_search_words_delete AFTER DELETE ON products
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vitrina_products_search_words();
--> statement-breakpoint
-- Recomputes every product's search columns and the dictionary: after a bulk load that bypassed
-- triggers, and when category names change (they are part of every product's document).
CREATE OR REPLACE FUNCTION vitrina_search_rebuild() RETURNS void
LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE products SET
    search_vector = vitrina_product_vector(title, brand, description, vitrina_category_path_text(category_id)),
    article_key = vitrina_article_key(article);
  DELETE FROM search_words;
  PERFORM vitrina_search_words_count(
    ARRAY(SELECT vitrina_product_title_doc(p.title, p.brand, p.category_id) FROM products p ORDER BY p.id),
    ARRAY(SELECT p.description FROM products p ORDER BY p.id), 1);
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vitrina_categories_search() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.title, o.parent_id) IS DISTINCT FROM (n.title, n.parent_id)
  ) THEN
    PERFORM vitrina_search_rebuild();
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER categories_search AFTER UPDATE ON categories
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vitrina_categories_search();
