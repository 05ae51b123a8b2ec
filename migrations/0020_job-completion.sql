ALTER TYPE "public"."event_type" ADD VALUE 'job.completed' BEFORE 'quote_request.created';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'job.completion_undone' BEFORE 'quote_request.created';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'warranty.issued' BEFORE 'quote_request.created';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'warranty.voided' BEFORE 'quote_request.created';--> statement-breakpoint
CREATE TABLE "job_completions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"completed_on" date NOT NULL,
	"pour_day" date NOT NULL,
	"checklist" jsonb NOT NULL,
	"completed_by" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" text,
	"undo_reason" text
);
--> statement-breakpoint
CREATE TABLE "warranty_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"contract_id" uuid NOT NULL,
	"completion_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"record_text" text NOT NULL,
	"record_hash" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"certificate_sha256" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_before_payment_by" text,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	CONSTRAINT "warranty_certificates_sequence_unique" UNIQUE("sequence"),
	CONSTRAINT "warranty_certificates_number_unique" UNIQUE("number"),
	CONSTRAINT "warranty_certificates_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
CREATE TABLE "warranty_terms" (
	"version" integer PRIMARY KEY NOT NULL,
	"years" integer NOT NULL,
	"title" text NOT NULL,
	"coverage" jsonb NOT NULL,
	"exclusions" jsonb NOT NULL,
	"how_to_claim" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_completions" ADD CONSTRAINT "job_completions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_certificates" ADD CONSTRAINT "warranty_certificates_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_certificates" ADD CONSTRAINT "warranty_certificates_completion_id_job_completions_id_fk" FOREIGN KEY ("completion_id") REFERENCES "public"."job_completions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_completions_standing_idx" ON "job_completions" USING btree ("contract_id") WHERE "job_completions"."undone_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_certificates_standing_idx" ON "warranty_certificates" USING btree ("completion_id") WHERE "warranty_certificates"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "warranty_certificates_contract_idx" ON "warranty_certificates" USING btree ("contract_id");