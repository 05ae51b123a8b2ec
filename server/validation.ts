import { safeParse, type output, type ZodMiniType } from "zod/mini";
import type { $ZodType } from "zod/v4/core";
import { badRequest } from "./errors";

/** PostgreSQL text and jsonb cannot hold a NUL character or half of a UTF-16 surrogate pair. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what PostgreSQL text cannot hold
const unstorableCharacters = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const unstorableTextMessage = "This field contains characters that cannot be saved. Please remove them.";

/** Every string anywhere in the body that the database could not store, by field path. */
function findUnstorableText(value: unknown, path: string[] = [], found: Record<string, string> = {}): Record<string, string> {
  if (typeof value === "string") {
    if (unstorableCharacters.test(value)) found[path.join(".") || "body"] ??= unstorableTextMessage;
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => findUnstorableText(item, [...path, String(index)], found));
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      findUnstorableText(key, [...path, key], found);
      findUnstorableText(item, [...path, key], found);
    }
  }
  return found;
}

/**
 * Parses a request body with a shared schema. Failure is a 400 whose `errors` maps each field to its
 * first message (the product's fixed wording) and whose `message` repeats the first of them.
 */
export function parseBody<Schema extends $ZodType | ZodMiniType>(schema: Schema, body: unknown): output<Schema> {
  const input = body === undefined || body === null ? {} : body;
  if (typeof input !== "object" || Array.isArray(input)) {
    throw badRequest("BODY_NOT_OBJECT", "The request body must be a JSON object.");
  }
  // The schema first, so a text field refuses a control character (NUL included) with its own
  // message; then what it kept, which the database must be able to store (a password, say).
  const result = safeParse(schema, input);
  if (result.success) {
    const unstorable = findUnstorableText(result.data);
    if (Object.keys(unstorable).length > 0) throw badRequest("UNSTORABLE_TEXT", unstorableTextMessage, unstorable);
    return result.data as output<Schema>;
  }
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join(".") || "body";
    errors[field] ??= issue.message;
  }
  throw badRequest("VALIDATION_FAILED", Object.values(errors)[0] ?? "The request is not valid.", errors);
}
