-- Issue #12: a 1C import of 100,000 goods. The per-row search triggers cost ~93% of the insert
-- time (a recursive category walk and three vectors per row, a dictionary update per
-- statement). The importer sets `vitrina.bulk_import` with SET LOCAL inside its transaction:
-- the triggers then step aside and the importer writes the same vectors and dictionary counts
-- set-based, with the same functions, in the same transaction (server/exchange/search-bulk.ts).
-- Every other writer (manager edits, the seed) keeps the triggers.
CREATE OR REPLACE FUNCTION vitrina_bulk_import() RETURNS boolean
LANGUAGE sql STABLE AS $fn$
  SELECT coalesce(current_setting('vitrina.bulk_import', true), '') = 'on'
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vitrina_products_search_row() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  category_text text;
BEGIN
  IF vitrina_bulk_import() THEN
    RETURN NEW;
  END IF;
  category_text := vitrina_category_path_text(NEW.category_id);
  NEW.title_vector := vitrina_product_title_vector(NEW.title, NEW.brand);
  NEW.head_vector := vitrina_product_head_vector(NEW.title, NEW.brand, category_text);
  NEW.search_vector := vitrina_product_vector(NEW.title, NEW.brand, NEW.description, category_text);
  NEW.article_key := vitrina_article_key(NEW.article);
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vitrina_products_search_words() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF vitrina_bulk_import() THEN
    RETURN NULL;
  END IF;
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
-- Each category's path text once (not once per product): the importer joins it to the rows it
-- writes and computes the search columns in the same INSERT or UPDATE.
CREATE OR REPLACE FUNCTION vitrina_category_texts(ids integer[]) RETURNS TABLE (id integer, category_text text)
LANGUAGE sql STABLE AS $fn$
  SELECT c.id, vitrina_category_path_text(c.id) FROM categories c WHERE c.id = ANY(ids)
$fn$;
--> statement-breakpoint
-- The search columns of some products as the row trigger makes them (for rows written with the
-- triggers off, e.g. an offer's variant).
CREATE OR REPLACE FUNCTION vitrina_search_refresh(ids integer[]) RETURNS void
LANGUAGE sql AS $fn$
  UPDATE products p SET
    title_vector = vitrina_product_title_vector(p.title, p.brand),
    head_vector = vitrina_product_head_vector(p.title, p.brand, c.category_text),
    search_vector = vitrina_product_vector(p.title, p.brand, p.description, c.category_text),
    article_key = vitrina_article_key(p.article)
  FROM unnest(ids) AS t(id), vitrina_category_texts(ARRAY(SELECT DISTINCT category_id FROM products WHERE id = ANY(ids))) AS c
  WHERE p.id = t.id AND c.id = p.category_id
$fn$;
--> statement-breakpoint
-- The dictionary counts of some products as the statement trigger keeps them, for a whole batch:
-- delta 1 after their rows were written, -1 before their text changes (the old words out).
CREATE OR REPLACE FUNCTION vitrina_search_words_add(ids integer[], delta integer) RETURNS void
LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM vitrina_search_words_count(
    ARRAY(SELECT concat_ws(' ', p.title, p.brand, c.category_text)
          FROM unnest(ids) AS t(id) JOIN products p ON p.id = t.id
          JOIN vitrina_category_texts(ARRAY(SELECT DISTINCT category_id FROM products WHERE id = ANY(ids))) AS c
            ON c.id = p.category_id
          ORDER BY p.id),
    ARRAY(SELECT p.description FROM unnest(ids) AS t(id) JOIN products p ON p.id = t.id ORDER BY p.id),
    delta);
END
$fn$;
