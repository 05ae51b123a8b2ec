/**
 * The API's table of contents: every route with who may call it, what it takes and what it answers.
 * /api/openapi.json is generated from this table (server/openapi.ts), and tests/api/contract.test.ts
 * checks that the routes the server really has are exactly these and answer these shapes.
 */
import type { z } from "zod";
import type { $ZodType } from "zod/v4/core";
import type { ErrorStatus } from "../api-errors";
import { changePasswordSchema, contractorSignatureSchema } from "../account-rules";
import { uploadLimits, verifyLimits } from "../business";
import { paymentInputSchema, voidPaymentSchema, voidReasonMaxLength } from "../payment-rules";
import { noteSchema } from "../note-rules";
import { catalogueEntryChangesSchema, catalogueEntrySchema, maxCatalogueEntriesPerKind } from "../design-catalogue-entry";
import { swatchLimits } from "../design-catalogue";
import { maxPriceBookItems, priceBookItemChangesSchema, priceBookItemSchema } from "../price-book";
import {
  createQuoteSchema,
  estimateQuoteSchema,
  signContractSchema,
  insertQuoteRequestSchema,
  loginSchema,
  changeRequestSchema,
  quoteDecisionSchema,
  quoteRemindersSchema,
  quoteRequestStatusSchema,
  leadFollowUpSchema,
  updateQuoteSchema,
} from "../schema";
import {
  adminSummaryAnswerSchema,
  balanceRequestAnswerSchema,
  paymentSummaryAnswerSchema,
  adminEmailAnswerSchema,
  adminEmailsAnswerSchema,
  noteAnswerSchema,
  priceBookAnswerSchema,
  catalogueAnswerSchema,
  catalogueEntryAnswerSchema,
  priceBookItemAnswerSchema,
  contractAnswerSchema,
  clientContractAnswerSchema,
  clientQuoteAnswerSchema,
  clientSignedAnswerSchema,
  linkReplacedAnswerSchema,
  contractsAnswerSchema,
  healthAnswerSchema,
  loginInfoAnswerSchema,
  messageAnswerSchema,
  quoteAnswerSchema,
  quoteCreatedAnswerSchema,
  quoteEventsAnswerSchema,
  quoteRequestAnswerSchema,
  leadDetailAnswerSchema,
  quoteRequestCreatedAnswerSchema,
  quoteRequestsAnswerSchema,
  quotesAnswerSchema,
  sessionAnswerSchema,
  contractorSignatureAnswerSchema,
  verifyAnswerSchema,
} from "./responses";
import { scheduleEndpoints } from "../schedule/endpoints";
import { changeOrderEndpoints } from "../change-orders/endpoints";
import { completionEndpoints } from "../completion/endpoints";
import { followUpEndpoints } from "../follow-ups/endpoints";
import { siteEndpoints } from "../site/endpoints";
import { bodyLimits } from "./body-limits";

/**
 * Who may call a route: anyone; the admin's session; anyone holding the client's link token (the
 * capability e-mailed to the client); or either of the last two (the handler tells them apart).
 */
export type Access = "public" | "admin" | "link-holder" | "admin-or-link-holder";

/** A JSON answer by its schema, or a file by its media type (the handler writes the file itself). */
export type Answer = z.ZodType | { file: string };

/** A JSON body by its schema (classic zod or zod/mini: both share zod's core). */
export type JsonBody = {
  schema: $ZodType;
  /**
   * The most bytes of JSON read (413 past it, before anything is parsed): required for any route a
   * caller without the admin's session may write to; admin routes default to bodyLimits.adminDefault.
   */
  maxBytes?: number;
  /** Also accepts form data with files; as text, how that form carries the body's fields when it differs. */
  multipart?: boolean | string;
};

/** A file sent as the raw body. */
export type FileBody = { file: string; maxBytes: number };

export type Endpoint = {
  method: "get" | "post" | "patch" | "put" | "delete";
  /** OpenAPI style: /api/quotes/{id}. */
  path: string;
  summary: string;
  access: Access;
  body?: JsonBody | FileBody;
  /** The success answer and its status. */
  success: { status: number; answer: Answer };
  /**
   * Error statuses this route can answer (each with the error body), beyond 500, 503 (the database
   * cannot answer: any route may need it, for its data or its session) and those every call that
   * changes something can get (see bodyErrors and errorStatuses).
   */
  errors: readonly ErrorStatus[];
  /**
   * An admin route that earlier answered anonymous callers too: a caller without an admin session is
   * answered by this other endpoint of the table (its guard, middleware, body and answer), at this path.
   */
  withoutSession?: string;
};

