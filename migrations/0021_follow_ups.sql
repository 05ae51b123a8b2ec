ALTER TYPE "public"."event_type" ADD VALUE 'follow_up.sent' BEFORE 'quote_request.created';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'follow_up.skipped' BEFORE 'quote_request.created';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'follow_up.review_link_opened' BEFORE 'quote_request.created';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'follow_up.marked_reviewed' BEFORE 'quote_request.created';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'mail.unsubscribed';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'mail.resubscribed';--> statement-breakpoint
CREATE TABLE "follow_up_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"google_review_url" text,
	"review_delay_days" integer DEFAULT 2 NOT NULL,
	"review_mode" text DEFAULT 'auto' NOT NULL,
	"reseal_months" integer DEFAULT 24 NOT NULL,
	"sealing_season_start" text DEFAULT '04-15' NOT NULL,
	"sealing_season_end" text DEFAULT '10-15' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_up_settings_one_row" CHECK ("follow_up_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "follow_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"due_on" date NOT NULL,
	"email" text NOT NULL,
	"skip_reason" text,
	"token" text NOT NULL,
	"sent_at" timestamp with time zone,
	"email_id" uuid,
	"click_count" integer DEFAULT 0 NOT NULL,
	"first_clicked_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_ups_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "mail_preferences" (
	"email" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"opted_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_preferences_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "maintenance_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "list_unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follow_ups_contract_kind_idx" ON "follow_ups" USING btree ("contract_id","kind");--> statement-breakpoint
CREATE INDEX "follow_ups_due_idx" ON "follow_ups" USING btree ("status","due_on");--> statement-breakpoint
CREATE INDEX "follow_ups_email_idx" ON "follow_ups" USING btree ("email","kind");