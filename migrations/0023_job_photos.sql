ALTER TABLE "uploads" DROP CONSTRAINT "uploads_one_owner";--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "contract_id" uuid;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_contract_id_idx" ON "uploads" USING btree ("contract_id");--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_one_owner" CHECK (num_nonnulls("uploads"."quote_request_id", "uploads"."quote_id", "uploads"."contract_id") = 1);