/** Keeps each entry's literal path and schemas, so a handler's params, body and answer are typed from them. */
function defineTable<const Table extends Record<string, Endpoint>>(table: Table): Table {
  return table;
}

/**
 * What any state-changing call can answer before its handler runs: an unreadable body (400), another
 * site's page (403), a body over the limit (413) or in an encoding the server does not read (415).
 */
export const bodyErrors: ErrorStatus[] = [400, 403, 413, 415];

/** Every status a route can answer with the error body. A path parameter that is not valid percent-encoding is a 400 too. */
export function errorStatuses(endpoint: Endpoint): ErrorStatus[] {
  const pathErrors: ErrorStatus[] = endpoint.path.includes("{") ? [400] : [];
  const always: ErrorStatus[] = [500, 503];
  const fallback = endpoint.withoutSession ? endpointByName(endpoint.withoutSession).errors : [];
  return [...new Set([...endpoint.errors, ...fallback, ...pathErrors, ...(endpoint.method === "get" ? [] : bodyErrors), ...always])].sort(
    (a, b) => a - b,
  );
}

/** The endpoint an actual request path belongs to ("/api/quotes/abc" -> "/api/quotes/{id}"). */
export function findEndpoint(method: string, path: string): NamedEndpoint | undefined {
  return endpoints.find(
    (endpoint) => endpoint.method === method.toLowerCase() && new RegExp(`^${endpoint.path.replace(/\{\w+\}/g, "[^/]+")}$`).test(path),
  );
}

