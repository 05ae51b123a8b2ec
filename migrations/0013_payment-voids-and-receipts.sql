ALTER TYPE "public"."event_type" ADD VALUE 'payment.voided' BEFORE 'quote_request.created';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'payment.balance_requested' BEFORE 'quote_request.created';--> statement-breakpoint
CREATE TABLE "payment_voids" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"voided_by" text NOT NULL,
	"voided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_number_counter" (
	"id" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_number" integer;--> statement-breakpoint
-- Payments recorded before receipts were numbered take 1, 2, 3... in the order the money came in
-- (same day: the order they were recorded), and the counter continues after the last of them.
UPDATE "payments" SET "receipt_number" = "numbered"."n"
  FROM (SELECT "id", row_number() OVER (ORDER BY "paid_on", "created_at", "id") AS "n" FROM "payments") AS "numbered"
  WHERE "payments"."id" = "numbered"."id";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "receipt_number" SET NOT NULL;--> statement-breakpoint
INSERT INTO "receipt_number_counter" ("id", "last") SELECT 1, count(*) FROM "payments";--> statement-breakpoint
ALTER TABLE "payment_voids" ADD CONSTRAINT "payment_voids_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_number_unique" UNIQUE("receipt_number");