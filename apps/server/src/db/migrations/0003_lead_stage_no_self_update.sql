-- 0001 set a root's stage with an UPDATE of the row it had just inserted: every new lead wrote its
-- root twice (a dead tuple and new entries in every index). Roots now get their stage while being
-- written (BEFORE trigger); only later records update their root. Same rule as leadStage().
DROP TRIGGER IF EXISTS "form_submissions_lead_stage" ON "form_submissions";--> statement-breakpoint
DROP FUNCTION IF EXISTS "form_submissions_refresh_lead_stage"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "form_submissions_root_lead_stage"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.lead_stage := (
    SELECT CASE
      WHEN bool_or(s.is_upsell) THEN 'upsell'
      WHEN bool_or(s.response_status = 'accept') THEN 'accepted'
      WHEN bool_or(s.response_status = 'decline') THEN 'declined'
      WHEN bool_or(s.service_type IS NOT NULL AND (s.service_type <> 'mowing' OR s.yard_size IS NOT NULL)) THEN 'quoted'
      ELSE 'started'
    END
    FROM (
      SELECT o.is_upsell, o.response_status, o.service_type, o.yard_size
        FROM form_submissions AS o WHERE o.lead_id = NEW.id AND o.id <> NEW.id
      UNION ALL
      SELECT NEW.is_upsell, NEW.response_status, NEW.service_type, NEW.yard_size
    ) AS s
  );
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "form_submissions_root_lead_stage"
  BEFORE INSERT OR UPDATE OF lead_id, service_type, yard_size, response_status, is_upsell ON "form_submissions"
  FOR EACH ROW WHEN (NEW.lead_id = NEW.id)
  EXECUTE FUNCTION "form_submissions_root_lead_stage"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "form_submissions_child_lead_stage"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE form_submissions AS root SET lead_stage = (
    SELECT CASE
      WHEN bool_or(s.is_upsell) THEN 'upsell'
      WHEN bool_or(s.response_status = 'accept') THEN 'accepted'
      WHEN bool_or(s.response_status = 'decline') THEN 'declined'
      WHEN bool_or(s.service_type IS NOT NULL AND (s.service_type <> 'mowing' OR s.yard_size IS NOT NULL)) THEN 'quoted'
      ELSE 'started'
    END
    FROM form_submissions AS s WHERE s.lead_id = NEW.lead_id
  )
  WHERE root.id = NEW.lead_id AND root.lead_id = root.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "form_submissions_child_lead_stage"
  AFTER INSERT OR UPDATE OF lead_id, service_type, yard_size, response_status, is_upsell ON "form_submissions"
  FOR EACH ROW WHEN (NEW.lead_id IS NOT NULL AND NEW.lead_id <> NEW.id)
  EXECUTE FUNCTION "form_submissions_child_lead_stage"();
