-- The owner's dashboard at 100 forms and 200,000 leads (bench/owner-lists-200k.ts) read every lead
-- of the owner from the table's pages: the leads index has no is_test, so each lead was fetched to
-- leave the test runs out (decision 112), 180 ms to count them (85,000 pages). The owner's real
-- leads in their own index are counted and listed from it alone (43 ms). "Embedded" asks for one
-- lead, or one view, from a web page: an owner who has none was read whole, so the rows that have a
-- page are indexed apart.
CREATE INDEX IF NOT EXISTS "form_submissions_live_leads_idx" ON "form_submissions" USING btree ("form_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "lead_stage" IS NOT NULL AND NOT "is_test";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "form_submissions_leads_from_pages_idx" ON "form_submissions" USING btree ("form_id") WHERE "lead_stage" IS NOT NULL AND ("source"->>'page') ~ '^https?://';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "form_view_events_from_pages_idx" ON "form_view_events" USING btree ("form_id") WHERE ("source"->>'page') ~ '^https?://';
