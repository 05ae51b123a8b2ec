var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name2 in all)
    __defProp(target, name2, { get: all[name2], enumerable: true });
};

// scripts/bench-api/our-server.ts
import http from "node:http";

// server/app.ts
import express2, { Router } from "express";

// shared/api-errors.ts
var errorCatalogue = {
  VALIDATION_FAILED: { status: 400, description: "A field is missing or not valid; `errors` names each field." },
  INVALID_JSON: { status: 400, description: "The body is not valid JSON." },
  BODY_NOT_OBJECT: { status: 400, description: "The JSON body is not an object." },
  BODY_TOO_DEEP: { status: 400, description: "The JSON body nests too deeply." },
  UNSTORABLE_TEXT: { status: 400, description: "A text holds characters that cannot be stored (such as NUL)." },
  UPLOAD_MALFORMED: { status: 400, description: "The multipart form cannot be read or has unexpected parts." },
  PHOTO_NOT_IMAGE: { status: 400, description: "A photo is not a readable image of an accepted type." },
  PHOTO_TOO_MANY_PIXELS: { status: 400, description: "A photo has more pixels than allowed." },
  TOO_MANY_PHOTOS: { status: 400, description: "More photos than allowed." },
  SIGNATURE_INVALID: { status: 400, description: "The signature is not a readable, non-blank PNG." },
  SIGNATURE_TOO_MANY_PIXELS: { status: 400, description: "The signature image has more pixels than allowed." },
  PDF_REQUIRED: { status: 400, description: "The body is not a readable PDF file." },
  BAD_REQUEST: { status: 400, description: "The request cannot be read (for example a path that is not valid percent-encoding)." },
  UNAUTHORIZED: { status: 401, description: "An admin session is needed." },
  INVALID_CREDENTIALS: { status: 401, description: "The e-mail or password is wrong." },
  CROSS_ORIGIN: { status: 403, description: "The request came from another website's page." },
  NOT_FOUND: { status: 404, description: "No such route." },
  QUOTE_NOT_FOUND: { status: 404, description: "No such quote (or client link)." },
  CONTRACT_NOT_FOUND: { status: 404, description: "No such contract." },
  QUOTE_REQUEST_NOT_FOUND: { status: 404, description: "No such lead." },
  UPLOAD_NOT_FOUND: { status: 404, description: "No such photo." },
  ASSET_NOT_FOUND: { status: 404, description: "No such image asset." },
  EMAIL_NOT_FOUND: { status: 404, description: "No such e-mail in the outbox." },
  PAYMENT_NOT_FOUND: { status: 404, description: "No such payment." },
  PRICE_BOOK_ITEM_NOT_FOUND: { status: 404, description: "No such item in the price book." },
  CATALOGUE_ENTRY_NOT_FOUND: { status: 404, description: "No such entry in the design catalogue (or no swatch for it)." },
  JOB_NOT_FOUND: { status: 404, description: "No such job (or schedule link)." },
  VISIT_NOT_FOUND: { status: 404, description: "No such visit (on this job)." },
  SCHEDULE_FEED_NOT_FOUND: { status: 404, description: "No such calendar feed (its address was replaced)." },
  CREW_NOT_FOUND: { status: 404, description: "No such crew." },
  SWATCH_NOT_IMAGE: { status: 400, description: "A swatch is not a readable JPEG, PNG, WebP or HEIC image." },
  SWATCH_TOO_MANY_PIXELS: { status: 400, description: "A swatch image declares more pixels than allowed (an image bomb, or a huge photo)." },
  QUOTE_ALREADY_ACCEPTED: { status: 409, description: "The quote is already accepted." },
  QUOTE_ALREADY_DECLINED: { status: 409, description: "The quote is already declined." },
  QUOTE_NOT_PENDING: { status: 409, description: "The quote is no longer pending." },
  QUOTE_EXPIRED: { status: 409, description: "The quote's validity date has passed." },
  QUOTE_NOT_PRICED: { status: 409, description: "The quote is still being priced." },
  QUOTE_NOT_ACCEPTED: { status: 409, description: "The quote is not accepted, so it cannot be signed." },
  QUOTE_CHANGED: { status: 409, description: "The quote changed since the version the caller saw." },
  QUOTE_REPLACED: { status: 409, description: "The quote was revised; its revision replaces it." },
  CONTRACT_EXISTS: { status: 409, description: "The quote's contract is already signed." },
  PAYMENT_EXCEEDS_BALANCE: { status: 409, description: "The payment is more than the contract still owes." },
  PAYMENT_ALREADY_VOIDED: { status: 409, description: "The payment was already voided." },
  NOTHING_OWED: { status: 409, description: "The contract owes nothing, so there is no balance to ask for." },
  BALANCE_JUST_REQUESTED: { status: 409, description: "The balance was e-mailed to the client less than a minute ago." },
  PRICE_BOOK_FULL: { status: 409, description: "The price book holds as many items as it can." },
  CATALOGUE_FULL: { status: 409, description: "The design catalogue holds as many entries of this kind as it can (200)." },
  EMAIL_ALREADY_SENT: { status: 409, description: "The e-mail was already sent." },
  EMAIL_BEING_SENT: { status: 409, description: "The e-mail is being sent right now." },
  VERSION_REQUIRED: { status: 409, description: "The decision, change request or signature does not name the quote version it saw." },
  LEAD_CHANGED: { status: 409, description: "The lead changed since the version the caller saw." },
  DESIGN_LOCKED: { status: 409, description: "The design is part of a signed contract; changing it takes a change order." },
  VISIT_CHANGED: { status: 409, description: "The visit changed since the version the caller saw: read it again." },
  VISIT_STATE: { status: 409, description: "The visit's state does not allow this (completed or cancelled, not proposed, no date yet)." },
  DEPOSIT_NOT_RECEIVED: { status: 409, description: "The first date waits for the deposit (a schedule setting) and none is recorded." },
  CREWS_FULL: { status: 409, description: "The schedule has as many crews as it can (20)." },
  LINK_REPLACED: { status: 410, description: "The client's link was replaced by a newer one: ask the business for it." },
  PAYLOAD_TOO_LARGE: { status: 413, description: "The body (or a form field) is over its size limit." },
  PHOTOS_TOO_LARGE: { status: 413, description: "A photo, or the photos together, are over the size limit." },
  SWATCH_TOO_LARGE: { status: 413, description: "A swatch image is over its size limit (2 MB)." },
  SIGNATURE_TOO_LARGE: { status: 413, description: "The signature image is over its size limit." },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, description: "The body's content type or character encoding is not one the route reads." },
  LEAD_STAGE_INCOMPLETE: {
    status: 422,
    description: "The lead's new stage needs a fact the request does not give (a site visit's date, a lost lead's reason); `errors` names it."
  },
  LEAD_DATE_REFUSED: { status: 422, description: "A lead's follow-up date is before today (Toronto) or too far ahead." },
  CHOICES_INCOMPLETE: {
    status: 422,
    description: "The quote's choices cannot be sent as they are (a choice with fewer than two options, an option without items, an add-on requiring a missing option); `errors` names each."
  },
  CHOICE_INVALID: {
    status: 422,
    description: "The client's choice does not fit the quote: a required choice not made, two options of one choice, an option not on this quote, an add-on without its option."
  },
  DESIGN_REQUIRED: { status: 422, description: "The chosen option needs a design (pattern and colours) that is not set or not picked." },
  DESIGN_INVALID: { status: 422, description: "The design names an entry that is not in the catalogue, is of the wrong kind, or is retired." },
  COLOUR_ACKNOWLEDGEMENT_REQUIRED: { status: 422, description: "Signing a contract with a stamped design needs the colour acknowledgement ticked." },
  VISIT_DATE_REFUSED: { status: 422, description: "A visit's date is in the past (Toronto), or the new date is the current one; `errors` names it." },
  PREFERRED_DAYS_INVALID: { status: 422, description: "Asking for another date needs one to three different dates, today or later." },
  RATE_LIMITED: { status: 429, description: "Too many requests from this connection (see Retry-After)." },
  CHANGE_REQUESTS_LIMITED: { status: 429, description: "Too many change requests on this quote (see Retry-After)." },
  INTERNAL: { status: 500, description: "A fault on the server; the request id names it in the log." },
  DATABASE_UNAVAILABLE: { status: 503, description: "The database cannot answer right now (see Retry-After)." }
};
var isErrorCode = (key2) => Object.hasOwn(errorCatalogue, key2);
var errorCodes = Object.keys(errorCatalogue).filter(isErrorCode);
function statusOf(code) {
  return errorCatalogue[code].status;
}
function codesWithStatus(status) {
  return errorCodes.filter((code) => statusOf(code) === status);
}
var notFoundCodes = codesWithStatus(404);
var stateConflictCodes = codesWithStatus(409);

// server/errors.ts
var HttpError = class extends Error {
  constructor(code, message, errors) {
    super(message);
    this.code = code;
    this.errors = errors;
    this.status = statusOf(code);
  }
  code;
  errors;
  status;
};
var badRequest = (code, message, errors) => new HttpError(code, message, errors);
var unauthorized = (message = "Please sign in as an administrator.", code = "UNAUTHORIZED") => new HttpError(code, message);
var forbidden = (code, message) => new HttpError(code, message);
var notFound = (code, message) => new HttpError(code, message);
var gone = (code, message) => new HttpError(code, message);
var conflict = (code, message) => new HttpError(code, message);
var payloadTooLarge = (code, message, errors) => new HttpError(code, message, errors);
var unprocessable = (code, message, errors) => new HttpError(code, message, errors);
var unsupportedMediaType = (message) => new HttpError("UNSUPPORTED_MEDIA_TYPE", message);
var tooManyRequests = (message) => new HttpError("RATE_LIMITED", message);
var RateLimitedError = class extends HttpError {
  constructor(code, message, retryAfterSeconds) {
    super(code, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
  retryAfterSeconds;
};
function enforce(verdict) {
  if (!verdict.allowed) throw conflict(verdict.code, verdict.message);
}

// server/front-door.ts
function behindFrontDoor(frontDoor, app) {
  if (!frontDoor) return (req, res) => app(req, res);
  return (req, res) => frontDoor(req, res, () => app(req, res));
}

// server/logger.ts
import { randomUUID } from "node:crypto";
import { pino } from "pino";
import { pinoHttp } from "pino-http";
function createLogger(level, destination = pino.destination({ sync: false })) {
  return pino(
    {
      level,
      // Request lines never carry headers (see requestLogger); these catch anything else logged by mistake.
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]', "password", "*.password"]
    },
    destination
  );
}
var saneRequestId = /^[A-Za-z0-9._-]{1,64}$/;
function assignRequestId(req, res) {
  const given = req.headers["x-request-id"];
  const id3 = typeof given === "string" && saneRequestId.test(given) ? given : randomUUID();
  res.setHeader("X-Request-Id", id3);
  return id3;
}
function requestIdOf(req) {
  return typeof req.id === "string" ? req.id : void 0;
}
var quietPath = /^\/(api\/health|api\/assets\/|assets\/)/;
var originalUrl = (req) => req.originalUrl ?? req.url ?? "";
var clientLinkSegment = /^(\/api\/links\/|\/quote\/|\/contract\/|\/contract-confirmation\/|\/api\/contracts\/)[^/]+(?=\/pdf$|\/|$)/;
function redactLinkToken(path11) {
  return path11.replace(
    clientLinkSegment,
    (whole, prefix) => prefix === "/api/contracts/" && !/\/pdf$/.test(path11) ? whole : `${prefix}:token`
  );
}
var pathOf = (req) => redactLinkToken(originalUrl(req).split("?", 1)[0]);
function requestLogger(logger2) {
  const logRequest = pinoHttp({
    logger: logger2,
    genReqId: assignRequestId,
    wrapSerializers: false,
    serializers: {
      req: (req) => ({ id: req.id, method: req.method, url: pathOf(req) }),
      res: (res) => ({ statusCode: res.statusCode })
    },
    customLogLevel: (req, res, error) => {
      if (error || res.statusCode >= 500) return "error";
      return quietPath.test(pathOf(req)) ? "debug" : "info";
    }
  });
  return (req, res, next) => req.log ? next?.() : logRequest(req, res, next);
}

// shared/business.ts
var business = {
  name: "Forma Concrete",
  /** Logo fallback and watermark text. */
  brand: "Forma Concrete GTA",
  phoneDisplay: "(416) 555-0188",
  phoneHref: "tel:+14165550188",
  whatsappUrl: "https://wa.me/14165550188",
  smsHref: "sms:+14165550188",
  email: "estimates@formaconcretegta.ca",
  host: "formaconcretegta.ca",
  /**
   * The business's place of business, printed on contracts and quote PDFs with the HST number (a
   * contract must name both parties' addresses). The site itself says only "Toronto & the GTA".
   */
  address: {
    street: "1180 Caledonia Road, Unit 4",
    city: "Toronto",
    province: "ON",
    postalCode: "M6A 2W5"
  },
  /**
   * Who signs contracts for the business when the owner has not drawn a signature yet (the account
   * screen's signature replaces the name with the one typed there). Decision 0129.
   */
  signatory: { name: "Daniel Moretti", title: "Owner" },
  currency: "CAD",
  timeZone: "America/Toronto",
  hours: [
    { days: "Monday-Friday", opens: "07:00", closes: "18:00" },
    { days: "Saturday", opens: "08:00", closes: "16:00" },
    { days: "Sunday", opens: null, closes: null }
  ]
};
var businessAddressLine = `${business.address.street}, ${business.address.city}, ${business.address.province} ${business.address.postalCode}`;
var promises = {
  responseHours: 24,
  asapWithinWeeks: 2,
  completionDays: "3-5",
  warrantyYears: 5,
  /**
   * The surface finish (sealer and colour) wears with use and is covered for a shorter time than the
   * workmanship; the contract states both, and the site's pages promise warrantyYears of workmanship.
   */
  finishWarrantyYears: 2
};
var quoteValidity = {
  adminDefaultDays: 14,
  estimateDays: 30
};
var salesTax = {
  name: "HST",
  rateBasisPoints: 1300,
  registrationNumber: "78412 5530 RT0001"
};
var contractTerms = {
  depositPercent: 50,
  completionPercent: 50,
  paymentMethods: ["cash", "cheque", "e-transfer"],
  lateChargeMonthlyPercent: 1.5
};
var uploadLimits = {
  maxFileBytes: 10 * 1024 * 1024,
  maxTotalBytes: 20 * 1024 * 1024,
  maxFiles: 10
};
var verifyLimits = {
  maxPdfBytes: 10 * 1024 * 1024,
  /** Signature dictionaries (a `/ByteRange` over a `/Contents` hex string) read in one file. */
  maxSignatures: 4,
  /** `/ByteRange` entries looked at in one file, whatever they point at. */
  maxByteRanges: 8,
  /** The largest signature (the CMS in one `/Contents`) read: ours is about 2 KB, padded to 4 KB. */
  maxSignatureBytes: 64 * 1024,
  /** Checks per address per 10 minutes (counted in the database). */
  checksPerAddress: 100
};
var signatureLimits = {
  maxBytes: 512 * 1024,
  /** A phone's pad at 3x pixel density is about 1,100 x 600; this leaves room and refuses image bombs. */
  maxPixels: 4e6
};
var changeRequestLimits = {
  /** Accepted per quote in any 24 hours (after that 429 CHANGE_REQUESTS_LIMITED). */
  perQuotePerDay: 5,
  /** Accepted per address in any 24 hours, whatever the quote. */
  perAddressPerDay: 20,
  /** At most one notice to the business per quote in this many minutes; it lists every message since the last. */
  noticeIntervalMinutes: 15
};
var demoAdmin = {
  email: "admin@formaconcretegta.ca",
  password: "forma-demo-2024"
};

// server/storage/events.ts
import { and, asc, eq, sql as sql3 } from "drizzle-orm";

// shared/schema.ts
var schema_exports = {};
__export(schema_exports, {
  changeRequestSchema: () => changeRequestSchema,
  cities: () => cities,
  contactPreferences: () => contactPreferences,
  contractDocuments: () => contractDocuments,
  contractorSignature: () => contractorSignature,
  contracts: () => contracts,
  createQuoteSchema: () => createQuoteSchema,
  crews: () => crews,
  designCatalogue: () => designCatalogue,
  emailStatusEnum: () => emailStatusEnum,
  emailStatuses: () => emailStatuses,
  emails: () => emails,
  estimateBudgets: () => estimateBudgets,
  estimateFormSchema: () => estimateFormSchema,
  estimateProjectTypes: () => estimateProjectTypes,
  estimateQuoteSchema: () => estimateQuoteSchema,
  estimateUrgencies: () => estimateUrgencies,
  eventTypeEnum: () => eventTypeEnum,
  events: () => events,
  insertContractSchema: () => insertContractSchema,
  insertQuoteRequestSchema: () => insertQuoteRequestSchema,
  insertQuoteSchema: () => insertQuoteSchema,
  jobVisits: () => jobVisits,
  jobs: () => jobs,
  leadFollowUpSchema: () => leadFollowUpSchema,
  loginSchema: () => loginSchema,
  lostReasonEnum: () => lostReasonEnum,
  paymentKindEnum: () => paymentKindEnum,
  paymentKinds: () => paymentKinds,
  paymentMethodEnum: () => paymentMethodEnum,
  paymentMethods: () => paymentMethods,
  paymentVoids: () => paymentVoids,
  payments: () => payments,
  priceBookItems: () => priceBookItems,
  projectTypes: () => projectTypes,
  quoteDecisionSchema: () => quoteDecisionSchema,
  quoteNumberCounters: () => quoteNumberCounters,
  quoteRemindersSchema: () => quoteRemindersSchema,
  quoteRequestStatusEnum: () => quoteRequestStatusEnum,
  quoteRequestStatusSchema: () => quoteRequestStatusSchema,
  quoteRequestStatuses: () => quoteRequestStatuses,
  quoteRequests: () => quoteRequests,
  quoteSourceEnum: () => quoteSourceEnum,
  quoteSources: () => quoteSources,
  quoteStatusEnum: () => quoteStatusEnum,
  quotes: () => quotes,
  rateLimitCounters: () => rateLimitCounters,
  receiptNumberCounter: () => receiptNumberCounter,
  revokedLinks: () => revokedLinks,
  scheduleHolidays: () => scheduleHolidays,
  scheduleNotices: () => scheduleNotices,
  scheduleSettings: () => scheduleSettings,
  scheduledMessages: () => scheduledMessages,
  sessions: () => sessions,
  signContractSchema: () => signContractSchema,
  signatureRequiredMessage: () => signatureRequiredMessage,
  timelines: () => timelines,
  updateQuoteSchema: () => updateQuoteSchema,
  uploads: () => uploads,
  users: () => users
});
import { sql as sql2 } from "drizzle-orm";
import {
  bigint,
  boolean as boolean2,
  check as check2,
  customType,
  date as date2,
  index as index2,
  integer as integer2,
  jsonb,
  pgEnum,
  pgTable as pgTable2,
  text as text2,
  timestamp as timestamp2,
  uniqueIndex as uniqueIndex2,
  uuid as uuid2,
  varchar,
  json
} from "drizzle-orm/pg-core";
import { createInsertSchema } from "drizzle-zod";
import { z as z6 } from "zod";

// shared/audit-events.ts
var quoteEventLabels = {
  "quote.created": "Quote created",
  "quote.updated": "Quote edited",
  "quote.sent": "Quote e-mailed",
  "quote.viewed": "Viewed by the client",
  "quote.accepted": "Accepted by the client",
  "quote.rejected": "Declined by the client",
  "quote.changes_requested": "Changes requested by the client",
  "quote.revised": "Revised: replaced by a new version",
  "quote.reminder_sent": "Reminder sent",
  "quote.reminders_switched": "Automatic reminders switched",
  "quote.note": "Note",
  "quote.link_replaced": "Client link replaced: the old link no longer works",
  "contract.signed": "Contract signed",
  "payment.recorded": "Payment recorded",
  "payment.voided": "Payment voided",
  "payment.balance_requested": "Balance requested from the client",
  "visit.created": "Visit added to the job",
  "visit.proposed": "Visit date proposed",
  "visit.confirmed": "Visit date confirmed by the client",
  "visit.other_date_asked": "Another date asked by the client",
  "visit.moved": "Visit moved",
  "visit.held": "Visit on hold (date to be decided)",
  "visit.cancelled": "Visit cancelled",
  "visit.completed": "Visit completed",
  "visit.reminder_sent": "Visit reminder sent"
};
var isQuoteEventType = (type) => Object.hasOwn(quoteEventLabels, type);
var quoteEventTypes = Object.keys(quoteEventLabels).filter(isQuoteEventType);
var otherEventKinds = {
  "quote_request.created": true,
  "quote_request.status_changed": true,
  "quote_request.note": true,
  "quote_request.follow_up_changed": true,
  "admin.password_changed": true,
  "admin.signed_out_everywhere": true,
  "admin.login": true,
  "admin.login_failed": true,
  "admin.logout": true
};
var auditEventTypes = [
  ...Object.keys(quoteEventLabels),
  ...Object.keys(otherEventKinds)
];

// shared/estimate-answers.ts
import { z as z3 } from "zod/mini";

// shared/field-rules.ts
import { z as z2 } from "zod/mini";

// shared/design-catalogue.ts
import { z } from "zod/mini";
var catalogueKinds = ["pattern", "base_colour", "release_colour", "border", "sealer_finish"];
var catalogueKindLabels = {
  pattern: "Pattern",
  base_colour: "Base colour",
  release_colour: "Release colour",
  border: "Border",
  sealer_finish: "Sealer finish"
};
var baseColourMethods = ["integral", "hardener"];
var swatchLimits = { maxBytes: 2 * 1024 * 1024, storedPixels: 480 };
var controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
var entryId = (message) => z.uuid({ error: message });
var optionalEntryId = (message) => z._default(z.nullable(z.uuid({ error: message })), null);
var designMessages = {
  pattern: "Choose a pattern",
  baseColour: "Choose a base colour",
  baseMethod: "Choose how the base colour is applied: integral or hardener",
  releaseColour: "Choose a release colour",
  border: "Choose a border from the catalogue, or none",
  sealerFinish: "Choose a sealer finish from the catalogue, or none",
  sampleViewedOn: "Sample board date must be a date written YYYY-MM-DD",
  notes: "Please keep the notes under 500 characters, on one line",
  // Checked against the catalogue by the server.
  notInCatalogue: (kind) => `That ${catalogueKindLabels[kind].toLowerCase()} is not in the catalogue`,
  needed: "Choose the pattern and colours of the stamped finish before accepting",
  notByClient: "The design of this quote is set by the contractor",
  notSetYet: "The pattern and colours of the stamped finish are still to be set by the contractor: please ask us before accepting it",
  lockedAfterSigning: "The design is part of the signed contract and cannot be changed here: it needs a change order",
  acknowledge: "Please confirm you have read the note on colours"
};
var designInputSchema = z.object({
  patternId: entryId(designMessages.pattern),
  baseColourId: entryId(designMessages.baseColour),
  baseMethod: z.enum(baseColourMethods, { error: designMessages.baseMethod }),
  releaseColourId: entryId(designMessages.releaseColour),
  borderId: optionalEntryId(designMessages.border),
  sealerFinishId: optionalEntryId(designMessages.sealerFinish),
  notes: z._default(
    z.string({ error: designMessages.notes }).check(
      z.trim(),
      z.maxLength(500, designMessages.notes),
      z.refine((value) => !controlCharacters.test(value), designMessages.notes)
    ),
    ""
  ),
  sampleViewedOn: z._default(z.nullable(z.iso.date({ error: designMessages.sampleViewedOn })), null)
});
function designReferences(design) {
  return [
    { id: design.patternId, kind: "pattern" },
    { id: design.baseColourId, kind: "base_colour" },
    { id: design.releaseColourId, kind: "release_colour" },
    ...design.borderId ? [{ id: design.borderId, kind: "border" }] : [],
    ...design.sealerFinishId ? [{ id: design.sealerFinishId, kind: "sealer_finish" }] : []
  ];
}
function colourVarianceStatement(design) {
  const sample = design.sampleViewedOn ? `I viewed a sample board on ${design.sampleViewedOnText ?? design.sampleViewedOn}.` : "I did not view a sample board.";
  return [
    `I chose the ${design.pattern} pattern with ${design.baseColour} base colour (${design.baseMethod === "integral" ? "integral" : "colour hardener"}) and ${design.releaseColour} release.`,
    "I understand that swatch and brochure colours are approximations, that the shade varies between concrete loads and with the weather and curing, and that the release colour leaves a darker residue that washes off over the following days.",
    sample
  ].join(" ");
}

// shared/money.ts
var maxQuantityHundredths = 9999999;
var maxUnitPriceCents = 99999999;
var maxQuoteTotalCents = 1e9;
var maxPaymentCents = maxQuoteTotalCents;
var decimalText = /^(\d{1,9})(?:\.(\d{1,2}))?$/;
function parseCents(text4) {
  const trimmed = text4.trim().replace(/^\$\s*/, "");
  const ungrouped = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(trimmed) ? trimmed.replace(/,/g, "") : trimmed;
  const match = decimalText.exec(ungrouped);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? "").padEnd(2, "0"));
  return whole * 100 + fraction;
}
var parseHundredths = parseCents;
function mulDivRoundHalfUp(a, b, divisor) {
  const product = a * b;
  const quotient = Math.floor(product / divisor);
  const remainder = product - quotient * divisor;
  return remainder * 2 >= divisor ? quotient + 1 : quotient;
}
function centsToAmountText(cents) {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents - whole * 100).padStart(2, "0")}`;
}
function centsToTotalCost(cents) {
  return formatCents(cents).slice(1);
}
function formatCents(cents) {
  const whole = Math.floor(cents / 100);
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `$${grouped}.${String(cents - whole * 100).padStart(2, "0")}`;
}
function formatHundredths(hundredths) {
  const text4 = centsToAmountText(hundredths);
  return text4.replace(/\.00$/, "").replace(/(\.\d)0$/, "$1");
}

// shared/quote-rules.ts
var plainAmount = /^\d{1,9}(\.\d{1,2})?$/;
var groupedAmount = /^\d{1,3}([, ]\d{3}){1,2}(\.\d{1,2})?$/;
function parseAmount(text4) {
  const digits = amountDigits(text4);
  return digits === null ? null : Number(digits);
}
function parseAmountCents(text4) {
  const digits = amountDigits(text4);
  return digits === null ? null : parseCents(digits);
}
function amountDigits(text4) {
  if (typeof text4 !== "string") return null;
  const amount2 = text4.replace(/\u00a0/g, " ").trim().replace(/^(CAD|C?\$)\s*/i, "").replace(/\s*CAD$/i, "").trim();
  if (!plainAmount.test(amount2) && !groupedAmount.test(amount2)) return null;
  return amount2.replace(/[, ]/g, "");
}
var cadFormat = new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD" });
var torontoDateFormat;
function torontoDate(now) {
  torontoDateFormat ??= new Intl.DateTimeFormat("en-CA", { timeZone: business.timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  return torontoDateFormat.format(now);
}
var isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
function isIsoDate(text4) {
  const match = isoDatePattern.exec(text4);
  if (!match) return false;
  const [year, month, day2] = match.slice(1).map(Number);
  const date3 = new Date(Date.UTC(year, month - 1, day2));
  return date3.getUTCFullYear() === year && date3.getUTCMonth() === month - 1 && date3.getUTCDate() === day2;
}
function addDays(isoDate, days) {
  const [year, month, day2] = isoDate.split("-").map(Number);
  const date3 = new Date(Date.UTC(year, month - 1, day2 + days));
  return date3.toISOString().slice(0, 10);
}
function isExpired(validUntil, now) {
  if (!isIsoDate(validUntil)) return true;
  return validUntil < torontoDate(now);
}

// shared/quote-lifecycle.ts
var hasPrice = (quote) => quote.totalCents > 0;
var quoteStatuses = ["pending", "accepted", "rejected"];
var clientDecisions = ["accepted", "rejected"];
var quoteStatusWording = {
  pending: { label: "Pending", inSentence: "pending" },
  accepted: { label: "Accepted", inSentence: "accepted" },
  rejected: { label: "Declined", inSentence: "declined" }
};
var quoteReplacedMessage = "This quote has been replaced by a newer version. Please review the current quote.";
var allowed = { allowed: true };
var refused = (code, message) => ({ allowed: false, code, message });
function quoteIsExpired(quote, now) {
  return quote.expired ?? isExpired(quote.validUntil, now);
}
function canDecide(quote, now) {
  if (quote.status === "accepted") return refused("QUOTE_ALREADY_ACCEPTED", "This quote has already been accepted.");
  if (quote.replacedBy || quote.replaced) return refused("QUOTE_REPLACED", quoteReplacedMessage);
  if (quote.status === "rejected") return refused("QUOTE_ALREADY_DECLINED", "This quote has already been declined.");
  if (quoteIsExpired(quote, now)) return refused("QUOTE_EXPIRED", "This quote has expired. Please contact us for an updated quote.");
  if (!hasPrice(quote)) {
    return refused("QUOTE_NOT_PRICED", "This quote is still being priced. We will e-mail you as soon as it is ready.");
  }
  return allowed;
}
function canSend(quote, now) {
  if (quote.replacedBy) return refused("QUOTE_REPLACED", "This quote has been replaced by a revision; send the revision instead.");
  if (quote.status !== "pending") {
    return refused("QUOTE_NOT_PENDING", `This quote is ${quoteStatusWording[quote.status].inSentence} and can no longer be sent.`);
  }
  if (!hasPrice(quote)) return refused("QUOTE_NOT_PRICED", "Set a price above $0.00 before sending this quote.");
  if (quoteIsExpired(quote, now)) return refused("QUOTE_EXPIRED", "This quote has expired. Extend its valid-until date before sending it.");
  return allowed;
}
function canEdit(quote) {
  if (quote.replacedBy) return refused("QUOTE_REPLACED", "This quote has been replaced by a revision; edit the revision instead.");
  if (quote.status !== "pending") {
    return refused("QUOTE_NOT_PENDING", `This quote is ${quoteStatusWording[quote.status].inSentence} and can no longer be edited.`);
  }
  return allowed;
}
function canRevise(quote) {
  if (quote.replacedBy) return refused("QUOTE_REPLACED", "This quote has already been revised; revise the current version instead.");
  if (quote.status === "accepted") return refused("QUOTE_ALREADY_ACCEPTED", "This quote has been accepted and can no longer be revised.");
  return allowed;
}
var quoteChangedMessage = "This quote was changed after you opened it. Please review the current quote before you decide.";
var versionRequiredMessage = "Say which version of the quote you are answering (version, or quoteVersion when signing): it may have changed since you saw it.";
function isVersionSeen(quote, seenVersion) {
  if (seenVersion === void 0) return refused("VERSION_REQUIRED", versionRequiredMessage);
  if (seenVersion !== quote.version) return refused("QUOTE_CHANGED", quoteChangedMessage);
  return allowed;
}
var contractExistsMessage = "A contract has already been signed for this quote.";
function canSign(quote, contract) {
  if (contract.exists) return refused("CONTRACT_EXISTS", contractExistsMessage);
  if (quote.status !== "accepted") return refused("QUOTE_NOT_ACCEPTED", "This quote has not been accepted yet.");
  return allowed;
}
var quoteStages = [
  "unpriced",
  "draft",
  "sent",
  "viewed",
  "changes_requested",
  "accepted",
  "signed",
  "declined",
  "expired",
  "replaced"
];
var quoteStageLabels = {
  unpriced: "Not priced",
  draft: "Draft",
  sent: "Sent",
  viewed: "Viewed",
  changes_requested: "Changes requested",
  accepted: "Accepted",
  signed: "Signed",
  declined: "Declined",
  expired: "Expired",
  replaced: "Replaced"
};
var timeOf = (at) => typeof at === "string" ? Date.parse(at) : at.getTime();
function changeRequestUnanswered(quote) {
  if (!quote.changesRequestedAt) return false;
  return !quote.sentAt || timeOf(quote.sentAt) < timeOf(quote.changesRequestedAt);
}
function quoteStage(quote, contract, now) {
  if (contract.exists) return "signed";
  if (quote.replacedBy) return "replaced";
  if (quote.status === "accepted") return "accepted";
  if (quote.status === "rejected") return "declined";
  if (quoteIsExpired(quote, now)) return "expired";
  if (!hasPrice(quote)) return "unpriced";
  if (changeRequestUnanswered(quote)) return "changes_requested";
  if (quote.firstViewedAt) return "viewed";
  if (quote.sentAt) return "sent";
  return "draft";
}
var openQuoteStages = ["unpriced", "draft", "sent", "viewed", "changes_requested"];
var quoteStageFilters = [...quoteStages, "open"];

// shared/service-cities.ts
var serviceCities = [
  { slug: "toronto", label: "Toronto" },
  { slug: "mississauga", label: "Mississauga" },
  { slug: "vaughan", label: "Vaughan" },
  { slug: "markham", label: "Markham" },
  { slug: "richmond-hill", label: "Richmond Hill" },
  { slug: "oakville", label: "Oakville" },
  { slug: "brampton", label: "Brampton" },
  { slug: "etobicoke", label: "Etobicoke" },
  { slug: "scarborough", label: "Scarborough" },
  { slug: "north-york", label: "North York" }
];
var otherCity = { slug: "other", label: "Other GTA" };
var cityChoices = [...serviceCities, otherCity];
function cityLabel(code) {
  return cityChoices.find((choice) => choice.slug === code)?.label ?? code;
}
function isCityCode(value) {
  return cityChoices.some((choice) => choice.slug === value);
}

// shared/field-rules.ts
var cities = cityChoices.map((choice) => choice.slug);
var projectTypes = ["Stamped Concrete", "Broom Finish", "Both"];
var timelines = ["asap", "month", "flexible", "planning"];
var singleLineMessage = "Please keep this on one line, without line breaks or special characters";
var controlCharacters2 = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
var controlCharactersButNewline = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;
var multiLineMessage = "Please remove special characters from this text";
var oneLine = z2.refine((value) => !controlCharacters2.test(value), singleLineMessage);
function requiredText(minLength, message, maxLength = 500) {
  return z2.string({ error: message }).check(z2.trim(), oneLine, z2.minLength(minLength, message), z2.maxLength(maxLength, `Please keep this under ${maxLength} characters`));
}
var normaliseLineBreaks = z2.overwrite((value) => value.replace(/\r\n?/g, "\n"));
var multiLine = z2.refine((value) => !controlCharactersButNewline.test(value), multiLineMessage);
function requiredMultiLineText(minLength, message, maxLength) {
  return z2.string({ error: message }).check(
    normaliseLineBreaks,
    z2.trim(),
    multiLine,
    z2.minLength(minLength, message),
    z2.maxLength(maxLength, `Please keep this under ${maxLength} characters`)
  );
}
function emailAddress(message) {
  return z2.pipe(z2.string({ error: message }).check(z2.trim(), z2.maxLength(254, message)), z2.email(message));
}
function prepared(prepare, schema) {
  return z2.pipe(z2.transform(prepare), schema);
}
var blankToUndefined = (value) => value === "" || value === null || typeof value === "string" && value.trim() === "" ? void 0 : value;
var checkboxValue = (value) => value === "true" || value === "on" || value === "1" ? true : value === "false" || value === "0" ? false : value;
var wholeNumberMessage = "Approximate square footage must be a whole number";
var optionalSquareFeet = prepared(
  (value) => {
    const given = blankToUndefined(value);
    return typeof given === "string" ? Number(given.replace(/[,\s]/g, "")) : given;
  },
  z2.optional(z2.int({ error: wholeNumberMessage }).check(z2.gte(1, wholeNumberMessage), z2.lte(1e7, wholeNumberMessage)))
);
var quoteRequestRules = {
  name: requiredText(2, "Name must be at least 2 characters", 200),
  phone: requiredText(10, "Phone number is required", 40),
  email: emailAddress("Invalid email address"),
  city: requiredText(1, "City is required", 100),
  projectType: z2.enum(projectTypes, { error: "Project type is required" }),
  sqFt: optionalSquareFeet,
  timeline: prepared(blankToUndefined, z2.optional(z2.enum(timelines, { error: "Please choose a timeline from the list" }))),
  message: prepared(
    blankToUndefined,
    z2.optional(z2.string().check(normaliseLineBreaks, z2.trim(), multiLine, z2.maxLength(5e3, "Please keep project details under 5000 characters")))
  ),
  /** Optional on the quick form; one line like every address. */
  address: prepared(
    blankToUndefined,
    z2.optional(
      z2.string({ error: "Please enter the address as text" }).check(z2.trim(), oneLine, z2.maxLength(300, "Please keep this under 300 characters"))
    )
  ),
  consent: prepared(checkboxValue, z2.literal(true, { error: "You must consent to contact" }))
};
var quoteTotalTooLargeMessage = `A quote's total cannot be above ${formatCents(maxQuoteTotalCents)}`;
var quoteFieldRules = {
  clientName: requiredText(2, "Name must be at least 2 characters", 200),
  clientEmail: emailAddress("Please enter a valid email address"),
  clientPhone: requiredText(10, "Please enter a valid phone number", 40),
  projectAddress: requiredText(5, "Please enter a complete address", 300),
  workScope: requiredText(1, "Work scope is required", 200),
  projectDetails: requiredMultiLineText(1, "Project description is required", 1e4),
  totalCost: requiredText(1, "Total cost is required", 40).check(
    z2.refine((value) => parseAmount(value) !== null, "Enter the total cost as an amount, such as 4500 or 4,500.00"),
    z2.refine((value) => (parseAmount(value) ?? 0) * 100 <= maxQuoteTotalCents, quoteTotalTooLargeMessage)
  ),
  validUntil: requiredText(1, "Valid until date is required", 10).check(z2.refine(isIsoDate, "Valid until must be a date written YYYY-MM-DD"))
};
var signatureRequiredMessage = "Please provide your signature before submitting the contract.";
var contractRules = {
  quoteId: z2.string({ error: "Quote id is required" }).check(z2.trim(), z2.minLength(1, "Quote id is required"), z2.maxLength(100, "Quote not found")),
  clientName: quoteFieldRules.clientName,
  clientEmail: quoteFieldRules.clientEmail,
  clientPhone: quoteFieldRules.clientPhone,
  projectAddress: quoteFieldRules.projectAddress,
  signatureData: z2.string({ error: signatureRequiredMessage }).check(z2.minLength(1, signatureRequiredMessage), z2.startsWith("data:image/png;base64,", "The signature must be a PNG image")),
  agreementAccepted: z2.literal(true, { error: "You must accept the terms and conditions to proceed" })
};
var seenQuoteVersion = z2.optional(
  z2.int({ error: "The quote version must be a whole number" }).check(z2.gte(1, "The quote version must be a whole number"))
);
var quoteDecisionSchema = z2.object({
  status: z2.enum(clientDecisions, { error: 'Status must be "accepted" or "rejected"' }),
  version: seenQuoteVersion,
  reason: prepared(
    blankToUndefined,
    z2.optional(
      z2.string({ error: "Reason must be text" }).check(z2.trim(), oneLine, z2.maxLength(1e3, "Please keep the reason under 1000 characters"))
    )
  ),
  /**
   * On acceptance: the ids of the optional items the client included and of the option they chose in
   * each choice group (none when absent). Checked against the quote by the server (422).
   */
  options: z2.optional(
    z2.array(z2.string({ error: "Options must be item ids" }).check(z2.maxLength(40, "Options must be item ids"))).check(z2.maxLength(60, "Options must be item ids"))
  ),
  /** On acceptance of a stamped option, when the client picks the design: catalogue ids (shared/design-catalogue.ts). */
  design: z2.optional(designInputSchema)
});
var changeRequestMessage = "Please tell us what you would like changed";
var changeRequestSchema = z2.object({
  message: requiredMultiLineText(1, changeRequestMessage, 2e3),
  version: seenQuoteVersion
});
var loginSchema = z2.object({
  email: z2.pipe(z2.string({ error: "Valid email is required" }).check(z2.trim()), z2.email("Valid email is required")),
  password: z2.string({ error: "Password is required" }).check(z2.minLength(1, "Password is required"), z2.maxLength(200, "Password is too long"))
});
var quoteRequestFormSchema = z2.object(quoteRequestRules);
var estimateProjectTypes = ["stamped-concrete", "broom-finish"];
var estimateUrgencies = ["asap", "1-2-weeks", "1-month", "flexible"];
var estimateBudgets = ["under-3000", "3000-5000", "5000-10000", "over-10000"];
var contactPreferences = ["phone", "email", "either"];
var estimateFormSchema = z2.object({
  clientName: quoteFieldRules.clientName,
  clientEmail: quoteFieldRules.clientEmail,
  clientPhone: quoteFieldRules.clientPhone,
  projectAddress: quoteFieldRules.projectAddress,
  projectType: z2.enum(estimateProjectTypes, { error: "Please select a project type" }),
  projectArea: requiredText(1, "Please specify the project area", 200),
  projectDescription: requiredMultiLineText(10, "Please provide more details about your project", 5e3),
  urgency: z2.enum(estimateUrgencies, { error: "Please select your timeline" }),
  budget: z2.enum(estimateBudgets, { error: "Please select your budget range" }),
  contactPreference: z2.enum(contactPreferences, { error: "Please select your contact preference" }),
  hasPermits: z2._default(z2.boolean(), false),
  agreedToTerms: z2.literal(true, { error: "You must agree to the terms and conditions" })
});

// shared/estimate-answers.ts
var urgencyLabels = {
  asap: "ASAP",
  "1-2-weeks": "Within 1-2 weeks",
  "1-month": "Within 1 month",
  flexible: "Flexible timeline"
};
var budgetLabels = {
  "under-3000": "Under $3,000",
  "3000-5000": "$3,000 - $5,000",
  "5000-10000": "$5,000 - $10,000",
  "over-10000": "Over $10,000"
};
var contactPreferenceLabels = {
  phone: "Phone Call",
  email: "Email",
  either: "Either Phone or Email"
};
var controlCharacters3 = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
var estimateAnswersSchema = z3.object({
  projectArea: z3.string({ error: "Please specify the project area" }).check(
    z3.trim(),
    z3.minLength(1, "Please specify the project area"),
    z3.maxLength(200, "Please keep this under 200 characters"),
    z3.refine((value) => !controlCharacters3.test(value), "Please keep this on one line, without line breaks or special characters")
  ),
  urgency: z3.enum(estimateUrgencies, { error: "Please select your timeline" }),
  budget: z3.enum(estimateBudgets, { error: "Please select your budget range" }),
  contactPreference: z3.enum(contactPreferences, { error: "Please select your contact preference" }),
  hasPermits: z3._default(z3.boolean({ error: "Permits must be true or false" }), false)
});
function estimateAnswerRows(answers) {
  return [
    { label: "Project Area", value: answers.projectArea },
    { label: "Timeline", value: urgencyLabels[answers.urgency] },
    { label: "Budget Range", value: budgetLabels[answers.budget] },
    { label: "Contact Preference", value: contactPreferenceLabels[answers.contactPreference] },
    { label: "Permits Required", value: answers.hasPermits ? "Yes" : "No" }
  ];
}

// shared/line-items.ts
import { z as z4 } from "zod/mini";
var lineItemUnits = ["sq_ft", "linear_ft", "each", "lump_sum"];
var lineItemUnitLabels = {
  sq_ft: "sq ft",
  linear_ft: "linear ft",
  each: "each",
  lump_sum: "lump sum"
};
var maxLineItems = 50;
function lineTotalCents(item) {
  const hundredths = parseHundredths(item.quantity) ?? 0;
  const cents = parseCents(item.unitPrice) ?? 0;
  return mulDivRoundHalfUp(hundredths, cents, 100);
}
function taxCents(subtotalCents) {
  return mulDivRoundHalfUp(subtotalCents, salesTax.rateBasisPoints, 1e4);
}
function discountCents(subtotalCents, discount) {
  if (!discount) return 0;
  const cents = discount.kind === "percent" ? mulDivRoundHalfUp(subtotalCents, discount.basisPoints, 1e4) : discount.cents;
  return Math.min(Math.max(cents, 0), subtotalCents);
}
function isLineIncluded(item, chosen) {
  if (item.optionId) return chosen.has(item.optionId);
  if (!item.optional) return true;
  return chosen.has(item.id) && (!item.requiresOptionId || chosen.has(item.requiresOptionId));
}
function quoteTotals(items, chosenOptionIds = [], discount = null) {
  const chosen = new Set(chosenOptionIds);
  const lines = items.map((item) => ({ id: item.id, totalCents: lineTotalCents(item), included: isLineIncluded(item, chosen) }));
  const subtotalCents = lines.reduce((sum, line) => line.included ? sum + line.totalCents : sum, 0);
  const discountTotal = discountCents(subtotalCents, discount);
  const discountedSubtotalCents = subtotalCents - discountTotal;
  const tax = taxCents(discountedSubtotalCents);
  const totalCents = discountedSubtotalCents + tax;
  const depositCents = mulDivRoundHalfUp(totalCents, contractTerms.depositPercent, 100);
  return {
    lines,
    subtotalCents,
    discountCents: discountTotal,
    discountedSubtotalCents,
    taxCents: tax,
    totalCents,
    depositCents,
    balanceCents: totalCents - depositCents
  };
}
function discountOf(quote) {
  if (quote.discountCents !== null && quote.discountCents !== void 0) return { kind: "amount", cents: quote.discountCents };
  if (quote.discountBasisPoints !== null && quote.discountBasisPoints !== void 0)
    return { kind: "percent", basisPoints: quote.discountBasisPoints };
  return null;
}
function quoteTotalsOf(quote) {
  return quoteTotals(quote.lineItems, quote.chosenOptionIds ?? [], discountOf(quote));
}
function formatBasisPoints(basisPoints) {
  return `${formatHundredths(basisPoints)}%`;
}
function discountLabel(discount) {
  return discount.kind === "percent" ? `Discount (${formatBasisPoints(discount.basisPoints)})` : "Discount";
}
function fullTotalCents(items) {
  return quoteTotals(items.map((item) => ({ ...item, optional: false, optionId: void 0, requiresOptionId: void 0 }))).totalCents;
}
var controlCharacters4 = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
var numberText = (value) => typeof value === "number" && Number.isFinite(value) ? String(value) : value;
var lineItemMessages = {
  description: "Describe the item",
  quantity: "Enter a quantity above 0 with at most two decimals, such as 850 or 12.5",
  unit: "Choose a unit: sq ft, linear ft, each or lump sum",
  unitPrice: "Enter a unit price in dollars, such as 12.50",
  tooMany: `A quote can hold at most ${maxLineItems} items`,
  duplicateId: "Each item needs its own id",
  tooLarge: `A quote's total, with HST and every option, cannot be above ${formatCents(maxQuoteTotalCents)}`
};
var quantity = z4.pipe(
  z4.transform(numberText),
  z4.string({ error: lineItemMessages.quantity }).check(
    z4.trim(),
    z4.refine((text4) => {
      const hundredths = parseHundredths(text4);
      return hundredths !== null && hundredths > 0 && hundredths <= maxQuantityHundredths && !text4.includes(",");
    }, lineItemMessages.quantity),
    z4.overwrite((text4) => formatHundredths(parseHundredths(text4) ?? 0))
  )
);
var unitPrice = z4.pipe(
  z4.transform(numberText),
  z4.string({ error: lineItemMessages.unitPrice }).check(
    z4.trim(),
    z4.refine((text4) => {
      const cents = parseCents(text4);
      return cents !== null && cents <= maxUnitPriceCents;
    }, lineItemMessages.unitPrice),
    z4.overwrite((text4) => centsToAmountText(parseCents(text4) ?? 0))
  )
);
var lineItemSchema = z4.object({
  id: z4.string({ error: "Item id is required" }).check(z4.regex(/^[A-Za-z0-9_-]{1,40}$/, "Item id must be 1 to 40 letters, digits, - or _")),
  description: z4.string({ error: lineItemMessages.description }).check(
    z4.trim(),
    z4.refine((value) => !controlCharacters4.test(value), "Please keep this on one line, without line breaks or special characters"),
    z4.minLength(1, lineItemMessages.description),
    z4.maxLength(300, "Please keep this under 300 characters")
  ),
  quantity,
  unit: z4.enum(lineItemUnits, { error: lineItemMessages.unit }),
  unitPrice,
  optional: z4._default(z4.boolean({ error: "Optional must be true or false" }), false),
  optionId: z4.optional(z4.string({ error: "Option must be a choice's id" }).check(z4.regex(/^[A-Za-z0-9_-]{1,40}$/, "Option must be a choice's id"))),
  requiresOptionId: z4.optional(
    z4.string({ error: "Required option must be a choice's id" }).check(z4.regex(/^[A-Za-z0-9_-]{1,40}$/, "Required option must be a choice's id"))
  )
});
var lineItemsSchema = z4.array(lineItemSchema).check(
  z4.maxLength(maxLineItems, lineItemMessages.tooMany),
  z4.refine((items) => new Set(items.map((item) => item.id)).size === items.length, lineItemMessages.duplicateId),
  z4.refine((items) => fullTotalCents(items) <= maxQuoteTotalCents, lineItemMessages.tooLarge)
);
var discountKinds = ["amount", "percent"];
var discountMessages = {
  kind: "Choose a discount in dollars or in percent",
  amount: "Enter the discount in dollars, such as 250 or 250.00",
  percent: "Enter a discount from 0 to 100 percent with at most two decimals, such as 10 or 12.5",
  aboveSubtotal: (subtotalCents) => `The discount cannot be more than the subtotal of the required items (${formatCents(subtotalCents)})`,
  withoutItems: "A discount applies to items: add the items first"
};
function parseDiscount(input) {
  const hundredths = typeof input.value === "string" && !input.value.includes(",") ? parseCents(input.value.trim().replace(/%$/, "")) : null;
  if (hundredths === null) return null;
  if (input.kind === "percent") return hundredths <= 1e4 ? { kind: "percent", basisPoints: hundredths } : null;
  return hundredths <= maxQuoteTotalCents ? { kind: "amount", cents: hundredths } : null;
}
function discountInputOf(discount) {
  if (!discount) return null;
  return discount.kind === "percent" ? { kind: "percent", value: formatHundredths(discount.basisPoints) } : { kind: "amount", value: centsToAmountText(discount.cents) };
}
var discountInputSchema = z4.object({
  kind: z4.enum(discountKinds, { error: discountMessages.kind }),
  value: z4.pipe(z4.transform(numberText), z4.string({ error: discountMessages.amount }))
}).check(
  z4.superRefine((input, context) => {
    if (parseDiscount(input) === null) {
      context.issues.push({
        code: "custom",
        input: input.value,
        path: ["value"],
        message: input.kind === "percent" ? discountMessages.percent : discountMessages.amount
      });
    }
  })
);
function discountProblem(items, discount) {
  if (!discount) return null;
  if (items.length === 0) return discountMessages.withoutItems;
  const subtotal = quoteTotals(items).subtotalCents;
  if (discount.kind === "amount" && discount.cents > subtotal) return discountMessages.aboveSubtotal(subtotal);
  return null;
}
var discountFieldSchema = z4.nullable(discountInputSchema);

// shared/choice-groups.ts
import { z as z5 } from "zod/mini";
var choiceLimits = { maxGroups: 3, minOptions: 2, maxOptions: 4 };
var idPattern = /^[A-Za-z0-9_-]{1,40}$/;
var controlCharacters5 = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
var oneLineText = (required, max) => z5.string({ error: required }).check(
  z5.trim(),
  z5.refine((value) => !controlCharacters5.test(value), "Please keep this on one line, without line breaks or special characters"),
  z5.minLength(1, required),
  z5.maxLength(max, `Please keep this under ${max} characters`)
);
var choiceOptionSchema = z5.object({
  id: z5.string({ error: "Option id is required" }).check(z5.regex(idPattern, "Option id must be 1 to 40 letters, digits, - or _")),
  label: oneLineText("Name the option, such as Stamped", 80),
  description: z5._default(
    z5.string({ error: "Description must be text" }).check(
      z5.trim(),
      z5.refine((value) => !controlCharacters5.test(value), "Please keep the description on one line"),
      z5.maxLength(300, "Please keep the description under 300 characters")
    ),
    ""
  ),
  needsDesign: z5._default(z5.boolean({ error: "Needs design must be true or false" }), false)
});
var choiceGroupSchema = z5.object({
  id: z5.string({ error: "Group id is required" }).check(z5.regex(idPattern, "Group id must be 1 to 40 letters, digits, - or _")),
  title: oneLineText("Name the choice, such as Finish", 60),
  required: z5._default(z5.boolean({ error: "Required must be true or false" }), true),
  recommendedOptionId: z5._default(z5.nullable(z5.string({ error: "Recommended option must be an option's id" })), null),
  // Drafts may hold a group still being filled in (one option); sending checks choiceGroupProblems.
  options: z5.array(choiceOptionSchema).check(z5.maxLength(choiceLimits.maxOptions, `A choice can offer at most ${choiceLimits.maxOptions} options`))
});
var choiceGroupsSchema = z5.array(choiceGroupSchema).check(
  z5.maxLength(choiceLimits.maxGroups, `A quote can hold at most ${choiceLimits.maxGroups} choices`),
  z5.refine((groups) => new Set(groups.map((group) => group.id)).size === groups.length, "Each choice needs its own id"),
  z5.refine((groups) => {
    const ids = groups.flatMap((group) => group.options.map((option) => option.id));
    return new Set(ids).size === ids.length;
  }, "Each option needs its own id"),
  z5.refine(
    (groups) => groups.every((group) => group.recommendedOptionId === null || group.options.some((option) => option.id === group.recommendedOptionId)),
    "The recommended option must be one of the choice's options"
  )
);
var choiceMessages = {
  tooFewOptions: (group) => `"${group.title}" needs at least two options to choose from`,
  optionWithoutLines: (group, option) => `"${option.label}" in "${group.title}" has no items: add its items or remove the option`,
  unknownOption: (item) => `"${item.description}" belongs to an option this quote does not offer`,
  addOnRequiresMissing: (item) => `"${item.description}" requires an option this quote does not offer`,
  requirementOnRequiredLine: (item) => `"${item.description}" is not an add-on: only add-ons can require an option`,
  optionalInsideOption: (item) => `"${item.description}" belongs to an option: it cannot also be an add-on`,
  idShared: "Each item and option needs its own id",
  // The client's choice (422 on accept).
  chooseOne: (group) => `Please choose one ${group.title.toLowerCase()}`,
  twoInOneGroup: (group) => `Please choose only one ${group.title.toLowerCase()}`,
  notOffered: "That option is not part of this quote: reload the quote and choose again",
  addOnNeedsOption: (item, option) => `"${item.description}" is available only with ${option.label}`
};
var optionIndex = (groups) => {
  const options = /* @__PURE__ */ new Map();
  for (const group of groups) for (const option of group.options) options.set(option.id, { group, option });
  return options;
};
function choiceGroupProblems(items, groups) {
  const problems = [];
  const options = optionIndex(groups);
  const itemIds = new Set(items.map((item) => item.id));
  if ([...options.keys()].some((id3) => itemIds.has(id3))) problems.push({ field: "choiceGroups", message: choiceMessages.idShared });
  groups.forEach((group, groupIndex) => {
    if (group.options.length < choiceLimits.minOptions)
      problems.push({ field: `choiceGroups.${groupIndex}`, message: choiceMessages.tooFewOptions(group) });
    group.options.forEach((option, optionIndexInGroup) => {
      if (!items.some((item) => item.optionId === option.id)) {
        problems.push({
          field: `choiceGroups.${groupIndex}.options.${optionIndexInGroup}`,
          message: choiceMessages.optionWithoutLines(group, option)
        });
      }
    });
  });
  items.forEach((item, index3) => {
    const field = `lineItems.${index3}`;
    if (item.optionId && !options.has(item.optionId)) problems.push({ field, message: choiceMessages.unknownOption(item) });
    if (item.optionId && item.optional) problems.push({ field, message: choiceMessages.optionalInsideOption(item) });
    if (item.requiresOptionId && !item.optional) problems.push({ field, message: choiceMessages.requirementOnRequiredLine(item) });
    else if (item.requiresOptionId && !options.has(item.requiresOptionId))
      problems.push({ field, message: choiceMessages.addOnRequiresMissing(item) });
  });
  return problems;
}
function choiceProblem(items, groups, chosenIds) {
  const options = optionIndex(groups);
  const addOns = new Map(items.filter((item) => item.optional).map((item) => [item.id, item]));
  const chosen = new Set(chosenIds);
  for (const id3 of chosen) if (!options.has(id3) && !addOns.has(id3)) return { field: "options", message: choiceMessages.notOffered };
  for (const group of groups) {
    const picked = group.options.filter((option) => chosen.has(option.id));
    if (picked.length > 1) return { field: "options", message: choiceMessages.twoInOneGroup(group) };
    if (group.required && picked.length === 0) return { field: "options", message: choiceMessages.chooseOne(group) };
  }
  for (const id3 of chosen) {
    const addOn = addOns.get(id3);
    if (addOn?.requiresOptionId && !chosen.has(addOn.requiresOptionId)) {
      const required = options.get(addOn.requiresOptionId);
      if (required) return { field: "options", message: choiceMessages.addOnNeedsOption(addOn, required.option) };
      return { field: "options", message: choiceMessages.notOffered };
    }
  }
  return null;
}
function choiceCombinations(groups) {
  return groups.reduce(
    (combinations, group) => {
      const picks = [...group.options.map((option) => option.id), ...group.required ? [] : [null]];
      return combinations.flatMap((combination) => picks.map((pick) => pick === null ? combination : [...combination, pick]));
    },
    [[]]
  );
}
function quoteTotalRange(items, groups, discount = null) {
  const totals = choiceCombinations(groups).map((chosen) => quoteTotals(items, chosen, discount).totalCents);
  return { lowCents: Math.min(...totals), highCents: Math.max(...totals) };
}
function quoteTotalRangeOf(quote) {
  return quoteTotalRange(quote.lineItems, quote.choiceGroups ?? [], discountOf(quote));
}
function chosenOptionsOf(groups, chosenIds) {
  const chosen = new Set(chosenIds);
  return groups.flatMap((group) => group.options.filter((option) => chosen.has(option.id)).map((option) => ({ group, option })));
}
function choiceNeedsDesign(groups, chosenIds) {
  return chosenOptionsOf(groups, chosenIds).some(({ option }) => option.needsDesign);
}
var hasChoices = (quote) => (quote.choiceGroups?.length ?? 0) > 0;

// shared/lead-stages.ts
var leadStages = ["new", "contacted", "site_visit", "quoted", "won", "lost"];
var leadStageLabels = {
  new: "New",
  contacted: "Contacted",
  site_visit: "Site visit booked",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost"
};
var leadStageFilters = ["open", ...leadStages];
var openLeadStages = ["new", "contacted", "site_visit", "quoted"];
var followUpFilters = ["due", "set"];
var lostReasons = ["price", "timing", "other_contractor", "no_response", "other", "before_stages"];
var choosableLostReasons = ["price", "timing", "other_contractor", "no_response", "other"];
var lostReasonLabels = {
  price: "Price",
  timing: "Timing",
  other_contractor: "Chose another contractor",
  no_response: "No response",
  other: "Other",
  before_stages: "Closed before stages"
};
var lostNoteMaxLength = 300;
var leadProjectTypeLabels = {
  "Stamped Concrete": "Stamped Concrete",
  "Broom Finish": "Broom Finish",
  Both: "Both Services"
};
var leadTimelineLabels = {
  asap: "ASAP (within 2 weeks)",
  month: "Within a month",
  flexible: "Flexible",
  planning: "Just planning"
};
var labelOf = (labels, value) => value ? Object.hasOwn(labels, value) ? labels[value] : value : null;
var leadProjectTypeLabel = (value) => labelOf(leadProjectTypeLabels, value) ?? value;
var leadTimelineLabel = (value) => labelOf(leadTimelineLabels, value);
var leadStageLabel = (value) => labelOf(leadStageLabels, value) ?? value;
function describeLostReason(reason2, note3) {
  if (!reason2) return "";
  const label = labelOf(lostReasonLabels, reason2) ?? reason2;
  return note3 ? `${label} (${note3})` : label;
}
var isTimeOfDay = (text4) => /^([01]\d|2[0-3]):[0-5]\d$/.test(text4);
var leadDateHorizonDays = 730;

// shared/schema-schedule.ts
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

// shared/toronto-wall-clock.ts
var partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: business.timeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23"
});
var offsetByHour = /* @__PURE__ */ new Map();
var hourMs = 60 * 60 * 1e3;
function torontoOffsetMs(at) {
  const hour = Math.floor(at / hourMs);
  const known = offsetByHour.get(hour);
  if (known !== void 0) return known;
  if (offsetByHour.size > 1e4) offsetByHour.clear();
  const offset = offsetFromZoneData(hour * hourMs);
  offsetByHour.set(hour, offset);
  return offset;
}
function offsetFromZoneData(at) {
  const parts = Object.fromEntries(partsFormat.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second)
  );
  return asUtc - Math.floor(at / 1e3) * 1e3;
}
var dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
var timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;
function torontoWallClockToInstant(day2, time) {
  const dayMatch = dayPattern.exec(day2);
  const timeMatch = timePattern.exec(time);
  if (!dayMatch || !timeMatch) throw new Error(`Not a Toronto day and time: ${day2} ${time}`);
  const wall = Date.UTC(Number(dayMatch[1]), Number(dayMatch[2]) - 1, Number(dayMatch[3]), Number(timeMatch[1]), Number(timeMatch[2]));
  const halfDay = 12 * 60 * 60 * 1e3;
  const candidates = [wall - torontoOffsetMs(wall - halfDay), wall - torontoOffsetMs(wall + halfDay)];
  const real = candidates.filter((instant) => instant + torontoOffsetMs(instant) === wall).sort((a, b) => a - b);
  return new Date(real[0] ?? candidates[0]);
}
function addCalendarDays(day2, days) {
  const match = dayPattern.exec(day2);
  if (!match) throw new Error(`Not a day: ${day2}`);
  const date3 = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return date3.toISOString().slice(0, 10);
}

// shared/visit-schedule.ts
var visitKinds = ["excavation", "forms", "pour", "stamp_wash", "seal", "cleanup", "inspection"];
var visitKindLabels = {
  excavation: "Excavation",
  forms: "Forms and base",
  pour: "Concrete pour",
  stamp_wash: "Release wash",
  seal: "Sealing",
  cleanup: "Clean-up",
  inspection: "Inspection"
};
var clientVisibleByDefault = {
  excavation: true,
  forms: true,
  pour: true,
  stamp_wash: true,
  seal: true,
  cleanup: false,
  inspection: false
};
var visitStatuses = ["draft", "proposed", "confirmed", "change_requested", "rescheduled", "on_hold", "completed", "cancelled"];
var visitStatusLabels = {
  draft: "Draft",
  proposed: "Proposed",
  confirmed: "Confirmed",
  change_requested: "Other date asked",
  rescheduled: "Moved",
  on_hold: "On hold (date to be decided)",
  completed: "Completed",
  cancelled: "Cancelled"
};
var datedStatuses = ["proposed", "confirmed", "change_requested", "rescheduled"];
var isFinal = (status) => status === "completed" || status === "cancelled";
var delayReasons = ["rain", "cold", "heat", "wind", "frozen_ground", "supplier", "crew", "client_request", "other"];
var delayReasonExplanations = {
  rain: "Rain is forecast for the day. Rain on fresh concrete weakens its surface, so we do not pour when it is expected.",
  cold: "The forecast goes below 5 \xB0C within a day of the pour. Ontario's building code and the concrete standard (CSA A23.1) then require the concrete to be kept warm for days, so we wait for milder weather.",
  heat: "Extreme heat is forecast. Concrete placed in high heat sets too fast to finish well, so we move to a cooler day.",
  wind: "Strong wind is forecast. It dries the surface faster than it can be finished, so we move to a calmer day.",
  frozen_ground: "The ground is frozen. Concrete must not be placed on a frozen base, so we wait for it to thaw.",
  supplier: "Our concrete supplier cannot deliver on that day.",
  crew: "Our crew cannot be there on that day.",
  client_request: "You asked for another date.",
  other: "We need to move the date."
};
var scheduleLimits = {
  maxWindowMinutes: 12 * 60,
  maxSpanDays: 10,
  minPreferredDates: 1,
  maxPreferredDates: 3,
  /** A move of at most this many working days keeps a confirmation; more asks the client again. */
  reconfirmAfterWorkingDays: 2,
  /** Changes to one visit within this many minutes make one notice to the client. */
  noticeCoalesceMinutes: 10,
  /** Reminders and digests, on Toronto's clocks. */
  dayBeforeReminderTime: "16:00",
  confirmNudgeDaysBefore: 3,
  confirmNudgeTime: "10:00",
  ownerDigestTime: "18:00"
};
function preparationList(kind, noDrivingDays = 7) {
  const common = [
    "Move cars off the driveway and the street in front the evening before.",
    "Leave the side gate unlocked.",
    "Keep pets inside while the crew is there."
  ];
  if (kind === "pour") {
    return [
      ...common,
      "Make sure we can use an outdoor water tap.",
      "Turn off lawn sprinklers near the work for three days.",
      `Do not drive on the new concrete for ${noDrivingDays} days; walk on it only after 24 hours.`
    ];
  }
  if (kind === "seal") return [...common, "Keep people and pets off the surface for 24 hours after sealing."];
  return common;
}
function weekday(day2) {
  return (/* @__PURE__ */ new Date(`${day2}T12:00:00Z`)).getUTCDay();
}
var isWorkingDay = (day2, holidays) => weekday(day2) !== 0 && !holidays.has(day2);
function nextWorkingDay(day2, holidays) {
  let next = addCalendarDays(day2, 1);
  for (let guard2 = 0; guard2 < 366 && !isWorkingDay(next, holidays); guard2++) next = addCalendarDays(next, 1);
  return next;
}
function workingDaysBetween(from, to, holidays) {
  if (from === to) return 0;
  const forward = from < to;
  let count7 = 0;
  let day2 = from;
  for (let guard2 = 0; guard2 < 3660 && day2 !== to; guard2++) {
    day2 = addCalendarDays(day2, forward ? 1 : -1);
    if (isWorkingDay(day2, holidays)) count7++;
  }
  return forward ? count7 : -count7;
}
function moveKeepsConfirmation(status, from, to, holidays) {
  return status === "confirmed" && Math.abs(workingDaysBetween(from, to, holidays)) <= scheduleLimits.reconfirmAfterWorkingDays;
}
var dayBeforeReminderAt = (visitDay) => torontoWallClockToInstant(addCalendarDays(visitDay, -1), scheduleLimits.dayBeforeReminderTime);
function dayBeforeReminderApplies(visitDay, lastDatedAt) {
  return lastDatedAt.getTime() < dayBeforeReminderAt(visitDay).getTime();
}
var confirmNudgeAt = (visitDay) => torontoWallClockToInstant(addCalendarDays(visitDay, -scheduleLimits.confirmNudgeDaysBefore), scheduleLimits.confirmNudgeTime);
var ownerDigestAt = (visitDay) => torontoWallClockToInstant(addCalendarDays(visitDay, -1), scheduleLimits.ownerDigestTime);
var longDay = new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", weekday: "long", year: "numeric", month: "long", day: "numeric" });
function formatVisitDay(day2) {
  return longDay.format(/* @__PURE__ */ new Date(`${day2}T12:00:00Z`));
}
function formatClockTime(time) {
  const [hours, minutes2] = time.split(":").map(Number);
  const suffix = hours < 12 ? "a.m." : "p.m.";
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes2).padStart(2, "0")} ${suffix}`;
}
var minutesOfDay = (time) => {
  const [hours, minutes2] = time.split(":").map(Number);
  return hours * 60 + minutes2;
};
var timeOfMinutes = (minutes2) => {
  const wrapped = (minutes2 % 1440 + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, "0")}:${String(wrapped % 60).padStart(2, "0")}`;
};
function describeVisitTime(visit) {
  const days = visit.spanDays > 1 ? `${formatVisitDay(visit.day)} to ${formatVisitDay(addCalendarDays(visit.day, visit.spanDays - 1))}` : formatVisitDay(visit.day);
  if (!visit.startTime) return days;
  if (!visit.windowMinutes) return `${days}, the crew arrives at ${formatClockTime(visit.startTime)}`;
  const end = timeOfMinutes(minutesOfDay(visit.startTime) + visit.windowMinutes);
  return `${days}, the crew arrives between ${formatClockTime(visit.startTime)} and ${formatClockTime(end)}`;
}
var visitActionMessages = {
  final: (status) => `This visit is ${status === "completed" ? "completed" : "cancelled"} and can no longer be changed`,
  notProposed: "There is no proposed date to confirm",
  noDate: "This visit has no date yet",
  alreadyConfirmed: "This date is already confirmed"
};
function visitTransition(status, action, options = {}) {
  if (isFinal(status)) return { allowed: false, message: visitActionMessages.final(status) };
  switch (action) {
    case "propose":
      return { allowed: true, status: "proposed" };
    case "confirm":
      if (status === "confirmed") return { allowed: false, message: visitActionMessages.alreadyConfirmed };
      return status === "proposed" || status === "rescheduled" ? { allowed: true, status: "confirmed" } : { allowed: false, message: visitActionMessages.notProposed };
    case "ask_other_date":
      return datedStatuses.includes(status) ? { allowed: true, status: "change_requested" } : { allowed: false, message: visitActionMessages.noDate };
    case "move":
      if (status === "draft") return { allowed: true, status: "draft" };
      return { allowed: true, status: status === "confirmed" && options.keepsConfirmation ? "confirmed" : "rescheduled" };
    case "hold":
      return { allowed: true, status: "on_hold" };
    case "complete":
      return status === "draft" ? { allowed: false, message: visitActionMessages.noDate } : { allowed: true, status: "completed" };
    case "cancel":
      return { allowed: true, status: "cancelled" };
  }
}

// shared/schema-schedule.ts
var id = () => uuid("id").primaryKey().default(sql`gen_random_uuid()`);
var createdAt = () => timestamp("created_at", { withTimezone: true }).defaultNow().notNull();
var oneOf = (values) => sql.raw(values.map((value) => `'${value}'`).join(", "));
var crews = pgTable("crews", {
  id: id(),
  name: text("name").notNull(),
  /** A colour the week view paints the crew's visits with, "#1f6feb". */
  colour: text("colour").notNull().default("#475569"),
  position: integer("position").notNull().default(0),
  createdAt: createdAt()
});
var jobs = pgTable(
  "jobs",
  {
    id: id(),
    contractId: uuid("contract_id").notNull().references(() => contracts.id),
    quoteId: uuid("quote_id").notNull().references(() => quotes.id),
    linkToken: text("link_token").notNull().unique(),
    createdAt: createdAt()
  },
  (table) => [uniqueIndex("jobs_contract_id_idx").on(table.contractId)]
);
var jobVisits = pgTable(
  "job_visits",
  {
    id: id(),
    jobId: uuid("job_id").notNull().references(() => jobs.id),
    kind: text("kind").$type().notNull(),
    clientVisible: boolean("client_visible").notNull().default(true),
    day: date("day", { mode: "string" }),
    /** "07:00", Toronto wall-clock time; null: the day only. */
    startTime: text("start_time"),
    windowMinutes: integer("window_minutes"),
    spanDays: integer("span_days").notNull().default(1),
    crewId: uuid("crew_id").references(() => crews.id),
    status: text("status").$type().notNull().default("draft"),
    /** What the client reads under the date (the owner's own words; the preparation list is added). */
    clientNote: text("client_note").notNull().default(""),
    /** For the crew and the owner only. */
    internalNote: text("internal_note").notNull().default(""),
    icalUid: text("ical_uid").notNull().unique(),
    icalSequence: integer("ical_sequence").notNull().default(0),
    datedAt: timestamp("dated_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** The last delay's reason, shown in the week view as "moved: rain". */
    lastDelayReason: text("last_delay_reason").$type(),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull()
  },
  (table) => [
    index("job_visits_job_id_idx").on(table.jobId),
    index("job_visits_day_idx").on(table.day),
    index("job_visits_crew_day_idx").on(table.crewId, table.day),
    check("job_visits_kind", sql`${table.kind} in (${oneOf(visitKinds)})`),
    check("job_visits_status", sql`${table.status} in (${oneOf(visitStatuses)})`),
    check("job_visits_span_days", sql`${table.spanDays} between 1 and 10`),
    check("job_visits_window", sql`${table.windowMinutes} is null or ${table.windowMinutes} between 1 and 720`),
    check("job_visits_delay_reason", sql`${table.lastDelayReason} is null or ${table.lastDelayReason} in (${oneOf(delayReasons)})`)
  ]
);
var scheduleHolidays = pgTable("schedule_holidays", {
  day: date("day", { mode: "string" }).primaryKey(),
  name: text("name").notNull()
});
var scheduleSettings = pgTable(
  "schedule_settings",
  {
    id: integer("id").primaryKey().default(1),
    waitForDeposit: boolean("wait_for_deposit").notNull().default(true),
    feedToken: text("feed_token").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull()
  },
  (table) => [check("schedule_settings_one_row", sql`${table.id} = 1`)]
);
var scheduleNotices = pgTable(
  "schedule_notices",
  {
    id: id(),
    visitId: uuid("visit_id").notNull().references(() => jobVisits.id),
    kind: text("kind").notNull(),
    reason: text("reason").$type(),
    note: text("note").notNull().default(""),
    fromDay: date("from_day", { mode: "string" }),
    toDay: date("to_day", { mode: "string" }),
    sequence: integer("sequence").notNull(),
    emailId: uuid("email_id").references(() => emails.id, { onDelete: "set null" }),
    createdAt: createdAt()
  },
  (table) => [index("schedule_notices_visit_id_idx").on(table.visitId)]
);
var scheduledMessages = pgTable(
  "scheduled_messages",
  {
    key: text("key").primaryKey(),
    kind: text("kind").notNull(),
    visitId: uuid("visit_id").references(() => jobVisits.id),
    status: text("status").notNull(),
    skipReason: text("skip_reason"),
    emailId: uuid("email_id").references(() => emails.id, { onDelete: "set null" }),
    createdAt: createdAt()
  },
  (table) => [index("scheduled_messages_visit_id_idx").on(table.visitId)]
);

// shared/schema.ts
function asRefinements(rules) {
  return rules;
}
var createdAt2 = () => timestamp2("created_at", { withTimezone: true }).defaultNow().notNull();
var id2 = () => uuid2("id").primaryKey().default(sql2`gen_random_uuid()`);
var bytea = customType({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value)
});
var quoteRequestStatuses = leadStages;
var lostReasonEnum = pgEnum("lost_reason", lostReasons);
var quoteStatusEnum = pgEnum("quote_status", quoteStatuses);
var quoteRequestStatusEnum = pgEnum("quote_request_status", quoteRequestStatuses);
var quoteSources = ["admin", "estimate"];
var quoteSourceEnum = pgEnum("quote_source", quoteSources);
var emailStatuses = ["pending", "sending", "sent"];
var emailStatusEnum = pgEnum("email_status", emailStatuses);
var eventTypeEnum = pgEnum("event_type", auditEventTypes);
var users = pgTable2("users", {
  id: id2(),
  /** The admin's e-mail address, stored lower-case. */
  username: text2("username").notNull().unique(),
  /** scrypt hash, never the password itself. */
  password: text2("password").notNull(),
  /**
   * Goes up by one whenever the password changes. Every admin session holds the version it signed in
   * with and is ended when it no longer matches, on every server.
   */
  credentialVersion: integer2("credential_version").notNull().default(1),
  createdAt: createdAt2()
});
var quoteRequests = pgTable2(
  "quote_requests",
  {
    id: id2(),
    name: text2("name").notNull(),
    phone: text2("phone").notNull(),
    email: text2("email").notNull(),
    city: text2("city").notNull(),
    projectType: text2("project_type").notNull(),
    sqFt: integer2("sq_ft"),
    timeline: text2("timeline"),
    message: text2("message"),
    /** The street address, when the visitor gave it (optional on the quick form). */
    address: text2("address"),
    /** `/api/uploads/{id}` of each photo sent with the request. */
    photoUrls: text2("photo_urls").array().notNull().default(sql2`'{}'::text[]`),
    consent: boolean2("consent").notNull().default(false),
    createdAt: createdAt2(),
    status: quoteRequestStatusEnum("status").notNull().default("new"),
    /** The booked site visit: its Toronto calendar day and, when agreed, its time ("HH:MM"). Kept after the stage moves on. */
    siteVisitOn: date2("site_visit_on", { mode: "string" }),
    siteVisitTime: text2("site_visit_time"),
    /** Why a lost lead was lost, and the owner's few words (required for "other"). */
    lostReason: lostReasonEnum("lost_reason"),
    lostNote: text2("lost_note"),
    /** The Toronto day the owner means to call back; cleared once the lead is won or lost. */
    followUpOn: date2("follow_up_on", { mode: "string" }),
    /** When the stage last changed (the history is the lead's events). */
    stageChangedAt: timestamp2("stage_changed_at", { withTimezone: true }),
    /** Goes up by one with every change the owner makes; a change names the version it saw (409 when stale). */
    version: integer2("version").notNull().default(1)
  },
  (table) => [
    index2("quote_requests_status_created_at_idx").on(table.status, table.createdAt),
    index2("quote_requests_follow_up_on_idx").on(table.followUpOn),
    index2("quote_requests_created_at_idx").on(table.createdAt),
    // Leads from the same person are grouped by e-mail (stored as typed; compared lower-case) or phone.
    index2("quote_requests_email_idx").on(sql2`lower(${table.email})`),
    index2("quote_requests_phone_idx").on(table.phone)
  ]
);
var quotes = pgTable2(
  "quotes",
  {
    id: id2(),
    clientName: text2("client_name").notNull(),
    clientEmail: text2("client_email").notNull(),
    clientPhone: text2("client_phone").notNull(),
    projectAddress: text2("project_address").notNull(),
    workScope: text2("work_scope").notNull(),
    projectDetails: text2("project_details").notNull(),
    /**
     * The price in cents: the total with HST for an itemised quote (kept in step by the server), 0 for
     * an estimate request not priced yet. The API also answers it as text (`totalCost`, shared/money.ts).
     */
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    /** The quote is valid through that whole day, Toronto time (YYYY-MM-DD in TypeScript). */
    validUntil: date2("valid_until", { mode: "string" }).notNull(),
    /** The lifecycle's stored status (shared/quote-lifecycle.ts); expiry is derived, never stored. */
    status: quoteStatusEnum("status").notNull().default("pending"),
    /**
     * Goes up by one with every change the admin makes. Accept, decline and sign carry the version
     * the client saw, so nobody accepts a price they were never shown.
     */
    version: integer2("version").notNull().default(1),
    createdAt: createdAt2(),
    /** "admin" for a priced quote, "estimate" for one sent from the public estimate form. */
    source: quoteSourceEnum("source").notNull().default("admin"),
    updatedAt: timestamp2("updated_at", { withTimezone: true }).defaultNow().notNull(),
    /** When the quote link was last e-mailed to the client (admin create or send). */
    sentAt: timestamp2("sent_at", { withTimezone: true }),
    firstViewedAt: timestamp2("first_viewed_at", { withTimezone: true }),
    decidedAt: timestamp2("decided_at", { withTimezone: true }),
    declineReason: text2("decline_reason"),
    /**
     * The priced lines (shared/line-items.ts). Empty for quotes made before items existed and for
     * unpriced estimate requests; those show totalCost alone. For an itemised quote totalCost is the
     * total with HST, kept in step by the server.
     */
    lineItems: jsonb("line_items").$type().notNull().default([]),
    /**
     * A discount before HST, at most one of the two: an amount in cents, or a percentage in basis
     * points (10.5% is 1050). Both null: no discount. Only an itemised quote has one (shared/line-items.ts).
     */
    discountCents: bigint("discount_cents", { mode: "number" }),
    discountBasisPoints: integer2("discount_basis_points"),
    /** `/api/uploads/{id}` of each photo sent with the estimate form (admin-only, like a lead's). */
    photoUrls: text2("photo_urls").array().notNull().default(sql2`'{}'::text[]`),
    /** The optional items the client included, frozen when they accepted (totalCost then counts them). */
    chosenOptionIds: text2("chosen_option_ids").array().notNull().default(sql2`'{}'::text[]`),
    /** 1 for an original quote; a revision is the quote it revises plus one. */
    revision: integer2("revision").notNull().default(1),
    /** The quote this one revises, and the revision that replaced this one (the old link points there). */
    revisionOf: uuid2("revision_of").references(() => quotes.id),
    replacedBy: uuid2("replaced_by").references(() => quotes.id),
    /** The last time the client asked for changes (the messages are on the timeline). */
    changesRequestedAt: timestamp2("changes_requested_at", { withTimezone: true }),
    /**
     * The latest notice of change requests to the business (an `emails` row) and when it was due: a
     * later request joins that notice while it waits, else gets one due an interval after it.
     */
    changesNoticeEmailId: uuid2("changes_notice_email_id").references(() => emails.id, { onDelete: "set null" }),
    changesNoticeAt: timestamp2("changes_notice_at", { withTimezone: true }),
    /** Automatic reminders (not opened after 3 days; 3 days before expiry), each sent at most once. */
    remindersEnabled: boolean2("reminders_enabled").notNull().default(true),
    unopenedReminderAt: timestamp2("unopened_reminder_at", { withTimezone: true }),
    expiryReminderAt: timestamp2("expiry_reminder_at", { withTimezone: true }),
    /** What the visitor answered on the estimate form: facts for the admin, never shown to the client. */
    estimateAnswers: jsonb("estimate_answers").$type(),
    /** The lead this quote was priced from, if any (the lead shows its quotes, the quote its lead). */
    quoteRequestId: uuid2("quote_request_id").references(() => quoteRequests.id, { onDelete: "set null" }),
    /**
     * The client's link (`/quote/{linkToken}`): 192 random bits in base64url, or for a quote made
     * before links had tokens, its id (the link already e-mailed keeps working until it is replaced).
     * Stored as it is: the server e-mails it again (resend, reminders, a revision's pointer), and
     * whoever reads this table reads the quote itself anyway (docs/decisions/0114).
     */
    linkToken: text2("link_token").notNull().unique(),
    /** "Q-2026-0042": the year it was created (Toronto) and its place in that year; the e-Transfer reference. */
    number: text2("number").notNull().unique(),
    /**
     * The quote's pick-one choices (shared/choice-groups.ts): each group's options, whose lines carry
     * their option's id. Empty: no choices, the total is one figure. While the client has not chosen,
     * totalCents holds the lowest total of the range.
     */
    choiceGroups: jsonb("choice_groups").$type().notNull().default([]),
    /** The stamped finish's pattern and colours by catalogue id (shared/design-catalogue.ts); null until set. */
    design: jsonb("design").$type(),
    /** true: the client picks the design on the quote page from the catalogue (when the owner has not set one). */
    designByClient: boolean2("design_by_client").notNull().default(false)
  },
  (table) => [
    index2("quotes_created_at_idx").on(table.createdAt),
    index2("quotes_status_created_at_idx").on(table.status, table.createdAt),
    index2("quotes_quote_request_id_idx").on(table.quoteRequestId),
    check2("quotes_total_cents_not_negative", sql2`${table.totalCents} >= 0`),
    check2("quotes_discount_cents_not_negative", sql2`${table.discountCents} >= 0`),
    check2("quotes_discount_basis_points_range", sql2`${table.discountBasisPoints} between 0 and 10000`),
    check2("quotes_one_discount", sql2`${table.discountCents} is null or ${table.discountBasisPoints} is null`)
  ]
);
var priceBookItems = pgTable2(
  "price_book_items",
  {
    id: id2(),
    description: text2("description").notNull(),
    unit: text2("unit").$type().notNull(),
    unitPriceCents: bigint("unit_price_cents", { mode: "number" }).notNull(),
    createdAt: createdAt2(),
    updatedAt: timestamp2("updated_at", { withTimezone: true }).defaultNow().notNull()
  },
  (table) => [
    check2("price_book_items_unit_price_not_negative", sql2`${table.unitPriceCents} >= 0`),
    check2("price_book_items_unit", sql2`${table.unit} in (${sql2.raw(lineItemUnits.map((unit) => `'${unit}'`).join(", "))})`)
  ]
);
var designCatalogue = pgTable2(
  "design_catalogue",
  {
    id: id2(),
    kind: text2("kind").$type().notNull(),
    name: text2("name").notNull(),
    maker: text2("maker").notNull().default(""),
    code: text2("code").notNull().default(""),
    swatch: bytea("swatch"),
    /** image/jpeg or image/png: what the swatch bytes are. */
    swatchType: text2("swatch_type"),
    swatchSha256: text2("swatch_sha256"),
    position: integer2("position").notNull().default(0),
    retired: boolean2("retired").notNull().default(false),
    createdAt: createdAt2(),
    updatedAt: timestamp2("updated_at", { withTimezone: true }).defaultNow().notNull()
  },
  (table) => [
    check2("design_catalogue_kind", sql2`${table.kind} in (${sql2.raw(catalogueKinds.map((kind) => `'${kind}'`).join(", "))})`),
    index2("design_catalogue_kind_idx").on(table.kind, table.position)
  ]
);
var contracts = pgTable2(
  "contracts",
  {
    id: id2(),
    /** Unique: one contract per quote, enforced by the database even under concurrent signing. */
    quoteId: uuid2("quote_id").notNull().unique().references(() => quotes.id),
    clientName: text2("client_name").notNull(),
    clientEmail: text2("client_email").notNull(),
    clientPhone: text2("client_phone").notNull(),
    projectAddress: text2("project_address").notNull(),
    /** PNG data URL of the drawn signature. */
    signatureData: text2("signature_data").notNull(),
    /** The Toronto day it was signed (YYYY-MM-DD in TypeScript). */
    contractDate: date2("contract_date", { mode: "string" }).notNull(),
    signedAt: timestamp2("signed_at", { withTimezone: true }).defaultNow().notNull(),
    agreementAccepted: boolean2("agreement_accepted").notNull().default(true),
    /** The exact text the client agreed to, frozen at signing, and its SHA-256 (hex). */
    contractText: text2("contract_text").notNull(),
    contractHash: text2("contract_hash").notNull(),
    /** The quote as it stood when signed. */
    quoteSnapshot: jsonb("quote_snapshot").notNull(),
    signerIp: text2("signer_ip"),
    signerUserAgent: text2("signer_user_agent"),
    /**
     * The business's signature (PNG data URL) as it stood when this contract was signed, copied from
     * contractor_signature so a later change of the owner's signature never touches a signed
     * contract; null when none was set then (the PDF leaves a line to sign by hand). Decision 0129.
     */
    businessSignatureData: text2("business_signature_data")
  },
  (table) => [index2("contracts_signed_at_idx").on(table.signedAt)]
);
var contractorSignature = pgTable2(
  "contractor_signature",
  {
    id: text2("id").primaryKey().default("business"),
    /** The name printed beside the signature: "For Forma Concrete: <signer_name>, <date>". */
    signerName: text2("signer_name").notNull(),
    /** Normalised PNG data URL (server/services/signature-image.ts), its SHA-256 and size. */
    signatureData: text2("signature_data").notNull(),
    signatureSha256: text2("signature_sha256").notNull(),
    signatureWidth: integer2("signature_width").notNull(),
    signatureHeight: integer2("signature_height").notNull(),
    setBy: text2("set_by").notNull(),
    setAt: timestamp2("set_at", { withTimezone: true }).notNull()
  },
  (table) => [check2("contractor_signature_one_row", sql2`${table.id} = 'business'`)]
);
var revokedLinks = pgTable2(
  "revoked_links",
  {
    token: text2("token").primaryKey(),
    quoteId: uuid2("quote_id").notNull().references(() => quotes.id),
    revokedAt: timestamp2("revoked_at", { withTimezone: true }).defaultNow().notNull()
  },
  (table) => [index2("revoked_links_quote_id_idx").on(table.quoteId)]
);
var quoteNumberCounters = pgTable2("quote_number_counters", {
  year: integer2("year").primaryKey(),
  last: integer2("last").notNull()
});
var sessions = pgTable2(
  "session",
  {
    sid: varchar("sid").primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp2("expire", { precision: 6, withTimezone: true }).notNull()
  },
  (table) => [index2("session_expire_idx").on(table.expire)]
);
var events = pgTable2(
  "events",
  {
    id: id2(),
    type: eventTypeEnum("type").notNull(),
    // No cascade: the log is a record's history, so a quote, contract or lead with events cannot be deleted by accident.
    quoteId: uuid2("quote_id").references(() => quotes.id),
    contractId: uuid2("contract_id").references(() => contracts.id),
    quoteRequestId: uuid2("quote_request_id").references(() => quoteRequests.id),
    at: timestamp2("at", { withTimezone: true }).defaultNow().notNull(),
    ip: text2("ip"),
    userAgent: text2("user_agent"),
    data: jsonb("data").$type().notNull().default({})
  },
  (table) => [
    index2("events_quote_id_idx").on(table.quoteId),
    index2("events_at_idx").on(table.at),
    index2("events_quote_request_id_idx").on(table.quoteRequestId)
  ]
);
var emails = pgTable2(
  "emails",
  {
    id: id2(),
    kind: text2("kind").notNull(),
    to: text2("to").notNull(),
    /** Business notices reply to the client who caused them. */
    replyTo: text2("reply_to"),
    subject: text2("subject").notNull(),
    text: text2("text").notNull(),
    html: text2("html").notNull(),
    attachments: jsonb("attachments").$type().notNull().default([]),
    status: emailStatusEnum("status").notNull().default("pending"),
    attempts: integer2("attempts").notNull().default(0),
    lastError: text2("last_error"),
    nextAttemptAt: timestamp2("next_attempt_at", { withTimezone: true }).defaultNow().notNull(),
    createdAt: createdAt2(),
    sentAt: timestamp2("sent_at", { withTimezone: true }),
    // As events: the messages sent about a record are part of its history.
    quoteId: uuid2("quote_id").references(() => quotes.id),
    contractId: uuid2("contract_id").references(() => contracts.id)
  },
  (table) => [index2("emails_status_next_attempt_idx").on(table.status, table.nextAttemptAt)]
);
var uploads = pgTable2(
  "uploads",
  {
    id: id2(),
    quoteRequestId: uuid2("quote_request_id").references(() => quoteRequests.id, { onDelete: "cascade" }),
    quoteId: uuid2("quote_id").references(() => quotes.id, { onDelete: "cascade" }),
    filename: text2("filename").notNull(),
    contentType: text2("content_type").notNull(),
    size: integer2("size").notNull(),
    /** The photo's bytes; null when they are in `file` instead. */
    data: bytea("data"),
    /** The name of the photo's file in DATA_DIR/uploads (embedded database only; storage/photo-files.ts). */
    file: text2("file"),
    /** Pixel size of `data`; null for photos stored before uploads were re-encoded. */
    width: integer2("width"),
    height: integer2("height"),
    /** A small WebP for lists; null for photos stored before thumbnails existed (the photo is served instead). */
    thumbnail: bytea("thumbnail"),
    createdAt: createdAt2()
  },
  (table) => [
    index2("uploads_quote_request_id_idx").on(table.quoteRequestId),
    index2("uploads_quote_id_idx").on(table.quoteId),
    check2("uploads_one_owner", sql2`num_nonnulls(${table.quoteRequestId}, ${table.quoteId}) = 1`),
    check2("uploads_bytes_or_file", sql2`num_nonnulls(${table.data}, ${table.file}) = 1`)
  ]
);
var rateLimitCounters = pgTable2(
  "rate_limit_counters",
  {
    key: text2("key").primaryKey(),
    count: integer2("count").notNull(),
    resetAt: timestamp2("reset_at", { withTimezone: true }).notNull()
  },
  (table) => [index2("rate_limit_counters_reset_at_idx").on(table.resetAt)]
);
var paymentMethods = ["etransfer", "cheque", "cash"];
var paymentKinds = ["deposit", "balance", "other"];
var paymentMethodEnum = pgEnum("payment_method", paymentMethods);
var paymentKindEnum = pgEnum("payment_kind", paymentKinds);
var payments = pgTable2(
  "payments",
  {
    id: id2(),
    contractId: uuid2("contract_id").notNull().references(() => contracts.id),
    kind: paymentKindEnum("kind").notNull(),
    /** 64-bit: one payment is at most maxPaymentCents (shared/money.ts), far inside a JavaScript number. */
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    method: paymentMethodEnum("method").notNull(),
    /** The day the money was received (Toronto; YYYY-MM-DD in TypeScript). */
    paidOn: date2("paid_on", { mode: "string" }).notNull(),
    /** The e-Transfer reference or cheque number, as given. */
    reference: text2("reference"),
    /**
     * The receipt's number ("R-0001" is 1): one sequence over every payment, taken from
     * receiptNumberCounter in the payment's own transaction, never reused (a voided payment keeps its number).
     */
    receiptNumber: integer2("receipt_number").notNull().unique(),
    createdAt: createdAt2()
  },
  (table) => [index2("payments_contract_id_idx").on(table.contractId)]
);
var receiptNumberCounter = pgTable2("receipt_number_counter", {
  id: integer2("id").primaryKey(),
  last: integer2("last").notNull()
});
var paymentVoids = pgTable2("payment_voids", {
  paymentId: uuid2("payment_id").primaryKey().references(() => payments.id),
  /** Why, in the admin's words (one line, as the client's notice and the timeline show it). */
  reason: text2("reason").notNull(),
  /** The admin who voided it: their sign-in e-mail at that moment. */
  voidedBy: text2("voided_by").notNull(),
  /** The app's clock when the void was recorded. */
  voidedAt: timestamp2("voided_at", { withTimezone: true }).notNull()
});
var contractDocuments = pgTable2(
  "contract_documents",
  {
    contractId: uuid2("contract_id").primaryKey().references(() => contracts.id),
    pdf: bytea("pdf").notNull(),
    sha256: text2("sha256").notNull(),
    certificateSha256: text2("certificate_sha256").notNull(),
    createdAt: createdAt2()
  },
  (table) => [uniqueIndex2("contract_documents_sha256_idx").on(table.sha256)]
);
var insertQuoteRequestSchema = createInsertSchema(quoteRequests, asRefinements(quoteRequestRules)).omit({
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
  version: true
});
var { totalCost: totalCostRule, ...quoteColumnRules } = quoteFieldRules;
var insertQuoteSchema = createInsertSchema(quotes, asRefinements({ ...quoteColumnRules, lineItems: lineItemsSchema })).pick({
  clientName: true,
  clientEmail: true,
  clientPhone: true,
  projectAddress: true,
  workScope: true,
  projectDetails: true,
  validUntil: true,
  lineItems: true
}).extend({
  totalCost: asRefinements({ totalCost: totalCostRule }).totalCost,
  /** A discount before HST, or null for none (shared/line-items.ts). */
  discount: asRefinements({ discount: discountFieldSchema }).discount,
  /** Pick-one choices (shared/choice-groups.ts); omitted: none on a new quote, unchanged on an edit. */
  choiceGroups: z6.optional(asRefinements({ choiceGroups: choiceGroupsSchema }).choiceGroups),
  /** The stamped design set by the owner (catalogue ids), or null for none yet. */
  design: z6.optional(z6.nullable(asRefinements({ design: designInputSchema }).design)),
  /** true: the client picks the design from the catalogue on the quote page. */
  designByClient: z6.optional(z6.boolean({ error: "Client picks the design must be true or false" }))
});
var blankToUndefined2 = (value) => value === "" || value === null ? void 0 : value;
var totalCostRequiredWithoutItems = (value, context) => {
  if (!value.lineItems?.length && value.totalCost === void 0) {
    context.addIssue({ code: "custom", path: ["totalCost"], message: "Total cost is required" });
  }
};
var createQuoteSchema = insertQuoteSchema.extend({
  totalCost: z6.optional(asRefinements({ totalCost: totalCostRule }).totalCost),
  lineItems: z6.optional(asRefinements({ lineItems: lineItemsSchema }).lineItems),
  quoteRequestId: z6.preprocess(blankToUndefined2, z6.uuid({ error: "Quote request not found" }).optional()),
  revisionOf: z6.preprocess(blankToUndefined2, z6.uuid({ error: "Quote not found" }).optional()),
  discount: z6.optional(asRefinements({ discount: discountFieldSchema }).discount),
  /**
   * false: keep the new quote as a draft for the owner to send (POST /api/quotes/{id}/send), as the
   * admin's form does. Omitted or true: e-mailed at once when sendable, as API callers always had it.
   */
  send: z6.optional(z6.boolean({ error: "Send must be true or false" }))
}).superRefine(totalCostRequiredWithoutItems);
var leadVersion = z6.int({ error: "Version must be the lead's version number" }).min(1, { error: "Version must be the lead's version number" });
var calendarDay = (message) => z6.iso.date({ error: message });
var quoteRequestStatusSchema = z6.object({
  status: z6.enum(quoteRequestStatuses, {
    error: 'Stage must be "new", "contacted", "site_visit", "quoted", "won" or "lost"'
  }),
  version: leadVersion,
  siteVisitOn: z6.preprocess(blankToUndefined2, calendarDay("Site visit date must be a date written YYYY-MM-DD").optional()),
  siteVisitTime: z6.preprocess(
    blankToUndefined2,
    z6.string({ error: "Site visit time must be written HH:MM (24-hour)" }).refine(isTimeOfDay, { error: "Site visit time must be written HH:MM (24-hour)" }).optional()
  ),
  lostReason: z6.preprocess(blankToUndefined2, z6.enum(choosableLostReasons, { error: "Choose why the lead was lost from the list" }).optional()),
  lostNote: z6.preprocess(
    blankToUndefined2,
    z6.string({ error: "Say why in one line" }).trim().max(lostNoteMaxLength, { error: `Please keep this under ${lostNoteMaxLength} characters` }).refine((text4) => !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(text4), { error: "Please keep this on one line" }).optional()
  )
});
var leadFollowUpSchema = z6.object({
  followUpOn: z6.union([calendarDay("Follow-up date must be a date written YYYY-MM-DD"), z6.null()], {
    error: "Follow-up date must be a date written YYYY-MM-DD, or null to clear it"
  }),
  version: leadVersion
});
var estimateQuoteSchema = insertQuoteSchema.omit({ totalCost: true, validUntil: true, lineItems: true, discount: true, choiceGroups: true, design: true, designByClient: true }).extend({ estimateAnswers: z6.optional(asRefinements({ estimateAnswers: estimateAnswersSchema }).estimateAnswers) });
var updateQuoteSchema = insertQuoteSchema.partial();
var quoteRemindersSchema = z6.object({ enabled: z6.boolean({ error: "Enabled must be true or false" }) });
var insertContractSchema = createInsertSchema(contracts, asRefinements(contractRules)).pick({
  quoteId: true,
  clientName: true,
  clientEmail: true,
  clientPhone: true,
  projectAddress: true,
  signatureData: true,
  agreementAccepted: true
}).extend({
  quoteVersion: asRefinements({ quoteVersion: seenQuoteVersion }).quoteVersion,
  /** The colour-variance tick: required (true) when the accepted choice has a stamped design. */
  colourAcknowledged: z6.optional(z6.boolean({ error: "Colour acknowledgement must be true or false" }))
});
var signContractSchema = insertContractSchema.omit({ quoteId: true });

// server/storage/events.ts
async function recordEvent(db, event2, context) {
  await db.insert(events).values({
    // The statement's own clock, not the transaction's start: events written in one transaction
    // (quote.created then quote.sent) keep their order in the timeline.
    at: sql3`clock_timestamp()`,
    type: event2.type,
    quoteId: event2.quoteId ?? null,
    contractId: event2.contractId ?? null,
    quoteRequestId: event2.quoteRequestId ?? null,
    data: event2.data,
    ip: context.ip,
    userAgent: context.userAgent
  });
}
async function listQuoteEvents(db, quoteId) {
  return db.select().from(events).where(eq(events.quoteId, quoteId)).orderBy(asc(events.at));
}
async function listChangeRequestsOfNotice(db, quoteId, noticeEmailId) {
  const rows = await db.select({ data: events.data, at: events.at }).from(events).where(and(eq(events.quoteId, quoteId), eq(events.type, "quote.changes_requested"), sql3`${events.data}->>'noticeEmailId' = ${noticeEmailId}`)).orderBy(asc(events.at), asc(events.id));
  return rows.map((row) => ({ message: String(row.data.message), at: row.at }));
}

// shared/account-rules.ts
import { z as z7 } from "zod/mini";
var passwordLimits = { min: 8, max: 200 };
var passwordMessages = {
  currentRequired: "Enter your current password",
  currentWrong: "The current password is not right",
  newTooShort: `Use at least ${passwordLimits.min} characters`,
  newTooLong: `Use at most ${passwordLimits.max} characters`,
  newSameAsCurrent: "Choose a password different from the current one",
  confirmMismatch: "The two new passwords are not the same"
};
var changePasswordSchema = z7.object({
  currentPassword: z7.string({ error: passwordMessages.currentRequired }).check(z7.minLength(1, passwordMessages.currentRequired), z7.maxLength(passwordLimits.max, passwordMessages.currentWrong)),
  newPassword: z7.string({ error: passwordMessages.newTooShort }).check(z7.minLength(passwordLimits.min, passwordMessages.newTooShort), z7.maxLength(passwordLimits.max, passwordMessages.newTooLong)),
  confirm: z7.string({ error: passwordMessages.confirmMismatch })
}).check(
  z7.refine((value) => value.confirm === value.newPassword, { message: passwordMessages.confirmMismatch, path: ["confirm"] }),
  z7.refine((value) => value.newPassword !== value.currentPassword, { message: passwordMessages.newSameAsCurrent, path: ["newPassword"] })
);
var contractorSignatureMessages = {
  nameRequired: "Enter the name to print beside the signature (at least 2 characters)",
  signatureRequired: "Draw the signature in the box before saving",
  notPng: "The signature must be a PNG image"
};
var lineBreaksAndControls = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
var contractorSignatureSchema = z7.object({
  signerName: z7.string({ error: contractorSignatureMessages.nameRequired }).check(
    z7.trim(),
    // One line: the name is printed on the contract beside the signature.
    z7.refine((value) => !lineBreaksAndControls.test(value), "Please keep the name on one line"),
    z7.minLength(2, contractorSignatureMessages.nameRequired),
    z7.maxLength(200, "Please keep the name under 200 characters")
  ),
  signatureData: z7.string({ error: contractorSignatureMessages.signatureRequired }).check(z7.minLength(1, contractorSignatureMessages.signatureRequired), z7.startsWith("data:image/png;base64,", contractorSignatureMessages.notPng))
});

// server/storage/users.ts
import { and as and2, desc, eq as eq2, ne, sql as sql4 } from "drizzle-orm";

// server/storage/ids.ts
var uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function isUuid(value) {
  return typeof value === "string" && uuidPattern.test(value);
}

// server/storage/users.ts
async function findUserByUsername(db, username) {
  const [user] = await db.select().from(users).where(eq2(users.username, username.toLowerCase()));
  return user;
}
async function findUserById(db, id3) {
  if (!isUuid(id3)) return void 0;
  const [user] = await db.select().from(users).where(eq2(users.id, id3));
  return user;
}
async function insertUser(db, username, passwordHash) {
  await db.insert(users).values({ username: username.toLowerCase(), password: passwordHash }).onConflictDoNothing({ target: users.username });
}
async function replacePassword(db, id3, passwordHash) {
  const [updated] = await db.update(users).set({ password: passwordHash, credentialVersion: sql4`${users.credentialVersion} + 1` }).where(eq2(users.id, id3)).returning({ credentialVersion: users.credentialVersion });
  return updated?.credentialVersion;
}
async function bumpCredentialVersion(db, id3) {
  await db.update(users).set({ credentialVersion: sql4`${users.credentialVersion} + 1` }).where(eq2(users.id, id3));
}
async function findUserForUpdate(db, id3) {
  if (!isUuid(id3)) return void 0;
  const [user] = await db.select().from(users).where(eq2(users.id, id3)).for("update");
  return user;
}
async function deleteUsersExcept(db, username) {
  await db.delete(users).where(ne(users.username, username.toLowerCase()));
}
async function latestPasswordChange(db, username) {
  const [row] = await db.select({ data: events.data }).from(events).where(and2(eq2(events.type, "admin.password_changed"), sql4`${events.data}->>'email' = ${username.toLowerCase()}`)).orderBy(desc(events.at)).limit(1);
  return row?.data;
}

// server/storage/rate-limits.ts
import { lte, sql as sql5 } from "drizzle-orm";
async function addToCounter(db, key2, amount2, windowMs, now) {
  const resetAt = new Date(now.getTime() + windowMs);
  const expired2 = sql5`${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db.insert(rateLimitCounters).values({ key: key2, count: amount2, resetAt }).onConflictDoUpdate({
    target: rateLimitCounters.key,
    set: {
      count: sql5`case when ${expired2} then excluded.count else ${rateLimitCounters.count} + excluded.count end`,
      resetAt: sql5`case when ${expired2} then excluded.reset_at else ${rateLimitCounters.resetAt} end`
    }
  }).returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
  return row;
}
async function reserveInCounter(db, key2, max, windowMs, now) {
  const resetAt = new Date(now.getTime() + windowMs);
  const expired2 = sql5`${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db.insert(rateLimitCounters).values({ key: key2, count: 1, resetAt }).onConflictDoUpdate({
    target: rateLimitCounters.key,
    set: {
      count: sql5`case when ${expired2} then 1 else ${rateLimitCounters.count} + 1 end`,
      resetAt: sql5`case when ${expired2} then excluded.reset_at else ${rateLimitCounters.resetAt} end`
    },
    setWhere: sql5`${expired2} or ${rateLimitCounters.count} < ${max}`
  }).returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
  return row;
}
async function readCounter(db, key2, now) {
  const [row] = await db.select({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt }).from(rateLimitCounters).where(sql5`${rateLimitCounters.key} = ${key2} and ${rateLimitCounters.resetAt} > ${now.toISOString()}::timestamptz`);
  return row;
}
async function subtractFromCounter(db, key2, amount2, now) {
  await db.update(rateLimitCounters).set({ count: sql5`greatest(0, ${rateLimitCounters.count} - ${amount2})` }).where(sql5`${rateLimitCounters.key} = ${key2} and ${rateLimitCounters.resetAt} > ${now.toISOString()}::timestamptz`);
}
async function deleteCounter(db, key2) {
  await db.delete(rateLimitCounters).where(sql5`${rateLimitCounters.key} = ${key2}`);
}
async function deleteCountersNamed(db, prefix) {
  await db.delete(rateLimitCounters).where(sql5`starts_with(${rateLimitCounters.key}, ${prefix})`);
}
async function deleteEndedCounters(db, now) {
  await db.delete(rateLimitCounters).where(lte(rateLimitCounters.resetAt, now));
}

// server/services/passwords.ts
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
var keyLength = 64;
var cost = { N: 16384, r: 8, p: 1 };
function derive(password, salt, options) {
  return new Promise((resolve, reject) => scrypt(password, salt, keyLength, options, (error, key2) => error ? reject(error) : resolve(key2)));
}
async function hashPassword(password) {
  const salt = randomBytes(16);
  const key2 = await derive(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key2.toString("base64")].join("$");
}
async function verifyPassword(password, stored2) {
  const [scheme, n, r, p, salt, hash] = stored2.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  try {
    const actual = await derive(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

// server/services/admin-accounts.ts
function configuredAdmin(config2) {
  return config2.admin ?? { email: demoAdmin.email, password: demoAdmin.password };
}
async function ensureAdminAccount(db, config2) {
  const { email, password } = configuredAdmin(config2);
  const existing = await findUserByUsername(db, email);
  if (!existing) await insertUser(db, email, await hashPassword(password));
  else if (!await verifyPassword(password, existing.password) && !await changedInAppSince(db, email, password)) {
    await replacePassword(db, existing.id, await hashPassword(password));
    await recordEvent(db, { type: "admin.password_changed", data: { email: existing.username } }, { ip: null, userAgent: null });
    await deleteCountersNamed(db, "login-");
  }
  await deleteUsersExcept(db, email);
}
async function changedInAppSince(db, email, configuredPassword) {
  const change = await latestPasswordChange(db, email);
  return Boolean(change?.configuredPasswordHash && await verifyPassword(configuredPassword, change.configuredPasswordHash));
}
function demoCredentials(config2) {
  return config2.admin ? null : { ...demoAdmin };
}
var unknownUserHash = hashPassword("no such user");
async function signIn(db, config2, email, password, context) {
  const user = await findUserByUsername(db, email);
  const valid = await verifyPassword(password, user?.password ?? await unknownUserHash);
  if (!user || !valid || user.username !== configuredAdmin(config2).email.toLowerCase()) {
    await recordEvent(db, { type: "admin.login_failed", data: { email } }, context);
    throw unauthorized("Invalid credentials", "INVALID_CREDENTIALS");
  }
  await recordEvent(db, { type: "admin.login", data: { email: user.username } }, context);
  return { userId: user.id, email: user.username, credentialVersion: user.credentialVersion };
}
function isInvalidCredentials(error) {
  return error instanceof HttpError && error.code === "INVALID_CREDENTIALS";
}
async function sessionStillValid(db, identity) {
  const user = await findUserById(db, identity.userId);
  return Boolean(user && user.credentialVersion === identity.credentialVersion);
}
async function recordSignOut(db, email, context) {
  await recordEvent(db, { type: "admin.logout", data: { email } }, context);
}
var wrongCurrentPassword = () => badRequest("VALIDATION_FAILED", passwordMessages.currentWrong, { currentPassword: passwordMessages.currentWrong });
function isWrongCurrentPassword(error) {
  return error instanceof HttpError && error.errors?.currentPassword === passwordMessages.currentWrong;
}
async function changePassword(db, config2, admin, input, context) {
  const newHash = await hashPassword(input.newPassword);
  const configuredPasswordHash = await hashPassword(configuredAdmin(config2).password);
  return db.transaction(async (tx) => {
    const user = await findUserForUpdate(tx, admin.userId);
    if (!user) throw unauthorized();
    if (!await verifyPassword(input.currentPassword, user.password)) throw wrongCurrentPassword();
    const credentialVersion = await replacePassword(tx, user.id, newHash);
    if (credentialVersion === void 0) throw unauthorized();
    await recordEvent(tx, { type: "admin.password_changed", data: { email: user.username, configuredPasswordHash } }, context);
    return { userId: user.id, email: user.username, credentialVersion };
  });
}
async function signOutEverywhere(db, admin, context) {
  await db.transaction(async (tx) => {
    await bumpCredentialVersion(tx, admin.userId);
    await recordEvent(tx, { type: "admin.signed_out_everywhere", data: { email: admin.email } }, context);
  });
}

// server/middleware/auth.ts
var maxSessionAgeMs = 7 * 24 * 60 * 60 * 1e3;
function isAdmin(req) {
  return Boolean(req.admin);
}
function requireAdmin(req, _res, next) {
  if (!isAdmin(req)) return next(unauthorized());
  next();
}
function loadAdminSession(db, clock) {
  const check3 = async (admin, req, res, next) => {
    if (clock().getTime() - admin.signedInAt < maxSessionAgeMs && await sessionStillValid(db, admin)) {
      req.admin = { userId: admin.userId, email: admin.email };
      return next();
    }
    await new Promise((resolve, reject) => req.session.destroy((error) => error ? reject(error) : resolve()));
    res.clearCookie("forma.sid", { path: "/" });
    next();
  };
  return (req, res, next) => {
    const admin = req.session?.admin;
    if (!admin) return next();
    check3(admin, req, res, next).catch(next);
  };
}

// server/middleware/compress-answers.ts
import compression from "compression";
var compressionThresholdBytes = 4 * 1024;
function compressAnswers() {
  return compression({ threshold: compressionThresholdBytes });
}

// shared/database-limits.ts
var databaseLimits = {
  /** A statement running longer than this is cancelled by PostgreSQL. */
  statementTimeoutMs: 1e4,
  /** A statement waiting longer than this for a lock (a row, a table) is cancelled by PostgreSQL. */
  lockTimeoutMs: 5e3,
  /** Opening a connection, or waiting for a free one in the pool, gives up after this. */
  connectionTimeoutMs: 5e3,
  /** The Retry-After of a 503 DATABASE_UNAVAILABLE. */
  retryAfterSeconds: 5
};

// server/database-faults.ts
var connectionErrnos = /* @__PURE__ */ new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "EPIPE"]);
var unavailableStates = /* @__PURE__ */ new Set(["57P01", "57P02", "57P03", "3D000", "3F000", "42P01"]);
var unavailableMessages = [
  "timeout exceeded when trying to connect",
  // no free connection in the pool within connectionTimeoutMillis
  "Connection terminated",
  "Client has encountered a connection error",
  "Cannot use a pool after calling end",
  "Client was closed and is not queryable",
  "Query read timeout",
  "PGlite is closed"
];
var unavailableMessage = `Our database is not answering right now. Please try again in a minute, or call us at ${business.phoneDisplay}.`;
var timeoutMessage = `Our database took too long to answer (over ${databaseLimits.statementTimeoutMs / 1e3} s). Please try again in a minute, or call us at ${business.phoneDisplay}.`;
var lockMessage = `Our database is busy with other work (this waited over ${databaseLimits.lockTimeoutMs / 1e3} s). Please try again in a minute, or call us at ${business.phoneDisplay}.`;
function classify(error) {
  const code = error.code;
  if (typeof code === "string") {
    if (code === "57014") return { kind: "timeout", message: timeoutMessage };
    if (code === "55P03") return { kind: "lock", message: lockMessage };
    if (unavailableStates.has(code) || connectionErrnos.has(code) || code.startsWith("08") || code.startsWith("53")) {
      return { kind: "unavailable", message: unavailableMessage };
    }
  }
  const text4 = error.message;
  if (typeof text4 === "string" && unavailableMessages.some((known) => text4.includes(known)))
    return { kind: "unavailable", message: unavailableMessage };
  return void 0;
}
function databaseFault(error, depth = 0) {
  if (typeof error !== "object" || error === null || depth > 5) return void 0;
  const found = classify(error);
  if (found) return found;
  const inner = error;
  if (Array.isArray(inner.errors)) {
    for (const each of inner.errors) {
      const fault = databaseFault(each, depth + 1);
      if (fault) return fault;
    }
  }
  return databaseFault(inner.cause, depth + 1);
}

// server/middleware/request-context.ts
function requestContext(req) {
  const ip = req.ip?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "") ?? null;
  return { ip, userAgent: req.get("user-agent")?.slice(0, 500) ?? null };
}

// server/middleware/rate-limits.ts
var defaultRateLimits = {
  loginFailuresPerClient: 10,
  loginFailuresPerAddress: 30,
  loginFailuresPerAccount: 100,
  publicWrites: 60,
  changeRequestsPerQuote: changeRequestLimits.perQuotePerDay,
  changeRequestsPerAddress: changeRequestLimits.perAddressPerDay,
  photoBytesPerAddressPerDay: 100 * 1024 * 1024,
  acknowledgementsPerRecipient: 1,
  verifyChecksPerAddress: verifyLimits.checksPerAddress
};
var minutes = (count7) => count7 * 6e4;
function rateLimitRules(limits) {
  return {
    loginPerClient: { name: "login-client", max: limits.loginFailuresPerClient, windowMs: minutes(15) },
    loginPerAddress: { name: "login-address", max: limits.loginFailuresPerAddress, windowMs: minutes(15) },
    loginPerAccount: { name: "login-account", max: limits.loginFailuresPerAccount, windowMs: minutes(60) },
    publicWrites: { name: "public-write", max: limits.publicWrites, windowMs: minutes(10) },
    changeRequestsPerQuote: { name: "change-request-quote", max: limits.changeRequestsPerQuote, windowMs: minutes(24 * 60) },
    changeRequestsPerAddress: { name: "change-request-address", max: limits.changeRequestsPerAddress, windowMs: minutes(24 * 60) },
    photoBytes: { name: "photo-bytes", max: limits.photoBytesPerAddressPerDay, windowMs: minutes(24 * 60) },
    acknowledgements: { name: "acknowledgement", max: limits.acknowledgementsPerRecipient, windowMs: minutes(60) },
    verifyChecks: { name: "verify", max: limits.verifyChecksPerAddress, windowMs: minutes(10) }
  };
}
function clientAddress(req) {
  return requestContext(req).ip ?? "unknown";
}
function refuse(res, state, message) {
  res.set("Retry-After", String(state.retryAfterSeconds));
  return tooManyRequests(message);
}
var giveBackKey = "giveBackPublicWrite";
async function giveBackPublicWrite(res, status) {
  const giveBack = res.locals[giveBackKey];
  if (giveBack && refundsPublicWrite(status)) await giveBack();
}
function refundsPublicWrite(status) {
  return status === 400 || status === 413 || status === 415 || status >= 500;
}
function publicWriteLimiter(limiter, limit) {
  return async (req, res, next) => {
    if (isAdmin(req)) return next();
    const address = clientAddress(req);
    const state = await limiter.reserve(limit, address);
    if (state.exceeded) {
      return next(refuse(res, state, "Too many submissions from this connection. Please call us or try again in a few minutes."));
    }
    let givenBack;
    const giveBack = () => givenBack ??= limiter.refund(limit, address).catch(() => {
    });
    res.locals[giveBackKey] = giveBack;
    res.on("finish", () => {
      if (refundsPublicWrite(res.statusCode)) void giveBack();
    });
    next();
  };
}
function addressLimiter(limiter, limit, message) {
  return async (req, res, next) => {
    const state = await limiter.hit(limit, clientAddress(req));
    if (state.exceeded) return next(refuse(res, state, message));
    next();
  };
}

// server/middleware/errors.ts
var answer = (code, message, errors) => ({
  success: false,
  code,
  message,
  ...errors ? { errors } : {}
});
function errorHandler() {
  return async (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const body = describe(error);
    const status = statusOf(body.code);
    await giveBackPublicWrite(res, status);
    if (res.headersSent) return;
    if (error instanceof RateLimitedError) res.set("Retry-After", String(error.retryAfterSeconds));
    if (body.code === "DATABASE_UNAVAILABLE") res.set("Retry-After", String(databaseLimits.retryAfterSeconds));
    if (status >= 500) res.err = error instanceof Error ? error : new Error(String(error));
    const requestId = requestIdOf(req);
    res.status(status).json(requestId ? { ...body, requestId } : body);
  };
}
function describe(error) {
  if (error instanceof HttpError) return answer(error.code, error.message, error.errors);
  const candidate = error;
  if (candidate?.type === "entity.parse.failed") return answer("INVALID_JSON", "The request body is not valid JSON.");
  if (candidate?.type === "entity.too.large") return answer("PAYLOAD_TOO_LARGE", "The request is too large (limit 1 MB).");
  const fault = databaseFault(error);
  if (fault) return answer("DATABASE_UNAVAILABLE", fault.message);
  const status = candidate?.status ?? candidate?.statusCode;
  if (status === 404) return answer("NOT_FOUND", "Not found");
  if (status === 415) return answer("UNSUPPORTED_MEDIA_TYPE", "The request body's content type or encoding is not supported.");
  if (status === 413) return answer("PAYLOAD_TOO_LARGE", "The request is too large.");
  if (typeof status === "number" && status >= 400 && status < 500) return answer("BAD_REQUEST", "The request could not be processed.");
  return answer("INTERNAL", `Something went wrong on our side. Please try again, or call us at ${business.phoneDisplay}.`);
}

// server/middleware/json-depth.ts
var maxJsonDepth = 32;
function jsonDepth(value, limit = maxJsonDepth) {
  let deepest = 0;
  const stack = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop();
    if (item === null || typeof item !== "object") continue;
    const level = depth + 1;
    deepest = Math.max(deepest, level);
    if (deepest > limit) return deepest;
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, level]);
  }
  return deepest;
}
function limitJsonDepth(req, _res, next) {
  if (req.body && typeof req.body === "object" && jsonDepth(req.body) > maxJsonDepth) {
    return next(badRequest("BODY_TOO_DEEP", `The request nests deeper than ${maxJsonDepth} levels.`));
  }
  next();
}

// server/middleware/origin-check.ts
var safeMethods = /* @__PURE__ */ new Set(["GET", "HEAD", "OPTIONS"]);
function rejectCrossOrigin(publicUrl) {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, _res, next) => {
    if (safeMethods.has(req.method)) return next();
    const origin = req.get("origin");
    const refused2 = forbidden("CROSS_ORIGIN", "This request came from another website and was refused.");
    if (origin) {
      const ownOrigin = `${req.protocol}://${req.get("host")}`;
      if (origin !== publicOrigin && origin !== ownOrigin) return next(refused2);
      return next();
    }
    if (req.get("sec-fetch-site") === "cross-site") return next(refused2);
    next();
  };
}

// server/same-site-redirect.ts
var probeOrigin = "http://same-site.invalid";
function sameSiteTarget(target) {
  if (target.includes("\\")) return null;
  if (/^[\u0000-\u0020]*[a-z][a-z0-9+.-]*:/i.test(target)) return null;
  let resolved;
  try {
    resolved = new URL(target, probeOrigin + "/");
  } catch {
    return null;
  }
  if (resolved.origin !== probeOrigin) return null;
  const path11 = resolved.pathname + resolved.search + resolved.hash;
  return /^\/(?![/\\])/.test(path11) ? path11 : null;
}
function decodedForChecking(path11) {
  let current = path11;
  for (let round = 0; round < 3; round++) {
    const next = current.replace(/%([0-7][0-9a-f])/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
    if (next === current) return current;
    current = next;
  }
  return current;
}
function looksOffSite(rawPath) {
  if (rawPath.startsWith("/") && !"/\\%".includes(rawPath.charAt(1) || "-")) return false;
  const compact = decodedForChecking(rawPath).replace(/[\t\n\r]/g, "");
  return /^[/\\]\s*[/\\]/.test(compact);
}
function pathOf2(url) {
  const raw = url ?? "/";
  const end = raw.search(/[?#]/);
  return end === -1 ? raw : raw.slice(0, end);
}
function refuseOffSitePaths(req, res, next) {
  if (!looksOffSite(pathOf2(req.url))) return next();
  res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  res.end("Not found");
}
function locationIn(headers) {
  if (!headers || Array.isArray(headers)) return void 0;
  for (const [name2, value] of Object.entries(headers)) {
    if (name2.toLowerCase() === "location") return String(value);
  }
  return void 0;
}
function guardLocationHeaders(_req, res, next) {
  const writeHead = res.writeHead.bind(res);
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  let refused2 = false;
  const offSite = (headers) => {
    const location = locationIn(headers) ?? res.getHeader("location");
    return location !== void 0 && sameSiteTarget(String(location)) === null;
  };
  const refuse3 = () => {
    refused2 = true;
    for (const name2 of res.getHeaderNames()) res.removeHeader(name2);
    return writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  };
  res.writeHead = ((...args) => {
    const headers = args.find((arg, index3) => index3 > 0 && typeof arg === "object" && arg !== null);
    return offSite(headers) ? refuse3() : writeHead(...args);
  });
  res.write = ((...args) => {
    if (!refused2 && !res.headersSent && offSite()) refuse3();
    return refused2 ? true : write(...args);
  });
  res.end = ((...args) => {
    if (!refused2 && !res.headersSent && offSite()) refuse3();
    if (!refused2) return end(...args);
    const callback2 = args.find((arg) => typeof arg === "function");
    return callback2 ? end("Not found", callback2) : end("Not found");
  });
  next();
}

// server/middleware/security-headers.ts
import helmet from "helmet";
function precomputedSecurityHeaders(options) {
  const headers = /* @__PURE__ */ new Map();
  const recorder = {
    setHeader: (name2, value) => headers.set(name2, String(value)),
    removeHeader: () => {
    },
    getHeader: () => void 0
  };
  let finished2 = false;
  try {
    helmet(options)({ headers: {} }, recorder, () => {
      finished2 = true;
    });
  } catch {
    finished2 = false;
  }
  if (!finished2 || headers.size === 0) return { middleware: helmet(options) };
  return {
    middleware: (_req, res, next) => {
      res.setHeaders(headers);
      next();
    },
    values: headers
  };
}

// server/middleware/session.ts
import fs from "node:fs";
import path from "node:path";
import { randomBytes as randomBytes2 } from "node:crypto";
import session, { Store } from "express-session";

// server/storage/sessions.ts
import { eq as eq3, lt, sql as sql6 } from "drizzle-orm";
async function findSessionData(db, sid) {
  const [row] = await db.select({ sess: sessions.sess }).from(sessions).where(sql6`${sessions.sid} = ${sid} and ${sessions.expire} > now()`);
  return row?.sess;
}
async function saveSessionData(db, sid, data, expire) {
  await db.insert(sessions).values({ sid, sess: data, expire }).onConflictDoUpdate({ target: sessions.sid, set: { sess: data, expire } });
}
async function extendSession(db, sid, expire) {
  await db.update(sessions).set({ expire }).where(eq3(sessions.sid, sid));
}
async function deleteSession(db, sid) {
  await db.delete(sessions).where(eq3(sessions.sid, sid));
}
async function deleteExpiredSessions(db) {
  await db.delete(sessions).where(lt(sessions.expire, sql6`now()`));
}

// server/middleware/session.ts
var sessionLifetimeMs = 12 * 60 * 60 * 1e3;
var sessionCookieName = "forma.sid";
var readMethods = /* @__PURE__ */ new Set(["GET", "HEAD", "OPTIONS"]);
function carriesSessionCookie(req) {
  return req.headers.cookie?.includes(`${sessionCookieName}=`) ?? false;
}
var DatabaseSessionStore = class extends Store {
  constructor(db) {
    super();
    this.db = db;
  }
  db;
  /** The cookie's own expiry: express-session dates cookies on the wall clock, so the row follows it. */
  expiryOf(data) {
    return data.cookie?.expires ? new Date(data.cookie.expires) : new Date(Date.now() + sessionLifetimeMs);
  }
  get(sid, callback2) {
    findSessionData(this.db, sid).then((data) => callback2(null, data ?? null), callback2);
  }
  set(sid, data, callback2) {
    saveSessionData(this.db, sid, data, this.expiryOf(data)).then(() => callback2?.(), callback2);
  }
  destroy(sid, callback2) {
    deleteSession(this.db, sid).then(() => callback2?.(), callback2);
  }
  touch(sid, data, callback2) {
    extendSession(this.db, sid, this.expiryOf(data)).then(
      () => callback2?.(),
      () => callback2?.()
    );
  }
  pruneExpired() {
    return deleteExpiredSessions(this.db);
  }
};
function resolveSessionSecret(config2) {
  if (config2.sessionSecret) return config2.sessionSecret;
  const file = path.join(config2.dataDir, "session-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const secret = randomBytes2(32).toString("hex");
    fs.mkdirSync(config2.dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 384 });
    return secret;
  }
}
function createSessionMiddleware(db, secret, options) {
  const store = new DatabaseSessionStore(db);
  const pruning = setInterval(() => store.pruneExpired().catch(() => {
  }), 60 * 60 * 1e3);
  pruning.unref();
  const sessions2 = session({
    name: sessionCookieName,
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    proxy: options.secureCookie ? true : void 0,
    cookie: { httpOnly: true, sameSite: "lax", secure: options.secureCookie ? true : "auto", maxAge: sessionLifetimeMs }
  });
  return (req, res, next) => {
    if (readMethods.has(req.method) && !carriesSessionCookie(req)) return next();
    sessions2(req, res, next);
  };
}

// server/routes/client-quote-read.ts
import { z as z11 } from "zod";

// shared/api/responses.ts
var responses_exports = {};
__export(responses_exports, {
  adminEmailAnswerSchema: () => adminEmailAnswerSchema,
  adminEmailsAnswerSchema: () => adminEmailsAnswerSchema,
  adminSummaryAnswerSchema: () => adminSummaryAnswerSchema,
  balanceRequestAnswerSchema: () => balanceRequestAnswerSchema,
  batchDelayAnswerSchema: () => batchDelayAnswerSchema,
  batchDelayItemSchema: () => batchDelayItemSchema,
  catalogueAnswerSchema: () => catalogueAnswerSchema,
  catalogueEntryAnswerSchema: () => catalogueEntryAnswerSchema,
  catalogueEntryRecordSchema: () => catalogueEntryRecordSchema,
  clientContractAnswerSchema: () => clientContractAnswerSchema,
  clientContractSchema: () => clientContractSchema,
  clientQuoteAnswerSchema: () => clientQuoteAnswerSchema,
  clientQuoteSchema: () => clientQuoteSchema,
  clientScheduleAnswerSchema: () => clientScheduleAnswerSchema,
  clientScheduleSchema: () => clientScheduleSchema,
  clientSignedAnswerSchema: () => clientSignedAnswerSchema,
  clientVisitSchema: () => clientVisitSchema,
  contractAnswerSchema: () => contractAnswerSchema,
  contractCreatedAnswerSchema: () => contractCreatedAnswerSchema,
  contractListItemSchema: () => contractListItemSchema,
  contractorSignatureAnswerSchema: () => contractorSignatureAnswerSchema,
  contractsAnswerSchema: () => contractsAnswerSchema,
  crewAnswerSchema: () => crewAnswerSchema,
  crewSchema: () => crewSchema,
  emailListItemSchema: () => emailListItemSchema,
  errorAnswerSchema: () => errorAnswerSchema,
  healthAnswerSchema: () => healthAnswerSchema,
  holidaysAnswerSchema: () => holidaysAnswerSchema,
  jobAnswerSchema: () => jobAnswerSchema,
  jobListItemSchema: () => jobListItemSchema,
  jobSchema: () => jobSchema,
  jobsAnswerSchema: () => jobsAnswerSchema,
  leadDetailAnswerSchema: () => leadDetailAnswerSchema,
  leadDetailSchema: () => leadDetailSchema,
  leadHistoryEntrySchema: () => leadHistoryEntrySchema,
  leadSchema: () => leadSchema,
  lineItemRecordSchema: () => lineItemRecordSchema,
  linkReplacedAnswerSchema: () => linkReplacedAnswerSchema,
  loginInfoAnswerSchema: () => loginInfoAnswerSchema,
  mailDeliverySchema: () => mailDeliverySchema,
  messageAnswerSchema: () => messageAnswerSchema,
  noteAnswerSchema: () => noteAnswerSchema,
  noteRecordSchema: () => noteRecordSchema,
  paymentSchema: () => paymentSchema,
  paymentSummaryAnswerSchema: () => paymentSummaryAnswerSchema,
  priceBookAnswerSchema: () => priceBookAnswerSchema,
  priceBookItemAnswerSchema: () => priceBookItemAnswerSchema,
  priceBookItemRecordSchema: () => priceBookItemRecordSchema,
  publicContractSchema: () => publicContractSchema,
  quoteAnswerSchema: () => quoteAnswerSchema,
  quoteCreatedAnswerSchema: () => quoteCreatedAnswerSchema,
  quoteEventSchema: () => quoteEventSchema,
  quoteEventSchemas: () => quoteEventSchemas,
  quoteEventsAnswerSchema: () => quoteEventsAnswerSchema,
  quoteListItemSchema: () => quoteListItemSchema,
  quoteRequestAnswerSchema: () => quoteRequestAnswerSchema,
  quoteRequestCreatedAnswerSchema: () => quoteRequestCreatedAnswerSchema,
  quoteRequestSchema: () => quoteRequestSchema,
  quoteRequestsAnswerSchema: () => quoteRequestsAnswerSchema,
  quoteSchema: () => quoteSchema,
  quoteTotalsSchema: () => quoteTotalsSchema,
  quotesAnswerSchema: () => quotesAnswerSchema,
  scheduleAnswerSchema: () => scheduleAnswerSchema,
  scheduleNoticeSchema: () => scheduleNoticeSchema,
  scheduleSettingsAnswerSchema: () => scheduleSettingsAnswerSchema,
  scheduleVisitSchema: () => scheduleVisitSchema,
  scheduleWarnings: () => scheduleWarnings,
  sessionAnswerSchema: () => sessionAnswerSchema,
  verifyAnswerSchema: () => verifyAnswerSchema,
  visitAnswerSchema: () => visitAnswerSchema,
  visitSchema: () => visitSchema
});
import { createSelectSchema } from "drizzle-zod";
import { z as z9 } from "zod";

// shared/list-query.ts
var listPaging = { defaultPageSize: 25, maxPageSize: 100, maxSearchLength: 200 };
var paymentStates = ["deposit_due", "balance_due", "paid_in_full"];
var paymentStateLabels = {
  deposit_due: "Deposit due",
  balance_due: "Balance due",
  paid_in_full: "Paid in full"
};
function single(raw, name2, errors) {
  const value = raw[name2];
  if (value === void 0) return void 0;
  if (typeof value !== "string") {
    errors[name2] = `Give ${name2} once.`;
    return void 0;
  }
  return value;
}
function wholeNumber(text4, name2, min, max, errors) {
  if (text4 === void 0) return void 0;
  if (!/^\d{1,9}$/.test(text4) || Number(text4) < min || Number(text4) > max) {
    errors[name2] = `${name2} must be a whole number from ${min} to ${max}.`;
    return void 0;
  }
  return Number(text4);
}
function oneOf2(text4, name2, allowed3, errors) {
  if (text4 === void 0 || text4 === "") return void 0;
  if (!allowed3.includes(text4)) {
    errors[name2] = `${name2} must be one of: ${allowed3.join(", ")}.`;
    return void 0;
  }
  return text4;
}
function searchText(text4, errors) {
  if (text4 === void 0) return void 0;
  const trimmed = text4.trim();
  if (trimmed.length > listPaging.maxSearchLength) errors.q = `Search for at most ${listPaging.maxSearchLength} characters.`;
  else if (/[\u0000-\u001f\u007f]/.test(trimmed)) errors.q = "Search for one line of text.";
  return trimmed === "" ? void 0 : trimmed;
}
function parseList(raw, filterName, filters, otherNames = []) {
  const errors = {};
  const known = ["q", "page", "pageSize", filterName, ...otherNames];
  for (const name2 of Object.keys(raw)) if (!known.includes(name2)) errors[name2] = `Unknown parameter ${name2}; use ${known.join(", ")}.`;
  const filter = oneOf2(single(raw, filterName, errors), filterName, filters, errors);
  const q = searchText(single(raw, "q", errors), errors);
  const page = wholeNumber(single(raw, "page", errors), "page", 1, 1e6, errors);
  const pageSize = wholeNumber(single(raw, "pageSize", errors), "pageSize", 1, listPaging.maxPageSize, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const value = {
    paged: Object.keys(raw).length > 0,
    page: page ?? 1,
    pageSize: pageSize ?? listPaging.defaultPageSize,
    ...q ? { q } : {},
    ...filter ? { [filterName]: filter } : {}
  };
  return { ok: true, value };
}
function parseQuoteListQuery(raw) {
  return parseList(raw, "status", quoteStageFilters);
}
function parseContractListQuery(raw) {
  return parseList(raw, "payment", paymentStates);
}
function parseLeadListQuery(raw) {
  const parsed = parseList(raw, "stage", leadStageFilters, ["followUp"]);
  if (!parsed.ok) return parsed;
  const errors = {};
  const followUp = oneOf2(single(raw, "followUp", errors), "followUp", followUpFilters, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { ...parsed.value, ...followUp ? { followUp } : {} } };
}
function phoneDigits(search) {
  if (!/^[\d\s()+.-]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, "");
  return digits.length >= 3 ? digits : null;
}

// shared/mail-list.ts
var emailListStatuses = ["pending", "sent", "failed"];
var mailDeliveryModes = ["smtp", "files"];
function parseEmailListQuery(raw) {
  const errors = {};
  const known = ["status", "page", "pageSize"];
  const text4 = (name2) => {
    const value = raw[name2];
    if (value === void 0) return void 0;
    if (typeof value === "string") return value;
    errors[name2] = `Give ${name2} once.`;
    return void 0;
  };
  const whole = (name2, max) => {
    const value = text4(name2);
    if (value === void 0) return void 0;
    if (/^\d{1,9}$/.test(value) && Number(value) >= 1 && Number(value) <= max) return Number(value);
    errors[name2] = `${name2} must be a whole number from 1 to ${max}.`;
    return void 0;
  };
  for (const name2 of Object.keys(raw)) if (!known.includes(name2)) errors[name2] = `Unknown parameter ${name2}; use ${known.join(", ")}.`;
  const statusText2 = text4("status");
  let status;
  if (statusText2 !== void 0 && statusText2 !== "") {
    if (emailListStatuses.includes(statusText2)) status = statusText2;
    else errors.status = `status must be one of: ${emailListStatuses.join(", ")}.`;
  }
  const page = whole("page", 1e6);
  const pageSize = whole("pageSize", listPaging.maxPageSize);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { page: page ?? 1, pageSize: pageSize ?? listPaging.defaultPageSize, ...status ? { status } : {} } };
}

// shared/api/schedule-responses.ts
import { z as z8 } from "zod";
var success = z8.literal(true);
var day = z8.string().regex(/^\d{4}-\d{2}-\d{2}$/);
var timestamp3 = z8.codec(z8.iso.datetime({ offset: true }), z8.date(), {
  decode: (text4) => new Date(text4),
  encode: (date3) => date3.toISOString()
});
var visitSchema = z8.object({
  id: z8.uuid(),
  jobId: z8.uuid(),
  kind: z8.enum(visitKinds),
  kindLabel: z8.string(),
  clientVisible: z8.boolean(),
  day: day.nullable(),
  startTime: z8.string().nullable(),
  windowMinutes: z8.int().nullable(),
  spanDays: z8.int(),
  crewId: z8.uuid().nullable(),
  crewName: z8.string().nullable(),
  status: z8.enum(visitStatuses),
  statusLabel: z8.string(),
  clientNote: z8.string(),
  internalNote: z8.string(),
  icalSequence: z8.int(),
  lastDelayReason: z8.enum(delayReasons).nullable(),
  confirmedAt: z8.string().nullable(),
  version: z8.int(),
  when: z8.string()
});
var crewSchema = z8.object({ id: z8.uuid(), name: z8.string(), colour: z8.string() });
var scheduleNoticeSchema = z8.object({
  id: z8.uuid(),
  visitId: z8.uuid(),
  kind: z8.string(),
  reason: z8.enum(delayReasons).nullable(),
  note: z8.string(),
  fromDay: day.nullable(),
  toDay: day.nullable(),
  sequence: z8.int(),
  emailStatus: z8.string().nullable(),
  createdAt: timestamp3
});
var jobSchema = z8.object({
  id: z8.uuid(),
  contractId: z8.uuid(),
  quoteId: z8.uuid(),
  quoteNumber: z8.string().nullable(),
  clientName: z8.string(),
  address: z8.string(),
  /** The client's schedule page, `/schedule/{token}`. */
  schedulePath: z8.string(),
  depositReceived: z8.boolean(),
  waitForDeposit: z8.boolean(),
  visits: z8.array(visitSchema),
  notices: z8.array(scheduleNoticeSchema),
  crews: z8.array(crewSchema)
});
var scheduleWarnings = ["two_pours", "sunday", "holiday", "unconfirmed", "moved"];
var scheduleVisitSchema = z8.object({
  id: z8.uuid(),
  contractId: z8.uuid(),
  kind: z8.enum(visitKinds),
  clientVisible: z8.boolean(),
  day: day.nullable(),
  startTime: z8.string().nullable(),
  windowMinutes: z8.int().nullable(),
  spanDays: z8.int(),
  crewId: z8.uuid().nullable(),
  status: z8.enum(visitStatuses),
  lastDelayReason: z8.enum(delayReasons).nullable(),
  clientName: z8.string(),
  address: z8.string(),
  warnings: z8.array(z8.enum(scheduleWarnings))
});
var scheduleAnswerSchema = z8.object({
  success,
  from: day,
  to: day,
  crews: z8.array(crewSchema),
  holidays: z8.array(z8.object({ day, name: z8.string() })),
  visits: z8.array(scheduleVisitSchema),
  /** Visits on hold (no date yet), so the owner sees what still needs a day. */
  undated: z8.array(scheduleVisitSchema)
});
var jobListItemSchema = z8.object({
  id: z8.uuid(),
  contractId: z8.uuid(),
  clientName: z8.string(),
  address: z8.string(),
  nextVisit: z8.object({ id: z8.uuid(), kindLabel: z8.string(), day, statusLabel: z8.string() }).nullable(),
  openVisits: z8.int()
});
var jobsAnswerSchema = z8.object({ success, jobs: z8.array(jobListItemSchema), total: z8.int() });
var batchDelayItemSchema = z8.object({
  visitId: z8.uuid(),
  clientName: z8.string(),
  address: z8.string(),
  fromDay: day,
  toDay: day,
  keepsConfirmation: z8.boolean()
});
var batchDelayAnswerSchema = z8.object({ success, applied: z8.boolean(), moves: z8.array(batchDelayItemSchema) });
var scheduleSettingsAnswerSchema = z8.object({
  success,
  settings: z8.object({ waitForDeposit: z8.boolean(), feedPath: z8.string() })
});
var jobAnswerSchema = z8.object({ success, job: jobSchema });
var visitAnswerSchema = z8.object({ success, visit: visitSchema });
var crewAnswerSchema = z8.object({ success, crew: crewSchema });
var holidaysAnswerSchema = z8.object({ success, holidays: z8.array(z8.object({ day, name: z8.string() })) });
var clientVisitSchema = z8.object({
  id: z8.uuid(),
  kindLabel: z8.string(),
  status: z8.enum(visitStatuses),
  statusLabel: z8.string(),
  day: day.nullable(),
  when: z8.string(),
  clientNote: z8.string(),
  preparation: z8.array(z8.string()),
  delayExplanation: z8.string().nullable(),
  canConfirm: z8.boolean(),
  canAskOtherDate: z8.boolean(),
  hasCalendarFile: z8.boolean(),
  version: z8.int()
});
var clientScheduleSchema = z8.object({
  clientName: z8.string(),
  address: z8.string(),
  visits: z8.array(clientVisitSchema)
});
var clientScheduleAnswerSchema = z8.object({ success, schedule: clientScheduleSchema });

// shared/api/responses.ts
var timestamp4 = z9.codec(z9.iso.datetime({ offset: true }), z9.date(), {
  decode: (text4) => new Date(text4),
  encode: (date3) => date3.toISOString()
});
var optionalTimestamp = timestamp4.nullable();
var success2 = z9.literal(true);
var lineItemRecordSchema = z9.object({
  id: z9.string(),
  description: z9.string(),
  quantity: z9.string(),
  unit: z9.enum(lineItemUnits),
  unitPrice: z9.string(),
  optional: z9.boolean(),
  // A line of a choice-group option, and an add-on offered only with one (shared/line-items.ts): without
  // them here the answer's encoding would drop them, and every line would read as base scope.
  optionId: z9.string().optional(),
  requiresOptionId: z9.string().optional()
});
var quoteTotalsSchema = z9.object({
  lines: z9.array(z9.object({ id: z9.string(), totalCents: z9.int(), included: z9.boolean() })),
  subtotalCents: z9.int(),
  discountCents: z9.int(),
  discountedSubtotalCents: z9.int(),
  taxCents: z9.int(),
  totalCents: z9.int(),
  depositCents: z9.int(),
  balanceCents: z9.int()
});
var estimateAnswersRecordSchema = z9.object({
  projectArea: z9.string(),
  urgency: z9.enum(estimateUrgencies),
  budget: z9.enum(estimateBudgets),
  contactPreference: z9.enum(contactPreferences),
  hasPermits: z9.boolean()
});
var quoteRow = createSelectSchema(quotes, {
  createdAt: timestamp4,
  updatedAt: timestamp4,
  sentAt: optionalTimestamp,
  firstViewedAt: optionalTimestamp,
  decidedAt: optionalTimestamp,
  changesRequestedAt: optionalTimestamp,
  unopenedReminderAt: optionalTimestamp,
  expiryReminderAt: optionalTimestamp,
  lineItems: z9.array(lineItemRecordSchema),
  estimateAnswers: estimateAnswersRecordSchema.nullable()
});
var quoteSchema = quoteRow.omit({ estimateAnswers: true, photoUrls: true, quoteRequestId: true, changesNoticeEmailId: true, changesNoticeAt: true }).extend({
  estimateAnswers: estimateAnswersRecordSchema.nullable().optional(),
  photoUrls: z9.array(z9.string()).optional(),
  quoteRequestId: z9.uuid().nullable().optional(),
  expired: z9.boolean(),
  /** The price as text ("7,200.00"), from totalCents (shared/money.ts, centsToTotalCost). */
  totalCost: z9.string(),
  totals: quoteTotalsSchema.nullable(),
  /** The total with HST from the cheapest to the dearest choice across the choice groups (add-ons left out); null without items. */
  totalRange: z9.object({ lowCents: z9.int(), highCents: z9.int() }).nullable(),
  contractId: z9.uuid().nullable().optional(),
  currentQuoteId: z9.uuid().nullable().optional()
});
var clientQuoteSchema = quoteSchema.omit({
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
  expiryReminderAt: true
}).extend({ replaced: z9.boolean(), signed: z9.boolean(), currentLinkToken: z9.string().nullable() });
var quoteListItemSchema = quoteSchema.extend({ stage: z9.enum(quoteStages) });
var listPageFields = { total: z9.int().nonnegative(), page: z9.int().positive(), pageSize: z9.int().positive() };
var contractRow = createSelectSchema(contracts, { signedAt: timestamp4 });
var contractListItemSchema = contractRow.omit({ signatureData: true, businessSignatureData: true, contractText: true, quoteSnapshot: true }).extend({
  totalCost: z9.string().nullable(),
  quoteNumber: z9.string().nullable(),
  workScope: z9.string().nullable(),
  totalCents: z9.int().nullable(),
  collectedCents: z9.int(),
  outstandingCents: z9.int().nullable(),
  payment: z9.enum(paymentStates)
});
var publicContractSchema = contractRow.omit({ signatureData: true, businessSignatureData: true, contractText: true, quoteSnapshot: true, signerIp: true, signerUserAgent: true }).extend({
  totalCost: z9.string().nullable(),
  workScope: z9.string().nullable(),
  quoteNumber: z9.string().nullable(),
  quoteSentAt: optionalTimestamp,
  quoteViewedAt: optionalTimestamp,
  quoteAcceptedAt: optionalTimestamp,
  pdfUrl: z9.string(),
  /** The accepted items, the client's options and the totals; empty and null for a quote without items. */
  lineItems: z9.array(lineItemRecordSchema),
  chosenOptionIds: z9.array(z9.string()),
  /** The option chosen in each choice group, by the group's title and the option's label ("Finish", "Stamped"); empty without groups. */
  choices: z9.array(z9.object({ title: z9.string(), label: z9.string() })),
  /** The quote's discount before HST: an amount in cents or a percentage in basis points; both null for none. */
  discountCents: z9.int().nullable(),
  discountBasisPoints: z9.int().nullable(),
  totals: quoteTotalsSchema.nullable(),
  /** How to pay the deposit: Interac e-Transfer to this address with this reference, or cash or cheque. */
  payment: z9.object({
    etransferEmail: z9.string(),
    reference: z9.string(),
    depositCents: z9.int().nullable(),
    balanceCents: z9.int().nullable()
  })
});
var clientContractSchema = publicContractSchema.omit({ id: true, quoteId: true }).extend({ quoteNumber: z9.string() });
var quoteRequestSchema = createSelectSchema(quoteRequests, { createdAt: timestamp4, stageChangedAt: optionalTimestamp });
var noteRecordSchema = z9.object({ id: z9.uuid(), text: z9.string(), at: timestamp4 });
var leadSchema = quoteRequestSchema.extend({
  quotes: z9.array(z9.object({ id: z9.uuid(), stage: z9.enum(quoteStages), totalCost: z9.string(), revision: z9.int(), createdAt: timestamp4 })),
  notes: z9.array(noteRecordSchema),
  related: z9.array(z9.object({ id: z9.uuid(), name: z9.string(), createdAt: timestamp4 }))
});
var leadHistoryEntrySchema = z9.object({
  id: z9.uuid(),
  at: timestamp4,
  kind: z9.enum(["stage", "follow_up"]),
  /** The admin's e-mail; "automatic" for a quote created or a contract signed; "conversion to stages" for the change of 0130. */
  by: z9.string().nullable(),
  from: z9.string().nullable(),
  to: z9.string().nullable(),
  followUpOn: z9.string().nullable(),
  siteVisitOn: z9.string().nullable(),
  siteVisitTime: z9.string().nullable(),
  lostReason: z9.string().nullable(),
  lostNote: z9.string().nullable(),
  quoteId: z9.uuid().nullable()
});
var leadDetailSchema = leadSchema.extend({ history: z9.array(leadHistoryEntrySchema) });
var emailListItemSchema = z9.object({
  id: z9.uuid(),
  kind: z9.string(),
  to: z9.string(),
  subject: z9.string(),
  status: z9.enum(emailListStatuses),
  attempts: z9.int(),
  lastError: z9.string().nullable(),
  createdAt: timestamp4,
  sentAt: optionalTimestamp,
  /** When the sender tries it next; null once sent. */
  nextAttemptAt: optionalTimestamp,
  quoteId: z9.uuid().nullable(),
  contractId: z9.uuid().nullable()
});
var eventOf = (type, data) => z9.object({ id: z9.uuid(), type: z9.literal(type), at: timestamp4, data });
var quoteEventSchemas = {
  "quote.created": eventOf(
    "quote.created",
    z9.object({ source: z9.enum(["admin", "estimate"]), quoteRequestId: z9.uuid().optional(), revisionOf: z9.uuid().optional() })
  ),
  "quote.updated": eventOf("quote.updated", z9.object({ fields: z9.array(z9.string()) })),
  "quote.sent": eventOf("quote.sent", z9.object({ to: z9.string(), emailId: z9.uuid() })),
  "quote.viewed": eventOf("quote.viewed", z9.object({})),
  "quote.accepted": eventOf("quote.accepted", z9.object({ choices: z9.array(z9.string()).optional() })),
  "quote.rejected": eventOf("quote.rejected", z9.object({ reason: z9.string().optional() })),
  "quote.changes_requested": eventOf("quote.changes_requested", z9.object({ message: z9.string(), noticeEmailId: z9.uuid().optional() })),
  "quote.revised": eventOf("quote.revised", z9.object({ revisionId: z9.uuid() })),
  "quote.reminder_sent": eventOf("quote.reminder_sent", z9.object({ kind: z9.enum(["unopened", "expiring"]), to: z9.string(), emailId: z9.uuid() })),
  "quote.reminders_switched": eventOf("quote.reminders_switched", z9.object({ enabled: z9.boolean() })),
  "quote.note": eventOf("quote.note", z9.object({ text: z9.string() })),
  "quote.link_replaced": eventOf("quote.link_replaced", z9.object({ emailed: z9.boolean() })),
  "contract.signed": eventOf("contract.signed", z9.object({ hash: z9.string() })),
  "payment.recorded": eventOf(
    "payment.recorded",
    z9.object({
      paymentId: z9.uuid(),
      kind: z9.string(),
      amountCents: z9.int(),
      method: z9.string(),
      paidOn: z9.string(),
      receiptNumber: z9.string().optional()
    })
  ),
  "payment.voided": eventOf(
    "payment.voided",
    z9.object({ paymentId: z9.uuid(), receiptNumber: z9.string(), amountCents: z9.int(), reason: z9.string(), voidedBy: z9.string() })
  ),
  "payment.balance_requested": eventOf(
    "payment.balance_requested",
    z9.object({ amountCents: z9.int(), to: z9.string(), emailId: z9.uuid(), requestedAt: z9.string() })
  ),
  "visit.created": eventOf("visit.created", z9.object({ visitId: z9.uuid(), kind: z9.string(), by: z9.string() })),
  "visit.proposed": eventOf(
    "visit.proposed",
    z9.object({
      visitId: z9.uuid(),
      kind: z9.string(),
      day: z9.string(),
      startTime: z9.string().optional(),
      windowMinutes: z9.int().optional(),
      by: z9.string(),
      notified: z9.boolean()
    })
  ),
  "visit.confirmed": eventOf("visit.confirmed", z9.object({ visitId: z9.uuid(), kind: z9.string(), day: z9.string() })),
  "visit.other_date_asked": eventOf(
    "visit.other_date_asked",
    z9.object({ visitId: z9.uuid(), kind: z9.string(), day: z9.string(), preferredDays: z9.array(z9.string()), note: z9.string().optional() })
  ),
  "visit.moved": eventOf(
    "visit.moved",
    z9.object({
      visitId: z9.uuid(),
      kind: z9.string(),
      from: z9.string().nullable(),
      to: z9.string().nullable(),
      reason: z9.string(),
      note: z9.string().optional(),
      by: z9.string(),
      keptConfirmation: z9.boolean()
    })
  ),
  "visit.held": eventOf(
    "visit.held",
    z9.object({ visitId: z9.uuid(), kind: z9.string(), from: z9.string().nullable(), reason: z9.string(), note: z9.string().optional(), by: z9.string() })
  ),
  "visit.cancelled": eventOf(
    "visit.cancelled",
    z9.object({ visitId: z9.uuid(), kind: z9.string(), from: z9.string().nullable(), note: z9.string().optional(), by: z9.string() })
  ),
  "visit.completed": eventOf("visit.completed", z9.object({ visitId: z9.uuid(), kind: z9.string(), day: z9.string().nullable(), by: z9.string() })),
  "visit.reminder_sent": eventOf(
    "visit.reminder_sent",
    z9.object({ visitId: z9.uuid(), kind: z9.enum(["day_before", "confirm_nudge"]), to: z9.string(), emailId: z9.uuid() })
  )
};
var [firstEventSchema, ...otherEventSchemas] = Object.values(quoteEventSchemas);
var quoteEventSchema = z9.discriminatedUnion("type", [firstEventSchema, ...otherEventSchemas]);
var errorAnswerSchema = z9.object({
  success: z9.literal(false),
  code: z9.enum(errorCodes),
  message: z9.string(),
  errors: z9.record(z9.string(), z9.string()).optional(),
  /** The same as the answer's X-Request-Id header: quote it when reporting a problem. */
  requestId: z9.string().optional()
});
var messageAnswerSchema = z9.object({ success: success2, message: z9.string() });
var priceBookItemRecordSchema = z9.object({
  id: z9.uuid(),
  description: z9.string(),
  unit: z9.enum(lineItemUnits),
  unitPrice: z9.string(),
  createdAt: timestamp4,
  updatedAt: timestamp4
});
var priceBookAnswerSchema = z9.object({ success: success2, items: z9.array(priceBookItemRecordSchema) });
var priceBookItemAnswerSchema = z9.object({ success: success2, item: priceBookItemRecordSchema });
var catalogueEntryRecordSchema = z9.object({
  id: z9.uuid(),
  kind: z9.enum(catalogueKinds),
  name: z9.string(),
  maker: z9.string(),
  code: z9.string(),
  swatchUrl: z9.string().nullable(),
  swatchSha256: z9.string().nullable(),
  retired: z9.boolean()
});
var catalogueAnswerSchema = z9.object({ success: success2, entries: z9.array(catalogueEntryRecordSchema) });
var catalogueEntryAnswerSchema = z9.object({ success: success2, entry: catalogueEntryRecordSchema });
var healthAnswerSchema = z9.object({ success: success2, ok: z9.literal(true) });
var quoteAnswerSchema = z9.object({ success: success2, quote: quoteSchema });
var quotesAnswerSchema = z9.object({ success: success2, quotes: z9.array(quoteListItemSchema), ...listPageFields });
var quoteCreatedAnswerSchema = z9.object({ success: success2, quoteId: z9.uuid() });
var quoteEventsAnswerSchema = z9.object({ success: success2, events: z9.array(quoteEventSchema) });
var contractAnswerSchema = z9.object({ success: success2, contract: publicContractSchema });
var contractsAnswerSchema = z9.object({ success: success2, contracts: z9.array(contractListItemSchema), ...listPageFields });
var contractCreatedAnswerSchema = z9.object({ success: success2, contractId: z9.uuid() });
var clientQuoteAnswerSchema = z9.object({ success: success2, quote: clientQuoteSchema });
var clientContractAnswerSchema = z9.object({ success: success2, contract: clientContractSchema });
var clientSignedAnswerSchema = z9.object({ success: success2, signed: z9.literal(true) });
var linkReplacedAnswerSchema = z9.object({ success: success2, quote: quoteSchema, emailed: z9.boolean() });
var quoteRequestAnswerSchema = z9.object({ success: success2, quoteRequest: quoteRequestSchema });
var quoteRequestsAnswerSchema = z9.object({ success: success2, quoteRequests: z9.array(leadSchema), ...listPageFields });
var leadDetailAnswerSchema = z9.object({ success: success2, quoteRequest: leadDetailSchema });
var noteAnswerSchema = z9.object({ success: success2, note: noteRecordSchema });
var mailDeliverySchema = z9.object({ mode: z9.enum(mailDeliveryModes), folder: z9.string().nullable() });
var adminEmailsAnswerSchema = z9.object({
  success: success2,
  emails: z9.array(emailListItemSchema),
  total: z9.int(),
  page: z9.int(),
  pageSize: z9.int(),
  delivery: mailDeliverySchema
});
var adminEmailAnswerSchema = z9.object({ success: success2, email: emailListItemSchema });
var quoteRequestCreatedAnswerSchema = z9.object({ success: success2, id: z9.uuid() });
var paymentSchema = createSelectSchema(payments, { createdAt: timestamp4 }).extend({
  kind: z9.enum(paymentKinds),
  method: z9.enum(paymentMethods),
  /** "R-0001": the receipt's number as the client's receipt shows it. */
  receipt: z9.string(),
  /** The HST included in the amount (amount x 13/113, to the cent). */
  hstCents: z9.int(),
  /** Set once the payment is voided: it then counts for nothing. */
  void: z9.object({ reason: z9.string(), voidedBy: z9.string(), voidedAt: timestamp4 }).nullable()
});
var paymentSummaryAnswerSchema = z9.object({
  success: success2,
  payments: z9.array(paymentSchema),
  totalCents: z9.int(),
  depositCents: z9.int(),
  collectedCents: z9.int(),
  outstandingCents: z9.int()
});
var balanceRequestAnswerSchema = z9.object({ success: success2, amountCents: z9.int(), to: z9.string() });
var adminSummaryAnswerSchema = z9.object({
  success: success2,
  signedValueCents: z9.int(),
  collectedCents: z9.int(),
  outstandingCents: z9.int(),
  quotes: z9.object({ total: z9.int(), ...Object.fromEntries(quoteStages.map((stage) => [stage, z9.int()])) }),
  mailFailing: z9.int()
});
var contractorSignatureAnswerSchema = z9.object({
  success: success2,
  signature: z9.object({
    signerName: z9.string(),
    /** The normalised PNG as a data URL. */
    signatureData: z9.string(),
    width: z9.int(),
    height: z9.int(),
    /** The admin account (e-mail) that drew it, and when. */
    setBy: z9.string(),
    setAt: timestamp4
  }).nullable(),
  defaultSignerName: z9.string()
});
var sessionAnswerSchema = z9.object({ success: success2, authenticated: z9.boolean(), email: z9.string().optional() });
var verdictLimitSchema = z9.enum(["too-many-signatures", "too-many-byte-ranges"]);
var verifyAnswerSchema = z9.object({
  success: success2,
  verdict: z9.discriminatedUnion("status", [
    z9.object({
      status: z9.literal("verified"),
      contract: z9.object({ id: z9.uuid(), quoteId: z9.uuid(), signerName: z9.string(), signedAt: timestamp4 })
    }),
    z9.object({ status: z9.literal("modified"), reason: verdictLimitSchema.optional() }),
    z9.object({ status: z9.literal("not-ours"), reason: verdictLimitSchema.optional() })
  ])
});
var loginInfoAnswerSchema = z9.object({
  success: success2,
  /** The demo admin's credentials while it is in use, else null. */
  demo: z9.object({ email: z9.string(), password: z9.string() }).nullable()
});

// server/link-token.ts
import { randomBytes as randomBytes3 } from "node:crypto";
var linkTokenBytes = 24;
function newLinkToken() {
  return randomBytes3(linkTokenBytes).toString("base64url");
}
var linkTokenPattern = /^[A-Za-z0-9_-]{20,64}$/;
function isLinkTokenShape(value) {
  return typeof value === "string" && linkTokenPattern.test(value);
}

// server/storage/contracts.ts
import { and as and3, count, desc as desc2, eq as eq4, getTableColumns } from "drizzle-orm";

// server/storage/contract-balance-sql.ts
import { sql as sql7 } from "drizzle-orm";
var totalCentsSql = sql7`nullif(${quotes.totalCents}, 0)`;
var collectedCentsSql = sql7`(select coalesce(sum(${payments.amountCents}), 0)::bigint from ${payments} where ${payments.contractId} = ${contracts.id} and not exists (select 1 from ${paymentVoids} where ${paymentVoids.paymentId} = ${payments.id}))`;
var paymentStateSql = sql7`(select case
    when money.total is null then (case when money.paid > 0 then 'balance_due' else 'deposit_due' end)
    when money.paid >= money.total then 'paid_in_full'
    when money.paid >= round(money.total * ${contractTerms.depositPercent}::numeric / 100) then 'balance_due'
    else 'deposit_due' end
  from (select ${totalCentsSql} as total, ${collectedCentsSql} as paid) as money)`;
function paymentStateCondition(state) {
  return sql7`${paymentStateSql} = ${state}`;
}

// server/storage/list-search.ts
import { or, sql as sql8 } from "drizzle-orm";
function likePattern(text4) {
  return `%${text4.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
var phonePunctuation = " ()-.+/";
function searchCondition(search, fields) {
  const pattern = likePattern(search);
  const conditions = fields.text.map((column) => sql8`${column} ilike ${pattern}`);
  const digits = phoneDigits(search);
  if (digits) conditions.push(...fields.phone.map((column) => sql8`translate(${column}, ${phonePunctuation}, '') like ${likePattern(digits)}`));
  return or(...conditions);
}

// server/storage/contracts.ts
var { signatureData: _signature, businessSignatureData: _businessSignature, ...contractSummaryColumns } = getTableColumns(contracts);
async function insertContract(db, contract) {
  const [created] = await db.insert(contracts).values(contract).returning();
  return created;
}
async function findContractByQuoteId(db, quoteId) {
  const [contract] = await db.select(contractSummaryColumns).from(contracts).where(eq4(contracts.quoteId, quoteId));
  return contract;
}
async function findContractById(db, id3) {
  if (!isUuid(id3)) return void 0;
  const [contract] = await db.select().from(contracts).where(eq4(contracts.id, id3));
  return contract;
}
async function findContractQuoteId(db, id3) {
  if (!isUuid(id3)) return void 0;
  const [row] = await db.select({ quoteId: contracts.quoteId }).from(contracts).where(eq4(contracts.id, id3));
  return row?.quoteId;
}
async function listContractsWithQuotes(db) {
  return db.select({ ...contractSummaryColumns, quoteTotalCents: quotes.totalCents, workScope: quotes.workScope, quoteNumber: quotes.number }).from(contracts).leftJoin(quotes, eq4(quotes.id, contracts.quoteId)).orderBy(desc2(contracts.signedAt));
}
function contractListWhere(filter) {
  return and3(
    filter.payment ? paymentStateCondition(filter.payment) : void 0,
    filter.q ? searchCondition(filter.q, {
      text: [
        contracts.clientName,
        contracts.clientEmail,
        contracts.projectAddress,
        quotes.clientName,
        quotes.clientEmail,
        quotes.projectAddress,
        quotes.number
      ],
      phone: [contracts.clientPhone, quotes.clientPhone]
    }) : void 0
  );
}
async function listContractPage(db, filter, page) {
  const query = db.select({
    ...contractSummaryColumns,
    quoteTotalCents: quotes.totalCents,
    workScope: quotes.workScope,
    quoteNumber: quotes.number,
    lineItems: quotes.lineItems,
    chosenOptionIds: quotes.chosenOptionIds,
    ...discountColumns,
    collectedCents: collectedCentsSql.mapWith(Number)
  }).from(contracts).leftJoin(quotes, eq4(quotes.id, contracts.quoteId)).where(contractListWhere(filter)).orderBy(desc2(contracts.signedAt), desc2(contracts.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}
async function countContracts(db, filter) {
  const [row] = await db.select({ total: count() }).from(contracts).leftJoin(quotes, eq4(quotes.id, contracts.quoteId)).where(contractListWhere(filter));
  return row.total;
}
var discountColumns = { discountCents: quotes.discountCents, discountBasisPoints: quotes.discountBasisPoints };
async function findContractSummaryById(db, id3) {
  if (!isUuid(id3)) return void 0;
  const [contract] = await db.select({
    ...contractSummaryColumns,
    quoteTotalCents: quotes.totalCents,
    workScope: quotes.workScope,
    quoteNumber: quotes.number,
    quoteSentAt: quotes.sentAt,
    quoteViewedAt: quotes.firstViewedAt,
    quoteAcceptedAt: quotes.decidedAt,
    lineItems: quotes.lineItems,
    chosenOptionIds: quotes.chosenOptionIds,
    choiceGroups: quotes.choiceGroups,
    ...discountColumns
  }).from(contracts).leftJoin(quotes, eq4(quotes.id, contracts.quoteId)).where(eq4(contracts.id, id3));
  return contract;
}

// server/storage/quotes.ts
import { and as and5, count as count2, desc as desc3, eq as eq6, isNull as isNull2, sql as sql12 } from "drizzle-orm";

// server/storage/quote-numbers.ts
import { sql as sql9 } from "drizzle-orm";

// shared/quote-reference.ts
function formatQuoteNumber(year, position) {
  return `Q-${year}-${String(position).padStart(4, "0")}`;
}
function quoteReference(quote) {
  return quote.number;
}

// server/storage/quote-numbers.ts
async function takeQuoteNumber(db, year) {
  const [row] = await db.insert(quoteNumberCounters).values({ year, last: 1 }).onConflictDoUpdate({ target: quoteNumberCounters.year, set: { last: sql9`${quoteNumberCounters.last} + 1` } }).returning({ last: quoteNumberCounters.last });
  return formatQuoteNumber(year, row.last);
}

// server/storage/quote-stage-sql.ts
import { and as and4, isNotNull, isNull, not, or as or2, sql as sql10 } from "drizzle-orm";
var hasContract = sql10`exists (select 1 from "contracts" where "contracts"."quote_id" = "quotes"."id")`;
var priced = sql10`${quotes.totalCents} > 0`;
var expired = (today) => sql10`${quotes.validUntil} < ${today}::date`;
function ownCondition(stage, today) {
  switch (stage) {
    case "signed":
      return hasContract;
    case "replaced":
      return isNotNull(quotes.replacedBy);
    case "accepted":
      return sql10`${quotes.status} = 'accepted'`;
    case "declined":
      return sql10`${quotes.status} = 'rejected'`;
    case "expired":
      return expired(today);
    case "unpriced":
      return not(priced);
    case "changes_requested":
      return and4(isNotNull(quotes.changesRequestedAt), or2(isNull(quotes.sentAt), sql10`${quotes.sentAt} < ${quotes.changesRequestedAt}`));
    case "viewed":
      return isNotNull(quotes.firstViewedAt);
    case "sent":
      return isNotNull(quotes.sentAt);
    case "draft":
      return sql10`true`;
  }
}
var order = ["signed", "replaced", "accepted", "declined", "expired", "unpriced", "changes_requested", "viewed", "sent", "draft"];
function quoteStageCondition(stage, today) {
  const outranking = order.slice(0, order.indexOf(stage)).map((earlier) => not(ownCondition(earlier, today)));
  const pending = order.indexOf(stage) > order.indexOf("declined") ? [sql10`${quotes.status} = 'pending'`] : [];
  return and4(...pending, ...outranking, ownCondition(stage, today));
}
function quoteStageFilterCondition(filter, today) {
  if (filter !== "open") return quoteStageCondition(filter, today);
  return or2(...openQuoteStages.map((stage) => quoteStageCondition(stage, today)));
}
var quoteHasContract = () => (
  // Spelled out: in a single-table select Drizzle leaves column names unqualified, and "id" would be the contract's.
  sql10`exists (select 1 from "contracts" where "contracts"."quote_id" = "quotes"."id")`.mapWith(Boolean)
);

// server/storage/uploads.ts
import { eq as eq5, sql as sql11 } from "drizzle-orm";

// server/storage/photo-files.ts
import { randomUUID as randomUUID2 } from "node:crypto";
import fs2 from "node:fs";
import path2 from "node:path";
var folders = /* @__PURE__ */ new WeakMap();
function setPhotoFolder(db, folder) {
  fs2.mkdirSync(folder, { recursive: true });
  folders.set(db, folder);
}
function photoFolderOf(db) {
  return folders.get(db);
}
var fileName = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|webp)$/;
async function writePhotoFile(folder, bytes, contentType) {
  const name2 = `${randomUUID2()}.${contentType === "image/webp" ? "webp" : "jpg"}`;
  const target = path2.join(folder, name2);
  const partial = `${target}.partial`;
  const handle = await fs2.promises.open(partial, "wx", 384);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs2.promises.rename(partial, target);
  return name2;
}
async function readPhotoFile(folder, name2) {
  if (!fileName.test(name2)) return void 0;
  return fs2.promises.readFile(path2.join(folder, name2)).catch((error) => {
    if (error.code === "ENOENT") return void 0;
    throw error;
  });
}
async function removePhotoFiles(folder, names) {
  await Promise.all(names.filter((name2) => fileName.test(name2)).map((name2) => fs2.promises.rm(path2.join(folder, name2), { force: true })));
}

// server/storage/uploads.ts
var byteaFrom = (bytes) => sql11`decode(${bytes.toString("base64")}, 'base64')`;
var base64Of = (column) => sql11`encode(${column}, 'base64')`;
function uploadUrl(uploadId) {
  return `/api/uploads/${uploadId}`;
}
async function insertUploads(db, owner, photos) {
  const urls = [];
  for (const photo of photos) {
    const [stored2] = await db.insert(uploads).values({
      ...owner,
      filename: photo.filename,
      contentType: photo.contentType,
      size: photo.data.length,
      width: photo.width,
      height: photo.height,
      data: photo.file ? null : byteaFrom(photo.data),
      file: photo.file ?? null,
      thumbnail: byteaFrom(photo.thumbnail)
    }).returning({ id: uploads.id });
    urls.push(uploadUrl(stored2.id));
  }
  return urls;
}
async function keepPhotoFiles(db, photos, store) {
  const folder = photoFolderOf(db);
  if (!folder || photos.length === 0) return store(photos);
  const kept = [];
  try {
    for (const photo of photos) kept.push({ ...photo, file: await writePhotoFile(folder, photo.data, photo.contentType) });
    return await store(kept);
  } catch (error) {
    await removePhotoFiles(
      folder,
      kept.map((photo) => photo.file)
    ).catch(() => {
    });
    throw error;
  }
}
async function findUploadPhoto(db, id3) {
  if (!isUuid(id3)) return void 0;
  const [upload] = await db.select({ filename: uploads.filename, contentType: uploads.contentType, file: uploads.file, data: base64Of(uploads.data) }).from(uploads).where(eq5(uploads.id, id3));
  if (!upload) return void 0;
  if (upload.file === null) return { filename: upload.filename, contentType: upload.contentType, data: Buffer.from(upload.data ?? "", "base64") };
  const folder = photoFolderOf(db);
  const data = folder ? await readPhotoFile(folder, upload.file) : void 0;
  return data && { filename: upload.filename, contentType: upload.contentType, data };
}
async function findUploadThumbnail(db, id3) {
  if (!isUuid(id3)) return void 0;
  const [upload] = await db.select({ filename: uploads.filename, thumbnail: base64Of(uploads.thumbnail) }).from(uploads).where(eq5(uploads.id, id3));
  if (!upload) return void 0;
  if (upload.thumbnail === null) return findUploadPhoto(db, id3);
  const filename = `${upload.filename.replace(/\.[^.]*$/, "")}-thumbnail.webp`;
  return { filename, contentType: "image/webp", data: Buffer.from(upload.thumbnail, "base64") };
}

// server/storage/quotes.ts
async function insertQuote(db, quote, now) {
  const number = await takeQuoteNumber(db, Number(torontoDate(now).slice(0, 4)));
  const [created] = await db.insert(quotes).values({ ...quote, number, linkToken: newLinkToken() }).returning();
  return created;
}
async function insertQuoteWithPhotos(db, quote, photos, now) {
  const created = await insertQuote(db, quote, now);
  if (photos.length === 0) return created;
  const urls = await insertUploads(db, { quoteId: created.id }, photos);
  const [withPhotos] = await db.update(quotes).set({ photoUrls: urls }).where(eq6(quotes.id, created.id)).returning();
  return withPhotos;
}
function quoteListWhere(filter) {
  return and5(
    filter.status ? quoteStageFilterCondition(filter.status, filter.today) : void 0,
    filter.q ? searchCondition(filter.q, {
      text: [quotes.clientName, quotes.clientEmail, quotes.projectAddress, quotes.number],
      phone: [quotes.clientPhone]
    }) : void 0
  );
}
async function listQuotes(db, filter, page) {
  const query = db.select({ quote: quotes, hasContract: quoteHasContract() }).from(quotes).where(quoteListWhere(filter)).orderBy(desc3(quotes.createdAt), desc3(quotes.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((row) => ({ ...row.quote, hasContract: row.hasContract }));
}
async function countQuotes(db, filter) {
  const [row] = await db.select({ total: count2() }).from(quotes).where(quoteListWhere(filter));
  return row.total;
}
var prepareFindQuoteById = (db) => db.select().from(quotes).where(eq6(quotes.id, sql12.placeholder("id"))).prepare("find_quote_by_id");
var findQuoteByIdQueries = /* @__PURE__ */ new WeakMap();
async function findQuoteById(db, id3) {
  if (!isUuid(id3)) return void 0;
  let query = findQuoteByIdQueries.get(db);
  if (!query) findQuoteByIdQueries.set(db, query = prepareFindQuoteById(db));
  const [quote] = await query.execute({ id: id3 });
  return quote;
}
var prepareFindQuoteByLinkToken = (db) => db.select().from(quotes).where(eq6(quotes.linkToken, sql12.placeholder("token"))).prepare("find_quote_by_link_token");
var findQuoteByLinkTokenQueries = /* @__PURE__ */ new WeakMap();
async function findQuoteByLinkToken(db, token) {
  let query = findQuoteByLinkTokenQueries.get(db);
  if (!query) findQuoteByLinkTokenQueries.set(db, query = prepareFindQuoteByLinkToken(db));
  const [quote] = await query.execute({ token });
  return quote;
}
async function findRevokedLink(db, token) {
  const [row] = await db.select({ quoteId: revokedLinks.quoteId }).from(revokedLinks).where(eq6(revokedLinks.token, token));
  return row;
}
async function replaceLinkToken(db, quote, newToken) {
  await db.insert(revokedLinks).values({ token: quote.linkToken, quoteId: quote.id });
  const [updated] = await db.update(quotes).set({ linkToken: newToken }).where(eq6(quotes.id, quote.id)).returning();
  return updated;
}
async function findQuoteForUpdate(db, id3) {
  if (!isUuid(id3)) return void 0;
  const [quote] = await db.select().from(quotes).where(eq6(quotes.id, id3)).for("update");
  return quote;
}
async function markQuoteFirstViewed(db, id3) {
  const updated = await db.update(quotes).set({ firstViewedAt: sql12`now()` }).where(and5(eq6(quotes.id, id3), isNull2(quotes.firstViewedAt))).returning({ id: quotes.id });
  return updated.length === 1;
}
async function setQuoteDecision(db, id3, decision) {
  const [updated] = await db.update(quotes).set({ ...decision, decidedAt: sql12`now()`, updatedAt: sql12`now()` }).where(eq6(quotes.id, id3)).returning();
  return updated;
}
async function updateQuote(db, id3, changes) {
  const [updated] = await db.update(quotes).set({ ...changes, version: sql12`${quotes.version} + 1`, updatedAt: sql12`now()` }).where(eq6(quotes.id, id3)).returning();
  return updated;
}
async function markQuoteSent(db, id3, now) {
  const [updated] = await db.update(quotes).set({ sentAt: now }).where(eq6(quotes.id, id3)).returning();
  return updated;
}
async function markQuoteReplaced(db, id3, revisionId) {
  await db.update(quotes).set({ replacedBy: revisionId, updatedAt: sql12`now()` }).where(eq6(quotes.id, id3));
}
async function setQuoteChangesRequested(db, id3, at) {
  const [updated] = await db.update(quotes).set({ changesRequestedAt: at, updatedAt: sql12`now()` }).where(eq6(quotes.id, id3)).returning();
  return updated;
}
async function setQuoteChangesNotice(db, id3, emailId, dueAt) {
  await db.update(quotes).set({ changesNoticeEmailId: emailId, changesNoticeAt: dueAt }).where(eq6(quotes.id, id3));
}
async function setQuoteReminders(db, id3, enabled) {
  const [updated] = await db.update(quotes).set({ remindersEnabled: enabled }).where(eq6(quotes.id, id3)).returning();
  return updated;
}

// server/storage/emails.ts
import { and as and6, asc as asc2, count as count3, desc as desc4, eq as eq7, inArray, isNotNull as isNotNull2, isNull as isNull3, lte as lte2, ne as ne2, or as or3, sql as sql13 } from "drizzle-orm";
async function insertEmail(db, email) {
  const [created] = await db.insert(emails).values(email).returning();
  return created;
}
async function holdUntriedEmail(db, id3) {
  const rows = await db.update(emails).set({ status: "pending" }).where(and6(eq7(emails.id, id3), eq7(emails.status, "pending"), eq7(emails.attempts, 0))).returning({ id: emails.id });
  return rows.length === 1;
}
async function rewriteEmail(db, id3, message) {
  await db.update(emails).set(message).where(eq7(emails.id, id3));
}
var summaryColumns = {
  id: emails.id,
  kind: emails.kind,
  to: emails.to,
  subject: emails.subject,
  stored: emails.status,
  attempts: emails.attempts,
  lastError: emails.lastError,
  createdAt: emails.createdAt,
  sentAt: emails.sentAt,
  nextAttemptAt: emails.nextAttemptAt,
  quoteId: emails.quoteId,
  contractId: emails.contractId
};
function statusCondition(status) {
  if (status === "sent") return eq7(emails.status, "sent");
  if (status === "failed") return and6(ne2(emails.status, "sent"), isNotNull2(emails.lastError));
  return and6(ne2(emails.status, "sent"), isNull3(emails.lastError));
}
async function listEmailSummaries(db, query) {
  const where = query.status ? statusCondition(query.status) : void 0;
  const [rows, [{ total }]] = await Promise.all([
    db.select(summaryColumns).from(emails).where(where).orderBy(desc4(emails.createdAt), desc4(emails.id)).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
    db.select({ total: count3() }).from(emails).where(where)
  ]);
  return { rows, total };
}
async function findEmailSummary(db, id3) {
  if (!isUuid(id3)) return void 0;
  const [row] = await db.select(summaryColumns).from(emails).where(eq7(emails.id, id3));
  return row;
}
async function makeEmailDueNow(db, id3, now) {
  if (!isUuid(id3)) return void 0;
  const waiting = eq7(emails.status, "pending");
  const staleLease = and6(eq7(emails.status, "sending"), lte2(emails.nextAttemptAt, now));
  const [row] = await db.update(emails).set({ status: "pending", nextAttemptAt: now }).where(and6(eq7(emails.id, id3), or3(waiting, staleLease))).returning(summaryColumns);
  return row;
}

// server/services/mail/outbox.ts
async function queueEmail(db, email) {
  return insertEmail(db, {
    kind: email.kind,
    to: email.to,
    replyTo: email.replyTo ?? null,
    subject: email.message.subject,
    text: email.message.text,
    html: email.message.html,
    attachments: email.attachments ?? [],
    quoteId: email.quoteId ?? null,
    contractId: email.contractId ?? null,
    ...email.dueAt ? { nextAttemptAt: email.dueAt } : {}
  });
}

// server/services/toronto-time.ts
var dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: business.timeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZoneName: "short"
});
function formatTorontoDateTime(at) {
  const parts = dateTimeFormat.formatToParts(at);
  const part = (type) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")} ${part("timeZoneName")}`;
}
var longDateFormat = new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" });
function formatLongDate(isoDate) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date3 = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date3.getTime()) ? isoDate : longDateFormat.format(date3);
}
var hourFormat = new Intl.DateTimeFormat("en-US", { timeZone: business.timeZone, hour: "2-digit", hourCycle: "h23" });
function torontoHour(at) {
  return Number(hourFormat.format(at));
}

// server/services/mail/settings.ts
function mailSettings(config2) {
  return { publicUrl: config2.publicUrl, businessEmail: config2.businessEmail, etransferEmail: config2.etransferEmail };
}
var quoteUrl = (settings, linkToken) => `${settings.publicUrl}/quote/${linkToken}`;
var adminQuoteUrl = (settings, quoteId) => `${settings.publicUrl}/admin/quotes/${quoteId}`;
var adminContractUrl = (settings, contractId) => `${settings.publicUrl}/admin/contracts/${contractId}`;
var adminLeadUrl = (settings, leadId) => `${settings.publicUrl}/admin/leads?lead=${leadId}`;
var adminContractPdfPath = (contractId) => `/api/contracts/${contractId}/pdf`;
var contractPdfPath = (linkToken) => `/api/links/${linkToken}/contract/pdf`;
var contractPdfUrl = (settings, linkToken) => `${settings.publicUrl}${contractPdfPath(linkToken)}`;
var confirmationUrl = (settings, linkToken) => `${settings.publicUrl}/contract-confirmation/${linkToken}`;
var absoluteUrl = (settings, path11) => `${settings.publicUrl}${path11}`;
var quotePdfFilename = (quote) => `Forma-Concrete-Quote-${quote.number}${quote.revision > 1 ? `-r${quote.revision}` : ""}.pdf`;

// server/services/mail/templates/compose.ts
var stone950 = "#0c0a09";
var stone900 = "#1c1917";
var stone600 = "#57534e";
var stone200 = "#e7e5e4";
var stone50 = "#fafaf9";
var gold = "#C4A448";
var fontStack = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
function escapeHtml(text4) {
  return text4.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}
var escapeLines = (text4) => escapeHtml(text4).replace(/\r?\n/g, "<br>");
function oneLine2(text4) {
  return text4.replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/\s{2,}/g, " ").trim();
}
var moneyPattern = /[-\u2212]?\$\d{1,3}(?:,\d{3})*\.\d{2}(?: CAD)?/g;
var keepMoneyWhole = (html) => html.replace(moneyPattern, (amount2) => `<span style="white-space:nowrap;">${amount2}</span>`);
var escapeText = (text4) => keepMoneyWhole(escapeLines(text4));
var wrapLongWords = "overflow-wrap:anywhere;word-break:break-word;";
function paragraph(text4) {
  return { html: `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:${stone900};">${escapeText(text4)}</p>`, text: text4 };
}
function subheading(text4) {
  return {
    html: `<h2 style="margin:28px 0 8px;font-size:17px;line-height:1.4;color:${stone900};border-left:3px solid ${gold};padding-left:10px;">${escapeHtml(text4)}</h2>`,
    text: `${text4.toUpperCase()}
${"-".repeat(Math.min(text4.length, 60))}`
  };
}
function labelledText(label, value) {
  return {
    html: `<p style="margin:0 0 4px;font-size:13px;line-height:1.4;color:${stone600};">${escapeHtml(label)}</p><p style="margin:0 0 16px;padding-bottom:12px;border-bottom:1px solid ${stone200};font-size:15px;line-height:1.6;color:${stone900};${wrapLongWords}">${escapeText(value)}</p>`,
    text: `${label}: ${value.replace(/\r?\n/g, "\n  ")}`
  };
}
function details(rows) {
  const shown = rows.filter(([, value]) => value !== null && value !== void 0 && String(value).trim() !== "");
  const htmlRows = shown.map(
    ([label, value]) => `<tr><td style="padding:9px 0;border-bottom:1px solid ${stone200};"><div style="display:inline-block;vertical-align:top;width:100%;max-width:160px;padding:2px 0;font-size:13px;line-height:1.5;color:${stone600};">${escapeHtml(label)}</div><div style="display:inline-block;vertical-align:top;width:100%;max-width:370px;font-size:15px;line-height:1.5;color:${stone900};${wrapLongWords}">${escapeText(String(value))}</div></td></tr>`
  ).join("");
  return {
    html: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 20px;">${htmlRows}</table>`,
    text: shown.map(([label, value]) => `${label}: ${String(value).replace(/\r?\n/g, "\n  ")}`).join("\n")
  };
}
function amounts(rows, options = {}) {
  const htmlRows = rows.map((row) => {
    if (row.headline) {
      return `<tr><td colspan="2" style="padding:6px 0 0;font-size:15px;line-height:1.45;color:${stone900};">${escapeText(row.label)}</td></tr>` + (row.mayWrap ? `<tr><td colspan="2" style="padding:0 0 8px;font-size:26px;font-weight:700;line-height:1.3;color:${stone900};">${escapeText(row.amount)}</td></tr>` : `<tr><td colspan="2" style="padding:0 0 8px;white-space:nowrap;font-size:26px;font-weight:700;line-height:1.3;color:${stone900};">${escapeHtml(row.amount)}</td></tr>`);
    }
    const size = row.strong ? "font-size:17px;font-weight:700;" : "font-size:15px;";
    const detail = row.detail ? `<br><span style="font-size:13px;color:${stone600};">${escapeText(row.detail)}</span>` : "";
    return `<tr><td style="padding:6px 12px 6px 0;vertical-align:baseline;${size}line-height:1.45;color:${stone900};">${escapeText(row.label)}${detail}</td><td align="right" style="padding:6px 0;vertical-align:baseline;text-align:right;white-space:nowrap;${size}line-height:1.45;color:${stone900};">${escapeHtml(row.amount)}</td></tr>`;
  }).join("");
  const box = options.boxed ? `background:${stone50};border:1px solid ${stone200};border-radius:6px;` : `border-top:2px solid ${stone900};`;
  const inner = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;">${htmlRows}</table>`;
  return {
    html: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:separate;margin:0 0 20px;${box}"><tr><td style="padding:${options.boxed ? "10px 14px" : "6px 0 0"};">${inner}</td></tr></table>`,
    text: rows.map((row) => `${row.label}: ${row.amount}${row.detail ? ` ${row.detail}` : ""}`).join("\n")
  };
}
function itemLines(lines) {
  const htmlRows = lines.map((line) => {
    const amountColour = line.excluded ? stone600 : stone900;
    const note3 = line.note ? ` \xB7 ${escapeText(line.note)}` : "";
    return `<tr><td colspan="2" style="padding:12px 0 2px;font-size:15px;line-height:1.5;color:${stone900};${wrapLongWords}">${escapeText(line.description)}</td></tr><tr><td style="padding:0 12px 12px 0;border-bottom:1px solid ${stone200};vertical-align:baseline;font-size:13px;line-height:1.5;color:${stone600};">${escapeText(line.quantity)}${note3}</td><td align="right" style="padding:0 0 12px;border-bottom:1px solid ${stone200};vertical-align:baseline;text-align:right;white-space:nowrap;font-size:15px;font-weight:700;line-height:1.5;color:${amountColour};">${escapeHtml(line.amount)}</td></tr>`;
  }).join("");
  return {
    html: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px;">${htmlRows}</table>`,
    text: lines.map((line) => `${line.description}
  ${line.quantity} = ${line.amount}${line.note ? ` (${line.note})` : ""}`).join("\n")
  };
}
function button(label, href) {
  return {
    html: `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 12px;"><tr><td bgcolor="${gold}" style="background:${gold};border-radius:6px;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:14px 24px;font-size:16px;line-height:1.3;font-weight:700;color:${stone950};text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a></td></tr></table><p style="margin:0 0 20px;font-size:13px;line-height:1.5;color:${stone600};">Or open this link: <a href="${escapeHtml(href)}" style="color:${stone900};${wrapLongWords}">${escapeHtml(href)}</a></p>`,
    text: `${label}: ${href}`
  };
}
function links(items) {
  return {
    html: `<ul style="margin:0 0 16px;padding-left:20px;font-size:15px;line-height:1.6;">${items.map((item) => `<li style="margin:0 0 4px;"><a href="${escapeHtml(item.href)}" style="color:${stone900};">${escapeHtml(item.label)}</a></li>`).join("")}</ul>`,
    text: items.map((item) => `- ${item.label}: ${item.href}`).join("\n")
  };
}
function note(text4) {
  return {
    html: `<p style="margin:0 0 16px;padding:12px 14px;background:${stone50};border:1px solid ${stone200};border-radius:6px;font-size:14px;line-height:1.6;color:${stone600};">${escapeText(text4)}</p>`,
    text: text4
  };
}
var hoursLine = business.hours.map((slot) => `${slot.days} ${slot.opens ? `${slot.opens}-${slot.closes}` : "closed"}`).join(" \xB7 ");
var phoneStyle = `@media only screen and (max-width:480px){.fc-outer{padding:0 !important}.fc-header{padding:18px 16px !important}.fc-content{padding:22px 16px !important}.fc-footer{padding:18px 16px !important}.fc-card,.fc-header,.fc-footer{border-radius:0 !important}}`;
function compose(options) {
  const subject = oneLine2(options.subject);
  const body = options.blocks.map((block) => block.html).join("\n");
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="x-apple-disable-message-reformatting"><meta name="format-detection" content="telephone=no,address=no,email=no,date=no"><title>${escapeHtml(subject)}</title>
<style>${phoneStyle}</style></head>
<body style="margin:0;padding:0;background:#f5f5f4;-webkit-text-size-adjust:100%;text-size-adjust:100%;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(options.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f4;">
<tr><td align="center" class="fc-outer" style="padding:16px 8px;">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" class="fc-card" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;font-family:${fontStack};color:${stone900};">
<tr><td class="fc-header" style="background:${stone900};padding:20px 24px;border-bottom:4px solid ${gold};border-radius:8px 8px 0 0;">
<div style="font-size:20px;font-weight:700;letter-spacing:0.3px;color:#ffffff;">${escapeHtml(business.name)} <span style="color:${gold};">GTA</span></div>
<div style="margin-top:4px;font-size:13px;color:#d6d3d1;">Stamped &amp; broom finish concrete \xB7 Toronto &amp; the GTA</div>
</td></tr>
<tr><td class="fc-content" style="padding:28px 24px;text-align:left;">
<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:${stone900};">${escapeHtml(options.heading)}</h1>
${body}
</td></tr>
<tr><td class="fc-footer" style="background:${stone50};padding:20px 24px;border-top:1px solid ${stone200};border-radius:0 0 8px 8px;font-size:13px;line-height:1.6;color:${stone600};text-align:left;">
<strong style="color:${stone900};">${escapeHtml(business.name)}</strong> \xB7 <a href="${business.phoneHref}" style="color:${stone600};white-space:nowrap;">${escapeHtml(business.phoneDisplay)}</a> \xB7 <a href="mailto:${business.email}" style="color:${stone600};">${escapeHtml(business.email)}</a> \xB7 ${escapeHtml(business.host)}<br>
${escapeHtml(hoursLine)}
</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>`;
  const text4 = [
    `${business.name.toUpperCase()} GTA`,
    "",
    options.heading,
    "=".repeat(Math.min(options.heading.length, 60)),
    "",
    options.blocks.map((block) => block.text).join("\n\n"),
    "",
    "--",
    `${business.name} \xB7 ${business.phoneDisplay} \xB7 ${business.email} \xB7 ${business.host}`,
    hoursLine,
    ""
  ].join("\n");
  return { subject, text: text4, html };
}

// server/services/mail/templates/labels.ts
var timelineLabels = {
  asap: "ASAP (within 2 weeks)",
  month: "Within a month",
  flexible: "Flexible",
  planning: "Just planning"
};
var timelineLabel = (timeline) => timeline ? timelineLabels[timeline] ?? timeline : null;
var cadAmount = (cents) => `${formatCents(cents)} CAD`;

// server/services/mail/templates/photo-links.ts
function photosRow(urls) {
  if (urls.length === 0) return ["Photos", "None"];
  return ["Photos", urls.length === 1 ? "1 photo (link)" : `${urls.length} photos (links)`];
}
function photoLinks(urls, settings) {
  if (urls.length === 0) return [];
  return [links(urls.map((url, index3) => ({ label: `Photo ${index3 + 1} (view while signed in as admin)`, href: absoluteUrl(settings, url) })))];
}

// server/services/mail/templates/quote-money.ts
var maxChoiceRows = 8;
function openRangeText(quote) {
  if (!hasChoices(quote) || quote.lineItems.length === 0 || chosenOptionsOf(quote.choiceGroups ?? [], quote.chosenOptionIds).length > 0) return null;
  const range = quoteTotalRangeOf(quote);
  if (range.lowCents === range.highCents) return null;
  const titles = (quote.choiceGroups ?? []).map((group) => group.title.toLowerCase());
  const choice = titles.length === 1 ? `your choice of ${titles[0]}` : `your choices of ${titles.slice(0, -1).join(", ")} and ${titles.at(-1)}`;
  return `From ${formatCents(range.lowCents)} to ${formatCents(range.highCents)} with ${salesTax.name}, depending on ${choice}`;
}
function openChoiceMoney(quote, rangeText, items) {
  const groups = quote.choiceGroups ?? [];
  const combinations = choiceCombinations(groups);
  const payments2 = [
    { label: `Deposit (${contractTerms.depositPercent}%)`, amount: "of your total", detail: "at signing" },
    { label: "Balance", amount: "the rest", detail: "on completion" }
  ];
  const range = quoteTotalRangeOf(quote);
  return {
    summary: [
      {
        label: `Total with ${salesTax.name}, ${rangeText.slice(rangeText.indexOf("depending"))}`,
        amount: `From ${formatCents(range.lowCents)} to ${formatCents(range.highCents)}`,
        strong: true,
        headline: true,
        mayWrap: true
      },
      ...payments2
    ],
    payments: payments2,
    items,
    breakdown: [
      ...combinations.length <= maxChoiceRows ? combinations.map((chosen) => {
        const labels = chosenOptionsOf(groups, chosen).map(({ option }) => option.label);
        return {
          label: `Total with ${labels.length ? labels.join(" and ") : "none of the choices"}`,
          amount: `${formatCents(quoteTotals(quote.lineItems, chosen, discountOf(quote)).totalCents)} CAD`
        };
      }) : [],
      { label: "Total", amount: `${formatCents(range.lowCents)} to ${formatCents(range.highCents)} CAD`, strong: true }
    ]
  };
}
function quoteMoney(quote, options) {
  if (quote.lineItems.length === 0) return null;
  const totals = quoteTotalsOf(quote);
  const discount = discountOf(quote);
  const optionLabels = new Map((quote.choiceGroups ?? []).flatMap((group) => group.options.map((option) => [option.id, option.label])));
  const rangeText = options.includeOptions === "offered" ? openRangeText(quote) : null;
  const items = quote.lineItems.flatMap((item, index3) => {
    const line = totals.lines[index3];
    if (!line.included && (item.optional || item.optionId) && options.includeOptions === "chosen") return [];
    const option = item.optionId ? optionLabels.get(item.optionId) : void 0;
    const requires = item.requiresOptionId ? optionLabels.get(item.requiresOptionId) : void 0;
    return [
      {
        description: `${item.description}${item.optional ? " (optional)" : ""}`,
        quantity: `${item.quantity} ${lineItemUnitLabels[item.unit]} x ${formatCents(parseCents(item.unitPrice) ?? 0)}`,
        amount: formatCents(line.totalCents),
        ...option && !line.included ? { note: `with ${option}` } : {},
        ...item.optional && !line.included ? { note: `${requires ? `with ${requires} only, ` : ""}not included in the total`, excluded: true } : {}
      }
    ];
  });
  if (rangeText) return openChoiceMoney(quote, rangeText, items);
  const total = { label: `Total, ${salesTax.name} included`, amount: `${formatCents(totals.totalCents)} CAD`, strong: true };
  const payments2 = [
    { label: `Deposit (${contractTerms.depositPercent}%)`, amount: formatCents(totals.depositCents), detail: "at signing" },
    { label: "Balance", amount: formatCents(totals.balanceCents), detail: "on completion" }
  ];
  return {
    summary: [{ ...total, headline: true }, ...payments2],
    payments: payments2,
    items,
    breakdown: [
      { label: "Subtotal", amount: formatCents(totals.subtotalCents) },
      ...discount ? [{ label: discountLabel(discount), amount: `-${formatCents(totals.discountCents)}` }] : [],
      {
        label: `${salesTax.name} (${salesTax.rateBasisPoints / 100}%)`,
        amount: formatCents(totals.taxCents),
        detail: `(${salesTax.name} No. ${salesTax.registrationNumber})`
      },
      { ...total, label: "Total" }
    ]
  };
}

// server/services/mail/templates/business-notices.ts
var acknowledgementNote = (email, outcome) => outcome.acknowledged ? [] : [paragraph(`No acknowledgement was e-mailed to ${email}: that address already received one within the last hour.`)];
function newLeadNotice(request, settings, outcome = { acknowledged: true }) {
  return compose({
    subject: `New quote request: ${request.name}, ${request.projectType}, ${cityLabel(request.city)}`,
    preheader: `${request.name} (${request.phone}) asked for a quote. Reply within 24 hours.`,
    heading: "New quote request",
    blocks: [
      paragraph(`${request.name} asked for a quote on ${formatTorontoDateTime(request.createdAt)}. Replying to this e-mail writes to them.`),
      details([
        ["Name", request.name],
        ["Phone", request.phone],
        ["E-mail", request.email],
        ["City", cityLabel(request.city)],
        ["Address", request.address ?? "Not given"],
        ["Project type", request.projectType === "Both" ? "Both Services" : request.projectType],
        ["Approximate sq ft", request.sqFt ?? "Not given"],
        ["Timeline", timelineLabel(request.timeline) ?? "Not given"],
        ["Project details", request.message ?? "None"],
        ["Consent to contact", request.consent ? "Yes" : "No"],
        photosRow(request.photoUrls),
        ["Lead id", request.id]
      ]),
      ...photoLinks(request.photoUrls, settings),
      ...acknowledgementNote(request.email, outcome),
      button("Open this lead in the admin area", adminLeadUrl(settings, request.id))
    ]
  });
}
function newEstimateNotice(quote, settings, outcome = { acknowledged: true }) {
  return compose({
    subject: `New estimate request: ${quote.clientName}, ${quote.workScope}`,
    preheader: `${quote.clientName} (${quote.clientPhone}) asked for an estimate. It waits for your price.`,
    heading: "New estimate request",
    blocks: [
      paragraph(
        `${quote.clientName} sent the estimate form on ${formatTorontoDateTime(quote.createdAt)}. The quote waits at $0.00: price it in the admin area and send it. Replying to this e-mail writes to the client.`
      ),
      details([
        ["Name", quote.clientName],
        ["Phone", quote.clientPhone],
        ["E-mail", quote.clientEmail],
        ["Project address", quote.projectAddress],
        ["Work scope", quote.workScope],
        ["Project details", quote.projectDetails],
        ...quote.estimateAnswers ? estimateAnswerRows(quote.estimateAnswers).map(({ label, value }) => [label, value]) : [],
        photosRow(quote.photoUrls),
        ["Valid until", formatLongDate(quote.validUntil)],
        ["Quote number", quote.number]
      ]),
      ...photoLinks(quote.photoUrls, settings),
      ...acknowledgementNote(quote.clientEmail, outcome),
      button("Price it in the admin area", adminQuoteUrl(settings, quote.id))
    ]
  });
}
function quoteSummary(quote) {
  return details([
    ["Client", quote.clientName],
    ["Phone", quote.clientPhone],
    ["E-mail", quote.clientEmail],
    ["Project address", quote.projectAddress],
    ["Work scope", quote.workScope],
    // An open choice's price is its range, never its low end alone; once chosen, what was chosen.
    ["Total", openRangeText(quote) ?? cadAmount(quote.totalCents)],
    ...hasChoices(quote) && quote.chosenOptionIds.length > 0 ? [
      [
        "Chosen",
        chosenOptionsOf(quote.choiceGroups, quote.chosenOptionIds).map(({ group, option }) => `${group.title}: ${option.label}`).join("; ")
      ]
    ] : [],
    ["Valid until", formatLongDate(quote.validUntil)],
    ["Quote number", quote.number]
  ]);
}
var openQuote = (quote, settings) => button("Open this quote in the admin area", adminQuoteUrl(settings, quote.id));
function quoteAcceptedNotice(quote, settings) {
  const when = quote.decidedAt ? formatTorontoDateTime(quote.decidedAt) : "just now";
  const money = quoteMoney(quote, { includeOptions: "chosen" });
  return compose({
    subject: `Quote accepted: ${quote.clientName}, ${quote.workScope}, ${cadAmount(quote.totalCents)}`,
    preheader: `${quote.clientName} accepted the quote. The contract signature comes next.`,
    heading: "A quote was accepted",
    blocks: [
      paragraph(
        `${quote.clientName} accepted this quote on ${when}. They are now asked to sign the contract; you will get the signed PDF by e-mail.`
      ),
      quoteSummary(quote),
      openQuote(quote, settings),
      ...money ? [subheading("Items as accepted"), itemLines(money.items), amounts([...money.breakdown, ...money.payments])] : []
    ]
  });
}
function quoteDeclinedNotice(quote, settings) {
  const when = quote.decidedAt ? formatTorontoDateTime(quote.decidedAt) : "just now";
  return compose({
    subject: `Quote declined: ${quote.clientName}, ${quote.workScope}`,
    preheader: quote.declineReason ? `Reason: ${quote.declineReason}` : `${quote.clientName} declined without giving a reason.`,
    heading: "A quote was declined",
    blocks: [
      paragraph(`${quote.clientName} declined this quote on ${when}.`),
      details([["Reason", quote.declineReason ?? "No reason given"]]),
      quoteSummary(quote),
      openQuote(quote, settings)
    ]
  });
}
function changesRequestedNotice(quote, messages, settings) {
  const several = messages.length > 1;
  const last = messages.at(-1);
  const when = last ? formatTorontoDateTime(last.at) : "just now";
  return compose({
    subject: several ? `Changes requested (${messages.length} messages): ${quote.clientName}, ${quote.workScope}` : `Changes requested: ${quote.clientName}, ${quote.workScope}`,
    preheader: `${quote.clientName} would like changes before deciding. The quote stays open.`,
    heading: "A client asked for changes",
    blocks: [
      paragraph(
        several ? `${quote.clientName} sent ${messages.length} change requests for this quote, the last on ${when}. The quote stays pending; revise it in the admin area to send a new version.` : `${quote.clientName} asked for changes to this quote on ${when}. The quote stays pending; revise it in the admin area to send a new version.`
      ),
      // Each message in full, as the client wrote it (line breaks kept); the timeline has them too.
      ...messages.map(
        (entry, index3) => labelledText(several ? `Message ${index3 + 1} (${formatTorontoDateTime(entry.at)})` : "Their message", entry.message)
      ),
      openQuote(quote, settings),
      quoteSummary(quote)
    ]
  });
}

// server/services/change-request-notices.ts
var intervalMs = changeRequestLimits.noticeIntervalMinutes * 6e4;
async function noticeFor(tx, mail, quote, now) {
  if (quote.changesNoticeEmailId && await holdUntriedEmail(tx, quote.changesNoticeEmailId)) return quote.changesNoticeEmailId;
  const earliest = quote.changesNoticeAt ? new Date(quote.changesNoticeAt.getTime() + intervalMs) : now;
  const dueAt = earliest > now ? earliest : now;
  const email = await queueEmail(tx, {
    kind: "quote-changes-notice",
    to: mail.businessEmail,
    replyTo: quote.clientEmail,
    message: changesRequestedNotice(quote, [], mail),
    quoteId: quote.id,
    dueAt
  });
  await setQuoteChangesNotice(tx, quote.id, email.id, dueAt);
  return email.id;
}
async function recordChangeRequest(tx, mail, quote, message, context, now) {
  const noticeEmailId = await noticeFor(tx, mail, quote, now);
  await recordEvent(tx, { type: "quote.changes_requested", quoteId: quote.id, data: { message, noticeEmailId } }, context);
  const messages = await listChangeRequestsOfNotice(tx, quote.id, noticeEmailId);
  const rendered = changesRequestedNotice(quote, messages, mail);
  await rewriteEmail(tx, noticeEmailId, { subject: rendered.subject, text: rendered.text, html: rendered.html });
}

// server/services/contract-pdf.ts
import sharp from "sharp";

// server/services/contract-record.ts
import { createHash } from "node:crypto";

// shared/contract-terms.ts
var methods = contractTerms.paymentMethods.join(", ").replace(/, ([^,]*)$/, " or $1");
var contractTermsList = [
  {
    title: "1. Scope of Work",
    body: `${business.name} will supply the labour, equipment and materials to complete the work scope and project description of the accepted quote at the project address. Work not described in the quote is not included.`
  },
  {
    title: "2. Schedule",
    body: `Work is scheduled within a mutually agreed window after signing. Most projects are completed in ${promises.completionDays} working days. Dates may move for weather, curing conditions or permit timing; we will tell you of any change as soon as we know of it.`
  },
  {
    title: "3. Price and Payment",
    body: `The contract price is the total cost of the accepted quote, in Canadian dollars (CAD). A deposit of ${contractTerms.depositPercent}% is due at signing and the remaining ${contractTerms.completionPercent}% on completion. Payment is accepted by ${methods}.`
  },
  {
    title: "4. Late Payment",
    body: `Amounts unpaid 30 days after they are due carry a late charge of ${contractTerms.lateChargeMonthlyPercent}% per month (${(contractTerms.lateChargeMonthlyPercent * 12).toFixed(0)}% per year).`
  },
  {
    title: "5. Workmanship Warranty",
    body: `${business.name} warrants its workmanship for ${promises.warrantyYears} years from completion against defects in installation, such as scaling or delamination caused by the work, and repairs such defects at no charge. The surface finish, meaning the sealer and the colour, is warranted for ${promises.finishWarrantyYears} years, as sealers wear with use and need periodic reapplication. Hairline cracking, which is natural to concrete, damage from de-icing salts, misuse, settlement of ground not prepared by us, and normal wear are not covered. The warranty applies once the project has been paid in full.`
  },
  {
    title: "6. Site Conditions and Changes",
    body: "The client provides clear access to the work area, water and electricity, and tells us of underground services, drainage problems or known defects. Conditions that could not be seen at the site visit, and any change the client asks for, are priced in a written change order before that work goes ahead."
  },
  {
    title: "7. Cancellation and Consumer Rights",
    body: "Under Ontario's Consumer Protection Act, 2002, the client may cancel this agreement at any time up to 10 days after receiving a written copy of it, without reason and without charge, and any deposit is refunded. After that period, the client may cancel by written notice and pays for work completed and materials ordered to that date."
  },
  {
    title: "8. General",
    body: `This agreement, with the accepted quote, is the whole agreement between the client and ${business.name}. It is governed by the laws of the Province of Ontario. A signature drawn and submitted electronically has the same effect as a handwritten signature.`
  }
];

// shared/human-dates.ts
var dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", year: "numeric", month: "short", day: "numeric" });
var timeFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: business.timeZone,
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short"
});
function formatHumanDate(isoDay) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay)) return isoDay;
  const date3 = /* @__PURE__ */ new Date(`${isoDay}T12:00:00Z`);
  return Number.isNaN(date3.getTime()) ? isoDay : dayFormat.format(date3);
}
var torontoDayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: business.timeZone, year: "numeric", month: "short", day: "numeric" });

// server/services/quote-pricing.ts
function quotePricing(items, chosenOptionIds, discount = null) {
  if (items.length === 0) return null;
  const totals = quoteTotals(items, chosenOptionIds, discount);
  const offered = new Set(items.flatMap((item) => [...item.optional ? [item.id] : [], ...item.optionId ? [item.optionId] : []]));
  return {
    items: items.map((item, index3) => ({
      id: item.id,
      description: item.description,
      quantity: item.quantity,
      unit: item.unit,
      unitPrice: item.unitPrice,
      optional: item.optional,
      included: totals.lines[index3].included,
      totalCents: totals.lines[index3].totalCents,
      ...item.optionId ? { optionId: item.optionId } : {},
      ...item.requiresOptionId ? { requiresOptionId: item.requiresOptionId } : {}
    })),
    // Only ids of options this quote offers: anything else could not have changed the price.
    chosenOptionIds: chosenOptionIds.filter((id3) => offered.has(id3)),
    subtotalCents: totals.subtotalCents,
    ...discount ? { discount: { label: discountLabel(discount), cents: totals.discountCents, discountedSubtotalCents: totals.discountedSubtotalCents } } : {},
    tax: { name: salesTax.name, rateBasisPoints: salesTax.rateBasisPoints, registrationNumber: salesTax.registrationNumber, cents: totals.taxCents },
    totalCents: totals.totalCents,
    deposit: { percent: contractTerms.depositPercent, cents: totals.depositCents },
    balanceCents: totals.balanceCents
  };
}

// server/services/contract-record.ts
var contractRecordFormats = ["forma-contract/1", "forma-contract/2", "forma-contract/3", "forma-contract/4", "forma-contract/5"];
var contractRecordFormat = "forma-contract/3";
var itemisedContractRecordFormat = "forma-contract/4";
var choiceContractRecordFormat = "forma-contract/5";
var isChoiceRecord = (record) => record.format === choiceContractRecordFormat;
var agreementText = "I have read and agree to the terms and conditions outlined above";
var iso = (date3) => date3 ? date3.toISOString() : null;
function composeContractRecord(input) {
  const { quote } = input;
  const pricing = quotePricing(quote.lineItems, quote.chosenOptionIds, discountOf(quote));
  const fields = {
    contractId: input.contractId,
    contractDate: input.contractDate,
    contractor: {
      name: business.name,
      website: business.host,
      phone: business.phoneDisplay,
      email: business.email,
      address: businessAddressLine,
      taxRegistration: { name: salesTax.name, number: salesTax.registrationNumber }
    },
    client: { name: quote.clientName, email: quote.clientEmail, phone: quote.clientPhone, projectAddress: quote.projectAddress },
    quote: {
      id: quote.id,
      version: quote.version,
      workScope: quote.workScope,
      projectDescription: quote.projectDetails,
      totalCost: centsToTotalCost(quote.totalCents),
      price: formatCents(quote.totalCents),
      currency: "CAD",
      validUntil: quote.validUntil,
      createdAt: quote.createdAt.toISOString(),
      sentAt: iso(quote.sentAt),
      firstViewedAt: iso(quote.firstViewedAt),
      acceptedAt: iso(quote.decidedAt)
    },
    terms: contractTermsList.map((term) => ({ ...term })),
    agreement: agreementText,
    signer: {
      ...input.signer,
      signatureSha256: input.signature.sha256,
      signatureWidth: input.signature.width,
      signatureHeight: input.signature.height
    },
    signedAt: input.signedAt.toISOString(),
    ip: input.ip,
    userAgent: input.userAgent,
    businessSigner: businessSignerOf(input.businessSignature ?? null)
  };
  const groups = quote.choiceGroups ?? [];
  const design = recordedDesign(quote, input.catalogue ?? []);
  if (groups.length > 0 || design) {
    const choices = recordedChoices(quote, groups);
    const acknowledgement = design && input.colourAcknowledged === true ? colourAcknowledgementOf(design) : void 0;
    const priced2 = pricing ? {
      quote: {
        ...fields.quote,
        revision: quote.revision,
        totalCost: centsToAmountText(pricing.totalCents),
        price: formatCents(pricing.totalCents)
      },
      pricing
    } : { quote: { ...fields.quote, revision: quote.revision } };
    return {
      format: choiceContractRecordFormat,
      ...fields,
      ...priced2,
      choices,
      ...design ? { design } : {},
      ...acknowledgement ? { colourAcknowledgement: acknowledgement } : {}
    };
  }
  if (!pricing) return { format: contractRecordFormat, ...fields };
  const total = centsToAmountText(pricing.totalCents);
  return {
    format: itemisedContractRecordFormat,
    ...fields,
    quote: { ...fields.quote, revision: quote.revision, totalCost: total, price: formatCents(pricing.totalCents) },
    pricing
  };
}
var MissingCatalogueEntryError = class extends Error {
  constructor(kind) {
    super(`The design names a ${kind} that is not in the catalogue`);
    this.kind = kind;
  }
  kind;
};
function recordsDesign(quote) {
  const groups = quote.choiceGroups ?? [];
  return quote.design !== null && (groups.length === 0 || choiceNeedsDesign(groups, quote.chosenOptionIds));
}
function recordedDesign(quote, catalogue) {
  const selection = quote.design;
  if (!selection || !recordsDesign(quote)) return void 0;
  const byId = new Map(catalogue.map((entry) => [entry.id.toLowerCase(), entry]));
  const entries = designReferences(selection).map(({ id: id3, kind }) => {
    const entry = byId.get(id3.toLowerCase());
    if (!entry || entry.kind !== kind) throw new MissingCatalogueEntryError(kind);
    return { kind, name: entry.name, maker: entry.maker, code: entry.code, swatchSha256: entry.swatchSha256 };
  });
  return {
    entries,
    baseMethod: selection.baseMethod,
    notes: selection.notes,
    sampleViewedOn: selection.sampleViewedOn,
    selectedBy: selection.selectedBy
  };
}
var entryName = (design, kind) => design.entries.find((entry) => entry.kind === kind)?.name ?? "";
function colourStatementOf(design) {
  return colourVarianceStatement({
    pattern: entryName(design, "pattern"),
    baseColour: entryName(design, "base_colour"),
    baseMethod: design.baseMethod,
    releaseColour: entryName(design, "release_colour"),
    sampleViewedOn: design.sampleViewedOn,
    sampleViewedOnText: design.sampleViewedOn ? formatHumanDate(design.sampleViewedOn) : void 0
  });
}
var colourAcknowledgementOf = (design) => ({ statement: colourStatementOf(design), acknowledged: true });
function recordedChoices(quote, groups) {
  const chosenIds = quote.chosenOptionIds;
  const chosen = new Set(chosenIds);
  const discount = discountOf(quote);
  return groups.map((group) => {
    const picked = group.options.find((option) => chosen.has(option.id)) ?? null;
    const others = new Set(group.options.map((option) => option.id));
    const withoutGroup = chosenIds.filter((id3) => !others.has(id3));
    const lines = picked ? quote.lineItems.filter((item) => item.optionId === picked.id).map((item) => ({ id: item.id, description: item.description, totalCents: lineTotalCents(item) })) : [];
    return {
      groupId: group.id,
      title: group.title,
      chosen: picked ? { id: picked.id, label: picked.label, description: picked.description, lines } : null,
      notChosen: group.options.filter((option) => option.id !== picked?.id).map((option) => {
        const totalCents = quoteTotals(quote.lineItems, [...withoutGroup, option.id], discount).totalCents;
        return { id: option.id, label: option.label, description: option.description, totalCents, total: formatCents(totalCents) };
      })
    };
  });
}
function designSummaryOf(design) {
  return design.entries.map((entry) => {
    const kind = entry.kind.replace("_", " ");
    return entry.kind === "base_colour" ? `${entry.name} ${kind} (${design.baseMethod === "integral" ? "integral" : "colour hardener"})` : `${entry.name} ${kind}`;
  }).join(", ");
}
function chosenSummaryOf(record) {
  if (!isChoiceRecord(record)) return void 0;
  return {
    choices: record.choices.flatMap((choice) => choice.chosen ? [{ title: choice.title, label: choice.chosen.label }] : []),
    design: record.design ? designSummaryOf(record.design) : null
  };
}
function businessSignerOf(signature2) {
  if (!signature2) return { name: business.signatory.name, signature: null };
  const { signerName, sha256, width, height, setBy, setAt } = signature2;
  return { name: signerName, signature: { sha256, width, height, setBy, setAt: setAt.toISOString() } };
}
function canonicalJson(value) {
  const walk = (item) => {
    if (item === null || typeof item === "boolean" || typeof item === "string") return JSON.stringify(item);
    if (typeof item === "number") {
      if (!Number.isSafeInteger(item)) throw new Error("canonicalJson: only safe integers are allowed");
      return String(item);
    }
    if (Array.isArray(item)) return `[${item.map(walk).join(",")}]`;
    if (typeof item === "object") {
      const entries = Object.entries(item).filter(([, entry]) => entry !== void 0).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
      return `{${entries.map(([key2, entry]) => `${JSON.stringify(key2)}:${walk(entry)}`).join(",")}}`;
    }
    throw new Error(`canonicalJson: cannot serialise a ${typeof item}`);
  };
  return walk(value);
}
function sha256Hex(data) {
  return createHash("sha256").update(data).digest("hex");
}
function freezeRecord(record) {
  const text4 = canonicalJson(record);
  return { text: text4, hash: sha256Hex(text4) };
}
function parseFrozenRecord(text4) {
  if (!text4.startsWith("{")) return null;
  const parsed = JSON.parse(text4);
  return isRecordFormat(parsed.format) ? parsed : null;
}
var isRecordFormat = (format) => contractRecordFormats.includes(format);

// server/services/image-types.ts
var heifBrands = /* @__PURE__ */ new Set(["heic", "heix", "hevc", "heim", "heis", "hevm", "hevs", "mif1", "msf1", "avif", "avis"]);
function detectImageType(bytes) {
  const ascii = (start, end) => String.fromCharCode(...bytes.subarray(start, end));
  if (bytes.length >= 3 && bytes[0] === 255 && bytes[1] === 216 && bytes[2] === 255) return "image/jpeg";
  if (bytes.length >= 8 && [137, 80, 78, 71, 13, 10, 26, 10].every((byte, i) => bytes[i] === byte)) {
    return "image/png";
  }
  if (bytes.length >= 6 && (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a")) return "image/gif";
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  if (bytes.length >= 12 && ascii(4, 8) === "ftyp") {
    const brand = ascii(8, 12);
    if (heifBrands.has(brand)) return brand.startsWith("avi") ? "image/avif" : "image/heic";
  }
  return null;
}

// server/services/pdf/worker-pool.ts
import fs3 from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path3 from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
var RenderError = class extends Error {
};
var poolSize = os.availableParallelism() > 2 ? 2 : 1;
var jobTimeoutMs = 6e4;
var slots = [];
var nextJobId = 1;
function workerEntry() {
  const here = import.meta.url;
  if (!here.endsWith(".ts")) return { script: new URL("./pdf-render-worker.js", here), eval: false };
  const tsxPackage = createRequire(here).resolve("tsx/package.json");
  const exported = JSON.parse(fs3.readFileSync(tsxPackage, "utf8")).exports["./esm/api"].import.default;
  const tsxApi = pathToFileURL(path3.join(path3.dirname(tsxPackage), exported)).href;
  const entry = new URL("./render-worker.ts", here).href;
  const load = `import(${JSON.stringify(tsxApi)}).then((api) => (api.tsImport ?? api.default.tsImport)(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  return { script: load, eval: true };
}
var firstLine = (text4) => text4.split("\n")[0];
function startWorker() {
  const entry = workerEntry();
  const worker = new Worker(entry.script, { eval: entry.eval, name: "pdf-render" });
  const slot = { worker, pending: /* @__PURE__ */ new Map() };
  const settle = (id3) => {
    const job = slot.pending.get(id3);
    if (!job) return void 0;
    clearTimeout(job.timer);
    slot.pending.delete(id3);
    if (slot.pending.size === 0) worker.unref();
    return job;
  };
  const failAll = (reason2) => {
    const index3 = slots.indexOf(slot);
    if (index3 >= 0) slots.splice(index3, 1);
    for (const id3 of [...slot.pending.keys()]) settle(id3)?.reject(new RenderError(`The PDF render worker stopped: ${reason2}`));
  };
  worker.on("message", (reply) => {
    const job = settle(reply.id);
    if (!job) return;
    if (reply.ok) job.resolve(reply.result);
    else job.reject(new RenderError(`${job.task} failed: ${firstLine(reply.error)}`, { cause: reply.error }));
  });
  worker.on("error", (error) => failAll(error.message));
  worker.on("exit", (code) => failAll(`it exited with code ${code}`));
  worker.unref();
  slots.push(slot);
  return slot;
}
function runJob(job, task, transfer = []) {
  let slot = slots.reduce((best, candidate) => !best || candidate.pending.size < best.pending.size ? candidate : best, void 0);
  if (!slot || slot.pending.size > 0 && slots.length < poolSize) slot = startWorker();
  const chosen = slot;
  const id3 = nextJobId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      chosen.pending.get(id3)?.reject(new RenderError(`${task} took more than ${jobTimeoutMs / 1e3} s`));
      chosen.pending.delete(id3);
      void chosen.worker.terminate();
    }, jobTimeoutMs);
    timer.unref();
    chosen.pending.set(id3, { resolve, reject, timer, task });
    chosen.worker.ref();
    chosen.worker.postMessage({ id: id3, job }, transfer);
  });
}
async function runRenderJob(job) {
  return await runJob(job, `Rendering the ${job.kind === "quote" ? "quote" : "contract"} PDF`);
}
async function runSignatureCheck(job) {
  const { pdf } = job;
  const ownsBuffer = pdf.buffer instanceof ArrayBuffer && pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength;
  const sent = ownsBuffer ? new Uint8Array(pdf.buffer) : new Uint8Array(pdf);
  return await runJob({ kind: "check-signature", pdf: sent, ours: job.ours }, "Checking the PDF's signature", [
    sent.buffer
  ]);
}

// server/services/signing-certificate.ts
import { createHash as createHash2, generateKeyPairSync, randomBytes as randomBytes4 } from "node:crypto";
import fs4 from "node:fs";
import path5 from "node:path";
import forge from "node-forge";

// server/config.ts
import path4 from "node:path";
import { z as z10 } from "zod";
var optionalText = z10.preprocess((value) => value === "" ? void 0 : value, z10.string().optional());
var envSchema = z10.object({
  NODE_ENV: z10.enum(["development", "production", "test"]).default("development"),
  PORT: z10.coerce.number({ error: "must be a whole number from 0 to 65535" }).int("must be a whole number from 0 to 65535").min(0, "must be a whole number from 0 to 65535").max(65535, "must be a whole number from 0 to 65535").default(3e3),
  DATABASE_URL: optionalText.pipe(
    z10.string().regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://").optional()
  ),
  DATA_DIR: z10.string().default("./data"),
  SESSION_SECRET: optionalText.pipe(z10.string().min(16, "must be at least 16 characters").optional()),
  PUBLIC_URL: optionalText.pipe(z10.url("must be a full URL such as https://formaconcretegta.ca").optional()),
  SMTP_URL: optionalText.pipe(
    z10.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://").optional()
  ),
  MAIL_FROM: z10.string().default(`${business.name} <${business.email}>`),
  BUSINESS_EMAIL: z10.email().default(business.email),
  ETRANSFER_EMAIL: optionalText.pipe(z10.email("must be an e-mail address").optional()),
  REMINDERS: z10.enum(["on", "off"], { error: 'must be "on" or "off"' }).default("on"),
  ADMIN_EMAIL: optionalText.pipe(z10.email("must be an e-mail address").optional()),
  ADMIN_PASSWORD: optionalText.pipe(z10.string().min(8, "must be at least 8 characters").optional()),
  TRUST_PROXY: z10.string().default("false"),
  LOG_LEVEL: z10.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SIGNING_P12: optionalText,
  SIGNING_P12_PASSWORD: optionalText
}).refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
  message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
  path: ["ADMIN_PASSWORD"]
}).refine((env) => Boolean(env.SESSION_SECRET) || !env.DATABASE_URL, {
  message: "must be set when DATABASE_URL is set (every server sharing the database signs sessions with it)",
  path: ["SESSION_SECRET"]
}).refine((env) => Boolean(env.ADMIN_EMAIL) || !env.DATABASE_URL && !env.PUBLIC_URL?.startsWith("https:"), {
  message: "and ADMIN_PASSWORD must be set when DATABASE_URL is set or PUBLIC_URL is https (the demo admin's password is public)",
  path: ["ADMIN_EMAIL"]
});
var configVariableNames = Object.keys(envSchema.shape);
var ConfigError = class extends Error {
};
function parseTrustProxy(value) {
  if (value === "true") return true;
  if (value === "false" || value === "") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
function readConfig(env = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const values = parsed.data;
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    databaseUrl: values.DATABASE_URL,
    dataDir: path4.resolve(values.DATA_DIR),
    sessionSecret: values.SESSION_SECRET,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ""),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    businessEmail: values.BUSINESS_EMAIL,
    etransferEmail: values.ETRANSFER_EMAIL ?? values.BUSINESS_EMAIL,
    remindersEnabled: values.REMINDERS === "on",
    admin: values.ADMIN_EMAIL && values.ADMIN_PASSWORD ? { email: values.ADMIN_EMAIL, password: values.ADMIN_PASSWORD } : void 0,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    logLevel: values.LOG_LEVEL,
    signingP12: values.SIGNING_P12 ? path4.resolve(values.SIGNING_P12) : void 0,
    signingP12Password: values.SIGNING_P12_PASSWORD
  };
}

// server/services/signing-certificate.ts
var generatedSubject = { commonName: "Forma Concrete contract signing", organizationName: business.name };
var validityYears = 10;
function openP12(bytes, password) {
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(bytes).toString("binary")));
  const p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  const keyBag = p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag]?.[0];
  const key2 = keyBag?.key;
  if (!key2?.n) throw new Error("it holds no RSA private key");
  const certificates = (p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? []).map((bag) => bag.cert).filter((cert) => Boolean(cert));
  const certificate = certificates.find((cert) => {
    const publicKey = cert.publicKey;
    return publicKey.n?.compareTo(key2.n) === 0 && publicKey.e.compareTo(key2.e) === 0;
  });
  if (!certificate) throw new Error("it holds no certificate for its private key");
  return { key: key2, certificate, certificates };
}
var certificateDer = (certificate) => Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), "binary");
var fingerprintOf = (certificate) => createHash2("sha256").update(certificateDer(certificate)).digest("hex");
function describe2(opened, p12, password, source, location) {
  const certificatesBytes = opened.certificates.reduce((sum, cert) => sum + certificateDer(cert).length, 0);
  const keyBytes = Math.ceil(opened.key.n.bitLength() / 8);
  const commonName = opened.certificate.subject.getField("CN")?.value;
  return {
    p12,
    password,
    fingerprint: fingerprintOf(opened.certificate),
    certificateDer: new Uint8Array(certificateDer(opened.certificate)),
    commonName: typeof commonName === "string" ? commonName : business.name,
    // The CMS holds every certificate of the .p12, the signature and about 1 KB of structure.
    signatureLength: Math.ceil((certificatesBytes + keyBytes + 2048) / 1024) * 1024,
    source,
    location
  };
}
function generateSigningP12(password, now = /* @__PURE__ */ new Date()) {
  const pair = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" }
  });
  const key2 = forge.pki.privateKeyFromPem(pair.privateKey);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(pair.publicKey);
  certificate.serialNumber = `01${randomBytes4(15).toString("hex")}`;
  certificate.validity.notBefore = new Date(now.getTime() - 60 * 60 * 1e3);
  certificate.validity.notAfter = new Date(certificate.validity.notBefore);
  certificate.validity.notAfter.setUTCFullYear(certificate.validity.notBefore.getUTCFullYear() + validityYears);
  const subject = [
    { name: "commonName", value: generatedSubject.commonName },
    { name: "organizationName", value: generatedSubject.organizationName }
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: "basicConstraints", cA: false, critical: true },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true, critical: true },
    { name: "subjectKeyIdentifier" }
  ]);
  certificate.sign(key2, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key2, [certificate], password, {
    algorithm: "aes256",
    friendlyName: generatedSubject.commonName,
    generateLocalKeyId: true
  });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), "binary");
}
function createIfAbsent(file, data) {
  const aside = `${file}.${process.pid}.${randomBytes4(6).toString("hex")}.tmp`;
  fs4.writeFileSync(aside, data, { mode: 384, flag: "wx" });
  try {
    fs4.linkSync(aside, file);
  } catch (error) {
    const code = error.code;
    if (code === "EEXIST") return;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EXDEV") throw error;
    try {
      fs4.copyFileSync(aside, file, fs4.constants.COPYFILE_EXCL);
    } catch (copyError) {
      if (copyError.code !== "EEXIST") throw copyError;
    }
  } finally {
    fs4.rmSync(aside, { force: true });
  }
}
function loadGenerated(dataDir) {
  const p12File = path5.join(dataDir, "signing.p12");
  const passwordFile = `${p12File}.password`;
  fs4.mkdirSync(dataDir, { recursive: true });
  if (!fs4.existsSync(passwordFile)) createIfAbsent(passwordFile, `${randomBytes4(24).toString("base64url")}
`);
  const password = fs4.readFileSync(passwordFile, "utf8").trim();
  if (!fs4.existsSync(p12File)) createIfAbsent(p12File, generateSigningP12(password));
  const p12 = new Uint8Array(fs4.readFileSync(p12File));
  let opened;
  try {
    opened = openP12(p12, password);
  } catch (error) {
    throw new ConfigError(
      `The signing certificate ${p12File} cannot be opened with ${passwordFile} (${reason(error)}): restore both files, or set SIGNING_P12 and SIGNING_P12_PASSWORD`
    );
  }
  return describe2(opened, p12, password, "generated", p12File);
}
function loadConfigured(file, password) {
  let p12;
  try {
    p12 = new Uint8Array(fs4.readFileSync(file));
  } catch (error) {
    throw new ConfigError(`SIGNING_P12 cannot be read: ${file} (${error.code ?? reason(error)})`);
  }
  try {
    return describe2(openP12(p12, password), p12, password, "SIGNING_P12", file);
  } catch (error) {
    throw new ConfigError(`SIGNING_P12 ${file} cannot be opened with SIGNING_P12_PASSWORD: ${reason(error)}`);
  }
}
var memoryCertificate;
function loadInMemory() {
  if (!memoryCertificate) {
    const password = randomBytes4(24).toString("base64url");
    const p12 = generateSigningP12(password);
    memoryCertificate = describe2(openP12(p12, password), p12, password, "memory", "memory");
  }
  return memoryCertificate;
}
var reason = (error) => (error instanceof Error ? error.message : String(error)).split("\n")[0];
var active;
async function loadSigningCertificate(config2) {
  if (config2.signingP12) active = loadConfigured(config2.signingP12, config2.signingP12Password ?? "");
  else if (config2.dataDir === "memory://") active = loadInMemory();
  else active = loadGenerated(config2.dataDir);
  return active;
}
function activeSigningCertificate() {
  if (!active) throw new Error("No signing certificate is loaded: call loadSigningCertificate(config) at start-up (createApp does)");
  return active;
}

// server/services/contract-pdf.ts
var contractPdfFilename = (contractId) => `forma-contract-${contractId.slice(0, 8)}.pdf`;
var renders = 0;
var material = (certificate) => ({
  p12: certificate.p12,
  password: certificate.password,
  signatureLength: certificate.signatureLength,
  commonName: certificate.commonName
});
async function swatchImages(record, swatches) {
  const named = new Set(isChoiceRecord(record) ? (record.design?.entries ?? []).map((entry) => entry.swatchSha256) : []);
  const images = [];
  for (const bytes of swatches) {
    const sha256 = sha256Hex(bytes);
    if (!named.has(sha256) || images.some((image) => image.sha256 === sha256)) continue;
    const type = detectImageType(bytes);
    if (type === "image/jpeg") images.push({ sha256, bytes, format: "jpg" });
    else if (type === "image/png") images.push({ sha256, bytes, format: "png" });
    else {
      const png = await sharp(bytes).png().toBuffer().catch(() => null);
      if (png) images.push({ sha256, bytes: new Uint8Array(png), format: "png" });
    }
  }
  return images;
}
async function renderSignedContractPdf(record, signaturePng, businessSignaturePng = null, swatches = []) {
  if (!isRecordFormat(record.format)) throw new Error(`Not a contract record: format ${String(record.format)}`);
  if (sha256Hex(signaturePng) !== record.signer.signatureSha256) {
    throw new Error("The signature PNG is not the one the record names (its SHA-256 differs)");
  }
  const businessSha256 = record.businessSigner?.signature?.sha256 ?? null;
  if ((businessSignaturePng ? sha256Hex(businessSignaturePng) : null) !== businessSha256) {
    throw new Error("The business's signature PNG is not the one the record names");
  }
  const certificate = activeSigningCertificate();
  renders++;
  const images = await swatchImages(record, swatches);
  const { pdf, sha256 } = await runRenderJob({
    kind: "record",
    record,
    signaturePng,
    businessSignaturePng,
    swatches: images,
    signing: material(certificate)
  });
  return { pdf, sha256, certificateSha256: certificate.fingerprint };
}
async function renderLegacyContractPdf(input, signingTime) {
  const certificate = activeSigningCertificate();
  renders++;
  const { pdf, sha256 } = await runRenderJob({ kind: "legacy", input, signing: material(certificate), signingTime });
  return { pdf, sha256, certificateSha256: certificate.fingerprint };
}

// server/services/mail/templates/greeting-name.ts
var plainName = new RegExp("^\\p{L}[\\p{L}\\p{M}' -]*(?:\\.(?: \\p{L}[\\p{L}\\p{M}' -]*)?)*$", "u");
function greetingName(name2) {
  const trimmed = name2.trim().replace(/\s+/g, " ");
  if (trimmed.length === 0 || trimmed.length > 40) return null;
  return plainName.test(trimmed) ? trimmed : null;
}

// server/services/mail/templates/acknowledgements.ts
var hello = (name2) => {
  const plain = greetingName(name2);
  return plain ? `Hi ${plain},` : "Hello,";
};
var thanks = (name2) => {
  const plain = greetingName(name2);
  return plain ? `Thank you, ${plain}.` : "Thank you.";
};
var contactNote = note(`Need us sooner? Call ${business.phoneDisplay} (${hoursLine}) or simply reply to this e-mail.`);
function quoteRequestAcknowledgement(request) {
  return compose({
    subject: `We received your quote request - ${business.name}`,
    preheader: `${thanks(request.name)} We'll respond within ${promises.responseHours} hours.`,
    heading: "Thank you for your quote request",
    blocks: [
      paragraph(hello(request.name)),
      paragraph(
        `We received your request and we'll respond within ${promises.responseHours} hours (often sooner) with next steps or a detailed quote. Your request, as we have it:`
      ),
      details([
        ["Project type", request.projectType === "Both" ? "Both Services" : request.projectType],
        // A city typed as free text (any text is accepted) is not repeated; the address never is.
        ["City", isCityCode(request.city) ? cityLabel(request.city) : null],
        ["Approximate sq ft", request.sqFt],
        ["Timeline", timelineLabel(request.timeline)],
        ["Project details", request.message ? "Received" : null],
        ["Photos", request.photoUrls.length > 0 ? `${request.photoUrls.length} received` : null]
      ]),
      contactNote
    ]
  });
}
function estimateAcknowledgement(quote) {
  return compose({
    subject: `We received your estimate request - ${business.name}`,
    preheader: `${thanks(quote.clientName)} We'll respond within ${promises.responseHours} hours.`,
    heading: "Thank you for your estimate request",
    blocks: [
      paragraph(hello(quote.clientName)),
      paragraph(`We received your estimate request. We'll review your project and respond within ${promises.responseHours} hours.`),
      paragraph(
        "What happens next: you'll receive an e-mail with your detailed quote and a link to review it and sign the contract digitally. There is no obligation."
      ),
      contactNote
    ]
  });
}

// server/services/mail/templates/quote-link.ts
function quoteLinkEmail(quote, settings) {
  const link = quoteUrl(settings, quote.linkToken);
  const validUntil = formatLongDate(quote.validUntil);
  const money = quoteMoney(quote, { includeOptions: "offered" });
  const range = openRangeText(quote);
  const price = range ? range.replace(/^From/, "from") : cadAmount(quote.totalCents);
  return compose({
    subject: `Your ${business.name} quote: ${quote.workScope}, ${price}`,
    preheader: `${quote.workScope} at ${quote.projectAddress}: ${price}, valid until ${validUntil}.`,
    heading: "Your quote is ready",
    blocks: [
      paragraph(`Hi ${quote.clientName},`),
      paragraph(
        `Thank you for considering ${business.name}. Here is your quote. You can review it, accept or decline it, and sign the contract online from the link below.`
      ),
      ...quote.revision > 1 ? [paragraph("This is a revised quote: it replaces the one we sent before, whose link now leads here.")] : [],
      amounts(
        [
          ...money ? money.summary : [{ label: "Total", amount: cadAmount(quote.totalCents), headline: true }],
          { label: "Valid until", amount: validUntil }
        ],
        { boxed: true }
      ),
      button("Review your quote", link),
      ...hasPrice(quote) ? [paragraph("The quote is attached as a PDF for your records.")] : [],
      details([
        ["Quote number", quote.number],
        ["Work scope", quote.workScope],
        ["Project address", quote.projectAddress]
      ]),
      ...money ? [subheading("What the price includes"), itemLines(money.items), amounts(money.breakdown)] : [],
      ...quote.projectDetails.trim() ? [labelledText("Description", quote.projectDetails)] : [],
      note(
        `Payment: ${contractTerms.depositPercent}% deposit at signing, ${contractTerms.completionPercent}% on completion, by cash, cheque or e-transfer. Most projects are finished in ${promises.completionDays} days. Questions? Call us at ${business.phoneDisplay} or reply to this e-mail.`
      )
    ]
  });
}

// server/services/mail/templates/quote-reminders.ts
var priceOf = (quote) => (quote.lineItems && openRangeText({
  ...quote,
  lineItems: quote.lineItems,
  chosenOptionIds: quote.chosenOptionIds ?? []
})) ?? cadAmount(quote.totalCents);
var onlyReminderNote = `This is the only reminder we send about it. Questions? Call us at ${business.phoneDisplay} or reply to this e-mail.`;
function quoteFacts(quote) {
  return details([
    ["Work scope", quote.workScope],
    ["Project address", quote.projectAddress],
    ["Total", priceOf(quote)],
    ["Valid until", formatLongDate(quote.validUntil)]
  ]);
}
function unopenedReminderEmail(quote, settings) {
  return compose({
    subject: `Your ${business.name} quote is waiting: ${quote.workScope}`,
    preheader: `Your quote for ${quote.projectAddress} is ready to review, valid until ${formatLongDate(quote.validUntil)}.`,
    heading: "Your quote is waiting for you",
    blocks: [
      paragraph(`Hi ${quote.clientName},`),
      paragraph(
        "We sent you a quote a few days ago and wanted to make sure it reached you. You can review it, ask for changes, or accept it online."
      ),
      quoteFacts(quote),
      button("Review your quote", quoteUrl(settings, quote.linkToken)),
      note(onlyReminderNote)
    ]
  });
}
function expiringReminderEmail(quote, settings) {
  const validUntil = formatLongDate(quote.validUntil);
  return compose({
    subject: `Your ${business.name} quote expires on ${validUntil}`,
    preheader: `Your quote for ${quote.projectAddress} is valid until ${validUntil}.`,
    heading: "Your quote expires soon",
    blocks: [
      paragraph(`Hi ${quote.clientName},`),
      paragraph(
        `Your quote is valid until ${validUntil}. If you would like to go ahead, you can accept it online before then; if something should change, ask us from the same page and we will revise it.`
      ),
      quoteFacts(quote),
      button("Review your quote", quoteUrl(settings, quote.linkToken)),
      note(onlyReminderNote)
    ]
  });
}

// server/services/mail/templates/signed-contract.ts
function paymentRows(quote) {
  if (!quote.lineItems?.length) return [];
  const totals = quoteTotalsOf({ ...quote, lineItems: quote.lineItems });
  return [
    [`Deposit (${contractTerms.depositPercent}%)`, `${formatCents(totals.depositCents)} due at signing`],
    ["Balance", `${formatCents(totals.balanceCents)} on completion`]
  ];
}
function chosenRows(chosen) {
  if (!chosen) return [];
  return [...chosen.choices.map(({ title, label }) => [title, label]), ...chosen.design ? [["Design", chosen.design]] : []];
}
function summary({ contract, quote, link, chosen }) {
  return details([
    ["Work scope", quote.workScope],
    ...chosenRows(chosen),
    ["Contract price", `${cadAmount(quote.totalCents)}${quote.lineItems?.length ? `, ${salesTax.name} included` : ""}`],
    ...paymentRows(quote),
    ["Project address", contract.projectAddress],
    ["Signed by", `${contract.clientName} <${contract.clientEmail}>`],
    ["Signed", formatTorontoDateTime(contract.signedAt)],
    ["Quote number", link.number],
    ["SHA-256", contract.contractHash]
  ]);
}
function signedContractForClient(mail, settings) {
  const { contract, quote, link } = mail;
  return compose({
    subject: `Your signed contract with ${business.name}: ${quote.workScope}`,
    preheader: `Signed ${formatTorontoDateTime(contract.signedAt)}. Your copy of the contract is attached as a PDF.`,
    heading: "Your contract is signed",
    blocks: [
      paragraph(`Hi ${contract.clientName},`),
      paragraph(
        `Thank you for choosing ${business.name}. Your signed contract is attached to this e-mail as a PDF; please keep it for your records. We'll contact you shortly to schedule the work.`
      ),
      summary(mail),
      button("Download your signed contract", contractPdfUrl(settings, link.linkToken)),
      paragraph(
        `How to pay the deposit: by Interac e-Transfer to ${settings.etransferEmail} with the reference ${quoteReference(link)}, or by cash or cheque when we meet.`
      ),
      note(
        `Next steps: a ${contractTerms.depositPercent}% deposit is due at signing and the remaining ${contractTerms.completionPercent}% on completion, by cash, cheque or e-transfer. Under Ontario's Consumer Protection Act, 2002, you may cancel within 10 days of receiving this copy. Questions? Call ${business.phoneDisplay} or reply to this e-mail.`
      ),
      links([{ label: "Your confirmation page", href: confirmationUrl(settings, link.linkToken) }])
    ]
  });
}
function signedContractForBusiness(mail, settings) {
  const { contract, quote } = mail;
  return compose({
    subject: `Contract signed: ${contract.clientName}, ${quote.workScope}, ${cadAmount(quote.totalCents)}`,
    preheader: `${contract.clientName} signed the contract. The signed PDF is attached.`,
    heading: "A contract was signed",
    blocks: [
      paragraph(
        `${contract.clientName} signed the contract for quote ${mail.link.number}. The signed PDF, with its certificate page, is attached. Time to schedule the work and collect the deposit.`
      ),
      summary(mail),
      details([
        ["Client phone", contract.clientPhone],
        ["Signer IP", contract.signerIp ?? "Not recorded"]
      ]),
      button("Open this contract in the admin area", adminContractUrl(settings, contract.id))
    ]
  });
}

// server/services/mail/messages.ts
function queueQuoteLink(db, settings, quote) {
  const attachments = hasPrice(quote) ? [{ filename: quotePdfFilename(quote), contentType: "application/pdf", quoteId: quote.id, quoteVersion: quote.version }] : [];
  return queueEmail(db, { kind: "quote-link", to: quote.clientEmail, message: quoteLinkEmail(quote, settings), quoteId: quote.id, attachments });
}
function queueQuoteReminder(db, settings, quote, kind) {
  return queueEmail(db, {
    kind: kind === "unopened" ? "quote-reminder-unopened" : "quote-reminder-expiring",
    to: quote.clientEmail,
    message: kind === "unopened" ? unopenedReminderEmail(quote, settings) : expiringReminderEmail(quote, settings),
    quoteId: quote.id
  });
}
async function queueAcknowledgement(db, settings, email) {
  const limit = settings.acknowledgementLimit;
  if (limit && (await limit.limiter.hit(limit.rule, email.to, 1, db)).exceeded) return false;
  await queueEmail(db, email);
  return true;
}
async function queueQuoteRequestEmails(db, settings, request) {
  const acknowledged = await queueAcknowledgement(db, settings, {
    kind: "quote-request-ack",
    to: request.email,
    message: quoteRequestAcknowledgement(request)
  });
  await queueEmail(db, {
    kind: "lead-notice",
    to: settings.businessEmail,
    replyTo: request.email,
    message: newLeadNotice(request, settings, { acknowledged })
  });
}
async function queueEstimateEmails(db, settings, quote) {
  const acknowledged = await queueAcknowledgement(db, settings, {
    kind: "estimate-ack",
    to: quote.clientEmail,
    message: estimateAcknowledgement(quote),
    quoteId: quote.id
  });
  await queueEmail(db, {
    kind: "estimate-notice",
    to: settings.businessEmail,
    replyTo: quote.clientEmail,
    message: newEstimateNotice(quote, settings, { acknowledged }),
    quoteId: quote.id
  });
}
async function queueDecisionNotice(db, settings, quote) {
  const accepted = quote.status === "accepted";
  await queueEmail(db, {
    kind: accepted ? "quote-accepted-notice" : "quote-declined-notice",
    to: settings.businessEmail,
    replyTo: quote.clientEmail,
    message: accepted ? quoteAcceptedNotice(quote, settings) : quoteDeclinedNotice(quote, settings),
    quoteId: quote.id
  });
}
async function queueSignedContractEmails(db, settings, contract, quote, link, chosen) {
  const attachments = [{ filename: contractPdfFilename(contract.id), contentType: "application/pdf", contractId: contract.id }];
  const mail = { contract, quote, link: { number: link.number, linkToken: link.linkToken }, ...chosen ? { chosen } : {} };
  const common = { attachments, quoteId: contract.quoteId, contractId: contract.id };
  await queueEmail(db, { kind: "contract-signed-client", to: contract.clientEmail, message: signedContractForClient(mail, settings), ...common });
  await queueEmail(db, {
    kind: "contract-signed-business",
    to: settings.businessEmail,
    replyTo: contract.clientEmail,
    message: signedContractForBusiness(mail, settings),
    ...common
  });
}

// server/storage/quote-requests.ts
import { and as and7, asc as asc3, desc as desc5, eq as eq8, inArray as inArray2, sql as sql14 } from "drizzle-orm";
async function insertQuoteRequest(db, request, photos) {
  const [created] = await db.insert(quoteRequests).values(request).returning();
  if (photos.length === 0) return created;
  const urls = await insertUploads(db, { quoteRequestId: created.id }, photos);
  const [withPhotos] = await db.update(quoteRequests).set({ photoUrls: urls }).where(eq8(quoteRequests.id, created.id)).returning();
  return withPhotos;
}
async function listQuoteRequests(db) {
  return db.select().from(quoteRequests).orderBy(desc5(quoteRequests.createdAt));
}
async function findQuoteRequestForUpdate(db, id3) {
  if (!isUuid(id3)) return void 0;
  const [request] = await db.select().from(quoteRequests).where(eq8(quoteRequests.id, id3)).for("update");
  return request;
}
async function updateLead(db, id3, changes) {
  const [updated] = await db.update(quoteRequests).set({ ...changes, version: sql14`${quoteRequests.version} + 1` }).where(eq8(quoteRequests.id, id3)).returning();
  return updated;
}
async function listLeadContacts(db) {
  return db.select({
    id: quoteRequests.id,
    name: quoteRequests.name,
    email: quoteRequests.email,
    phone: quoteRequests.phone,
    createdAt: quoteRequests.createdAt
  }).from(quoteRequests).orderBy(desc5(quoteRequests.createdAt));
}
async function listLeadHistory(db, leadId) {
  return db.select({ id: events.id, type: events.type, at: events.at, data: events.data }).from(events).where(and7(eq8(events.quoteRequestId, leadId), inArray2(events.type, ["quote_request.status_changed", "quote_request.follow_up_changed"]))).orderBy(asc3(events.at), asc3(events.id));
}
async function listQuotesFromLeads(db, leadIds) {
  if (leadIds.length === 0) return [];
  return db.select({
    id: quotes.id,
    quoteRequestId: quotes.quoteRequestId,
    status: quotes.status,
    totalCents: quotes.totalCents,
    validUntil: quotes.validUntil,
    sentAt: quotes.sentAt,
    firstViewedAt: quotes.firstViewedAt,
    changesRequestedAt: quotes.changesRequestedAt,
    replacedBy: quotes.replacedBy,
    revision: quotes.revision,
    createdAt: quotes.createdAt,
    contractId: contracts.id
  }).from(quotes).leftJoin(contracts, eq8(contracts.quoteId, quotes.id)).where(inArray2(quotes.quoteRequestId, leadIds)).orderBy(asc3(quotes.createdAt));
}
async function listLeadNotes(db, leadIds) {
  if (leadIds.length === 0) return [];
  return db.select({ id: events.id, quoteRequestId: events.quoteRequestId, at: events.at, data: events.data }).from(events).where(and7(eq8(events.type, "quote_request.note"), inArray2(events.quoteRequestId, leadIds))).orderBy(asc3(events.at));
}
async function findLeadOfQuoteForUpdate(db, quoteId) {
  const [row] = await db.select({ lead: quoteRequests }).from(quotes).innerJoin(quoteRequests, eq8(quoteRequests.id, quotes.quoteRequestId)).where(eq8(quotes.id, quoteId)).for("update", { of: quoteRequests });
  return row?.lead;
}
async function findQuoteRequestById(db, id3) {
  if (!isUuid(id3)) return void 0;
  const [request] = await db.select().from(quoteRequests).where(eq8(quoteRequests.id, id3));
  return request;
}

// server/storage/lead-list.ts
import { and as and8, asc as asc4, count as count4, desc as desc6, eq as eq9, inArray as inArray3, isNotNull as isNotNull3, lte as lte3, sql as sql15 } from "drizzle-orm";
function citiesNamed(search) {
  const needle = search.toLowerCase();
  return cityChoices.filter((choice) => choice.label.toLowerCase().includes(needle)).map((choice) => choice.slug);
}
function leadListWhere({ stage, followUp, q, today }) {
  const conditions = [];
  if (stage === "open") conditions.push(inArray3(quoteRequests.status, [...openLeadStages]));
  else if (stage) conditions.push(eq9(quoteRequests.status, stage));
  if (followUp === "due") conditions.push(lte3(quoteRequests.followUpOn, today));
  if (followUp === "set") conditions.push(isNotNull3(quoteRequests.followUpOn));
  if (q) {
    const search = searchCondition(q, {
      text: [quoteRequests.name, quoteRequests.email, quoteRequests.city, quoteRequests.message],
      phone: [quoteRequests.phone]
    });
    const cities2 = citiesNamed(q);
    conditions.push(cities2.length > 0 ? sql15`(${search} or ${inArray3(quoteRequests.city, cities2)})` : search);
  }
  return conditions.length > 0 ? and8(...conditions) : void 0;
}
async function listLeadRows(db, filter, page) {
  const order2 = filter.followUp ? [asc4(quoteRequests.followUpOn), desc6(quoteRequests.createdAt), desc6(quoteRequests.id)] : [desc6(quoteRequests.createdAt), desc6(quoteRequests.id)];
  const query = db.select().from(quoteRequests).where(leadListWhere(filter)).orderBy(...order2);
  return page ? query.limit(page.limit).offset(page.offset) : query;
}
async function countLeadRows(db, filter) {
  const [row] = await db.select({ total: count4() }).from(quoteRequests).where(leadListWhere(filter));
  return row.total;
}
async function listEstimateRequests(db) {
  const rows = await db.select({ quote: quotes, contractId: contracts.id }).from(quotes).leftJoin(contracts, eq9(contracts.quoteId, quotes.id)).where(eq9(quotes.source, "estimate")).orderBy(desc6(quotes.createdAt));
  return rows.map((row) => ({ ...row.quote, hasContract: row.contractId !== null }));
}

// server/services/lead-groups.ts
function emailKey(email) {
  const key2 = email.trim().toLowerCase();
  return key2 === "" ? null : key2;
}
function phoneKey(phone) {
  const digits = phone.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return national.length >= 7 ? national : null;
}
function relatedLeadIds(leads) {
  const parent = new Map(leads.map((lead) => [lead.id, lead.id]));
  const find = (id3) => {
    let root2 = id3;
    while (parent.get(root2) !== root2) root2 = parent.get(root2);
    parent.set(id3, root2);
    return root2;
  };
  const firstWithKey = /* @__PURE__ */ new Map();
  for (const lead of leads) {
    for (const [kind, key2] of [
      ["email", emailKey(lead.email)],
      ["phone", phoneKey(lead.phone)]
    ]) {
      if (!key2) continue;
      const keyed = `${kind}:${key2}`;
      const other = firstWithKey.get(keyed);
      if (other) parent.set(find(lead.id), find(other));
      else firstWithKey.set(keyed, lead.id);
    }
  }
  const groups = /* @__PURE__ */ new Map();
  for (const lead of leads) {
    const root2 = find(lead.id);
    groups.set(root2, [...groups.get(root2) ?? [], lead.id]);
  }
  return new Map(leads.map((lead) => [lead.id, groups.get(find(lead.id)).filter((id3) => id3 !== lead.id)]));
}

// server/services/photos/formats.ts
import sharp2 from "sharp";
var heifSuffixes = sharp2.format.heif.input.fileSuffix ?? [];
var readsHeic = sharp2.format.heif.input.buffer && heifSuffixes.includes(".heic");
var readsAvif = sharp2.format.heif.input.buffer && heifSuffixes.includes(".avif");
var acceptedFormats = readsHeic ? "JPG, PNG, WebP, GIF or HEIC" : "JPG, PNG, WebP or GIF";
function canDecode(contentType) {
  if (contentType === "image/heic") return readsHeic;
  if (contentType === "image/avif") return readsAvif;
  return ["image/jpeg", "image/png", "image/webp", "image/gif"].includes(contentType);
}

// server/services/photos/process-photo.ts
import sharp3 from "sharp";

// server/services/photos/limits.ts
var photoLimits = {
  /**
   * Larger images are refused before they are decoded (an "image bomb" is a small file that declares
   * a huge canvas). 50 MP leaves room for 48 MP phone cameras; 200 MP modes exceed the 10 MB file limit anyway.
   */
  maxInputPixels: 5e7,
  /** The longest side stored: enough to zoom into a crack on a driveway, a tenth of a raw photo's bytes. */
  maxLongSide: 2560,
  thumbnailLongSide: 360,
  jpegQuality: 82,
  webpQuality: 82,
  thumbnailQuality: 70
};

// server/services/photos/process-photo.ts
var unreadable = (filename) => {
  const message = `${filename} could not be read as a photo. Please upload ${acceptedFormats} photos.`;
  return badRequest("PHOTO_NOT_IMAGE", message, { photos: message });
};
var tooManyPixels = (filename) => {
  const message = `${filename} has too many pixels (at most ${photoLimits.maxInputPixels / 1e6} megapixels). Please send a smaller version.`;
  return badRequest("PHOTO_TOO_MANY_PIXELS", message, { photos: message });
};
var refusalFor = (error, filename) => error instanceof Error && /pixel limit/i.test(error.message) ? tooManyPixels(filename) : unreadable(filename);
function decode(bytes) {
  return sharp3(bytes, { limitInputPixels: photoLimits.maxInputPixels, failOn: "error" });
}
async function processPhoto(filename, bytes) {
  let header;
  try {
    header = await decode(bytes).metadata();
  } catch (error) {
    throw refusalFor(error, filename);
  }
  if (!header.width || !header.height) throw unreadable(filename);
  if (header.width * header.height > photoLimits.maxInputPixels) throw tooManyPixels(filename);
  const side = photoLimits.maxLongSide;
  try {
    const upright = decode(bytes).rotate().resize({ width: side, height: side, fit: "inside", withoutEnlargement: true });
    const encoded = header.hasAlpha ? upright.webp({ quality: photoLimits.webpQuality }) : upright.jpeg({ quality: photoLimits.jpegQuality, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    const thumb = photoLimits.thumbnailLongSide;
    const thumbnail = await sharp3(data).resize({ width: thumb, height: thumb, fit: "inside", withoutEnlargement: true }).webp({ quality: photoLimits.thumbnailQuality }).toBuffer();
    return { contentType: header.hasAlpha ? "image/webp" : "image/jpeg", data, width: info.width, height: info.height, thumbnail };
  } catch (error) {
    throw refusalFor(error, filename);
  }
}

// server/services/photos/queue.ts
import os2 from "node:os";
import sharp4 from "sharp";
function createJobQueue(concurrency) {
  let running = 0;
  const waiting = [];
  return {
    async run(job) {
      if (running < concurrency) running++;
      else await new Promise((resolve) => waiting.push(resolve));
      try {
        return await job();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    get size() {
      return { running, waiting: waiting.length };
    }
  };
}
function photoConcurrency(cores = os2.availableParallelism(), threadsPerJob = sharp4.concurrency()) {
  return Math.max(1, Math.min(2, Math.floor(cores / (2 * Math.max(1, threadsPerJob)))));
}
var photoJobs = createJobQueue(photoConcurrency());

// server/services/photos/prepare.ts
var megabytes = (bytes) => Math.round(bytes / (1024 * 1024));
function safeFilename(name2) {
  const base = name2.split(/[\\/]/).pop() ?? "";
  const cleaned = base.replace(/[^\w.\- ]+/g, "_").slice(0, 120).trim();
  return cleaned || "photo";
}
function renamed(filename, contentType) {
  const stem = filename.replace(/\.[^.]*$/, "") || "photo";
  return `${stem}.${contentType === "image/webp" ? "webp" : "jpg"}`;
}
function checkPhotos(photos) {
  if (photos.length > uploadLimits.maxFiles) {
    const message = `Please send at most ${uploadLimits.maxFiles} photos.`;
    throw badRequest("TOO_MANY_PHOTOS", message, { photos: message });
  }
  const total = photos.reduce((sum, photo) => sum + photo.bytes.length, 0);
  if (total > uploadLimits.maxTotalBytes) {
    const message = `Photos can be at most ${megabytes(uploadLimits.maxTotalBytes)}MB in total.`;
    throw payloadTooLarge("PHOTOS_TOO_LARGE", message, { photos: message });
  }
  return photos.map((photo) => {
    const filename = safeFilename(photo.originalName);
    if (photo.bytes.length > uploadLimits.maxFileBytes) {
      const message = `${filename} is larger than ${megabytes(uploadLimits.maxFileBytes)}MB.`;
      throw payloadTooLarge("PHOTOS_TOO_LARGE", message, { photos: message });
    }
    const contentType = detectImageType(photo.bytes);
    if (!contentType) {
      const message = `${filename} is not an image. Please upload ${acceptedFormats} photos.`;
      throw badRequest("PHOTO_NOT_IMAGE", message, { photos: message });
    }
    if (!canDecode(contentType)) {
      const kind = contentType === "image/heic" ? "a HEIC photo" : `an ${contentType.slice("image/".length).toUpperCase()} image`;
      const message = `${filename} is ${kind}, which we cannot open. Please upload ${acceptedFormats} photos.`;
      throw badRequest("PHOTO_NOT_IMAGE", message, { photos: message });
    }
    return { filename, bytes: photo.bytes };
  });
}
async function preparePhotos(photos) {
  const prepared2 = [];
  for (const photo of checkPhotos(photos)) {
    const processed = await photoJobs.run(() => processPhoto(photo.filename, photo.bytes));
    prepared2.push({ filename: renamed(photo.filename, processed.contentType), ...processed });
  }
  return prepared2;
}

// server/services/quote-requests.ts
var quoteRequestNotFound = () => notFound("QUOTE_REQUEST_NOT_FOUND", "Quote request not found");
async function submitQuoteRequest(db, mail, request, photos, context) {
  const prepared2 = await preparePhotos(photos);
  return keepPhotoFiles(
    db,
    prepared2,
    (uploads2) => db.transaction(async (tx) => {
      const created = await insertQuoteRequest(tx, request, uploads2);
      await recordEvent(tx, { type: "quote_request.created", quoteRequestId: created.id, data: { photos: uploads2.length } }, context);
      await queueQuoteRequestEmails(tx, mail, created);
      return created;
    })
  );
}
async function changeStatus(tx, lead, status, context, facts) {
  if (lead.status === status && !facts.changes) return lead;
  const updated = await updateLead(tx, lead.id, { status, stageChangedAt: facts.at, ...facts.changes });
  await recordEvent(
    tx,
    {
      type: "quote_request.status_changed",
      quoteRequestId: lead.id,
      data: { from: lead.status, to: status, by: facts.by, ...facts.quoteId ? { quoteId: facts.quoteId } : {}, ...facts.detail }
    },
    context
  );
  return updated;
}
async function lockLeadToQuote(tx, id3) {
  if (!await findQuoteRequestForUpdate(tx, id3)) throw quoteRequestNotFound();
}
async function markLeadQuoted(tx, id3, quoteId, context, now) {
  const lead = await findQuoteRequestForUpdate(tx, id3);
  if (!lead) throw quoteRequestNotFound();
  if (lead.status === "won" || lead.status === "quoted") return;
  await changeStatus(tx, lead, "quoted", context, { by: automaticChange, at: now, quoteId });
}
var automaticChange = "automatic";
async function markLeadWon(tx, quoteId, context, now) {
  const lead = await findLeadOfQuoteForUpdate(tx, quoteId);
  if (!lead || lead.status === "won") return;
  await changeStatus(tx, lead, "won", context, { by: automaticChange, at: now, quoteId, changes: { followUpOn: null } });
}
function groupBy(items, key2) {
  const groups = /* @__PURE__ */ new Map();
  for (const item of items) groups.set(key2(item), [...groups.get(key2(item)) ?? [], item]);
  return groups;
}
async function withLeadRecords(db, requests, now) {
  const ids = requests.map((request) => request.id);
  const [quoteRows, noteRows, contacts] = await Promise.all([listQuotesFromLeads(db, ids), listLeadNotes(db, ids), listLeadContacts(db)]);
  const quotesByLead = groupBy(quoteRows, (quote) => quote.quoteRequestId);
  const notesByLead = groupBy(noteRows, (note3) => note3.quoteRequestId);
  const related = relatedLeadIds(contacts);
  const byId = new Map(contacts.map((contact) => [contact.id, contact]));
  return requests.map((request) => ({
    ...request,
    quotes: (quotesByLead.get(request.id) ?? []).map((quote) => ({
      id: quote.id,
      stage: quoteStage(quote, { exists: quote.contractId !== null }, now),
      totalCost: centsToTotalCost(quote.totalCents),
      revision: quote.revision,
      createdAt: quote.createdAt
    })),
    notes: (notesByLead.get(request.id) ?? []).map((note3) => ({ id: note3.id, text: String(note3.data.text ?? ""), at: note3.at })),
    related: (related.get(request.id) ?? []).map((id3) => {
      const other = byId.get(id3);
      return { id: id3, name: other.name, createdAt: other.createdAt };
    })
  }));
}
async function listLeads(db, query, now) {
  const filter = { stage: query.stage, followUp: query.followUp, q: query.q, today: torontoDate(now) };
  const page = query.paged ? { offset: (query.page - 1) * query.pageSize, limit: query.pageSize } : void 0;
  const [rows, total] = await Promise.all([listLeadRows(db, filter, page), page ? countLeadRows(db, filter) : void 0]);
  const leads = await withLeadRecords(db, rows, now);
  return page ? { quoteRequests: leads, total: total ?? 0, page: query.page, pageSize: query.pageSize } : { quoteRequests: leads, total: leads.length, page: 1, pageSize: Math.max(leads.length, 1) };
}

// server/services/quote-views.ts
function totalsOf(quote) {
  return quote.lineItems.length > 0 ? quoteTotalsOf(quote) : null;
}
function toQuoteView(quote, options) {
  const { estimateAnswers, photoUrls, quoteRequestId, ...rest } = quote;
  return {
    ...rest,
    ...options.forAdmin ? { estimateAnswers, photoUrls, quoteRequestId } : {},
    totalCost: centsToTotalCost(quote.totalCents),
    expired: isExpired(quote.validUntil, options.now),
    totals: totalsOf(quote),
    totalRange: quote.lineItems.length > 0 ? quoteTotalRangeOf(quote) : null
  };
}
var maxRevisionHops = 100;
async function currentRevision(db, quote) {
  let nextId = quote.replacedBy;
  let current;
  for (let hop = 0; nextId && hop < maxRevisionHops; hop++) {
    current = await findQuoteById(db, nextId) ?? current;
    nextId = current?.id === nextId ? current.replacedBy : null;
  }
  return current;
}
async function currentRevisionId(db, quote) {
  return (await currentRevision(db, quote))?.id ?? null;
}

// server/storage/design-catalogue.ts
import { and as and9, asc as asc5, eq as eq10, getTableColumns as getTableColumns2, inArray as inArray4, sql as sql16 } from "drizzle-orm";
var { swatch: _swatch, ...rowColumns } = getTableColumns2(designCatalogue);
async function listCatalogueEntries(db) {
  return db.select(rowColumns).from(designCatalogue).orderBy(asc5(designCatalogue.kind), asc5(designCatalogue.position), asc5(sql16`lower(${designCatalogue.name})`), asc5(designCatalogue.id));
}
async function lockCatalogueKind(db, kind) {
  await db.execute(sql16`select pg_advisory_xact_lock(hashtext(${`design_catalogue:${kind}`}))`);
}
async function countCatalogueEntries(db, kind) {
  const [row] = await db.select({ count: sql16`count(*)::int` }).from(designCatalogue).where(eq10(designCatalogue.kind, kind));
  return Number(row?.count ?? 0);
}
async function findCatalogueEntriesByIds(db, ids) {
  const valid = [...new Set(ids.filter(isUuid).map((id3) => id3.toLowerCase()))];
  if (valid.length === 0) return [];
  return db.select(rowColumns).from(designCatalogue).where(inArray4(designCatalogue.id, valid));
}
async function findCatalogueSwatch(db, id3) {
  if (!isUuid(id3)) return void 0;
  const [row] = await db.select({ bytes: designCatalogue.swatch, type: designCatalogue.swatchType, sha256: designCatalogue.swatchSha256 }).from(designCatalogue).where(and9(eq10(designCatalogue.id, id3), sql16`${designCatalogue.swatch} is not null`));
  return row?.bytes && row.type && row.sha256 ? { bytes: row.bytes, type: row.type, sha256: row.sha256 } : void 0;
}
async function findCatalogueSwatches(db, ids) {
  const valid = [...new Set(ids.filter(isUuid).map((id3) => id3.toLowerCase()))];
  const found = /* @__PURE__ */ new Map();
  if (valid.length === 0) return found;
  const rows = await db.select({ id: designCatalogue.id, bytes: designCatalogue.swatch, type: designCatalogue.swatchType, sha256: designCatalogue.swatchSha256 }).from(designCatalogue).where(inArray4(designCatalogue.id, valid));
  for (const row of rows) if (row.bytes && row.type && row.sha256) found.set(row.id, { bytes: row.bytes, type: row.type, sha256: row.sha256 });
  return found;
}
var swatchColumns = (swatch) => swatch === void 0 ? {} : swatch === null ? { swatch: null, swatchType: null, swatchSha256: null } : { swatch: swatch.bytes, swatchType: swatch.type, swatchSha256: swatch.sha256 };
async function insertCatalogueEntry(db, values) {
  const { swatch, ...rest } = values;
  const [row] = await db.insert(designCatalogue).values({ ...rest, ...swatchColumns(swatch) }).returning(rowColumns);
  return row;
}
async function updateCatalogueEntry(db, id3, values) {
  if (!isUuid(id3)) return void 0;
  const { swatch, ...rest } = values;
  const [row] = await db.update(designCatalogue).set({ ...rest, ...swatchColumns(swatch), updatedAt: sql16`now()` }).where(eq10(designCatalogue.id, id3)).returning(rowColumns);
  return row;
}

// server/services/quote-choices.ts
function refuseDanglingOptions(items, groups) {
  const offered = new Set(groups.flatMap((group) => group.options.map((option) => option.id)));
  const errors = {};
  items.forEach((item, index3) => {
    if (item.optionId && !offered.has(item.optionId)) errors[`lineItems.${index3}`] = choiceMessages.unknownOption(item);
    else if (item.requiresOptionId && !offered.has(item.requiresOptionId)) errors[`lineItems.${index3}`] = choiceMessages.addOnRequiresMissing(item);
  });
  const [first] = Object.values(errors);
  if (first) throw badRequest("VALIDATION_FAILED", first, errors);
}
function refuseIncompleteChoices(items, groups) {
  const problems = choiceGroupProblems(items, groups);
  if (problems.length === 0) return;
  const errors = {};
  for (const problem of problems) errors[problem.field] ??= problem.message;
  throw unprocessable("CHOICES_INCOMPLETE", problems[0].message, errors);
}
var designFields = {
  pattern: "patternId",
  base_colour: "baseColourId",
  release_colour: "releaseColourId",
  border: "borderId",
  sealer_finish: "sealerFinishId"
};
async function refuseDesignOutsideCatalogue(db, design, keptIds = /* @__PURE__ */ new Set()) {
  const references = designReferences(design);
  const entries = new Map(
    (await findCatalogueEntriesByIds(
      db,
      references.map((reference) => reference.id)
    )).map((entry) => [entry.id, entry])
  );
  for (const { id: id3, kind } of references) {
    const entry = entries.get(id3.toLowerCase());
    if (!entry || entry.kind !== kind || entry.retired && !keptIds.has(id3.toLowerCase())) {
      const message = designMessages.notInCatalogue(kind);
      throw unprocessable("DESIGN_INVALID", message, { [`design.${designFields[kind]}`]: message });
    }
  }
}
var designIds = (design) => new Set(design ? designReferences(design).map((reference) => reference.id.toLowerCase()) : []);
function sameDesign(a, b) {
  return a.patternId.toLowerCase() === b.patternId.toLowerCase() && a.baseColourId.toLowerCase() === b.baseColourId.toLowerCase() && a.baseMethod === b.baseMethod && a.releaseColourId.toLowerCase() === b.releaseColourId.toLowerCase() && (a.borderId ?? "").toLowerCase() === (b.borderId ?? "").toLowerCase() && (a.sealerFinishId ?? "").toLowerCase() === (b.sealerFinishId ?? "").toLowerCase();
}
var choiceLabels = (groups, chosenIds) => chosenOptionsOf(groups, chosenIds).map(({ group, option }) => `${group.title}: ${option.label}`);
async function checkAcceptedChoice(db, quote, chosenIds, design) {
  const chosenOptionIds = [...new Set(chosenIds)];
  const problem = choiceProblem(quote.lineItems, quote.choiceGroups, chosenOptionIds);
  if (problem) throw unprocessable("CHOICE_INVALID", problem.message, { [problem.field]: problem.message });
  if (!choiceNeedsDesign(quote.choiceGroups, chosenOptionIds)) return { chosenOptionIds };
  if (quote.design) {
    if (design) throw unprocessable("DESIGN_INVALID", designMessages.notByClient, { design: designMessages.notByClient });
    return { chosenOptionIds };
  }
  if (!quote.designByClient) throw unprocessable("DESIGN_REQUIRED", designMessages.notSetYet, { design: designMessages.notSetYet });
  if (!design) throw unprocessable("DESIGN_REQUIRED", designMessages.needed, { design: designMessages.needed });
  await refuseDesignOutsideCatalogue(db, design);
  return { chosenOptionIds, design: { ...design, selectedBy: "client" } };
}

// server/services/quotes.ts
var quoteNotFound = () => notFound("QUOTE_NOT_FOUND", "Quote not found");
var pastValidUntilMessage = "Valid until date cannot be in the past";
function refusePastValidUntil(validUntil, now) {
  if (validUntil !== void 0 && validUntil < torontoDate(now)) {
    throw badRequest("VALIDATION_FAILED", pastValidUntilMessage, { validUntil: pastValidUntilMessage });
  }
}
function discountColumns2(discount) {
  return {
    discountCents: discount?.kind === "amount" ? discount.cents : null,
    discountBasisPoints: discount?.kind === "percent" ? discount.basisPoints : null
  };
}
function checkedDiscount(lineItems, input) {
  const discount = input ? parseDiscount(input) : null;
  const problem = discountProblem(lineItems, discount);
  if (problem) throw badRequest("VALIDATION_FAILED", problem, { discount: problem });
  return discount;
}
function priceOf2(lineItems, discount, givenTotalCost, choiceGroups = []) {
  if (lineItems.length > 0) return { totalCents: quoteTotalRange(lineItems, choiceGroups, discount).lowCents };
  return givenTotalCost === void 0 ? {} : { totalCents: parseAmountCents(givenTotalCost) ?? 0 };
}
var ownerDesign = (design) => design ? { ...design, selectedBy: "owner" } : null;
async function revisionDesign(tx, design, revised) {
  if (!design) return null;
  if (revised?.design?.selectedBy === "client" && sameDesign(design, revised.design)) return null;
  await refuseDesignOutsideCatalogue(tx, design, designIds(revised?.design));
  return ownerDesign(design);
}
async function listQuoteViews(db, query, now) {
  const filter = { status: query.status, q: query.q, today: torontoDate(now) };
  const page = query.paged ? { offset: (query.page - 1) * query.pageSize, limit: query.pageSize } : void 0;
  const [rows, total] = await Promise.all([listQuotes(db, filter, page), page ? countQuotes(db, filter) : void 0]);
  const quotes2 = rows.map(({ hasContract: hasContract2, ...quote }) => ({
    ...toQuoteView(quote, { forAdmin: true, now }),
    stage: quoteStage(quote, { exists: hasContract2 }, now)
  }));
  return page ? { quotes: quotes2, total: total ?? 0, page: query.page, pageSize: query.pageSize } : { quotes: quotes2, total: quotes2.length, page: 1, pageSize: Math.max(quotes2.length, 1) };
}
async function emailQuoteLink(tx, mail, quote, context, now) {
  const email = await queueQuoteLink(tx, mail, quote);
  const sent = await markQuoteSent(tx, quote.id, now);
  await recordEvent(tx, { type: "quote.sent", quoteId: quote.id, data: { to: quote.clientEmail, emailId: email.id } }, context);
  return sent;
}
async function lockQuoteToRevise(tx, id3) {
  const quote = await findQuoteForUpdate(tx, id3);
  if (!quote) throw quoteNotFound();
  enforce(canRevise(quote));
  return quote;
}
async function createPricedQuote(db, mail, input, context, now) {
  const {
    quoteRequestId,
    revisionOf,
    lineItems = [],
    totalCost,
    discount: discountInput = null,
    send = true,
    choiceGroups = [],
    design,
    ...fields
  } = input;
  refusePastValidUntil(fields.validUntil, now);
  const discount = checkedDiscount(lineItems, discountInput);
  refuseDanglingOptions(lineItems, choiceGroups);
  if (send) refuseIncompleteChoices(lineItems, choiceGroups);
  return db.transaction(async (tx) => {
    const revised = revisionOf ? await lockQuoteToRevise(tx, revisionOf) : void 0;
    if (quoteRequestId) await lockLeadToQuote(tx, quoteRequestId);
    const quote = await insertQuote(
      tx,
      {
        ...fields,
        lineItems,
        choiceGroups,
        // A revision starts with no choice made (chosenOptionIds defaults to none).
        design: await revisionDesign(tx, design, revised),
        ...discountColumns2(discount),
        totalCents: priceOf2(lineItems, discount, totalCost, choiceGroups).totalCents ?? 0,
        status: "pending",
        source: "admin",
        revision: revised ? revised.revision + 1 : 1,
        revisionOf: revised?.id ?? null,
        remindersEnabled: revised?.remindersEnabled ?? true,
        // A revision of an estimate still shows the photos the client sent with it.
        photoUrls: revised?.photoUrls ?? [],
        quoteRequestId: quoteRequestId ?? revised?.quoteRequestId ?? null
      },
      now
    );
    const createdData = { source: "admin", ...quoteRequestId ? { quoteRequestId } : {}, ...revised ? { revisionOf: revised.id } : {} };
    await recordEvent(tx, { type: "quote.created", quoteId: quote.id, quoteRequestId, data: createdData }, context);
    if (revised) {
      await markQuoteReplaced(tx, revised.id, quote.id);
      await recordEvent(tx, { type: "quote.revised", quoteId: revised.id, data: { revisionId: quote.id } }, context);
    }
    if (quoteRequestId) await markLeadQuoted(tx, quoteRequestId, quote.id, context, now);
    return send && canSend(quote, now).allowed ? emailQuoteLink(tx, mail, quote, context, now) : quote;
  });
}
async function sendQuote(db, mail, id3, context, now) {
  return db.transaction(async (tx) => {
    const quote = await findQuoteForUpdate(tx, id3);
    if (!quote) throw quoteNotFound();
    enforce(canSend(quote, now));
    refuseIncompleteChoices(quote.lineItems, quote.choiceGroups);
    return emailQuoteLink(tx, mail, quote, context, now);
  });
}
async function quoteTimeline(db, id3) {
  if (!await findQuoteById(db, id3)) throw quoteNotFound();
  const rows = await listQuoteEvents(db, id3);
  return rows.flatMap(
    ({ id: eventId, type, at, data }) => (
      // The log's data was written by recordEvent, which takes each type's own shape (shared/audit-events.ts).
      isQuoteEventType(type) ? [{ id: eventId, type, at, data }] : []
    )
  );
}
async function createEstimateQuote(db, mail, input, photos, context, now) {
  const prepared2 = await preparePhotos(photos);
  return keepPhotoFiles(
    db,
    prepared2,
    (uploads2) => db.transaction(async (tx) => {
      const quote = await insertQuoteWithPhotos(
        tx,
        {
          ...input,
          estimateAnswers: input.estimateAnswers ?? null,
          totalCents: 0,
          validUntil: addDays(torontoDate(now), quoteValidity.estimateDays),
          status: "pending",
          source: "estimate"
        },
        uploads2,
        now
      );
      await recordEvent(tx, { type: "quote.created", quoteId: quote.id, data: { source: "estimate" } }, context);
      await queueEstimateEmails(tx, mail, quote);
      return quote;
    })
  );
}
var countsAsClientView = (quote) => !quote.firstViewedAt && quote.sentAt !== null && hasPrice(quote);
async function viewQuote(db, id3, options) {
  let quote = await findQuoteById(db, id3);
  if (!quote) throw quoteNotFound();
  if (options.recordView && countsAsClientView(quote) && await markQuoteFirstViewed(db, id3)) {
    await recordEvent(db, { type: "quote.viewed", quoteId: id3, data: {} }, options.context);
    quote = await findQuoteById(db, id3) ?? quote;
  }
  return completeQuoteView(db, quote, { forAdmin: options.forAdmin, now: options.now });
}
async function completeQuoteView(db, quote, options) {
  const contract = quote.status === "accepted" ? await findContractByQuoteId(db, quote.id) : void 0;
  const currentQuoteId = quote.replacedBy ? await currentRevisionId(db, quote) : null;
  return { ...toQuoteView(quote, options), contractId: contract?.id ?? null, currentQuoteId };
}
async function lockQuoteTheClientSaw(tx, id3, seenVersion, now) {
  const quote = await findQuoteForUpdate(tx, id3);
  if (!quote) throw quoteNotFound();
  enforce(canDecide(quote, now));
  enforce(isVersionSeen(quote, seenVersion));
  return quote;
}
async function decideQuote(db, mail, id3, decision, context, now) {
  return db.transaction(async (tx) => {
    const quote = await lockQuoteTheClientSaw(tx, id3, decision.version, now);
    const accepted = decision.status === "accepted" ? await checkAcceptedChoice(tx, quote, decision.options ?? [], decision.design) : void 0;
    const declineReason = decision.status === "rejected" ? decision.reason ?? null : null;
    const frozenPrice = accepted && quote.lineItems.length > 0 ? {
      chosenOptionIds: accepted.chosenOptionIds,
      totalCents: quoteTotals(quote.lineItems, accepted.chosenOptionIds, discountOf(quote)).totalCents
    } : {};
    const clientDesign = accepted?.design ? { design: accepted.design } : {};
    const updated = await setQuoteDecision(tx, id3, { status: decision.status, declineReason, ...frozenPrice, ...clientDesign });
    if (accepted) {
      const choices = choiceLabels(quote.choiceGroups, accepted.chosenOptionIds);
      await recordEvent(tx, { type: "quote.accepted", quoteId: id3, data: choices.length ? { choices } : {} }, context);
    } else await recordEvent(tx, { type: "quote.rejected", quoteId: id3, data: declineReason ? { reason: declineReason } : {} }, context);
    await queueDecisionNotice(tx, mail, updated);
    return toQuoteView(updated, { forAdmin: false, now });
  });
}
async function requestQuoteChanges(db, mail, limits, id3, request, context, now) {
  return db.transaction(async (tx) => {
    await lockQuoteTheClientSaw(tx, id3, request.version, now);
    const { limiter, rules } = limits;
    for (const [rule, subject] of [
      [rules.changeRequestsPerQuote, id3],
      [rules.changeRequestsPerAddress, context.ip ?? "unknown"]
    ]) {
      const state = await limiter.hit(rule, subject, 1, tx);
      if (state.exceeded) throw new RateLimitedError("CHANGE_REQUESTS_LIMITED", tooManyChangeRequestsMessage, state.retryAfterSeconds);
    }
    const updated = await setQuoteChangesRequested(tx, id3, now);
    await recordChangeRequest(tx, mail, updated, request.message, context, now);
    return toQuoteView(updated, { forAdmin: false, now });
  });
}
var tooManyChangeRequestsMessage = "We already have several change requests for this quote today and will be in touch. Please call us if it is urgent.";
async function switchQuoteReminders(db, id3, enabled, context, now) {
  return db.transaction(async (tx) => {
    const quote = await findQuoteForUpdate(tx, id3);
    if (!quote) throw quoteNotFound();
    const updated = quote.remindersEnabled === enabled ? quote : await setQuoteReminders(tx, id3, enabled);
    if (updated !== quote) await recordEvent(tx, { type: "quote.reminders_switched", quoteId: id3, data: { enabled } }, context);
    return toQuoteView(updated, { forAdmin: true, now });
  });
}
async function editQuote(db, id3, changes, context, now) {
  refusePastValidUntil(changes.validUntil, now);
  return db.transaction(async (tx) => {
    const existing = await findQuoteForUpdate(tx, id3);
    if (!existing) throw quoteNotFound();
    if (changes.design !== void 0 && await findContractByQuoteId(tx, id3)) throw conflict("DESIGN_LOCKED", designMessages.lockedAfterSigning);
    enforce(canEdit(existing));
    const { totalCost, lineItems, discount: discountInput, choiceGroups, design, ...rest } = changes;
    const items = lineItems ?? existing.lineItems;
    const groups = choiceGroups ?? existing.choiceGroups;
    refuseDanglingOptions(items, groups);
    if (existing.sentAt && (lineItems || choiceGroups)) refuseIncompleteChoices(items, groups);
    if (design) await refuseDesignOutsideCatalogue(tx, design, designIds(existing.design));
    const discount = checkedDiscount(items, discountInput === void 0 ? discountInputOf(discountOf(existing)) : discountInput);
    const updated = await updateQuote(tx, id3, {
      ...rest,
      ...lineItems ? { lineItems } : {},
      ...choiceGroups ? { choiceGroups } : {},
      ...design !== void 0 ? { design: ownerDesign(design) } : {},
      ...discountColumns2(discount),
      ...priceOf2(items, discount, totalCost, groups)
    });
    await recordEvent(tx, { type: "quote.updated", quoteId: id3, data: { fields: Object.keys(changes) } }, context);
    return toQuoteView(updated, { forAdmin: true, now });
  });
}

// server/services/client-links.ts
var linkReplacedMessage = `This link has been replaced by a newer one. Please use the link in our latest e-mail, or call us at ${business.phoneDisplay} (${business.email}).`;
var linkReplaced = () => gone("LINK_REPLACED", linkReplacedMessage);
async function resolveClientLink(db, token) {
  if (!isLinkTokenShape(token)) throw quoteNotFound();
  const key2 = isUuid(token) ? token.toLowerCase() : token;
  const quote = await findQuoteByLinkToken(db, key2);
  if (quote) return quote;
  if (await findRevokedLink(db, key2)) throw linkReplaced();
  if (isUuid(key2)) {
    const legacy = await resolveLegacyContractLink(db, key2);
    if (legacy) return legacy;
  }
  throw quoteNotFound();
}
async function resolveLegacyContractLink(db, contractId) {
  const quoteId = await findContractQuoteId(db, contractId);
  if (!quoteId) return void 0;
  const quote = await findQuoteById(db, quoteId);
  if (quote && quote.linkToken === quote.id) return quote;
  if (await findRevokedLink(db, quoteId)) throw linkReplaced();
  return void 0;
}
async function toClientQuote(db, quote, now) {
  const signed = quote.status === "accepted" && Boolean(await findContractByQuoteId(db, quote.id));
  const current = quote.replacedBy ? await currentRevision(db, quote) : void 0;
  return {
    ...toQuoteView(quote, { forAdmin: false, now }),
    replaced: quote.replacedBy !== null,
    signed,
    currentLinkToken: current?.linkToken ?? null
  };
}
async function viewClientQuote(db, token, context, now) {
  let quote = await resolveClientLink(db, token);
  if (countsAsClientView(quote) && await markQuoteFirstViewed(db, quote.id)) {
    await recordEvent(db, { type: "quote.viewed", quoteId: quote.id, data: {} }, context);
    quote = await findQuoteById(db, quote.id) ?? quote;
  }
  return toClientQuote(db, quote, now);
}
async function viewClientQuoteWithoutRecording(db, token, now) {
  if (!isLinkTokenShape(token)) return void 0;
  const quote = await findQuoteByLinkToken(db, token);
  if (!quote || countsAsClientView(quote)) return void 0;
  return toClientQuote(db, quote, now);
}
async function replaceClientLink(db, mail, id3, context, now) {
  return db.transaction(async (tx) => {
    const existing = await findQuoteForUpdate(tx, id3);
    if (!existing) throw quoteNotFound();
    let quote = await replaceLinkToken(tx, existing, newLinkToken());
    const emailed = canSend(quote, now).allowed && choiceGroupProblems(quote.lineItems, quote.choiceGroups).length === 0;
    if (emailed) quote = await emailQuoteLink(tx, mail, quote, context, now);
    await recordEvent(tx, { type: "quote.link_replaced", quoteId: id3, data: { emailed } }, context);
    return { quote, emailed };
  });
}

// server/routes/client-quote-read.ts
var clientQuotePath = /^\/api\/links\/([A-Za-z0-9_-]{20,64})(?:\?.*)?$/;
var hasBody = (req) => req.headers["transfer-encoding"] !== void 0 || req.headers["content-length"] !== void 0 && req.headers["content-length"] !== "0";
function clientQuoteRead(db, parts) {
  return (req, res, handOn) => {
    const match = req.method === "GET" && !carriesSessionCookie(req) && !hasBody(req) ? clientQuotePath.exec(req.url ?? "") : null;
    if (!match) return handOn();
    parts.logRequest(req, res);
    let handedOn = false;
    const handOnOnce = () => {
      if (handedOn || res.headersSent) return;
      handedOn = true;
      handOn();
    };
    viewClientQuoteWithoutRecording(db, match[1], parts.clock()).then((quote) => {
      if (!quote) return handOnOnce();
      res.setHeaders(parts.securityHeaders);
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("Vary", "Accept-Encoding");
      sendJson(req, res, parts.compress, JSON.stringify(z11.encode(clientQuoteAnswerSchema, { success: true, quote })));
    }).catch((error) => {
      const fault = databaseFault(error);
      if (fault && !handedOn && !res.headersSent) return sendDatabaseUnavailable(req, res, parts, fault, error);
      req.log.debug({ err: error }, "client quote read handed on after a failure");
      handOnOnce();
    });
  };
}
function sendJson(req, res, compress, text4) {
  const length = Buffer.byteLength(text4);
  const send = () => {
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.setHeader("Content-Length", length);
    res.end(text4);
  };
  if (length < compressionThresholdBytes) return send();
  compress(req, res, send);
}
function sendDatabaseUnavailable(req, res, parts, fault, error) {
  const requestId = requestIdOf(req);
  const body = { success: false, code: "DATABASE_UNAVAILABLE", message: fault.message, ...requestId ? { requestId } : {} };
  res.err = error instanceof Error ? error : new Error(String(error));
  res.statusCode = statusOf(body.code);
  res.setHeaders(parts.securityHeaders);
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Retry-After", String(databaseLimits.retryAfterSeconds));
  res.setHeader("Vary", "Accept-Encoding");
  sendJson(req, res, parts.compress, JSON.stringify(body));
}

// server/middleware/trusted-device.ts
import { createHmac, randomBytes as randomBytes5, timingSafeEqual as timingSafeEqual2 } from "node:crypto";
var cookieName = "forma.device";
var cookiePath = "/api/admin";
var lifetimeMs = 180 * 24 * 60 * 60 * 1e3;
function signature(secret, deviceId, email) {
  return createHmac("sha256", secret).update(`trusted-device|${deviceId}|${email.toLowerCase()}`).digest("base64url");
}
function readCookie(req, name2) {
  for (const part of (req.get("cookie") ?? "").split(";")) {
    const [key2, ...value] = part.trim().split("=");
    if (key2 === name2) return value.join("=");
  }
  return void 0;
}
function trustedDeviceId(req, secret, email) {
  const token = readCookie(req, cookieName);
  const match = token && /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, deviceId, given] = match;
  const expected = signature(secret, deviceId, email);
  return timingSafeEqual2(Buffer.from(given), Buffer.from(expected)) ? deviceId : null;
}
function rememberDevice(req, res, secret, email, secure) {
  const deviceId = trustedDeviceId(req, secret, email) ?? randomBytes5(16).toString("base64url");
  res.cookie(cookieName, `${deviceId}.${signature(secret, deviceId, email)}`, {
    httpOnly: true,
    sameSite: "strict",
    secure: secure || req.secure,
    path: cookiePath,
    maxAge: lifetimeMs
  });
}

// server/services/login-guard.ts
function loginCounters({ rules }, email, client) {
  const account = email.trim().toLowerCase();
  if (client.deviceId) return [[rules.loginPerClient, `${account}|device:${client.deviceId}`]];
  return [
    [rules.loginPerClient, `${account}|address:${client.address}`],
    [rules.loginPerAddress, client.address],
    [rules.loginPerAccount, account]
  ];
}
function createLoginGuard(limits) {
  const { limiter } = limits;
  const giveBack = (taken) => Promise.all(taken.map(([rule, subject]) => limiter.refund(rule, subject)));
  async function reserve(email, client) {
    const counters = loginCounters(limits, email, client);
    const taken = [];
    for (const [rule, subject] of counters) {
      const state = await limiter.reserve(rule, subject);
      if (state.exceeded) {
        await giveBack(taken);
        return { refused: state };
      }
      taken.push([rule, subject]);
    }
    const [[clientRule, clientSubject], ...brakes] = counters;
    return {
      attempt: {
        failed: async () => {
        },
        succeeded: async () => {
          await Promise.all([limiter.clear(clientRule, clientSubject), giveBack(brakes)]);
        },
        abandoned: async () => {
          await giveBack(counters);
        }
      }
    };
  }
  async function guard2(email, client, check3, isWrongPassword) {
    const reserved = await reserve(email, client);
    if ("refused" in reserved) return reserved;
    let result;
    try {
      result = await check3();
    } catch (error) {
      await (isWrongPassword(error) ? reserved.attempt.failed() : reserved.attempt.abandoned());
      throw error;
    }
    await reserved.attempt.succeeded();
    return { result };
  }
  return { reserve, guard: guard2 };
}

// server/routes/admin.ts
var callback = (run) => new Promise((resolve, reject) => run((error) => error ? reject(error) : resolve(void 0)));
async function startAdminSession(req, admin, now) {
  await callback((done) => req.session.regenerate(done));
  req.session.admin = { ...admin, signedInAt: now.getTime() };
  await callback((done) => req.session.save(done));
}
function adminRoutes({ db, config: config2, limits, sessionSecret }) {
  const guard2 = createLoginGuard(limits);
  const secureCookie = config2.publicUrl.startsWith("https:");
  return {
    login: async ({ req, res, body: { email, password }, context, now }) => {
      const client = { address: clientAddress(req), deviceId: trustedDeviceId(req, sessionSecret, email) };
      const attempt = await guard2.guard(email, client, () => signIn(db, config2, email, password, context), isInvalidCredentials);
      if ("refused" in attempt) throw refuse(res, attempt.refused, "Too many failed sign-in attempts. Please wait 15 minutes and try again.");
      const admin = attempt.result;
      await startAdminSession(req, admin, now);
      rememberDevice(req, res, sessionSecret, admin.email, secureCookie);
      return { success: true, message: "Welcome to the admin dashboard" };
    },
    logout: async ({ req, res, admin, context }) => {
      if (req.session) await callback((done) => req.session.destroy(done));
      if (admin) await recordSignOut(db, admin.email, context);
      res.clearCookie("forma.sid", { path: "/" });
      return { success: true, message: "Logged out" };
    },
    /**
     * A wrong current password counts against the same limits as a failed sign-in (a stolen session
     * cannot be used to guess the password), counted before the check like a sign-in, and a refused
     * attempt is not checked at all.
     */
    changePassword: async ({ req, res, body, admin, context, now }) => {
      const client = { address: clientAddress(req), deviceId: trustedDeviceId(req, sessionSecret, admin.email) };
      const attempt = await guard2.guard(admin.email, client, () => changePassword(db, config2, admin, body, context), isWrongCurrentPassword);
      if ("refused" in attempt) throw refuse(res, attempt.refused, "Too many wrong passwords. Please wait 15 minutes and try again.");
      await startAdminSession(req, attempt.result, now);
      return { success: true, message: "Password changed. Other devices are signed out." };
    },
    signOutEverywhere: async ({ req, res, admin, context }) => {
      await signOutEverywhere(db, admin, context);
      await callback((done) => req.session.destroy(done));
      res.clearCookie("forma.sid", { path: "/" });
      return { success: true, message: "Signed out everywhere" };
    },
    getSession: ({ admin }) => admin ? { success: true, authenticated: true, email: admin.email } : { success: true, authenticated: false },
    getLoginInfo: () => ({ success: true, demo: demoCredentials(config2) })
  };
}

// server/services/mail/admin-outbox.ts
function listStatus(email) {
  if (email.stored === "sent") return "sent";
  return email.lastError ? "failed" : "pending";
}
function toListItem(email) {
  const status = listStatus(email);
  return {
    id: email.id,
    kind: email.kind,
    to: email.to,
    subject: email.subject,
    status,
    attempts: email.attempts,
    lastError: email.lastError,
    createdAt: email.createdAt,
    sentAt: email.sentAt,
    nextAttemptAt: status === "sent" ? null : email.nextAttemptAt,
    quoteId: email.quoteId,
    contractId: email.contractId
  };
}
async function listOutgoingEmails(db, query) {
  const { rows, total } = await listEmailSummaries(db, query);
  return { emails: rows.map(toListItem), total };
}
async function sendEmailAgainNow(db, id3, now) {
  const due = await makeEmailDueNow(db, id3, now);
  if (due) return toListItem(due);
  const email = await findEmailSummary(db, id3);
  if (!email) throw notFound("EMAIL_NOT_FOUND", "E-mail not found");
  if (email.stored === "sent") throw conflict("EMAIL_ALREADY_SENT", "This e-mail was already sent.");
  throw conflict("EMAIL_BEING_SENT", "This e-mail is being sent right now.");
}

// server/services/mail/transport.ts
import path6 from "node:path";
import nodemailer from "nodemailer";
function outboxFolder(config2) {
  return path6.join(config2.dataDir, "outbox");
}
function mailDelivery(config2) {
  return config2.smtpUrl ? { mode: "smtp", folder: null } : { mode: "files", folder: outboxFolder(config2) };
}

// server/routes/admin-mail.ts
function adminMailRoutes({ db, config: config2 }) {
  return {
    listEmails: async ({ req }) => {
      const parsed = parseEmailListQuery(req.query);
      if (!parsed.ok) throw badRequest("VALIDATION_FAILED", Object.values(parsed.errors)[0], parsed.errors);
      const { emails: emails2, total } = await listOutgoingEmails(db, parsed.value);
      return { success: true, emails: emails2, total, page: parsed.value.page, pageSize: parsed.value.pageSize, delivery: mailDelivery(config2) };
    },
    retryEmail: async ({ params, now }) => ({ success: true, email: await sendEmailAgainNow(db, params.id, now) })
  };
}

// server/routes/assets.ts
import fs6 from "node:fs";
import path8 from "node:path";

// server/project-path.ts
import fs5 from "node:fs";
import path7 from "node:path";
import { fileURLToPath } from "node:url";
function findProjectRoot() {
  let dir = path7.dirname(fileURLToPath(import.meta.url));
  while (!fs5.existsSync(path7.join(dir, "package.json"))) {
    const parent = path7.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}
var root = findProjectRoot();
function projectPath(...segments) {
  return path7.join(root, ...segments);
}

// server/routes/assets.ts
var assetDirs = [projectPath("assets"), projectPath("dist", "images")];
var safeName = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/;
var imageTypes = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
  ".gif": "image/gif"
};
function assetRoutes() {
  return {
    getAsset: ({ res, params }) => {
      const file = params.file;
      const type = imageTypes[path8.extname(file).toLowerCase()];
      const fullPath = safeName.test(file) && !file.includes("..") && type ? assetDirs.map((dir) => path8.join(dir, file)).find((candidate) => fs6.statSync(candidate, { throwIfNoEntry: false })?.isFile()) : void 0;
      if (!fullPath || !type) throw notFound("ASSET_NOT_FOUND", "Asset not found");
      res.set({
        "Content-Type": type,
        "Cache-Control": "public, max-age=31536000, immutable",
        // An SVG opened directly must not run script.
        ...type === "image/svg+xml" ? { "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox" } : {}
      });
      return new Promise((resolve, reject) => {
        fs6.createReadStream(fullPath).on("error", reject).on("end", resolve).pipe(res);
      });
    }
  };
}

// server/services/contracts.ts
import { randomUUID as randomUUID3 } from "node:crypto";

// server/storage/contract-documents.ts
import { eq as eq11 } from "drizzle-orm";

// server/services/pdf/signature-reader.ts
import { createHash as createHash3 } from "node:crypto";
import forge2 from "node-forge";

// server/services/pdf/signature-dictionaries.ts
var key = Buffer.from("/ByteRange", "latin1");
var arrayWindow = 128;
var arrayPattern = /^[\0\t\n\f\r ]*\[[\0\t\n\f\r ]*(\d{1,10})[\0\t\n\f\r ]+(\d{1,10})[\0\t\n\f\r ]+(\d{1,10})[\0\t\n\f\r ]+(\d{1,10})[\0\t\n\f\r ]*\]/;
function isPdf(bytes) {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024)).includes("%PDF-", 0, "latin1");
}
function readByteRange(file, at) {
  const match = arrayPattern.exec(file.toString("latin1", at, Math.min(file.length, at + arrayWindow)));
  return match ? [Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4])] : null;
}
var isWhite = (byte) => byte === 0 || byte === 9 || byte === 10 || byte === 12 || byte === 13 || byte === 32;
var isHex = (byte) => byte >= 48 && byte <= 57 || byte >= 65 && byte <= 70 || byte >= 97 && byte <= 102;
function readContents(file, [start, length, second]) {
  const open = start + length;
  const close = second - 1;
  if (open >= close || second > file.length) return null;
  if (close - open - 1 > 2 * verifyLimits.maxSignatureBytes) return null;
  if (file[open] !== 60 || file[close] !== 62) return null;
  let digits = "";
  for (let index3 = open + 1; index3 < close; index3++) {
    const byte = file[index3];
    if (isHex(byte)) digits += String.fromCharCode(byte);
    else if (!isWhite(byte)) return null;
  }
  return Buffer.from(digits.length % 2 === 0 ? digits : `${digits}0`, "hex");
}
function findSignatureDictionaries(bytes) {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const dictionaries = [];
  let byteRanges = 0;
  for (let found = file.indexOf(key); found >= 0; found = file.indexOf(key, found + key.length)) {
    byteRanges += 1;
    if (byteRanges > verifyLimits.maxByteRanges) return { dictionaries, limitReached: "too-many-byte-ranges" };
    const byteRange = readByteRange(file, found + key.length);
    const contents = byteRange && readContents(file, byteRange);
    if (!byteRange || !contents) continue;
    if (dictionaries.length === verifyLimits.maxSignatures) return { dictionaries, limitReached: "too-many-signatures" };
    dictionaries.push({ byteRange, contents });
  }
  return { dictionaries, limitReached: null };
}

// server/services/pdf/signature-reader.ts
var oids = {
  signedData: "1.2.840.113549.1.7.2",
  messageDigest: "1.2.840.113549.1.9.4"
};
var fromDerPrefix = forge2.asn1.fromDer;
var children = (node) => node && Array.isArray(node.value) ? node.value : [];
var binary = (node) => node && typeof node.value === "string" ? node.value : "";
var oidOf = (node) => node ? forge2.asn1.derToOid(binary(node)) : "";
var der = (node) => Buffer.from(forge2.asn1.toDer(node).getBytes(), "binary");
var isContext = (node, tag) => node.tagClass === forge2.asn1.Class.CONTEXT_SPECIFIC && node.type === tag;
var serialHex = (node) => forge2.util.bytesToHex(binary(node)).replace(/^(00)+/, "");
var sha256Hex2 = (bytes) => createHash3("sha256").update(bytes).digest("hex");
function certificateSerial(certificateDer2) {
  const certificate = forge2.asn1.fromDer(forge2.util.createBuffer(certificateDer2.toString("binary")));
  const fields = children(children(certificate)[0]);
  return serialHex(fields[0] && isContext(fields[0], 0) ? fields[1] : fields[0]);
}
function readCms(contents) {
  try {
    const contentInfo = fromDerPrefix(forge2.util.createBuffer(contents.toString("binary")), { parseAllBytes: false, strict: false });
    const [contentType, wrapped] = children(contentInfo);
    if (oidOf(contentType) !== oids.signedData) return null;
    const signedData = children(children(wrapped)[0]);
    const certificates = children(signedData.find((node) => isContext(node, 0))).map(der);
    const signerInfo = children(signedData.at(-1))[0];
    const [, sid, digestAlgorithm, ...rest] = children(signerInfo);
    const signedAttributes = rest.find((node) => isContext(node, 0));
    const signature2 = rest.find((node) => node.tagClass === forge2.asn1.Class.UNIVERSAL && node.type === forge2.asn1.Type.OCTETSTRING);
    if (!sid || !digestAlgorithm || !signedAttributes || !signature2) return null;
    const messageDigest = children(signedAttributes).map((attribute) => children(attribute)).find(([type]) => oidOf(type) === oids.messageDigest)?.[1];
    const asSet = forge2.asn1.create(forge2.asn1.Class.UNIVERSAL, forge2.asn1.Type.SET, true, children(signedAttributes));
    return {
      certificates,
      signerSerial: serialHex(children(sid)[1]),
      digestAlgorithm: oidOf(children(digestAlgorithm)[0]),
      messageDigest: messageDigest ? Buffer.from(binary(children(messageDigest)[0]), "binary") : null,
      signedAttributes: der(asSet),
      signature: Buffer.from(binary(signature2), "binary")
    };
  } catch {
    return null;
  }
}
function signerFingerprintOf(bytes) {
  if (!isPdf(bytes)) return void 0;
  const [first] = findSignatureDictionaries(bytes).dictionaries;
  const cms = first && readCms(first.contents);
  const signer = cms?.certificates.find((certificate) => certificateSerial(certificate) === cms.signerSerial);
  return signer && sha256Hex2(signer);
}

// server/storage/contract-documents.ts
async function insertContractDocument(db, document) {
  const certificateSha256 = document.certificateSha256 ?? signerFingerprintOf(document.pdf);
  if (!certificateSha256) throw new Error(`The PDF of contract ${document.contractId} carries no digital signature`);
  const inserted = await db.insert(contractDocuments).values({ contractId: document.contractId, pdf: Buffer.from(document.pdf), sha256: document.sha256, certificateSha256 }).onConflictDoNothing({ target: contractDocuments.contractId }).returning({ contractId: contractDocuments.contractId });
  return inserted.length > 0;
}
async function findContractDocument(db, contractId) {
  if (!isUuid(contractId)) return void 0;
  const [document] = await db.select({ pdf: contractDocuments.pdf, sha256: contractDocuments.sha256 }).from(contractDocuments).where(eq11(contractDocuments.contractId, contractId));
  return document;
}
async function findContractDocumentHash(db, contractId) {
  if (!isUuid(contractId)) return void 0;
  const [document] = await db.select({ sha256: contractDocuments.sha256 }).from(contractDocuments).where(eq11(contractDocuments.contractId, contractId));
  return document?.sha256;
}
async function findContractByPdfHash(db, sha256) {
  const [found] = await db.select({
    contractId: contracts.id,
    quoteId: contracts.quoteId,
    signerName: contracts.clientName,
    signedAt: contracts.signedAt,
    certificateSha256: contractDocuments.certificateSha256
  }).from(contractDocuments).innerJoin(contracts, eq11(contracts.id, contractDocuments.contractId)).where(eq11(contractDocuments.sha256, sha256));
  return found;
}
async function listSigningCertificates(db) {
  const rows = await db.selectDistinct({ fingerprint: contractDocuments.certificateSha256 }).from(contractDocuments);
  return rows.map((row) => row.fingerprint);
}

// server/services/contract-document.ts
function snapshotQuote(quote) {
  const { id: id3, clientName, clientEmail, clientPhone, projectAddress, workScope, projectDetails, totalCents, validUntil, status, createdAt: createdAt3 } = quote;
  const { lineItems, chosenOptionIds, revision, discountCents: discountCents2, discountBasisPoints } = quote;
  return {
    id: id3,
    clientName,
    clientEmail,
    clientPhone,
    projectAddress,
    workScope,
    projectDetails,
    totalCost: centsToTotalCost(totalCents),
    totalCents,
    validUntil,
    status,
    createdAt: createdAt3,
    lineItems,
    chosenOptionIds,
    revision,
    discountCents: discountCents2,
    discountBasisPoints,
    ...quote.choiceGroups?.length ? { choiceGroups: quote.choiceGroups } : {},
    ...quote.design ? { design: quote.design } : {}
  };
}

// shared/contract-balance.ts
function contractTotalCents(quote) {
  const cents = quote.lineItems && quote.lineItems.length > 0 ? quoteTotalsOf({ ...quote, lineItems: quote.lineItems }).totalCents : quote.totalCents;
  return cents === 0 ? null : cents;
}
function paymentState(totalCents, collectedCents) {
  if (totalCents === null) return collectedCents > 0 ? "balance_due" : "deposit_due";
  if (collectedCents >= totalCents) return "paid_in_full";
  return collectedCents >= mulDivRoundHalfUp(totalCents, contractTerms.depositPercent, 100) ? "balance_due" : "deposit_due";
}
function contractBalance(totalCents, collectedCents) {
  return {
    totalCents,
    collectedCents,
    outstandingCents: totalCents === null ? null : Math.max(totalCents - collectedCents, 0),
    payment: paymentState(totalCents, collectedCents)
  };
}

// server/services/signature-image.ts
import { createHash as createHash4 } from "node:crypto";
import sharp5 from "sharp";
var pngPrefix = "data:image/png;base64,";
var base64Pattern = /^[A-Za-z0-9+/]+={0,2}$/;
var invalid = (message) => badRequest("SIGNATURE_INVALID", message, { signatureData: message });
var unreadable2 = () => invalid("The signature could not be read. Please clear the box and sign again.");
async function normaliseSignature(dataUrl) {
  const base64 = dataUrl.startsWith(pngPrefix) ? dataUrl.slice(pngPrefix.length) : "";
  if (Math.floor(base64.length * 3 / 4) > signatureLimits.maxBytes) {
    const message = `The signature image is too large (limit ${signatureLimits.maxBytes / 1024} KB).`;
    throw payloadTooLarge("SIGNATURE_TOO_LARGE", message, { signatureData: message });
  }
  const bytes = base64Pattern.test(base64) ? Buffer.from(base64, "base64") : Buffer.alloc(0);
  if (detectImageType(bytes) !== "image/png") throw invalid("The signature must be a PNG image");
  let header;
  try {
    header = await sharp5(bytes).metadata();
  } catch {
    throw unreadable2();
  }
  if (header.format !== "png" || !header.width || !header.height) throw invalid("The signature must be a PNG image");
  if (header.width * header.height > signatureLimits.maxPixels) {
    const message = `The signature image is too large (at most ${signatureLimits.maxPixels.toLocaleString("en-CA")} pixels).`;
    throw badRequest("SIGNATURE_TOO_MANY_PIXELS", message, { signatureData: message });
  }
  let png;
  let stats;
  try {
    const decode3 = () => sharp5(bytes, { limitInputPixels: signatureLimits.maxPixels, failOn: "error" });
    const [reencoded, paper] = await Promise.all([
      decode3().png({ compressionLevel: 9 }).toBuffer(),
      decode3().flatten({ background: "#ffffff" }).raw().toBuffer({ resolveWithObject: true })
    ]);
    png = reencoded;
    stats = await sharp5(paper.data, { raw: { width: paper.info.width, height: paper.info.height, channels: paper.info.channels } }).stats();
  } catch {
    throw unreadable2();
  }
  if (isBlank(stats)) throw invalid("The signature box is empty. Please sign before submitting.");
  return {
    png,
    dataUrl: `${pngPrefix}${png.toString("base64")}`,
    sha256: createHash4("sha256").update(png).digest("hex"),
    width: header.width,
    height: header.height
  };
}
function isBlank(onPaper) {
  return onPaper.channels.slice(0, 3).every((channel) => channel.min === channel.max);
}

// server/storage/contractor-signature.ts
import { eq as eq12 } from "drizzle-orm";
var rowId = "business";
async function findContractorSignature(db) {
  const [row] = await db.select().from(contractorSignature).where(eq12(contractorSignature.id, rowId));
  return row;
}
async function saveContractorSignature(db, values) {
  const [row] = await db.insert(contractorSignature).values({ id: rowId, ...values }).onConflictDoUpdate({ target: contractorSignature.id, set: values }).returning();
  return row;
}
async function deleteContractorSignature(db) {
  const removed = await db.delete(contractorSignature).where(eq12(contractorSignature.id, rowId)).returning({ id: contractorSignature.id });
  return removed.length > 0;
}

// server/services/contractor-signature.ts
var view = (row) => ({
  signerName: row.signerName,
  signatureData: row.signatureData,
  width: row.signatureWidth,
  height: row.signatureHeight,
  setBy: row.setBy,
  setAt: row.setAt
});
var signatureAnswer = (row) => ({
  success: true,
  signature: row ? view(row) : null,
  defaultSignerName: business.signatory.name
});
async function readContractorSignature(db) {
  return signatureAnswer(await findContractorSignature(db));
}
async function setContractorSignature(db, input, adminEmail, now) {
  const signature2 = await normaliseSignature(input.signatureData);
  const row = await saveContractorSignature(db, {
    signerName: input.signerName,
    signatureData: signature2.dataUrl,
    signatureSha256: signature2.sha256,
    signatureWidth: signature2.width,
    signatureHeight: signature2.height,
    setBy: adminEmail,
    setAt: now
  });
  return signatureAnswer(row);
}
async function removeContractorSignature(db) {
  await deleteContractorSignature(db);
  return signatureAnswer(void 0);
}
async function contractorSignatureForSigning(db) {
  const row = await findContractorSignature(db);
  if (!row) return null;
  return {
    facts: {
      signerName: row.signerName,
      sha256: row.signatureSha256,
      width: row.signatureWidth,
      height: row.signatureHeight,
      setBy: row.setBy,
      setAt: row.setAt
    },
    png: Buffer.from(row.signatureData.slice(row.signatureData.indexOf(",") + 1), "base64"),
    dataUrl: row.signatureData
  };
}

// server/services/contracts.ts
var contractNotFound = () => notFound("CONTRACT_NOT_FOUND", "Contract not found");
function isUniqueViolation(error) {
  for (let current = error; current; current = current.cause) {
    if (current.code === "23505") return true;
  }
  return false;
}
async function checkSignable(db, quote, seenVersion) {
  enforce(canSign(quote, { exists: Boolean(await findContractByQuoteId(db, quote.id)) }));
  enforce(isVersionSeen(quote, seenVersion));
}
function checkDesignSignable(quote, colourAcknowledged) {
  if (!choiceNeedsDesign(quote.choiceGroups ?? [], quote.chosenOptionIds)) return;
  if (!quote.design) throw unprocessable("DESIGN_REQUIRED", designMessages.needed);
  if (colourAcknowledged !== true)
    throw unprocessable("COLOUR_ACKNOWLEDGEMENT_REQUIRED", designMessages.acknowledge, { colourAcknowledged: designMessages.acknowledge });
}
async function designMaterial(db, quote) {
  if (!quote.design || !recordsDesign(quote)) return { catalogue: [], swatches: [] };
  const ids = designReferences(quote.design).map((reference) => reference.id);
  const [entries, swatches] = await Promise.all([findCatalogueEntriesByIds(db, ids), findCatalogueSwatches(db, ids)]);
  return { catalogue: entries, swatches: [...swatches.values()].map((swatch) => new Uint8Array(swatch.bytes)) };
}
async function signContract(db, mail, input, context, now) {
  const seen = await findQuoteById(db, input.quoteId);
  if (!seen) throw quoteNotFound();
  await checkSignable(db, seen, input.quoteVersion);
  checkDesignSignable(seen, input.colourAcknowledged);
  const signature2 = await normaliseSignature(input.signatureData);
  const business2 = await contractorSignatureForSigning(db);
  const contractId = randomUUID3();
  const contractDate = torontoDate(now);
  const design = await designMaterial(db, seen);
  const record = composeSigned(
    () => composeContractRecord({
      contractId,
      contractDate,
      quote: seen,
      signer: { name: input.clientName, email: input.clientEmail, phone: input.clientPhone, projectAddress: input.projectAddress },
      signature: signature2,
      signedAt: now,
      ip: context.ip,
      userAgent: context.userAgent,
      businessSignature: business2?.facts ?? null,
      catalogue: design.catalogue,
      colourAcknowledged: input.colourAcknowledged === true
    })
  );
  const frozen = freezeRecord(record);
  const document = await renderSignedContractPdf(record, signature2.png, business2?.png ?? null, design.swatches);
  try {
    return await db.transaction(async (tx) => {
      const quote = await findQuoteForUpdate(tx, input.quoteId);
      if (!quote) throw quoteNotFound();
      await checkSignable(tx, quote, input.quoteVersion);
      enforce(isVersionSeen(quote, seen.version));
      const contract = await insertContract(tx, {
        id: contractId,
        quoteId: quote.id,
        clientName: input.clientName,
        clientEmail: input.clientEmail,
        clientPhone: input.clientPhone,
        projectAddress: input.projectAddress,
        signatureData: signature2.dataUrl,
        agreementAccepted: input.agreementAccepted,
        contractDate,
        signedAt: now,
        contractText: frozen.text,
        contractHash: frozen.hash,
        quoteSnapshot: snapshotQuote(quote),
        signerIp: context.ip,
        signerUserAgent: context.userAgent,
        businessSignatureData: business2?.dataUrl ?? null
      });
      await insertContractDocument(tx, { contractId, pdf: document.pdf, sha256: document.sha256 });
      await recordEvent(tx, { type: "contract.signed", quoteId: quote.id, contractId, data: { hash: frozen.hash } }, context);
      await markLeadWon(tx, quote.id, context, now);
      await queueSignedContractEmails(tx, mail, contract, snapshotQuote(quote), quote, chosenSummaryOf(record));
      return contract;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("CONTRACT_EXISTS", contractExistsMessage);
    throw error;
  }
}
function composeSigned(compose2) {
  try {
    return compose2();
  } catch (error) {
    if (error instanceof MissingCatalogueEntryError) throw unprocessable("DESIGN_INVALID", designMessages.notInCatalogue(error.kind));
    throw error;
  }
}
var totalCostOf = (quoteTotalCents) => quoteTotalCents === null ? null : centsToTotalCost(quoteTotalCents);
async function listContracts(db, query = { paged: false, page: 1, pageSize: listPaging.defaultPageSize }) {
  const filter = { payment: query.payment, q: query.q };
  const page = query.paged ? { offset: (query.page - 1) * query.pageSize, limit: query.pageSize } : void 0;
  const [rows, total] = await Promise.all([listContractPage(db, filter, page), page ? countContracts(db, filter) : void 0]);
  const contracts2 = rows.map(({ lineItems, chosenOptionIds, discountCents: discountCents2, discountBasisPoints, collectedCents, quoteTotalCents, ...contract }) => ({
    ...contract,
    totalCost: totalCostOf(quoteTotalCents),
    ...contractBalance(
      contractTotalCents({ totalCents: quoteTotalCents, lineItems, chosenOptionIds, discountCents: discountCents2, discountBasisPoints }),
      collectedCents
    )
  }));
  return page ? { contracts: contracts2, total: total ?? 0, page: query.page, pageSize: query.pageSize } : { contracts: contracts2, total: contracts2.length, page: 1, pageSize: Math.max(contracts2.length, 1) };
}
async function findPublicContract(db, mail, id3, pdfUrl = adminContractPdfPath(id3)) {
  const contract = await findContractSummaryById(db, id3);
  if (!contract) throw contractNotFound();
  const { lineItems, chosenOptionIds, choiceGroups, discountCents: discountCents2, discountBasisPoints, quoteTotalCents, ...rest } = contract;
  const items = { lineItems: lineItems ?? [], chosenOptionIds: chosenOptionIds ?? [] };
  const totals = totalsOf({ ...items, discountCents: discountCents2, discountBasisPoints });
  const choices = chosenOptionsOf(choiceGroups ?? [], items.chosenOptionIds).map(({ group, option }) => ({
    title: group.title,
    label: option.label
  }));
  return {
    ...rest,
    totalCost: totalCostOf(quoteTotalCents),
    ...items,
    choices,
    discountCents: discountCents2,
    discountBasisPoints,
    totals,
    pdfUrl,
    payment: depositPayment(mail, contract.quoteNumber ?? "", totals ?? legacyTotals(quoteTotalCents))
  };
}
function legacyTotals(cents) {
  if (cents === null || cents === 0) return null;
  const depositCents = mulDivRoundHalfUp(cents, contractTerms.depositPercent, 100);
  return { depositCents, balanceCents: cents - depositCents };
}
function depositPayment(mail, quoteNumber, totals) {
  return {
    etransferEmail: mail.etransferEmail,
    reference: quoteReference({ number: quoteNumber }),
    depositCents: totals?.depositCents ?? null,
    balanceCents: totals?.balanceCents ?? null
  };
}

// server/services/signed-contract-pdf.ts
async function renderMissing(db, contract, now) {
  const record = parseFrozenRecord(contract.contractText);
  if (record) {
    const pngOf = (dataUrl) => Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
    const business2 = contract.businessSignatureData ? pngOf(contract.businessSignatureData) : null;
    return renderSignedContractPdf(record, pngOf(contract.signatureData), business2);
  }
  const quote = await findQuoteById(db, contract.quoteId);
  return renderLegacyContractPdf(
    {
      contract,
      quoteTimes: { sentAt: quote?.sentAt ?? null, viewedAt: quote?.firstViewedAt ?? null, acceptedAt: quote?.decidedAt ?? null }
    },
    now
  );
}
var RecentPdfs = class _RecentPdfs {
  entries = /* @__PURE__ */ new Map();
  bytes = 0;
  static budget = 32 * 1024 * 1024;
  get(contractId) {
    const entry = this.entries.get(contractId);
    if (entry) {
      this.entries.delete(contractId);
      this.entries.set(contractId, entry);
    }
    return entry;
  }
  set(contractId, entry) {
    if (this.entries.has(contractId) || entry.pdf.length > _RecentPdfs.budget) return;
    this.entries.set(contractId, entry);
    this.bytes += entry.pdf.length;
    for (const [oldest, { pdf }] of this.entries) {
      if (this.bytes <= _RecentPdfs.budget) break;
      this.entries.delete(oldest);
      this.bytes -= pdf.length;
    }
  }
};
var recentByDatabase = /* @__PURE__ */ new WeakMap();
var recentPdfs = (db) => {
  let recent2 = recentByDatabase.get(db);
  if (!recent2) recentByDatabase.set(db, recent2 = new RecentPdfs());
  return recent2;
};
async function loadSignedContractPdf(db, contractId, now) {
  let stored2 = recentPdfs(db).get(contractId) ?? await findContractDocument(db, contractId);
  if (!stored2) {
    const contract = await findContractById(db, contractId);
    if (!contract) return void 0;
    const rendered = await renderMissing(db, contract, now);
    await insertContractDocument(db, { contractId: contract.id, ...rendered });
    stored2 = await findContractDocument(db, contractId);
    if (!stored2) throw new Error(`The PDF of contract ${contractId} was stored but cannot be read back`);
  }
  recentPdfs(db).set(contractId, stored2);
  return { filename: contractPdfFilename(contractId), bytes: stored2.pdf, sha256: stored2.sha256 };
}
async function storedContractPdfHash(db, contractId) {
  return recentPdfs(db).get(contractId)?.sha256 ?? findContractDocumentHash(db, contractId);
}
function etagMatches(ifNoneMatch, sha256) {
  return ifNoneMatch.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value.replace(/^W\//, "") === `"${sha256}"`;
  });
}

// server/routes/list-query.ts
function parseListQuery(req, parse) {
  const parsed = parse(req.query);
  if (parsed.ok) return parsed.value;
  throw badRequest("VALIDATION_FAILED", Object.values(parsed.errors)[0], parsed.errors);
}

// server/routes/contracts.ts
function contractRoutes({ db, mail, publicWrites }) {
  return {
    /** The client signs through their link; the confirmation is then at the same link. */
    signContract: {
      before: [publicWrites],
      handle: async ({ params, body, context, now }) => {
        const { id: quoteId } = await resolveClientLink(db, params.token);
        await signContract(db, mail, { ...body, quoteId }, context, now);
        return { success: true, signed: true };
      }
    },
    /** The confirmation page: what was signed under this link (the schema decides which fields, and no id). */
    getClientContract: async ({ params }) => {
      const contract = await findContractByQuoteId(db, (await resolveClientLink(db, params.token)).id);
      if (!contract) throw contractNotFound();
      const found = await findPublicContract(db, mail, contract.id, contractPdfPath(params.token));
      return { success: true, contract: { ...found, quoteNumber: found.quoteNumber ?? "" } };
    },
    /** The signed PDF under the client's link, as the admin's copy below. */
    getClientContractPdf: async ({ req, res, params, now }) => {
      const contract = await findContractByQuoteId(db, (await resolveClientLink(db, params.token)).id);
      if (!contract) throw contractNotFound();
      await sendSignedPdf(db, req, res, contract.id, now);
    },
    /** Every contract, or with ?payment=&q=&page=&pageSize= one filtered page of them. */
    listContracts: async ({ req }) => ({ success: true, ...await listContracts(db, parseListQuery(req, parseContractListQuery)) }),
    /** The admin's read of one contract (the client reads theirs through their link). */
    getContract: async ({ params }) => ({ success: true, contract: await findPublicContract(db, mail, params.id) }),
    /**
     * The admin's copy of the signed PDF. Without a session, a contract id is accepted only as the
     * legacy link of a contract signed before link tokens (e-mailed as this address), while its quote's
     * link has not been replaced.
     */
    getContractPdf: async ({ req, res, params, admin, now }) => {
      const id3 = params.id;
      if (!admin) {
        const quote = await resolveClientLink(db, id3);
        if ((await findContractByQuoteId(db, quote.id))?.id !== id3.toLowerCase()) throw contractNotFound();
      }
      await sendSignedPdf(db, req, res, id3.toLowerCase(), now);
    }
  };
}
async function sendSignedPdf(db, req, res, id3, now) {
  const caching = { "Cache-Control": "private, max-age=31536000, immutable" };
  const ifNoneMatch = req.get("If-None-Match");
  if (ifNoneMatch) {
    const sha256 = await storedContractPdfHash(db, id3);
    if (sha256 && etagMatches(ifNoneMatch, sha256)) {
      res.status(304).set({ ...caching, ETag: `"${sha256}"` }).end();
      return;
    }
  }
  const pdf = await loadSignedContractPdf(db, id3, now);
  if (!pdf) throw contractNotFound();
  res.set({
    ...caching,
    ETag: `"${pdf.sha256}"`,
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${pdf.filename}"`,
    "Content-Length": String(pdf.bytes.length)
  });
  res.end(Buffer.from(pdf.bytes.buffer, pdf.bytes.byteOffset, pdf.bytes.byteLength));
}

// server/routes/contractor-signature.ts
function contractorSignatureRoutes({ db }) {
  return {
    getContractorSignature: () => readContractorSignature(db),
    setContractorSignature: ({ body, admin, now }) => setContractorSignature(db, body, admin.email, now),
    removeContractorSignature: () => removeContractorSignature(db)
  };
}

// server/middleware/swatch-upload.ts
import busboy2 from "busboy";

// shared/design-catalogue-entry.ts
import { z as z12 } from "zod/mini";
var maxCatalogueEntriesPerKind = 200;
var catalogueEntryLimits = { name: 80, maker: 40, code: 40 };
var megabytes2 = swatchLimits.maxBytes / (1024 * 1024);
var catalogueEntryMessages = {
  kind: "Choose a kind: pattern, base colour, release colour, border or sealer finish",
  name: "Please enter a name",
  nameTooLong: `Please keep the name under ${catalogueEntryLimits.name} characters`,
  maker: `Please keep the maker under ${catalogueEntryLimits.maker} characters`,
  code: `Please keep the code under ${catalogueEntryLimits.code} characters`,
  oneLine: "Please keep this on one line, without line breaks or special characters",
  retired: "Retired must be true or false",
  removeSwatch: "removeSwatch must be true or false",
  full: (kind) => `The catalogue holds at most ${maxCatalogueEntriesPerKind} entries of each kind. Retire one you no longer offer, or rename it, instead of adding a ${catalogueKindLabels[kind].toLowerCase()}.`,
  swatchTooLarge: `The swatch image can be at most ${megabytes2} MB. Please choose a smaller photo.`,
  swatchNotImage: "The swatch must be a JPEG, PNG, WebP or HEIC image.",
  swatchTooManyPixels: "The swatch image has too many pixels. Please choose a smaller photo.",
  swatchUnreadable: "The swatch image could not be read. Please choose another JPEG, PNG, WebP or HEIC image."
};
var controlCharacters6 = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
var oneLine3 = z12.refine((value) => !controlCharacters6.test(value), catalogueEntryMessages.oneLine);
var name = z12.string({ error: catalogueEntryMessages.name }).check(z12.trim(), oneLine3, z12.minLength(1, catalogueEntryMessages.name), z12.maxLength(catalogueEntryLimits.name, catalogueEntryMessages.nameTooLong));
var shortText = (limit, message) => z12._default(z12.string({ error: message }).check(z12.trim(), oneLine3, z12.maxLength(limit, message)), "");
var flag = (message) => z12.pipe(
  z12.transform((value) => value === "true" ? true : value === "false" ? false : value),
  z12.boolean({ error: message })
);
var catalogueEntrySchema = z12.object({
  kind: z12.enum(catalogueKinds, { error: catalogueEntryMessages.kind }),
  name,
  maker: shortText(catalogueEntryLimits.maker, catalogueEntryMessages.maker),
  code: shortText(catalogueEntryLimits.code, catalogueEntryMessages.code)
});
var catalogueEntryChangesSchema = z12.object({
  name: z12.optional(name),
  maker: z12.optional(
    z12.string({ error: catalogueEntryMessages.maker }).check(z12.trim(), oneLine3, z12.maxLength(catalogueEntryLimits.maker, catalogueEntryMessages.maker))
  ),
  code: z12.optional(
    z12.string({ error: catalogueEntryMessages.code }).check(z12.trim(), oneLine3, z12.maxLength(catalogueEntryLimits.code, catalogueEntryMessages.code))
  ),
  retired: z12.optional(flag(catalogueEntryMessages.retired)),
  /** Takes the swatch away (the entry then shows its name only); a new swatch file replaces it instead. */
  removeSwatch: z12.optional(flag(catalogueEntryMessages.removeSwatch))
});

// server/middleware/photo-upload.ts
import busboy from "busboy";
var photoField = "photos";
var fieldLimits = { fields: 30, fieldSize: 64 * 1024, fieldNameSize: 100, parts: 60 };
var multipartOverheadBytes = 1024 * 1024;
var discardLimits = { bytes: 64 * 1024 * 1024, ms: 3e4 };
var megabytes3 = (bytes) => Math.round(bytes / (1024 * 1024));
var refusal = (code, message) => new HttpError(code, message, { photos: message });
var uploadRefusals = {
  fileTooLarge: () => refusal("PHOTOS_TOO_LARGE", `Each photo can be at most ${megabytes3(uploadLimits.maxFileBytes)}MB.`),
  totalTooLarge: () => refusal("PHOTOS_TOO_LARGE", `Photos can be at most ${megabytes3(uploadLimits.maxTotalBytes)}MB in total.`),
  tooManyFiles: () => refusal("TOO_MANY_PHOTOS", `Please send at most ${uploadLimits.maxFiles} photos.`),
  wrongField: () => refusal("UPLOAD_MALFORMED", `Photos must be sent in the "${photoField}" field.`),
  tooManyParts: () => refusal("UPLOAD_MALFORMED", "The form has too many parts."),
  tooManyFields: () => refusal("UPLOAD_MALFORMED", "The form has too many fields."),
  fieldTooLong: () => refusal("PAYLOAD_TOO_LARGE", "A form field is too long."),
  fieldNameTooLong: () => refusal("UPLOAD_MALFORMED", "A form field name is too long."),
  malformed: () => new HttpError("UPLOAD_MALFORMED", "The uploaded form could not be read.")
};
var received = /* @__PURE__ */ new WeakMap();
function receivedPhotos(req) {
  return received.get(req) ?? [];
}
function discardRestOfBody(req) {
  if (req.complete || req.destroyed) return;
  if (req.res && !req.res.headersSent) req.res.setHeader("Connection", "keep-alive");
  let discarded = 0;
  const cutOff = () => {
    if (!req.complete) req.socket?.destroy();
  };
  const timer = setTimeout(cutOff, discardLimits.ms);
  timer.unref();
  req.on("data", (chunk) => {
    discarded += chunk.length;
    if (discarded > discardLimits.bytes) cutOff();
  });
  req.once("close", () => clearTimeout(timer));
  req.on("error", () => {
  });
  req.resume();
}
function readPhotoUpload(req, _res, next) {
  if (!req.is("multipart/form-data")) return next();
  const declaredLength = Number(req.get("content-length") ?? 0);
  if (declaredLength > uploadLimits.maxTotalBytes + multipartOverheadBytes) {
    discardRestOfBody(req);
    return next(uploadRefusals.totalTooLarge());
  }
  let parser;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: "utf8",
      limits: {
        fileSize: uploadLimits.maxFileBytes + 1,
        files: uploadLimits.maxFiles,
        fields: fieldLimits.fields,
        fieldSize: fieldLimits.fieldSize + 1,
        fieldNameSize: fieldLimits.fieldNameSize,
        parts: fieldLimits.parts + 1
      }
    });
  } catch {
    discardRestOfBody(req);
    return next(uploadRefusals.malformed());
  }
  const fields = /* @__PURE__ */ Object.create(null);
  let photos = [];
  const arriving = /* @__PURE__ */ new Set();
  let totalBytes = 0;
  let settled = false;
  const refuse3 = (error) => {
    if (settled) return;
    settled = true;
    req.unpipe(parser);
    parser.removeAllListeners();
    parser.on("error", () => {
    });
    setImmediate(() => parser.destroy());
    photos = [];
    for (const chunks of arriving) chunks.length = 0;
    arriving.clear();
    discardRestOfBody(req);
    next(error);
  };
  parser.on("file", (name2, stream, info) => {
    stream.on("error", () => refuse3(uploadRefusals.malformed()));
    if (name2 !== photoField) {
      stream.resume();
      return refuse3(uploadRefusals.wrongField());
    }
    const chunks = [];
    arriving.add(chunks);
    let size = 0;
    stream.on("data", (chunk) => {
      if (settled) return;
      size += chunk.length;
      totalBytes += chunk.length;
      if (size > uploadLimits.maxFileBytes) return refuse3(uploadRefusals.fileTooLarge());
      if (totalBytes > uploadLimits.maxTotalBytes) return refuse3(uploadRefusals.totalTooLarge());
      chunks.push(chunk);
    });
    stream.on("limit", () => refuse3(uploadRefusals.fileTooLarge()));
    stream.on("end", () => {
      if (settled) return;
      arriving.delete(chunks);
      if (size > 0 || info.filename) photos.push({ originalName: info.filename ?? "", bytes: Buffer.concat(chunks, size) });
    });
  });
  parser.on("field", (name2, value, info) => {
    if (info.nameTruncated) return refuse3(uploadRefusals.fieldNameTooLong());
    if (info.valueTruncated) return refuse3(uploadRefusals.fieldTooLong());
    fields[name2] = name2 in fields ? [fields[name2], value].flat() : value;
  });
  parser.on("filesLimit", () => refuse3(uploadRefusals.tooManyFiles()));
  parser.on("fieldsLimit", () => refuse3(uploadRefusals.tooManyFields()));
  parser.on("partsLimit", () => refuse3(uploadRefusals.tooManyParts()));
  parser.on("error", () => refuse3(uploadRefusals.malformed()));
  parser.on("finish", () => {
    if (settled) return;
    settled = true;
    req.body = fields;
    received.set(req, photos);
    next();
  });
  req.on("close", () => {
    if (!req.complete) refuse3(uploadRefusals.malformed());
  });
  req.on("error", () => {
  });
  req.pipe(parser);
}

// server/middleware/swatch-upload.ts
var swatchField = "swatch";
var fieldLimits2 = { fields: 10, fieldSize: 4 * 1024, fieldNameSize: 50, parts: 12 };
var multipartOverheadBytes2 = 64 * 1024;
var malformed = (message = "The form could not be read.") => new HttpError("UPLOAD_MALFORMED", message, { swatch: message });
var swatchTooLarge = () => payloadTooLarge("SWATCH_TOO_LARGE", catalogueEntryMessages.swatchTooLarge, { swatch: catalogueEntryMessages.swatchTooLarge });
var received2 = /* @__PURE__ */ new WeakMap();
function receivedSwatch(req) {
  return received2.get(req);
}
function readSwatchUpload(req, _res, next) {
  if (!req.is("multipart/form-data")) return next();
  if (Number(req.get("content-length") ?? 0) > swatchLimits.maxBytes + multipartOverheadBytes2) {
    discardRestOfBody(req);
    return next(swatchTooLarge());
  }
  let parser;
  try {
    parser = busboy2({
      headers: req.headers,
      defParamCharset: "utf8",
      // busboy reports a limit when it is reached; one more lets exactly the limit through.
      limits: {
        fileSize: swatchLimits.maxBytes + 1,
        files: 1,
        fields: fieldLimits2.fields,
        fieldSize: fieldLimits2.fieldSize + 1,
        fieldNameSize: fieldLimits2.fieldNameSize,
        parts: fieldLimits2.parts + 1
      }
    });
  } catch {
    discardRestOfBody(req);
    return next(malformed());
  }
  const fields = /* @__PURE__ */ Object.create(null);
  let chunks = [];
  let swatch;
  let settled = false;
  const refuse3 = (error) => {
    if (settled) return;
    settled = true;
    req.unpipe(parser);
    parser.removeAllListeners();
    parser.on("error", () => {
    });
    setImmediate(() => parser.destroy());
    chunks = [];
    discardRestOfBody(req);
    next(error);
  };
  parser.on("file", (name2, stream, info) => {
    stream.on("error", () => refuse3(malformed()));
    if (name2 !== swatchField) {
      stream.resume();
      return refuse3(malformed(`The image must be sent in the "${swatchField}" field.`));
    }
    let size = 0;
    stream.on("data", (chunk) => {
      if (settled) return;
      size += chunk.length;
      if (size > swatchLimits.maxBytes) return refuse3(swatchTooLarge());
      chunks.push(chunk);
    });
    stream.on("limit", () => refuse3(swatchTooLarge()));
    stream.on("end", () => {
      if (settled) return;
      if (size > 0 || info.filename) swatch = Buffer.concat(chunks, size);
      chunks = [];
    });
  });
  parser.on("field", (name2, value, info) => {
    if (info.nameTruncated || info.valueTruncated) return refuse3(malformed("A form field is too long."));
    fields[name2] = value;
  });
  parser.on("filesLimit", () => refuse3(malformed("Please send one swatch image.")));
  parser.on("fieldsLimit", () => refuse3(malformed("The form has too many fields.")));
  parser.on("partsLimit", () => refuse3(malformed("The form has too many parts.")));
  parser.on("error", () => refuse3(malformed()));
  parser.on("finish", () => {
    if (settled) return;
    settled = true;
    req.body = fields;
    if (swatch) received2.set(req, swatch);
    next();
  });
  req.on("close", () => {
    if (!req.complete) refuse3(malformed());
  });
  req.on("error", () => {
  });
  req.pipe(parser);
}

// server/services/swatch-image.ts
import { createHash as createHash5 } from "node:crypto";
import sharp6 from "sharp";
var swatchTypes = ["image/jpeg", "image/png", "image/webp", "image/heic"];
var refuse2 = (code, message) => badRequest(code, message, { swatch: message });
var notImage = () => refuse2("SWATCH_NOT_IMAGE", catalogueEntryMessages.swatchNotImage);
var unreadable3 = () => refuse2("SWATCH_NOT_IMAGE", catalogueEntryMessages.swatchUnreadable);
var tooManyPixels2 = () => refuse2("SWATCH_TOO_MANY_PIXELS", catalogueEntryMessages.swatchTooManyPixels);
var decode2 = (bytes) => sharp6(bytes, { limitInputPixels: photoLimits.maxInputPixels, failOn: "error" });
var refusalFor2 = (error) => error instanceof Error && /pixel limit/i.test(error.message) ? tooManyPixels2() : unreadable3();
async function prepareSwatch(bytes) {
  if (bytes.length > swatchLimits.maxBytes) {
    throw payloadTooLarge("SWATCH_TOO_LARGE", catalogueEntryMessages.swatchTooLarge, { swatch: catalogueEntryMessages.swatchTooLarge });
  }
  const type = detectImageType(bytes);
  if (!type || !swatchTypes.includes(type)) throw notImage();
  if (!canDecode(type)) {
    const message = "This server cannot open HEIC images. Please choose a JPEG, PNG or WebP image (on an iPhone: Settings, Camera, Formats, Most Compatible).";
    throw refuse2("SWATCH_NOT_IMAGE", message);
  }
  return photoJobs.run(() => reencode(bytes));
}
async function reencode(bytes) {
  let header;
  try {
    header = await decode2(bytes).metadata();
  } catch (error) {
    throw refusalFor2(error);
  }
  if (!header.width || !header.height) throw unreadable3();
  if (header.width * header.height > photoLimits.maxInputPixels) throw tooManyPixels2();
  const side = swatchLimits.storedPixels;
  try {
    const upright = () => decode2(bytes).rotate().resize({ width: side, height: side, fit: "inside", withoutEnlargement: true });
    const transparent = header.hasAlpha ? !(await upright().stats()).isOpaque : false;
    const encoded = transparent ? upright().png({ compressionLevel: 9 }) : upright().flatten({ background: "#ffffff" }).jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      type: transparent ? "image/png" : "image/jpeg",
      sha256: createHash5("sha256").update(data).digest("hex"),
      width: info.width,
      height: info.height
    };
  } catch (error) {
    throw refusalFor2(error);
  }
}

// server/services/design-catalogue.ts
var catalogueEntryNotFound = () => notFound("CATALOGUE_ENTRY_NOT_FOUND", "That entry is not in the design catalogue");
var swatchVersionLength = 12;
function swatchUrl(id3, sha256) {
  return `/api/design-swatches/${id3}?v=${sha256.slice(0, swatchVersionLength)}`;
}
function toCatalogueEntry(row) {
  const sha = row.swatchType ? row.swatchSha256 : null;
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    maker: row.maker,
    code: row.code,
    swatchUrl: sha ? swatchUrl(row.id, sha) : null,
    swatchSha256: sha,
    retired: row.retired
  };
}
var stored = (swatch) => ({ bytes: swatch.bytes, type: swatch.type, sha256: swatch.sha256 });
async function designCatalogue2(db) {
  return (await listCatalogueEntries(db)).map(toCatalogueEntry);
}
async function addCatalogueEntry(db, input, swatchBytes) {
  const swatch = swatchBytes ? await prepareSwatch(swatchBytes) : void 0;
  return db.transaction(async (tx) => {
    await lockCatalogueKind(tx, input.kind);
    if (await countCatalogueEntries(tx, input.kind) >= maxCatalogueEntriesPerKind) {
      throw conflict("CATALOGUE_FULL", catalogueEntryMessages.full(input.kind));
    }
    return toCatalogueEntry(await insertCatalogueEntry(tx, { ...input, ...swatch ? { swatch: stored(swatch) } : {} }));
  });
}
async function changeCatalogueEntry(db, id3, changes, swatchBytes) {
  const { removeSwatch, ...fields } = changes;
  if (removeSwatch && swatchBytes) {
    const message = "Send a new swatch or remove the swatch, not both";
    throw badRequest("VALIDATION_FAILED", message, { swatch: message });
  }
  const swatch = swatchBytes ? stored(await prepareSwatch(swatchBytes)) : removeSwatch ? null : void 0;
  const updated = await updateCatalogueEntry(db, id3, { ...fields, ...swatch === void 0 ? {} : { swatch } });
  if (!updated) throw catalogueEntryNotFound();
  return toCatalogueEntry(updated);
}
async function catalogueSwatch(db, id3) {
  const swatch = await findCatalogueSwatch(db, id3);
  if (!swatch) throw catalogueEntryNotFound();
  return swatch;
}
async function clientDesignCatalogue(db, token) {
  const quote = await resolveClientLink(db, token);
  const named = new Set(quote.design ? designReferences(quote.design).map((reference) => reference.id.toLowerCase()) : []);
  return (await listCatalogueEntries(db)).filter((row) => !row.retired || named.has(row.id)).map(toCatalogueEntry);
}

// server/routes/design-catalogue.ts
function sendSwatch(req, res, swatch) {
  const etag = `"${swatch.sha256}"`;
  const current = req.query.v === swatch.sha256.slice(0, swatchVersionLength);
  res.set({
    "Content-Type": swatch.type,
    ETag: etag,
    "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
    "Content-Disposition": "inline"
  });
  if (req.get("if-none-match")?.split(/\s*,\s*/).includes(etag)) {
    res.status(304).end();
    return;
  }
  res.set("Content-Length", String(swatch.bytes.length));
  res.end(swatch.bytes);
}
function designCatalogueRoutes({ db }) {
  return {
    listDesignCatalogue: async () => ({ success: true, entries: await designCatalogue2(db) }),
    createCatalogueEntry: {
      before: [readSwatchUpload],
      handle: async ({ req, body }) => ({ success: true, entry: await addCatalogueEntry(db, body, receivedSwatch(req)) })
    },
    updateCatalogueEntry: {
      before: [readSwatchUpload],
      handle: async ({ req, params, body }) => ({ success: true, entry: await changeCatalogueEntry(db, params.id, body, receivedSwatch(req)) })
    },
    getDesignSwatch: async ({ req, res, params }) => sendSwatch(req, res, await catalogueSwatch(db, params.id)),
    clientDesignCatalogue: async ({ params }) => ({ success: true, entries: await clientDesignCatalogue(db, params.token) })
  };
}

// server/middleware/honeypot.ts
import { randomUUID as randomUUID4 } from "node:crypto";

// shared/honeypot.ts
var honeypotField = "fax";

// server/middleware/honeypot.ts
function dropHoneypotSubmissions(answer2) {
  return (req, res, next) => {
    const trap = req.body?.[honeypotField];
    if (trap === void 0 || trap === null || trap === "") return next();
    req.log.warn({ path: req.path, address: clientAddress(req) }, "honeypot field filled: submission dropped");
    answer2(res, randomUUID4());
  };
}

// server/middleware/multipart-json-fields.ts
var unreadableJsonPartMessage = "This part of the form could not be read.";
function readJsonTextParts(...fields) {
  return (req, _res, next) => {
    if (!req.is("multipart/form-data") || !req.body) return next();
    const body = req.body;
    for (const field of fields) {
      const value = body[field];
      if (typeof value !== "string") continue;
      if (value.trim() === "") {
        delete body[field];
        continue;
      }
      try {
        body[field] = JSON.parse(value);
      } catch {
        return next(badRequest("VALIDATION_FAILED", unreadableJsonPartMessage, { [field]: unreadableJsonPartMessage }));
      }
    }
    limitJsonDepth(req, _res, next);
  };
}

// server/services/photos/budget.ts
var photoBudgetMessage = `You have sent a lot of photos today. Please try again tomorrow, or e-mail them to us at ${business.email}.`;
async function budgetSpent(budget, subject) {
  const state = await budget.limiter.wouldExceed(budget.rule, subject, 1);
  return state.exceeded ? state : null;
}
async function chargePhotoBytes(budget, subject, bytes) {
  if (bytes === 0) return { exceeded: null, refund: async () => {
  } };
  const state = await budget.limiter.hit(budget.rule, subject, bytes);
  const refund = () => budget.limiter.refund(budget.rule, subject, bytes);
  if (state.exceeded) {
    await refund();
    return { exceeded: state };
  }
  return { exceeded: null, refund };
}

// server/middleware/photo-budget.ts
function refuseSpentBudget(budget) {
  return async (req, res, next) => {
    if (!req.is("multipart/form-data") || isAdmin(req)) return next();
    const spent = await budgetSpent(budget, clientAddress(req));
    if (!spent) return next();
    discardRestOfBody(req);
    next(refuse(res, spent, photoBudgetMessage));
  };
}
async function storeChargingPhotos(budget, req, res, photos, store) {
  const bytes = isAdmin(req) ? 0 : photos.reduce((sum, photo) => sum + photo.bytes.length, 0);
  const charge = await chargePhotoBytes(budget, clientAddress(req), bytes);
  if (charge.exceeded) throw refuse(res, charge.exceeded, photoBudgetMessage);
  try {
    return await store();
  } catch (error) {
    await charge.refund();
    throw error;
  }
}

// server/respond.ts
import { z as z13 } from "zod";
function respond(res, schema, body, status = 200) {
  res.status(status).json(z13.encode(schema, body));
}

// server/routes/estimates.ts
function estimateRoutes({ db, mail, limits, publicWrites }) {
  const photoBudget = { limiter: limits.limiter, rule: limits.rules.photoBytes };
  const dropHoneypot = dropHoneypotSubmissions((res, quoteId) => respond(res, quoteCreatedAnswerSchema, { success: true, quoteId }, 201));
  return {
    submitEstimate: {
      before: [publicWrites, refuseSpentBudget(photoBudget), readPhotoUpload, readJsonTextParts("estimateAnswers"), dropHoneypot],
      handle: async ({ req, res, body, context, now }) => {
        const photos = receivedPhotos(req);
        const quote = await storeChargingPhotos(photoBudget, req, res, photos, () => createEstimateQuote(db, mail, body, photos, context, now));
        return { success: true, quoteId: quote.id };
      }
    }
  };
}

// shared/payment-rules.ts
import { z as z14 } from "zod/mini";
var paymentKindOptions = ["deposit", "balance", "other"];
var paymentMethodOptions = ["etransfer", "cheque", "cash"];
var paymentKindLabels = { deposit: "Deposit", balance: "Balance", other: "Other" };
var paymentMethodLabels = { etransfer: "e-Transfer", cheque: "Cheque", cash: "Cash" };
var paymentAmountMessage = "Enter the amount received, like 5,565.25";
var paymentDateMessage = "Enter the day the money was received";
var paymentFutureDateMessage = "The payment date cannot be in the future";
var paymentTooLargeMessage = `A single payment cannot be above ${formatCents(maxPaymentCents)}`;
var paymentBeforeSigningMessage = (signedOn) => `The payment date cannot be before the contract was signed (${signedOn})`;
var paymentReferenceMessage = "Please keep the reference on one line, under 100 characters";
var controlCharacters7 = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
function paymentAmountCents(text4) {
  const cents = parseCents(text4);
  return cents !== null && cents > 0 ? cents : null;
}
var paymentInputSchema = z14.object({
  kind: z14.enum(paymentKindOptions, { error: "Choose deposit, balance or other" }),
  amount: z14.string({ error: paymentAmountMessage }).check(
    z14.refine((text4) => paymentAmountCents(text4) !== null, paymentAmountMessage),
    z14.refine((text4) => (paymentAmountCents(text4) ?? 0) <= maxPaymentCents, paymentTooLargeMessage)
  ),
  method: z14.enum(paymentMethodOptions, { error: "Choose e-Transfer, cheque or cash" }),
  paidOn: z14.string({ error: paymentDateMessage }).check(
    z14.trim(),
    z14.refine((text4) => isIsoDate(text4), paymentDateMessage),
    // The form's schema reads the reader's own clock; the server checks again with its clock (services/payments.ts).
    z14.refine((text4) => !isIsoDate(text4) || text4 <= torontoDate(/* @__PURE__ */ new Date()), paymentFutureDateMessage)
  ),
  reference: z14.optional(
    z14.pipe(
      z14.transform((value) => typeof value === "string" && value.trim() === "" ? void 0 : value),
      z14.optional(
        z14.string({ error: paymentReferenceMessage }).check(
          z14.trim(),
          z14.refine((text4) => !controlCharacters7.test(text4), paymentReferenceMessage),
          z14.maxLength(100, paymentReferenceMessage)
        )
      )
    )
  )
});
var voidReasonMaxLength = 200;
var voidReasonMessage = `Say why the payment is voided, on one line, in at most ${voidReasonMaxLength} characters`;
var voidPaymentSchema = z14.object({
  reason: z14.string({ error: voidReasonMessage }).check(
    z14.trim(),
    z14.minLength(1, voidReasonMessage),
    z14.maxLength(voidReasonMaxLength, voidReasonMessage),
    z14.refine((text4) => !controlCharacters7.test(text4), voidReasonMessage)
  )
});

// shared/receipts.ts
function formatReceiptNumber(receiptNumber) {
  return `R-${String(receiptNumber).padStart(4, "0")}`;
}
function hstPortionCents(amountCents) {
  return mulDivRoundHalfUp(amountCents, salesTax.rateBasisPoints, 1e4 + salesTax.rateBasisPoints);
}

// server/storage/payments.ts
import { asc as asc6, eq as eq13, isNull as isNull4, sql as sql17 } from "drizzle-orm";
var pricingColumns = {
  id: contracts.id,
  quoteId: contracts.quoteId,
  clientName: contracts.clientName,
  clientEmail: contracts.clientEmail,
  totalCents: quotes.totalCents,
  lineItems: quotes.lineItems,
  chosenOptionIds: quotes.chosenOptionIds,
  discountCents: quotes.discountCents,
  discountBasisPoints: quotes.discountBasisPoints,
  signedAt: contracts.signedAt,
  /** The quote's number (the payment reference) and link (the receipt's link to the contract page). */
  quoteNumber: quotes.number,
  linkToken: quotes.linkToken
};
async function lockContractPricing(db, contractId) {
  if (!isUuid(contractId)) return void 0;
  const [contract] = await db.select(pricingColumns).from(contracts).leftJoin(quotes, eq13(quotes.id, contracts.quoteId)).where(eq13(contracts.id, contractId)).for("update", { of: contracts });
  return contract;
}
async function findContractPricing(db, contractId) {
  if (!isUuid(contractId)) return void 0;
  const [contract] = await db.select(pricingColumns).from(contracts).leftJoin(quotes, eq13(quotes.id, contracts.quoteId)).where(eq13(contracts.id, contractId));
  return contract;
}
async function listContractPricing(db) {
  return db.select(pricingColumns).from(contracts).leftJoin(quotes, eq13(quotes.id, contracts.quoteId));
}
async function takeReceiptNumber(db) {
  const [row] = await db.insert(receiptNumberCounter).values({ id: 1, last: 1 }).onConflictDoUpdate({ target: receiptNumberCounter.id, set: { last: sql17`${receiptNumberCounter.last} + 1` } }).returning({ last: receiptNumberCounter.last });
  return row.last;
}
async function insertPayment(db, payment) {
  const [created] = await db.insert(payments).values(payment).returning();
  return created;
}
var withVoid = (row) => ({
  ...row.payment,
  void: row.void ? { reason: row.void.reason, voidedBy: row.void.voidedBy, voidedAt: row.void.voidedAt } : null
});
async function listPayments(db, contractId) {
  const rows = await db.select({ payment: payments, void: paymentVoids }).from(payments).leftJoin(paymentVoids, eq13(paymentVoids.paymentId, payments.id)).where(eq13(payments.contractId, contractId)).orderBy(asc6(payments.paidOn), asc6(payments.createdAt));
  return rows.map(withVoid);
}
async function findPayment(db, paymentId) {
  if (!isUuid(paymentId)) return void 0;
  const [row] = await db.select({ payment: payments, void: paymentVoids }).from(payments).leftJoin(paymentVoids, eq13(paymentVoids.paymentId, payments.id)).where(eq13(payments.id, paymentId));
  return row ? withVoid(row) : void 0;
}
async function insertPaymentVoid(db, paymentVoid) {
  const stored2 = await db.insert(paymentVoids).values(paymentVoid).onConflictDoNothing().returning({ paymentId: paymentVoids.paymentId });
  return stored2.length === 1;
}
async function collectedByContract(db) {
  const rows = await db.select({ contractId: payments.contractId, cents: sql17`sum(${payments.amountCents})` }).from(payments).leftJoin(paymentVoids, eq13(paymentVoids.paymentId, payments.id)).where(isNull4(paymentVoids.paymentId)).groupBy(payments.contractId);
  return new Map(rows.map((row) => [row.contractId, Number(row.cents)]));
}
async function listAllPayments(db) {
  const rows = await db.select({ payment: payments, void: paymentVoids }).from(payments).leftJoin(paymentVoids, eq13(paymentVoids.paymentId, payments.id)).orderBy(asc6(payments.paidOn), asc6(payments.createdAt));
  return rows.map(withVoid);
}

// server/services/csv.ts
import { stringify } from "csv-stringify/sync";
var skippedAtStart = /^[\p{White_Space}\p{Cc}\p{Cf}\p{Z}\p{Default_Ignorable_Code_Point}]+/u;
var formulaStart = /^[=+\-@]/;
function startsFormula(text4) {
  if (/^[\t\r]/.test(text4)) return true;
  const rest = text4.replace(skippedAtStart, "").slice(0, 16).normalize("NFKC").replace(skippedAtStart, "");
  return formulaStart.test(rest);
}
function neutraliseFormula(text4) {
  return startsFormula(text4) ? `'${text4}` : text4;
}
function toCsv(columns2, rows) {
  return stringify(
    rows.map(
      (row) => columns2.map((column) => {
        const value = column.value(row);
        return typeof value === "number" ? value : neutraliseFormula(value ?? "");
      })
    ),
    { bom: true, header: true, columns: columns2.map((column) => column.header), record_delimiter: "windows" }
  );
}

// server/services/mail/templates/payment-receipt.ts
function paymentReceiptEmail(mail, settings) {
  const { contract, payment } = mail;
  const amount2 = `${formatCents(payment.amountCents)} CAD`;
  const reference = contract.quoteNumber ?? "";
  const paidInFull = mail.outstandingCents === 0;
  return compose({
    subject: `Payment received: ${amount2} (${reference}), receipt ${payment.receipt}`,
    preheader: `We received your ${paymentKindLabels[payment.kind].toLowerCase()} payment of ${amount2}. ${paidInFull ? "Your contract is paid in full." : `Balance remaining: ${formatCents(mail.outstandingCents)}.`}`,
    heading: "Thank you for your payment",
    blocks: [
      paragraph(`Hi ${contract.clientName},`),
      paragraph(`${business.name} received your payment. Please keep this e-mail as your receipt.`),
      details([
        ["Receipt number", payment.receipt],
        ["Amount", amount2],
        [`${salesTax.name} included`, `${formatCents(payment.hstCents)} CAD`],
        [`${salesTax.name} registration number`, salesTax.registrationNumber],
        ["Payment", paymentKindLabels[payment.kind]],
        ["Method", paymentMethodLabels[payment.method]],
        ["Date", formatLongDate(payment.paidOn)],
        ["Payment reference", payment.reference],
        ["Quote reference", reference],
        ["Contract price", `${formatCents(mail.totalCents)} CAD`],
        ["Total paid so far", `${formatCents(mail.collectedCents)} CAD`],
        ["Balance remaining", `${formatCents(mail.outstandingCents)} CAD`]
      ]),
      note(
        paidInFull ? `Your contract is paid in full. Thank you for choosing ${business.name}.` : `Questions about your balance? Call ${business.phoneDisplay} or reply to this e-mail.`
      ),
      ...contract.linkToken ? [links([{ label: "Your contract", href: confirmationUrl(settings, contract.linkToken) }])] : []
    ]
  });
}

// server/services/payments.ts
function contractTotalCents2(contract) {
  if (contract.lineItems && contract.lineItems.length > 0) return quoteTotalsOf({ ...contract, lineItems: contract.lineItems }).totalCents;
  return contract.totalCents ?? 0;
}
var paymentView = (payment) => ({
  ...payment,
  receipt: formatReceiptNumber(payment.receiptNumber),
  hstCents: hstPortionCents(payment.amountCents)
});
function summarise(contract, payments2) {
  const totalCents = contractTotalCents2(contract);
  const collectedCents = payments2.reduce((sum, payment) => sum + (payment.void ? 0 : payment.amountCents), 0);
  return {
    payments: payments2.map(paymentView),
    totalCents,
    depositCents: mulDivRoundHalfUp(totalCents, contractTerms.depositPercent, 100),
    collectedCents,
    outstandingCents: Math.max(0, totalCents - collectedCents)
  };
}
async function contractPayments(db, contractId) {
  const contract = await findContractPricing(db, contractId);
  if (!contract) throw contractNotFound();
  return summarise(contract, await listPayments(db, contractId));
}
function checkPaymentDate(paidOn, contract, now) {
  const signedOn = torontoDate(contract.signedAt);
  const message = paidOn < signedOn ? paymentBeforeSigningMessage(signedOn) : paidOn > torontoDate(now) ? paymentFutureDateMessage : null;
  if (message) throw badRequest("VALIDATION_FAILED", message, { paidOn: message });
}
async function recordPayment(db, mail, contractId, input, context, now) {
  const amountCents = paymentAmountCents(input.amount);
  if (amountCents === null) throw new Error("payment amount was not checked");
  return db.transaction(async (tx) => {
    const contract = await lockContractPricing(tx, contractId);
    if (!contract) throw contractNotFound();
    checkPaymentDate(input.paidOn, contract, now);
    const before = summarise(contract, await listPayments(tx, contractId));
    if (amountCents > before.outstandingCents) {
      throw conflict(
        "PAYMENT_EXCEEDS_BALANCE",
        before.totalCents === 0 ? "This contract's price cannot be read, so no payment can be recorded against it." : before.outstandingCents === 0 ? "This contract is already paid in full." : `This payment is more than the ${formatCents(before.outstandingCents)} still owed on this contract.`
      );
    }
    const receiptNumber = await takeReceiptNumber(tx);
    const payment = await insertPayment(tx, {
      contractId,
      receiptNumber,
      kind: input.kind,
      amountCents,
      method: input.method,
      paidOn: input.paidOn,
      reference: input.reference ?? null
    });
    await recordEvent(
      tx,
      {
        type: "payment.recorded",
        quoteId: contract.quoteId,
        contractId,
        data: {
          paymentId: payment.id,
          kind: payment.kind,
          amountCents,
          method: payment.method,
          paidOn: payment.paidOn,
          receiptNumber: formatReceiptNumber(receiptNumber)
        }
      },
      context
    );
    const recorded = paymentView({ ...payment, void: null });
    const after = summarise(contract, [...before.payments, recorded]);
    await queueEmail(tx, {
      kind: "payment-receipt",
      to: contract.clientEmail,
      message: paymentReceiptEmail({ contract, payment: recorded, ...after }, mail),
      quoteId: contract.quoteId,
      contractId
    });
    return summarise(contract, await listPayments(tx, contractId));
  });
}
async function contractBalances(db) {
  const [contracts2, collected] = await Promise.all([listContractPricing(db), collectedByContract(db)]);
  return new Map(
    contracts2.map((contract) => {
      const totalCents = contractTotalCents2(contract);
      const collectedCents = collected.get(contract.id) ?? 0;
      return [contract.id, { contract, totalCents, collectedCents, outstandingCents: Math.max(0, totalCents - collectedCents) }];
    })
  );
}

// server/services/exports.ts
var amount = (cents) => cents === null || cents === void 0 ? "" : centsToAmountText(cents);
var exportFilename = (kind, now) => `forma-${kind}-${torontoDate(now)}.csv`;
function describeItem(item, line, optionLabels) {
  const optional = item.optional ? line.included ? " (optional, included)" : " (optional, not included)" : "";
  const option = item.optionId ? ` (${optionLabels.get(item.optionId) ?? item.optionId} option)` : "";
  return `${item.description}: ${item.quantity} ${lineItemUnitLabels[item.unit]} x ${formatCents(parseCents(item.unitPrice) ?? 0)} = ${formatCents(line.totalCents)}${option}${optional}`;
}
var choicesOpen = (quote) => hasChoices(quote) && quote.status !== "accepted" && quote.lineItems.length > 0;
async function quotesCsv(db, now) {
  const listed = await listQuotes(db, { today: torontoDate(now) });
  const numberOf = new Map(listed.map((quote) => [quote.id, quoteReference(quote)]));
  const rows = listed.map((quote) => ({
    quote,
    // While the client has choices to make, only the range is known: the one-total columns stay empty.
    totals: quote.lineItems.length > 0 && !choicesOpen(quote) ? quoteTotalsOf(quote) : null,
    range: quote.lineItems.length > 0 ? quoteTotalRangeOf(quote) : null,
    optionLabels: new Map(quote.choiceGroups.flatMap((group) => group.options.map((option) => [option.id, option.label])))
  }));
  const current = (pick) => (row) => row.quote.replacedBy ? "" : amount(pick(row));
  const columns2 = [
    { header: "Quote number", value: ({ quote }) => quoteReference(quote) },
    { header: "Created", value: ({ quote }) => formatTorontoDateTime(quote.createdAt) },
    { header: "Status", value: ({ quote }) => quoteStageLabels[quoteStage(quote, { exists: quote.hasContract }, now)] },
    { header: "Replaced by", value: ({ quote }) => quote.replacedBy ? numberOf.get(quote.replacedBy) ?? "" : "" },
    { header: "Client", value: ({ quote }) => quote.clientName },
    { header: "Email", value: ({ quote }) => quote.clientEmail },
    { header: "Phone", value: ({ quote }) => quote.clientPhone },
    { header: "Project address", value: ({ quote }) => quote.projectAddress },
    { header: "Work scope", value: ({ quote }) => quote.workScope },
    { header: "Valid until", value: ({ quote }) => quote.validUntil },
    {
      header: "Items",
      value: ({ quote, totals, optionLabels }) => {
        const lines = totals?.lines ?? quoteTotalsOf(quote).lines;
        return quote.lineItems.map((item, index3) => describeItem(item, lines[index3], optionLabels)).join("\n");
      }
    },
    { header: "Subtotal", value: current(({ totals }) => totals?.subtotalCents) },
    // Empty without a discount, like the other figures of a quote without items.
    { header: "Discount", value: current(({ totals }) => totals?.discountCents || void 0) },
    { header: "HST", value: current(({ totals }) => totals?.taxCents) },
    { header: "Total", value: current(({ quote, totals }) => choicesOpen(quote) ? void 0 : totals?.totalCents ?? quote.totalCents) },
    // The range while the client chooses (cheapest to dearest choice, add-ons left out); then both the chosen total.
    {
      header: "Total min",
      value: current(({ quote, totals, range }) => choicesOpen(quote) ? range?.lowCents : totals?.totalCents ?? quote.totalCents)
    },
    {
      header: "Total max",
      value: current(({ quote, totals, range }) => choicesOpen(quote) ? range?.highCents : totals?.totalCents ?? quote.totalCents)
    },
    {
      header: "Chosen options",
      value: ({ quote }) => chosenOptionsOf(quote.choiceGroups, quote.chosenOptionIds).map(({ group, option }) => `${group.title}: ${option.label}`).join("; ")
    },
    { header: "Deposit", value: current(({ totals }) => totals?.depositCents) },
    { header: "Balance", value: current(({ totals }) => totals?.balanceCents) },
    {
      header: "Price before it was replaced",
      value: ({ quote, totals }) => quote.replacedBy ? amount(totals?.totalCents ?? quote.totalCents) : ""
    },
    { header: "Revision", value: ({ quote }) => quote.revision },
    { header: "Quote id", value: ({ quote }) => quote.id }
  ];
  return toCsv(columns2, rows);
}
var describePayment = (payment) => `${paymentKindLabels[payment.kind]} ${formatCents(payment.amountCents)} ${paymentMethodLabels[payment.method]} ${payment.paidOn}, receipt ${formatReceiptNumber(
  payment.receiptNumber
)}${payment.reference ? ` (ref ${payment.reference})` : ""}${payment.void ? ` (voided: ${payment.void.reason})` : ""}`;
async function contractsCsv(db) {
  const [contracts2, balances, payments2] = await Promise.all([listContractsWithQuotes(db), contractBalances(db), listAllPayments(db)]);
  const paymentsOf = /* @__PURE__ */ new Map();
  for (const payment of payments2) paymentsOf.set(payment.contractId, [...paymentsOf.get(payment.contractId) ?? [], payment]);
  const columns2 = [
    { header: "Quote number", value: ({ contract }) => contract.quoteNumber ?? "" },
    { header: "Signed", value: ({ contract }) => formatTorontoDateTime(contract.signedAt) },
    { header: "Client", value: ({ contract }) => contract.clientName },
    { header: "Email", value: ({ contract }) => contract.clientEmail },
    { header: "Phone", value: ({ contract }) => contract.clientPhone },
    { header: "Project address", value: ({ contract }) => contract.projectAddress },
    { header: "Work scope", value: ({ contract }) => contract.workScope },
    { header: "Total", value: ({ balance }) => amount(balance?.totalCents) },
    { header: "Collected", value: ({ balance }) => amount(balance?.collectedCents) },
    { header: "Outstanding", value: ({ balance }) => amount(balance?.outstandingCents) },
    {
      header: "Payment status",
      value: ({ balance }) => balance ? paymentStateLabels[paymentState(balance.totalCents || null, balance.collectedCents)] : ""
    },
    { header: "Payments", value: ({ payments: payments3 }) => payments3.map(describePayment).join("\n") },
    { header: "Contract id", value: ({ contract }) => contract.id },
    { header: "Quote id", value: ({ contract }) => contract.quoteId }
  ];
  return toCsv(
    columns2,
    contracts2.map((contract) => ({ contract, balance: balances.get(contract.id), payments: paymentsOf.get(contract.id) ?? [] }))
  );
}
async function paymentsCsv(db) {
  const [payments2, contracts2] = await Promise.all([listAllPayments(db), listContractPricing(db)]);
  const contractOf = new Map(contracts2.map((contract) => [contract.id, contract]));
  const counted = (payment) => payment.void ? 0 : payment.amountCents;
  const columns2 = [
    { header: "Receipt number", value: (payment) => formatReceiptNumber(payment.receiptNumber) },
    { header: "Received on", value: (payment) => payment.paidOn },
    { header: "Quote number", value: (payment) => contractOf.get(payment.contractId)?.quoteNumber ?? "" },
    { header: "Client", value: (payment) => contractOf.get(payment.contractId)?.clientName ?? "" },
    { header: "Payment", value: (payment) => paymentKindLabels[payment.kind] },
    { header: "Method", value: (payment) => paymentMethodLabels[payment.method] },
    { header: "Reference", value: (payment) => payment.reference },
    { header: "Amount", value: (payment) => amount(payment.amountCents) },
    { header: "Status", value: (payment) => payment.void ? "Voided" : "Received" },
    { header: "Counted", value: (payment) => amount(counted(payment)) },
    { header: "HST included", value: (payment) => amount(hstPortionCents(counted(payment))) },
    { header: "Void reason", value: (payment) => payment.void?.reason },
    { header: "Voided on", value: (payment) => payment.void ? formatTorontoDateTime(payment.void.voidedAt) : "" },
    { header: "Voided by", value: (payment) => payment.void?.voidedBy },
    { header: "Recorded", value: (payment) => formatTorontoDateTime(payment.createdAt) },
    { header: "Contract id", value: (payment) => payment.contractId },
    { header: "Payment id", value: (payment) => payment.id }
  ];
  return toCsv(columns2, payments2);
}

// server/services/leads-csv.ts
var leadSourceLabels = { contact: "Contact form", estimate: "Estimate form" };
var columns = [
  { header: "Received", value: (row) => formatTorontoDateTime(row.receivedAt) },
  { header: "Source", value: (row) => leadSourceLabels[row.source] },
  { header: "Name", value: (row) => row.name },
  { header: "Email", value: (row) => row.email },
  { header: "Phone", value: (row) => row.phone },
  { header: "City", value: (row) => row.city },
  { header: "Address", value: (row) => row.address },
  { header: "Project type", value: (row) => row.projectType },
  { header: "Area", value: (row) => row.area },
  { header: "Timeline", value: (row) => row.timeline },
  { header: "Stage", value: (row) => row.stage },
  { header: "Site visit", value: (row) => row.siteVisit },
  { header: "Lost reason", value: (row) => row.lostReason },
  { header: "Follow-up", value: (row) => row.followUpOn },
  { header: "Photos", value: (row) => row.photos },
  { header: "Message", value: (row) => row.message },
  { header: "Quote number", value: (row) => row.quoteNumber },
  { header: "Id", value: (row) => row.id }
];
async function leadsCsv(db, now) {
  const [leads, estimates] = await Promise.all([listQuoteRequests(db), listEstimateRequests(db)]);
  const rows = [
    ...leads.map((lead) => ({
      receivedAt: lead.createdAt,
      source: "contact",
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      city: cityLabel(lead.city),
      address: lead.address ?? "",
      projectType: leadProjectTypeLabel(lead.projectType),
      area: lead.sqFt ? `${lead.sqFt} sq ft` : "",
      timeline: leadTimelineLabel(lead.timeline) ?? "",
      stage: leadStageLabel(lead.status),
      siteVisit: lead.siteVisitOn ? `${lead.siteVisitOn}${lead.siteVisitTime ? ` ${lead.siteVisitTime}` : ""}` : "",
      lostReason: lead.status === "lost" ? describeLostReason(lead.lostReason, lead.lostNote) : "",
      followUpOn: lead.followUpOn ?? "",
      photos: lead.photoUrls.length,
      message: lead.message ?? "",
      quoteNumber: "",
      id: lead.id
    })),
    ...estimates.map((quote) => ({
      receivedAt: quote.createdAt,
      source: "estimate",
      name: quote.clientName,
      email: quote.clientEmail,
      phone: quote.clientPhone,
      city: "",
      address: quote.projectAddress,
      projectType: quote.workScope,
      area: quote.estimateAnswers?.projectArea ?? "",
      timeline: quote.estimateAnswers ? urgencyLabels[quote.estimateAnswers.urgency] : "",
      stage: `Quote ${quoteStageLabels[quoteStage(quote, { exists: quote.hasContract }, now)].toLowerCase()}`,
      siteVisit: "",
      lostReason: "",
      followUpOn: "",
      photos: quote.photoUrls.length,
      message: quote.projectDetails,
      quoteNumber: quoteReference(quote),
      id: quote.id
    }))
  ].sort((a, b) => b.receivedAt.getTime() - a.receivedAt.getTime());
  return toCsv(columns, rows);
}

// server/routes/exports.ts
function sendCsv(res, filename, csv) {
  res.set({
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename}"`
  });
  res.send(csv);
}
function exportRoutes({ db }) {
  return {
    exportLeads: async ({ res, now }) => sendCsv(res, exportFilename("leads", now), await leadsCsv(db, now)),
    exportQuotes: async ({ res, now }) => sendCsv(res, exportFilename("quotes", now), await quotesCsv(db, now)),
    exportContracts: async ({ res, now }) => sendCsv(res, exportFilename("contracts", now), await contractsCsv(db)),
    exportPayments: async ({ res, now }) => sendCsv(res, exportFilename("payments", now), await paymentsCsv(db))
  };
}

// server/endpoints/binding.ts
var answered = /* @__PURE__ */ Symbol("answered");

// server/db.ts
import fs8 from "node:fs";
import os3 from "node:os";
import path10 from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql as sql18 } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { readMigrationFiles } from "drizzle-orm/migrator";
import pg from "pg";

// server/data-dir-lock.ts
import fs7 from "node:fs";
import net from "node:net";
import path9 from "node:path";
var DataDirInUseError = class extends Error {
};
var socketName = "server.lock.sock";
var maxSocketPathBytes = 103;
var takeoverStaleMs = 1e4;
function listen(socketPath) {
  return new Promise((resolve, reject) => {
    const server = net.createServer((connection) => connection.end());
    server.once("error", reject);
    server.listen(socketPath, () => {
      server.off("error", reject);
      server.unref();
      resolve(server);
    });
  });
}
function probe(socketPath) {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    const done = (state) => {
      socket.destroy();
      resolve(state);
    };
    socket.setTimeout(2e3, () => done("alive"));
    socket.once("connect", () => done("alive"));
    socket.once("error", (error) => done(error.code === "ENOENT" ? "gone" : error.code === "ECONNREFUSED" ? "dead" : "alive"));
  });
}
var pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function removeDeadSocket(dir, socketPath) {
  const guard2 = path9.join(dir, "server.lock.takeover");
  try {
    fs7.mkdirSync(guard2);
  } catch {
    const age = Date.now() - (fs7.statSync(guard2, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > takeoverStaleMs) fs7.rmSync(guard2, { recursive: true, force: true });
    await pause(100);
    return;
  }
  try {
    if (await probe(socketPath) === "dead") fs7.rmSync(socketPath, { force: true });
  } finally {
    fs7.rmSync(guard2, { recursive: true, force: true });
  }
}
async function lockDataDir(dir) {
  fs7.mkdirSync(dir, { recursive: true });
  const socketPath = path9.join(dir, socketName);
  if (Buffer.byteLength(socketPath) > maxSocketPathBytes) {
    throw new DataDirInUseError(
      `DATA_DIR is too long a path for its lock (${socketPath}): use a path under ${maxSocketPathBytes - socketName.length - 1} bytes.`
    );
  }
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      const server = await listen(socketPath);
      return { release: () => new Promise((resolve) => server.close(() => resolve())) };
    } catch (error) {
      if (error.code !== "EADDRINUSE") throw error;
    }
    const state = await probe(socketPath);
    if (state === "alive") {
      throw new DataDirInUseError(
        `Another server is already using the embedded database in ${dir}: stop it, give this server its own DATA_DIR, or set DATABASE_URL to share one PostgreSQL between servers.`
      );
    }
    if (state === "dead") await removeDeadSocket(dir, socketPath);
  }
  throw new DataDirInUseError(`Could not lock ${dir} for the embedded database: another server keeps starting on it.`);
}

// server/describe-thrown.ts
function describeThrown(error) {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === "object" && error !== null) {
    const thrown = error;
    if (typeof thrown.message === "string" && thrown.message) return thrown.message;
    const parts = [thrown.name, thrown.code, thrown.errno !== void 0 ? `errno ${String(thrown.errno)}` : void 0].filter(
      (part) => typeof part === "string" && part
    );
    if (parts.length > 0) return parts.join(" ");
    try {
      return JSON.stringify(error).slice(0, 300);
    } catch {
      return "an unknown error";
    }
  }
  return String(error);
}

// server/db.ts
var DatabaseUnavailableError = class extends Error {
  /** Whether the failure was in DATA_DIR (the embedded database), where a full or read-only disk is the operator's to fix. */
  constructor(message, inDataDir, options) {
    super(message, options);
    this.inDataDir = inDataDir;
  }
  inDataDir;
};
var SchemaBehindError = class extends Error {
};
var migrationsFolder = projectPath("migrations");
function newestMigrationMillis() {
  return Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis));
}
function isMissingSchema(error) {
  const code = error?.code ?? error?.cause?.code;
  return code === "3F000" || code === "42P01";
}
function schemaCheck(db) {
  const expected = newestMigrationMillis();
  return async () => {
    const result = await db.execute(sql18`select max(created_at)::text as latest from drizzle.__drizzle_migrations`).catch((error) => {
      if (isMissingSchema(error)) throw new SchemaBehindError("The database has no migrations table: it is empty.");
      throw error;
    });
    const latest = Number(result.rows[0]?.latest ?? 0);
    if (latest < expected) throw new SchemaBehindError(`The database's schema is behind this server (migration ${latest}, expected ${expected}).`);
  };
}
var migrationLockKey = 302517480801;
function describeDatabaseUrl(url) {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ""}${parsed.pathname}`;
  } catch {
    return "the configured DATABASE_URL";
  }
}
async function openDatabase(options) {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir, options.memoryTemplate);
}
function servingPool(databaseUrl) {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: databaseLimits.connectionTimeoutMs,
    statement_timeout: databaseLimits.statementTimeoutMs,
    lock_timeout: databaseLimits.lockTimeoutMs,
    idle_in_transaction_session_timeout: databaseLimits.statementTimeoutMs * 3,
    query_timeout: databaseLimits.statementTimeoutMs + databaseLimits.connectionTimeoutMs,
    keepAlive: true
  });
  pool.on("error", () => {
  });
  return pool;
}
async function migratePostgres(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, connectionTimeoutMillis: databaseLimits.connectionTimeoutMs });
  pool.on("error", () => {
  });
  try {
    const lockHolder = await pool.connect();
    try {
      await lockHolder.query("select pg_advisory_lock($1)", [migrationLockKey]);
      await migrateNodePg(drizzleNodePg({ client: pool }), { migrationsFolder });
    } finally {
      await lockHolder.query("select pg_advisory_unlock($1)", [migrationLockKey]).catch(() => {
      });
      lockHolder.release();
    }
  } finally {
    await pool.end().catch(() => {
    });
  }
}
async function openPostgres(databaseUrl) {
  const pool = servingPool(databaseUrl);
  try {
    await pool.query("select 1");
  } catch (error) {
    await pool.end().catch(() => {
    });
    throw new DatabaseUnavailableError(`Cannot connect to PostgreSQL at ${describeDatabaseUrl(databaseUrl)}: ${describeThrown(error)}`, false, {
      cause: error
    });
  }
  try {
    await migratePostgres(databaseUrl);
  } catch (error) {
    await pool.end().catch(() => {
    });
    throw error;
  }
  const db = drizzleNodePg({ client: pool, schema: schema_exports });
  return { db, driver: "postgres", ping: schemaCheck(db), close: () => pool.end() };
}
async function openPglite(dataDir, memoryTemplate) {
  let location = dataDir;
  let lock;
  if (dataDir !== "memory://") {
    lock = await lockDataDir(dataDir);
    location = path10.join(dataDir, "pglite");
    fs8.mkdirSync(location, { recursive: true });
  }
  let client;
  try {
    client = await (dataDir === "memory://" && memoryTemplate ? PGlite.create({ loadDataDir: memoryTemplate }) : PGlite.create(location));
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  } catch (error) {
    await lock?.release();
    throw new DatabaseUnavailableError(`Cannot open the embedded database in ${location}: ${describeThrown(error)}`, true, { cause: error });
  }
  const db = drizzlePglite({ client, schema: schema_exports });
  const photoFolder = dataDir === "memory://" ? fs8.mkdtempSync(path10.join(os3.tmpdir(), "forma-photos-")) : path10.join(dataDir, "uploads");
  setPhotoFolder(db, photoFolder);
  return {
    db,
    driver: "pglite",
    ping: schemaCheck(db),
    close: async () => {
      await client.close();
      if (dataDir === "memory://") fs8.rmSync(photoFolder, { recursive: true, force: true });
      await lock?.release();
    }
  };
}

// server/routes/health.ts
function healthRoutes({ database: database2 }) {
  return {
    health: async ({ req, res }) => {
      try {
        await database2.ping();
        return { success: true, ok: true };
      } catch (error) {
        res.status(statusOf("DATABASE_UNAVAILABLE")).set({ "Cache-Control": "no-store", "Retry-After": String(databaseLimits.retryAfterSeconds) }).json({
          success: false,
          ok: false,
          code: "DATABASE_UNAVAILABLE",
          message: error instanceof SchemaBehindError ? "The database is not at this server's schema (empty, or behind its migrations)." : "The database is not answering.",
          requestId: requestIdOf(req)
        });
        return answered;
      }
    }
  };
}

// server/storage/notes.ts
import { sql as sql19 } from "drizzle-orm";
async function insertNote(db, note3, text4, context) {
  const [row] = await db.insert(events).values({
    at: sql19`clock_timestamp()`,
    type: note3.type,
    quoteId: note3.type === "quote.note" ? note3.quoteId : null,
    quoteRequestId: note3.type === "quote_request.note" ? note3.quoteRequestId : null,
    data: { text: text4 },
    ip: context.ip,
    userAgent: context.userAgent
  }).returning({ id: events.id, at: events.at });
  return { id: row.id, text: text4, at: row.at };
}

// server/services/notes.ts
async function addLeadNote(db, id3, input, context) {
  if (!await findQuoteRequestById(db, id3)) throw quoteRequestNotFound();
  return insertNote(db, { type: "quote_request.note", quoteRequestId: id3 }, input.text, context);
}
async function addQuoteNote(db, id3, input, context) {
  if (!await findQuoteById(db, id3)) throw quoteNotFound();
  return insertNote(db, { type: "quote.note", quoteId: id3 }, input.text, context);
}

// server/routes/notes.ts
function noteRoutes({ db }) {
  return {
    addLeadNote: async ({ params, body, context }) => ({ success: true, note: await addLeadNote(db, params.id, body, context) }),
    addQuoteNote: async ({ params, body, context }) => ({ success: true, note: await addQuoteNote(db, params.id, body, context) })
  };
}

// server/openapi.ts
import { z as z18 } from "zod";

// shared/note-rules.ts
import { z as z15 } from "zod/mini";
var noteMaxLength = 2e3;
var noteMessages = {
  required: "Write the note first",
  tooLong: `Please keep the note under ${noteMaxLength} characters`,
  specialCharacters: "Please remove special characters from the note"
};
var controlCharactersButNewline2 = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;
var noteSchema = z15.object({
  text: z15.string({ error: noteMessages.required }).check(
    z15.overwrite((value) => value.replace(/\r\n?/g, "\n")),
    z15.trim(),
    z15.refine((value) => !controlCharactersButNewline2.test(value), noteMessages.specialCharacters),
    z15.minLength(1, noteMessages.required),
    z15.maxLength(noteMaxLength, noteMessages.tooLong)
  )
});

// shared/price-book.ts
import { z as z16 } from "zod/mini";
var priceBookItemSchema = z16.object({
  description: lineItemSchema.shape.description,
  unit: lineItemSchema.shape.unit,
  unitPrice: lineItemSchema.shape.unitPrice
});
var priceBookItemChangesSchema = z16.partial(priceBookItemSchema);
var maxPriceBookItems = 500;
var priceBookFullMessage = `The price book holds at most ${maxPriceBookItems} items; remove one you no longer use first`;

// shared/schedule-input.ts
import { z as z17 } from "zod/mini";
var scheduleMessages = {
  day: "Please choose a date",
  dayInPast: "Please choose today or a later date",
  startTime: "Please enter a start time such as 07:00",
  window: `The arrival window must be between 15 minutes and ${scheduleLimits.maxWindowMinutes / 60} hours`,
  windowWithoutTime: "An arrival window needs a start time",
  span: `A visit lasts 1 to ${scheduleLimits.maxSpanDays} days`,
  kind: "Please choose the kind of visit",
  reason: "Please choose the reason for the change",
  newDate: "Please choose the new date, the next working day, or to be decided",
  sameDay: "The new date is the same as the current one",
  preferredDays: `Please suggest one to ${scheduleLimits.maxPreferredDates} dates that suit you`,
  preferredDayRepeated: "Each suggested date should be different",
  note: "Please keep the note under 1000 characters",
  specialCharacters: "Please remove special characters from the note",
  version: "Version must be the visit's version number",
  crewName: "Please give the crew a name (at most 60 characters)",
  colour: "Please choose a colour such as #1f6feb",
  holidayName: "Please name the day off (at most 80 characters)"
};
var noteMaxLength2 = 1e3;
var minWindowMinutes = 15;
var controlCharactersButNewline3 = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;
function isCalendarDay(value) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = /* @__PURE__ */ new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}
var calendarDay2 = (message = scheduleMessages.day) => z17.string({ error: message }).check(z17.refine(isCalendarDay, message));
var clockTime = z17.string({ error: scheduleMessages.startTime }).check(z17.regex(/^([01]\d|2[0-3]):[0-5]\d$/, scheduleMessages.startTime));
var note2 = z17.string({ error: scheduleMessages.note }).check(
  z17.overwrite((value) => value.replace(/\r\n?/g, "\n").trim()),
  z17.refine((value) => !controlCharactersButNewline3.test(value), scheduleMessages.specialCharacters),
  z17.maxLength(noteMaxLength2, scheduleMessages.note)
);
var version = z17.int({ error: scheduleMessages.version }).check(z17.minimum(1, scheduleMessages.version));
var windowMinutes = z17.int({ error: scheduleMessages.window }).check(z17.minimum(minWindowMinutes, scheduleMessages.window), z17.maximum(scheduleLimits.maxWindowMinutes, scheduleMessages.window));
var spanDays = z17.int({ error: scheduleMessages.span }).check(z17.minimum(1, scheduleMessages.span), z17.maximum(scheduleLimits.maxSpanDays, scheduleMessages.span));
var visitTimeShape = {
  day: calendarDay2(),
  startTime: z17.optional(z17.nullable(clockTime)),
  windowMinutes: z17.optional(z17.nullable(windowMinutes)),
  spanDays: z17.optional(spanDays)
};
var windowNeedsTime = (value) => !(value.windowMinutes && !value.startTime);
var newVisitSchema = z17.object({
  kind: z17.enum(visitKinds, { error: scheduleMessages.kind }),
  clientVisible: z17.optional(z17.boolean()),
  day: z17.optional(z17.nullable(calendarDay2())),
  startTime: visitTimeShape.startTime,
  windowMinutes: visitTimeShape.windowMinutes,
  spanDays: visitTimeShape.spanDays,
  crewId: z17.optional(z17.nullable(z17.string())),
  clientNote: z17.optional(note2),
  internalNote: z17.optional(note2)
}).check(z17.refine(windowNeedsTime, { message: scheduleMessages.windowWithoutTime, path: ["windowMinutes"] }));
var visitDetailsSchema = z17.object({
  version,
  crewId: z17.optional(z17.nullable(z17.string())),
  clientVisible: z17.optional(z17.boolean()),
  clientNote: z17.optional(note2),
  internalNote: z17.optional(note2)
});
var proposeVisitSchema = z17.object({ version, ...visitTimeShape, notify: z17.optional(z17.boolean()) }).check(z17.refine(windowNeedsTime, { message: scheduleMessages.windowWithoutTime, path: ["windowMinutes"] }));
var moveTargets = ["date", "next_working_day", "to_be_decided"];
var moveVisitSchema = z17.object({
  version,
  reason: z17.enum(delayReasons, { error: scheduleMessages.reason }),
  note: z17.optional(note2),
  target: z17.enum(moveTargets, { error: scheduleMessages.newDate }),
  day: z17.optional(calendarDay2()),
  startTime: visitTimeShape.startTime,
  windowMinutes: visitTimeShape.windowMinutes,
  spanDays: visitTimeShape.spanDays,
  notify: z17.optional(z17.boolean())
}).check(
  z17.refine((value) => value.target !== "date" || Boolean(value.day), { message: scheduleMessages.day, path: ["day"] }),
  z17.refine(windowNeedsTime, { message: scheduleMessages.windowWithoutTime, path: ["windowMinutes"] })
);
var visitVersionSchema = z17.object({ version, note: z17.optional(note2), notify: z17.optional(z17.boolean()) });
function preferredDaysProblem(days) {
  if (days.length < scheduleLimits.minPreferredDates || days.length > scheduleLimits.maxPreferredDates) return scheduleMessages.preferredDays;
  if (new Set(days).size !== days.length) return scheduleMessages.preferredDayRepeated;
  return void 0;
}
var otherDateSchema = z17.object({
  version,
  // How many is a rule of the request (422 for none or too many, checked by the server with the
  // dates themselves); the shape only bounds the array's size.
  preferredDays: z17.array(calendarDay2(), { error: scheduleMessages.preferredDays }).check(z17.maxLength(10, scheduleMessages.preferredDays)),
  note: z17.optional(note2)
});
var clientConfirmSchema = z17.object({ version });
var batchDelaySchema = z17.object({
  day: calendarDay2(),
  reason: z17.enum(delayReasons, { error: scheduleMessages.reason }),
  note: z17.optional(note2),
  apply: z17.boolean({ error: "Say whether to apply the delay or only preview it" })
});
var scheduleSettingsSchema = z17.object({ waitForDeposit: z17.boolean({ error: "Say whether dates wait for the deposit" }) });
var holidaySchema = z17.object({
  name: z17.string({ error: scheduleMessages.holidayName }).check(z17.trim(), z17.minLength(1, scheduleMessages.holidayName), z17.maxLength(80, scheduleMessages.holidayName))
});
var crewSchema2 = z17.object({
  name: z17.string({ error: scheduleMessages.crewName }).check(z17.trim(), z17.minLength(1, scheduleMessages.crewName), z17.maxLength(60, scheduleMessages.crewName)),
  colour: z17.optional(z17.string({ error: scheduleMessages.colour }).check(z17.regex(/^#[0-9a-fA-F]{6}$/, scheduleMessages.colour)))
});
var scheduleRangeMaxDays = 42;

// shared/api/schedule-endpoints.ts
var visitChange = "409 VISIT_CHANGED when `version` is not the visit's, VISIT_STATE when its state does not allow it";
var scheduleEndpoints = {
  getContractJob: {
    method: "get",
    path: "/api/contracts/{id}/job",
    summary: "The signed contract's job (made on first read): its visits, the notices the client was sent, the crews and the client's schedule link.",
    access: "admin",
    success: { status: 200, answer: jobAnswerSchema },
    errors: [401, 404]
  },
  listJobs: {
    method: "get",
    path: "/api/jobs",
    summary: "Jobs by their next visit: `?show=upcoming` (default; jobs with a dated visit still to come, soonest first) or `unscheduled` (signed contracts whose job has no dated visit); at most 100.",
    access: "admin",
    success: { status: 200, answer: jobsAnswerSchema },
    errors: [400, 401]
  },
  addJobVisit: {
    method: "post",
    path: "/api/jobs/{id}/visits",
    summary: "A new visit on the job, a draft (dated or not) until proposed. 422 VISIT_DATE_REFUSED for a date before today (Toronto); 400 for a window over 12 hours or without a start time, or a length outside 1 to 10 days.",
    access: "admin",
    body: { schema: newVisitSchema },
    success: { status: 201, answer: visitAnswerSchema },
    errors: [400, 401, 403, 404, 422]
  },
  updateVisit: {
    method: "patch",
    path: "/api/visits/{id}",
    summary: `Change what does not move the visit in the client's calendar: its crew, notes and whether the client sees it. ${visitChange}.`,
    access: "admin",
    body: { schema: visitDetailsSchema },
    success: { status: 200, answer: visitAnswerSchema },
    errors: [400, 401, 403, 404, 409]
  },
  proposeVisit: {
    method: "post",
    path: "/api/visits/{id}/propose",
    summary: `Propose a date to the client (e-mailed with the calendar file within ten minutes, unless \`notify\` is false). 409 DEPOSIT_NOT_RECEIVED for a job's first date while dates wait for the deposit; 422 VISIT_DATE_REFUSED for a past date; ${visitChange}.`,
    access: "admin",
    body: { schema: proposeVisitSchema },
    success: { status: 200, answer: visitAnswerSchema },
    errors: [400, 401, 403, 404, 409, 422]
  },
  moveVisit: {
    method: "post",
    path: "/api/visits/{id}/move",
    summary: `Move a visit for a reason (rain, below 5 \xB0C, ...): to a chosen date, the next working day, or to be decided (held; the calendar entry is cancelled). A move of two working days or less keeps a confirmation. The client is sent one notice per ten minutes of changes; the contract is not touched. 422 VISIT_DATE_REFUSED for a past or unchanged date; ${visitChange}.`,
    access: "admin",
    body: { schema: moveVisitSchema },
    success: { status: 200, answer: visitAnswerSchema },
    errors: [400, 401, 403, 404, 409, 422]
  },
  cancelVisit: {
    method: "post",
    path: "/api/visits/{id}/cancel",
    summary: `Cancel a visit; a client who had its date is sent the cancellation for their calendar. ${visitChange}.`,
    access: "admin",
    body: { schema: visitVersionSchema },
    success: { status: 200, answer: visitAnswerSchema },
    errors: [400, 401, 403, 404, 409]
  },
  completeVisit: {
    method: "post",
    path: "/api/visits/{id}/complete",
    summary: `Mark a dated visit done; it can no longer change. ${visitChange}.`,
    access: "admin",
    body: { schema: visitVersionSchema },
    success: { status: 200, answer: visitAnswerSchema },
    errors: [400, 401, 403, 404, 409]
  },
  getSchedule: {
    method: "get",
    path: "/api/schedule",
    summary: "The owner's week or month: `?from=YYYY-MM-DD&days=1..42` (default: this week from Monday, 7 days). Every dated visit overlapping the range with its client, address and warnings (two pours on one crew and day, Sunday, holiday, unconfirmed, moved), the crews, the holidays and the visits on hold.",
    access: "admin",
    success: { status: 200, answer: scheduleAnswerSchema },
    errors: [400, 401]
  },
  batchDelay: {
    method: "post",
    path: "/api/schedule/batch-delay",
    summary: "Move every pour of one day to the next working day (skipping Sundays and holidays) for one reason: `apply: false` previews each client's new date, `apply: true` moves them and sends one notice per client. 422 VISIT_DATE_REFUSED for a past day.",
    access: "admin",
    body: { schema: batchDelaySchema },
    success: { status: 200, answer: batchDelayAnswerSchema },
    errors: [400, 401, 403, 422]
  },
  getScheduleSettings: {
    method: "get",
    path: "/api/schedule/settings",
    summary: "Whether a job's first date waits for the deposit, and the path of the owner's private calendar feed.",
    access: "admin",
    success: { status: 200, answer: scheduleSettingsAnswerSchema },
    errors: [401]
  },
  updateScheduleSettings: {
    method: "put",
    path: "/api/schedule/settings",
    summary: "Turn waiting for the deposit on or off.",
    access: "admin",
    body: { schema: scheduleSettingsSchema },
    success: { status: 200, answer: scheduleSettingsAnswerSchema },
    errors: [400, 401, 403]
  },
  replaceScheduleFeed: {
    method: "post",
    path: "/api/schedule/feed",
    summary: "Replace the calendar feed's secret: the old address answers 404 from now on.",
    access: "admin",
    success: { status: 200, answer: scheduleSettingsAnswerSchema },
    errors: [401, 403]
  },
  listHolidays: {
    method: "get",
    path: "/api/schedule/holidays",
    summary: "The owner's days off besides Sundays, from today on.",
    access: "admin",
    success: { status: 200, answer: holidaysAnswerSchema },
    errors: [401]
  },
  setHoliday: {
    method: "put",
    path: "/api/schedule/holidays/{day}",
    summary: "Mark a day as not worked (a statutory holiday, the owner's own).",
    access: "admin",
    body: { schema: holidaySchema },
    success: { status: 200, answer: holidaysAnswerSchema },
    errors: [400, 401, 403]
  },
  removeHoliday: {
    method: "delete",
    path: "/api/schedule/holidays/{day}",
    summary: "Make a day a working day again.",
    access: "admin",
    success: { status: 200, answer: holidaysAnswerSchema },
    errors: [400, 401, 403]
  },
  addCrew: {
    method: "post",
    path: "/api/crews",
    summary: "A new crew (at most 20).",
    access: "admin",
    body: { schema: crewSchema2 },
    success: { status: 201, answer: crewAnswerSchema },
    errors: [400, 401, 403, 409]
  },
  getScheduleFeed: {
    method: "get",
    path: "/api/schedule-feed/{token}",
    summary: "The owner's private calendar feed: every dated visit, for a phone's calendar to subscribe to (text/calendar). The secret is in the path; replacing it makes this address answer 404.",
    access: "public",
    success: { status: 200, answer: { file: "text/calendar" } },
    errors: [404]
  },
  readClientSchedule: {
    method: "get",
    path: "/api/schedule-links/{token}",
    summary: "The client's schedule page: each visit they see, its date in words, the preparation list and what they can do.",
    access: "link-holder",
    success: { status: 200, answer: clientScheduleAnswerSchema },
    errors: [404]
  },
  confirmVisitDate: {
    method: "post",
    path: "/api/schedule-links/{token}/visits/{visitId}/confirm",
    summary: "The client confirms the proposed date (the `version` they saw). 409 VISIT_CHANGED when it changed since, VISIT_STATE when there is nothing to confirm.",
    access: "link-holder",
    body: { schema: clientConfirmSchema },
    success: { status: 200, answer: clientScheduleAnswerSchema },
    errors: [400, 403, 404, 409, 429]
  },
  askOtherVisitDate: {
    method: "post",
    path: "/api/schedule-links/{token}/visits/{visitId}/other-date",
    summary: "The client asks for another date: one to three dates that suit them and a note; the business is told. 422 PREFERRED_DAYS_INVALID for none, four or more, repeated or past dates; 409 as for confirming.",
    access: "link-holder",
    body: { schema: otherDateSchema },
    success: { status: 200, answer: clientScheduleAnswerSchema },
    errors: [400, 403, 404, 409, 422, 429]
  },
  getVisitCalendarFile: {
    method: "get",
    path: "/api/schedule-links/{token}/visits/{visitId}/calendar.ics",
    summary: "The visit's calendar file (text/calendar, METHOD:PUBLISH; METHOD:CANCEL once held or cancelled), the same entry the e-mails carry.",
    access: "link-holder",
    success: { status: 200, answer: { file: "text/calendar" } },
    errors: [404]
  }
};

// shared/api/endpoints.ts
function defineTable(table) {
  return table;
}
var bodyErrors = [400, 403, 413, 415];
function errorStatuses(endpoint) {
  const pathErrors = endpoint.path.includes("{") ? [400] : [];
  const always = [500, 503];
  const fallback = endpoint.withoutSession ? endpointByName(endpoint.withoutSession).errors : [];
  return [.../* @__PURE__ */ new Set([...endpoint.errors, ...fallback, ...pathErrors, ...endpoint.method === "get" ? [] : bodyErrors, ...always])].sort(
    (a, b) => a - b
  );
}
var endpointTable = defineTable({
  submitLead: {
    method: "post",
    path: "/api/quote-requests",
    summary: `A visitor's quote request (lead), as JSON or multipart with photos (at most ${uploadLimits.maxFiles}, ${uploadLimits.maxFileBytes / (1024 * 1024)} MB each, ${uploadLimits.maxTotalBytes / (1024 * 1024)} MB in total; each re-encoded before it is stored); e-mails an acknowledgement and the business. 429 also when the address has used up its daily photo budget.`,
    access: "public",
    body: { schema: insertQuoteRequestSchema, multipart: true },
    success: { status: 201, answer: quoteRequestCreatedAnswerSchema },
    errors: [400, 403, 413, 429]
  },
  listLeads: {
    method: "get",
    path: "/api/quote-requests",
    summary: "Leads newest first, each with photo URLs, its stage and stage facts (site visit day and time, lost reason), follow-up day and version, the quotes priced from it (with their stage), the admin's notes, and the other leads from the same person (same e-mail in any case, or the same phone digits). Query (all optional): `stage` (new, contacted, site_visit, quoted, won, lost; or open = new to quoted), `followUp` (due: a follow-up day today or earlier in Toronto, soonest first; set: any follow-up day, soonest first), `q` (name, e-mail, city, or message containing it, any case; or phone containing its digits), `page` (from 1) and `pageSize` (default 25, at most 100). Without any parameter: every lead. 400 for a parameter it cannot read.",
    access: "admin",
    success: { status: 200, answer: quoteRequestsAnswerSchema },
    errors: [400, 401]
  },
  getLead: {
    method: "get",
    path: "/api/quote-requests/{id}",
    summary: "One lead as the list gives it, with its history: every stage change and follow-up change, who made it and when, oldest first.",
    access: "admin",
    success: { status: 200, answer: leadDetailAnswerSchema },
    errors: [401, 404]
  },
  setLeadStatus: {
    method: "patch",
    path: "/api/quote-requests/{id}",
    summary: "Move a lead to a stage (new, contacted, site_visit, quoted, won, lost) at the `version` it was seen at (409 LEAD_CHANGED when it has changed since). A site visit needs `siteVisitOn` (YYYY-MM-DD, Toronto; `siteVisitTime` HH:MM optional), a lost lead `lostReason` (price, timing, other_contractor, no_response, other; other with `lostNote`): 422 LEAD_STAGE_INCOMPLETE without. Won and lost clear the follow-up day. Recorded on the lead's history with the admin's e-mail.",
    access: "admin",
    body: { schema: quoteRequestStatusSchema },
    success: { status: 200, answer: quoteRequestAnswerSchema },
    errors: [400, 401, 403, 404, 409, 422]
  },
  setLeadFollowUp: {
    method: "put",
    path: "/api/quote-requests/{id}/follow-up",
    summary: "Set the lead's follow-up day (`followUpOn`, YYYY-MM-DD, a Toronto day from today to two years ahead: 422 LEAD_DATE_REFUSED otherwise) or clear it (null), at the `version` it was seen at (409 LEAD_CHANGED when it has changed since). Recorded on the lead's history.",
    access: "admin",
    body: { schema: leadFollowUpSchema },
    success: { status: 200, answer: quoteRequestAnswerSchema },
    errors: [400, 401, 403, 404, 409, 422]
  },
  addLeadNote: {
    method: "post",
    path: "/api/quote-requests/{id}/notes",
    summary: "Add an admin's note to a lead (several lines, at most 2000 characters); kept in the audit log, never shown to the client.",
    access: "admin",
    body: { schema: noteSchema },
    success: { status: 201, answer: noteAnswerSchema },
    errors: [400, 401, 403, 404]
  },
  addQuoteNote: {
    method: "post",
    path: "/api/quotes/{id}/notes",
    summary: "Add an admin's note to a quote's timeline (several lines, at most 2000 characters); never shown to the client.",
    access: "admin",
    body: { schema: noteSchema },
    success: { status: 201, answer: noteAnswerSchema },
    errors: [400, 401, 403, 404]
  },
  getPhoto: {
    method: "get",
    path: "/api/uploads/{id}",
    summary: "A photo sent with a lead or with the estimate form, as stored: upright, at most 2560 px on its longest side, without metadata (JPEG, or WebP when it has transparency). Photos stored before re-encoding are served as they were sent.",
    access: "admin",
    success: { status: 200, answer: { file: "image/*" } },
    errors: [401, 404]
  },
  getPhotoThumbnail: {
    method: "get",
    path: "/api/uploads/{id}/thumbnail",
    summary: "A photo's list thumbnail (a lead's or an estimate request's): WebP, at most 360 px on its longest side (the photo itself for photos stored before thumbnails).",
    access: "admin",
    success: { status: 200, answer: { file: "image/*" } },
    errors: [401, 404]
  },
  submitEstimate: {
    method: "post",
    path: "/api/estimates",
    summary: `The public estimate form, as JSON or multipart with photos (the same limits, re-encoding and daily photo budget as /api/quote-requests): a quote stored pending, unpriced at 0.00, valid 30 days; its answers and photos kept for the admin only (\`photoUrls\` never reaches the client's GET /api/links/{token}).`,
    access: "public",
    body: {
      schema: estimateQuoteSchema,
      multipart: `The estimate form's fields as text form fields, \`estimateAnswers\` as one text field holding its JSON object, and up to ${uploadLimits.maxFiles} image files in \`photos\`.`
    },
    success: { status: 201, answer: quoteCreatedAnswerSchema },
    errors: [400, 403, 413, 429]
  },
  createQuote: {
    method: "post",
    path: "/api/quotes",
    summary: "The admin's priced quote (JSON only): line items (totalCost then derived: total with 13% HST) or a totalCost, optionally from a lead (`quoteRequestId`) or revising an earlier quote (`revisionOf`: that quote is replaced; it keeps the estimate's photos), e-mailed to the client at once when sendable. With `choiceGroups` (pick-one choices; lines name their option by `optionId`, add-ons the option they need by `requiresOptionId`) and a stamped `design` (catalogue ids, 422 DESIGN_INVALID outside the catalogue): 400 for a line naming an option the quote does not offer; 422 CHOICES_INCOMPLETE when it would be sent with a choice not ready (`send: false` keeps a draft). Without an admin session this path still takes the estimate form exactly as POST /api/estimates does (its body, photos, limits and answer), for estimate forms that post here.",
    access: "admin",
    body: { schema: createQuoteSchema },
    success: { status: 201, answer: quoteCreatedAnswerSchema },
    errors: [400, 403, 404, 409, 422],
    withoutSession: "submitEstimate"
  },
  listQuotes: {
    method: "get",
    path: "/api/quotes",
    summary: "Quotes newest first, each with its derived expiry and lifecycle `stage`. Query (all optional): `status` (a stage: unpriced, draft, sent, viewed, changes_requested, accepted, signed, declined, expired, replaced; or open = unpriced to changes_requested), `q` (quote number, client name, e-mail or address containing it, any case; or phone containing its digits), `page` (from 1) and `pageSize` (default 25, at most 100). Without any parameter: every quote. 400 for a parameter it cannot read.",
    access: "admin",
    success: { status: 200, answer: quotesAnswerSchema },
    errors: [400, 401]
  },
  getQuote: {
    method: "get",
    path: "/api/quotes/{id}",
    summary: "One quote as the admin sees it, with `expired`, its number, its client link token and its signed contract's id.",
    access: "admin",
    success: { status: 200, answer: quoteAnswerSchema },
    errors: [401, 404]
  },
  replaceQuoteLink: {
    method: "post",
    path: "/api/quotes/{id}/link",
    summary: "Replace the client's link: a new token; the old link answers 410 LINK_REPLACED from now on. The quote is e-mailed again with the new link when it can be sent (`emailed`); the timeline records it.",
    access: "admin",
    success: { status: 200, answer: linkReplacedAnswerSchema },
    errors: [401, 403, 404]
  },
  readClientQuote: {
    method: "get",
    path: "/api/links/{token}",
    summary: "The client's quote, read through their link: no id of any kind; its number, `expired`, `signed`, and for a revised quote the link of the current revision. The client's first view is recorded. 410 LINK_REPLACED for a replaced link.",
    access: "link-holder",
    success: { status: 200, answer: clientQuoteAnswerSchema },
    errors: [404, 410]
  },
  editQuote: {
    method: "patch",
    path: "/api/quotes/{id}",
    summary: "Edit a pending quote; only the fields sent change. 400 for a line naming an option the quote does not offer; 422 CHOICES_INCOMPLETE when a sent quote's choices would no longer be ready; 422 DESIGN_INVALID for a design outside the catalogue; 409 DESIGN_LOCKED for a `design` once the contract is signed.",
    access: "admin",
    body: { schema: updateQuoteSchema },
    success: { status: 200, answer: quoteAnswerSchema },
    errors: [400, 401, 403, 404, 409, 422]
  },
  decideQuote: {
    method: "patch",
    path: "/api/links/{token}/status",
    summary: 'The client accepts (with `options`: the add-ons they include and the option they chose in each choice group, frozen with the total the server works out; and `design` when they pick the stamped design) or declines ("rejected", optional reason); 422 CHOICE_INVALID for a choice the quote does not allow, DESIGN_REQUIRED / DESIGN_INVALID for a missing or unknown design; 409 unless pending, current, unexpired and priced. `version` (the quote version the client saw) is required: 409 VERSION_REQUIRED without it, QUOTE_CHANGED when the quote changed since.',
    access: "link-holder",
    body: { schema: quoteDecisionSchema },
    success: { status: 200, answer: clientQuoteAnswerSchema },
    errors: [400, 403, 404, 409, 410, 422, 429]
  },
  requestQuoteChanges: {
    method: "post",
    path: "/api/links/{token}/change-requests",
    summary: "The client asks for changes with a message and the `version` it saw (409 VERSION_REQUIRED without it); the quote stays pending and the business is e-mailed (at most one notice per quote per 15 minutes, listing every message since the last). 409 when it could not be decided; 429 `CHANGE_REQUESTS_LIMITED` past 5 per quote or 20 per address in 24 hours.",
    access: "link-holder",
    body: { schema: changeRequestSchema },
    success: { status: 200, answer: clientQuoteAnswerSchema },
    errors: [400, 403, 404, 409, 410, 429]
  },
  switchQuoteReminders: {
    method: "put",
    path: "/api/quotes/{id}/reminders",
    summary: "Switch the quote's automatic reminders (not opened after 3 days; 3 days before expiry) on or off.",
    access: "admin",
    body: { schema: quoteRemindersSchema },
    success: { status: 200, answer: quoteAnswerSchema },
    errors: [400, 401, 403, 404]
  },
  getQuotePdf: {
    method: "get",
    path: "/api/quotes/{id}/pdf",
    summary: "The admin's copy of the quote's PDF.",
    access: "admin",
    success: { status: 200, answer: { file: "application/pdf" } },
    errors: [401, 404, 409]
  },
  getClientQuotePdf: {
    method: "get",
    path: "/api/links/{token}/pdf",
    summary: "The quote as a PDF: number, items, HST, total, deposit, validity and terms summary.",
    access: "link-holder",
    success: { status: 200, answer: { file: "application/pdf" } },
    errors: [404, 409, 410]
  },
  sendQuote: {
    method: "post",
    path: "/api/quotes/{id}/send",
    summary: "E-mail the quote link to the client (again); 409 unless pending, priced and unexpired; 422 CHOICES_INCOMPLETE (message: the first problem; `errors`: each field's) while a choice group is not ready.",
    access: "admin",
    success: { status: 200, answer: messageAnswerSchema },
    errors: [401, 403, 404, 409, 422]
  },
  getQuoteEvents: {
    method: "get",
    path: "/api/quotes/{id}/events",
    summary: "The quote's timeline, oldest first.",
    access: "admin",
    success: { status: 200, answer: quoteEventsAnswerSchema },
    errors: [401, 404]
  },
  listPriceBook: {
    method: "get",
    path: "/api/price-book",
    summary: `The owner's price book: saved items (description, unit, unit price before HST as text like "14.50"), by description.`,
    access: "admin",
    success: { status: 200, answer: priceBookAnswerSchema },
    errors: [401]
  },
  createPriceBookItem: {
    method: "post",
    path: "/api/price-book",
    summary: `Save an item to the price book (the rules of a quote's item: a one-line description, a unit, a unit price). 409 PRICE_BOOK_FULL past ${maxPriceBookItems} items.`,
    access: "admin",
    body: { schema: priceBookItemSchema },
    success: { status: 201, answer: priceBookItemAnswerSchema },
    errors: [400, 401, 403, 409]
  },
  updatePriceBookItem: {
    method: "patch",
    path: "/api/price-book/{id}",
    summary: "Change a saved item; only the fields sent change. Quotes that used it keep their own copy.",
    access: "admin",
    body: { schema: priceBookItemChangesSchema },
    success: { status: 200, answer: priceBookItemAnswerSchema },
    errors: [400, 401, 403, 404]
  },
  deletePriceBookItem: {
    method: "delete",
    path: "/api/price-book/{id}",
    summary: "Remove a saved item from the price book. Quotes that used it keep their own copy.",
    access: "admin",
    success: { status: 200, answer: messageAnswerSchema },
    errors: [401, 403, 404]
  },
  listDesignCatalogue: {
    method: "get",
    path: "/api/design-catalogue",
    summary: "The owner's design catalogue: patterns, base colours, release colours, borders and sealer finishes, retired entries too, by kind, position and name; each swatch by its address (`swatchUrl`).",
    access: "admin",
    success: { status: 200, answer: catalogueAnswerSchema },
    errors: [401]
  },
  createCatalogueEntry: {
    method: "post",
    path: "/api/design-catalogue",
    summary: `Add an entry (kind; name, one line, at most 80 characters; maker and code, one line, at most 40), as JSON or multipart with a swatch image in \`swatch\` (JPEG, PNG, WebP or HEIC, recognised by its bytes; at most ${swatchLimits.maxBytes / (1024 * 1024)} MB: 413 SWATCH_TOO_LARGE, before it is read whole; 400 SWATCH_NOT_IMAGE, SWATCH_TOO_MANY_PIXELS). The swatch is stored re-encoded: upright, without metadata, at most ${swatchLimits.storedPixels} x ${swatchLimits.storedPixels} px, JPEG (PNG when transparent). 409 CATALOGUE_FULL past ${maxCatalogueEntriesPerKind} entries of one kind.`,
    access: "admin",
    body: { schema: catalogueEntrySchema, multipart: "The fields as text form fields, and at most one image file in `swatch`." },
    success: { status: 201, answer: catalogueEntryAnswerSchema },
    errors: [400, 401, 403, 409, 413]
  },
  updateCatalogueEntry: {
    method: "patch",
    path: "/api/design-catalogue/{id}",
    summary: "Change an entry; only the fields sent change (name, maker, code; `retired` true hides it from new choices while quotes that name it keep it; false restores it). A new image in `swatch` (multipart, the rules of POST) replaces the swatch and its address; `removeSwatch` true takes it away. The kind never changes. Entries are never deleted.",
    access: "admin",
    body: {
      schema: catalogueEntryChangesSchema,
      multipart: 'The fields as text form fields (`retired` and `removeSwatch` as "true" or "false"), and at most one image file in `swatch`.'
    },
    success: { status: 200, answer: catalogueEntryAnswerSchema },
    errors: [400, 401, 403, 404, 413]
  },
  getDesignSwatch: {
    method: "get",
    path: "/api/design-swatches/{id}",
    summary: "An entry's swatch as stored (JPEG or PNG), with its SHA-256 as ETag. At the address the catalogue gives (`?v=` the first 12 hex of the hash) it is cached for a year (immutable); at any other `v`, or none, `Cache-Control: no-cache`, so an old address never keeps a replaced image. Not a secret (a colour sample), but the catalogue itself is not listed publicly. 404 CATALOGUE_ENTRY_NOT_FOUND without the entry or its swatch.",
    access: "public",
    success: { status: 200, answer: { file: "image/*" } },
    errors: [404]
  },
  clientDesignCatalogue: {
    method: "get",
    path: "/api/links/{token}/design-catalogue",
    summary: "What the client may pick a design from through their link: the active catalogue entries, and any retired entry the quote's design already names. 404 for an unknown link, 410 LINK_REPLACED for a replaced one.",
    access: "link-holder",
    success: { status: 200, answer: catalogueAnswerSchema },
    errors: [404, 410]
  },
  signContract: {
    method: "post",
    path: "/api/links/{token}/contract",
    summary: "Sign the contract of the link's accepted quote (drawn signature as a PNG data URL) at the `quoteVersion` the signer saw (409 VERSION_REQUIRED without it); one contract per quote. When the chosen option has a stamped design, `colourAcknowledged: true` is required (422 COLOUR_ACKNOWLEDGEMENT_REQUIRED; 422 DESIGN_REQUIRED or DESIGN_INVALID when the design is missing or names an entry the catalogue no longer has). The confirmation is then at the same link.",
    access: "link-holder",
    body: { schema: signContractSchema },
    success: { status: 201, answer: clientSignedAnswerSchema },
    errors: [400, 403, 404, 409, 410, 413, 422, 429]
  },
  getClientContract: {
    method: "get",
    path: "/api/links/{token}/contract",
    summary: "The confirmation: what was signed and when, the quote's number and how to pay the deposit; no id, no signature, no signer's IP address or browser.",
    access: "link-holder",
    success: { status: 200, answer: clientContractAnswerSchema },
    errors: [404, 410]
  },
  getClientContractPdf: {
    method: "get",
    path: "/api/links/{token}/contract/pdf",
    summary: "The signed contract as a PDF with its certificate page.",
    access: "link-holder",
    success: { status: 200, answer: { file: "application/pdf" } },
    errors: [404, 410]
  },
  listContracts: {
    method: "get",
    path: "/api/contracts",
    summary: "Contracts newest first, with the quote's total and scope, and the total, collected and outstanding cents and `payment` (deposit_due, balance_due, paid_in_full). Query (all optional): `payment`, `q` (quote number, signer's or client's name, e-mail, address or phone), `page`, `pageSize` (default 25, at most 100). Without any parameter: every contract. 400 for a parameter it cannot read.",
    access: "admin",
    success: { status: 200, answer: contractsAnswerSchema },
    errors: [400, 401]
  },
  getContract: {
    method: "get",
    path: "/api/contracts/{id}",
    summary: "What was signed and when, without the signature, the signer's IP address and browser.",
    access: "admin",
    success: { status: 200, answer: contractAnswerSchema },
    errors: [401, 404]
  },
  getContractPdf: {
    method: "get",
    path: "/api/contracts/{id}/pdf",
    summary: "The admin's copy of the signed contract PDF. Without a session, only the address e-mailed for a contract signed before link tokens, while its quote's link has not been replaced (else 404 or 410).",
    access: "admin-or-link-holder",
    success: { status: 200, answer: { file: "application/pdf" } },
    errors: [404, 410]
  },
  listPayments: {
    method: "get",
    path: "/api/contracts/{id}/payments",
    summary: "The contract's payments in the order received, with its price, deposit, the amount collected and the amount still owed (cents).",
    access: "admin",
    success: { status: 200, answer: paymentSummaryAnswerSchema },
    errors: [401, 404]
  },
  recordPayment: {
    method: "post",
    path: "/api/contracts/{id}/payments",
    summary: 'Record a payment received (kind deposit|balance|other, amount as dollars text like "5,565.25", method etransfer|cheque|cash, paidOn YYYY-MM-DD not in the future, optional one-line reference); the client is e-mailed a receipt. 409 PAYMENT_EXCEEDS_BALANCE when it is more than is still owed.',
    access: "admin",
    body: { schema: paymentInputSchema },
    success: { status: 201, answer: paymentSummaryAnswerSchema },
    errors: [400, 401, 403, 404, 409]
  },
  voidPayment: {
    method: "post",
    path: "/api/payments/{id}/void",
    summary: `Void a payment recorded by mistake, with the reason (one line, at most ${voidReasonMaxLength} characters): the payment stays, marked voided with the reason, the admin and the time, and counts for nothing from then on; the quote's timeline records it and the client is e-mailed a notice with the new balance. Answers the contract's payment summary. 404 PAYMENT_NOT_FOUND, 409 PAYMENT_ALREADY_VOIDED.`,
    access: "admin",
    body: { schema: voidPaymentSchema },
    success: { status: 200, answer: paymentSummaryAnswerSchema },
    errors: [400, 401, 403, 404, 409]
  },
  requestBalance: {
    method: "post",
    path: "/api/contracts/{id}/balance-request",
    summary: "E-mail the client the balance still owed (after every payment not voided) with the e-Transfer instructions; the quote's timeline records it. 409 NOTHING_OWED when nothing is owed, 409 BALANCE_JUST_REQUESTED within a minute of the last request for the contract.",
    access: "admin",
    success: { status: 200, answer: balanceRequestAnswerSchema },
    errors: [401, 403, 404, 409]
  },
  getAdminSummary: {
    method: "get",
    path: "/api/admin/summary",
    summary: "The dashboard's figures: signed contracts' value, collected and outstanding (cents), quotes by lifecycle stage, and e-mails failing to send.",
    access: "admin",
    success: { status: 200, answer: adminSummaryAnswerSchema },
    errors: [401]
  },
  exportLeads: {
    method: "get",
    path: "/api/exports/leads.csv",
    summary: "Every lead as CSV (UTF-8 with BOM, CRLF), as an attachment named with today's date: quote requests and estimate-form requests, newest first, with a Source column and readable labels (city, project type, timeline, stage, lost reason).",
    access: "admin",
    success: { status: 200, answer: { file: "text/csv" } },
    errors: [401]
  },
  exportQuotes: {
    method: "get",
    path: "/api/exports/quotes.csv",
    summary: 'Every quote as CSV, one row per quote with its items in one cell and its totals (UTF-8 with BOM, CRLF). A revised quote has status "Replaced", the number of the quote that replaces it, and empty money columns (its old total in its own column), so the totals count each job once.',
    access: "admin",
    success: { status: 200, answer: { file: "text/csv" } },
    errors: [401]
  },
  exportContracts: {
    method: "get",
    path: "/api/exports/contracts.csv",
    summary: "Every contract as CSV with its total, the payments received, collected and outstanding (UTF-8 with BOM, CRLF).",
    access: "admin",
    success: { status: 200, answer: { file: "text/csv" } },
    errors: [401]
  },
  exportPayments: {
    method: "get",
    path: "/api/exports/payments.csv",
    summary: 'Every payment as CSV with its receipt number, the HST included, and whether it was voided (with the reason); voided payments count 0.00 in the "Counted" column (UTF-8 with BOM, CRLF).',
    access: "admin",
    success: { status: 200, answer: { file: "text/csv" } },
    errors: [401]
  },
  verifyPdf: {
    method: "post",
    path: "/api/verify",
    summary: `Is this PDF (the raw body, application/pdf, at most 10 MB) a contract signed through Forma Concrete and unchanged since? "verified" (with the contract), "modified" or "not-ours"; a file with more than ${verifyLimits.maxByteRanges} \`/ByteRange\` entries or ${verifyLimits.maxSignatures} signature dictionaries is answered from what was read, with \`reason\`. ${verifyLimits.checksPerAddress} checks per address per 10 minutes. Nothing is stored.`,
    access: "public",
    body: { file: "application/pdf", maxBytes: verifyLimits.maxPdfBytes },
    success: { status: 200, answer: verifyAnswerSchema },
    errors: [400, 403, 413, 415, 429]
  },
  login: {
    method: "post",
    path: "/api/admin/login",
    summary: "Start an admin session (a new session id); 429 after 10 failures in 15 minutes.",
    access: "public",
    body: { schema: loginSchema },
    success: { status: 200, answer: messageAnswerSchema },
    errors: [400, 401, 403, 429]
  },
  logout: {
    method: "post",
    path: "/api/admin/logout",
    summary: "End the admin session.",
    access: "public",
    success: { status: 200, answer: messageAnswerSchema },
    errors: [403]
  },
  changePassword: {
    method: "post",
    path: "/api/admin/password",
    summary: "Change the admin's password (the current one required; the new one 8 to 200 characters, typed twice). Every other session ends; this one stays signed in. A wrong current password is a 400 and counts as a failed sign-in (429 after too many).",
    access: "admin",
    body: { schema: changePasswordSchema },
    success: { status: 200, answer: messageAnswerSchema },
    errors: [400, 401, 403, 429]
  },
  getContractorSignature: {
    method: "get",
    path: "/api/admin/contractor-signature",
    summary: "The owner's signature printed for the business on contracts signed from now on (with its name, who drew it and when), or null.",
    access: "admin",
    success: { status: 200, answer: contractorSignatureAnswerSchema },
    errors: [401]
  },
  setContractorSignature: {
    method: "put",
    path: "/api/admin/contractor-signature",
    summary: "Set or replace the owner's signature (a PNG data URL, checked like a client's: at most 512 KB and 4,000,000 pixels, not blank) and the name printed beside it. Contracts already signed keep the signature they were signed with.",
    access: "admin",
    body: { schema: contractorSignatureSchema },
    success: { status: 200, answer: contractorSignatureAnswerSchema },
    errors: [400, 401, 403, 413]
  },
  removeContractorSignature: {
    method: "delete",
    path: "/api/admin/contractor-signature",
    summary: "Remove the owner's signature: contracts signed from now on leave a line to sign by hand; signed ones keep theirs.",
    access: "admin",
    success: { status: 200, answer: contractorSignatureAnswerSchema },
    errors: [401, 403]
  },
  signOutEverywhere: {
    method: "post",
    path: "/api/admin/sign-out-everywhere",
    summary: "End every admin session, this one included.",
    access: "admin",
    success: { status: 200, answer: messageAnswerSchema },
    errors: [401, 403]
  },
  listEmails: {
    method: "get",
    path: "/api/admin/emails",
    summary: 'Outgoing e-mails, newest first (?status=pending|sent|failed&page=&pageSize=, at most 100): kind, recipient, subject, status ("failed": not sent and its last attempt failed; it is retried), attempts, last error and times. Never the bodies. `delivery` says how mail leaves: `smtp`, or `files` (no SMTP_URL: only written as .eml files to `folder` on the server, not delivered).',
    access: "admin",
    success: { status: 200, answer: adminEmailsAnswerSchema },
    errors: [400, 401]
  },
  retryEmail: {
    method: "post",
    path: "/api/admin/emails/{id}/retry",
    summary: "Make an unsent e-mail due now: the sender tries it within seconds. 409 when it was already sent or is being sent right now.",
    access: "admin",
    success: { status: 200, answer: adminEmailAnswerSchema },
    errors: [401, 403, 404, 409]
  },
  getSession: {
    method: "get",
    path: "/api/admin/session",
    summary: "Whether this browser holds an admin session.",
    access: "public",
    success: { status: 200, answer: sessionAnswerSchema },
    errors: []
  },
  getLoginInfo: {
    method: "get",
    path: "/api/admin/login-info",
    summary: "The demo admin's credentials while no real admin is configured, else null.",
    access: "public",
    success: { status: 200, answer: loginInfoAnswerSchema },
    errors: []
  },
  getAsset: {
    method: "get",
    path: "/api/assets/{file}",
    summary: "A static image, cached for a year.",
    access: "public",
    success: { status: 200, answer: { file: "image/*" } },
    errors: [404]
  },
  health: {
    method: "get",
    path: "/api/health",
    summary: "200 while the database answers, else 503.",
    access: "public",
    success: { status: 200, answer: healthAnswerSchema },
    errors: [503]
  },
  openApi: {
    method: "get",
    path: "/api/openapi.json",
    summary: "This document.",
    access: "public",
    success: { status: 200, answer: { file: "application/json" } },
    errors: []
  },
  ...scheduleEndpoints
});
var endpoints = Object.keys(endpointTable).map((name2) => ({ name: name2, ...endpointTable[name2] }));
function endpointByName(name2) {
  const endpoint = endpoints.find((candidate) => candidate.name === name2);
  if (!endpoint) throw new Error(`No endpoint named ${name2} in the endpoint table`);
  return endpoint;
}

// server/openapi.ts
var componentName = (exportName) => exportName[0].toUpperCase() + exportName.slice(1).replace(/Schema$/, "");
var operationId = (endpoint) => endpoint.method + endpoint.path.replace(/^\/api/, "").replace(/[{}]/g, "").split(/[/.-]/).filter(Boolean).map((part) => part[0].toUpperCase() + part.slice(1)).join("");
var statusText = {
  400: "The request is not valid (see `errors` for each field)",
  401: "An admin session is needed, or the credentials are wrong",
  403: "Sent from another website",
  404: "No such record",
  409: "The record's state does not allow this now",
  410: "The client's link was replaced by a newer one: ask the business for the new link",
  413: "Too large",
  415: "The body's content type or encoding is not supported",
  422: "The request is readable but the record cannot take it (see `errors`)",
  429: "Too many requests (see Retry-After)",
  500: "Something went wrong on the server",
  503: "The database cannot answer right now (see Retry-After): try again"
};
var statusDescription = (status) => {
  const codes = codesWithStatus(status).map((code) => `\`${code}\``);
  return `${statusText[status]}. Codes: ${codes.join(", ")}.`;
};
var codeList = errorCodes.map((code) => `- \`${code}\` (${errorCatalogue[code].status}): ${errorCatalogue[code].description}`).join("\n");
var accessText = {
  public: "Anyone.",
  admin: "Admin session required (cookie `forma.sid`).",
  "link-holder": "Anyone holding the client's link token (never an id); a replaced link answers 410 LINK_REPLACED.",
  "admin-or-link-holder": "An admin session (cookie `forma.sid`), or anyone holding the link this path was e-mailed as."
};
var description = (endpoint) => endpoint.withoutSession ? `${accessText[endpoint.access]} Without one: answered as ${endpointByName(endpoint.withoutSession).method.toUpperCase()} ${endpointByName(endpoint.withoutSession).path}.` : accessText[endpoint.access];
var security = {
  public: {},
  "link-holder": {},
  admin: { security: [{ adminSession: [] }] },
  // An empty requirement: the route is also open without the cookie.
  "admin-or-link-holder": { security: [{ adminSession: [] }, {}] }
};
function buildDocument(publicUrl) {
  const registry = z18.registry();
  for (const [exportName, schema] of Object.entries(responses_exports)) {
    if (schema instanceof z18.ZodType) registry.add(schema, { id: componentName(exportName) });
  }
  for (const endpoint of endpoints) {
    if (endpoint.body && "schema" in endpoint.body && !registry.has(endpoint.body.schema)) {
      registry.add(endpoint.body.schema, { id: `${operationId(endpoint)}Body` });
    }
  }
  const { schemas } = z18.toJSONSchema(registry, { io: "input", unrepresentable: "any", uri: (id3) => `#/components/schemas/${id3}` });
  const componentSchemas = Object.fromEntries(Object.entries(schemas).map(([id3, { $schema: _dialect, $id: _id, ...rest }]) => [id3, rest]));
  const ref = (schema) => ({ $ref: `#/components/schemas/${registry.get(schema)?.id}` });
  const content = (answer2) => "file" in answer2 ? { [answer2.file]: { schema: { type: "string", contentMediaType: answer2.file } } } : { "application/json": { schema: ref(answer2) } };
  const requestBody = (body) => ({
    required: true,
    content: "file" in body ? { [body.file]: { schema: { type: "string", contentMediaType: body.file, description: `At most ${body.maxBytes / (1024 * 1024)} MB.` } } } : {
      "application/json": { schema: ref(body.schema) },
      ...body.multipart ? {
        "multipart/form-data": {
          schema: {
            type: "object",
            description: typeof body.multipart === "string" ? body.multipart : "The JSON fields as form fields, and image files in `photos`."
          }
        }
      } : {}
    }
  });
  const operation = (endpoint) => {
    const parameters = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name2]) => ({
      name: name2,
      in: "path",
      required: true,
      schema: { type: "string" }
    }));
    const errors = Object.fromEntries(
      errorStatuses(endpoint).map((status) => [
        String(status),
        {
          description: statusDescription(status),
          content: { "application/json": { schema: ref(errorAnswerSchema) } }
        }
      ])
    );
    return {
      operationId: operationId(endpoint),
      summary: endpoint.summary,
      description: description(endpoint),
      ...endpoint.withoutSession ? { security: [{ adminSession: [] }, {}] } : security[endpoint.access],
      ...parameters.length ? { parameters } : {},
      ...endpoint.body ? { requestBody: requestBody(endpoint.body) } : {},
      responses: { [String(endpoint.success.status)]: { description: "Success", content: content(endpoint.success.answer) }, ...errors }
    };
  };
  const paths = {};
  for (const endpoint of endpoints) (paths[endpoint.path] ??= {})[endpoint.method] = operation(endpoint);
  return {
    openapi: "3.1.0",
    info: {
      title: "Forma Concrete API",
      version: "1.0.0",
      description: `Leads, quotes and signed contracts. Every error answers \`{ success: false, code, message, errors?, requestId? }\`; the status is always the one of its \`code\` (listed below). Every answer carries an \`X-Request-Id\` header (the caller's own when it is 1-64 characters of A-Z, a-z, 0-9, \`.\`, \`_\` and \`-\`, else a new UUID); an error's \`requestId\` is the same id.

${codeList}`
    },
    servers: [{ url: publicUrl }],
    paths,
    components: {
      schemas: componentSchemas,
      securitySchemes: { adminSession: { type: "apiKey", in: "cookie", name: "forma.sid" } }
    }
  };
}
var cached;
function openApiDocument(publicUrl) {
  if (cached?.publicUrl !== publicUrl) cached = { publicUrl, document: buildDocument(publicUrl) };
  return cached.document;
}

// server/routes/openapi.ts
function openApiRoutes({ config: config2 }) {
  return {
    openApi: ({ res }) => {
      res.json(openApiDocument(config2.publicUrl));
    }
  };
}

// server/services/admin-summary.ts
import { and as and10, eq as eq14, gt, sql as sql20 } from "drizzle-orm";
async function quoteCounts(db, today) {
  const columns2 = Object.fromEntries(
    quoteStages.map((stage) => [stage, sql20`count(*) filter (where ${quoteStageCondition(stage, today)})`])
  );
  const [row] = await db.select({ total: sql20`count(*)`, ...columns2 }).from(quotes);
  return Object.fromEntries(Object.entries(row).map(([key2, value]) => [key2, Number(value)]));
}
async function failingMail(db) {
  const [row] = await db.select({ count: sql20`count(*)` }).from(emails).where(and10(eq14(emails.status, "pending"), gt(emails.attempts, 0)));
  return Number(row.count);
}
async function adminSummary(db, now) {
  const balances = [...(await contractBalances(db)).values()];
  const sum = (pick) => balances.reduce((total, balance) => total + pick(balance), 0);
  return {
    signedValueCents: sum((balance) => balance.totalCents),
    collectedCents: sum((balance) => balance.collectedCents),
    outstandingCents: sum((balance) => balance.outstandingCents),
    quotes: await quoteCounts(db, torontoDate(now)),
    mailFailing: await failingMail(db)
  };
}

// server/services/balance-requests.ts
import { and as and11, desc as desc7, eq as eq15 } from "drizzle-orm";

// server/services/mail/templates/balance-request.ts
function balanceRequestEmail(mail, settings) {
  const { contract } = mail;
  const due = `${formatCents(mail.outstandingCents)} CAD`;
  const reference = contract.quoteNumber ?? "";
  return compose({
    subject: `Balance due: ${due} (${reference})`,
    preheader: `The balance of ${due} on your contract is due. Pay by Interac e-Transfer to ${settings.etransferEmail} with the reference ${reference}.`,
    heading: "Your balance is due",
    blocks: [
      paragraph(`Hi ${contract.clientName},`),
      paragraph(`Thank you for choosing ${business.name}. This is a request for the balance still owed on your contract.`),
      details([
        ["Balance due", due],
        ["Contract price", `${formatCents(mail.totalCents)} CAD`],
        ["Paid so far", `${formatCents(mail.collectedCents)} CAD`],
        ["Quote reference", reference]
      ]),
      paragraph(
        `How to pay: by Interac e-Transfer to ${settings.etransferEmail} with the reference ${reference}, or by cash or cheque. Please include the reference so we can match your payment.`
      ),
      note(`Questions about your balance? Call ${business.phoneDisplay} or reply to this e-mail.`),
      ...contract.linkToken ? [links([{ label: "Your contract", href: confirmationUrl(settings, contract.linkToken) }])] : []
    ]
  });
}

// server/services/balance-requests.ts
var balanceRequestIntervalMs = 6e4;
async function lastRequestedAt(db, contractId) {
  const [last] = await db.select({ data: events.data }).from(events).where(and11(eq15(events.contractId, contractId), eq15(events.type, "payment.balance_requested"))).orderBy(desc7(events.at)).limit(1);
  const requestedAt = typeof last?.data.requestedAt === "string" ? new Date(last.data.requestedAt) : null;
  return requestedAt && !Number.isNaN(requestedAt.getTime()) ? requestedAt : null;
}
async function requestBalance(db, mail, contractId, context, now) {
  return db.transaction(async (tx) => {
    const contract = await lockContractPricing(tx, contractId);
    if (!contract) throw contractNotFound();
    const summary2 = summarise(contract, await listPayments(tx, contractId));
    if (summary2.totalCents === 0) throw conflict("NOTHING_OWED", "This contract's price cannot be read, so no balance can be asked for.");
    if (summary2.outstandingCents === 0) throw conflict("NOTHING_OWED", "Nothing is owing on this contract.");
    const last = await lastRequestedAt(tx, contractId);
    if (last && now.getTime() - last.getTime() < balanceRequestIntervalMs) {
      throw conflict("BALANCE_JUST_REQUESTED", "The balance was e-mailed to the client less than a minute ago.");
    }
    const email = await queueEmail(tx, {
      kind: "balance-request",
      to: contract.clientEmail,
      message: balanceRequestEmail({ contract, ...summary2 }, mail),
      quoteId: contract.quoteId,
      contractId
    });
    await recordEvent(
      tx,
      {
        type: "payment.balance_requested",
        quoteId: contract.quoteId,
        contractId,
        data: { amountCents: summary2.outstandingCents, to: contract.clientEmail, emailId: email.id, requestedAt: now.toISOString() }
      },
      context
    );
    return { amountCents: summary2.outstandingCents, to: contract.clientEmail };
  });
}

// server/services/mail/templates/payment-voided.ts
function paymentVoidedEmail(mail, settings) {
  const { contract, payment } = mail;
  const amount2 = `${formatCents(payment.amountCents)} CAD`;
  const balance = `${formatCents(mail.outstandingCents)} CAD`;
  return compose({
    subject: `Payment voided: ${amount2} (receipt ${payment.receipt})`,
    preheader: `A payment of ${amount2} recorded on ${formatLongDate(payment.paidOn)} was voided. Balance now owing: ${balance}.`,
    heading: "A payment was voided",
    blocks: [
      paragraph(`Hi ${contract.clientName},`),
      paragraph(
        `${business.name} voided a payment recorded on your contract. Receipt ${payment.receipt} no longer counts towards what you have paid.`
      ),
      details([
        ["Receipt voided", payment.receipt],
        ["Amount", amount2],
        ["Date recorded as received", formatLongDate(payment.paidOn)],
        ["Reason", mail.reason],
        ["Quote reference", contract.quoteNumber],
        ["Total paid so far", `${formatCents(mail.collectedCents)} CAD`],
        ["Balance now owing", balance]
      ]),
      note(`Questions about this correction? Call ${business.phoneDisplay} or reply to this e-mail.`),
      ...contract.linkToken ? [links([{ label: "Your contract", href: confirmationUrl(settings, contract.linkToken) }])] : []
    ]
  });
}

// server/services/payment-voids.ts
var paymentNotFound = () => notFound("PAYMENT_NOT_FOUND", "No payment has this id.");
var alreadyVoided = () => conflict("PAYMENT_ALREADY_VOIDED", "This payment was already voided.");
async function voidPayment(db, mail, paymentId, input, admin, context, now) {
  const found = await findPayment(db, paymentId);
  if (!found) throw paymentNotFound();
  return db.transaction(async (tx) => {
    const contract = await lockContractPricing(tx, found.contractId);
    if (!contract) throw paymentNotFound();
    const payment = await findPayment(tx, paymentId);
    if (!payment) throw paymentNotFound();
    if (payment.void) throw alreadyVoided();
    const stored2 = await insertPaymentVoid(tx, { paymentId, reason: input.reason, voidedBy: admin.email, voidedAt: now });
    if (!stored2) throw alreadyVoided();
    const receipt = formatReceiptNumber(payment.receiptNumber);
    await recordEvent(
      tx,
      {
        type: "payment.voided",
        quoteId: contract.quoteId,
        contractId: contract.id,
        data: { paymentId, receiptNumber: receipt, amountCents: payment.amountCents, reason: input.reason, voidedBy: admin.email }
      },
      context
    );
    const after = summarise(contract, await listPayments(tx, contract.id));
    await queueEmail(tx, {
      kind: "payment-voided",
      to: contract.clientEmail,
      message: paymentVoidedEmail(
        { contract, payment: { receipt, amountCents: payment.amountCents, paidOn: payment.paidOn }, reason: input.reason, ...after },
        mail
      ),
      quoteId: contract.quoteId,
      contractId: contract.id
    });
    return after;
  });
}

// server/routes/payments.ts
function paymentRoutes({ db, mail }) {
  return {
    listPayments: async ({ params }) => ({ success: true, ...await contractPayments(db, params.id) }),
    recordPayment: async ({ params, body, context, now }) => ({ success: true, ...await recordPayment(db, mail, params.id, body, context, now) }),
    voidPayment: async ({ params, body, admin, context, now }) => ({
      success: true,
      ...await voidPayment(db, mail, params.id, body, admin, context, now)
    }),
    requestBalance: async ({ params, context, now }) => ({ success: true, ...await requestBalance(db, mail, params.id, context, now) }),
    getAdminSummary: async ({ now }) => ({ success: true, ...await adminSummary(db, now) })
  };
}

// server/storage/price-book.ts
import { asc as asc7, count as count5, eq as eq16, sql as sql21 } from "drizzle-orm";
async function listPriceBookItems(db) {
  return db.select().from(priceBookItems).orderBy(asc7(sql21`lower(${priceBookItems.description})`), asc7(priceBookItems.id));
}
async function countPriceBookItems(db) {
  const [row] = await db.select({ total: count5() }).from(priceBookItems);
  return row.total;
}
async function insertPriceBookItem(db, values) {
  const [row] = await db.insert(priceBookItems).values(values).returning();
  return row;
}
async function updatePriceBookItem(db, id3, values) {
  if (!isUuid(id3)) return void 0;
  const [row] = await db.update(priceBookItems).set({ ...values, updatedAt: sql21`now()` }).where(eq16(priceBookItems.id, id3)).returning();
  return row;
}
async function deletePriceBookItem(db, id3) {
  if (!isUuid(id3)) return false;
  const rows = await db.delete(priceBookItems).where(eq16(priceBookItems.id, id3)).returning({ id: priceBookItems.id });
  return rows.length > 0;
}

// server/services/price-book.ts
var priceBookItemNotFound = () => notFound("PRICE_BOOK_ITEM_NOT_FOUND", "Price book item not found");
function toView({ unitPriceCents, ...item }) {
  return { ...item, unitPrice: centsToAmountText(unitPriceCents) };
}
function toValues(input) {
  const { unitPrice: unitPrice2, ...rest } = input;
  return { ...rest, ...unitPrice2 === void 0 ? {} : { unitPriceCents: parseCents(unitPrice2) ?? 0 } };
}
async function priceBook(db) {
  return (await listPriceBookItems(db)).map(toView);
}
async function addPriceBookItem(db, input) {
  return db.transaction(async (tx) => {
    if (await countPriceBookItems(tx) >= maxPriceBookItems) throw conflict("PRICE_BOOK_FULL", priceBookFullMessage);
    return toView(await insertPriceBookItem(tx, toValues(input)));
  });
}
async function changePriceBookItem(db, id3, changes) {
  const updated = await updatePriceBookItem(db, id3, toValues(changes));
  if (!updated) throw priceBookItemNotFound();
  return toView(updated);
}
async function removePriceBookItem(db, id3) {
  if (!await deletePriceBookItem(db, id3)) throw priceBookItemNotFound();
}

// server/routes/price-book.ts
function priceBookRoutes({ db }) {
  return {
    listPriceBook: async () => ({ success: true, items: await priceBook(db) }),
    createPriceBookItem: async ({ body }) => ({ success: true, item: await addPriceBookItem(db, body) }),
    updatePriceBookItem: async ({ params, body }) => ({ success: true, item: await changePriceBookItem(db, params.id, body) }),
    deletePriceBookItem: async ({ params }) => {
      await removePriceBookItem(db, params.id);
      return { success: true, message: "Removed from the price book" };
    }
  };
}

// server/services/quote-pdf.ts
function openChoices(quote) {
  const discount = discountOf(quote);
  const subtotal = (optionId) => quote.lineItems.filter((item) => item.optionId === optionId).reduce((sum, item) => sum + lineTotalCents(item), 0);
  return {
    groups: quote.choiceGroups.map((group) => ({
      title: group.title,
      required: group.required,
      options: group.options.map((option) => ({
        label: option.label,
        description: option.description,
        recommended: option.id === group.recommendedOptionId,
        subtotalCents: subtotal(option.id)
      }))
    })),
    totals: choiceCombinations(quote.choiceGroups).map((chosen) => {
      const labels = chosenOptionsOf(quote.choiceGroups, chosen).map(({ option }) => option.label);
      return {
        label: labels.length ? `with ${labels.join(" and ")}` : "with none of the choices",
        totalCents: quoteTotals(quote.lineItems, chosen, discount).totalCents
      };
    }),
    range: quoteTotalRangeOf(quote),
    depositPercent: contractTerms.depositPercent
  };
}
function addOnConditions(quote) {
  const options = new Map(quote.choiceGroups.flatMap((group) => group.options.map((option) => [option.id, option.label])));
  return Object.fromEntries(
    quote.lineItems.flatMap(
      (item) => item.requiresOptionId && options.has(item.requiresOptionId) ? [[item.id, `with ${options.get(item.requiresOptionId)} only`]] : []
    )
  );
}
function quotePdfFacts(quote, now) {
  const accepted = quote.status === "accepted";
  if (hasChoices(quote) && quote.lineItems.length > 0) {
    const chosen = new Set(accepted ? quote.chosenOptionIds : []);
    const items = quote.lineItems.filter((item) => accepted ? !item.optionId || chosen.has(item.optionId) : !item.optionId);
    return {
      ...oneTotalFacts(quote, now),
      pricing: quotePricing(items, accepted ? quote.chosenOptionIds : [], discountOf(quote)),
      choices: accepted ? void 0 : openChoices(quote),
      chosen: accepted ? chosenOptionsOf(quote.choiceGroups, quote.chosenOptionIds).map(({ group, option }) => `${group.title}: ${option.label}`) : void 0,
      addOnConditions: addOnConditions(quote)
    };
  }
  return oneTotalFacts(quote, now);
}
function oneTotalFacts(quote, now) {
  const accepted = quote.status === "accepted";
  return {
    reference: quoteReference(quote),
    revision: quote.revision,
    date: torontoDate(quote.createdAt),
    validUntil: quote.validUntil,
    client: { name: quote.clientName, email: quote.clientEmail, phone: quote.clientPhone, projectAddress: quote.projectAddress },
    workScope: quote.workScope,
    projectDescription: quote.projectDetails,
    // Before acceptance the options are offered, not chosen: the totals count the required items only.
    pricing: quotePricing(quote.lineItems, accepted ? quote.chosenOptionIds : [], discountOf(quote)),
    allInTotal: formatCents(quote.totalCents),
    accepted,
    declined: quote.status === "rejected",
    expired: !accepted && isExpired(quote.validUntil, now),
    replaced: quote.replacedBy !== null
  };
}
var RecentQuotePdfs = class _RecentQuotePdfs {
  entries = /* @__PURE__ */ new Map();
  rendering = /* @__PURE__ */ new Map();
  bytes = 0;
  static budget = 16 * 1024 * 1024;
  async get(key2, render) {
    const entry = this.entries.get(key2);
    if (entry) {
      this.entries.delete(key2);
      this.entries.set(key2, entry);
      return entry;
    }
    let pending = this.rendering.get(key2);
    if (!pending) {
      pending = render().finally(() => this.rendering.delete(key2));
      this.rendering.set(key2, pending);
      void pending.then((rendered) => this.keep(key2, rendered)).catch(() => void 0);
    }
    return pending;
  }
  keep(key2, rendered) {
    if (this.entries.has(key2) || rendered.pdf.length > _RecentQuotePdfs.budget) return;
    this.entries.set(key2, rendered);
    this.bytes += rendered.pdf.length;
    for (const [oldest, { pdf }] of this.entries) {
      if (this.bytes <= _RecentQuotePdfs.budget) break;
      this.entries.delete(oldest);
      this.bytes -= pdf.length;
    }
  }
};
var recent = new RecentQuotePdfs();
var renders2 = 0;
async function loadQuotePdf(quote, now) {
  const facts = quotePdfFacts(quote, now);
  const { pdf, sha256 } = await recent.get(sha256Hex(canonicalJson(facts)), () => {
    renders2++;
    return runRenderJob({ kind: "quote", facts });
  });
  return { filename: quotePdfFilename(quote), bytes: pdf, sha256 };
}

// server/routes/quote-pdf.ts
function quotePdfRoutes({ db }) {
  return {
    /** The admin's copy of the quote's PDF. */
    getQuotePdf: async ({ res, params, now }) => {
      const quote = await findQuoteById(db, params.id);
      if (!quote) throw quoteNotFound();
      await sendQuotePdf(res, quote, now);
    },
    /**
     * The quote as a PDF, for anyone holding its link (as the quote page). Never stored by the browser:
     * the quote may change (an edit, an acceptance), and the file with it; the ETag (the file's SHA-256)
     * tells two downloads apart. Opening the PDF does not count as the client's first view of the quote.
     */
    getClientQuotePdf: async ({ res, params, now }) => sendQuotePdf(res, await resolveClientLink(db, params.token), now)
  };
}
async function sendQuotePdf(res, quote, now) {
  if (!hasPrice(quote)) throw conflict("QUOTE_NOT_PRICED", "This quote is still being priced. We will e-mail you as soon as it is ready.");
  const pdf = await loadQuotePdf(quote, now);
  res.set({
    "Cache-Control": "no-store",
    ETag: `"${pdf.sha256}"`,
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="${pdf.filename}"`,
    "Content-Length": String(pdf.bytes.length)
  });
  res.end(Buffer.from(pdf.bytes.buffer, pdf.bytes.byteOffset, pdf.bytes.byteLength));
}

// server/services/lead-stage-change.ts
var leadChanged = () => conflict("LEAD_CHANGED", "This lead changed since you opened it. Its latest details are shown now; make your change again.");
async function lockAtVersion(tx, id3, version2) {
  const lead = await findQuoteRequestForUpdate(tx, id3);
  if (!lead) throw quoteRequestNotFound();
  if (lead.version !== version2) throw leadChanged();
  return lead;
}
function refuseFarDay(day2, field, now) {
  const latest = addDays(torontoDate(now), leadDateHorizonDays);
  if (day2 > latest)
    throw unprocessable("LEAD_DATE_REFUSED", `Pick a day no later than ${latest}.`, { [field]: `Pick a day no later than ${latest}.` });
}
function stageFacts(stage, change, now) {
  const notLost = { lostReason: null, lostNote: null };
  switch (stage) {
    case "site_visit": {
      if (!change.siteVisitOn) {
        throw unprocessable("LEAD_STAGE_INCOMPLETE", "Give the site visit's date.", { siteVisitOn: "Give the site visit's date." });
      }
      refuseFarDay(change.siteVisitOn, "siteVisitOn", now);
      const detail = { siteVisitOn: change.siteVisitOn };
      if (change.siteVisitTime) detail.siteVisitTime = change.siteVisitTime;
      return { changes: { ...notLost, siteVisitOn: change.siteVisitOn, siteVisitTime: change.siteVisitTime ?? null }, detail };
    }
    case "lost": {
      if (!change.lostReason) {
        throw unprocessable("LEAD_STAGE_INCOMPLETE", "Choose why the lead was lost.", { lostReason: "Choose why the lead was lost." });
      }
      if (change.lostReason === "other" && !change.lostNote) {
        throw unprocessable("LEAD_STAGE_INCOMPLETE", "Say in a few words why the lead was lost.", {
          lostNote: "Say in a few words why the lead was lost."
        });
      }
      const detail = { lostReason: change.lostReason };
      if (change.lostNote) detail.lostNote = change.lostNote;
      return { changes: { lostReason: change.lostReason, lostNote: change.lostNote ?? null, followUpOn: null }, detail };
    }
    case "won":
      return { changes: { ...notLost, followUpOn: null }, detail: {} };
    default:
      return { changes: notLost, detail: {} };
  }
}
async function changeLeadStage(db, id3, change, by, context, now) {
  return db.transaction(async (tx) => {
    const lead = await lockAtVersion(tx, id3, change.version);
    const { changes, detail } = stageFacts(change.status, change, now);
    const same = lead.status === change.status && (change.status === "site_visit" ? lead.siteVisitOn === changes.siteVisitOn && lead.siteVisitTime === changes.siteVisitTime : change.status === "lost" ? lead.lostReason === changes.lostReason && lead.lostNote === changes.lostNote : true);
    if (same) return lead;
    return changeStatus(tx, lead, change.status, context, { by, at: now, changes, detail });
  });
}
async function setLeadFollowUp(db, id3, input, by, context, now) {
  if (input.followUpOn !== null) {
    const today = torontoDate(now);
    if (input.followUpOn < today) {
      throw unprocessable("LEAD_DATE_REFUSED", "Pick today or a later day for the follow-up.", {
        followUpOn: "Pick today or a later day for the follow-up."
      });
    }
    refuseFarDay(input.followUpOn, "followUpOn", now);
  }
  return db.transaction(async (tx) => {
    const lead = await lockAtVersion(tx, id3, input.version);
    if (lead.followUpOn === input.followUpOn) return lead;
    const updated = await updateLead(tx, id3, { followUpOn: input.followUpOn });
    await recordEvent(tx, { type: "quote_request.follow_up_changed", quoteRequestId: id3, data: { followUpOn: input.followUpOn, by } }, context);
    return updated;
  });
}
var text3 = (value) => typeof value === "string" ? value : null;
async function leadDetail(db, id3, now) {
  const lead = await findQuoteRequestById(db, id3);
  if (!lead) throw quoteRequestNotFound();
  const [[withRecords], history] = await Promise.all([withLeadRecords(db, [lead], now), listLeadHistory(db, id3)]);
  return {
    ...withRecords,
    history: history.map((row) => ({
      id: row.id,
      at: row.at,
      kind: row.type === "quote_request.follow_up_changed" ? "follow_up" : "stage",
      by: text3(row.data.by),
      from: text3(row.data.from),
      to: text3(row.data.to),
      followUpOn: text3(row.data.followUpOn),
      siteVisitOn: text3(row.data.siteVisitOn),
      siteVisitTime: text3(row.data.siteVisitTime),
      lostReason: text3(row.data.lostReason),
      lostNote: text3(row.data.lostNote),
      quoteId: text3(row.data.quoteId)
    }))
  };
}

// server/routes/quote-requests.ts
function quoteRequestRoutes({ db, mail, limits, publicWrites }) {
  const photoBudget = { limiter: limits.limiter, rule: limits.rules.photoBytes };
  const dropHoneypot = dropHoneypotSubmissions((res, id3) => respond(res, quoteRequestCreatedAnswerSchema, { success: true, id: id3 }, 201));
  return {
    submitLead: {
      before: [publicWrites, refuseSpentBudget(photoBudget), readPhotoUpload, dropHoneypot],
      handle: async ({ req, res, body, context }) => {
        const photos = receivedPhotos(req);
        const request = await storeChargingPhotos(photoBudget, req, res, photos, () => submitQuoteRequest(db, mail, body, photos, context));
        return { success: true, id: request.id };
      }
    },
    listLeads: async ({ req, now }) => ({ success: true, ...await listLeads(db, parseListQuery(req, parseLeadListQuery), now) }),
    getLead: async ({ params, now }) => ({ success: true, quoteRequest: await leadDetail(db, params.id, now) }),
    setLeadStatus: async ({ params, body, admin, context, now }) => ({
      success: true,
      quoteRequest: await changeLeadStage(db, params.id, body, admin.email, context, now)
    }),
    setLeadFollowUp: async ({ params, body, admin, context, now }) => ({
      success: true,
      quoteRequest: await setLeadFollowUp(db, params.id, body, admin.email, context, now)
    })
  };
}

// server/routes/quotes.ts
var undecidedClientQuote = (quote) => ({ ...quote, replaced: false, signed: false, currentLinkToken: null });
var adminMultipartMessage = "Photos are sent with the estimate form only; send a priced quote as JSON.";
var refuseMultipart = (req, _res, next) => next(req.is("multipart/form-data") ? badRequest("UPLOAD_MALFORMED", adminMultipartMessage) : void 0);
function quoteRoutes({ db, mail, limits, publicWrites }) {
  return {
    /** The admin's priced quote; anonymous callers of this path are answered by submitEstimate (server/routes/estimates.ts). */
    createQuote: {
      before: [refuseMultipart],
      handle: async ({ body, context, now }) => {
        const quote = await createPricedQuote(db, mail, body, context, now);
        return { success: true, quoteId: quote.id };
      }
    },
    /** Every quote, or with ?status=&q=&page=&pageSize= one filtered page of them. */
    listQuotes: async ({ req, now }) => ({ success: true, ...await listQuoteViews(db, parseListQuery(req, parseQuoteListQuery), now) }),
    /** The admin's read; the client reads through their link (GET /links/:token). */
    getQuote: async ({ params, context, now }) => ({
      success: true,
      quote: await viewQuote(db, params.id, { recordView: false, forAdmin: true, context, now })
    }),
    /** The client's read of their link (usually answered by the front door, server/routes/client-quote-read.ts). */
    readClientQuote: async ({ params, context, now }) => ({ success: true, quote: await viewClientQuote(db, params.token, context, now) }),
    /** The client asks for changes instead of deciding; anyone holding the link, like a decision. */
    requestQuoteChanges: {
      before: [publicWrites],
      handle: async ({ params, body, context, now }) => {
        const { id: id3 } = await resolveClientLink(db, params.token);
        const quote = await requestQuoteChanges(db, mail, limits, id3, body, context, now);
        return { success: true, quote: undecidedClientQuote(quote) };
      }
    },
    /** The owner replaces the client's link (the old one answers 410 from now on) and e-mails the quote again when it can. */
    replaceQuoteLink: async ({ params, context, now }) => {
      const { quote, emailed } = await replaceClientLink(db, mail, params.id, context, now);
      return { success: true, quote: toQuoteView(quote, { forAdmin: true, now }), emailed };
    },
    switchQuoteReminders: async ({ params, body, context, now }) => ({
      success: true,
      quote: await switchQuoteReminders(db, params.id, body.enabled, context, now)
    }),
    decideQuote: {
      before: [publicWrites],
      handle: async ({ params, body, context, now }) => {
        const { id: id3 } = await resolveClientLink(db, params.token);
        const quote = await decideQuote(db, mail, id3, body, context, now);
        return { success: true, quote: undecidedClientQuote(quote) };
      }
    },
    editQuote: async ({ params, body, context, now }) => ({ success: true, quote: await editQuote(db, params.id, body, context, now) }),
    sendQuote: async ({ params, context, now }) => {
      const quote = await sendQuote(db, mail, params.id, context, now);
      return { success: true, message: `Quote sent to ${quote.clientEmail}` };
    },
    getQuoteEvents: async ({ params }) => ({ success: true, events: await quoteTimeline(db, params.id) })
  };
}

// server/routes/schedule.ts
import { timingSafeEqual as timingSafeEqual3 } from "node:crypto";

// server/services/calendar/ics.ts
var productId = "-//Forma Concrete//Job schedule//EN";
var maxLineOctets = 75;
function escapeText2(value) {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r\n|\r|\n|\u2028|\u2029/g, "\\n").replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");
}
function parameterValue(value) {
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, "")}"`;
}
function foldLine(line) {
  if (/^[\x00-\x7f]*$/.test(line)) {
    if (line.length <= maxLineOctets) return line;
    const asciiPieces = [line.slice(0, maxLineOctets)];
    for (let start = maxLineOctets; start < line.length; start += maxLineOctets - 1) asciiPieces.push(line.slice(start, start + maxLineOctets - 1));
    return asciiPieces.join("\r\n ");
  }
  const pieces = [];
  let current = "";
  let currentOctets = 0;
  for (const character of line) {
    const octets = utf8Octets(character.codePointAt(0));
    const limit = pieces.length === 0 ? maxLineOctets : maxLineOctets - 1;
    if (currentOctets + octets > limit) {
      pieces.push(current);
      current = "";
      currentOctets = 0;
    }
    current += character;
    currentOctets += octets;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}
var utf8Octets = (codePoint) => codePoint < 128 ? 1 : codePoint < 2048 ? 2 : codePoint < 65536 ? 3 : 4;
var pad = (value) => String(value).padStart(2, "0");
function utcDateTime(at) {
  return `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}Z`;
}
function dateValue(day2, plusDays = 0) {
  const [year, month, date3] = day2.split("-").map(Number);
  const shifted = new Date(Date.UTC(year, month - 1, date3 + plusDays));
  return `${shifted.getUTCFullYear()}${pad(shifted.getUTCMonth() + 1)}${pad(shifted.getUTCDate())}`;
}
function eventLines(event2, file) {
  const time = event2.time.kind === "timed" ? [`DTSTART:${utcDateTime(event2.time.start)}`, `DTEND:${utcDateTime(event2.time.end)}`] : [`DTSTART;VALUE=DATE:${dateValue(event2.time.firstDay)}`, `DTEND;VALUE=DATE:${dateValue(event2.time.firstDay, event2.time.days)}`];
  return [
    "BEGIN:VEVENT",
    `UID:${event2.uid}`,
    `SEQUENCE:${event2.sequence}`,
    `DTSTAMP:${utcDateTime(file.stamp)}`,
    ...time,
    `SUMMARY:${escapeText2(event2.summary)}`,
    ...event2.description ? [`DESCRIPTION:${escapeText2(event2.description)}`] : [],
    ...event2.location ? [`LOCATION:${escapeText2(event2.location)}`] : [],
    ...event2.url ? [`URL:${event2.url}`] : [],
    `ORGANIZER;CN=${parameterValue(file.organizer.name)}:mailto:${file.organizer.email}`,
    `STATUS:${file.method === "CANCEL" ? "CANCELLED" : event2.status}`,
    "TRANSP:OPAQUE",
    "END:VEVENT"
  ];
}
function writeCalendarFile(file) {
  if (!Number.isSafeInteger(file.stamp.getTime())) throw new Error("writeCalendarFile: the stamp is not a date");
  for (const event2 of file.events) {
    if (!Number.isInteger(event2.sequence) || event2.sequence < 0) throw new Error("writeCalendarFile: SEQUENCE must be a whole number from 0");
    if (!/^[\x21-\x7e]{1,200}$/.test(event2.uid)) throw new Error("writeCalendarFile: a UID is printable ASCII without spaces");
  }
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${productId}`,
    "CALSCALE:GREGORIAN",
    `METHOD:${file.method}`,
    ...file.feed ? [
      `X-WR-CALNAME:${escapeText2(file.feed.name)}`,
      `REFRESH-INTERVAL;VALUE=DURATION:PT${file.feed.refreshHours}H`,
      `X-PUBLISHED-TTL:PT${file.feed.refreshHours}H`
    ] : [],
    ...file.events.flatMap((event2) => eventLines(event2, file)),
    "END:VCALENDAR"
  ];
  return `${lines.map(foldLine).join("\r\n")}\r
`;
}
var calendarContentType = (method) => `text/calendar; charset=utf-8; method=${method}`;

// server/services/jobs/batch-delay.ts
import { and as and13, eq as eq19, inArray as inArray6 } from "drizzle-orm";

// server/storage/schedule.ts
import { and as and12, asc as asc8, desc as desc8, eq as eq17, gte, inArray as inArray5, isNotNull as isNotNull4, lte as lte4, sql as sql22 } from "drizzle-orm";
var contextColumns = {
  jobId: jobs.id,
  linkToken: jobs.linkToken,
  contractId: contracts.id,
  quoteId: contracts.quoteId,
  quoteNumber: quotes.number,
  clientName: contracts.clientName,
  clientEmail: contracts.clientEmail,
  clientPhone: contracts.clientPhone,
  address: contracts.projectAddress,
  paymentState: paymentStateSql
};
var toContext = ({ paymentState: paymentState2, ...row }) => ({ ...row, depositReceived: paymentState2 !== "deposit_due" });
function contextQuery(db) {
  return db.select(contextColumns).from(jobs).innerJoin(contracts, eq17(contracts.id, jobs.contractId)).leftJoin(quotes, eq17(quotes.id, contracts.quoteId));
}
async function findJobContext(db, jobId) {
  if (!isUuid(jobId)) return void 0;
  const [row] = await contextQuery(db).where(eq17(jobs.id, jobId));
  return row && toContext(row);
}
async function findJobContextByLinkToken(db, token) {
  const [row] = await contextQuery(db).where(eq17(jobs.linkToken, token));
  return row && toContext(row);
}
async function listJobContexts(db, jobIds) {
  if (jobIds.length === 0) return /* @__PURE__ */ new Map();
  const { paymentState: _paymentState, ...partyColumns } = contextColumns;
  const rows = await db.select(partyColumns).from(jobs).innerJoin(contracts, eq17(contracts.id, jobs.contractId)).leftJoin(quotes, eq17(quotes.id, contracts.quoteId)).where(inArray5(jobs.id, jobIds));
  return new Map(rows.map((row) => [row.jobId, row]));
}
async function findVisitById(db, id3) {
  if (!isUuid(id3)) return void 0;
  const [visit] = await db.select().from(jobVisits).where(eq17(jobVisits.id, id3));
  return visit;
}
async function updateVisitRow(db, visit, changes, options) {
  const [updated] = await db.update(jobVisits).set({
    ...changes,
    version: visit.version + 1,
    icalSequence: options.bumpSequence ? visit.icalSequence + 1 : visit.icalSequence,
    updatedAt: options.now
  }).where(eq17(jobVisits.id, visit.id)).returning();
  return updated;
}
async function jobHasDatedVisit(db, jobId) {
  const [row] = await db.select({ id: jobVisits.id }).from(jobVisits).where(and12(eq17(jobVisits.jobId, jobId), isNotNull4(jobVisits.datedAt))).limit(1);
  return Boolean(row);
}
async function listCrews(db) {
  return db.select().from(crews).orderBy(asc8(crews.position), asc8(crews.createdAt));
}
async function findCrew(db, id3) {
  if (!isUuid(id3)) return void 0;
  const [crew] = await db.select().from(crews).where(eq17(crews.id, id3));
  return crew;
}
async function insertCrew(db, crew) {
  const [created] = await db.insert(crews).values(crew).returning();
  return created;
}
async function listHolidays(db, from, to) {
  return db.select().from(scheduleHolidays).where(and12(gte(scheduleHolidays.day, from), lte4(scheduleHolidays.day, to))).orderBy(asc8(scheduleHolidays.day));
}
async function upsertHoliday(db, day2, name2) {
  await db.insert(scheduleHolidays).values({ day: day2, name: name2 }).onConflictDoUpdate({ target: scheduleHolidays.day, set: { name: name2 } });
}
async function deleteHoliday(db, day2) {
  await db.delete(scheduleHolidays).where(eq17(scheduleHolidays.day, day2));
}
async function listJobNotices(db, jobId) {
  return db.select({
    id: scheduleNotices.id,
    visitId: scheduleNotices.visitId,
    kind: scheduleNotices.kind,
    reason: scheduleNotices.reason,
    note: scheduleNotices.note,
    fromDay: scheduleNotices.fromDay,
    toDay: scheduleNotices.toDay,
    sequence: scheduleNotices.sequence,
    emailId: scheduleNotices.emailId,
    createdAt: scheduleNotices.createdAt,
    emailStatus: emails.status
  }).from(scheduleNotices).innerJoin(jobVisits, eq17(jobVisits.id, scheduleNotices.visitId)).leftJoin(emails, eq17(emails.id, scheduleNotices.emailId)).where(eq17(jobVisits.jobId, jobId)).orderBy(desc8(scheduleNotices.createdAt), desc8(scheduleNotices.id));
}
async function findRecentNoticeEmail(db, jobId, since) {
  const [row] = await db.select({ emailId: scheduleNotices.emailId }).from(scheduleNotices).innerJoin(jobVisits, eq17(jobVisits.id, scheduleNotices.visitId)).where(and12(eq17(jobVisits.jobId, jobId), isNotNull4(scheduleNotices.emailId), gte(scheduleNotices.createdAt, since))).orderBy(desc8(scheduleNotices.createdAt)).limit(1);
  return row?.emailId ?? void 0;
}
async function insertNotice(db, notice) {
  await db.insert(scheduleNotices).values(notice);
}
async function listNoticesOfEmail(db, emailId) {
  return db.select().from(scheduleNotices).where(eq17(scheduleNotices.emailId, emailId)).orderBy(asc8(scheduleNotices.createdAt), asc8(scheduleNotices.id));
}
async function claimScheduledMessage(db, message) {
  const rows = await db.insert(scheduledMessages).values({ ...message, skipReason: message.skipReason ?? null }).onConflictDoNothing({ target: scheduledMessages.key }).returning({ key: scheduledMessages.key });
  return rows.length === 1;
}
async function setScheduledMessageEmail(db, key2, emailId) {
  await db.update(scheduledMessages).set({ emailId }).where(eq17(scheduledMessages.key, key2));
}
var scheduleRowColumns = {
  id: jobVisits.id,
  kind: jobVisits.kind,
  clientVisible: jobVisits.clientVisible,
  day: jobVisits.day,
  startTime: jobVisits.startTime,
  windowMinutes: jobVisits.windowMinutes,
  spanDays: jobVisits.spanDays,
  crewId: jobVisits.crewId,
  status: jobVisits.status,
  lastDelayReason: jobVisits.lastDelayReason,
  contractId: contracts.id,
  clientName: contracts.clientName,
  address: contracts.projectAddress
};
function scheduleRows(db) {
  return db.select(scheduleRowColumns).from(jobVisits).innerJoin(jobs, eq17(jobs.id, jobVisits.jobId)).innerJoin(contracts, eq17(contracts.id, jobs.contractId));
}
async function listScheduleRows(db, from, to) {
  return scheduleRows(db).where(
    and12(
      isNotNull4(jobVisits.day),
      lte4(jobVisits.day, to),
      // The last day of a visit is day + span - 1; a visit starts at most 9 days before `from`.
      gte(jobVisits.day, sql22`(${from}::date - 9)`),
      sql22`${jobVisits.day} + ${jobVisits.spanDays} - 1 >= ${from}::date`,
      sql22`${jobVisits.status} <> 'cancelled'`
    )
  ).orderBy(asc8(jobVisits.day), asc8(jobVisits.startTime), asc8(jobVisits.id));
}
async function listScheduleRowsAwaitingDate(db, limit) {
  return scheduleRows(db).where(inArray5(jobVisits.status, ["on_hold", "change_requested"])).orderBy(asc8(jobVisits.updatedAt)).limit(limit);
}
async function listContractMoney(db, contractIds) {
  if (contractIds.length === 0) return /* @__PURE__ */ new Map();
  const rows = await db.select({ contractId: contracts.id, totalCents: totalCentsSql, collectedCents: collectedCentsSql }).from(contracts).leftJoin(quotes, eq17(quotes.id, contracts.quoteId)).where(inArray5(contracts.id, contractIds));
  return new Map(
    rows.map((row) => [
      row.contractId,
      { totalCents: row.totalCents === null ? null : Number(row.totalCents), collectedCents: Number(row.collectedCents) }
    ])
  );
}

// server/storage/jobs.ts
import { randomUUID as randomUUID5 } from "node:crypto";
import { asc as asc9, eq as eq18 } from "drizzle-orm";
async function findOrCreateJob(db, contract) {
  await db.insert(jobs).values({ contractId: contract.id, quoteId: contract.quoteId, linkToken: newLinkToken() }).onConflictDoNothing({ target: jobs.contractId });
  const [job] = await db.select().from(jobs).where(eq18(jobs.contractId, contract.id));
  return job;
}
async function findJobById(db, id3) {
  if (!isUuid(id3)) return void 0;
  const [job] = await db.select().from(jobs).where(eq18(jobs.id, id3));
  return job;
}
async function listJobVisits(db, jobId) {
  return db.select().from(jobVisits).where(eq18(jobVisits.jobId, jobId)).orderBy(asc9(jobVisits.createdAt), asc9(jobVisits.id));
}
async function insertJobVisit(db, visit) {
  const [created] = await db.insert(jobVisits).values({ ...visit, icalUid: `visit-${randomUUID5()}@formaconcrete` }).returning();
  return created;
}
async function lockJobVisit(db, id3) {
  if (!isUuid(id3)) return void 0;
  const [visit] = await db.select().from(jobVisits).where(eq18(jobVisits.id, id3)).for("update");
  return visit;
}
async function findScheduleSettings(db) {
  await db.insert(scheduleSettings).values({ id: 1, feedToken: newLinkToken() }).onConflictDoNothing({ target: scheduleSettings.id });
  const [settings] = await db.select().from(scheduleSettings).where(eq18(scheduleSettings.id, 1));
  return settings;
}
async function updateScheduleSettings(db, changes, now) {
  await findScheduleSettings(db);
  const [settings] = await db.update(scheduleSettings).set({ ...changes, updatedAt: now }).where(eq18(scheduleSettings.id, 1)).returning();
  return settings;
}

// server/services/jobs/visit-dates.ts
var maxDaysAhead = 730;
var tooFarMessage = "Please choose a date within the next two years";
function assertBookableDay(day2, now, field = "day") {
  const today = torontoDate(now);
  if (day2 < today) throw unprocessable("VISIT_DATE_REFUSED", scheduleMessages.dayInPast, { [field]: scheduleMessages.dayInPast });
  if (day2 > addCalendarDays(today, maxDaysAhead)) throw unprocessable("VISIT_DATE_REFUSED", tooFarMessage, { [field]: tooFarMessage });
}
async function holidaySet(db, from) {
  return new Set((await listHolidays(db, from, addCalendarDays(from, 62))).map((holiday) => holiday.day));
}
function nextBookableWorkingDay(day2, today, holidays) {
  let next = nextWorkingDay(day2, holidays);
  for (let guard2 = 0; guard2 < 400 && next < today; guard2++) next = nextWorkingDay(next, holidays);
  return next;
}

// server/services/mail/templates/schedule.ts
var ended = (text4) => text4 && text4.endsWith(".") ? text4 : `${text4 ?? ""}.`;
var kindLower = (kind) => visitKindLabels[kind].toLowerCase();
var shortDay = (day2) => new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric" }).format(/* @__PURE__ */ new Date(`${day2}T12:00:00Z`));
var isWeather = (reason2) => reason2 === "rain" || reason2 === "cold" || reason2 === "heat" || reason2 === "wind" || reason2 === "frozen_ground";
function subjectOf(change) {
  const what = kindLower(change.kind);
  switch (change.change) {
    case "proposed":
      return `Your ${what} date: ${change.when ?? ""}`.trim();
    case "moved":
      return change.fromDay && change.when ? `${isWeather(change.reason) ? "Weather delay" : "New date"}: your ${what} moved from ${shortDay(change.fromDay)}` : `New date for your ${what}`;
    case "held":
      return `${isWeather(change.reason) ? "Weather delay" : "On hold"}: your ${what} date is to be decided`;
    case "cancelled":
      return `Your ${what} is cancelled`;
  }
}
function changeBlocks(change) {
  const title = visitKindLabels[change.kind];
  const blocks = [subheading(title)];
  if (change.change === "proposed") {
    blocks.push(paragraph(`We have booked your ${kindLower(change.kind)} for ${ended(change.when)}`));
  } else if (change.change === "moved") {
    blocks.push(
      paragraph(
        change.fromDay ? `Your ${kindLower(change.kind)} moved from ${formatVisitDay(change.fromDay)} to ${ended(change.when)}` : `Your ${kindLower(change.kind)} is now on ${ended(change.when)}`
      )
    );
  } else if (change.change === "held") {
    blocks.push(
      paragraph(
        `${change.fromDay ? `Your ${kindLower(change.kind)} will not go ahead on ${formatVisitDay(change.fromDay)}.` : `Your ${kindLower(change.kind)} is on hold.`} We will propose a new date as soon as we can.`
      )
    );
  } else {
    blocks.push(paragraph(`Your ${kindLower(change.kind)}${change.fromDay ? ` on ${formatVisitDay(change.fromDay)}` : ""} is cancelled.`));
  }
  if (change.reason) blocks.push(paragraph(delayReasonExplanations[change.reason]));
  if (change.note) blocks.push(paragraph(change.note));
  if (change.change === "proposed" || change.change === "moved") {
    blocks.push(
      note(
        change.needsConfirmation ? "Please confirm the date on your schedule page, or ask for another one there." : "Your confirmation stands; nothing more to do."
      )
    );
    blocks.push(
      note(
        change.fromDay ? "The calendar file attached replaces the earlier entry for this visit in your calendar." : "The calendar file attached adds this visit to your calendar; a later one will replace it if the date changes."
      )
    );
  } else {
    blocks.push(note("The calendar file attached removes this visit from your calendar."));
  }
  return blocks;
}
function visitNoticeEmail(context, changes) {
  const subject = changes.length === 1 ? subjectOf(changes[0]) : `Schedule update: ${changes.length} visits at ${context.address}`;
  const summary2 = changes.map((change) => `${visitKindLabels[change.kind]}: ${change.when ?? "date to be decided"}`).join("; ");
  return compose({
    subject,
    preheader: summary2,
    heading: "Your schedule",
    blocks: [
      paragraph(`Hi ${context.clientName},`),
      paragraph(`Here is an update on the work at ${context.address}.`),
      ...changes.flatMap(changeBlocks),
      button("See your schedule", context.schedulePageUrl),
      note(`The contract is unchanged. Questions? Call ${business.phoneDisplay} or reply to this e-mail.`)
    ]
  });
}
function visitConfirmedEmail(context, visit) {
  return compose({
    subject: `Confirmed: your ${kindLower(visit.kind)} on ${visit.when}`,
    preheader: `Thank you for confirming. ${ended(visit.when)}`,
    heading: "Your date is confirmed",
    blocks: [
      paragraph(`Hi ${context.clientName},`),
      paragraph(`Thank you for confirming your ${kindLower(visit.kind)} at ${context.address}: ${ended(visit.when)}`),
      subheading("Before we come"),
      paragraph(preparationList(visit.kind).join("\n")),
      note("The calendar file attached adds the visit to your calendar, or replaces the earlier entry."),
      button("See your schedule", context.schedulePageUrl)
    ]
  });
}
function visitReminderEmail(context, visit, kind) {
  const what = kindLower(visit.kind);
  if (kind === "confirm_nudge") {
    return compose({
      subject: `Please confirm your ${what} date: ${visit.when}`,
      preheader: `Your ${what} is booked for ${ended(visit.when)} Please confirm it, or ask for another date.`,
      heading: "Please confirm your date",
      blocks: [
        paragraph(`Hi ${context.clientName},`),
        paragraph(
          `Your ${what} at ${context.address} is booked for ${ended(visit.when)} Please confirm the date, or ask for another one, on your schedule page.`
        ),
        button("Confirm your date", context.schedulePageUrl),
        note(`Questions? Call ${business.phoneDisplay}.`)
      ]
    });
  }
  return compose({
    subject: `Tomorrow: your ${what}`,
    preheader: `See you tomorrow: ${ended(visit.when)}`,
    heading: "See you tomorrow",
    blocks: [
      paragraph(`Hi ${context.clientName},`),
      paragraph(`A reminder of your ${what} at ${context.address}: ${ended(visit.when)}`),
      subheading("Before we come"),
      paragraph(preparationList(visit.kind).join("\n")),
      button("See your schedule", context.schedulePageUrl),
      note(`If the weather turns we will tell you by e-mail. Questions? Call ${business.phoneDisplay}.`)
    ]
  });
}
function otherDateAskedNotice(context, visit, preferredDays, clientNote, settings) {
  return compose({
    subject: `${context.clientName} asked for another ${kindLower(visit.kind)} date`,
    preheader: `Instead of ${formatVisitDay(visit.day)}: ${preferredDays.map(formatVisitDay).join(", ")}.`,
    heading: "Another date asked",
    blocks: [
      paragraph(`${context.clientName} cannot make the ${kindLower(visit.kind)} on ${formatVisitDay(visit.day)} at ${context.address}.`),
      details([
        ["Dates that suit them", preferredDays.map(formatVisitDay).join("\n")],
        ["Their note", clientNote || "None"]
      ]),
      button("Open the job", adminContractUrl(settings, context.contractId))
    ]
  });
}
function scheduleDigestEmail(day2, visits, settings) {
  return compose({
    subject: `Tomorrow, ${formatVisitDay(day2)}: ${visits.length} ${visits.length === 1 ? "visit" : "visits"}`,
    preheader: visits.map((visit) => `${visitKindLabels[visit.kind]} at ${visit.address}`).join("; "),
    heading: "Tomorrow's visits",
    blocks: visits.flatMap((visit) => [
      subheading(`${visitKindLabels[visit.kind]}: ${visit.clientName}`),
      details([
        ["Address", visit.address],
        ["When", visit.when],
        ["Crew", visit.crewName ?? "No crew yet"],
        ["State", visit.statusLabel],
        ["Note to the client", visit.clientNote || "None"],
        ["Internal note", visit.internalNote || "None"],
        ["Balance due", visit.balanceCents === null ? "Not priced" : `${formatCents(visit.balanceCents)} CAD`]
      ]),
      button("Open the job", adminContractUrl(settings, visit.contractId))
    ])
  });
}

// server/services/jobs/visit-calendar.ts
var defaultTimedMinutes = 60;
var schedulePagePath = (linkToken) => `/schedule/${linkToken}`;
var calendarOrganizer = { name: business.name, email: business.email };
var isWithdrawn = (visit) => visit.status === "on_hold" || visit.status === "cancelled" || !visit.day;
function visitSummary(visit, context) {
  return `${visitKindLabels[visit.kind]} \u2013 ${context.address}`;
}
function visitCalendarEvent(visit, context, publicUrl, lastDay, options = { forClient: true }) {
  const day2 = visit.day ?? lastDay ?? null;
  if (!day2) return void 0;
  const timed = visit.startTime && visit.spanDays === 1;
  const time = timed ? (() => {
    const start = torontoWallClockToInstant(day2, visit.startTime);
    return { kind: "timed", start, end: new Date(start.getTime() + (visit.windowMinutes ?? defaultTimedMinutes) * 6e4) };
  })() : { kind: "all-day", firstDay: day2, days: visit.spanDays };
  const pageUrl = `${publicUrl}${schedulePagePath(context.linkToken)}`;
  const description2 = !options.forClient ? void 0 : [
    describeVisitTime({ ...visit, day: day2 }) + ".",
    ...visit.clientNote ? [visit.clientNote] : [],
    "Before we come:",
    ...preparationList(visit.kind).map((item) => `- ${item}`),
    `Your schedule: ${pageUrl}`,
    `Questions: ${business.phoneDisplay}`
  ].join("\n");
  return {
    uid: visit.icalUid,
    sequence: visit.icalSequence,
    time,
    summary: visitSummary(visit, context),
    description: description2,
    location: context.address,
    url: pageUrl,
    status: visit.status === "confirmed" ? "CONFIRMED" : "TENTATIVE"
  };
}
function visitCalendarFile(visit, context, publicUrl, now, lastDay) {
  const event2 = visitCalendarEvent(visit, context, publicUrl, lastDay);
  if (!event2) return void 0;
  const method = isWithdrawn(visit) ? "CANCEL" : "PUBLISH";
  const text4 = writeCalendarFile({ method, organizer: calendarOrganizer, stamp: now, events: [event2] });
  const day2 = visit.day ?? lastDay ?? "undated";
  return { method, filename: `${visit.kind.replace("_", "-")}-${day2}.ics`, contentType: calendarContentType(method), text: text4 };
}

// server/services/jobs/visit-notices.ts
var coalesceMs = scheduleLimits.noticeCoalesceMinutes * 6e4;
var scheduleMailContext = (context, mail) => ({
  clientName: context.clientName,
  address: context.address,
  schedulePageUrl: `${mail.publicUrl}${schedulePagePath(context.linkToken)}`
});
function changeOf(visit, notices) {
  const first = notices[0];
  const latestWithReason = [...notices].reverse().find((notice) => notice.reason);
  const change = visit.status === "cancelled" ? "cancelled" : visit.status === "on_hold" || !visit.day ? "held" : first.fromDay ? "moved" : "proposed";
  return {
    kind: visit.kind,
    change,
    fromDay: first.fromDay,
    when: visit.day && change !== "cancelled" ? describeVisitTime({ ...visit, day: visit.day }) : null,
    reason: latestWithReason?.reason ?? null,
    note: notices.at(-1)?.note ?? "",
    needsConfirmation: visit.status !== "confirmed"
  };
}
async function renderNoticeEmail(tx, mail, context, emailId, now) {
  const notices = await listNoticesOfEmail(tx, emailId);
  const byVisit = /* @__PURE__ */ new Map();
  for (const notice of notices) byVisit.set(notice.visitId, [...byVisit.get(notice.visitId) ?? [], notice]);
  const changes = [];
  const attachments = [];
  for (const [visitId, visitNotices] of byVisit) {
    const visit = await findVisitById(tx, visitId);
    if (!visit) continue;
    changes.push(changeOf(visit, visitNotices));
    const lastDay = [...visitNotices].reverse().find((notice) => notice.fromDay)?.fromDay ?? null;
    const file = visitCalendarFile(visit, context, mail.publicUrl, now, lastDay);
    if (file) attachments.push({ filename: file.filename, contentType: file.contentType, content: file.text });
  }
  const rendered = visitNoticeEmail(scheduleMailContext(context, mail), changes);
  await rewriteEmail(tx, emailId, { ...rendered, attachments });
}
async function queueVisitNotice(tx, mail, context, visit, notice, now) {
  const recent2 = await findRecentNoticeEmail(tx, context.jobId, new Date(now.getTime() - coalesceMs));
  let emailId = recent2 && await holdUntriedEmail(tx, recent2) ? recent2 : void 0;
  if (!emailId) {
    const email = await queueEmail(tx, {
      kind: "visit-notice",
      to: context.clientEmail,
      message: { subject: "Your schedule", text: "", html: "" },
      quoteId: context.quoteId,
      contractId: context.contractId,
      dueAt: new Date(now.getTime() + coalesceMs)
    });
    emailId = email.id;
  }
  await insertNotice(tx, {
    visitId: visit.id,
    kind: notice.kind,
    reason: notice.reason ?? null,
    note: notice.note ?? "",
    fromDay: notice.fromDay,
    toDay: notice.toDay,
    sequence: visit.icalSequence,
    emailId,
    createdAt: now
  });
  await renderNoticeEmail(tx, mail, context, emailId, now);
}

// server/services/jobs/visit-actions.ts
var jobNotFound = () => notFound("JOB_NOT_FOUND", "No such job");
var visitNotFound = () => notFound("VISIT_NOT_FOUND", "No such visit");
var visitChanged = () => conflict("VISIT_CHANGED", "This visit changed since you opened it. Please look at it again.");
var depositMessage = "The deposit is not recorded yet. Record it first, or turn off waiting for the deposit in the schedule's settings.";
async function withLockedVisit(db, visitId, version2, change) {
  return db.transaction(async (tx) => {
    const visit = await lockJobVisit(tx, visitId);
    if (!visit) throw visitNotFound();
    if (version2 !== null && visit.version !== version2) throw visitChanged();
    const job = await findJobContext(tx, visit.jobId);
    if (!job) throw visitNotFound();
    return change(tx, { visit, job });
  });
}
function allowed2(visit, action, options = {}) {
  const verdict = visitTransition(visit.status, action, options);
  if (!verdict.allowed) throw conflict("VISIT_STATE", verdict.message);
  return verdict.status;
}
async function assertCrew(db, crewId) {
  if (crewId && !await findCrew(db, crewId)) throw notFound("CREW_NOT_FOUND", "No such crew");
}
var event = (job) => ({ quoteId: job.quoteId, contractId: job.contractId });
async function addVisit(db, jobId, input, actor, now) {
  return db.transaction(async (tx) => {
    const job = await findJobById(tx, jobId);
    if (!job) throw jobNotFound();
    const context = await findJobContext(tx, job.id);
    if (!context) throw jobNotFound();
    if (input.day) assertBookableDay(input.day, now);
    await assertCrew(tx, input.crewId);
    const visit = await insertJobVisit(tx, {
      jobId: job.id,
      kind: input.kind,
      clientVisible: input.clientVisible ?? clientVisibleByDefault[input.kind],
      day: input.day ?? null,
      startTime: input.startTime ?? null,
      windowMinutes: input.startTime ? input.windowMinutes ?? null : null,
      spanDays: input.spanDays ?? 1,
      crewId: input.crewId ?? null,
      clientNote: input.clientNote ?? "",
      internalNote: input.internalNote ?? ""
    });
    await recordEvent(tx, { type: "visit.created", ...event(context), data: { visitId: visit.id, kind: visit.kind, by: actor.by } }, actor.context);
    return visit;
  });
}
async function updateVisitDetails(db, visitId, input, now) {
  return withLockedVisit(db, visitId, input.version, async (tx, { visit }) => {
    if (visit.status === "completed" || visit.status === "cancelled") allowed2(visit, "move");
    await assertCrew(tx, input.crewId);
    return updateVisitRow(
      tx,
      visit,
      {
        ...input.crewId !== void 0 ? { crewId: input.crewId } : {},
        ...input.clientVisible !== void 0 ? { clientVisible: input.clientVisible } : {},
        ...input.clientNote !== void 0 ? { clientNote: input.clientNote } : {},
        ...input.internalNote !== void 0 ? { internalNote: input.internalNote } : {}
      },
      { bumpSequence: false, now }
    );
  });
}
var notifies = (visit, notify) => visit.clientVisible && notify !== false;
async function proposeVisit(db, mail, visitId, input, actor, now) {
  return withLockedVisit(db, visitId, input.version, async (tx, { visit, job }) => {
    const status = allowed2(visit, "propose");
    assertBookableDay(input.day, now);
    const settings = await findScheduleSettings(tx);
    if (settings.waitForDeposit && !job.depositReceived && !await jobHasDatedVisit(tx, job.jobId)) {
      throw conflict("DEPOSIT_NOT_RECEIVED", depositMessage);
    }
    const startTime = input.startTime ?? null;
    const updated = await updateVisitRow(
      tx,
      visit,
      {
        status,
        day: input.day,
        startTime,
        windowMinutes: startTime ? input.windowMinutes ?? null : null,
        spanDays: input.spanDays ?? visit.spanDays,
        datedAt: now,
        confirmedAt: null
      },
      // The first date starts the calendar entry at SEQUENCE 0; any later one is a change to it.
      { bumpSequence: visit.datedAt !== null, now }
    );
    const notified = notifies(updated, input.notify);
    if (notified) {
      const fromDay = visit.status === "draft" ? null : visit.day;
      await queueVisitNotice(tx, mail, job, updated, { kind: "proposed", fromDay, toDay: input.day }, now);
    }
    await recordEvent(
      tx,
      {
        type: "visit.proposed",
        ...event(job),
        data: {
          visitId: visit.id,
          kind: visit.kind,
          day: input.day,
          ...startTime ? { startTime } : {},
          ...updated.windowMinutes ? { windowMinutes: updated.windowMinutes } : {},
          by: actor.by,
          notified
        }
      },
      actor.context
    );
    return updated;
  });
}
async function moveTarget(tx, visit, input, now) {
  const today = torontoDate(now);
  if (input.target === "next_working_day") {
    return nextBookableWorkingDay(visit.day, today, await holidaySet(tx, visit.day < today ? visit.day : today));
  }
  const day2 = input.day;
  assertBookableDay(day2, now);
  const sameTime = (input.startTime === void 0 || input.startTime === visit.startTime) && (input.windowMinutes === void 0 || input.windowMinutes === visit.windowMinutes) && (input.spanDays === void 0 || input.spanDays === visit.spanDays);
  if (day2 === visit.day && sameTime) throw unprocessable("VISIT_DATE_REFUSED", scheduleMessages.sameDay, { day: scheduleMessages.sameDay });
  return day2;
}
async function moveVisit(db, mail, visitId, input, actor, now) {
  return withLockedVisit(db, visitId, input.version, async (tx, { visit, job }) => {
    if (!visit.day) throw conflict("VISIT_STATE", "This visit has no date yet: propose one instead");
    const from = visit.day;
    const reason2 = input.reason;
    const note3 = input.note ?? "";
    if (input.target === "to_be_decided") {
      const status2 = allowed2(visit, "hold");
      const updated2 = await updateVisitRow(
        tx,
        visit,
        { status: status2, day: null, confirmedAt: null, lastDelayReason: reason2 },
        { bumpSequence: visit.datedAt !== null, now }
      );
      if (visit.status !== "draft" && notifies(updated2, input.notify)) {
        await queueVisitNotice(tx, mail, job, updated2, { kind: "held", reason: reason2, note: note3, fromDay: from, toDay: null }, now);
      }
      await recordEvent(
        tx,
        { type: "visit.held", ...event(job), data: { visitId: visit.id, kind: visit.kind, from, reason: reason2, ...note3 ? { note: note3 } : {}, by: actor.by } },
        actor.context
      );
      return updated2;
    }
    const to = await moveTarget(tx, { ...visit, day: from }, input, now);
    const keepsConfirmation = moveKeepsConfirmation(visit.status, from, to, await holidaySet(tx, from < to ? from : to));
    const status = allowed2(visit, "move", { keepsConfirmation });
    const startTime = input.startTime === void 0 ? visit.startTime : input.startTime;
    const updated = await updateVisitRow(
      tx,
      visit,
      {
        status,
        day: to,
        startTime,
        windowMinutes: !startTime ? null : input.windowMinutes === void 0 ? visit.windowMinutes : input.windowMinutes,
        spanDays: input.spanDays ?? visit.spanDays,
        datedAt: now,
        confirmedAt: keepsConfirmation ? visit.confirmedAt : null,
        lastDelayReason: reason2
      },
      { bumpSequence: visit.datedAt !== null, now }
    );
    if (visit.status !== "draft" && notifies(updated, input.notify)) {
      await queueVisitNotice(tx, mail, job, updated, { kind: "moved", reason: reason2, note: note3, fromDay: from, toDay: to }, now);
    }
    await recordEvent(
      tx,
      {
        type: "visit.moved",
        ...event(job),
        data: { visitId: visit.id, kind: visit.kind, from, to, reason: reason2, ...note3 ? { note: note3 } : {}, by: actor.by, keptConfirmation: keepsConfirmation }
      },
      actor.context
    );
    return updated;
  });
}
async function cancelVisit(db, mail, visitId, input, actor, now) {
  return withLockedVisit(db, visitId, input.version, async (tx, { visit, job }) => {
    const status = allowed2(visit, "cancel");
    const updated = await updateVisitRow(tx, visit, { status }, { bumpSequence: visit.datedAt !== null, now });
    const note3 = input.note ?? "";
    if (visit.datedAt !== null && visit.status !== "draft" && notifies(updated, input.notify)) {
      await queueVisitNotice(tx, mail, job, updated, { kind: "cancelled", note: note3, fromDay: visit.day, toDay: null }, now);
    }
    await recordEvent(
      tx,
      {
        type: "visit.cancelled",
        ...event(job),
        data: { visitId: visit.id, kind: visit.kind, from: visit.day, ...note3 ? { note: note3 } : {}, by: actor.by }
      },
      actor.context
    );
    return updated;
  });
}
async function completeVisit(db, visitId, input, actor, now) {
  return withLockedVisit(db, visitId, input.version, async (tx, { visit, job }) => {
    const status = allowed2(visit, "complete");
    const updated = await updateVisitRow(tx, visit, { status }, { bumpSequence: false, now });
    await recordEvent(
      tx,
      { type: "visit.completed", ...event(job), data: { visitId: visit.id, kind: visit.kind, day: visit.day, by: actor.by } },
      actor.context
    );
    return updated;
  });
}

// server/services/jobs/batch-delay.ts
async function batchDelay(db, mail, input, actor, now) {
  assertBookableDay(input.day, now);
  const today = torontoDate(now);
  const pours = await db.select().from(jobVisits).where(
    and13(
      eq19(jobVisits.day, input.day),
      eq19(jobVisits.kind, "pour"),
      inArray6(jobVisits.status, ["proposed", "confirmed", "rescheduled", "change_requested"])
    )
  ).orderBy(jobVisits.startTime, jobVisits.id);
  const holidays = await holidaySet(db, input.day);
  const jobs2 = await listJobContexts(db, [...new Set(pours.map((visit) => visit.jobId))]);
  const moves = [];
  for (const visit of pours) {
    const toDay = nextBookableWorkingDay(input.day, today, holidays);
    const job = jobs2.get(visit.jobId);
    if (input.apply) {
      try {
        await moveVisit(
          db,
          mail,
          visit.id,
          { version: visit.version, reason: input.reason, note: input.note, target: "next_working_day" },
          actor,
          now
        );
      } catch (error) {
        if (error instanceof HttpError && error.status === 409) continue;
        throw error;
      }
    }
    moves.push({
      visitId: visit.id,
      clientName: job?.clientName ?? "",
      address: job?.address ?? "",
      fromDay: input.day,
      toDay,
      keepsConfirmation: moveKeepsConfirmation(visit.status, input.day, toDay, holidays)
    });
  }
  return { applied: input.apply, moves };
}

// server/services/jobs/visit-view.ts
var undecidedVisitTime = "Date to be decided";
function visitView(visit, crewNames) {
  return {
    id: visit.id,
    jobId: visit.jobId,
    kind: visit.kind,
    kindLabel: visitKindLabels[visit.kind],
    clientVisible: visit.clientVisible,
    day: visit.day,
    startTime: visit.startTime,
    windowMinutes: visit.windowMinutes,
    spanDays: visit.spanDays,
    crewId: visit.crewId,
    crewName: visit.crewId ? crewNames.get(visit.crewId) ?? null : null,
    status: visit.status,
    statusLabel: visitStatusLabels[visit.status],
    clientNote: visit.clientNote,
    internalNote: visit.internalNote,
    icalSequence: visit.icalSequence,
    lastDelayReason: visit.lastDelayReason,
    confirmedAt: visit.confirmedAt ? visit.confirmedAt.toISOString() : null,
    version: visit.version,
    when: visit.day ? describeVisitTime({ ...visit, day: visit.day }) : undecidedVisitTime
  };
}

// server/services/jobs/client-schedule.ts
var scheduleLinkNotFound = () => notFound("JOB_NOT_FOUND", "This schedule link is not valid. Please use the link in our latest e-mail.");
var seenByClient = (visit) => visit.clientVisible && visit.status !== "draft";
async function resolveScheduleLink(db, token) {
  if (!isLinkTokenShape(token)) throw scheduleLinkNotFound();
  const job = await findJobContextByLinkToken(db, token);
  if (!job) throw scheduleLinkNotFound();
  return job;
}
function clientVisit(visit, today) {
  const upcoming2 = visit.day !== null && visit.day >= today;
  const moved = visit.lastDelayReason && (visit.status === "rescheduled" || visit.status === "on_hold" || visit.status === "confirmed");
  return {
    id: visit.id,
    kindLabel: visitKindLabels[visit.kind],
    status: visit.status,
    statusLabel: visitStatusLabels[visit.status],
    day: visit.day,
    when: visit.day ? describeVisitTime({ ...visit, day: visit.day }) : undecidedVisitTime,
    clientNote: visit.clientNote,
    preparation: visit.status === "cancelled" || visit.status === "completed" ? [] : preparationList(visit.kind),
    delayExplanation: moved && visit.lastDelayReason ? delayReasonExplanations[visit.lastDelayReason] : null,
    canConfirm: upcoming2 && (visit.status === "proposed" || visit.status === "rescheduled"),
    canAskOtherDate: upcoming2 && (visit.status === "proposed" || visit.status === "rescheduled" || visit.status === "confirmed"),
    hasCalendarFile: visit.day !== null && visit.status !== "completed",
    version: visit.version
  };
}
async function readClientSchedule(db, token, now) {
  const job = await resolveScheduleLink(db, token);
  const today = torontoDate(now);
  const visits = (await listJobVisits(db, job.jobId)).filter(seenByClient);
  visits.sort((a, b) => (a.day ?? "9999").localeCompare(b.day ?? "9999"));
  return { clientName: job.clientName, address: job.address, visits: visits.map((visit) => clientVisit(visit, today)) };
}
async function withClientVisit(db, token, visitId, version2, change) {
  const job = await resolveScheduleLink(db, token);
  return withLockedVisit(db, visitId, null, async (tx, locked) => {
    if (locked.job.jobId !== job.jobId || !seenByClient(locked.visit)) throw notFound("VISIT_NOT_FOUND", "No such visit on this schedule");
    if (locked.visit.version !== version2) throw conflict("VISIT_CHANGED", "The date changed since you opened this page. Here it is as it is now.");
    return change(tx, locked);
  });
}
async function confirmVisitDate(db, mail, token, visitId, version2, context, now) {
  await withClientVisit(db, token, visitId, version2, async (tx, { visit, job }) => {
    const status = allowed2(visit, "confirm");
    if (!visit.day || visit.day < torontoDate(now)) throw conflict("VISIT_STATE", "This date has passed");
    const updated = await updateVisitRow(tx, visit, { status, confirmedAt: now }, { bumpSequence: true, now });
    const when = describeVisitTime({ ...updated, day: visit.day });
    const file = visitCalendarFile(updated, job, mail.publicUrl, now);
    await queueEmail(tx, {
      kind: "visit-confirmed",
      to: job.clientEmail,
      message: visitConfirmedEmail(scheduleMailContext(job, mail), { kind: visit.kind, when }),
      attachments: file ? [{ filename: file.filename, contentType: file.contentType, content: file.text }] : [],
      quoteId: job.quoteId,
      contractId: job.contractId
    });
    await recordEvent(
      tx,
      { type: "visit.confirmed", quoteId: job.quoteId, contractId: job.contractId, data: { visitId: visit.id, kind: visit.kind, day: visit.day } },
      context
    );
  });
  return readClientSchedule(db, token, now);
}
async function askOtherVisitDate(db, mail, token, visitId, input, context, now) {
  const problem = preferredDaysProblem(input.preferredDays);
  if (problem) throw unprocessable("PREFERRED_DAYS_INVALID", problem, { preferredDays: problem });
  const today = torontoDate(now);
  if (input.preferredDays.some((day2) => day2 < today)) {
    throw unprocessable("PREFERRED_DAYS_INVALID", scheduleMessages.dayInPast, { preferredDays: scheduleMessages.dayInPast });
  }
  await withClientVisit(db, token, visitId, input.version, async (tx, { visit, job }) => {
    const status = allowed2(visit, "ask_other_date");
    if (!visit.day) throw conflict("VISIT_STATE", "This visit has no date yet");
    await updateVisitRow(tx, visit, { status, confirmedAt: null }, { bumpSequence: false, now });
    const note3 = input.note ?? "";
    await queueEmail(tx, {
      kind: "visit-other-date-notice",
      to: mail.businessEmail,
      replyTo: job.clientEmail,
      message: otherDateAskedNotice(
        { ...scheduleMailContext(job, mail), contractId: job.contractId },
        { kind: visit.kind, day: visit.day },
        input.preferredDays,
        note3,
        mail
      ),
      quoteId: job.quoteId,
      contractId: job.contractId
    });
    await recordEvent(
      tx,
      {
        type: "visit.other_date_asked",
        quoteId: job.quoteId,
        contractId: job.contractId,
        data: { visitId: visit.id, kind: visit.kind, day: visit.day, preferredDays: input.preferredDays, ...note3 ? { note: note3 } : {} }
      },
      context
    );
  });
  return readClientSchedule(db, token, now);
}
async function clientVisitCalendarFile(db, mail, token, visitId, now) {
  const job = await resolveScheduleLink(db, token);
  const visit = (await listJobVisits(db, job.jobId)).find((candidate) => candidate.id === visitId.toLowerCase());
  if (!visit || !seenByClient(visit) || !visit.day || isWithdrawn(visit) && visit.status !== "cancelled") {
    throw notFound("VISIT_NOT_FOUND", "This visit has no date to add to a calendar yet");
  }
  const file = visitCalendarFile(visit, job, mail.publicUrl, now);
  if (!file) throw notFound("VISIT_NOT_FOUND", "This visit has no date to add to a calendar yet");
  return file;
}

// server/services/jobs/job-list.ts
import { and as and14, asc as asc10, count as count6, desc as desc9, eq as eq20, gte as gte2, inArray as inArray7, isNotNull as isNotNull5, notExists, notInArray, sql as sql23 } from "drizzle-orm";
var jobListLimit = 100;
var finished = ["completed", "cancelled"];
function parseJobListShow(query) {
  const show = query.show ?? "upcoming";
  if (show !== "upcoming" && show !== "unscheduled")
    throw badRequest("VALIDATION_FAILED", "show must be upcoming or unscheduled", { show: "upcoming or unscheduled" });
  return show;
}
async function upcoming(db, today) {
  const open = and14(isNotNull5(jobVisits.day), gte2(jobVisits.day, today), notInArray(jobVisits.status, finished));
  const nextDay = sql23`min(${jobVisits.day})`;
  const rows = await db.select({ jobId: jobVisits.jobId, nextDay }).from(jobVisits).where(open).groupBy(jobVisits.jobId).orderBy(asc10(nextDay)).limit(jobListLimit);
  const [{ total }] = await db.select({ total: sql23`count(distinct ${jobVisits.jobId})::int` }).from(jobVisits).where(open);
  return { jobIds: rows.map((row) => row.jobId), total };
}
async function unscheduled(db) {
  const dated = db.select({ one: sql23`1` }).from(jobVisits).where(and14(eq20(jobVisits.jobId, jobs.id), isNotNull5(jobVisits.datedAt)));
  const where = notExists(dated);
  const rows = await db.select({ jobId: jobs.id }).from(jobs).innerJoin(contracts, eq20(contracts.id, jobs.contractId)).where(where).orderBy(desc9(contracts.signedAt)).limit(jobListLimit);
  const [{ total }] = await db.select({ total: count6() }).from(jobs).where(where);
  return { jobIds: rows.map((row) => row.jobId), total };
}
async function listJobs(db, show, now) {
  const today = torontoDate(now);
  const { jobIds, total } = show === "upcoming" ? await upcoming(db, today) : await unscheduled(db);
  const [contexts, visits] = await Promise.all([
    listJobContexts(db, jobIds),
    jobIds.length ? db.select().from(jobVisits).where(inArray7(jobVisits.jobId, jobIds)) : Promise.resolve([])
  ]);
  return {
    total,
    jobs: jobIds.flatMap((jobId) => {
      const job = contexts.get(jobId);
      if (!job) return [];
      const open = visits.filter((visit) => visit.jobId === jobId && !finished.includes(visit.status));
      const next = open.filter((visit) => visit.day && visit.day >= today).sort((a, b) => a.day.localeCompare(b.day))[0];
      return [
        {
          id: jobId,
          contractId: job.contractId,
          clientName: job.clientName,
          address: job.address,
          nextVisit: next?.day ? { id: next.id, kindLabel: visitKindLabels[next.kind], day: next.day, statusLabel: visitStatusLabels[next.status] } : null,
          openVisits: open.length
        }
      ];
    })
  };
}

// server/services/jobs/job-view.ts
async function crewNameMap(db) {
  const crews2 = await listCrews(db);
  return { crews: crews2, names: new Map(crews2.map((crew) => [crew.id, crew.name])) };
}
async function readContractJob(db, contractId) {
  const quoteId = isUuid(contractId) ? await findContractQuoteId(db, contractId) : void 0;
  if (!quoteId) throw notFound("CONTRACT_NOT_FOUND", "No such contract");
  const job = await findOrCreateJob(db, { id: contractId.toLowerCase(), quoteId });
  const [context, visits, notices, settings, { crews: crews2, names }] = await Promise.all([
    findJobContext(db, job.id),
    listJobVisits(db, job.id),
    listJobNotices(db, job.id),
    findScheduleSettings(db),
    crewNameMap(db)
  ]);
  if (!context) throw notFound("CONTRACT_NOT_FOUND", "No such contract");
  return {
    id: job.id,
    contractId: job.contractId,
    quoteId: job.quoteId,
    quoteNumber: context.quoteNumber,
    clientName: context.clientName,
    address: context.address,
    schedulePath: schedulePagePath(job.linkToken),
    depositReceived: context.depositReceived,
    waitForDeposit: settings.waitForDeposit,
    visits: visits.map((visit) => visitView(visit, names)),
    notices,
    crews: crews2.map(({ id: id3, name: name2, colour }) => ({ id: id3, name: name2, colour }))
  };
}
async function answerVisit(db, visit) {
  const { names } = await crewNameMap(db);
  return visitView(visit, names);
}

// server/services/jobs/schedule-feed.ts
import { and as and15, gte as gte3, isNotNull as isNotNull6, lte as lte5, notInArray as notInArray2 } from "drizzle-orm";
var feedLimits = { daysBack: 30, daysAhead: 180, maxVisits: 2e3 };
async function scheduleFeed(db, publicUrl, now) {
  const today = torontoDate(now);
  const visits = await db.select().from(jobVisits).where(
    and15(
      isNotNull6(jobVisits.day),
      gte3(jobVisits.day, addCalendarDays(today, -feedLimits.daysBack)),
      lte5(jobVisits.day, addCalendarDays(today, feedLimits.daysAhead)),
      notInArray2(jobVisits.status, ["cancelled", "on_hold"])
    )
  ).orderBy(jobVisits.day).limit(feedLimits.maxVisits);
  const [jobs2, { names }] = await Promise.all([listJobContexts(db, [...new Set(visits.map((visit) => visit.jobId))]), crewNameMap(db)]);
  const events2 = visits.flatMap((visit) => {
    const job = jobs2.get(visit.jobId);
    const event2 = job && visitCalendarEvent(visit, job, publicUrl, null, { forClient: false });
    if (!job || !event2) return [];
    const crew = visit.crewId ? names.get(visit.crewId) ?? "" : "No crew";
    const description2 = [
      `${job.clientName}, ${job.clientPhone}`,
      `${crew} \xB7 ${visitStatusLabels[visit.status]}`,
      visit.internalNote,
      event2.description ?? ""
    ].filter(Boolean).join("\n");
    return [{ ...event2, summary: `${event2.summary} (${job.clientName})`, description: description2, url: `${publicUrl}/admin/contracts/${job.contractId}` }];
  });
  return writeCalendarFile({
    method: "PUBLISH",
    organizer: calendarOrganizer,
    stamp: now,
    events: events2,
    feed: { name: "Forma Concrete jobs", refreshHours: 1 }
  });
}

// server/services/jobs/schedule-view.ts
var undatedListLimit = 100;
function parseScheduleRange(query, now) {
  const fromText = typeof query.from === "string" ? query.from : void 0;
  const daysText = typeof query.days === "string" ? query.days : void 0;
  if (fromText !== void 0 && !isCalendarDay(fromText))
    throw badRequest("VALIDATION_FAILED", "from must be a date (YYYY-MM-DD)", { from: "Please give a date such as 2026-10-12" });
  const days = daysText === void 0 ? 7 : Number(daysText);
  if (!Number.isInteger(days) || days < 1 || days > scheduleRangeMaxDays) {
    throw badRequest("VALIDATION_FAILED", `days must be a whole number from 1 to ${scheduleRangeMaxDays}`, {
      days: `1 to ${scheduleRangeMaxDays} days`
    });
  }
  const today = torontoDate(now);
  const from = fromText ?? addCalendarDays(today, -((weekday(today) + 6) % 7));
  return { from, to: addCalendarDays(from, days - 1) };
}
var visitDays = (visit) => Array.from({ length: visit.spanDays }, (_, index3) => addCalendarDays(visit.day, index3));
function scheduleWarnings2(visits, holidays) {
  const poursByCrewDay = /* @__PURE__ */ new Map();
  for (const visit of visits) {
    if (visit.kind !== "pour" || !visit.crewId || !visit.day || visit.status === "cancelled") continue;
    for (const day2 of visitDays({ day: visit.day, spanDays: visit.spanDays })) {
      const key2 = `${visit.crewId}|${day2}`;
      poursByCrewDay.set(key2, (poursByCrewDay.get(key2) ?? 0) + 1);
    }
  }
  const warnings = /* @__PURE__ */ new Map();
  for (const visit of visits) {
    const list = [];
    const days = visit.day ? visitDays({ day: visit.day, spanDays: visit.spanDays }) : [];
    const open = visit.status !== "completed" && visit.status !== "cancelled";
    if (open && visit.kind === "pour" && visit.crewId && days.some((day2) => (poursByCrewDay.get(`${visit.crewId}|${day2}`) ?? 0) > 1))
      list.push("two_pours");
    if (open && days.some((day2) => weekday(day2) === 0)) list.push("sunday");
    if (open && days.some((day2) => holidays.has(day2))) list.push("holiday");
    if (visit.clientVisible && ["proposed", "rescheduled", "change_requested"].includes(visit.status)) list.push("unconfirmed");
    if (open && visit.lastDelayReason) list.push("moved");
    warnings.set(visit.id, list);
  }
  return warnings;
}
var chip = (row, warnings) => ({ ...row, warnings });
async function readSchedule(db, range) {
  const [visits, undated, holidays, crews2] = await Promise.all([
    listScheduleRows(db, range.from, range.to),
    listScheduleRowsAwaitingDate(db, undatedListLimit),
    listHolidays(db, range.from, range.to),
    listCrews(db)
  ]);
  const warnings = scheduleWarnings2(visits, new Set(holidays.map((holiday) => holiday.day)));
  const undatedWarnings = scheduleWarnings2(undated, /* @__PURE__ */ new Set());
  return {
    ...range,
    crews: crews2.map(({ id: id3, name: name2, colour }) => ({ id: id3, name: name2, colour })),
    holidays,
    visits: visits.map((visit) => chip(visit, warnings.get(visit.id) ?? [])),
    undated: undated.map((visit) => chip(visit, undatedWarnings.get(visit.id) ?? []))
  };
}

// server/routes/schedule.ts
var maxCrews = 20;
var feedPath = (settings) => `/api/schedule-feed/${settings.feedToken}.ics`;
var settingsAnswer = (settings) => ({
  success: true,
  settings: { waitForDeposit: settings.waitForDeposit, feedPath: feedPath(settings) }
});
function holidayDay(day2) {
  if (!isCalendarDay(day2))
    throw badRequest("VALIDATION_FAILED", "The day must be a date (YYYY-MM-DD)", { day: "Please give a date such as 2026-12-25" });
  return day2;
}
function sameSecret(given, expected) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual3(a, b);
}
function scheduleRoutes({ db, mail, publicWrites }) {
  const actor = (admin, context) => ({ by: admin?.email ?? "client", context });
  return {
    getContractJob: async ({ params }) => ({ success: true, job: await readContractJob(db, params.id) }),
    listJobs: async ({ req, now }) => ({ success: true, ...await listJobs(db, parseJobListShow(req.query), now) }),
    addJobVisit: async ({ params, body, admin, context, now }) => ({
      success: true,
      visit: await answerVisit(db, await addVisit(db, params.id, body, actor(admin, context), now))
    }),
    updateVisit: async ({ params, body, now }) => ({
      success: true,
      visit: await answerVisit(db, await updateVisitDetails(db, params.id, body, now))
    }),
    proposeVisit: async ({ params, body, admin, context, now }) => ({
      success: true,
      visit: await answerVisit(db, await proposeVisit(db, mail, params.id, body, actor(admin, context), now))
    }),
    moveVisit: async ({ params, body, admin, context, now }) => ({
      success: true,
      visit: await answerVisit(db, await moveVisit(db, mail, params.id, body, actor(admin, context), now))
    }),
    cancelVisit: async ({ params, body, admin, context, now }) => ({
      success: true,
      visit: await answerVisit(db, await cancelVisit(db, mail, params.id, body, actor(admin, context), now))
    }),
    completeVisit: async ({ params, body, admin, context, now }) => ({
      success: true,
      visit: await answerVisit(db, await completeVisit(db, params.id, body, actor(admin, context), now))
    }),
    getSchedule: async ({ req, now }) => ({ success: true, ...await readSchedule(db, parseScheduleRange(req.query, now)) }),
    batchDelay: async ({ body, admin, context, now }) => ({ success: true, ...await batchDelay(db, mail, body, actor(admin, context), now) }),
    getScheduleSettings: async () => settingsAnswer(await findScheduleSettings(db)),
    updateScheduleSettings: async ({ body, now }) => settingsAnswer(await updateScheduleSettings(db, { waitForDeposit: body.waitForDeposit }, now)),
    replaceScheduleFeed: async ({ now }) => settingsAnswer(await updateScheduleSettings(db, { feedToken: newLinkToken() }, now)),
    listHolidays: async ({ now }) => {
      const today = torontoDate(now);
      return { success: true, holidays: await listHolidays(db, today, addCalendarDays(today, 730)) };
    },
    setHoliday: async ({ params, body, now }) => {
      await upsertHoliday(db, holidayDay(params.day), body.name);
      const today = torontoDate(now);
      return { success: true, holidays: await listHolidays(db, today, addCalendarDays(today, 730)) };
    },
    removeHoliday: async ({ params, now }) => {
      await deleteHoliday(db, holidayDay(params.day));
      const today = torontoDate(now);
      return { success: true, holidays: await listHolidays(db, today, addCalendarDays(today, 730)) };
    },
    addCrew: async ({ body }) => {
      const crews2 = await listCrews(db);
      if (crews2.length >= maxCrews) throw conflict("CREWS_FULL", `The schedule has ${maxCrews} crews, as many as it can hold`);
      const crew = await insertCrew(db, { name: body.name, colour: body.colour, position: crews2.length });
      return { success: true, crew: { id: crew.id, name: crew.name, colour: crew.colour } };
    },
    getScheduleFeed: async ({ res, params, now }) => {
      const settings = await findScheduleSettings(db);
      const token = params.token.replace(/\.ics$/, "");
      if (!sameSecret(token, settings.feedToken))
        throw notFound("SCHEDULE_FEED_NOT_FOUND", "No such calendar feed. Its address may have been replaced: copy the new one from the schedule.");
      res.status(200).set({
        "Content-Type": calendarContentType("PUBLISH"),
        "Cache-Control": "private, no-store",
        "Content-Disposition": 'inline; filename="forma-jobs.ics"'
      }).send(await scheduleFeed(db, mail.publicUrl, now));
    },
    readClientSchedule: async ({ params, now }) => ({ success: true, schedule: await readClientSchedule(db, params.token, now) }),
    confirmVisitDate: {
      before: [publicWrites],
      handle: async ({ params, body, context, now }) => ({
        success: true,
        schedule: await confirmVisitDate(db, mail, params.token, params.visitId, body.version, context, now)
      })
    },
    askOtherVisitDate: {
      before: [publicWrites],
      handle: async ({ params, body, context, now }) => ({
        success: true,
        schedule: await askOtherVisitDate(db, mail, params.token, params.visitId, body, context, now)
      })
    },
    getVisitCalendarFile: async ({ res, params, now }) => {
      const file = await clientVisitCalendarFile(db, mail, params.token, params.visitId, now);
      res.status(200).set({
        "Content-Type": file.contentType,
        "Cache-Control": "private, no-store",
        "Content-Disposition": `attachment; filename="${file.filename}"`
      }).send(file.text);
    }
  };
}

// server/services/uploads.ts
var uploadNotFound = () => notFound("UPLOAD_NOT_FOUND", "Photo not found");
async function findPhoto(db, id3) {
  const photo = await findUploadPhoto(db, id3);
  if (!photo) throw uploadNotFound();
  return photo;
}
async function findPhotoThumbnail(db, id3) {
  const thumbnail = await findUploadThumbnail(db, id3);
  if (!thumbnail) throw uploadNotFound();
  return thumbnail;
}

// server/routes/uploads.ts
function sendImage(res, image) {
  res.set({
    "Content-Type": image.contentType,
    "Content-Length": String(image.data.length),
    "Cache-Control": "private, max-age=3600",
    "Content-Disposition": `inline; filename="${image.filename.replace(/"/g, "")}"`
  });
  res.end(image.data);
}
function uploadRoutes({ db }) {
  return {
    getPhoto: async ({ res, params }) => sendImage(res, await findPhoto(db, params.id)),
    getPhotoThumbnail: async ({ res, params }) => sendImage(res, await findPhotoThumbnail(db, params.id))
  };
}

// server/routes/verify.ts
import express from "express";

// server/services/pdf-verification.ts
var withReason = (verdict, reason2) => reason2 ? { ...verdict, reason: reason2 } : verdict;
async function verifyContractPdf(db, bytes) {
  const active2 = activeSigningCertificate();
  const fingerprints = [.../* @__PURE__ */ new Set([active2.fingerprint, ...await listSigningCertificates(db)])];
  const check3 = await runSignatureCheck({ pdf: bytes, ours: { fingerprints, activeCertificateDer: active2.certificateDer } });
  if (check3.outcome === "not-ours") return withReason({ status: "not-ours" }, check3.limitReached);
  if (check3.outcome === "modified") return withReason({ status: "modified" }, check3.limitReached);
  const found = await findContractByPdfHash(db, check3.fileSha256);
  if (!found || found.certificateSha256 !== check3.certificateSha256) return { status: "modified" };
  return {
    status: "verified",
    contract: { id: found.contractId, quoteId: found.quoteId, signerName: found.signerName, signedAt: found.signedAt }
  };
}

// server/routes/verify.ts
var maxMegabytes = verifyLimits.maxPdfBytes / (1024 * 1024);
var sendThePdf = "Send the PDF file itself as the request body, with the content type application/pdf.";
var readPdf = express.raw({ type: "application/pdf", limit: verifyLimits.maxPdfBytes });
function pdfBody(req, res, next) {
  if (!req.is("application/pdf")) return next(unsupportedMediaType(sendThePdf));
  readPdf(req, res, (error) => {
    if (error?.type === "entity.too.large") {
      return next(payloadTooLarge("PAYLOAD_TOO_LARGE", `The file is too large to be a signed contract (limit ${maxMegabytes} MB).`));
    }
    if (error) return next(badRequest("PDF_REQUIRED", "The file could not be read. Please choose it again."));
    next();
  });
}
function verifyRoutes({ db, limits }) {
  const verifyLimiter = addressLimiter(
    limits.limiter,
    limits.rules.verifyChecks,
    "Too many files checked from this connection. Please try again in a few minutes."
  );
  return {
    verifyPdf: {
      before: [verifyLimiter, pdfBody],
      handle: async ({ body }) => {
        if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest("PDF_REQUIRED", sendThePdf);
        return { success: true, verdict: await verifyContractPdf(db, body) };
      }
    }
  };
}

// server/endpoints/bindings.ts
function endpointBindings(deps) {
  return {
    ...quoteRequestRoutes(deps),
    ...noteRoutes(deps),
    ...uploadRoutes(deps),
    ...estimateRoutes(deps),
    ...quoteRoutes(deps),
    ...quotePdfRoutes(deps),
    ...priceBookRoutes(deps),
    ...designCatalogueRoutes(deps),
    ...contractRoutes(deps),
    ...scheduleRoutes(deps),
    ...paymentRoutes(deps),
    ...exportRoutes(deps),
    ...verifyRoutes(deps),
    ...adminRoutes(deps),
    ...contractorSignatureRoutes(deps),
    ...adminMailRoutes(deps),
    ...assetRoutes(),
    ...healthRoutes(deps),
    ...openApiRoutes(deps)
  };
}

// server/validation.ts
import { safeParse } from "zod/mini";
var unstorableCharacters = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
var unstorableTextMessage = "This field contains characters that cannot be saved. Please remove them.";
function findUnstorableText(value, path11 = [], found = {}) {
  if (typeof value === "string") {
    if (unstorableCharacters.test(value)) found[path11.join(".") || "body"] ??= unstorableTextMessage;
  } else if (Array.isArray(value)) {
    value.forEach((item, index3) => findUnstorableText(item, [...path11, String(index3)], found));
  } else if (value && typeof value === "object") {
    for (const [key2, item] of Object.entries(value)) {
      findUnstorableText(key2, [...path11, key2], found);
      findUnstorableText(item, [...path11, key2], found);
    }
  }
  return found;
}
function parseBody(schema, body) {
  const input = body === void 0 || body === null ? {} : body;
  if (typeof input !== "object" || Array.isArray(input)) {
    throw badRequest("BODY_NOT_OBJECT", "The request body must be a JSON object.");
  }
  const unstorable = findUnstorableText(input);
  if (Object.keys(unstorable).length > 0) throw badRequest("UNSTORABLE_TEXT", unstorableTextMessage, unstorable);
  const result = safeParse(schema, input);
  if (result.success) return result.data;
  const errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join(".") || "body";
    errors[field] ??= issue.message;
  }
  throw badRequest("VALIDATION_FAILED", Object.values(errors)[0] ?? "The request is not valid.", errors);
}

// server/endpoints/mount.ts
var expressPath = (path11) => path11.replace(/^\/api/, "").replace(/\{(\w+)\}/g, ":$1");
var adminOrNextRoute = (req, _res, next) => isAdmin(req) ? next() : next("route");
function guard(endpoint) {
  if (endpoint.withoutSession) return [adminOrNextRoute];
  return endpoint.access === "admin" ? [requireAdmin] : [];
}
function chain(endpoint, binding, clock) {
  const before = typeof binding === "function" ? [] : binding.before;
  const handle = typeof binding === "function" ? binding : binding.handle;
  const answer2 = endpoint.success.answer;
  const run = async (req, res) => {
    const body = endpoint.body === void 0 ? void 0 : "schema" in endpoint.body ? parseBody(endpoint.body.schema, req.body) : req.body;
    const params = Object.fromEntries(Object.entries(req.params).map(([name2, value]) => [name2, String(value)]));
    const result = await handle({ req, res, params, body, now: clock(), context: requestContext(req), admin: req.admin });
    if (result === answered || "file" in answer2) return;
    respond(res, answer2, result, endpoint.success.status);
  };
  return [...guard(endpoint), ...before, run];
}
function checkBindings(bindings) {
  const names = new Set(endpoints.map((endpoint) => endpoint.name));
  const missing = [...names].filter((name2) => !(name2 in bindings));
  const extra = Object.keys(bindings).filter((name2) => !names.has(name2));
  if (missing.length || extra.length) {
    throw new Error(
      `The endpoint bindings do not match the endpoint table: missing ${missing.join(", ") || "none"}; extra ${extra.join(", ") || "none"}`
    );
  }
}
function mountEndpoints(router, bindings, clock) {
  checkBindings(bindings);
  const loose = bindings;
  const mounted = [];
  const add = (endpoint, path11, withoutSessionOf) => {
    router[endpoint.method](expressPath(path11), ...chain(endpoint, loose[endpoint.name], clock));
    mounted.push({ method: endpoint.method, path: path11, endpoint: endpoint.name, ...withoutSessionOf ? { withoutSessionOf } : {} });
  };
  for (const endpoint of endpoints) {
    add(endpoint, endpoint.path);
    if (endpoint.withoutSession) add(endpointByName(endpoint.withoutSession), endpoint.path, endpoint.name);
  }
  return mounted;
}

// server/storage/reminders.ts
import { and as and16, eq as eq21, gte as gte4, isNotNull as isNotNull7, isNull as isNull5, lte as lte6, or as or4 } from "drizzle-orm";
var remindable = and16(eq21(quotes.status, "pending"), isNull5(quotes.replacedBy), eq21(quotes.remindersEnabled, true), isNotNull7(quotes.sentAt));
var dueUnopened = (window) => and16(
  remindable,
  isNull5(quotes.unopenedReminderAt),
  isNull5(quotes.expiryReminderAt),
  isNull5(quotes.firstViewedAt),
  lte6(quotes.sentAt, window.sentBefore),
  gte4(quotes.validUntil, window.today)
);
var dueExpiring = (window) => and16(
  remindable,
  isNull5(quotes.expiryReminderAt),
  gte4(quotes.validUntil, window.today),
  lte6(quotes.validUntil, window.expiringBy),
  lte6(quotes.sentAt, window.quietSince),
  or4(isNull5(quotes.unopenedReminderAt), lte6(quotes.unopenedReminderAt, window.quietSince))
);
var dueCondition = (kind, window) => kind === "unopened" ? dueUnopened(window) : dueExpiring(window);
async function findQuotesDueReminder(db, kind, window, limit) {
  const rows = await db.select({ id: quotes.id }).from(quotes).where(dueCondition(kind, window)).orderBy(quotes.sentAt).limit(limit);
  return rows.map((row) => row.id);
}
async function claimReminder(db, id3, kind, window) {
  const stamp = kind === "unopened" ? { unopenedReminderAt: window.now } : { expiryReminderAt: window.now };
  const [claimed] = await db.update(quotes).set(stamp).where(and16(eq21(quotes.id, id3), dueCondition(kind, window))).returning();
  return claimed;
}

// server/services/jobs/schedule-reminders.ts
import { and as and17, eq as eq22, gte as gte5, inArray as inArray8, isNotNull as isNotNull8, lte as lte7, notInArray as notInArray3, sql as sql24 } from "drizzle-orm";
var sweepContext = { ip: null, userAgent: null };
var batchSize = 500;
var reminderKey = (visit, kind) => `visit:${visit.id}:seq:${visit.icalSequence}:${kind}`;
async function visitsOn(db, days, statuses) {
  if (days.length === 0) return [];
  return db.select().from(jobVisits).where(and17(inArray8(jobVisits.day, days), inArray8(jobVisits.status, statuses), eq22(jobVisits.clientVisible, true))).limit(batchSize);
}
async function sendVisitMessage(db, mail, visit, kind, job, skip) {
  const key2 = reminderKey(visit, kind);
  if (skip) {
    await claimScheduledMessage(db, { key: key2, kind, visitId: visit.id, status: "skipped", skipReason: skip });
    return false;
  }
  return db.transaction(async (tx) => {
    if (!await claimScheduledMessage(tx, { key: key2, kind, visitId: visit.id, status: "sent" })) return false;
    const when = describeVisitTime({ ...visit, day: visit.day });
    const email = await queueEmail(tx, {
      kind: kind === "day_before" ? "visit-reminder-day-before" : "visit-confirm-nudge",
      to: job.clientEmail,
      message: visitReminderEmail(scheduleMailContext(job, mail), { kind: visit.kind, when }, kind),
      quoteId: job.quoteId,
      contractId: job.contractId
    });
    await setScheduledMessageEmail(tx, key2, email.id);
    await recordEvent(
      tx,
      {
        type: "visit.reminder_sent",
        quoteId: job.quoteId,
        contractId: job.contractId,
        data: { visitId: visit.id, kind, to: job.clientEmail, emailId: email.id }
      },
      sweepContext
    );
    return true;
  });
}
async function sendDayBeforeReminders(db, mail, now, today) {
  const tomorrow = addCalendarDays(today, 1);
  if (now < dayBeforeReminderAt(tomorrow)) return 0;
  const visits = await visitsOn(db, [tomorrow], ["proposed", "confirmed", "rescheduled"]);
  const jobs2 = await listJobContexts(db, [...new Set(visits.map((visit) => visit.jobId))]);
  let sent = 0;
  for (const visit of visits) {
    const job = jobs2.get(visit.jobId);
    if (!job) continue;
    const skip = visit.datedAt && !dayBeforeReminderApplies(tomorrow, visit.datedAt) ? "booked after the reminder was due" : void 0;
    if (await sendVisitMessage(db, mail, visit, "day_before", job, skip)) sent += 1;
  }
  return sent;
}
async function sendConfirmNudges(db, mail, now, today) {
  const days = [1, 2, 3].map((ahead) => addCalendarDays(today, ahead)).filter((day2) => now >= confirmNudgeAt(day2) && now < dayBeforeReminderAt(day2));
  const visits = await visitsOn(db, days, ["proposed", "rescheduled"]);
  const jobs2 = await listJobContexts(db, [...new Set(visits.map((visit) => visit.jobId))]);
  let sent = 0;
  for (const visit of visits) {
    const job = jobs2.get(visit.jobId);
    if (!job || !visit.day) continue;
    const skip = visit.datedAt && visit.datedAt >= confirmNudgeAt(visit.day) ? "booked within three days of the visit" : void 0;
    if (await sendVisitMessage(db, mail, visit, "confirm_nudge", job, skip)) sent += 1;
  }
  return sent;
}
async function sendOwnerDigest(db, mail, now, today) {
  const tomorrow = addCalendarDays(today, 1);
  if (now < ownerDigestAt(tomorrow)) return 0;
  const visits = await db.select().from(jobVisits).where(
    and17(
      isNotNull8(jobVisits.day),
      lte7(jobVisits.day, tomorrow),
      gte5(jobVisits.day, addCalendarDays(tomorrow, -(scheduleLimits.maxSpanDays - 1))),
      sql24`${jobVisits.day} + ${jobVisits.spanDays} - 1 >= ${tomorrow}::date`,
      notInArray3(jobVisits.status, ["cancelled", "on_hold", "completed", "draft"])
    )
  ).orderBy(jobVisits.startTime).limit(batchSize);
  const key2 = `digest:${tomorrow}`;
  if (visits.length === 0) {
    await claimScheduledMessage(db, { key: key2, kind: "owner_digest", visitId: null, status: "skipped", skipReason: "no visits tomorrow" });
    return 0;
  }
  const [jobs2, { names }] = await Promise.all([listJobContexts(db, [...new Set(visits.map((visit) => visit.jobId))]), crewNameMap(db)]);
  const money = await listContractMoney(
    db,
    [...jobs2.values()].map((job) => job.contractId)
  );
  const digest = visits.flatMap((visit) => {
    const job = jobs2.get(visit.jobId);
    if (!job || !visit.day) return [];
    const balance = money.get(job.contractId);
    return [
      {
        kind: visit.kind,
        clientName: job.clientName,
        address: job.address,
        when: describeVisitTime({ ...visit, day: visit.day }),
        crewName: visit.crewId ? names.get(visit.crewId) ?? null : null,
        statusLabel: visitStatusLabels[visit.status],
        clientNote: visit.clientNote,
        internalNote: visit.internalNote,
        balanceCents: balance ? contractBalance(balance.totalCents, balance.collectedCents).outstandingCents : null,
        contractId: job.contractId
      }
    ];
  });
  return db.transaction(async (tx) => {
    if (!await claimScheduledMessage(tx, { key: key2, kind: "owner_digest", visitId: null, status: "sent" })) return 0;
    const email = await queueEmail(tx, { kind: "schedule-digest", to: mail.businessEmail, message: scheduleDigestEmail(tomorrow, digest, mail) });
    await setScheduledMessageEmail(tx, key2, email.id);
    return 1;
  });
}
async function sendDueScheduleMessages(db, mail, now) {
  const today = torontoDate(now);
  return await sendDayBeforeReminders(db, mail, now, today) + await sendConfirmNudges(db, mail, now, today) + await sendOwnerDigest(db, mail, now, today);
}

// server/services/reminders.ts
var reminderRules = {
  unopenedAfterDays: 3,
  daysBeforeExpiry: 3,
  /** Reminders are queued from 9:00 up to 19:00, Toronto time. */
  firstHour: 9,
  lastHour: 19,
  /** A sweep queues at most this many of each kind; the next sweep takes the rest. */
  batchSize: 200
};
var dayMs = 24 * 60 * 60 * 1e3;
var sweepContext2 = { ip: null, userAgent: null };
function isReminderHour(now) {
  const hour = torontoHour(now);
  return hour >= reminderRules.firstHour && hour < reminderRules.lastHour;
}
function reminderWindow(now) {
  const today = torontoDate(now);
  return {
    now,
    sentBefore: new Date(now.getTime() - reminderRules.unopenedAfterDays * dayMs),
    today,
    expiringBy: addDays(today, reminderRules.daysBeforeExpiry),
    quietSince: new Date(now.getTime() - dayMs)
  };
}
async function sendReminder(db, mail, id3, kind, window) {
  return db.transaction(async (tx) => {
    const quote = await claimReminder(tx, id3, kind, window);
    if (!quote || !hasPrice(quote)) return false;
    const email = await queueQuoteReminder(tx, mail, quote, kind);
    await recordEvent(tx, { type: "quote.reminder_sent", quoteId: id3, data: { kind, to: quote.clientEmail, emailId: email.id } }, sweepContext2);
    return true;
  });
}
async function sendDueReminders(db, mail, now) {
  if (!isReminderHour(now)) return 0;
  const window = reminderWindow(now);
  let sent = 0;
  for (const kind of ["expiring", "unopened"]) {
    for (const id3 of await findQuotesDueReminder(db, kind, window, reminderRules.batchSize)) {
      if (await sendReminder(db, mail, id3, kind, window)) sent += 1;
    }
  }
  return sent;
}
function scheduleReminderSweeps(db, mail, options) {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const now = options.clock?.() ?? /* @__PURE__ */ new Date();
      await sendDueReminders(db, mail, now);
      await sendDueScheduleMessages(db, mail, now);
    } catch (error) {
      options.onError(error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(sweep, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

// server/services/rate-limiter.ts
import { createHash as createHash6 } from "node:crypto";
function keyOf(limit, subject) {
  return `${limit.name}:${createHash6("sha256").update(subject.toLowerCase()).digest("base64url").slice(0, 32)}`;
}
function stateOf(count7, resetAt, now, exceeded) {
  return { count: count7, resetAt, exceeded, retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1e3)) };
}
function createRateLimiter(db, clock = () => /* @__PURE__ */ new Date()) {
  return {
    async hit(limit, subject, amount2 = 1, executor = db) {
      const now = clock();
      const counter = await addToCounter(executor, keyOf(limit, subject), amount2, limit.windowMs, now);
      return stateOf(counter.count, counter.resetAt, now, counter.count > limit.max);
    },
    async reserve(limit, subject) {
      const now = clock();
      const key2 = keyOf(limit, subject);
      const taken = await reserveInCounter(db, key2, limit.max, limit.windowMs, now);
      if (taken) return stateOf(taken.count, taken.resetAt, now, false);
      const counter = await readCounter(db, key2, now);
      return stateOf(counter?.count ?? limit.max, counter?.resetAt ?? new Date(now.getTime() + limit.windowMs), now, true);
    },
    async wouldExceed(limit, subject, amount2 = 1) {
      const now = clock();
      const counter = await readCounter(db, keyOf(limit, subject), now);
      const count7 = counter?.count ?? 0;
      const resetAt = counter?.resetAt ?? new Date(now.getTime() + limit.windowMs);
      return stateOf(count7, resetAt, now, count7 + amount2 > limit.max);
    },
    async refund(limit, subject, amount2 = 1) {
      await subtractFromCounter(db, keyOf(limit, subject), amount2, clock());
    },
    async clear(limit, subject) {
      await deleteCounter(db, keyOf(limit, subject));
    },
    async prune() {
      await deleteEndedCounters(db, clock());
    }
  };
}

// server/app.ts
async function createApp(deps) {
  const { config: config2, database: database2 } = deps;
  const db = database2.db;
  const clock = deps.clock ?? (() => /* @__PURE__ */ new Date());
  const logger2 = deps.logger ?? createLogger(config2.logLevel);
  const limits = { limiter: createRateLimiter(db, clock), rules: rateLimitRules({ ...defaultRateLimits, ...deps.rateLimits }) };
  setInterval(() => limits.limiter.prune().catch(() => {
  }), 60 * 60 * 1e3).unref();
  await loadSigningCertificate(config2);
  const sessionSecret = resolveSessionSecret(config2);
  const app = express2();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.set("trust proxy", config2.trustProxy);
  const logRequest = requestLogger(logger2);
  app.use(logRequest);
  app.use(refuseOffSitePaths, guardLocationHeaders);
  const securityHeaders = precomputedSecurityHeaders({
    contentSecurityPolicy: config2.env === "development" ? false : {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", "blob:"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config2.publicUrl.startsWith("https:") ? [] : null
      }
    },
    strictTransportSecurity: config2.publicUrl.startsWith("https:")
  });
  app.use((req, res, next) => {
    if (req.path.startsWith("/assets/")) {
      res.set({ "X-Content-Type-Options": "nosniff", "Cross-Origin-Resource-Policy": "same-origin" });
      return next();
    }
    securityHeaders.middleware(req, res, next);
  });
  const compress = compressAnswers();
  app.use(compress);
  const frontDoor = securityHeaders.values && clientQuoteRead(db, { logRequest, securityHeaders: securityHeaders.values, compress, clock });
  const api = Router();
  api.use(rejectCrossOrigin(config2.publicUrl));
  api.use(express2.json({ limit: "1mb" }));
  api.use(limitJsonDepth);
  api.use(createSessionMiddleware(db, sessionSecret, { secureCookie: config2.publicUrl.startsWith("https:") }));
  api.use(loadAdminSession(db, clock));
  api.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  const publicWrites = publicWriteLimiter(limits.limiter, limits.rules.publicWrites);
  const mail = { ...mailSettings(config2), acknowledgementLimit: { limiter: limits.limiter, rule: limits.rules.acknowledgements } };
  const mountedEndpoints = mountEndpoints(api, endpointBindings({ db, database: database2, config: config2, mail, limits, publicWrites, sessionSecret }), clock);
  api.use((_req, _res, next) => next(notFound("NOT_FOUND", "Not found")));
  app.use("/api", api);
  const reminderSweepMs = deps.reminderSweepMs ?? 5 * 60 * 1e3;
  if (config2.remindersEnabled && reminderSweepMs > 0) {
    scheduleReminderSweeps(db, mail, {
      intervalMs: reminderSweepMs,
      clock,
      onError: (error) => logger2.error({ err: error }, "reminder sweep failed")
    });
  }
  await deps.mountClient?.(app);
  app.use(errorHandler());
  return Object.assign(behindFrontDoor(frontDoor, app), { mountedEndpoints });
}

// scripts/bench-api/child.ts
function serveChild(server, close) {
  server.listen(0, "127.0.0.1", () => {
    const address = server.address();
    process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
  });
  const stop = () => {
    server.close(async () => {
      await close().catch(() => {
      });
      process.exit(0);
    });
    server.closeAllConnections();
  };
  process.on("message", (message) => {
    if (message === "stop") stop();
    if (message === "cpu") {
      const { user, system } = process.cpuUsage();
      process.send?.({ cpuMicros: user + system });
    }
  });
  process.on("SIGTERM", stop);
  process.on("disconnect", stop);
}

// scripts/bench-api/our-server.ts
var config = readConfig();
var logger = createLogger(config.logLevel);
var database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await ensureAdminAccount(database.db, config);
var handleRequest = await createApp({ config, database, logger });
serveChild(http.createServer(handleRequest), () => database.close());
//# sourceMappingURL=.bench-schedule-pglite-21309.mjs.map
