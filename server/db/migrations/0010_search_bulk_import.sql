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
-- The search columns and dictionary words of some products, set-based: each category's path
-- text is walked once, not once per product. Used by the importer for the rows it wrote with
-- the triggers off; `delta` -1 before a text change (old words out), 1 after (new words in).
CREATE OR REPLACE FUNCTION vitrina_search_refresh(ids integer[], delta integer) RETURNS void
LANGUAGE plpgsql AS $fn$
BEGIN
  IF delta > 0 THEN
    UPDATE products p SET
      title_vector = vitrina_product_title_vector(p.title, p.brand),
      head_vector = vitrina_product_head_vector(p.title, p.brand, c.category_text),
      search_vector = vitrina_product_vector(p.title, p.brand, p.description, c.category_text),
      article_key = vitrina_article_key(p.article)
    FROM unnest(ids) AS t(id),
      (SELECT id, vitrina_category_path_text(id) AS category_text FROM categories) AS c
    WHERE p.id = t.id AND c.id = p.category_id;
  END IF;
  PERFORM vitrina_search_words_count(
    ARRAY(SELECT concat_ws(' ', p.title, p.brand, c.category_text)
          FROM unnest(ids) AS t(id) JOIN products p ON p.id = t.id
          JOIN (SELECT id, vitrina_category_path_text(id) AS category_text FROM categories) AS c ON c.id = p.category_id
          ORDER BY p.id),
    ARRAY(SELECT p.description
          FROM unnest(ids) AS t(id) JOIN products p ON p.id = t.id
          ORDER BY p.id),
    delta);
END
$fn$;
