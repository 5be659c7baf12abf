CREATE TABLE "category_generations" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- One row; every statement that changes categories sets it to a number never used before (in
-- its own transaction, so a reader sees the new number only with the committed rows). The
-- numbers come from a sequence no column owns: emptying the tables (the demo's reset, which
-- restarts their identities) must not bring an old number back to an instance that cached it.
CREATE SEQUENCE "category_generation_seq";
--> statement-breakpoint
INSERT INTO "category_generations" ("id", "generation") VALUES (1, nextval('category_generation_seq'));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vitrina_category_generation_bump() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO category_generations (id, generation) VALUES (1, nextval('category_generation_seq'))
  ON CONFLICT (id) DO UPDATE SET generation = excluded.generation;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER categories_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
FOR EACH STATEMENT EXECUTE FUNCTION vitrina_category_generation_bump();
