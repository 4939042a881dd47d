-- Service area (docs/decisions/120): the form's area (ZIP codes, a radius, drawn areas, travel
-- bands) and, on each lead, the point the server placed the visitor's address at and whether that
-- was outside the area (kept as a lead the owner can include later, never dropped).
ALTER TABLE "forms" ADD COLUMN "service_area" jsonb;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "location" jsonb;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "outside_area" boolean DEFAULT false NOT NULL;
