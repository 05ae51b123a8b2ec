/**
 * The one source of every data shape: Drizzle tables, and the drizzle-zod insert schemas built from
 * them. The API parses requests with these schemas and the browser forms validate with the same
 * ones, so the messages of spec section 5 are written exactly once, here.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
  json,
} from "drizzle-orm/pg-core";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { clientDecisions } from "./quote-rules";
import { isIsoDate, parseAmount } from "./quote-rules";

const createdAt = () => timestamp("created_at", { withTimezone: true }).defaultNow().notNull();
const id = () => uuid("id").primaryKey().default(sql`gen_random_uuid()`);

/** Raw bytes; node-postgres hands back a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

// ---------------------------------------------------------------------------------------------
// Tables of spec section 3
// ---------------------------------------------------------------------------------------------

export const users = pgTable("users", {
  id: id(),
  /** The admin's e-mail address, stored lower-case. */
  username: text("username").notNull().unique(),
  /** scrypt hash, never the password itself. */
  password: text("password").notNull(),
  createdAt: createdAt(),
});

export const cities = ["toronto", "mississauga", "vaughan", "markham", "other"] as const;
export const projectTypes = ["Stamped Concrete", "Broom Finish", "Both"] as const;
export const timelines = ["asap", "month", "flexible", "planning"] as const;

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
    /** `/api/uploads/{id}` of each photo sent with the request. */
    photoUrls: text("photo_urls").array().notNull().default(sql`'{}'::text[]`),
    consent: boolean("consent").notNull().default(false),
    createdAt: createdAt(),
    status: text("status").notNull().default("new"),
  },
  (table) => [index("quote_requests_created_at_idx").on(table.createdAt)],
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
    /** Text as the spec keeps it ("4500.00", "$4,500"); read with parseAmount. */
    totalCost: text("total_cost").notNull(),
    /** YYYY-MM-DD; the quote is valid through that whole day, Toronto time. */
    validUntil: text("valid_until").notNull(),
    status: text("status").notNull().default("pending"),
    createdAt: createdAt(),
    /** "admin" for a priced quote, "estimate" for one sent from the public estimate form. */
    source: text("source").notNull().default("admin"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
    firstViewedAt: timestamp("first_viewed_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
  },
  (table) => [index("quotes_created_at_idx").on(table.createdAt)],
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
    contractDate: text("contract_date").notNull(),
    signedAt: timestamp("signed_at", { withTimezone: true }).defaultNow().notNull(),
    agreementAccepted: boolean("agreement_accepted").notNull().default(true),
    /** The exact text the client agreed to, frozen at signing, and its SHA-256 (hex). */
    contractText: text("contract_text").notNull(),
    contractHash: text("contract_hash").notNull(),
    /** The quote as it stood when signed. */
    quoteSnapshot: jsonb("quote_snapshot").notNull(),
    signerIp: text("signer_ip"),
    signerUserAgent: text("signer_user_agent"),
  },
  (table) => [index("contracts_signed_at_idx").on(table.signedAt)],
);

// ---------------------------------------------------------------------------------------------
// Tables a real system needs beyond the spec (design.md)
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
    type: text("type").notNull(),
    quoteId: uuid("quote_id"),
    contractId: uuid("contract_id"),
    quoteRequestId: uuid("quote_request_id"),
    at: timestamp("at", { withTimezone: true }).defaultNow().notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index("events_quote_id_idx").on(table.quoteId), index("events_at_idx").on(table.at)],
);

export type EmailAttachment = { filename: string; contentType: string; contractId: string };

/** Outbox: a message is stored first and delivered (and retried) later, never lost. */
export const emails = pgTable(
  "emails",
  {
    id: id(),
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    attachments: jsonb("attachments").$type<EmailAttachment[]>().notNull().default([]),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).defaultNow().notNull(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    quoteId: uuid("quote_id"),
    contractId: uuid("contract_id"),
  },
  (table) => [index("emails_status_next_attempt_idx").on(table.status, table.nextAttemptAt)],
);

