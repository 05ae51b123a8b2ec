/**
 * The site's own content kept in the database so the owner can change it without a rebuild: projects
 * (the owner's edits of the built-in ones, and finished jobs published from the tool), the photos made
 * for them, reviews, and one row that numbers every published change of the site. Re-exported by
 * shared/schema.ts. The rules are in shared/site/content.ts.
 */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bytea } from "../schema-columns";
import { contracts } from "../schema";
import { projectTypes, reviewOrigins, reviewSources, siteProjectCategories } from "./content-shapes";

/** The files each site photo is stored as (server/features/site/site-images.ts). */
export const siteImageFormats = ["avif", "webp", "jpg"] as const;
export type SiteImageFormat = (typeof siteImageFormats)[number];

/** Closed sets are Postgres enums (decisions 0122, 0155). */
export const reviewOriginEnum = pgEnum("review_origin", reviewOrigins);
export const reviewSourceEnum = pgEnum("review_source", reviewSources);
export const siteProjectCategoryEnum = pgEnum("site_project_category", siteProjectCategories);
export const siteProjectTypeEnum = pgEnum("site_project_type", projectTypes);
export const siteImageFormatEnum = pgEnum("site_image_format", siteImageFormats);

/**
 * One row (id 1). `version` grows by one with every change a visitor could see, in the same
 * transaction as the change, so a server that sees a version sees all of it and renders its pages
 * again. `projectOrder` is the owner's order of the projects (null: newest first by date).
 */
export const siteState = pgTable(
  "site_state",
  {
    id: integer("id").primaryKey().default(1),
    version: integer("version").notNull().default(0),
    projectOrder: text("project_order").array(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [check("site_state_one_row", sql`${table.id} = 1`)],
);

/**
 * A project as the site shows it. A built-in project (its id from the site's own list, "p01") has a
 * row only once the owner changed it; the row then holds the whole project. A published job has an
 * id "job-…" and its contract; a job is published at most once (the unique index).
 */
export const siteProjects = pgTable(
  "site_projects",
  {
    id: text("id").primaryKey(),
    builtIn: boolean("built_in").notNull(),
    contractId: uuid("contract_id").references(() => contracts.id),
    published: boolean("published").notNull().default(true),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    categories: siteProjectCategoryEnum("categories").array().notNull(),
    shortDescription: text("short_description").notNull(),
    alt: text("alt").notNull(),
    location: text("location"),
    projectDate: date("project_date", { mode: "string" }).notNull(),
    type: siteProjectTypeEnum("type").notNull(),
    /** Image names: a built-in photo's ("stamped-fan-grey") or one made here ("site-<uuid>"); the first is the cover. */
    images: jsonb("images").$type<string[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [uniqueIndex("site_projects_slug").on(table.slug), uniqueIndex("site_projects_contract").on(table.contractId)],
);

/** A photo made for the site from an uploaded one: its size and the widths its variants were made at. */
export const siteImages = pgTable("site_images", {
  id: uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  widths: integer("widths").array().notNull(),
  /** A hash of the photo: its addresses carry it, so a year-long cache never shows an old one. */
  version: text("version").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).defaultNow().notNull(),
});

/**
 * One file of a site photo: AVIF and WebP at every width, a JPEG at the fallback width, and at width 0
 * the AVIF preview a page inlines when the photo is its main image (never served as a file).
 */
export const siteImageVariants = pgTable(
  "site_image_variants",
  {
    imageId: uuid("image_id")
      .notNull()
      .references(() => siteImages.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    format: siteImageFormatEnum("format").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (table) => [primaryKey({ columns: [table.imageId, table.width, table.format] })],
);

/**
 * A review the business received, recorded by the owner or left by a client on their job's review
 * page. Only a published review whose client agreed to be quoted is ever shown.
 */
export const siteReviews = pgTable(
  "site_reviews",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    quote: text("quote").notNull(),
    firstName: text("first_name").notNull(),
    city: text("city").notNull(),
    rating: integer("rating").notNull(),
    reviewDate: date("review_date", { mode: "string" }).notNull(),
    source: reviewSourceEnum("source").notNull(),
    consentToQuote: boolean("consent_to_quote").notNull(),
    published: boolean("published").notNull().default(false),
    /** The job it is about, when known: the review then shows on that job's project page. */
    contractId: uuid("contract_id").references(() => contracts.id),
    /**
     * Who wrote it down: "client" for a review the client left on their own page (/w/), whose words,
     * rating, name and consent the owner cannot change; "business" for one the owner entered.
     */
    origin: reviewOriginEnum("origin").notNull().default("business"),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    check("site_reviews_rating", sql`${table.rating} between 1 and 5`),
    // Published means quoted on the site: never without the client's agreement.
    check("site_reviews_published_with_consent", sql`not ${table.published} or ${table.consentToQuote}`),
    index("site_reviews_contract").on(table.contractId),
    // A client's own review is always about their job.
    check("site_reviews_client_has_job", sql`${table.origin} <> 'client' or ${table.contractId} is not null`),
    // A client writes one review of a job on our own page, however often the form is sent; what the
    // owner enters never takes that place.
    uniqueIndex("site_reviews_client_per_job")
      .on(table.contractId)
      .where(sql`${table.origin} = 'client'`),
  ],
);
