CREATE TYPE "public"."quote_request_status" AS ENUM('new', 'quoted', 'closed');--> statement-breakpoint
CREATE TYPE "public"."quote_status" AS ENUM('pending', 'accepted', 'rejected');--> statement-breakpoint
ALTER TABLE "quote_requests" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "quote_requests" ALTER COLUMN "status" SET DATA TYPE "public"."quote_request_status" USING "status"::"public"."quote_request_status";--> statement-breakpoint
ALTER TABLE "quote_requests" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."quote_request_status";--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "status" SET DATA TYPE "public"."quote_status" USING "status"::"public"."quote_status";--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."quote_status";
