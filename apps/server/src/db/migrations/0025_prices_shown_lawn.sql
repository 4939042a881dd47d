-- Each price shown also keeps the lawn it was priced for (decision 093): the area the server
-- computed and the outlines drawn, so a follow-up link can reopen the quote with its outline.
ALTER TABLE "lead_prices_shown" ADD COLUMN "lawn_area_sq_ft" integer;--> statement-breakpoint
ALTER TABLE "lead_prices_shown" ADD COLUMN "lawn_outlines" jsonb;
