CREATE TABLE "form_versions" (
  "form_id" uuid NOT NULL REFERENCES "forms"("id") ON DELETE CASCADE,
  "version" integer NOT NULL,
  "document" jsonb NOT NULL,
  "published_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "form_versions_pk" PRIMARY KEY ("form_id", "version")
);--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "published_version" integer;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "form_version" integer;--> statement-breakpoint
-- Every form already live becomes version 1 of itself: visitors keep seeing what they saw.
INSERT INTO "form_versions" ("form_id", "version", "document", "published_at")
  SELECT "id", 1, jsonb_build_object('name', "name", 'description', "description", 'status', 'published',
      'formType', "form_type", 'version', "version", 'notificationSettings', "notification_settings",
      'customerFields', "customer_fields", 'services', "services", 'yardSizes', "yard_sizes",
      'customization', "customization", 'redirectSettings', "redirect_settings", 'upsellSettings', "upsell_settings"),
    coalesce("last_published_at", now())
  FROM "forms" WHERE "status" = 'published';--> statement-breakpoint
UPDATE "forms" SET "published_version" = 1 WHERE "status" = 'published';--> statement-breakpoint
-- The public routes now read the latest snapshot, so the working copy's columns no longer change
-- what a visitor sees: only going live or offline, a new snapshot, or a change of owner or id does.
DROP TRIGGER "forms_content_version" ON "forms";--> statement-breakpoint
CREATE TRIGGER "forms_content_version" BEFORE UPDATE OF "status", "published_version", "user_id", "id"
  ON "forms" FOR EACH ROW EXECUTE FUNCTION "forms_new_content_version"();
