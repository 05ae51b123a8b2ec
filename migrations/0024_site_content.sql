CREATE TABLE "site_image_variants" (
	"image_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "site_image_variants_image_id_width_format_pk" PRIMARY KEY("image_id","width","format")
);
--> statement-breakpoint
CREATE TABLE "site_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" integer[] NOT NULL,
	"version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_projects" (
	"id" text PRIMARY KEY NOT NULL,
	"built_in" boolean NOT NULL,
	"contract_id" uuid,
	"published" boolean DEFAULT true NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"categories" text[] NOT NULL,
	"short_description" text NOT NULL,
	"alt" text NOT NULL,
	"location" text,
	"project_date" date NOT NULL,
	"type" text NOT NULL,
	"images" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote" text NOT NULL,
	"first_name" text NOT NULL,
	"city" text NOT NULL,
	"rating" integer NOT NULL,
	"review_date" date NOT NULL,
	"source" text NOT NULL,
	"consent_to_quote" boolean NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"contract_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_reviews_rating" CHECK ("site_reviews"."rating" between 1 and 5),
	CONSTRAINT "site_reviews_published_with_consent" CHECK (not "site_reviews"."published" or "site_reviews"."consent_to_quote")
);
--> statement-breakpoint
CREATE TABLE "site_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"project_order" text[],
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_state_one_row" CHECK ("site_state"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "site_image_variants" ADD CONSTRAINT "site_image_variants_image_id_site_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."site_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_projects" ADD CONSTRAINT "site_projects_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_reviews" ADD CONSTRAINT "site_reviews_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_projects_slug" ON "site_projects" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "site_projects_contract" ON "site_projects" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "site_reviews_contract" ON "site_reviews" USING btree ("contract_id");