ALTER TABLE "quotes" ADD COLUMN "changes_notice_email_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "changes_notice_at" timestamp with time zone;