import type { NextFunction, Request, Response } from "express";
import multer from "multer";
import type { Logger } from "pino";
import { business, uploadLimits } from "../../shared/business";
import { HttpError } from "../errors";

type ErrorBody = { success: false; message: string; errors?: Record<string, string> };

const multerMessages: Record<string, [number, string]> = {
  LIMIT_FILE_SIZE: [413, `Each photo can be at most ${uploadLimits.maxFileBytes / (1024 * 1024)}MB.`],
  LIMIT_FILE_COUNT: [400, `Please send at most ${uploadLimits.maxFiles} photos.`],
  LIMIT_UNEXPECTED_FILE: [400, "Photos must be sent in the \"photos\" field."],
  LIMIT_PART_COUNT: [400, "The form has too many parts."],
  LIMIT_FIELD_COUNT: [400, "The form has too many fields."],
  LIMIT_FIELD_VALUE: [413, "A form field is too long."],
  LIMIT_FIELD_KEY: [400, "A form field name is too long."],
};

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
  if (error instanceof HttpError) {
    return [error.status, { success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) }];
  }
  if (error instanceof multer.MulterError) {
    const [status, message] = multerMessages[error.code] ?? [400, "The uploaded form could not be read."];
    return [status, { success: false, message, errors: { photos: message } }];
  }
  const candidate = error as { type?: string; status?: number; statusCode?: number } | null;
  if (candidate?.type === "entity.parse.failed") return [400, { success: false, message: "The request body is not valid JSON." }];
  if (candidate?.type === "entity.too.large") return [413, { success: false, message: "The request is too large (limit 1 MB)." }];
  const status = candidate?.status ?? candidate?.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    return [status, { success: false, message: "The request could not be processed." }];
  }
  return [500, { success: false, message: `Something went wrong on our side. Please try again, or call us at ${business.phoneDisplay}.` }];
}
