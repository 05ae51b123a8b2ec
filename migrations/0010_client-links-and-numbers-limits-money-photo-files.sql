CREATE TABLE "quote_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revoked_links" (
	"token" text PRIMARY KEY NOT NULL,
	"quote_id" uuid NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "changes_notice_email_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "changes_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "link_token" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "file" text;--> statement-breakpoint
ALTER TABLE "revoked_links" ADD CONSTRAINT "revoked_links_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revoked_links_quote_id_idx" ON "revoked_links" USING btree ("quote_id");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_link_token_unique" UNIQUE("link_token");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_number_unique" UNIQUE("number");--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_bytes_or_file" CHECK (num_nonnulls("uploads"."data", "uploads"."file") = 1);--> statement-breakpoint
-- hand-written: the two columns above are added without NOT NULL (drizzle-kit writes NOT NULL, which a
-- table with rows refuses); existing quotes are backfilled here, then the columns become NOT NULL.
-- Links already e-mailed keep working: an existing quote's link token is its id. Numbers follow
-- creation order within each Toronto year (four digits at least, never cut), and each year's counter
-- continues after them.
WITH numbered AS (
	SELECT "id",
		extract(year FROM "created_at" AT TIME ZONE 'America/Toronto')::int AS "year",
		row_number() OVER (PARTITION BY extract(year FROM "created_at" AT TIME ZONE 'America/Toronto') ORDER BY "created_at", "id") AS "position"
	FROM "quotes"
)
UPDATE "quotes" SET
	"link_token" = "quotes"."id"::text,
	"number" = 'Q-' || numbered."year" || '-' || lpad(numbered."position"::text, greatest(4, length(numbered."position"::text)), '0')
FROM numbered WHERE numbered."id" = "quotes"."id";--> statement-breakpoint
INSERT INTO "quote_number_counters" ("year", "last")
	SELECT extract(year FROM "created_at" AT TIME ZONE 'America/Toronto')::int, count(*)::int FROM "quotes" GROUP BY 1;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "link_token" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "number" SET NOT NULL;
