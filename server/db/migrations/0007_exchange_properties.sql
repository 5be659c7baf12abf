-- 1C exchange (issue #12): classifier properties outlive their package; picture names 1C sent.
CREATE TABLE "exchange_properties" (
	"external_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "picture_files" jsonb DEFAULT '[]'::jsonb NOT NULL;