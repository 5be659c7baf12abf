CREATE TABLE "category_facet_counts" (
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"products" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_facet_counts_category_id_name_value_pk" PRIMARY KEY("category_id","name","value")
);
--> statement-breakpoint
CREATE TABLE "category_product_counts" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"products" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_facet_counts" ADD CONSTRAINT "category_facet_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_product_counts" ADD CONSTRAINT "category_product_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_listing_popular_idx" ON "products" USING btree ("popularity" DESC NULLS FIRST,"id","category_id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_listing_new_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"category_id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_listing_price_idx" ON "products" USING btree ("price","id","category_id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_listing_price_desc_idx" ON "products" USING btree ("price" DESC NULLS LAST,"id","category_id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_listing_title_idx" ON "products" USING btree ("title","id","category_id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_listing_filter_idx" ON "products" USING btree ("category_id","stock","price","brand") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_attributes_idx" ON "products" USING gin ("attributes" jsonb_path_ops);--> statement-breakpoint
-- Issue #15: what listings counted over the whole subtree on every view, kept per category by
-- statement triggers on products instead: on-sale products (category_product_counts) and the
-- filters' counts by brand and attribute (category_facet_counts). A listing adds a subtree's
-- rows up. Statement triggers with transition tables: an import batch of thousands of rows is
-- one aggregate, not thousands of row updates; an update that changes none of category, sale
-- flag, brand or attributes (stock and prices from orders and 1C) writes nothing, locks nothing.
-- The counts follow the facets' rules (server/catalog/facets.ts): a brand that is not null, an
-- attribute with a name and a value.
CREATE OR REPLACE FUNCTION vitrina_category_counts_add(category_ids integer[], brands text[], attributes jsonb[], delta integer) RETURNS void
LANGUAGE sql AS $fn$
  INSERT INTO category_product_counts AS c (category_id, products)
  SELECT r.category_id, count(*) * delta FROM unnest(category_ids) AS r(category_id)
  GROUP BY r.category_id ORDER BY r.category_id
  ON CONFLICT (category_id) DO UPDATE SET products = c.products + excluded.products;
  INSERT INTO category_facet_counts AS f (category_id, name, value, products)
  SELECT i.category_id, i.name, i.value, count(*) * delta FROM (
    SELECT r.category_id, '' AS name, r.brand AS value
    FROM unnest(category_ids, brands) AS r(category_id, brand) WHERE r.brand IS NOT NULL
    UNION ALL
    SELECT r.category_id, a.item->>'name', a.item->>'value'
    FROM unnest(category_ids, attributes) AS r(category_id, attributes),
      jsonb_array_elements(CASE WHEN jsonb_typeof(r.attributes) = 'array' THEN r.attributes ELSE '[]'::jsonb END) AS a(item)
    WHERE coalesce(a.item->>'name', '') <> '' AND coalesce(a.item->>'value', '') <> ''
  ) i
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (category_id, name, value) DO UPDATE SET products = f.products + excluded.products;
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
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.is_active AND (o.category_id, o.is_active, o.brand, o.attributes) IS DISTINCT FROM (n.category_id, n.is_active, n.brand, n.attributes);
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
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE n.is_active AND (o.category_id, o.is_active, o.brand, o.attributes) IS DISTINCT FROM (n.category_id, n.is_active, n.brand, n.attributes);
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM vitrina_category_counts_add(ids, brands, attrs, 1);
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER products_category_counts_insert AFTER INSERT ON products
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vitrina_category_counts();
--> statement-breakpoint
CREATE TRIGGER products_category_counts_update AFTER UPDATE ON products
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vitrina_category_counts();
--> statement-breakpoint
CREATE TRIGGER products_category_counts_delete AFTER DELETE ON products
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vitrina_category_counts();
--> statement-breakpoint
CREATE TRIGGER products_category_counts_truncate AFTER TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION vitrina_category_counts();
--> statement-breakpoint
-- The shop's products as they are now.
SELECT vitrina_category_counts_add(
  ARRAY(SELECT category_id FROM products WHERE is_active ORDER BY id),
  ARRAY(SELECT brand FROM products WHERE is_active ORDER BY id),
  ARRAY(SELECT attributes FROM products WHERE is_active ORDER BY id), 1);
