-- The business as its customers know it (decision 092): the phone and logo its customer emails
-- carry, and the time zone every email's times are written in.
ALTER TABLE "profiles" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "logo_path" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
-- Customer emails are sent as the business: its name in From, on the platform's own address.
ALTER TABLE "outbox" ADD COLUMN "from_name" text;
