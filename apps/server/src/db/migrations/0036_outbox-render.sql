-- Decision 129: a lead's emails are rendered when the worker sends them; the accept's statement
-- queues each one with what its renderer reads (the record, the links' origin) and empty content.
-- Rows without it keep their rendered content and are sent as they are.
ALTER TABLE "outbox" ADD COLUMN "render" jsonb;