/**
 * The pieces every answer schema is built from, defined once: the success flag, a calendar day and a
 * timestamp as they travel in JSON.
 */
import { z } from "zod";

/** `success: true` on every success answer. */
export const success = z.literal(true);

/** A calendar day, YYYY-MM-DD (Toronto's, never an instant). */
export const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A timestamp travels as ISO 8601 text; the server's Dates are encoded, a reader may decode them back. */
export const timestamp = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});
