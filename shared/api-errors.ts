/**
 * Every error the API answers carries one of these stable machine codes beside its human message:
 * `{ success: false, code, message, errors?, requestId? }`. Clients branch on the code, never on the message,
 * so messages can be reworded freely. Plain constants (no zod) so the browser can import them.
 *
 * The catalogue is the one place a code is declared, with its one HTTP status: the server takes the
 * status from here (server/errors.ts), and the code lists the client and the OpenAPI document use are
 * derived from it by status (docs/decisions/0117-error-catalogue.md).
 */
type CatalogueEntry = { status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503; description: string };

export const errorCatalogue = {
  VALIDATION_FAILED: { status: 400, description: "A field is missing or not valid; `errors` names each field." },
  INVALID_JSON: { status: 400, description: "The body is not valid JSON." },
  BODY_NOT_OBJECT: { status: 400, description: "The JSON body is not an object." },
  BODY_TOO_DEEP: { status: 400, description: "The JSON body nests too deeply." },
  BODY_TOO_MANY_VALUES: { status: 400, description: "The JSON body holds more values than any form of ours (10,000)." },
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
  FOLLOW_UP_NOT_FOUND: { status: 404, description: "No such follow-up." },
  QUOTE_REQUEST_NOT_FOUND: { status: 404, description: "No such lead." },
  UPLOAD_NOT_FOUND: { status: 404, description: "No such photo." },
  SITE_PROJECT_NOT_FOUND: { status: 404, description: "No such project on the site." },
  REVIEW_NOT_FOUND: { status: 404, description: "No such review." },
  ASSET_NOT_FOUND: { status: 404, description: "No such image asset." },
  EMAIL_NOT_FOUND: { status: 404, description: "No such e-mail in the outbox." },
  PAYMENT_NOT_FOUND: { status: 404, description: "No such payment." },
  PRICE_BOOK_ITEM_NOT_FOUND: { status: 404, description: "No such item in the price book." },
  CATALOGUE_ENTRY_NOT_FOUND: { status: 404, description: "No such entry in the design catalogue (or no swatch for it)." },
  JOB_NOT_FOUND: { status: 404, description: "No such job (or schedule link)." },
  VISIT_NOT_FOUND: { status: 404, description: "No such visit (on this job)." },
  SCHEDULE_FEED_NOT_FOUND: { status: 404, description: "No such calendar feed (its address was replaced)." },
  CREW_NOT_FOUND: { status: 404, description: "No such crew." },
  CHANGE_ORDER_NOT_FOUND: { status: 404, description: "No such change order (or change-order link)." },
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
  VISIT_CHANGE_PENDING: { status: 409, description: "The client already asked for another date for this visit; the business will propose one." },
  VISIT_DATE_PASSED: { status: 409, description: "The visit's day is before today (Toronto): it can no longer be confirmed or moved by the client." },
  VISIT_COMPLETED: { status: 409, description: "The visit is completed: the client can no longer confirm it or ask for another date." },
  VISIT_CANCELLED: { status: 409, description: "The visit is cancelled: the client can no longer confirm it or ask for another date." },
  DEPOSIT_NOT_RECEIVED: { status: 409, description: "The first date waits for the deposit (a schedule setting) and none is recorded." },
  CONTRACT_NOT_SIGNED: { status: 409, description: "A change order needs a signed contract: before signing, revise the quote instead." },
  CHANGE_ORDER_STATE: {
    status: 409,
    description: "The change order's state does not allow this (only a draft is edited or sent, only a sent one signed, declined or voided).",
  },
  CHANGE_ORDER_CHANGED: { status: 409, description: "The change order changed since the version the caller saw: read it again." },
  CHANGE_ORDER_EXPIRED: { status: 409, description: "The change order's last day to sign has passed." },
  JOB_ALREADY_COMPLETE: { status: 409, description: "The job is already marked complete: undo the completion first." },
  WARRANTY_WAITS_FOR_PAYMENT: {
    status: 409,
    description: "The certificate is issued when the balance (change orders included) is paid; `beforePayment: true` issues it now.",
  },
  JOB_NOT_COMPLETE: { status: 409, description: "The job is not marked complete." },
  FOLLOW_UP_NOT_SENDABLE: {
    status: 409,
    description:
      "The follow-up cannot be sent (already sent or cancelled; the client unsubscribed, gave no consent, owes a balance or was asked this year): the message says which.",
  },
  ALREADY_PUBLISHED: { status: 409, description: "The job is already a project on the site: edit, hide or show that project." },
  SITE_CHANGED: { status: 409, description: "The projects changed while the new order was being made: read the list again." },
  FOLLOW_UP_NEEDS_REVIEW_LINK: { status: 409, description: "A review request needs the business's Google review link in the follow-up settings." },
  REVIEW_LEFT_BY_CLIENT: {
    status: 409,
    description:
      "The review was left by the client on their own page: its words, rating, name, city, date, source, job and consent stay as the client left them (it can only be published, with the client's consent, or taken off the site).",
  },
  CREWS_FULL: { status: 409, description: "The schedule has as many crews as it can (20)." },
  CHANGE_ORDER_VOIDED: { status: 410, description: "The change order was voided by the business; its link no longer offers it." },
  LINK_REPLACED: { status: 410, description: "The client's link was replaced by a newer one: ask the business for it." },
  PAYLOAD_TOO_LARGE: { status: 413, description: "The body (or a form field) is over its size limit." },
  PHOTOS_TOO_LARGE: { status: 413, description: "A photo, or the photos together, are over the size limit." },
  SWATCH_TOO_LARGE: { status: 413, description: "A swatch image is over its size limit (2 MB)." },
  SIGNATURE_TOO_LARGE: { status: 413, description: "The signature image is over its size limit." },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, description: "The body's content type or character encoding is not one the route reads." },
  LEAD_STAGE_INCOMPLETE: {
    status: 422,
    description: "The lead's new stage needs a fact the request does not give (a site visit's date, a lost lead's reason); `errors` names it.",
  },
  COMPLETION_DATE_REFUSED: { status: 422, description: "The completion date is in the future, before the pour, or more than 30 days ago." },
  LEAD_DATE_REFUSED: { status: 422, description: "A lead's follow-up date is before today (Toronto) or too far ahead." },
  CHOICES_INCOMPLETE: {
    status: 422,
    description:
      "The quote's choices cannot be sent as they are (a choice with fewer than two options, an option without items, an add-on requiring a missing option); `errors` names each.",
  },
  CHOICE_INVALID: {
    status: 422,
    description:
      "The client's choice does not fit the quote: a required choice not made, two options of one choice, an option not on this quote, an add-on without its option.",
  },
  DESIGN_REQUIRED: { status: 422, description: "The chosen option needs a design (pattern and colours) that is not set or not picked." },
  DESIGN_INVALID: { status: 422, description: "The design names an entry that is not in the catalogue, is of the wrong kind, or is retired." },
  CHANGE_ORDER_CREDIT_TOO_LARGE: {
    status: 422,
    description:
      "The change order's credit would bring the revised contract sum below zero or below what the client has paid (payments not voided); the message gives the largest credit allowed now.",
  },
  COLOUR_ACKNOWLEDGEMENT_REQUIRED: { status: 422, description: "Signing a contract with a stamped design needs the colour acknowledgement ticked." },
  VISIT_DATE_REFUSED: { status: 422, description: "A visit's date is in the past (Toronto), or the new date is the current one; `errors` names it." },
  REVIEW_SOURCE_RESERVED: {
    status: 422,
    description:
      'The source "Our website" is for reviews clients leave on their own page; a review the business enters names where the client left it.',
  },
  PREFERRED_DAYS_INVALID: { status: 422, description: "Asking for another date needs one to three different dates, today or later." },
  VISIT_TIME_REFUSED: {
    status: 422,
    description:
      "A visit's arrival window would end after midnight, or its time falls in the hour Toronto's clocks skip or repeat; `errors` names the field.",
  },
  RATE_LIMITED: { status: 429, description: "Too many requests from this connection (see Retry-After)." },
  CHANGE_REQUESTS_LIMITED: { status: 429, description: "Too many change requests on this quote (see Retry-After)." },
  SCHEDULE_REQUESTS_LIMITED: { status: 429, description: "Too many confirmations and date requests on this job's schedule (see Retry-After)." },
  INTERNAL: { status: 500, description: "A fault on the server; the request id names it in the log." },
  DATABASE_UNAVAILABLE: { status: 503, description: "The database cannot answer right now (see Retry-After)." },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof errorCatalogue;
