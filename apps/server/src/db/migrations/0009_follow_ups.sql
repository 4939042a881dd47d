ALTER TABLE "forms" ADD COLUMN "follow_up_settings" jsonb;--> statement-breakpoint
CREATE TABLE "lead_follow_ups" (
  "lead_id" uuid PRIMARY KEY NOT NULL REFERENCES "form_submissions"("id") ON DELETE CASCADE,
  "form_id" uuid NOT NULL REFERENCES "forms"("id") ON DELETE CASCADE,
  "email" text NOT NULL,
  "status" text NOT NULL,
  "resume_token_hash" text,
  "unsubscribe_token_hash" text,
  "resume_expires_at" timestamp with time zone,
  "sent_at" timestamp with time zone NOT NULL,
  "came_back_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "lead_follow_ups_resume_idx" ON "lead_follow_ups" ("resume_token_hash");--> statement-breakpoint
CREATE INDEX "lead_follow_ups_unsubscribe_idx" ON "lead_follow_ups" ("unsubscribe_token_hash");--> statement-breakpoint
CREATE TABLE "follow_up_unsubscribes" (
  "user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "email" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "follow_up_unsubscribes_pk" PRIMARY KEY ("user_id", "email")
);
--> statement-breakpoint
CREATE TABLE "sms_settings" (
  "user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "phone" text NOT NULL,
  "verified_at" timestamp with time zone,
  "code_hash" text,
  "code_expires_at" timestamp with time zone,
  "code_attempts" integer DEFAULT 0 NOT NULL,
  "codes_sent" integer DEFAULT 0 NOT NULL,
  "codes_window_start" timestamp with time zone,
  "alerts_enabled" boolean DEFAULT true NOT NULL,
  "customer_confirmation" boolean DEFAULT false NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