/** Photos sent with a quote request; the bytes live in the database with the lead they belong to. */
export const uploads = pgTable(
  "uploads",
  {
    id: id(),
    quoteRequestId: uuid("quote_request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    data: bytea("data").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("uploads_quote_request_id_idx").on(table.quoteRequestId)],
);

// ---------------------------------------------------------------------------------------------
// Field rules (spec section 5). Each field is given one schema; drizzle-zod places it in the table's
// insert schema, so a missing field and a too-short one get the same spec message.
// ---------------------------------------------------------------------------------------------

function requiredText(minLength: number, message: string, maxLength = 500) {
  return z
    .string({ error: message })
    .trim()
    .min(minLength, message)
    .max(maxLength, `Please keep this under ${maxLength} characters`);
}

function emailAddress(message: string) {
  return z.string({ error: message }).trim().max(254, message).pipe(z.email(message));
}

/** "" and null mean "not given": forms send empty inputs, the spec says such values are omitted. */
const blankToUndefined = (value: unknown) =>
  value === "" || value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/** Multipart forms send every value as text; "true"/"on" are a ticked box. */
const checkboxValue = (value: unknown) =>
  value === "true" || value === "on" || value === "1" ? true : value === "false" || value === "0" ? false : value;

const wholeNumberMessage = "Approximate square footage must be a whole number";
const optionalSquareFeet = z.preprocess(
  (value) => {
    const given = blankToUndefined(value);
    return typeof given === "string" ? Number(given.replace(/[,\s]/g, "")) : given;
  },
  z
    .number({ error: wholeNumberMessage })
    .int(wholeNumberMessage)
    .min(1, wholeNumberMessage)
    .max(10_000_000, wholeNumberMessage)
    .optional(),
);

export const insertQuoteRequestSchema = createInsertSchema(quoteRequests, {
  name: requiredText(2, "Name must be at least 2 characters", 200),
  phone: requiredText(10, "Phone number is required", 40),
  email: emailAddress("Invalid email address"),
  city: requiredText(1, "City is required", 100),
  projectType: z.enum(projectTypes, { error: "Project type is required" }),
  sqFt: optionalSquareFeet,
  timeline: z.preprocess(
    blankToUndefined,
    z.enum(timelines, { error: "Please choose a timeline from the list" }).optional(),
  ),
  message: z.preprocess(
    blankToUndefined,
    z.string().trim().max(5000, "Please keep project details under 5000 characters").optional(),
  ),
  consent: z.preprocess(checkboxValue, z.literal(true, { error: "You must consent to contact" })),
}).omit({ id: true, createdAt: true, status: true, photoUrls: true });

const quoteFieldRules = {
  clientName: requiredText(2, "Name must be at least 2 characters", 200),
  clientEmail: emailAddress("Please enter a valid email address"),
  clientPhone: requiredText(10, "Please enter a valid phone number", 40),
  projectAddress: requiredText(5, "Please enter a complete address", 300),
  workScope: requiredText(1, "Work scope is required", 200),
  projectDetails: requiredText(1, "Project description is required", 10_000),
  totalCost: requiredText(1, "Total cost is required", 40).refine(
    (value) => parseAmount(value) !== null,
    "Enter the total cost as an amount, such as 4500 or 4,500.00",
  ),
  validUntil: requiredText(1, "Valid until date is required", 10).refine(
    isIsoDate,
    "Valid until must be a date written YYYY-MM-DD",
  ),
};

/** A priced quote created or edited by the admin. New quotes always start pending. */
export const insertQuoteSchema = createInsertSchema(quotes, quoteFieldRules).pick({
  clientName: true,
  clientEmail: true,
  clientPhone: true,
  projectAddress: true,
  workScope: true,
  projectDetails: true,
  totalCost: true,
  validUntil: true,
});

/** What the public estimate form may set; price, validity and status are the server's. */
export const estimateQuoteSchema = insertQuoteSchema.omit({ totalCost: true, validUntil: true });

/** The admin edits any field of a pending quote; only the fields sent change. */
export const updateQuoteSchema = insertQuoteSchema.partial();

export const quoteDecisionSchema = z.object({
  status: z.enum(clientDecisions, { error: 'Status must be "accepted" or "rejected"' }),
  reason: z.preprocess(
    blankToUndefined,
    z.string({ error: "Reason must be text" }).trim().max(1000, "Please keep the reason under 1000 characters").optional(),
  ),
});

export const signatureRequiredMessage = "Please provide your signature before submitting the contract.";

export const insertContractSchema = createInsertSchema(contracts, {
  quoteId: z.string({ error: "Quote id is required" }).trim().min(1, "Quote id is required").max(100, "Quote not found"),
  clientName: quoteFieldRules.clientName,
  clientEmail: quoteFieldRules.clientEmail,
  clientPhone: quoteFieldRules.clientPhone,
  projectAddress: quoteFieldRules.projectAddress,
  signatureData: z
    .string({ error: signatureRequiredMessage })
    .min(1, signatureRequiredMessage)
    .startsWith("data:image/png;base64,", "The signature must be a PNG image"),
  agreementAccepted: z.literal(true, { error: "You must accept the terms and conditions to proceed" }),
}).pick({
  quoteId: true,
  clientName: true,
  clientEmail: true,
  clientPhone: true,
  projectAddress: true,
  signatureData: true,
  agreementAccepted: true,
});

export const loginSchema = z.object({
  email: z.string({ error: "Valid email is required" }).trim().pipe(z.email("Valid email is required")),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200, "Password is too long"),
});

// ---------------------------------------------------------------------------------------------
// The public estimate form (spec section 3, "Estimate form input"). It is sent to POST /api/quotes
// as a quote; its contact fields are the quote's own fields and rules.
// ---------------------------------------------------------------------------------------------

export const estimateProjectTypes = ["stamped-concrete", "broom-finish"] as const;
export const estimateUrgencies = ["asap", "1-2-weeks", "1-month", "flexible"] as const;
export const estimateBudgets = ["under-3000", "3000-5000", "5000-10000", "over-10000"] as const;
export const contactPreferences = ["phone", "email", "either"] as const;

export const estimateFormSchema = insertQuoteSchema
  .pick({ clientName: true, clientEmail: true, clientPhone: true, projectAddress: true })
  .extend({
    projectType: z.enum(estimateProjectTypes, { error: "Please select a project type" }),
    projectArea: requiredText(1, "Please specify the project area", 200),
    projectDescription: requiredText(10, "Please provide more details about your project", 5000),
    urgency: z.enum(estimateUrgencies, { error: "Please select your timeline" }),
    budget: z.enum(estimateBudgets, { error: "Please select your budget range" }),
    contactPreference: z.enum(contactPreferences, { error: "Please select your contact preference" }),
    hasPermits: z.boolean().default(false),
    agreedToTerms: z.literal(true, { error: "You must agree to the terms and conditions" }),
  });

export type EstimateFormInput = z.infer<typeof estimateFormSchema>;

export const selectQuoteSchema = createSelectSchema(quotes);

export type User = typeof users.$inferSelect;
export type QuoteRequest = typeof quoteRequests.$inferSelect;
export type InsertQuoteRequest = z.infer<typeof insertQuoteRequestSchema>;
export type Quote = typeof quotes.$inferSelect;
export type InsertQuote = z.infer<typeof insertQuoteSchema>;
export type EstimateQuote = z.infer<typeof estimateQuoteSchema>;
export type UpdateQuote = z.infer<typeof updateQuoteSchema>;
export type QuoteDecision = z.infer<typeof quoteDecisionSchema>;
export type Contract = typeof contracts.$inferSelect;
export type InsertContract = z.infer<typeof insertContractSchema>;
export type Event = typeof events.$inferSelect;
export type Email = typeof emails.$inferSelect;
export type Upload = typeof uploads.$inferSelect;
export type LoginInput = z.infer<typeof loginSchema>;