export type ErrorStatus = CatalogueEntry["status"];

/** The status a code is always answered with. */
export type StatusOf<Code extends ErrorCode> = (typeof errorCatalogue)[Code]["status"];

/** The codes answered with the given status: `CodeWithStatus<404>` is every not-found code. */
export type CodeWithStatus<Status extends ErrorStatus> = { [Code in ErrorCode]: StatusOf<Code> extends Status ? Code : never }[ErrorCode];

const isErrorCode = (key: string): key is ErrorCode => Object.hasOwn(errorCatalogue, key);

/** Every code, in the catalogue's order (by status). */
export const errorCodes = Object.keys(errorCatalogue).filter(isErrorCode);

export function statusOf(code: ErrorCode): ErrorStatus {
  return errorCatalogue[code].status;
}

/** The codes of one status, in the catalogue's order. */
export function codesWithStatus<Status extends ErrorStatus>(status: Status): CodeWithStatus<Status>[] {
  return errorCodes.filter((code): code is CodeWithStatus<Status> => statusOf(code) === status);
}

/** The codes that mean "no such thing" (404), whatever the thing is. */
export const notFoundCodes: readonly ErrorCode[] = codesWithStatus(404);

/** The codes of a 409: the record's state refused the action; reading it again shows why. */
export const stateConflictCodes: readonly ErrorCode[] = codesWithStatus(409);

/** The body of every error answer; `requestId` is also the answer's X-Request-Id header and names the request in the server's log. */
export type ErrorBody = { success: false; code: ErrorCode; message: string; errors?: Record<string, string>; requestId?: string };
