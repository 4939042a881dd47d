-- The outbox carries email, webhook deliveries and text messages, so it is named for what it
-- carries (decision 073). Renamed in place: every queued row stays and is sent as before. Its
-- constraints follow (those PostgreSQL named after the table, and the NOT NULL ones PostgreSQL 18
-- and PGlite name too), the foreign key takes the name drizzle-kit gives it, the index its new one.
ALTER TABLE "mail_outbox" RENAME TO "outbox";--> statement-breakpoint
DO $$
DECLARE c record;
BEGIN
  FOR c IN SELECT conname FROM pg_constraint
    WHERE conrelid = 'outbox'::regclass AND conname LIKE 'mail\_outbox\_%' LOOP
    EXECUTE format('ALTER TABLE "outbox" RENAME CONSTRAINT %I TO %I', c.conname, substr(c.conname, 6));
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "outbox" RENAME CONSTRAINT "outbox_webhook_endpoint_id_fkey" TO "outbox_webhook_endpoint_id_webhook_endpoints_id_fk";--> statement-breakpoint
ALTER INDEX "mail_outbox_due_idx" RENAME TO "outbox_due_idx";
