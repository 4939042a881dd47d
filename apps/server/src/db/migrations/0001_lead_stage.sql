ALTER TABLE "form_submissions" ADD COLUMN "lead_stage" text;--> statement-breakpoint
CREATE INDEX "form_submissions_leads_idx" ON "form_submissions" USING btree ("form_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "form_submissions"."lead_stage" is not null;--> statement-breakpoint
CREATE INDEX "form_submissions_leads_stage_idx" ON "form_submissions" USING btree ("form_id","lead_stage","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "form_submissions"."lead_stage" is not null;--> statement-breakpoint
-- The lead stage mirrors leadStage() in packages/form-schema/src/lead-stage.ts (the leads tests
-- compare the two): upsell, then the visitor's answer, then quoted once a service (and for
-- mowing a yard size) was chosen, else started. It lives on the root (consent) record only.
CREATE OR REPLACE FUNCTION "form_submissions_refresh_lead_stage"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.lead_id IS NULL THEN
    RETURN NULL;
  END IF;
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
  WHERE root.id = NEW.lead_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "form_submissions_lead_stage"
  AFTER INSERT OR UPDATE OF lead_id, service_type, yard_size, response_status, is_upsell ON "form_submissions"
  FOR EACH ROW EXECUTE FUNCTION "form_submissions_refresh_lead_stage"();--> statement-breakpoint
UPDATE "form_submissions" SET "lead_id" = "id" WHERE "lead_id" IS NULL AND "parent_submission_id" IS NULL;--> statement-breakpoint
UPDATE "form_submissions" AS root SET "lead_stage" = (
  SELECT CASE
    WHEN bool_or(s.is_upsell) THEN 'upsell'
    WHEN bool_or(s.response_status = 'accept') THEN 'accepted'
    WHEN bool_or(s.response_status = 'decline') THEN 'declined'
    WHEN bool_or(s.service_type IS NOT NULL AND (s.service_type <> 'mowing' OR s.yard_size IS NOT NULL)) THEN 'quoted'
    ELSE 'started'
  END
  FROM form_submissions AS s WHERE s.lead_id = root.id
)
WHERE root.id = root.lead_id;
