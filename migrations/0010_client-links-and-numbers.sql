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
ALTER TABLE "quotes" ADD COLUMN "link_token" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "revoked_links" ADD CONSTRAINT "revoked_links_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revoked_links_quote_id_idx" ON "revoked_links" USING btree ("quote_id");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_link_token_unique" UNIQUE("link_token");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_number_unique" UNIQUE("number");--> statement-breakpoint
-- hand-written: the two columns above are added without NOT NULL (drizzle-kit writes NOT NULL, which a
-- table with rows refuses); existing quotes are backfilled here, then the columns become NOT NULL.
-- Links already e-mailed keep working: an existing quote's link token is its id. Numbers follow
-- creation order within each Toronto year, and each year's counter continues after them.
WITH numbered AS (
	SELECT "id",
		extract(year FROM "created_at" AT TIME ZONE 'America/Toronto')::int AS "year",
		row_number() OVER (PARTITION BY extract(year FROM "created_at" AT TIME ZONE 'America/Toronto') ORDER BY "created_at", "id") AS "position"
	FROM "quotes"
)
UPDATE "quotes" SET
	"link_token" = "quotes"."id"::text,
	"number" = 'Q-' || numbered."year" || '-' || lpad(numbered."position"::text, 4, '0')
FROM numbered WHERE numbered."id" = "quotes"."id";--> statement-breakpoint
INSERT INTO "quote_number_counters" ("year", "last")
	SELECT extract(year FROM "created_at" AT TIME ZONE 'America/Toronto')::int, count(*)::int FROM "quotes" GROUP BY 1;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "link_token" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "number" SET NOT NULL;
