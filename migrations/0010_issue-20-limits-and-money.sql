ALTER TABLE "payments" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "changes_notice_email_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "changes_notice_at" timestamp with time zone;