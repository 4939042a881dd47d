-- A new root record usually starts its lead: with no other record of the lead yet, its stage and
-- search text come from its own columns, without the aggregate over the lead's records (about a
-- tenth of the cost of storing a lead). Anything else takes the full computation as before.
CREATE OR REPLACE FUNCTION "form_submissions_root_lead_stage"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NOT EXISTS (SELECT 1 FROM form_submissions AS o WHERE o.lead_id = NEW.id AND o.id <> NEW.id) THEN
    NEW.lead_stage := CASE
      WHEN NEW.is_upsell THEN 'upsell'
      WHEN NEW.response_status = 'accept' THEN 'accepted'
      WHEN NEW.response_status = 'decline' THEN 'declined'
      WHEN NEW.service_type IS NOT NULL AND (NEW.service_type <> 'mowing' OR NEW.yard_size IS NOT NULL) THEN 'quoted'
      ELSE 'started'
    END;
    NEW.lead_search := form_submissions_search_text(NEW.customer_name, NEW.customer_email, NEW.customer_phone);
    RETURN NEW;
  END IF;
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
$$;
