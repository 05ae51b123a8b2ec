ALTER TYPE "public"."event_type" ADD VALUE 'visit.created' BEFORE 'quote_request.created';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'visit.proposed' BEFORE 'quote_request.created';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'visit.confirmed' BEFORE 'quote_request.created';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'visit.other_date_asked' BEFORE 'quote_request.created';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'visit.moved' BEFORE 'quote_request.created';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'visit.held' BEFORE 'quote_request.created';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'visit.cancelled' BEFORE 'quote_request.created';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'visit.completed' BEFORE 'quote_request.created';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'visit.reminder_sent' BEFORE 'quote_request.created';--> statement-breakpoint
CREATE TABLE "crews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"colour" text DEFAULT '#475569' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"client_visible" boolean DEFAULT true NOT NULL,
	"day" date,
	"start_time" text,
	"window_minutes" integer,
	"span_days" integer DEFAULT 1 NOT NULL,
	"crew_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"client_note" text DEFAULT '' NOT NULL,
	"internal_note" text DEFAULT '' NOT NULL,
	"ical_uid" text NOT NULL,
	"ical_sequence" integer DEFAULT 0 NOT NULL,
	"dated_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"last_delay_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_visits_ical_uid_unique" UNIQUE("ical_uid"),
	CONSTRAINT "job_visits_kind" CHECK ("job_visits"."kind" in ('excavation', 'forms', 'pour', 'stamp_wash', 'seal', 'cleanup', 'inspection')),
	CONSTRAINT "job_visits_status" CHECK ("job_visits"."status" in ('draft', 'proposed', 'confirmed', 'change_requested', 'rescheduled', 'on_hold', 'completed', 'cancelled')),
	CONSTRAINT "job_visits_span_days" CHECK ("job_visits"."span_days" between 1 and 10),
	CONSTRAINT "job_visits_window" CHECK ("job_visits"."window_minutes" is null or "job_visits"."window_minutes" between 1 and 720),
	CONSTRAINT "job_visits_delay_reason" CHECK ("job_visits"."last_delay_reason" is null or "job_visits"."last_delay_reason" in ('rain', 'cold', 'heat', 'wind', 'frozen_ground', 'supplier', 'crew', 'client_request', 'other'))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"link_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_link_token_unique" UNIQUE("link_token")
);
--> statement-breakpoint
CREATE TABLE "schedule_holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visit_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"note" text DEFAULT '' NOT NULL,
	"from_day" date,
	"to_day" date,
	"sequence" integer NOT NULL,
	"email_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"wait_for_deposit" boolean DEFAULT true NOT NULL,
	"feed_token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_settings_one_row" CHECK ("schedule_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "scheduled_messages" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"visit_id" uuid,
	"status" text NOT NULL,
	"skip_reason" text,
	"email_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_visits" ADD CONSTRAINT "job_visits_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_visits" ADD CONSTRAINT "job_visits_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_notices" ADD CONSTRAINT "schedule_notices_visit_id_job_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."job_visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_notices" ADD CONSTRAINT "schedule_notices_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_visit_id_job_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."job_visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_email_id_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_visits_job_id_idx" ON "job_visits" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_visits_day_idx" ON "job_visits" USING btree ("day");--> statement-breakpoint
CREATE INDEX "job_visits_crew_day_idx" ON "job_visits" USING btree ("crew_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_contract_id_idx" ON "jobs" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "schedule_notices_visit_id_idx" ON "schedule_notices" USING btree ("visit_id");--> statement-breakpoint
CREATE INDEX "scheduled_messages_visit_id_idx" ON "scheduled_messages" USING btree ("visit_id");--> statement-breakpoint
INSERT INTO "crews" ("name", "position") VALUES ('Crew A', 0);
