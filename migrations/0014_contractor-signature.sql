CREATE TABLE "contractor_signature" (
	"id" text PRIMARY KEY DEFAULT 'business' NOT NULL,
	"signer_name" text NOT NULL,
	"signature_data" text NOT NULL,
	"signature_sha256" text NOT NULL,
	"signature_width" integer NOT NULL,
	"signature_height" integer NOT NULL,
	"set_by" text NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contractor_signature_one_row" CHECK ("contractor_signature"."id" = 'business')
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "business_signature_data" text;