ALTER TABLE "quotes" ADD COLUMN "line_items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "chosen_option_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "revision_of" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "replaced_by" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "changes_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "unopened_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "expiry_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "estimate_answers" jsonb;--> statement-breakpoint
-- Quotes sent before reminders existed were never promised any: no burst of reminders on upgrade.
UPDATE "quotes" SET "reminders_enabled" = false;
