CREATE TABLE "price_list_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"changed" bigint DEFAULT 1 NOT NULL,
	"built_for" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The one row: stale at start, so the first look builds the lists.
INSERT INTO "price_list_state" ("id", "changed", "built_for") VALUES (1, 1, 0) ON CONFLICT DO NOTHING;
