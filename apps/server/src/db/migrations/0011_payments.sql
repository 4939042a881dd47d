ALTER TABLE "forms" ADD COLUMN "payment_settings" jsonb;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "stripe_account_id" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "stripe_account_status" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "stripe_charges_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "stripe_account_state_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_stripe_account_id_unique" UNIQUE("stripe_account_id");--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "payment_status" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "payment_kind" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "payment_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "payment_session_id" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "payment_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "payment_return_hash" text;
