ALTER TABLE "forms" ADD COLUMN "content_version" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
-- Fires when an UPDATE names any column the public form reads, so every writer (owner API, admin
-- media migration, plain SQL) gives the row a new version; view and submission counters
-- (analytics_data) do not.
CREATE OR REPLACE FUNCTION "forms_new_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.content_version := gen_random_uuid();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "forms_content_version" BEFORE UPDATE OF "name", "description", "status", "form_type", "version",
  "notification_settings", "customer_fields", "services", "yard_sizes", "customization", "redirect_settings",
  "upsell_settings", "user_id", "id"
  ON "forms" FOR EACH ROW EXECUTE FUNCTION "forms_new_content_version"();
