/**
 * The one source of every data shape: Drizzle tables, and the drizzle-zod insert schemas built from
 * them with the field rules of shared/field-rules.ts. The API parses requests with these schemas;
 * the browser's forms use the same rules without loading Drizzle.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  json,
} from "drizzle-orm/pg-core";
import { createInsertSchema } from "drizzle-zod";
import { bytea } from "./schema-columns";
import { breaksOneLine } from "./text-characters";
import { z } from "zod";
import type * as zm from "zod/mini";
import { auditEventTypes } from "./audit-events";
import { estimateAnswersSchema, type EstimateAnswers } from "./estimate-answers";
import { discountFieldSchema, lineItemUnits, lineItemsSchema, type LineItem } from "./line-items";
import { contractRules, loginSchema, quoteDecisionSchema, quoteFieldRules, quoteRequestRules, seenQuoteVersion } from "./field-rules";
import { quoteStatuses } from "./quote-lifecycle";
import { choiceGroupsSchema, type ChoiceGroup } from "./choice-groups";
import { catalogueKinds, designInputSchema, type DesignSelection } from "./design-catalogue";
import { choosableLostReasons, isTimeOfDay, leadStages, lostNoteMaxLength, lostReasons, type LeadStage } from "./lead-stages";

/**
 * The field rules are zod/mini schemas (small in the browser). drizzle-zod places a refinement schema
 * into the insert schema unchanged, and mini and classic schemas share zod's core, so they work
 * as they are; only drizzle-zod's types ask for classic schemas, which this adapter states.
 */
function asRefinements<Rules extends Record<string, zm.ZodMiniType>>(rules: Rules) {
  return rules as unknown as { [Key in keyof Rules]: z.ZodType<zm.output<Rules[Key]>, zm.input<Rules[Key]>> };
}

