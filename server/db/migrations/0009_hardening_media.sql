-- Issue #17: a family's sign-in time, the idempotency fingerprint; issue #12: a picture's 1C source
-- and background import jobs of an exchange session.
ALTER TABLE "orders" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "exchange_sessions" ADD COLUMN "jobs" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "auth_at" timestamp with time zone DEFAULT now() NOT NULL;