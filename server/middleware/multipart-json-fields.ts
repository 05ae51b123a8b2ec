/**
 * A multipart form sends every value as text. The few values of a JSON body that are objects (the
 * estimate form's `estimateAnswers`) travel in a multipart request as one text part holding their
 * JSON; this reads them back, so the same schema checks both kinds of request. Text that is not JSON
 * is a 400 under that field's name.
 */
import type { NextFunction, Request, Response } from "express";
import { badRequest } from "../errors";
import { limitJsonDepth } from "./json-depth";

export const unreadableJsonPartMessage = "This part of the form could not be read.";

export function readJsonTextParts(...fields: string[]) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!req.is("multipart/form-data") || !req.body) return next();
    const body = req.body as Record<string, unknown>;
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
    // The same depth limit as a JSON body, before anything walks what was parsed.
    limitJsonDepth(req, _res, next);
  };
}
