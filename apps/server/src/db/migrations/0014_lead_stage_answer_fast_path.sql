-- A later record of a lead (an answer, an upsell) moved its root's stage by aggregating every
-- record of the lead and writing both the stage and the search text again: about half of an
-- accept's time in PostgreSQL (decision 063). An inserted record can only raise the stage
-- (upsell > accepted > declined > quoted > started, the order of leadStage()), so the new stage
-- follows from the root's current one and the new record's columns; and when the record's name,
-- email and phone give the root's own search text, that text is already among the lead's, so the
-- search text cannot change. The root is locked first (as the UPDATE did), so a record of the
-- same lead committed meanwhile is seen. Anything else (an update of a record, other contact
-- details) takes the full computation as before.
CREATE OR REPLACE FUNCTION "form_submissions_child_lead_stage"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  current_stage text;
  same_text boolean;
  next_stage text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- The same three values need no text built (the usual answer copies its root's contact).
    SELECT root.lead_stage,
        (root.customer_name, root.customer_email, root.customer_phone)
            IS NOT DISTINCT FROM (NEW.customer_name, NEW.customer_email, NEW.customer_phone)
          OR form_submissions_search_text(root.customer_name, root.customer_email, root.customer_phone)
            = form_submissions_search_text(NEW.customer_name, NEW.customer_email, NEW.customer_phone)
      INTO current_stage, same_text
      FROM form_submissions AS root
      WHERE root.id = NEW.lead_id AND root.lead_id = root.id
      FOR NO KEY UPDATE;
    IF current_stage IS NOT NULL AND same_text THEN
      next_stage := CASE
        WHEN current_stage = 'upsell' OR NEW.is_upsell THEN 'upsell'
        WHEN current_stage = 'accepted' OR NEW.response_status = 'accept' THEN 'accepted'
        WHEN current_stage = 'declined' OR NEW.response_status = 'decline' THEN 'declined'
        WHEN current_stage = 'quoted'
          OR (NEW.service_type IS NOT NULL AND (NEW.service_type <> 'mowing' OR NEW.yard_size IS NOT NULL)) THEN 'quoted'
        ELSE 'started'
      END;
      IF next_stage <> current_stage THEN
        UPDATE form_submissions AS root SET lead_stage = next_stage WHERE root.id = NEW.lead_id;
      END IF;
      RETURN NULL;
    END IF;
  END IF;
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
$$;
