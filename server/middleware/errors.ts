import type { NextFunction, Request, Response } from "express";
import multer from "multer";
import type { Logger } from "pino";
import type { ErrorBody, ErrorCode } from "../../shared/api-errors";
import { business, uploadLimits } from "../../shared/business";
import { HttpError } from "../errors";

const multerMessages: Record<string, [number, ErrorCode, string]> = {
  LIMIT_FILE_SIZE: [413, "PHOTOS_TOO_LARGE", `Each photo can be at most ${uploadLimits.maxFileBytes / (1024 * 1024)}MB.`],
  LIMIT_FILE_COUNT: [400, "TOO_MANY_PHOTOS", `Please send at most ${uploadLimits.maxFiles} photos.`],
  LIMIT_UNEXPECTED_FILE: [400, "UPLOAD_MALFORMED", 'Photos must be sent in the "photos" field.'],
  LIMIT_PART_COUNT: [400, "UPLOAD_MALFORMED", "The form has too many parts."],
  LIMIT_FIELD_COUNT: [400, "UPLOAD_MALFORMED", "The form has too many fields."],
  LIMIT_FIELD_VALUE: [413, "PAYLOAD_TOO_LARGE", "A form field is too long."],
  LIMIT_FIELD_KEY: [400, "UPLOAD_MALFORMED", "A form field name is too long."],
};

const answer = (code: ErrorCode, message: string, errors?: Record<string, string>): ErrorBody => ({
  success: false,
  code,
  message,
  ...(errors ? { errors } : {}),
});

/** Turns any error into the one API error shape. Internals (stacks, SQL) are logged, never sent. */
export function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const [status, body] = describe(error);
    if (status >= 500) logger.error({ err: error, method: req.method, path: req.path }, "request failed");
    res.status(status).json(body);
  };
}

function describe(error: unknown): [number, ErrorBody] {
  if (error instanceof HttpError) return [error.status, answer(error.code, error.message, error.errors)];
  if (error instanceof multer.MulterError) {
    const [status, code, message] = multerMessages[error.code] ?? [400, "UPLOAD_MALFORMED", "The uploaded form could not be read."];
    return [status, answer(code, message, { photos: message })];
  }
  const candidate = error as { type?: string; status?: number; statusCode?: number } | null;
  if (candidate?.type === "entity.parse.failed") return [400, answer("INVALID_JSON", "The request body is not valid JSON.")];
  if (candidate?.type === "entity.too.large") return [413, answer("PAYLOAD_TOO_LARGE", "The request is too large (limit 1 MB).")];
  const status = candidate?.status ?? candidate?.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    return [status, answer("BAD_REQUEST", "The request could not be processed.")];
  }
  return [500, answer("INTERNAL", `Something went wrong on our side. Please try again, or call us at ${business.phoneDisplay}.`)];
}
