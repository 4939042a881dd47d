-- Charges of a homeowner's saved card, off-session on the owner's connected account (charges/):
-- one row per visit charged (unique where a visit is named) or per instalment, written before
-- Stripe is called with its unique idempotency key; and, on the accepted record, the customer
-- and payment method its setup-mode Checkout saved, read once from the session's SetupIntent.
CREATE TABLE "charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"visit_id" uuid,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"stripe_payment_intent_id" text,
	"idempotency_key" text NOT NULL,
	"failure_message" text,
	"attempt" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "payment_customer_id" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "payment_method_id" text;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_lead_id_form_submissions_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_visit_idx" ON "charges" USING btree ("visit_id") WHERE "charges"."visit_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_idempotency_key_idx" ON "charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "charges_lead_idx" ON "charges" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "charges_user_created_idx" ON "charges" USING btree ("user_id","created_at" DESC NULLS LAST);