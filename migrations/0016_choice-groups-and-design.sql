CREATE TABLE "design_catalogue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"maker" text DEFAULT '' NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"swatch" "bytea",
	"swatch_type" text,
	"swatch_sha256" text,
	"position" integer DEFAULT 0 NOT NULL,
	"retired" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_catalogue_kind" CHECK ("design_catalogue"."kind" in ('pattern', 'base_colour', 'release_colour', 'border', 'sealer_finish'))
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "choice_groups" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "design" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "design_by_client" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "design_catalogue_kind_idx" ON "design_catalogue" USING btree ("kind","position");