CREATE TABLE "category_product_counts" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"products" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_product_counts" ADD CONSTRAINT "category_product_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue #15: on-sale products per category, kept by statement triggers on products. Listings and
-- the home page add a subtree up from these ~hundred rows instead of counting 100,000 products per
-- view. Statement triggers with transition tables: an import batch of thousands of rows is one
-- aggregate, not thousands of row updates; an update that moves neither a product's category nor
-- its sale flag (stock and prices from orders and 1C) writes nothing and takes no lock.
CREATE OR REPLACE FUNCTION vitrina_category_counts() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM category_product_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO category_product_counts AS c (category_id, products)
    SELECT n.category_id, count(*) FROM new_rows n WHERE n.is_active
    GROUP BY n.category_id ORDER BY n.category_id
    ON CONFLICT (category_id) DO UPDATE SET products = c.products + excluded.products;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE category_product_counts c SET products = c.products - d.n
    FROM (SELECT o.category_id, count(*) AS n FROM old_rows o WHERE o.is_active GROUP BY o.category_id) d
    WHERE c.category_id = d.category_id;
  ELSE
    INSERT INTO category_product_counts AS c (category_id, products)
    SELECT d.category_id, sum(d.delta) FROM (
      SELECT o.category_id, -1 AS delta FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.is_active AND (o.category_id <> n.category_id OR NOT n.is_active)
      UNION ALL
      SELECT n.category_id, 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE n.is_active AND (o.category_id <> n.category_id OR NOT o.is_active)
    ) d
    GROUP BY d.category_id HAVING sum(d.delta) <> 0 ORDER BY d.category_id
    ON CONFLICT (category_id) DO UPDATE SET products = c.products + excluded.products;
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
INSERT INTO category_product_counts (category_id, products)
SELECT category_id, count(*) FROM products WHERE is_active GROUP BY category_id;
