-- Calendar invites and the owner's calendar feed (scheduling/): an email's attachments (the
-- booking's visit.ics, rendered when queued like the rest of the email) and the hash of the
-- secret in the owner's feed address, unique so the public feed finds its owner by it.
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "schedule_settings" ADD COLUMN "feed_secret_hash" text;--> statement-breakpoint
ALTER TABLE "schedule_settings" ADD COLUMN "feed_made_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_settings_feed_secret_hash_idx" ON "schedule_settings" USING btree ("feed_secret_hash");