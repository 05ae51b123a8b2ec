CREATE TABLE "revoked_schedule_links" (
	"token" text PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"visit_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"preferred_days" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"notice_email_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "requests_notice_email_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "requests_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "revoked_schedule_links" ADD CONSTRAINT "revoked_schedule_links_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_requests" ADD CONSTRAINT "schedule_requests_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_requests" ADD CONSTRAINT "schedule_requests_visit_id_job_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."job_visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_requests" ADD CONSTRAINT "schedule_requests_notice_email_id_emails_id_fk" FOREIGN KEY ("notice_email_id") REFERENCES "public"."emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revoked_schedule_links_job_id_idx" ON "revoked_schedule_links" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "schedule_requests_job_id_idx" ON "schedule_requests" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "schedule_requests_notice_email_id_idx" ON "schedule_requests" USING btree ("notice_email_id");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_requests_notice_email_id_emails_id_fk" FOREIGN KEY ("requests_notice_email_id") REFERENCES "public"."emails"("id") ON DELETE set null ON UPDATE no action;