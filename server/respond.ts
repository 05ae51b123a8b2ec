import type { Response } from "express";
import { z } from "zod";

/**
 * Sends an answer through its response schema (shared/api/responses.ts): fields the schema does not
 * name are dropped, Dates become ISO text, and a body that does not match throws (a 500 and a log
 * line), so no route can drift from its documented shape.
 */
export function respond<Schema extends z.ZodType>(res: Response, schema: Schema, body: z.output<Schema>, status = 200): void {
  res.status(status).json(z.encode(schema, body));
}
