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
import { success, timestamp } from "./codecs";
import { errorCodes } from "../api-errors";
import { catalogueKinds } from "../design-catalogue";
import type { QuoteEventData, QuoteEventType } from "../audit-events";
import { contactPreferences, estimateBudgets, estimateUrgencies } from "../field-rules";
import { lineItemUnits } from "../line-items";
import { paymentStates } from "../list-query";
import { emailListStatuses, mailDeliveryModes } from "../mail-list";
import { quoteStages, type QuoteStage } from "../quote-lifecycle";
import { contracts, paymentKinds, paymentMethods, payments, quoteRequests, quotes } from "../schema";

const optionalTimestamp = timestamp.nullable();

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
  // A line of a choice-group option, and an add-on offered only with one (shared/line-items.ts): without
  // them here the answer's encoding would drop them, and every line would read as base scope.
  optionId: z.string().optional(),
  requiresOptionId: z.string().optional(),
});

/** Derived from the items (shared/line-items.ts), in integer cents. */
export const quoteTotalsSchema = z.object({
  lines: z.array(z.object({ id: z.string(), totalCents: z.int(), included: z.boolean() })),
  subtotalCents: z.int(),
  discountCents: z.int(),
  discountedSubtotalCents: z.int(),
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
 * contract's id and, when replaced, the current revision's id. `estimateAnswers`, `photoUrls` (the
 * estimate form's photos, `/api/uploads/{id}`) and `quoteRequestId` (the lead) reach only the admin.
 */
export const quoteSchema = quoteRow
  // The change-request notice's bookkeeping (server/features/quotes/change-request-notices.ts) is the server's own.
  .omit({ estimateAnswers: true, photoUrls: true, quoteRequestId: true, changesNoticeEmailId: true, changesNoticeAt: true })
  .extend({
    estimateAnswers: estimateAnswersRecordSchema.nullable().optional(),
    photoUrls: z.array(z.string()).optional(),
    quoteRequestId: z.uuid().nullable().optional(),
    expired: z.boolean(),
    /** The price as text ("7,200.00"), from totalCents (shared/money.ts, centsToTotalCost). */
    totalCost: z.string(),
    totals: quoteTotalsSchema.nullable(),
    /** The total with HST from the cheapest to the dearest choice across the choice groups (add-ons left out); null without items. */
    totalRange: z.object({ lowCents: z.int(), highCents: z.int() }).nullable(),
    contractId: z.uuid().nullable().optional(),
    currentQuoteId: z.uuid().nullable().optional(),
  });

/**
 * The quote as its client's link reads it (`/api/links/{token}`): no id of any kind (the quote's, its
 * lead's, its revisions', its contract's) and not its link token, which the client already holds;
 * whether it is signed, and for a replaced quote the link of its current revision.
 */
export const clientQuoteSchema = quoteSchema
  .omit({
    id: true,
    linkToken: true,
    revisionOf: true,
    replacedBy: true,
    estimateAnswers: true,
    photoUrls: true,
    quoteRequestId: true,
    contractId: true,
    currentQuoteId: true,
    remindersEnabled: true,
    unopenedReminderAt: true,
    expiryReminderAt: true,
  })
  .extend({ replaced: z.boolean(), signed: z.boolean(), currentLinkToken: z.string().nullable() });

/** A quote in the admin's list: with the stage it is shown at (shared/quote-lifecycle.ts, quoteStage). */
export const quoteListItemSchema = quoteSchema.extend({ stage: z.enum(quoteStages) });

/** Which page of a list this is and how many match in all. */
const listPageFields = { total: z.int().nonnegative(), page: z.int().positive(), pageSize: z.int().positive() };

const contractRow = createSelectSchema(contracts, { signedAt: timestamp, maintenanceConsentAt: timestamp.nullable() });

/**
 * The admin's list: each contract without its signature image and frozen record, with its quote's
 * total and scope, and its money: the total in cents (null when the quote's total cannot be read),
 * what the payments recorded against it add up to, what is still owed, and where that leaves it.
 */
export const contractListItemSchema = contractRow
  .omit({ signatureData: true, businessSignatureData: true, contractText: true, quoteSnapshot: true })
  .extend({
    totalCost: z.string().nullable(),
    quoteNumber: z.string().nullable(),
    workScope: z.string().nullable(),
    totalCents: z.int().nullable(),
    collectedCents: z.int(),
    outstandingCents: z.int().nullable(),
    payment: z.enum(paymentStates),
  });

/**
 * One contract for anyone holding its id (the confirmation page): what was signed and when, without
 * the signature image, the signer's IP address and browser, or the frozen record (those are in the PDF).
 */
export const publicContractSchema = contractRow
  .omit({ signatureData: true, businessSignatureData: true, contractText: true, quoteSnapshot: true, signerIp: true, signerUserAgent: true })
  .extend({
    totalCost: z.string().nullable(),
    workScope: z.string().nullable(),
    quoteNumber: z.string().nullable(),
    quoteSentAt: optionalTimestamp,
    quoteViewedAt: optionalTimestamp,
    quoteAcceptedAt: optionalTimestamp,
    pdfUrl: z.string(),
    /** The accepted items, the client's options and the totals; empty and null for a quote without items. */
    lineItems: z.array(lineItemRecordSchema),
    chosenOptionIds: z.array(z.string()),
    /** The option chosen in each choice group, by the group's title and the option's label ("Finish", "Stamped"); empty without groups. */
    choices: z.array(z.object({ title: z.string(), label: z.string() })),
    /** The quote's discount before HST: an amount in cents or a percentage in basis points; both null for none. */
    discountCents: z.int().nullable(),
    discountBasisPoints: z.int().nullable(),
    totals: quoteTotalsSchema.nullable(),
    /** How to pay the deposit: Interac e-Transfer to this address with this reference, or cash or cheque. */
    payment: z.object({
      etransferEmail: z.string(),
      reference: z.string(),
      depositCents: z.int().nullable(),
      balanceCents: z.int().nullable(),
    }),
  });

/** The signed contract as its client's link reads it (`/api/links/{token}/contract`): no contract or quote id. */
export const clientContractSchema = publicContractSchema.omit({ id: true, quoteId: true }).extend({ quoteNumber: z.string() });

export const quoteRequestSchema = createSelectSchema(quoteRequests, { createdAt: timestamp, stageChangedAt: optionalTimestamp });

/** An admin's note on a lead or a quote (an audit event: quote_request.note or quote.note). */
export const noteRecordSchema = z.object({ id: z.uuid(), text: z.string(), at: timestamp });

/**
 * A lead in the admin's list, with what belongs to it: the quotes priced from it (at their lifecycle
 * stage), the admin's notes (oldest first), and the other leads from the same person (same e-mail,
 * any case, or the same phone digits), newest first.
 */
export const leadSchema = quoteRequestSchema.extend({
  quotes: z.array(z.object({ id: z.uuid(), stage: z.enum(quoteStages), totalCost: z.string(), revision: z.int(), createdAt: timestamp })),
  notes: z.array(noteRecordSchema),
  related: z.array(z.object({ id: z.uuid(), name: z.string(), createdAt: timestamp })),
});

/** One entry of a lead's history: a stage change (with the stage's facts) or a follow-up set or cleared, with who and when. */
export const leadHistoryEntrySchema = z.object({
  id: z.uuid(),
  at: timestamp,
  kind: z.enum(["stage", "follow_up"]),
  /** The admin's e-mail; "automatic" for a quote created or a contract signed; "conversion to stages" for the change of 0130. */
  by: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  followUpOn: z.string().nullable(),
  siteVisitOn: z.string().nullable(),
  siteVisitTime: z.string().nullable(),
  lostReason: z.string().nullable(),
  lostNote: z.string().nullable(),
  quoteId: z.uuid().nullable(),
});

/** One lead with everything the list gives and its history, oldest first. */
export const leadDetailSchema = leadSchema.extend({ history: z.array(leadHistoryEntrySchema) });

/** One outgoing e-mail as the admin's mail list shows it: never its body or attachments. */
export const emailListItemSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(emailListStatuses),
  attempts: z.int(),
  lastError: z.string().nullable(),
  createdAt: timestamp,
  sentAt: optionalTimestamp,
  /** When the sender tries it next; null once sent. */
  nextAttemptAt: optionalTimestamp,
  quoteId: z.uuid().nullable(),
  contractId: z.uuid().nullable(),
});

/** One timeline entry of the given type, its data in that type's shape. */
const eventOf = <Type extends QuoteEventType, Data extends z.ZodType<QuoteEventData[Type]>>(type: Type, data: Data) =>
  z.object({ id: z.uuid(), type: z.literal(type), at: timestamp, data });

/**
 * One answer schema per timeline kind, over exactly the kinds of shared/audit-events.ts: a kind
 * without its schema here (or a schema under the wrong kind) fails the typecheck.
 */
export const quoteEventSchemas = {
  "quote.created": eventOf(
    "quote.created",
    z.object({ source: z.enum(["admin", "estimate"]), quoteRequestId: z.uuid().optional(), revisionOf: z.uuid().optional() }),
  ),
  "quote.updated": eventOf("quote.updated", z.object({ fields: z.array(z.string()) })),
  "quote.sent": eventOf("quote.sent", z.object({ to: z.string(), emailId: z.uuid() })),
  "quote.viewed": eventOf("quote.viewed", z.object({})),
  "quote.accepted": eventOf("quote.accepted", z.object({ choices: z.array(z.string()).optional() })),
  "quote.rejected": eventOf("quote.rejected", z.object({ reason: z.string().optional() })),
  "quote.changes_requested": eventOf("quote.changes_requested", z.object({ message: z.string(), noticeEmailId: z.uuid().optional() })),
  "quote.revised": eventOf("quote.revised", z.object({ revisionId: z.uuid() })),
  "quote.reminder_sent": eventOf("quote.reminder_sent", z.object({ kind: z.enum(["unopened", "expiring"]), to: z.string(), emailId: z.uuid() })),
  "quote.reminders_switched": eventOf("quote.reminders_switched", z.object({ enabled: z.boolean() })),
  "quote.note": eventOf("quote.note", z.object({ text: z.string() })),
  "quote.link_replaced": eventOf("quote.link_replaced", z.object({ emailed: z.boolean() })),
  "contract.signed": eventOf("contract.signed", z.object({ hash: z.string() })),
  "payment.recorded": eventOf(
    "payment.recorded",
    z.object({
      paymentId: z.uuid(),
      kind: z.string(),
      amountCents: z.int(),
      method: z.string(),
      paidOn: z.string(),
      receiptNumber: z.string().optional(),
    }),
  ),
  "payment.voided": eventOf(
    "payment.voided",
    z.object({ paymentId: z.uuid(), receiptNumber: z.string(), amountCents: z.int(), reason: z.string(), voidedBy: z.string() }),
  ),
  "payment.balance_requested": eventOf(
    "payment.balance_requested",
    z.object({ amountCents: z.int(), to: z.string(), emailId: z.uuid(), requestedAt: z.string() }),
  ),
  "visit.created": eventOf("visit.created", z.object({ visitId: z.uuid(), kind: z.string(), by: z.string() })),
  "visit.proposed": eventOf(
    "visit.proposed",
    z.object({
      visitId: z.uuid(),
      kind: z.string(),
      day: z.string(),
      startTime: z.string().optional(),
      windowMinutes: z.int().optional(),
      by: z.string(),
      notified: z.boolean(),
    }),
  ),
  "visit.confirmed": eventOf("visit.confirmed", z.object({ visitId: z.uuid(), kind: z.string(), day: z.string() })),
  "visit.other_date_asked": eventOf(
    "visit.other_date_asked",
    z.object({ visitId: z.uuid(), kind: z.string(), day: z.string(), preferredDays: z.array(z.string()), note: z.string().optional() }),
  ),
  "visit.moved": eventOf(
    "visit.moved",
    z.object({
      visitId: z.uuid(),
      kind: z.string(),
      from: z.string().nullable(),
      to: z.string().nullable(),
      reason: z.string(),
      note: z.string().optional(),
      by: z.string(),
      keptConfirmation: z.boolean(),
    }),
  ),
  "visit.held": eventOf(
    "visit.held",
    z.object({ visitId: z.uuid(), kind: z.string(), from: z.string().nullable(), reason: z.string(), note: z.string().optional(), by: z.string() }),
  ),
  "visit.cancelled": eventOf(
    "visit.cancelled",
    z.object({ visitId: z.uuid(), kind: z.string(), from: z.string().nullable(), note: z.string().optional(), by: z.string() }),
  ),
  "visit.completed": eventOf("visit.completed", z.object({ visitId: z.uuid(), kind: z.string(), day: z.string().nullable(), by: z.string() })),
  "visit.reminder_sent": eventOf(
    "visit.reminder_sent",
    z.object({ visitId: z.uuid(), kind: z.enum(["day_before", "confirm_nudge"]), to: z.string(), emailId: z.uuid() }),
  ),
  "change_order.created": eventOf("change_order.created", z.object({ changeOrderId: z.uuid(), by: z.string() })),
  "change_order.sent": eventOf(
    "change_order.sent",
    z.object({ changeOrderId: z.uuid(), number: z.string(), totalCents: z.number().int(), to: z.string(), by: z.string() }),
  ),
  "change_order.signed": eventOf(
    "change_order.signed",
    z.object({
      changeOrderId: z.uuid(),
      number: z.string(),
      totalCents: z.number().int(),
      context: z.enum(["remote", "in_person"]),
      hash: z.string(),
    }),
  ),
  "change_order.declined": eventOf(
    "change_order.declined",
    z.object({ changeOrderId: z.uuid(), number: z.string(), message: z.string().optional() }),
  ),
  "job.completed": eventOf("job.completed", z.object({ completionId: z.uuid(), completedOn: z.string(), by: z.string() })),
  "job.completion_undone": eventOf("job.completion_undone", z.object({ completionId: z.uuid(), reason: z.string(), by: z.string() })),
  "warranty.issued": eventOf(
    "warranty.issued",
    z.object({ certificateId: z.uuid(), number: z.string(), startsOn: z.string(), endsOn: z.string(), override: z.string().optional() }),
  ),
  "warranty.voided": eventOf("warranty.voided", z.object({ certificateId: z.uuid(), number: z.string(), reason: z.string() })),
  "change_order.voided": eventOf(
    "change_order.voided",
    z.object({ changeOrderId: z.uuid(), number: z.string(), reason: z.string(), by: z.string() }),
  ),
  "follow_up.sent": eventOf(
    "follow_up.sent",
    z.object({
      followUpId: z.uuid(),
      kind: z.enum(["review_request", "reseal_reminder"]),
      to: z.string(),
      emailId: z.uuid(),
      by: z.string().optional(),
    }),
  ),
  "follow_up.skipped": eventOf(
    "follow_up.skipped",
    z.object({ followUpId: z.uuid(), kind: z.enum(["review_request", "reseal_reminder"]), reason: z.string(), by: z.string().optional() }),
  ),
  "follow_up.review_link_opened": eventOf("follow_up.review_link_opened", z.object({ followUpId: z.uuid() })),
  "follow_up.marked_reviewed": eventOf("follow_up.marked_reviewed", z.object({ followUpId: z.uuid(), by: z.string() })),
  "site.review_left": eventOf("site.review_left", z.object({ consentToQuote: z.boolean() })),
} satisfies { [Type in QuoteEventType]: z.ZodType<{ type: Type; data: QuoteEventData[Type] }> };

const [firstEventSchema, ...otherEventSchemas] = Object.values(quoteEventSchemas);

/** One entry of a quote's timeline, its data shaped by its type (shared/audit-events.ts). */
export const quoteEventSchema = z.discriminatedUnion("type", [firstEventSchema, ...otherEventSchemas]);

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

/** A saved item of the owner's price book (shared/price-book.ts): its unit price as decimal text ("14.50"). */
export const priceBookItemRecordSchema = z.object({
  id: z.uuid(),
  description: z.string(),
  unit: z.enum(lineItemUnits),
  unitPrice: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export const priceBookAnswerSchema = z.object({ success, items: z.array(priceBookItemRecordSchema) });
export const priceBookItemAnswerSchema = z.object({ success, item: priceBookItemRecordSchema });
/** An entry of the owner's design catalogue (shared/design-catalogue.ts CatalogueEntry): its swatch by address, never its bytes. */
export const catalogueEntryRecordSchema = z.object({
  id: z.uuid(),
  kind: z.enum(catalogueKinds),
  name: z.string(),
  maker: z.string(),
  code: z.string(),
  swatchUrl: z.string().nullable(),
  swatchSha256: z.string().nullable(),
  retired: z.boolean(),
});
export const catalogueAnswerSchema = z.object({ success, entries: z.array(catalogueEntryRecordSchema) });
export const catalogueEntryAnswerSchema = z.object({ success, entry: catalogueEntryRecordSchema });
export const healthAnswerSchema = z.object({ success, ok: z.literal(true) });
export const quoteAnswerSchema = z.object({ success, quote: quoteSchema });
/** One page of the admin's list (every quote when no list parameter is given), each at its lifecycle stage. */
export const quotesAnswerSchema = z.object({ success, quotes: z.array(quoteListItemSchema), ...listPageFields });
export const quoteCreatedAnswerSchema = z.object({ success, quoteId: z.uuid() });
export const quoteEventsAnswerSchema = z.object({ success, events: z.array(quoteEventSchema) });
export const contractAnswerSchema = z.object({ success, contract: publicContractSchema });
export const contractsAnswerSchema = z.object({ success, contracts: z.array(contractListItemSchema), ...listPageFields });
export const contractCreatedAnswerSchema = z.object({ success, contractId: z.uuid() });
export const clientQuoteAnswerSchema = z.object({ success, quote: clientQuoteSchema });
export const clientContractAnswerSchema = z.object({ success, contract: clientContractSchema });
/** The contract was signed: the confirmation is at the same link (`/contract-confirmation/{token}`). */
export const clientSignedAnswerSchema = z.object({ success, signed: z.literal(true) });
/** The owner replaced the client's link: the quote with its new link, and whether it was e-mailed again. */
export const linkReplacedAnswerSchema = z.object({ success, quote: quoteSchema, emailed: z.boolean() });
export const quoteRequestAnswerSchema = z.object({ success, quoteRequest: quoteRequestSchema });
export const quoteRequestsAnswerSchema = z.object({ success, quoteRequests: z.array(leadSchema), ...listPageFields });
export const leadDetailAnswerSchema = z.object({ success, quoteRequest: leadDetailSchema });
export const noteAnswerSchema = z.object({ success, note: noteRecordSchema });
/** How the server delivers mail now: by SMTP, or only as files in `folder` (absolute, on the server). */
export const mailDeliverySchema = z.object({ mode: z.enum(mailDeliveryModes), folder: z.string().nullable() });
export const adminEmailsAnswerSchema = z.object({
  success,
  emails: z.array(emailListItemSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  delivery: mailDeliverySchema,
});
export const adminEmailAnswerSchema = z.object({ success, email: emailListItemSchema });
export const quoteRequestCreatedAnswerSchema = z.object({ success, id: z.uuid() });
/** A payment received on a signed contract (amount in cents; paidOn is the Toronto day, YYYY-MM-DD). */
export const paymentSchema = createSelectSchema(payments, { createdAt: timestamp }).extend({
  kind: z.enum(paymentKinds),
  method: z.enum(paymentMethods),
  /** "R-0001": the receipt's number as the client's receipt shows it. */
  receipt: z.string(),
  /** The HST included in the amount (amount x 13/113, to the cent). */
  hstCents: z.int(),
  /** Set once the payment is voided: it then counts for nothing. */
  void: z.object({ reason: z.string(), voidedBy: z.string(), voidedAt: timestamp }).nullable(),
});
/** A contract's payments in the order received, its price, the deposit it asks for, what was received and what is owed. */
export const paymentSummaryAnswerSchema = z.object({
  success,
  payments: z.array(paymentSchema),
  totalCents: z.int(),
  depositCents: z.int(),
  collectedCents: z.int(),
  outstandingCents: z.int(),
});
/** The balance was e-mailed to the client: the amount asked for and where it went. */
export const balanceRequestAnswerSchema = z.object({ success, amountCents: z.int(), to: z.string() });
/** The dashboard's figures: contract money in cents, quotes by lifecycle stage, e-mails that keep failing. */
export const adminSummaryAnswerSchema = z.object({
  success,
  signedValueCents: z.int(),
  collectedCents: z.int(),
  outstandingCents: z.int(),
  quotes: z.object({ total: z.int(), ...Object.fromEntries(quoteStages.map((stage) => [stage, z.int()])) } as Record<"total" | QuoteStage, z.ZodInt>),
  mailFailing: z.int(),
});
/**
 * The contractor's signature (the owner's, printed on contracts for the business) or null when none is
 * set, and the name contracts print beside the blank line then.
 */
export const contractorSignatureAnswerSchema = z.object({
  success,
  signature: z
    .object({
      signerName: z.string(),
      /** The normalised PNG as a data URL. */
      signatureData: z.string(),
      width: z.int(),
      height: z.int(),
      /** The admin account (e-mail) that drew it, and when. */
      setBy: z.string(),
      setAt: timestamp,
    })
    .nullable(),
  defaultSignerName: z.string(),
});
export const sessionAnswerSchema = z.object({ success, authenticated: z.boolean(), email: z.string().optional() });
/**
 * Why a file was not read to its end: it holds more signature dictionaries, or more `/ByteRange`
 * entries, than a contract of ours ever does (verifyLimits); the verdict is given from what was read.
 */
const verdictLimitSchema = z.enum(["too-many-signatures", "too-many-byte-ranges"]);
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
      /** Which signed document the file is: the contract itself, or one of its change orders ("CO-2"). */
      document: z.object({
        kind: z.enum(["contract", "change-order", "warranty"]),
        number: z.string().nullable(),
        signerName: z.string(),
        signedAt: timestamp,
        /** A warranty certificate voided when its job's completion was undone: when and why. */
        voided: z.object({ at: timestamp, reason: z.string() }).nullable(),
      }),
      /** The contract and its signed change orders in order, each with its PDF's SHA-256: each verifiable on its own. */
      chain: z.array(z.object({ label: z.string(), sha256: z.string(), signedAt: timestamp })),
    }),
    z.object({ status: z.literal("modified"), reason: verdictLimitSchema.optional() }),
    z.object({ status: z.literal("not-ours"), reason: verdictLimitSchema.optional() }),
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
export type QuoteListItem = z.input<typeof quoteListItemSchema>;
export type PublicContract = z.input<typeof publicContractSchema>;
export type QuoteRequestView = z.input<typeof quoteRequestSchema>;
export type LeadView = z.input<typeof leadSchema>;
export type LeadDetailView = z.input<typeof leadDetailSchema>;
export type LeadHistoryEntryView = z.input<typeof leadHistoryEntrySchema>;
export type LeadDetailAnswer = z.input<typeof leadDetailAnswerSchema>;
export type NoteView = z.input<typeof noteRecordSchema>;
export type NoteAnswer = z.input<typeof noteAnswerSchema>;
export type EmailListItemView = z.input<typeof emailListItemSchema>;
export type AdminEmailsAnswer = z.input<typeof adminEmailsAnswerSchema>;
export type MailDeliveryView = z.input<typeof mailDeliverySchema>;
export type AdminEmailAnswer = z.input<typeof adminEmailAnswerSchema>;
export type QuoteEventView = z.input<typeof quoteEventSchema>;
/** A timeline entry as the server holds it (its time a Date), before encoding. */
export type QuoteEventRecord = z.output<typeof quoteEventSchema>;
export type ErrorAnswer = z.input<typeof errorAnswerSchema>;
export type MessageAnswer = z.input<typeof messageAnswerSchema>;
export type QuoteAnswer = z.input<typeof quoteAnswerSchema>;
export type ClientQuote = z.input<typeof clientQuoteSchema>;
export type ClientQuoteAnswer = z.input<typeof clientQuoteAnswerSchema>;
export type ClientContractAnswer = z.input<typeof clientContractAnswerSchema>;
export type ClientSignedAnswer = z.input<typeof clientSignedAnswerSchema>;
export type LinkReplacedAnswer = z.input<typeof linkReplacedAnswerSchema>;
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
export type ContractorSignatureAnswer = z.input<typeof contractorSignatureAnswerSchema>;
export type LoginInfoAnswer = z.input<typeof loginInfoAnswerSchema>;
export type VerifyAnswer = z.input<typeof verifyAnswerSchema>;
export type PaymentView = z.input<typeof paymentSchema>;
export type PaymentSummaryAnswer = z.input<typeof paymentSummaryAnswerSchema>;
export type BalanceRequestAnswer = z.input<typeof balanceRequestAnswerSchema>;
export type AdminSummaryAnswer = z.input<typeof adminSummaryAnswerSchema>;
export type PdfVerdictView = VerifyAnswer["verdict"];
export type CatalogueAnswer = z.input<typeof catalogueAnswerSchema>;
export type CatalogueEntryAnswer = z.input<typeof catalogueEntryAnswerSchema>;
export type PriceBookAnswer = z.input<typeof priceBookAnswerSchema>;
export type PriceBookItemAnswer = z.input<typeof priceBookItemAnswerSchema>;

/** The schedule's answers (the job after the signature) live in their own module; named here with the rest. */
export * from "../schedule/responses";

/** The change orders' answers live in their own module; named here with the rest. */
export * from "../change-orders/responses";

/** The end of a job's answers (completion, warranty) live in their own module; named here with the rest. */
export * from "../completion/responses";
// The follow-ups after a job (review request, reseal reminder) and their settings: ./follow-up-responses.ts.
export * from "../follow-ups/responses";
// The site's own content (projects, photos, reviews): site-responses.ts.
export * from "../site/responses";
