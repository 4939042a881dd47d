-- One lead per person per form (decision 111): a root counts the visits that came back to it and
-- when the last one was. The owner's test runs from the builder's preview (decision 112) are
-- marked on their root and left out of every list, count and message.
ALTER TABLE "form_submissions" ADD COLUMN "visits" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "last_visit_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;
