-- Pricing beyond mowing (decision 097): the form's minimum charge, sales tax and promo codes
-- (null on older forms: read as none), and how many accepted quotes used each promo code,
-- counted by the accept with one conditional upsert so parallel accepts never exceed a limit.
CREATE TABLE "promo_code_uses" (
	"form_id" uuid NOT NULL,
	"code_id" text NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promo_code_uses_pk" PRIMARY KEY("form_id","code_id")
);
--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "pricing_settings" jsonb;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;