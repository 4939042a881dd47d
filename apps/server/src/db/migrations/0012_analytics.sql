ALTER TABLE "form_submissions" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "hidden_fields" jsonb;--> statement-breakpoint
CREATE TABLE "form_view_events" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "form_id" uuid NOT NULL REFERENCES "forms"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "source" jsonb
);--> statement-breakpoint
CREATE INDEX "form_view_events_form_created_idx" ON "form_view_events" ("form_id", "created_at");--> statement-breakpoint
CREATE TABLE "lead_steps" (
  "lead_id" uuid NOT NULL REFERENCES "form_submissions"("id") ON DELETE CASCADE,
  "form_id" uuid NOT NULL REFERENCES "forms"("id") ON DELETE CASCADE,
  "step" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "lead_steps_pk" PRIMARY KEY ("lead_id", "step")
);--> statement-breakpoint
CREATE INDEX "lead_steps_form_created_idx" ON "lead_steps" ("form_id", "created_at");
