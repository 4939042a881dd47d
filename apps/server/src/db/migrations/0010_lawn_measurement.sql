ALTER TABLE "form_submissions" ADD COLUMN "lawn_area_sq_ft" integer;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "lawn_outlines" jsonb;
