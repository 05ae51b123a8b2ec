import type { z } from "zod";
import { badRequest } from "./errors";

/**
 * Parses a request body with a shared schema. Failure is a 400 whose `errors` maps each field to its
 * first message (the spec's wording) and whose `message` repeats the first of them.
 */
export function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.infer<Schema> {
  const input = body === undefined || body === null ? {} : body;
  if (typeof input !== "object" || Array.isArray(input)) {
    throw badRequest("The request body must be a JSON object.");
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join(".") || "body";
    errors[field] ??= issue.message;
  }
  throw badRequest(Object.values(errors)[0] ?? "The request is not valid.", errors);
}
