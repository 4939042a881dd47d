-- Decision 124: the dashboard counted every lead of the owner at each request (200,000 index
-- entries, 40-90 ms on PostgreSQL at bench/owner-lists-200k.ts). The owner's real leads (roots
-- with a stage, no test runs: form_submissions_live_leads_idx's rows) are counted per form and UTC
-- day, and per form in all, as decision 060 counts views: kept by triggers on form_submissions in
-- the transaction that writes the lead, so the counts equal the rows whatever writes them.
CREATE TABLE "form_lead_days" (
	"form_id" uuid NOT NULL,
	"day" date NOT NULL,
	"leads" integer NOT NULL,
	CONSTRAINT "form_lead_days_pk" PRIMARY KEY("form_id","day")
);
--> statement-breakpoint
CREATE TABLE "form_lead_totals" (
	"form_id" uuid PRIMARY KEY NOT NULL,
	"leads" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_lead_days" ADD CONSTRAINT "form_lead_days_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_lead_totals" ADD CONSTRAINT "form_lead_totals_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The accepts with a priced agreement, by form and time: the week's accepted value reads them alone.
CREATE INDEX "form_submissions_agreed_idx" ON "form_submissions" USING btree ("form_id","created_at") WHERE "form_submissions"."response_status" = 'accept' and jsonb_typeof("form_submissions"."quote"->'agreement'->'termValueCents') = 'number';
--> statement-breakpoint
-- Inserts and deletes: once per statement, with transition tables (a batch of leads is one
-- grouped upsert), in key order so two batches lock the same counters in the same order. An
-- update moves a lead only when it becomes, or stops being, a counted lead, or changes form or
-- day: a row trigger whose WHEN skips every other update (the stage moving on, a search column).
CREATE FUNCTION "form_lead_counts_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    IF OLD.lead_stage IS NOT NULL AND NOT OLD.is_test THEN
      UPDATE form_lead_days SET leads = leads - 1
        WHERE form_id = OLD.form_id AND day = (OLD.created_at AT TIME ZONE 'utc')::date;
      UPDATE form_lead_totals SET leads = leads - 1 WHERE form_id = OLD.form_id;
    END IF;
    IF NEW.lead_stage IS NOT NULL AND NOT NEW.is_test THEN
      INSERT INTO form_lead_days AS d (form_id, day, leads)
        VALUES (NEW.form_id, (NEW.created_at AT TIME ZONE 'utc')::date, 1)
        ON CONFLICT (form_id, day) DO UPDATE SET leads = d.leads + 1;
      INSERT INTO form_lead_totals AS t (form_id, leads) VALUES (NEW.form_id, 1)
        ON CONFLICT (form_id) DO UPDATE SET leads = t.leads + 1;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE form_lead_days AS d SET leads = d.leads - o.n
    FROM (SELECT form_id, (created_at AT TIME ZONE 'utc')::date AS day, count(*)::int AS n
          FROM old_rows WHERE lead_stage IS NOT NULL AND NOT is_test GROUP BY 1, 2) AS o
    WHERE d.form_id = o.form_id AND d.day = o.day;
    UPDATE form_lead_totals AS t SET leads = t.leads - o.n
    FROM (SELECT form_id, count(*)::int AS n
          FROM old_rows WHERE lead_stage IS NOT NULL AND NOT is_test GROUP BY 1) AS o
    WHERE t.form_id = o.form_id;
  ELSE
    INSERT INTO form_lead_days AS d (form_id, day, leads)
    SELECT form_id, (created_at AT TIME ZONE 'utc')::date, count(*)::int
    FROM new_rows WHERE lead_stage IS NOT NULL AND NOT is_test GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (form_id, day) DO UPDATE SET leads = d.leads + excluded.leads;
    INSERT INTO form_lead_totals AS t (form_id, leads)
    SELECT form_id, count(*)::int
    FROM new_rows WHERE lead_stage IS NOT NULL AND NOT is_test GROUP BY 1 ORDER BY 1
    ON CONFLICT (form_id) DO UPDATE SET leads = t.leads + excluded.leads;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Created before the backfill: each takes a lock that keeps leads from being written (and lost)
-- between the backfill's read and the end of the migration.
CREATE TRIGGER "form_lead_counts_insert" AFTER INSERT ON "form_submissions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "form_lead_counts_count"();--> statement-breakpoint
CREATE TRIGGER "form_lead_counts_delete" AFTER DELETE ON "form_submissions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "form_lead_counts_count"();--> statement-breakpoint
CREATE TRIGGER "form_lead_counts_update" AFTER UPDATE ON "form_submissions" FOR EACH ROW
  WHEN ((OLD.lead_stage IS NOT NULL AND NOT OLD.is_test) IS DISTINCT FROM (NEW.lead_stage IS NOT NULL AND NOT NEW.is_test)
    OR (NEW.lead_stage IS NOT NULL AND NOT NEW.is_test
      AND (OLD.form_id <> NEW.form_id OR OLD.created_at <> NEW.created_at)))
  EXECUTE FUNCTION "form_lead_counts_count"();--> statement-breakpoint
INSERT INTO "form_lead_days" ("form_id", "day", "leads")
SELECT form_id, (created_at AT TIME ZONE 'utc')::date, count(*)::int
FROM "form_submissions" WHERE lead_stage IS NOT NULL AND NOT is_test GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "form_lead_totals" ("form_id", "leads")
SELECT form_id, count(*)::int
FROM "form_submissions" WHERE lead_stage IS NOT NULL AND NOT is_test GROUP BY 1;
