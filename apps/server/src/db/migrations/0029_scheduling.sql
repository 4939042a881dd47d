-- Booking the first visit (scheduling/): the owner's availability, the places taken on each day of
-- their schedule, one booking per lead (the series' rule) and its visits. The indexes 0028 added by
-- hand are in this snapshot only so the next generated migration does not add them again.
CREATE TABLE "booking_days" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"form_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"first_day" date NOT NULL,
	"rule" text NOT NULL,
	"time_zone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_lead_id_unique" UNIQUE("lead_id")
);
--> statement-breakpoint
CREATE TABLE "schedule_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"availability" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"price_cents" integer
);
--> statement-breakpoint
ALTER TABLE "booking_days" ADD CONSTRAINT "booking_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_id_form_submissions_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_settings" ADD CONSTRAINT "schedule_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_lead_id_form_submissions_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visits_user_day_idx" ON "visits" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "visits_booking_idx" ON "visits" USING btree ("booking_id");
