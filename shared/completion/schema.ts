/**
 * The end of a job: its completion (the hand-over), the owner's versioned warranty text, and the
 * warranty certificates issued from them. Re-exported by shared/schema.ts (one schema for Drizzle).
 * The date rules are in shared/completion/dates.ts, the inputs in shared/completion/input.ts.
 */
import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { contracts } from "../schema";
import { bytea } from "../schema-columns";

/** What the crew confirms at hand-over. */
export type CompletionChecklist = {
  jointsCut: boolean;
  releasedAndWashed: boolean;
  sealedOnSite: boolean;
  sealedOn: string | null;
  cleanedUp: boolean;
};

/**
 * A job marked complete. At most one standing completion per contract (the partial unique index);
 * undoing one keeps its row with when, why and by whom, and a new completion is a new row.
 */
export const jobCompletions = pgTable(
  "job_completions",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id),
    completedOn: date("completed_on", { mode: "string" }).notNull(),
    /** The pour day the aftercare guide counts from (the completion day when no pour was scheduled). */
    pourDay: date("pour_day", { mode: "string" }).notNull(),
    checklist: jsonb("checklist").$type<CompletionChecklist>().notNull(),
    completedBy: text("completed_by").notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    undoneBy: text("undone_by"),
    undoReason: text("undo_reason"),
  },
  (table) => [
    uniqueIndex("job_completions_standing_idx")
      .on(table.contractId)
      .where(sql`${table.undoneAt} is null`),
  ],
);

/** The owner's warranty text: each save is a new version; certificates copy the version they were issued under. */
export const warrantyTerms = pgTable("warranty_terms", {
  version: integer("version").primaryKey(),
  years: integer("years").notNull(),
  title: text("title").notNull(),
  coverage: jsonb("coverage").$type<string[]>().notNull(),
  exclusions: jsonb("exclusions").$type<string[]>().notNull(),
  howToClaim: jsonb("how_to_claim").$type<string[]>().notNull(),
  createdBy: text("created_by").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

/**
 * An issued warranty certificate: its number (one sequence over every certificate, never reused),
 * its frozen record and digitally signed PDF. A certificate is voided (never deleted) when the
 * completion it was issued on is undone; /api/verify then says so with the reason.
 */
export const warrantyCertificates = pgTable(
  "warranty_certificates",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    sequence: integer("sequence").notNull().unique(),
    number: text("number").notNull().unique(),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id),
    completionId: uuid("completion_id")
      .notNull()
      .references(() => jobCompletions.id),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    recordText: text("record_text").notNull(),
    recordHash: text("record_hash").notNull(),
    pdf: bytea("pdf").notNull(),
    sha256: text("sha256").notNull().unique(),
    certificateSha256: text("certificate_sha256").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** The admin who issued it before the balance was paid; null when issued on payment in full. */
    issuedBeforePaymentBy: text("issued_before_payment_by"),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidReason: text("void_reason"),
  },
  (table) => [
    uniqueIndex("warranty_certificates_standing_idx")
      .on(table.completionId)
      .where(sql`${table.voidedAt} is null`),
    index("warranty_certificates_contract_idx").on(table.contractId),
  ],
);

export type JobCompletion = typeof jobCompletions.$inferSelect;
export type WarrantyTermsRow = typeof warrantyTerms.$inferSelect;
export type WarrantyCertificate = typeof warrantyCertificates.$inferSelect;
