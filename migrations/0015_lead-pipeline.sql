CREATE TYPE "public"."lost_reason" AS ENUM('price', 'timing', 'other_contractor', 'no_response', 'other', 'before_stages');--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'quote_request.follow_up_changed' BEFORE 'admin.password_changed';--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "site_visit_on" date;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "site_visit_time" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "lost_reason" "lost_reason";--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "lost_note" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "stage_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "quote_requests" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
DROP TYPE "public"."quote_request_status";--> statement-breakpoint
CREATE TYPE "public"."quote_request_status" AS ENUM('new', 'contacted', 'site_visit', 'quoted', 'won', 'lost');--> statement-breakpoint
-- Old statuses (docs/decisions/0130): new and quoted stay; a closed lead with a signed contract on one
-- of its quotes is won, any other closed lead lost with the reason "Closed before stages". Each
-- conversion is written to the lead's history.
INSERT INTO "events" ("type", "quote_request_id", "data")
SELECT 'quote_request.status_changed', "quote_requests"."id",
  jsonb_build_object('from', 'closed', 'to', CASE WHEN EXISTS (
    SELECT 1 FROM "quotes" JOIN "contracts" ON "contracts"."quote_id" = "quotes"."id" WHERE "quotes"."quote_request_id" = "quote_requests"."id"
  ) THEN 'won' ELSE 'lost' END, 'by', 'conversion to stages')
FROM "quote_requests" WHERE "status" = 'closed';--> statement-breakpoint
UPDATE "quote_requests" SET "status" = 'won' WHERE "status" = 'closed' AND EXISTS (
  SELECT 1 FROM "quotes" JOIN "contracts" ON "contracts"."quote_id" = "quotes"."id" WHERE "quotes"."quote_request_id" = "quote_requests"."id"
);--> statement-breakpoint
UPDATE "quote_requests" SET "status" = 'lost', "lost_reason" = 'before_stages' WHERE "status" = 'closed';--> statement-breakpoint
ALTER TABLE "quote_requests" ALTER COLUMN "status" SET DATA TYPE "public"."quote_request_status" USING "status"::"public"."quote_request_status";--> statement-breakpoint
ALTER TABLE "quote_requests" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."quote_request_status";--> statement-breakpoint
CREATE INDEX "events_quote_request_id_idx" ON "events" USING btree ("quote_request_id");--> statement-breakpoint
CREATE INDEX "quote_requests_status_created_at_idx" ON "quote_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_follow_up_on_idx" ON "quote_requests" USING btree ("follow_up_on");