DROP INDEX "site_reviews_own_page_per_job";--> statement-breakpoint
ALTER TABLE "site_reviews" ADD COLUMN "origin" text DEFAULT 'business' NOT NULL;--> statement-breakpoint
-- A review is the client's own when our page recorded the client leaving it (the site.review_left
-- event of its job); one the owner entered with the source "Our website" stays the business's. The type is
-- compared as text: on a new database the enum value is added in the same transaction.
UPDATE "site_reviews" SET "origin" = 'client' WHERE "source" = 'Our website' AND "contract_id" IS NOT NULL AND EXISTS (SELECT 1 FROM "events" WHERE "events"."type"::text = 'site.review_left' AND "events"."contract_id" = "site_reviews"."contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_reviews_client_per_job" ON "site_reviews" USING btree ("contract_id") WHERE "site_reviews"."origin" = 'client';--> statement-breakpoint
ALTER TABLE "site_reviews" ADD CONSTRAINT "site_reviews_origin" CHECK ("site_reviews"."origin" in ('client', 'business'));--> statement-breakpoint
ALTER TABLE "site_reviews" ADD CONSTRAINT "site_reviews_client_has_job" CHECK ("site_reviews"."origin" <> 'client' or "site_reviews"."contract_id" is not null);
