CREATE TABLE "contract_documents" (
	"contract_id" uuid PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"certificate_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_documents_sha256_idx" ON "contract_documents" USING btree ("sha256");