/**
 * What every API route answers, as zod schemas built from the tables' drizzle-zod select schemas.
 *
 * - The server sends each answer through its schema (server/respond.ts): unknown fields are dropped,
 *   Dates become ISO text, and a shape that does not match is a bug that fails loudly.
 * - The browser imports only the *types* below (`import type`), so neither zod nor Drizzle reaches
 *   its bundle; the types are the wire format (`z.input`: timestamps as text).
 * - /api/openapi.json is generated from the same schemas (server/openapi.ts).
 */
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { errorCodes } from "../api-errors";
import type { QuoteEventData, QuoteEventType } from "../audit-events";
import { contactPreferences, estimateBudgets, estimateUrgencies } from "../field-rules";
import { lineItemUnits } from "../line-items";
import { contracts, quoteRequests, quotes } from "../schema";

/** A timestamp travels as ISO 8601 text; the server's Dates are encoded, a reader may decode them back. */
const timestamp = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});
const optionalTimestamp = timestamp.nullable();

const success = z.literal(true);

// ---------------------------------------------------------------------------------------------
// Records
// ---------------------------------------------------------------------------------------------

export const lineItemRecordSchema = z.object({
  id: z.string(),
  description: z.string(),
  quantity: z.string(),
  unit: z.enum(lineItemUnits),
  unitPrice: z.string(),
  optional: z.boolean(),
});

/** Derived from the items (shared/line-items.ts), in integer cents. */
export const quoteTotalsSchema = z.object({
  lines: z.array(z.object({ id: z.string(), totalCents: z.int(), included: z.boolean() })),
  subtotalCents: z.int(),
  taxCents: z.int(),
  totalCents: z.int(),
  depositCents: z.int(),
  balanceCents: z.int(),
});

const estimateAnswersRecordSchema = z.object({
  projectArea: z.string(),
  urgency: z.enum(estimateUrgencies),
  budget: z.enum(estimateBudgets),
  contactPreference: z.enum(contactPreferences),
  hasPermits: z.boolean(),
});

const quoteRow = createSelectSchema(quotes, {
  createdAt: timestamp,
  updatedAt: timestamp,
  sentAt: optionalTimestamp,
  firstViewedAt: optionalTimestamp,
  decidedAt: optionalTimestamp,
  changesRequestedAt: optionalTimestamp,
  unopenedReminderAt: optionalTimestamp,
  expiryReminderAt: optionalTimestamp,
  lineItems: z.array(lineItemRecordSchema),
  estimateAnswers: estimateAnswersRecordSchema.nullable(),
});

/**
 * A quote with what is derived from it: expiry (Toronto calendar); its totals when itemised (with the
 * client's chosen options once accepted, else required items only); on a single read, its signed
 * contract's id and, when replaced, the current revision's id. `estimateAnswers` reaches only the admin.
 */
export const quoteSchema = quoteRow.omit({ estimateAnswers: true }).extend({
  estimateAnswers: estimateAnswersRecordSchema.nullable().optional(),
  expired: z.boolean(),
  totals: quoteTotalsSchema.nullable(),
  contractId: z.uuid().nullable().optional(),
  currentQuoteId: z.uuid().nullable().optional(),
});

const contractRow = createSelectSchema(contracts, { signedAt: timestamp });

/** The admin's list: each contract without its signature image and frozen record, with its quote's total and scope. */
export const contractListItemSchema = contractRow
  .omit({ signatureData: true, contractText: true, quoteSnapshot: true })
  .extend({ totalCost: z.string().nullable(), workScope: z.string().nullable() });

/**
 * One contract for anyone holding its id (the confirmation page): what was signed and when, without
 * the signature image, the signer's IP address and browser, or the frozen record (those are in the PDF).
 */
export const publicContractSchema = contractRow
  .omit({ signatureData: true, contractText: true, quoteSnapshot: true, signerIp: true, signerUserAgent: true })
  .extend({
    totalCost: z.string().nullable(),
    workScope: z.string().nullable(),
    quoteSentAt: optionalTimestamp,
    quoteViewedAt: optionalTimestamp,
    quoteAcceptedAt: optionalTimestamp,
    pdfUrl: z.string(),
    /** The accepted items, the client's options and the totals; empty and null for a quote without items. */
    lineItems: z.array(lineItemRecordSchema),
    chosenOptionIds: z.array(z.string()),
    totals: quoteTotalsSchema.nullable(),
    /** How to pay the deposit: Interac e-Transfer to this address with this reference, or cash or cheque. */
    payment: z.object({
      etransferEmail: z.string(),
      reference: z.string(),
      depositCents: z.int().nullable(),
      balanceCents: z.int().nullable(),
    }),
  });

export const quoteRequestSchema = createSelectSchema(quoteRequests, { createdAt: timestamp });

/** One timeline entry of the given type, its data in that type's shape. */
const eventOf = <Type extends QuoteEventType, Data extends z.ZodType<QuoteEventData[Type]>>(type: Type, data: Data) =>
  z.object({ id: z.uuid(), type: z.literal(type), at: timestamp, data });

