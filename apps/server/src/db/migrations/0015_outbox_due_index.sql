-- The outbox worker claims the oldest due rows: status pending or sending, next_attempt_at passed,
-- ordered by next_attempt_at, ten at a time. On (status, next_attempt_at) the two statuses are two
-- ranges of the index, so PostgreSQL read every due row and sorted them to keep ten: 6.8 ms per
-- claim behind 16,000 queued emails (a burst of accepts), the whole backlog read again for every ten
-- sent. An index of the due rows alone, in next_attempt_at order, gives the first ten at once
-- (0.6 ms at the same backlog), and sent rows no longer weigh on it.
DROP INDEX IF EXISTS "mail_outbox_due_idx";--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "status" in ('pending', 'sending');
