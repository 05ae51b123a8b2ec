/**
 * Every error the API answers carries one of these stable machine codes beside its human message:
 * `{ success: false, code, message, errors?, requestId? }`. Clients branch on the code, never on the message,
 * so messages can be reworded freely. Plain constants (no zod) so the browser can import them.
 */
export const errorCodes = [
  // 400
  "VALIDATION_FAILED",
  "INVALID_JSON",
  "BODY_NOT_OBJECT",
  "BODY_TOO_DEEP",
  "UNSTORABLE_TEXT",
  "UPLOAD_MALFORMED",
  "PHOTO_NOT_IMAGE",
  "PHOTO_TOO_MANY_PIXELS",
  "TOO_MANY_PHOTOS",
  "SIGNATURE_INVALID",
  "PDF_REQUIRED",
  "BAD_REQUEST",
  // 401, 403
  "UNAUTHORIZED",
  "INVALID_CREDENTIALS",
  "CROSS_ORIGIN",
  // 404
  "NOT_FOUND",
  "QUOTE_NOT_FOUND",
  "CONTRACT_NOT_FOUND",
  "QUOTE_REQUEST_NOT_FOUND",
  "UPLOAD_NOT_FOUND",
  "ASSET_NOT_FOUND",
  "EMAIL_NOT_FOUND",
  // 410: a client link the owner replaced with a new one
  "LINK_REPLACED",
  // 409: the quote's lifecycle refuses the action in its current state
  "QUOTE_ALREADY_ACCEPTED",
  "QUOTE_ALREADY_DECLINED",
  "QUOTE_NOT_PENDING",
  "QUOTE_EXPIRED",
  "QUOTE_NOT_PRICED",
  "QUOTE_NOT_ACCEPTED",
  "QUOTE_CHANGED",
  "QUOTE_REPLACED",
  "CONTRACT_EXISTS",
  "PAYMENT_EXCEEDS_BALANCE",
  "EMAIL_ALREADY_SENT",
  "EMAIL_BEING_SENT",
  // 409: a decision, change request or signature that does not name the quote version it saw
  "VERSION_REQUIRED",
  // 413, 429
  "PAYLOAD_TOO_LARGE",
  "PHOTOS_TOO_LARGE",
  "SIGNATURE_TOO_LARGE",
  "RATE_LIMITED",
  "CHANGE_REQUESTS_LIMITED",
  // 5xx
  "DATABASE_UNAVAILABLE",
  "INTERNAL",
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** The codes that mean "no such thing" (404), whatever the thing is. */
export const notFoundCodes: readonly ErrorCode[] = [
  "NOT_FOUND",
  "QUOTE_NOT_FOUND",
  "CONTRACT_NOT_FOUND",
  "QUOTE_REQUEST_NOT_FOUND",
  "UPLOAD_NOT_FOUND",
  "ASSET_NOT_FOUND",
  "EMAIL_NOT_FOUND",
];

/** The codes of a 409: the record's state refused the action; reading it again shows why. */
export const stateConflictCodes: readonly ErrorCode[] = [
  "QUOTE_ALREADY_ACCEPTED",
  "QUOTE_ALREADY_DECLINED",
  "QUOTE_NOT_PENDING",
  "QUOTE_EXPIRED",
  "QUOTE_NOT_PRICED",
  "QUOTE_NOT_ACCEPTED",
  "QUOTE_CHANGED",
  "QUOTE_REPLACED",
  "CONTRACT_EXISTS",
  "PAYMENT_EXCEEDS_BALANCE",
  "EMAIL_ALREADY_SENT",
  "EMAIL_BEING_SENT",
];

/** The body of every error answer; `requestId` is also the answer's X-Request-Id header and names the request in the server's log. */
export type ErrorBody = { success: false; code: ErrorCode; message: string; errors?: Record<string, string>; requestId?: string };
