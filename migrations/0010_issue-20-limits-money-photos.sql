ALTER TABLE "payments" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "changes_notice_email_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "changes_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "file" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_bytes_or_file" CHECK (num_nonnulls("uploads"."data", "uploads"."file") = 1);