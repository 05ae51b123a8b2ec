ALTER TYPE "public"."event_type" ADD VALUE 'change_order.created' BEFORE 'quote_request.created';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'change_order.sent' BEFORE 'quote_request.created';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'change_order.signed' BEFORE 'quote_request.created';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'change_order.declined' BEFORE 'quote_request.created';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'change_order.voided' BEFORE 'quote_request.created';--> statement-breakpoint
CREATE TABLE "change_order_documents" (
	"change_order_id" uuid PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"certificate_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"sequence" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"reason" text NOT NULL,
	"summary" text NOT NULL,
	"lines" jsonb NOT NULL,
	"payment" jsonb NOT NULL,
	"valid_days" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	"link_token" text,
	"version" integer DEFAULT 1 NOT NULL,
	"expires_on" date,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"signer_name" text,
	"signing_context" text,
	"signature_data" text,
	"record_text" text,
	"record_hash" text,
	"declined_at" timestamp with time zone,
	"decline_message" text,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"voided_by" text,
	CONSTRAINT "change_orders_link_token_unique" UNIQUE("link_token"),
	CONSTRAINT "change_orders_status" CHECK ("change_orders"."status" in ('draft', 'sent', 'signed', 'declined', 'voided')),
	CONSTRAINT "change_orders_reason" CHECK ("change_orders"."reason" in ('client_request', 'site_condition', 'design_change', 'scope_reduction', 'other')),
	CONSTRAINT "change_orders_sent_numbered" CHECK (("change_orders"."status" = 'draft') = ("change_orders"."sequence" is null))
);
--> statement-breakpoint
ALTER TABLE "change_order_documents" ADD CONSTRAINT "change_order_documents_change_order_id_change_orders_id_fk" FOREIGN KEY ("change_order_id") REFERENCES "public"."change_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_orders" ADD CONSTRAINT "change_orders_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "change_order_documents_sha256_idx" ON "change_order_documents" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "change_orders_contract_sequence_idx" ON "change_orders" USING btree ("contract_id","sequence");--> statement-breakpoint
CREATE INDEX "change_orders_contract_idx" ON "change_orders" USING btree ("contract_id","created_at");