const createdAt = () => timestamp("created_at", { withTimezone: true }).defaultNow().notNull();
const id = () =>
  uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`);

/** A lead's stage along the pipeline (shared/lead-stages.ts). */
export const quoteRequestStatuses = leadStages;
export type QuoteRequestStatus = LeadStage;
export const lostReasonEnum = pgEnum("lost_reason", lostReasons);

/** Stored statuses are Postgres enums: the database itself refuses a status the code does not know. */
export const quoteStatusEnum = pgEnum("quote_status", quoteStatuses);
export const quoteRequestStatusEnum = pgEnum("quote_request_status", quoteRequestStatuses);

/** Where a quote came from: priced by the admin, or sent unpriced from the public estimate form. */
export const quoteSources = ["admin", "estimate"] as const;
export type QuoteSource = (typeof quoteSources)[number];
export const quoteSourceEnum = pgEnum("quote_source", quoteSources);

/**
 * The outbox's stored states: waiting (or retrying after a failure), held by a sender under a lease,
 * delivered. "Failing" in the admin's list is derived (not sent, with a last error), never stored.
 */
export const emailStatuses = ["pending", "sending", "sent"] as const;
export type EmailStatus = (typeof emailStatuses)[number];
export const emailStatusEnum = pgEnum("email_status", emailStatuses);

/**
 * Every kind of audit event (shared/audit-events.ts). A new kind is a new value: drizzle-kit writes
 * its `ALTER TYPE ... ADD VALUE` migration from this list (docs/decisions/0122).
 */
export const eventTypeEnum = pgEnum("event_type", auditEventTypes);

/** A price book item's unit and a design catalogue entry's kind, closed sets too (decision 0155). */
export const lineItemUnitEnum = pgEnum("line_item_unit", lineItemUnits);
export const catalogueKindEnum = pgEnum("catalogue_kind", catalogueKinds);

// ---------------------------------------------------------------------------------------------
// The product's tables: users, quote requests, quotes and contracts
// ---------------------------------------------------------------------------------------------

export const users = pgTable("users", {
  id: id(),
  /** The admin's e-mail address, stored lower-case. */
  username: text("username").notNull().unique(),
  /** scrypt hash, never the password itself. */
  password: text("password").notNull(),
  /**
   * Goes up by one whenever the password changes. Every admin session holds the version it signed in
   * with and is ended when it no longer matches, on every server.
   */
  credentialVersion: integer("credential_version").notNull().default(1),
  createdAt: createdAt(),
});

export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: id(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    city: text("city").notNull(),
    projectType: text("project_type").notNull(),
    sqFt: integer("sq_ft"),
    timeline: text("timeline"),
    message: text("message"),
    /** The street address, when the visitor gave it (optional on the quick form). */
    address: text("address"),
    /** `/api/uploads/{id}` of each photo sent with the request. */
    photoUrls: text("photo_urls")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    consent: boolean("consent").notNull().default(false),
    createdAt: createdAt(),
    status: quoteRequestStatusEnum("status").notNull().default("new"),
    /** The booked site visit: its Toronto calendar day and, when agreed, its time ("HH:MM"). Kept after the stage moves on. */
    siteVisitOn: date("site_visit_on", { mode: "string" }),
    siteVisitTime: text("site_visit_time"),
    /** Why a lost lead was lost, and the owner's few words (required for "other"). */
    lostReason: lostReasonEnum("lost_reason"),
    lostNote: text("lost_note"),
    /** The Toronto day the owner means to call back; cleared once the lead is won or lost. */
    followUpOn: date("follow_up_on", { mode: "string" }),
    /** When the stage last changed (the history is the lead's events). */
    stageChangedAt: timestamp("stage_changed_at", { withTimezone: true }),
    /** Goes up by one with every change the owner makes; a change names the version it saw (409 when stale). */
    version: integer("version").notNull().default(1),
  },
  (table) => [
    index("quote_requests_status_created_at_idx").on(table.status, table.createdAt),
    index("quote_requests_follow_up_on_idx").on(table.followUpOn),
    index("quote_requests_created_at_idx").on(table.createdAt),
    // Leads from the same person are grouped by e-mail (stored as typed; compared lower-case) or phone.
    index("quote_requests_email_idx").on(sql`lower(${table.email})`),
    index("quote_requests_phone_idx").on(table.phone),
  ],
);

export const quotes = pgTable(
  "quotes",
  {
    id: id(),
    clientName: text("client_name").notNull(),
    clientEmail: text("client_email").notNull(),
    clientPhone: text("client_phone").notNull(),
    projectAddress: text("project_address").notNull(),
    workScope: text("work_scope").notNull(),
    projectDetails: text("project_details").notNull(),
    /**
     * The price in cents: the total with HST for an itemised quote (kept in step by the server), 0 for
     * an estimate request not priced yet. The API also answers it as text (`totalCost`, shared/money.ts).
     */
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    /** The quote is valid through that whole day, Toronto time (YYYY-MM-DD in TypeScript). */
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    /** The lifecycle's stored status (shared/quote-lifecycle.ts); expiry is derived, never stored. */
    status: quoteStatusEnum("status").notNull().default("pending"),
    /**
     * Goes up by one with every change the admin makes. Accept, decline and sign carry the version
     * the client saw, so nobody accepts a price they were never shown.
     */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    /** "admin" for a priced quote, "estimate" for one sent from the public estimate form. */
    source: quoteSourceEnum("source").notNull().default("admin"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
    /** When the quote link was last e-mailed to the client (admin create or send). */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    firstViewedAt: timestamp("first_viewed_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
    /**
     * The priced lines (shared/line-items.ts). Empty for quotes made before items existed and for
     * unpriced estimate requests; those show totalCost alone. For an itemised quote totalCost is the
     * total with HST, kept in step by the server.
     */
    lineItems: jsonb("line_items").$type<LineItem[]>().notNull().default([]),
    /**
     * A discount before HST, at most one of the two: an amount in cents, or a percentage in basis
     * points (10.5% is 1050). Both null: no discount. Only an itemised quote has one (shared/line-items.ts).
     */
    discountCents: bigint("discount_cents", { mode: "number" }),
    discountBasisPoints: integer("discount_basis_points"),
    /** `/api/uploads/{id}` of each photo sent with the estimate form (admin-only, like a lead's). */
    photoUrls: text("photo_urls")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The optional items the client included, frozen when they accepted (totalCost then counts them). */
    chosenOptionIds: text("chosen_option_ids")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 1 for an original quote; a revision is the quote it revises plus one. */
    revision: integer("revision").notNull().default(1),
    /** The quote this one revises, and the revision that replaced this one (the old link points there). */
    revisionOf: uuid("revision_of").references((): AnyPgColumn => quotes.id),
    replacedBy: uuid("replaced_by").references((): AnyPgColumn => quotes.id),
    /** The last time the client asked for changes (the messages are on the timeline). */
    changesRequestedAt: timestamp("changes_requested_at", { withTimezone: true }),
    /**
     * The latest notice of change requests to the business (an `emails` row) and when it was due: a
     * later request joins that notice while it waits, else gets one due an interval after it.
     */
    changesNoticeEmailId: uuid("changes_notice_email_id").references((): AnyPgColumn => emails.id, { onDelete: "set null" }),
    changesNoticeAt: timestamp("changes_notice_at", { withTimezone: true }),
    /** Automatic reminders (not opened after 3 days; 3 days before expiry), each sent at most once. */
    remindersEnabled: boolean("reminders_enabled").notNull().default(true),
    unopenedReminderAt: timestamp("unopened_reminder_at", { withTimezone: true }),
    expiryReminderAt: timestamp("expiry_reminder_at", { withTimezone: true }),
    /** What the visitor answered on the estimate form: facts for the admin, never shown to the client. */
    estimateAnswers: jsonb("estimate_answers").$type<EstimateAnswers>(),
    /** The lead this quote was priced from, if any (the lead shows its quotes, the quote its lead). */
    quoteRequestId: uuid("quote_request_id").references(() => quoteRequests.id, { onDelete: "set null" }),
    /**
     * The client's link (`/quote/{linkToken}`): 192 random bits in base64url, or for a quote made
     * before links had tokens, its id (the link already e-mailed keeps working until it is replaced).
     * Stored as it is: the server e-mails it again (resend, reminders, a revision's pointer), and
     * whoever reads this table reads the quote itself anyway (docs/decisions/0114).
     */
    linkToken: text("link_token").notNull().unique(),
    /** "Q-2026-0042": the year it was created (Toronto) and its place in that year; the e-Transfer reference. */
    number: text("number").notNull().unique(),
    /**
     * The quote's pick-one choices (shared/choice-groups.ts): each group's options, whose lines carry
     * their option's id. Empty: no choices, the total is one figure. While the client has not chosen,
     * totalCents holds the lowest total of the range.
     */
    choiceGroups: jsonb("choice_groups").$type<ChoiceGroup[]>().notNull().default([]),
    /** The stamped finish's pattern and colours by catalogue id (shared/design-catalogue.ts); null until set. */
    design: jsonb("design").$type<DesignSelection>(),
    /** true: the client picks the design on the quote page from the catalogue (when the owner has not set one). */
    designByClient: boolean("design_by_client").notNull().default(false),
  },
  (table) => [
    index("quotes_created_at_idx").on(table.createdAt),
    index("quotes_status_created_at_idx").on(table.status, table.createdAt),
    index("quotes_quote_request_id_idx").on(table.quoteRequestId),
    check("quotes_total_cents_not_negative", sql`${table.totalCents} >= 0`),
    check("quotes_discount_cents_not_negative", sql`${table.discountCents} >= 0`),
    check("quotes_discount_basis_points_range", sql`${table.discountBasisPoints} between 0 and 10000`),
    check("quotes_one_discount", sql`${table.discountCents} is null or ${table.discountBasisPoints} is null`),
  ],
);

/**
 * The owner's price book: items he quotes again and again (a description, a unit, a unit price),
 * copied into a quote's items, where they are then edited per quote. Never linked to a quote.
 */
export const priceBookItems = pgTable(
  "price_book_items",
  {
    id: id(),
    description: text("description").notNull(),
    unit: lineItemUnitEnum("unit").notNull(),
    unitPriceCents: bigint("unit_price_cents", { mode: "number" }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [check("price_book_items_unit_price_not_negative", sql`${table.unitPriceCents} >= 0`)],
);

/**
 * The owner's design catalogue: patterns, base and release colours, borders and sealer finishes,
 * each with a swatch image (re-encoded by the server; its SHA-256 names it). A retired entry is
 * hidden for new quotes and stays valid on quotes that use it. Never referenced by a signed
 * contract: the record copies the words and the swatch's hash, the PDF embeds the image.
 */
export const designCatalogue = pgTable(
  "design_catalogue",
  {
    id: id(),
    kind: catalogueKindEnum("kind").notNull(),
    name: text("name").notNull(),
    maker: text("maker").notNull().default(""),
    code: text("code").notNull().default(""),
    swatch: bytea("swatch"),
    /** image/jpeg or image/png: what the swatch bytes are. */
    swatchType: text("swatch_type"),
    swatchSha256: text("swatch_sha256"),
    position: integer("position").notNull().default(0),
    retired: boolean("retired").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [index("design_catalogue_kind_idx").on(table.kind, table.position)],
);

export const contracts = pgTable(
  "contracts",
  {
    id: id(),
    /** Unique: one contract per quote, enforced by the database even under concurrent signing. */
    quoteId: uuid("quote_id")
      .notNull()
      .unique()
      .references(() => quotes.id),
    clientName: text("client_name").notNull(),
    clientEmail: text("client_email").notNull(),
    clientPhone: text("client_phone").notNull(),
    projectAddress: text("project_address").notNull(),
    /** PNG data URL of the drawn signature. */
    signatureData: text("signature_data").notNull(),
    /** The Toronto day it was signed (YYYY-MM-DD in TypeScript). */
    contractDate: date("contract_date", { mode: "string" }).notNull(),
    signedAt: timestamp("signed_at", { withTimezone: true }).defaultNow().notNull(),
    agreementAccepted: boolean("agreement_accepted").notNull().default(true),
    /** The exact text the client agreed to, frozen at signing, and its SHA-256 (hex). */
    contractText: text("contract_text").notNull(),
    contractHash: text("contract_hash").notNull(),
    /** The quote as it stood when signed. */
    quoteSnapshot: jsonb("quote_snapshot").notNull(),
    signerIp: text("signer_ip"),
    signerUserAgent: text("signer_user_agent"),
    /**
     * The business's signature (PNG data URL) as it stood when this contract was signed, copied from
     * contractor_signature so a later change of the owner's signature never touches a signed
     * contract; null when none was set then (the PDF leaves a line to sign by hand). Decision 0129.
     */
    businessSignatureData: text("business_signature_data"),
    /**
     * When the client ticked "E-mail me maintenance reminders" at signing (unticked by default): their
     * express consent to the reseal reminder. Null: no such consent (only the two years implied by a
     * purchase apply).
     */
    maintenanceConsentAt: timestamp("maintenance_consent_at", { withTimezone: true }),
  },
  (table) => [index("contracts_signed_at_idx").on(table.signedAt)],
);

/**
 * The contractor's signature: drawn once by the owner on the account screen and copied into each
 * contract at signing. One row at most (its id is always "business"); replacing it rewrites the row,
 * removing it deletes the row. `set_by` is the admin account (its e-mail) that drew it.
 */
export const contractorSignature = pgTable(
  "contractor_signature",
  {
    id: text("id").primaryKey().default("business"),
    /** The name printed beside the signature: "For Forma Concrete: <signer_name>, <date>". */
    signerName: text("signer_name").notNull(),
    /** Normalised PNG data URL (server/features/contracts/signature-image.ts), its SHA-256 and size. */
    signatureData: text("signature_data").notNull(),
    signatureSha256: text("signature_sha256").notNull(),
    signatureWidth: integer("signature_width").notNull(),
    signatureHeight: integer("signature_height").notNull(),
    setBy: text("set_by").notNull(),
    setAt: timestamp("set_at", { withTimezone: true }).notNull(),
  },
  (table) => [check("contractor_signature_one_row", sql`${table.id} = 'business'`)],
);

/** A client link the owner replaced: it answers 410 LINK_REPLACED for ever, never the quote. */
export const revokedLinks = pgTable(
  "revoked_links",
  {
    token: text("token").primaryKey(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id),
    revokedAt: timestamp("revoked_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [index("revoked_links_quote_id_idx").on(table.quoteId)],
);

/** The last quote number given out in each year (Toronto): incremented in the quote's own transaction. */
export const quoteNumberCounters = pgTable("quote_number_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

// ---------------------------------------------------------------------------------------------
// Tables a real system needs beyond the product's own records: sessions, events, e-mails, uploads
// ---------------------------------------------------------------------------------------------

/** express-session store; same layout as connect-pg-simple's. */
export const sessions = pgTable(
  "session",
  {
    sid: varchar("sid").primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp("expire", { precision: 6, withTimezone: true }).notNull(),
  },
  (table) => [index("session_expire_idx").on(table.expire)],
);

/** Append-only audit log: every state change writes one row. */
export const events = pgTable(
  "events",
  {
    id: id(),
    type: eventTypeEnum("type").notNull(),
    // No cascade: the log is a record's history, so a quote, contract or lead with events cannot be deleted by accident.
    quoteId: uuid("quote_id").references(() => quotes.id),
    contractId: uuid("contract_id").references(() => contracts.id),
    quoteRequestId: uuid("quote_request_id").references(() => quoteRequests.id),
    at: timestamp("at", { withTimezone: true }).defaultNow().notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index("events_quote_id_idx").on(table.quoteId),
    index("events_at_idx").on(table.at),
    index("events_quote_request_id_idx").on(table.quoteRequestId),
  ],
);

/**
 * A PDF attached to a message, stored as what to render rather than its bytes: the sender renders it
 * when it delivers (server/mail/sender.ts). A contract's signed PDF, or a quote's PDF as it
 * stood at the version the message describes (a later edit drops the attachment rather than send
 * figures the message does not show).
 */
export type EmailAttachment =
  | { filename: string; contentType: string; contractId: string }
  /** A small text file kept with the message as sent (a visit's calendar file, as it was at the time). */
  | { filename: string; contentType: string; content: string }
  | { filename: string; contentType: "application/pdf"; quoteId: string; quoteVersion: number };

/** Outbox: a message is stored first and delivered (and retried) later, never lost. */
export const emails = pgTable(
  "emails",
  {
    id: id(),
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    /** Business notices reply to the client who caused them. */
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    attachments: jsonb("attachments").$type<EmailAttachment[]>().notNull().default([]),
    status: emailStatusEnum("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).defaultNow().notNull(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    // As events: the messages sent about a record are part of its history.
    quoteId: uuid("quote_id").references(() => quotes.id),
    contractId: uuid("contract_id").references(() => contracts.id),
    /** Review and maintenance e-mails: the address that unsubscribes without a login, sent as List-Unsubscribe (RFC 8058). */
    listUnsubscribeUrl: text("list_unsubscribe_url"),
  },
  (table) => [index("emails_status_next_attempt_idx").on(table.status, table.nextAttemptAt)],
);

/**
 * Photos sent with a quote request or with the estimate form, and the final photos of a finished
 * job; the bytes live in the database with the lead, quote or contract they belong to (exactly one).
 */
export const uploads = pgTable(
  "uploads",
  {
    id: id(),
    quoteRequestId: uuid("quote_request_id").references(() => quoteRequests.id, { onDelete: "cascade" }),
    quoteId: uuid("quote_id").references(() => quotes.id, { onDelete: "cascade" }),
    /** The job's own photos (taken at hand-over), on its signed contract. */
    contractId: uuid("contract_id").references(() => contracts.id),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    /** The photo's bytes; null when they are in `file` instead. */
    data: bytea("data"),
    /** The name of the photo's file in DATA_DIR/uploads (embedded database only; server/photos/photo-files.ts). */
    file: text("file"),
    /** Pixel size of `data`; null for photos stored before uploads were re-encoded. */
    width: integer("width"),
    height: integer("height"),
    /** A small WebP for lists; null for photos stored before thumbnails existed (the photo is served instead). */
    thumbnail: bytea("thumbnail"),
    createdAt: createdAt(),
  },
  (table) => [
    index("uploads_quote_request_id_idx").on(table.quoteRequestId),
    index("uploads_quote_id_idx").on(table.quoteId),
    index("uploads_contract_id_idx").on(table.contractId),
    check("uploads_one_owner", sql`num_nonnulls(${table.quoteRequestId}, ${table.quoteId}, ${table.contractId}) = 1`),
    check("uploads_bytes_or_file", sql`num_nonnulls(${table.data}, ${table.file}) = 1`),
  ],
);

/**
 * Rate-limit counters, shared by every server on the database and kept across restarts. One row per
 * key (what is limited, and for whom): `count` within the window that ends at `reset_at`. Expired
 * rows are overwritten on the next hit and pruned now and then.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("rate_limit_counters_reset_at_idx").on(table.resetAt)],
);

export const paymentMethods = ["etransfer", "cheque", "cash"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentKinds = ["deposit", "balance", "other"] as const;
export type PaymentKind = (typeof paymentKinds)[number];
export const paymentMethodEnum = pgEnum("payment_method", paymentMethods);
export const paymentKindEnum = pgEnum("payment_kind", paymentKinds);

/** Money received against a signed contract, recorded by the admin; the balance is derived from these. */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id),
    kind: paymentKindEnum("kind").notNull(),
    /** 64-bit: one payment is at most maxPaymentCents (shared/money.ts), far inside a JavaScript number. */
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    method: paymentMethodEnum("method").notNull(),
    /** The day the money was received (Toronto; YYYY-MM-DD in TypeScript). */
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    /** The e-Transfer reference or cheque number, as given. */
    reference: text("reference"),
    /**
     * The receipt's number ("R-0001" is 1): one sequence over every payment, taken from
     * receiptNumberCounter in the payment's own transaction, never reused (a voided payment keeps its number).
     */
    receiptNumber: integer("receipt_number").notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [index("payments_contract_id_idx").on(table.contractId)],
);

/**
 * The last receipt number given: one row (id 1), incremented by the statement that takes a number,
 * so the row stays locked until that payment commits or rolls back (a rolled-back payment gives its
 * number back; parallel payments take 1, 2, 3... one after the other, on any number of servers).
 */
export const receiptNumberCounter = pgTable("receipt_number_counter", {
  id: integer("id").primaryKey(),
  last: integer("last").notNull(),
});

/**
 * A payment recorded by mistake, voided: the reversing entry. The payment row itself never changes
 * and is never deleted; a payment with a row here counts for nothing in any balance, total or export
 * figure. One void per payment (the primary key), so two voids at once cannot both succeed.
 */
export const paymentVoids = pgTable("payment_voids", {
  paymentId: uuid("payment_id")
    .primaryKey()
    .references(() => payments.id),
  /** Why, in the admin's words (one line, as the client's notice and the timeline show it). */
  reason: text("reason").notNull(),
  /** The admin who voided it: their sign-in e-mail at that moment. */
  voidedBy: text("voided_by").notNull(),
  /** The app's clock when the void was recorded. */
  voidedAt: timestamp("voided_at", { withTimezone: true }).notNull(),
});

/**
 * The signed PDF of each contract, rendered once (at signing, or on the first download of a contract
 * signed before PDFs were stored) and served as stored: its bytes never change. `sha256` is the
 * file's hash (the download's ETag, and how /api/verify recognises our files); `certificate_sha256`
 * is the fingerprint of the certificate that digitally signed it.
 */
export const contractDocuments = pgTable(
  "contract_documents",
  {
    contractId: uuid("contract_id")
      .primaryKey()
      .references(() => contracts.id),
    pdf: bytea("pdf").notNull(),
    sha256: text("sha256").notNull(),
    certificateSha256: text("certificate_sha256").notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("contract_documents_sha256_idx").on(table.sha256)],
);

// ---------------------------------------------------------------------------------------------
// Insert schemas: each table's columns with the rules of shared/field-rules.ts, so a missing field
// and a too-short one get the same fixed message, here and in the browser's forms.
// ---------------------------------------------------------------------------------------------

export const insertQuoteRequestSchema = createInsertSchema(quoteRequests, asRefinements(quoteRequestRules)).omit({
  id: true,
  createdAt: true,
  status: true,
  photoUrls: true,
  siteVisitOn: true,
  siteVisitTime: true,
  lostReason: true,
  lostNote: true,
  followUpOn: true,
  stageChangedAt: true,
  version: true,
});

/** A priced quote created or edited by the admin. New quotes always start pending. */
const { totalCost: totalCostRule, ...quoteColumnRules } = quoteFieldRules;

/**
 * A priced quote created or edited by the admin. New quotes always start pending. The price is given
 * as text ("4,500.00"), as typed; the server stores it in cents (total_cents).
 */
export const insertQuoteSchema = createInsertSchema(quotes, asRefinements({ ...quoteColumnRules, lineItems: lineItemsSchema }))
  .pick({
    clientName: true,
    clientEmail: true,
    clientPhone: true,
    projectAddress: true,
    workScope: true,
    projectDetails: true,
    validUntil: true,
    lineItems: true,
  })
  .extend({
    totalCost: asRefinements({ totalCost: totalCostRule }).totalCost,
    /** A discount before HST, or null for none (shared/line-items.ts). */
    discount: asRefinements({ discount: discountFieldSchema }).discount,
    /** Pick-one choices (shared/choice-groups.ts); omitted: none on a new quote, unchanged on an edit. */
    choiceGroups: z.optional(asRefinements({ choiceGroups: choiceGroupsSchema }).choiceGroups),
    /** The stamped design set by the owner (catalogue ids), or null for none yet. */
    design: z.optional(z.nullable(asRefinements({ design: designInputSchema }).design)),
    /** true: the client picks the design from the catalogue on the quote page. */
    designByClient: z.optional(z.boolean({ error: "Client picks the design must be true or false" })),
  });

const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/** An itemised quote's totalCost is the server's sum of its items; only a quote without items needs one given. */
const totalCostRequiredWithoutItems = (value: { lineItems?: unknown[]; totalCost?: string }, context: z.RefinementCtx) => {
  if (!value.lineItems?.length && value.totalCost === undefined) {
    context.addIssue({ code: "custom", path: ["totalCost"], message: "Total cost is required" });
  }
};

/**
 * The admin's create-quote call may name the lead it was priced from (that lead becomes `quoted`),
 * or the quote it revises (that quote is then replaced by this one).
 */
export const createQuoteSchema = insertQuoteSchema
  .extend({
    totalCost: z.optional(asRefinements({ totalCost: totalCostRule }).totalCost),
    lineItems: z.optional(asRefinements({ lineItems: lineItemsSchema }).lineItems),
    quoteRequestId: z.preprocess(blankToUndefined, z.uuid({ error: "Quote request not found" }).optional()),
    revisionOf: z.preprocess(blankToUndefined, z.uuid({ error: "Quote not found" }).optional()),
    discount: z.optional(asRefinements({ discount: discountFieldSchema }).discount),
    /**
     * false: keep the new quote as a draft for the owner to send (POST /api/quotes/{id}/send), as the
     * admin's form does. Omitted or true: e-mailed at once when sendable, as API callers always had it.
     */
    send: z.optional(z.boolean({ error: "Send must be true or false" })),
  })
  .superRefine(totalCostRequiredWithoutItems);

const leadVersion = z.int({ error: "Version must be the lead's version number" }).min(1, { error: "Version must be the lead's version number" });
const calendarDay = (message: string) => z.iso.date({ error: message });

/**
 * The owner moves a lead along its pipeline. A site visit needs its date, a lost lead its reason
 * ("other" with a few words): refused with 422 by the server when missing (server/features/leads/lead-stage-change.ts),
 * so the shape here only checks what is given. `version`: the lead's version the owner saw.
 */
export const quoteRequestStatusSchema = z.object({
  status: z.enum(quoteRequestStatuses, {
    error: 'Stage must be "new", "contacted", "site_visit", "quoted", "won" or "lost"',
  }),
  version: leadVersion,
  siteVisitOn: z.preprocess(blankToUndefined, calendarDay("Site visit date must be a date written YYYY-MM-DD").optional()),
  siteVisitTime: z.preprocess(
    blankToUndefined,
    z
      .string({ error: "Site visit time must be written HH:MM (24-hour)" })
      .refine(isTimeOfDay, { error: "Site visit time must be written HH:MM (24-hour)" })
      .optional(),
  ),
  lostReason: z.preprocess(blankToUndefined, z.enum(choosableLostReasons, { error: "Choose why the lead was lost from the list" }).optional()),
  lostNote: z.preprocess(
    blankToUndefined,
    z
      .string({ error: "Say why in one line" })
      .trim()
      .max(lostNoteMaxLength, { error: `Please keep this under ${lostNoteMaxLength} characters` })
      // A note is one line: the one text rule's characters (shared/text-characters.ts).
      .refine((text) => !breaksOneLine(text), { error: "Please keep this on one line" })
      .optional(),
  ),
});
export type LeadStageChange = z.infer<typeof quoteRequestStatusSchema>;

/** The owner sets (a Toronto day, not before today: checked by the server with its clock) or clears (null) a lead's follow-up. */
export const leadFollowUpSchema = z.object({
  followUpOn: z.union([calendarDay("Follow-up date must be a date written YYYY-MM-DD"), z.null()], {
    error: "Follow-up date must be a date written YYYY-MM-DD, or null to clear it",
  }),
  version: leadVersion,
});
export type LeadFollowUp = z.infer<typeof leadFollowUpSchema>;

/** What the public estimate form may set; price, items, validity and status are the server's. */
export const estimateQuoteSchema = insertQuoteSchema
  .omit({ totalCost: true, validUntil: true, lineItems: true, discount: true, choiceGroups: true, design: true, designByClient: true })
  .extend({ estimateAnswers: z.optional(asRefinements({ estimateAnswers: estimateAnswersSchema }).estimateAnswers) });

/** The admin edits any field of a pending quote; only the fields sent change. */
export const updateQuoteSchema = insertQuoteSchema.partial();

/** The admin switches a quote's automatic reminders on or off. */
export const quoteRemindersSchema = z.object({ enabled: z.boolean({ error: "Enabled must be true or false" }) });

export const insertContractSchema = createInsertSchema(contracts, asRefinements(contractRules))
  .pick({
    quoteId: true,
    clientName: true,
    clientEmail: true,
    clientPhone: true,
    projectAddress: true,
    signatureData: true,
    agreementAccepted: true,
  })
  // The version of the quote the signer was shown.
  .extend({
    quoteVersion: asRefinements({ quoteVersion: seenQuoteVersion }).quoteVersion,
    /** The colour-variance tick: required (true) when the accepted choice has a stamped design. */
    colourAcknowledged: z.optional(z.boolean({ error: "Colour acknowledgement must be true or false" })),
    /** "E-mail me maintenance reminders": unticked by default; true records the client's consent to reseal reminders. */
    maintenanceReminders: z.optional(z.boolean({ error: "Maintenance reminders must be true or false" })),
  });

/** What the signer sends: the quote is the one their link names (`/api/links/{token}/contract`), never an id in the body. */
export const signContractSchema = insertContractSchema.omit({ quoteId: true });
export type SignContract = z.infer<typeof signContractSchema>;

export {
  cities,
  contactPreferences,
  estimateBudgets,
  estimateFormSchema,
  estimateProjectTypes,
  estimateUrgencies,
  projectTypes,
  signatureRequiredMessage,
  timelines,
  type EstimateFormInput,
} from "./field-rules";
export { changeRequestSchema } from "./field-rules";
export { loginSchema, quoteDecisionSchema };

export type User = typeof users.$inferSelect;
export type QuoteRequest = typeof quoteRequests.$inferSelect;
export type InsertQuoteRequest = z.infer<typeof insertQuoteRequestSchema>;
export type Quote = typeof quotes.$inferSelect;
export type InsertQuote = z.infer<typeof insertQuoteSchema>;
export type CreateQuote = z.infer<typeof createQuoteSchema>;
export type EstimateQuote = z.infer<typeof estimateQuoteSchema>;
export type UpdateQuote = z.infer<typeof updateQuoteSchema>;
export type QuoteDecision = zm.infer<typeof quoteDecisionSchema>;
export type ChangeRequest = zm.infer<typeof import("./field-rules").changeRequestSchema>;
export type Contract = typeof contracts.$inferSelect;
export type InsertContract = z.infer<typeof insertContractSchema>;
export type Event = typeof events.$inferSelect;
export type Email = typeof emails.$inferSelect;
export type Upload = typeof uploads.$inferSelect;
export type ContractDocument = typeof contractDocuments.$inferSelect;
export type ContractorSignature = typeof contractorSignature.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type PaymentVoid = typeof paymentVoids.$inferSelect;
export type PriceBookItem = typeof priceBookItems.$inferSelect;
export type DesignCatalogueRow = typeof designCatalogue.$inferSelect;
export type LoginInput = zm.infer<typeof loginSchema>;

// The job after the signature (jobs, visits, crews, holidays, notices, reminders): shared/schedule/schema.ts.
export * from "./schedule/schema";
// Change orders after signing: shared/change-orders/schema.ts.
export * from "./change-orders/schema";
// The end of a job (completion, warranty text and certificates): shared/completion/schema.ts.
export * from "./completion/schema";
// Follow-ups after a job (review request, reseal reminder) and the unsubscribe: shared/follow-ups/schema.ts.
export * from "./follow-ups/schema";
// The site's own content (projects, their photos, reviews): shared/site/schema.ts.
export * from "./site/schema";
