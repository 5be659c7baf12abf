ALTER TABLE "products" ADD COLUMN "title_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "products_title_search_idx" ON "products" USING gin ("title_vector");--> statement-breakpoint
-- Search (issue #7): the title and brand alone outrank category names, which outrank the
-- description. «затирка» must list grouts before the tile adhesives of «Клеи и затирки».
CREATE OR REPLACE FUNCTION vitrina_product_title_vector(title text, brand text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT strip(to_tsvector('russian', vitrina_search_norm(concat_ws(' ', title, brand))))
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vitrina_products_search_row() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  category_text text := vitrina_category_path_text(NEW.category_id);
BEGIN
  NEW.title_vector := vitrina_product_title_vector(NEW.title, NEW.brand);
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
    title_vector = vitrina_product_title_vector(p.title, p.brand),
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
UPDATE products SET title_vector = vitrina_product_title_vector(title, brand);
