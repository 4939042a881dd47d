-- What nothing reads or writes any more (decision 080): admin_analytics, a table no code ever
-- filled, and sms_settings' codes_sent and codes_window_start, whose count of codes sent moved
-- to rate_limits (decision 079).
DROP TABLE "admin_analytics" CASCADE;--> statement-breakpoint
ALTER TABLE "sms_settings" DROP COLUMN "codes_sent";--> statement-breakpoint
ALTER TABLE "sms_settings" DROP COLUMN "codes_window_start";
