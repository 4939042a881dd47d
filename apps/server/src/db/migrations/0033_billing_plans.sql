-- Billing plans (docs/decisions/122): on each charge the plan it bills, its due day, which
-- instalment or month it is (one charge per lead and period) and when a failed one is tried again;
-- on each booking how it is charged, paused after the last failed retry, cancelled and why; on a
-- visit the customer's request to move it; the owner's skip cutoff for the customer page.
ALTER TABLE "charges" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "period" text;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "next_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "charge_timing" text DEFAULT 'on_done' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "schedule_settings" ADD COLUMN "skip_cutoff_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "reschedule_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "reschedule_note" text;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_lead_period_idx" ON "charges" USING btree ("lead_id","period") WHERE "charges"."period" is not null;--> statement-breakpoint
CREATE INDEX "charges_retry_idx" ON "charges" USING btree ("next_retry_at") WHERE "charges"."next_retry_at" is not null;