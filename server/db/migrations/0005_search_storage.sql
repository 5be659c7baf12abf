-- Search (issue #7): keep the search vectors inside the product row. A product row with its
-- SEO texts passes the 2 kB TOAST threshold, and the vectors then went to the TOAST table:
-- every match test in the search dropdown's index walk cost three extra lookups. MAIN moves
-- the other long texts out first and keeps a vector out of line only as a last resort.
ALTER TABLE "products"
  ALTER COLUMN "title_vector" SET STORAGE MAIN,
  ALTER COLUMN "head_vector" SET STORAGE MAIN,
  ALTER COLUMN "search_vector" SET STORAGE MAIN;
--> statement-breakpoint
-- Rows already written keep their old layout until rewritten.
UPDATE "products" SET
  "title_vector" = "title_vector" || ''::tsvector,
  "head_vector" = "head_vector" || ''::tsvector,
  "search_vector" = "search_vector" || ''::tsvector;
