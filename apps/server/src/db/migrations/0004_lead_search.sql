ALTER TABLE "form_submissions" ADD COLUMN "lead_search" text;--> statement-breakpoint
-- lead_search on roots: what the leads search reads instead of every record of the form. Fields
-- are joined with chr(31) and records with chr(30), so a search never matches across two values.
CREATE OR REPLACE FUNCTION "form_submissions_search_text"(name text, email text, phone text) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT lower(concat_ws(chr(31), name, email, phone, nullif(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), '')))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "form_submissions_root_lead_stage"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT
    CASE
      WHEN bool_or(s.is_upsell) THEN 'upsell'
      WHEN bool_or(s.response_status = 'accept') THEN 'accepted'
      WHEN bool_or(s.response_status = 'decline') THEN 'declined'
      WHEN bool_or(s.service_type IS NOT NULL AND (s.service_type <> 'mowing' OR s.yard_size IS NOT NULL)) THEN 'quoted'
      ELSE 'started'
    END,
    string_agg(DISTINCT form_submissions_search_text(s.customer_name, s.customer_email, s.customer_phone), chr(30))
  INTO NEW.lead_stage, NEW.lead_search
  FROM (
    SELECT o.is_upsell, o.response_status, o.service_type, o.yard_size, o.customer_name, o.customer_email, o.customer_phone
      FROM form_submissions AS o WHERE o.lead_id = NEW.id AND o.id <> NEW.id
    UNION ALL
    SELECT NEW.is_upsell, NEW.response_status, NEW.service_type, NEW.yard_size, NEW.customer_name, NEW.customer_email, NEW.customer_phone
  ) AS s;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "form_submissions_child_lead_stage"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE form_submissions AS root SET (lead_stage, lead_search) = (
    SELECT
      CASE
        WHEN bool_or(s.is_upsell) THEN 'upsell'
        WHEN bool_or(s.response_status = 'accept') THEN 'accepted'
        WHEN bool_or(s.response_status = 'decline') THEN 'declined'
        WHEN bool_or(s.service_type IS NOT NULL AND (s.service_type <> 'mowing' OR s.yard_size IS NOT NULL)) THEN 'quoted'
        ELSE 'started'
      END,
      string_agg(DISTINCT form_submissions_search_text(s.customer_name, s.customer_email, s.customer_phone), chr(30))
    FROM form_submissions AS s WHERE s.lead_id = NEW.lead_id
  )
  WHERE root.id = NEW.lead_id AND root.lead_id = root.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "form_submissions_root_lead_stage" ON "form_submissions";--> statement-breakpoint
DROP TRIGGER IF EXISTS "form_submissions_child_lead_stage" ON "form_submissions";--> statement-breakpoint
CREATE TRIGGER "form_submissions_root_lead_stage"
  BEFORE INSERT OR UPDATE OF lead_id, service_type, yard_size, response_status, is_upsell, customer_name, customer_email, customer_phone
  ON "form_submissions"
  FOR EACH ROW WHEN (NEW.lead_id = NEW.id)
  EXECUTE FUNCTION "form_submissions_root_lead_stage"();--> statement-breakpoint
CREATE TRIGGER "form_submissions_child_lead_stage"
  AFTER INSERT OR UPDATE OF lead_id, service_type, yard_size, response_status, is_upsell, customer_name, customer_email, customer_phone
  ON "form_submissions"
  FOR EACH ROW WHEN (NEW.lead_id IS NOT NULL AND NEW.lead_id <> NEW.id)
  EXECUTE FUNCTION "form_submissions_child_lead_stage"();--> statement-breakpoint
UPDATE "form_submissions" AS root SET "lead_search" = (
  SELECT string_agg(DISTINCT form_submissions_search_text(s.customer_name, s.customer_email, s.customer_phone), chr(30))
  FROM form_submissions AS s WHERE s.lead_id = root.id
)
WHERE root.id = root.lead_id;
