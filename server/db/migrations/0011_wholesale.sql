-- Issue #13: a buyer's price type, volume breaks, and VAT kept per order line and order.
CREATE TABLE "price_breaks" (
	"product_id" integer NOT NULL,
	"price_type_id" integer NOT NULL,
	"min_quantity" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	CONSTRAINT "price_breaks_product_id_price_type_id_min_quantity_pk" PRIMARY KEY("product_id","price_type_id","min_quantity")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "vat_rate" numeric(5, 2) DEFAULT '20' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "vat_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_total" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "price_type_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prices_include_vat" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "price_type_id" integer;--> statement-breakpoint
ALTER TABLE "price_breaks" ADD CONSTRAINT "price_breaks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_breaks" ADD CONSTRAINT "price_breaks_price_type_id_price_types_id_fk" FOREIGN KEY ("price_type_id") REFERENCES "public"."price_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_price_type_id_price_types_id_fk" FOREIGN KEY ("price_type_id") REFERENCES "public"."price_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Orders placed before: their prices included VAT at the product's rate (20 % when unset).
UPDATE "order_items" i SET "vat_rate" = p."vat_rate" FROM "products" p WHERE p."id" = i."product_id" AND p."vat_rate" IS NOT NULL;--> statement-breakpoint
UPDATE "order_items" SET "vat_amount" = round("total" * "vat_rate" / (100 + "vat_rate"), 2);--> statement-breakpoint
UPDATE "orders" o SET "vat_total" = coalesce((SELECT sum(i."vat_amount") FROM "order_items" i WHERE i."order_id" = o."id"), 0);
