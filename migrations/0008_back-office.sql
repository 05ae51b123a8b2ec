CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"paid_on" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "quote_request_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_contract_id_idx" ON "payments" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "quote_requests_email_idx" ON "quote_requests" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "quote_requests_phone_idx" ON "quote_requests" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "quotes_status_created_at_idx" ON "quotes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "quotes_quote_request_id_idx" ON "quotes" USING btree ("quote_request_id");--> statement-breakpoint
-- Quotes priced from a lead before the link was a column: the lead is named in their creation event.
UPDATE "quotes" SET "quote_request_id" = ("events"."data"->>'quoteRequestId')::uuid FROM "events" WHERE "events"."quote_id" = "quotes"."id" AND "events"."type" = 'quote.created' AND "events"."data" ? 'quoteRequestId';
