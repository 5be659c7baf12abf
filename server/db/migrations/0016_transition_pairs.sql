-- Issue #15: the statement triggers paired a row's old and new versions with
-- `old_rows o JOIN new_rows n ON n.id = o.id`. The planner cannot see into transition tables and
-- joins them in a nested loop: an UPDATE of n rows compared n² pairs (the demo seed's update of
-- 5,000 products took 30 s, 100,000 did not finish; the same for a manager's or 1C's bulk
-- change). `EXCEPT ALL` over (id, the columns that matter) leaves exactly the versions that
-- changed — NULLs compare equal there, as with IS DISTINCT FROM — by hashing or sorting.
CREATE OR REPLACE FUNCTION vitrina_products_search_words() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  titles text[];
  descriptions text[];
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
    SELECT array_agg(vitrina_product_title_doc(o.title, o.brand, o.category_id) ORDER BY o.id),
      array_agg(o.description ORDER BY o.id) INTO titles, descriptions
    FROM (SELECT id, title, brand, description, category_id FROM old_rows
          EXCEPT ALL SELECT id, title, brand, description, category_id FROM new_rows) o;
    IF titles IS NOT NULL THEN
      PERFORM vitrina_search_words_count(titles, descriptions, -1);
    END IF;
    SELECT array_agg(vitrina_product_title_doc(n.title, n.brand, n.category_id) ORDER BY n.id),
      array_agg(n.description ORDER BY n.id) INTO titles, descriptions
    FROM (SELECT id, title, brand, description, category_id FROM new_rows
          EXCEPT ALL SELECT id, title, brand, description, category_id FROM old_rows) n;
    IF titles IS NOT NULL THEN
      PERFORM vitrina_search_words_count(titles, descriptions, 1);
    END IF;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vitrina_category_counts() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  ids integer[];
  brands text[];
  attrs jsonb[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM category_product_counts;
    DELETE FROM category_facet_counts;
    RETURN NULL;
  END IF;
  -- The old versions that were on sale and changed what is counted go out...
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.category_id), array_agg(o.brand), array_agg(o.attributes) INTO ids, brands, attrs
    FROM old_rows o WHERE o.is_active;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(o.category_id), array_agg(o.brand), array_agg(o.attributes) INTO ids, brands, attrs
    FROM (SELECT id, category_id, is_active, brand, attributes FROM old_rows
          EXCEPT ALL SELECT id, category_id, is_active, brand, attributes FROM new_rows) o
    WHERE o.is_active;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM vitrina_category_counts_add(ids, brands, attrs, -1);
  END IF;
  ids := NULL;
  -- ...and the new ones on sale come in.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.category_id), array_agg(n.brand), array_agg(n.attributes) INTO ids, brands, attrs
    FROM new_rows n WHERE n.is_active;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(n.category_id), array_agg(n.brand), array_agg(n.attributes) INTO ids, brands, attrs
    FROM (SELECT id, category_id, is_active, brand, attributes FROM new_rows
          EXCEPT ALL SELECT id, category_id, is_active, brand, attributes FROM old_rows) n
    WHERE n.is_active;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM vitrina_category_counts_add(ids, brands, attrs, 1);
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vitrina_categories_search() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF EXISTS (
    SELECT id, title, parent_id FROM old_rows
    EXCEPT ALL SELECT id, title, parent_id FROM new_rows
  ) THEN
    PERFORM vitrina_search_rebuild();
  END IF;
  RETURN NULL;
END
$fn$;
