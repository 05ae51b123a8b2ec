ALTER TABLE "uploads" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "file" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_bytes_or_file" CHECK (num_nonnulls("uploads"."data", "uploads"."file") = 1);