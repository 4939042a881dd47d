-- Decision 059: which of the owner's tags embed.js pushes conversions to, per form (null: none).
ALTER TABLE "forms" ADD COLUMN "tracking_settings" jsonb;--> statement-breakpoint
-- Decision 060: the funnel reads views as one counter per form, UTC day and source instead of one
-- row per view. Kept by triggers on form_view_events, so the counters always equal the events
-- whatever writes them (the public page, an older server still running, a fixture), and the
-- public page's view stays one statement. Zero rows may remain after an update or a delete.
CREATE TABLE "form_view_days" (
  "form_id" uuid NOT NULL REFERENCES "forms"("id") ON DELETE CASCADE,
  "day" date NOT NULL,
  "source_label" text NOT NULL,
  "views" integer NOT NULL,
  CONSTRAINT "form_view_days_pk" PRIMARY KEY ("form_id", "day", "source_label")
);--> statement-breakpoint
-- The day and label are the funnel's: the UTC day, the source's label or 'Direct' (DIRECT in
-- packages/form-schema/src/traffic-source.ts).
CREATE FUNCTION "form_view_days_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE form_view_days AS d SET views = d.views - o.n
    FROM (SELECT form_id, (created_at AT TIME ZONE 'utc')::date AS day, coalesce(source->>'label', 'Direct') AS label,
            count(*)::int AS n
          FROM old_rows GROUP BY 1, 2, 3) AS o
    WHERE d.form_id = o.form_id AND d.day = o.day AND d.source_label = o.label;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO form_view_days AS d (form_id, day, source_label, views)
    SELECT form_id, (created_at AT TIME ZONE 'utc')::date, coalesce(source->>'label', 'Direct'), count(*)::int
    FROM new_rows GROUP BY 1, 2, 3
    ON CONFLICT (form_id, day, source_label) DO UPDATE SET views = d.views + excluded.views;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Created before the backfill: each takes a lock that keeps views from being written (and lost)
-- between the backfill's read and the end of the migration.
CREATE TRIGGER "form_view_days_insert" AFTER INSERT ON "form_view_events"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "form_view_days_count"();--> statement-breakpoint
CREATE TRIGGER "form_view_days_update" AFTER UPDATE ON "form_view_events"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "form_view_days_count"();--> statement-breakpoint
CREATE TRIGGER "form_view_days_delete" AFTER DELETE ON "form_view_events"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "form_view_days_count"();--> statement-breakpoint
INSERT INTO "form_view_days" ("form_id", "day", "source_label", "views")
SELECT form_id, (created_at AT TIME ZONE 'utc')::date, coalesce(source->>'label', 'Direct'), count(*)::int
FROM "form_view_events" GROUP BY 1, 2, 3;