/** The table's order is the order the routes are mounted in. */
export const endpointTable = defineTable({
  submitLead: {
    method: "post",
    path: "/api/quote-requests",
    summary: `A visitor's quote request (lead), as JSON or multipart with photos (at most ${uploadLimits.maxFiles}, ${uploadLimits.maxFileBytes / (1024 * 1024)} MB each, ${uploadLimits.maxTotalBytes / (1024 * 1024)} MB in total; each re-encoded before it is stored); e-mails an acknowledgement and the business. 429 also when the address has used up its daily photo budget.`,
    access: "public",
    body: { schema: insertQuoteRequestSchema, multipart: true, maxBytes: bodyLimits.leadForm },
    success: { status: 201, answer: quoteRequestCreatedAnswerSchema },
    errors: [400, 403, 413, 429],
  },
  listLeads: {
    method: "get",
    path: "/api/quote-requests",
    summary:
      "Leads newest first, each with photo URLs, its stage and stage facts (site visit day and time, lost reason), follow-up day and version, the quotes priced from it (with their stage), the admin's notes, and the other leads from the same person (same e-mail in any case, or the same phone digits). Query (all optional): `stage` (new, contacted, site_visit, quoted, won, lost; or open = new to quoted), `followUp` (due: a follow-up day today or earlier in Toronto, soonest first; set: any follow-up day, soonest first), `q` (name, e-mail, city, or message containing it, any case; or phone containing its digits), `page` (from 1) and `pageSize` (default 25, at most 100). Without any parameter: every lead. 400 for a parameter it cannot read.",
    access: "admin",
    success: { status: 200, answer: quoteRequestsAnswerSchema },
    errors: [400, 401],
  },
  getLead: {
    method: "get",
    path: "/api/quote-requests/{id}",
    summary: "One lead as the list gives it, with its history: every stage change and follow-up change, who made it and when, oldest first.",
    access: "admin",
    success: { status: 200, answer: leadDetailAnswerSchema },
    errors: [401, 404],
  },
  setLeadStatus: {
    method: "patch",
    path: "/api/quote-requests/{id}",
    summary:
      "Move a lead to a stage (new, contacted, site_visit, quoted, won, lost) at the `version` it was seen at (409 LEAD_CHANGED when it has changed since). A site visit needs `siteVisitOn` (YYYY-MM-DD, Toronto; `siteVisitTime` HH:MM optional), a lost lead `lostReason` (price, timing, other_contractor, no_response, other; other with `lostNote`): 422 LEAD_STAGE_INCOMPLETE without. Won and lost clear the follow-up day. Recorded on the lead's history with the admin's e-mail.",
    access: "admin",
    body: { schema: quoteRequestStatusSchema },
    success: { status: 200, answer: quoteRequestAnswerSchema },
    errors: [400, 401, 403, 404, 409, 422],
  },
  setLeadFollowUp: {
    method: "put",
    path: "/api/quote-requests/{id}/follow-up",
    summary:
      "Set the lead's follow-up day (`followUpOn`, YYYY-MM-DD, a Toronto day from today to two years ahead: 422 LEAD_DATE_REFUSED otherwise) or clear it (null), at the `version` it was seen at (409 LEAD_CHANGED when it has changed since). Recorded on the lead's history.",
    access: "admin",
    body: { schema: leadFollowUpSchema },
    success: { status: 200, answer: quoteRequestAnswerSchema },
    errors: [400, 401, 403, 404, 409, 422],
  },
  addLeadNote: {
    method: "post",
    path: "/api/quote-requests/{id}/notes",
    summary: "Add an admin's note to a lead (several lines, at most 2000 characters); kept in the audit log, never shown to the client.",
    access: "admin",
    body: { schema: noteSchema },
    success: { status: 201, answer: noteAnswerSchema },
    errors: [400, 401, 403, 404],
  },
  addQuoteNote: {
    method: "post",
    path: "/api/quotes/{id}/notes",
    summary: "Add an admin's note to a quote's timeline (several lines, at most 2000 characters); never shown to the client.",
    access: "admin",
    body: { schema: noteSchema },
    success: { status: 201, answer: noteAnswerSchema },
    errors: [400, 401, 403, 404],
  },
  getPhoto: {
    method: "get",
    path: "/api/uploads/{id}",
    summary:
      "A photo sent with a lead or with the estimate form, or a finished job's photo, as stored: upright, at most 2560 px on its longest side, without metadata (JPEG, or WebP when it has transparency). Photos stored before re-encoding are served as they were sent.",
    access: "admin",
    success: { status: 200, answer: { file: "image/*" } },
    errors: [401, 404],
  },
  getPhotoThumbnail: {
    method: "get",
    path: "/api/uploads/{id}/thumbnail",
    summary:
      "A photo's list thumbnail (a lead's, an estimate request's or a job's): WebP, at most 360 px on its longest side (the photo itself for photos stored before thumbnails).",
    access: "admin",
    success: { status: 200, answer: { file: "image/*" } },
    errors: [401, 404],
  },
  submitEstimate: {
    method: "post",
    path: "/api/estimates",
    summary: `The public estimate form, as JSON or multipart with photos (the same limits, re-encoding and daily photo budget as /api/quote-requests): a quote stored pending, unpriced at 0.00, valid 30 days; its answers and photos kept for the admin only (\`photoUrls\` never reaches the client's GET /api/links/{token}).`,
    access: "public",
    body: {
      schema: estimateQuoteSchema,
      maxBytes: bodyLimits.leadForm,
      multipart:
        "The estimate form's fields as text form fields, `estimateAnswers` as one text field holding its JSON object, and up to " +
        `${uploadLimits.maxFiles} image files in \`photos\`.`,
    },
    success: { status: 201, answer: quoteCreatedAnswerSchema },
    errors: [400, 403, 413, 429],
  },
  createQuote: {
    method: "post",
    path: "/api/quotes",
    summary:
      "The admin's priced quote (JSON only): line items (totalCost then derived: total with 13% HST) or a totalCost, optionally from a lead (`quoteRequestId`) or revising an earlier quote (`revisionOf`: that quote is replaced; it keeps the estimate's photos), e-mailed to the client at once when sendable. With `choiceGroups` (pick-one choices; lines name their option by `optionId`, add-ons the option they need by `requiresOptionId`) and a stamped `design` (catalogue ids, 422 DESIGN_INVALID outside the catalogue): 400 for a line naming an option the quote does not offer; 422 CHOICES_INCOMPLETE when it would be sent with a choice not ready (`send: false` keeps a draft). Without an admin session this path still takes the estimate form exactly as POST /api/estimates does (its body, photos, limits and answer), for estimate forms that post here.",
    access: "admin",
    body: { schema: createQuoteSchema },
    success: { status: 201, answer: quoteCreatedAnswerSchema },
    errors: [400, 403, 404, 409, 422],
    withoutSession: "submitEstimate",
  },
  listQuotes: {
    method: "get",
    path: "/api/quotes",
    summary:
      "Quotes newest first, each with its derived expiry and lifecycle `stage`. Query (all optional): `status` (a stage: unpriced, draft, sent, viewed, changes_requested, accepted, signed, declined, expired, replaced; or open = unpriced to changes_requested), `q` (quote number, client name, e-mail or address containing it, any case; or phone containing its digits), `page` (from 1) and `pageSize` (default 25, at most 100). Without any parameter: every quote. 400 for a parameter it cannot read.",
    access: "admin",
    success: { status: 200, answer: quotesAnswerSchema },
    errors: [400, 401],
  },
  getQuote: {
    method: "get",
    path: "/api/quotes/{id}",
    summary: "One quote as the admin sees it, with `expired`, its number, its client link token and its signed contract's id.",
    access: "admin",
    success: { status: 200, answer: quoteAnswerSchema },
    errors: [401, 404],
  },
  replaceQuoteLink: {
    method: "post",
    path: "/api/quotes/{id}/link",
    summary:
      "Replace the client's link: a new token; the old link answers 410 LINK_REPLACED from now on. The quote is e-mailed again with the new link when it can be sent (`emailed`); the timeline records it.",
    access: "admin",
    success: { status: 200, answer: linkReplacedAnswerSchema },
    errors: [401, 403, 404],
  },
  readClientQuote: {
    method: "get",
    path: "/api/links/{token}",
    summary:
      "The client's quote, read through their link: no id of any kind; its number, `expired`, `signed`, and for a revised quote the link of the current revision. The client's first view is recorded. 410 LINK_REPLACED for a replaced link.",
    access: "link-holder",
    success: { status: 200, answer: clientQuoteAnswerSchema },
    errors: [404, 410],
  },
  editQuote: {
    method: "patch",
    path: "/api/quotes/{id}",
    summary:
      "Edit a pending quote; only the fields sent change. 400 for a line naming an option the quote does not offer; 422 CHOICES_INCOMPLETE when a sent quote's choices would no longer be ready; 422 DESIGN_INVALID for a design outside the catalogue; 409 DESIGN_LOCKED for a `design` once the contract is signed.",
    access: "admin",
    body: { schema: updateQuoteSchema },
    success: { status: 200, answer: quoteAnswerSchema },
    errors: [400, 401, 403, 404, 409, 422],
  },
  decideQuote: {
    method: "patch",
    path: "/api/links/{token}/status",
    summary:
      'The client accepts (with `options`: the add-ons they include and the option they chose in each choice group, frozen with the total the server works out; and `design` when they pick the stamped design) or declines ("rejected", optional reason); 422 CHOICE_INVALID for a choice the quote does not allow, DESIGN_REQUIRED / DESIGN_INVALID for a missing or unknown design; 409 unless pending, current, unexpired and priced. `version` (the quote version the client saw) is required: 409 VERSION_REQUIRED without it, QUOTE_CHANGED when the quote changed since.',
    access: "link-holder",
    body: { schema: quoteDecisionSchema, maxBytes: bodyLimits.clientAnswer },
    success: { status: 200, answer: clientQuoteAnswerSchema },
    errors: [400, 403, 404, 409, 410, 422, 429],
  },
  requestQuoteChanges: {
    method: "post",
    path: "/api/links/{token}/change-requests",
    summary:
      "The client asks for changes with a message and the `version` it saw (409 VERSION_REQUIRED without it); the quote stays pending and the business is e-mailed (at most one notice per quote per 15 minutes, listing every message since the last). 409 when it could not be decided; 429 `CHANGE_REQUESTS_LIMITED` past 5 per quote or 20 per address in 24 hours.",
    access: "link-holder",
    body: { schema: changeRequestSchema, maxBytes: bodyLimits.clientAnswer },
    success: { status: 200, answer: clientQuoteAnswerSchema },
    errors: [400, 403, 404, 409, 410, 429],
  },
  switchQuoteReminders: {
    method: "put",
    path: "/api/quotes/{id}/reminders",
    summary: "Switch the quote's automatic reminders (not opened after 3 days; 3 days before expiry) on or off.",
    access: "admin",
    body: { schema: quoteRemindersSchema },
    success: { status: 200, answer: quoteAnswerSchema },
    errors: [400, 401, 403, 404],
  },
  getQuotePdf: {
    method: "get",
    path: "/api/quotes/{id}/pdf",
    summary: "The admin's copy of the quote's PDF.",
    access: "admin",
    success: { status: 200, answer: { file: "application/pdf" } },
    errors: [401, 404, 409],
  },
  getClientQuotePdf: {
    method: "get",
    path: "/api/links/{token}/pdf",
    summary: "The quote as a PDF: number, items, HST, total, deposit, validity and terms summary.",
    access: "link-holder",
    success: { status: 200, answer: { file: "application/pdf" } },
    errors: [404, 409, 410],
  },
  sendQuote: {
    method: "post",
    path: "/api/quotes/{id}/send",
    summary:
      "E-mail the quote link to the client (again); 409 unless pending, priced and unexpired; 422 CHOICES_INCOMPLETE (message: the first problem; `errors`: each field's) while a choice group is not ready.",
    access: "admin",
    success: { status: 200, answer: messageAnswerSchema },
    errors: [401, 403, 404, 409, 422],
  },
  getQuoteEvents: {
    method: "get",
    path: "/api/quotes/{id}/events",
    summary: "The quote's timeline, oldest first.",
    access: "admin",
    success: { status: 200, answer: quoteEventsAnswerSchema },
    errors: [401, 404],
  },
  listPriceBook: {
    method: "get",
    path: "/api/price-book",
    summary: 'The owner\'s price book: saved items (description, unit, unit price before HST as text like "14.50"), by description.',
    access: "admin",
    success: { status: 200, answer: priceBookAnswerSchema },
    errors: [401],
  },
  createPriceBookItem: {
    method: "post",
    path: "/api/price-book",
    summary: `Save an item to the price book (the rules of a quote's item: a one-line description, a unit, a unit price). 409 PRICE_BOOK_FULL past ${maxPriceBookItems} items.`,
    access: "admin",
    body: { schema: priceBookItemSchema },
    success: { status: 201, answer: priceBookItemAnswerSchema },
    errors: [400, 401, 403, 409],
  },
  updatePriceBookItem: {
    method: "patch",
    path: "/api/price-book/{id}",
    summary: "Change a saved item; only the fields sent change. Quotes that used it keep their own copy.",
    access: "admin",
    body: { schema: priceBookItemChangesSchema },
    success: { status: 200, answer: priceBookItemAnswerSchema },
    errors: [400, 401, 403, 404],
  },
  deletePriceBookItem: {
    method: "delete",
    path: "/api/price-book/{id}",
    summary: "Remove a saved item from the price book. Quotes that used it keep their own copy.",
    access: "admin",
    success: { status: 200, answer: messageAnswerSchema },
    errors: [401, 403, 404],
  },
  listDesignCatalogue: {
    method: "get",
    path: "/api/design-catalogue",
    summary:
      "The owner's design catalogue: patterns, base colours, release colours, borders and sealer finishes, retired entries too, by kind, position and name; each swatch by its address (`swatchUrl`).",
    access: "admin",
    success: { status: 200, answer: catalogueAnswerSchema },
    errors: [401],
  },
  createCatalogueEntry: {
    method: "post",
    path: "/api/design-catalogue",
    summary: `Add an entry (kind; name, one line, at most 80 characters; maker and code, one line, at most 40), as JSON or multipart with a swatch image in \`swatch\` (JPEG, PNG, WebP or HEIC, recognised by its bytes; at most ${swatchLimits.maxBytes / (1024 * 1024)} MB: 413 SWATCH_TOO_LARGE, before it is read whole; 400 SWATCH_NOT_IMAGE, SWATCH_TOO_MANY_PIXELS). The swatch is stored re-encoded: upright, without metadata, at most ${swatchLimits.storedPixels} x ${swatchLimits.storedPixels} px, JPEG (PNG when transparent). 409 CATALOGUE_FULL past ${maxCatalogueEntriesPerKind} entries of one kind.`,
    access: "admin",
    body: { schema: catalogueEntrySchema, multipart: "The fields as text form fields, and at most one image file in `swatch`." },
    success: { status: 201, answer: catalogueEntryAnswerSchema },
    errors: [400, 401, 403, 409, 413],
  },
  updateCatalogueEntry: {
    method: "patch",
    path: "/api/design-catalogue/{id}",
    summary:
      "Change an entry; only the fields sent change (name, maker, code; `retired` true hides it from new choices while quotes that name it keep it; false restores it). A new image in `swatch` (multipart, the rules of POST) replaces the swatch and its address; `removeSwatch` true takes it away. The kind never changes. Entries are never deleted.",
    access: "admin",
    body: {
      schema: catalogueEntryChangesSchema,
      multipart: 'The fields as text form fields (`retired` and `removeSwatch` as "true" or "false"), and at most one image file in `swatch`.',
    },
    success: { status: 200, answer: catalogueEntryAnswerSchema },
    errors: [400, 401, 403, 404, 413],
  },
  getDesignSwatch: {
    method: "get",
    path: "/api/design-swatches/{id}",
    summary:
      "An entry's swatch as stored (JPEG or PNG), with its SHA-256 as ETag. At the address the catalogue gives (`?v=` the first 12 hex of the hash) it is cached for a year (immutable); at any other `v`, or none, `Cache-Control: no-cache`, so an old address never keeps a replaced image. Not a secret (a colour sample), but the catalogue itself is not listed publicly. 404 CATALOGUE_ENTRY_NOT_FOUND without the entry or its swatch.",
    access: "public",
    success: { status: 200, answer: { file: "image/*" } },
    errors: [404],
  },
  clientDesignCatalogue: {
    method: "get",
    path: "/api/links/{token}/design-catalogue",
    summary:
      "What the client may pick a design from through their link: the active catalogue entries, and any retired entry the quote's design already names. 404 for an unknown link, 410 LINK_REPLACED for a replaced one.",
    access: "link-holder",
    success: { status: 200, answer: catalogueAnswerSchema },
    errors: [404, 410],
  },
  signContract: {
    method: "post",
    path: "/api/links/{token}/contract",
    summary:
      "Sign the contract of the link's accepted quote (drawn signature as a PNG data URL) at the `quoteVersion` the signer saw (409 VERSION_REQUIRED without it); one contract per quote. `maintenanceReminders: true` records the client's consent to reseal reminders (the box is unticked by default). When the chosen option has a stamped design, `colourAcknowledged: true` is required (422 COLOUR_ACKNOWLEDGEMENT_REQUIRED; 422 DESIGN_REQUIRED or DESIGN_INVALID when the design is missing or names an entry the catalogue no longer has). The confirmation is then at the same link.",
    access: "link-holder",
    body: { schema: signContractSchema, maxBytes: bodyLimits.withSignature },
    success: { status: 201, answer: clientSignedAnswerSchema },
    errors: [400, 403, 404, 409, 410, 413, 422, 429],
  },
  getClientContract: {
    method: "get",
    path: "/api/links/{token}/contract",
    summary:
      "The confirmation: what was signed and when, the quote's number and how to pay the deposit; no id, no signature, no signer's IP address or browser.",
    access: "link-holder",
    success: { status: 200, answer: clientContractAnswerSchema },
    errors: [404, 410],
  },
  getClientContractPdf: {
    method: "get",
    path: "/api/links/{token}/contract/pdf",
    summary: "The signed contract as a PDF with its certificate page.",
    access: "link-holder",
    success: { status: 200, answer: { file: "application/pdf" } },
    errors: [404, 410],
  },
  listContracts: {
    method: "get",
    path: "/api/contracts",
    summary:
      "Contracts newest first, with the quote's total and scope, and the total, collected and outstanding cents and `payment` (deposit_due, balance_due, paid_in_full). Query (all optional): `payment`, `q` (quote number, signer's or client's name, e-mail, address or phone), `page`, `pageSize` (default 25, at most 100). Without any parameter: every contract. 400 for a parameter it cannot read.",
    access: "admin",
    success: { status: 200, answer: contractsAnswerSchema },
    errors: [400, 401],
  },
  getContract: {
    method: "get",
    path: "/api/contracts/{id}",
    summary: "What was signed and when, without the signature, the signer's IP address and browser.",
    access: "admin",
    success: { status: 200, answer: contractAnswerSchema },
    errors: [401, 404],
  },
  getContractPdf: {
    method: "get",
    path: "/api/contracts/{id}/pdf",
    summary:
      "The admin's copy of the signed contract PDF. Without a session, only the address e-mailed for a contract signed before link tokens, while its quote's link has not been replaced (else 404 or 410).",
    access: "admin-or-link-holder",
    success: { status: 200, answer: { file: "application/pdf" } },
    errors: [404, 410],
  },
  listPayments: {
    method: "get",
    path: "/api/contracts/{id}/payments",
    summary: "The contract's payments in the order received, with its price, deposit, the amount collected and the amount still owed (cents).",
    access: "admin",
    success: { status: 200, answer: paymentSummaryAnswerSchema },
    errors: [401, 404],
  },
  recordPayment: {
    method: "post",
    path: "/api/contracts/{id}/payments",
    summary:
      'Record a payment received (kind deposit|balance|other, amount as dollars text like "5,565.25", method etransfer|cheque|cash, paidOn YYYY-MM-DD not in the future, optional one-line reference); the client is e-mailed a receipt. 409 PAYMENT_EXCEEDS_BALANCE when it is more than is still owed.',
    access: "admin",
    body: { schema: paymentInputSchema },
    success: { status: 201, answer: paymentSummaryAnswerSchema },
    errors: [400, 401, 403, 404, 409],
  },
  voidPayment: {
    method: "post",
    path: "/api/payments/{id}/void",
    summary: `Void a payment recorded by mistake, with the reason (one line, at most ${voidReasonMaxLength} characters): the payment stays, marked voided with the reason, the admin and the time, and counts for nothing from then on; the quote's timeline records it and the client is e-mailed a notice with the new balance. Answers the contract's payment summary. 404 PAYMENT_NOT_FOUND, 409 PAYMENT_ALREADY_VOIDED.`,
    access: "admin",
    body: { schema: voidPaymentSchema },
    success: { status: 200, answer: paymentSummaryAnswerSchema },
    errors: [400, 401, 403, 404, 409],
  },
  requestBalance: {
    method: "post",
    path: "/api/contracts/{id}/balance-request",
    summary:
      "E-mail the client the balance still owed (after every payment not voided) with the e-Transfer instructions; the quote's timeline records it. 409 NOTHING_OWED when nothing is owed, 409 BALANCE_JUST_REQUESTED within a minute of the last request for the contract.",
    access: "admin",
    success: { status: 200, answer: balanceRequestAnswerSchema },
    errors: [401, 403, 404, 409],
  },
  getAdminSummary: {
    method: "get",
    path: "/api/admin/summary",
    summary:
      "The dashboard's figures: signed contracts' value, collected and outstanding (cents), quotes by lifecycle stage, and e-mails failing to send.",
    access: "admin",
    success: { status: 200, answer: adminSummaryAnswerSchema },
    errors: [401],
  },
  exportLeads: {
    method: "get",
    path: "/api/exports/leads.csv",
    summary:
      "Every lead as CSV (UTF-8 with BOM, CRLF), as an attachment named with today's date: quote requests and estimate-form requests, newest first, with a Source column and readable labels (city, project type, timeline, stage, lost reason).",
    access: "admin",
    success: { status: 200, answer: { file: "text/csv" } },
    errors: [401],
  },
  exportQuotes: {
    method: "get",
    path: "/api/exports/quotes.csv",
    summary:
      'Every quote as CSV, one row per quote with its items in one cell and its totals (UTF-8 with BOM, CRLF). A revised quote has status "Replaced", the number of the quote that replaces it, and empty money columns (its old total in its own column), so the totals count each job once.',
    access: "admin",
    success: { status: 200, answer: { file: "text/csv" } },
    errors: [401],
  },
  exportContracts: {
    method: "get",
    path: "/api/exports/contracts.csv",
    summary: "Every contract as CSV with its total, the payments received, collected and outstanding (UTF-8 with BOM, CRLF).",
    access: "admin",
    success: { status: 200, answer: { file: "text/csv" } },
    errors: [401],
  },
  exportPayments: {
    method: "get",
    path: "/api/exports/payments.csv",
    summary:
      'Every payment as CSV with its receipt number, the HST included, and whether it was voided (with the reason); voided payments count 0.00 in the "Counted" column (UTF-8 with BOM, CRLF).',
    access: "admin",
    success: { status: 200, answer: { file: "text/csv" } },
    errors: [401],
  },
  verifyPdf: {
    method: "post",
    path: "/api/verify",
    summary: `Is this PDF (the raw body, application/pdf, at most 10 MB) a contract signed through Forma Concrete and unchanged since? "verified" (with the contract), "modified" or "not-ours"; a file with more than ${verifyLimits.maxByteRanges} \`/ByteRange\` entries or ${verifyLimits.maxSignatures} signature dictionaries is answered from what was read, with \`reason\`. ${verifyLimits.checksPerAddress} checks per address per 10 minutes. Nothing is stored.`,
    access: "public",
    body: { file: "application/pdf", maxBytes: verifyLimits.maxPdfBytes },
    success: { status: 200, answer: verifyAnswerSchema },
    errors: [400, 403, 413, 415, 429],
  },
  login: {
    method: "post",
    path: "/api/admin/login",
    summary: "Start an admin session (a new session id); 429 after 10 failures in 15 minutes.",
    access: "public",
    body: { schema: loginSchema, maxBytes: bodyLimits.login },
    success: { status: 200, answer: messageAnswerSchema },
    errors: [400, 401, 403, 429],
  },
  logout: {
    method: "post",
    path: "/api/admin/logout",
    summary: "End the admin session.",
    access: "public",
    success: { status: 200, answer: messageAnswerSchema },
    errors: [403],
  },
  changePassword: {
    method: "post",
    path: "/api/admin/password",
    summary:
      "Change the admin's password (the current one required; the new one 8 to 200 characters, typed twice). Every other session ends; this one stays signed in. A wrong current password is a 400 and counts as a failed sign-in (429 after too many).",
    access: "admin",
    body: { schema: changePasswordSchema },
    success: { status: 200, answer: messageAnswerSchema },
    errors: [400, 401, 403, 429],
  },
  getContractorSignature: {
    method: "get",
    path: "/api/admin/contractor-signature",
    summary: "The owner's signature printed for the business on contracts signed from now on (with its name, who drew it and when), or null.",
    access: "admin",
    success: { status: 200, answer: contractorSignatureAnswerSchema },
    errors: [401],
  },
  setContractorSignature: {
    method: "put",
    path: "/api/admin/contractor-signature",
    summary:
      "Set or replace the owner's signature (a PNG data URL, checked like a client's: at most 512 KB and 4,000,000 pixels, not blank) and the name printed beside it. Contracts already signed keep the signature they were signed with.",
    access: "admin",
    body: { schema: contractorSignatureSchema },
    success: { status: 200, answer: contractorSignatureAnswerSchema },
    errors: [400, 401, 403, 413],
  },
  removeContractorSignature: {
    method: "delete",
    path: "/api/admin/contractor-signature",
    summary: "Remove the owner's signature: contracts signed from now on leave a line to sign by hand; signed ones keep theirs.",
    access: "admin",
    success: { status: 200, answer: contractorSignatureAnswerSchema },
    errors: [401, 403],
  },
  signOutEverywhere: {
    method: "post",
    path: "/api/admin/sign-out-everywhere",
    summary: "End every admin session, this one included.",
    access: "admin",
    success: { status: 200, answer: messageAnswerSchema },
    errors: [401, 403],
  },
  listEmails: {
    method: "get",
    path: "/api/admin/emails",
    summary:
      'Outgoing e-mails, newest first (?status=pending|sent|failed&page=&pageSize=, at most 100): kind, recipient, subject, status ("failed": not sent and its last attempt failed; it is retried), attempts, last error and times. Never the bodies. `delivery` says how mail leaves: `smtp`, or `files` (no SMTP_URL: only written as .eml files to `folder` on the server, not delivered).',
    access: "admin",
    success: { status: 200, answer: adminEmailsAnswerSchema },
    errors: [400, 401],
  },
  retryEmail: {
    method: "post",
    path: "/api/admin/emails/{id}/retry",
    summary: "Make an unsent e-mail due now: the sender tries it within seconds. 409 when it was already sent or is being sent right now.",
    access: "admin",
    success: { status: 200, answer: adminEmailAnswerSchema },
    errors: [401, 403, 404, 409],
  },
  getSession: {
    method: "get",
    path: "/api/admin/session",
    summary: "Whether this browser holds an admin session.",
    access: "public",
    success: { status: 200, answer: sessionAnswerSchema },
    errors: [],
  },
  getLoginInfo: {
    method: "get",
    path: "/api/admin/login-info",
    summary: "The demo admin's credentials while no real admin is configured, else null.",
    access: "public",
    success: { status: 200, answer: loginInfoAnswerSchema },
    errors: [],
  },
  getAsset: {
    method: "get",
    path: "/api/assets/{file}",
    summary: "A static image, cached for a year.",
    access: "public",
    success: { status: 200, answer: { file: "image/*" } },
    errors: [404],
  },
  health: {
    method: "get",
    path: "/api/health",
    summary: "200 while the database answers, else 503.",
    access: "public",
    success: { status: 200, answer: healthAnswerSchema },
    errors: [503],
  },
  openApi: {
    method: "get",
    path: "/api/openapi.json",
    summary: "This document.",
    access: "public",
    success: { status: 200, answer: { file: "application/json" } },
    errors: [],
  },
  ...scheduleEndpoints,
  ...changeOrderEndpoints,
  ...completionEndpoints,
  ...followUpEndpoints,
  ...siteEndpoints,
});

export type EndpointTable = typeof endpointTable;
export type EndpointName = keyof EndpointTable;
export type NamedEndpoint = Endpoint & { name: EndpointName };

/** The table as a list, in its order. */
export const endpoints: NamedEndpoint[] = (Object.keys(endpointTable) as EndpointName[]).map((name) => ({ name, ...endpointTable[name] }));

export function endpointByName(name: string): NamedEndpoint {
  const endpoint = endpoints.find((candidate) => candidate.name === name);
  if (!endpoint) throw new Error(`No endpoint named ${name} in the endpoint table`);
  return endpoint;
}