/** One entry of a quote's timeline, its data shaped by its type (shared/audit-events.ts). */
export const quoteEventSchema = z.discriminatedUnion("type", [
  eventOf("quote.created", z.object({ source: z.enum(["admin", "estimate"]), quoteRequestId: z.uuid().optional(), revisionOf: z.uuid().optional() })),
  eventOf("quote.updated", z.object({ fields: z.array(z.string()) })),
  eventOf("quote.sent", z.object({ to: z.string(), emailId: z.uuid() })),
  eventOf("quote.viewed", z.object({})),
  eventOf("quote.accepted", z.object({})),
  eventOf("quote.rejected", z.object({ reason: z.string().optional() })),
  eventOf("quote.changes_requested", z.object({ message: z.string() })),
  eventOf("quote.revised", z.object({ revisionId: z.uuid() })),
  eventOf("quote.reminder_sent", z.object({ kind: z.enum(["unopened", "expiring"]), to: z.string(), emailId: z.uuid() })),
  eventOf("quote.reminders_switched", z.object({ enabled: z.boolean() })),
  eventOf("quote.note", z.object({ text: z.string() })),
  eventOf("payment.recorded", z.object({ paymentId: z.uuid(), kind: z.string(), amountCents: z.int(), method: z.string(), paidOn: z.string() })),
  eventOf("contract.signed", z.object({ hash: z.string() })),
]);

// ---------------------------------------------------------------------------------------------
// Answers, by route
// ---------------------------------------------------------------------------------------------

export const errorAnswerSchema = z.object({
  success: z.literal(false),
  code: z.enum(errorCodes),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  /** The same as the answer's X-Request-Id header: quote it when reporting a problem. */
  requestId: z.string().optional(),
});

export const messageAnswerSchema = z.object({ success, message: z.string() });
export const healthAnswerSchema = z.object({ success, ok: z.literal(true) });
export const quoteAnswerSchema = z.object({ success, quote: quoteSchema });
export const quotesAnswerSchema = z.object({ success, quotes: z.array(quoteSchema) });
export const quoteCreatedAnswerSchema = z.object({ success, quoteId: z.uuid() });
export const quoteEventsAnswerSchema = z.object({ success, events: z.array(quoteEventSchema) });
export const contractAnswerSchema = z.object({ success, contract: publicContractSchema });
export const contractsAnswerSchema = z.object({ success, contracts: z.array(contractListItemSchema) });
export const contractCreatedAnswerSchema = z.object({ success, contractId: z.uuid() });
export const quoteRequestAnswerSchema = z.object({ success, quoteRequest: quoteRequestSchema });
export const quoteRequestsAnswerSchema = z.object({ success, quoteRequests: z.array(quoteRequestSchema) });
export const quoteRequestCreatedAnswerSchema = z.object({ success, id: z.uuid() });
export const sessionAnswerSchema = z.object({ success, authenticated: z.boolean(), email: z.string().optional() });
/**
 * What POST /api/verify says of a file: a contract signed through Forma Concrete and unchanged since
 * (with who signed it, when, and its quote), a file carrying our signature that has been changed
 * since, or anything else.
 */
export const verifyAnswerSchema = z.object({
  success,
  verdict: z.discriminatedUnion("status", [
    z.object({
      status: z.literal("verified"),
      contract: z.object({ id: z.uuid(), quoteId: z.uuid(), signerName: z.string(), signedAt: timestamp }),
    }),
    z.object({ status: z.literal("modified") }),
    z.object({ status: z.literal("not-ours") }),
  ]),
});
export const loginInfoAnswerSchema = z.object({
  success,
  /** The demo admin's credentials while it is in use, else null. */
  demo: z.object({ email: z.string(), password: z.string() }).nullable(),
});

// ---------------------------------------------------------------------------------------------
// Wire types for the browser (timestamps as ISO text)
// ---------------------------------------------------------------------------------------------

export type QuoteView = z.input<typeof quoteSchema>;
export type ContractListItem = z.input<typeof contractListItemSchema>;
export type PublicContract = z.input<typeof publicContractSchema>;
export type QuoteRequestView = z.input<typeof quoteRequestSchema>;
export type QuoteEventView = z.input<typeof quoteEventSchema>;
/** A timeline entry as the server holds it (its time a Date), before encoding. */
export type QuoteEventRecord = z.output<typeof quoteEventSchema>;
export type ErrorAnswer = z.input<typeof errorAnswerSchema>;
export type MessageAnswer = z.input<typeof messageAnswerSchema>;
export type QuoteAnswer = z.input<typeof quoteAnswerSchema>;
export type QuotesAnswer = z.input<typeof quotesAnswerSchema>;
export type QuoteCreatedAnswer = z.input<typeof quoteCreatedAnswerSchema>;
export type QuoteEventsAnswer = z.input<typeof quoteEventsAnswerSchema>;
export type ContractAnswer = z.input<typeof contractAnswerSchema>;
export type ContractsAnswer = z.input<typeof contractsAnswerSchema>;
export type ContractCreatedAnswer = z.input<typeof contractCreatedAnswerSchema>;
export type QuoteRequestAnswer = z.input<typeof quoteRequestAnswerSchema>;
export type QuoteRequestsAnswer = z.input<typeof quoteRequestsAnswerSchema>;
export type QuoteRequestCreatedAnswer = z.input<typeof quoteRequestCreatedAnswerSchema>;
export type SessionAnswer = z.input<typeof sessionAnswerSchema>;
export type LoginInfoAnswer = z.input<typeof loginInfoAnswerSchema>;
export type VerifyAnswer = z.input<typeof verifyAnswerSchema>;
export type PdfVerdictView = VerifyAnswer["verdict"];
