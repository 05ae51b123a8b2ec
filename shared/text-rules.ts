/**
 * The one rule for text taken from anyone (forms, links, the owner's admin inputs). Single-line text
 * (names, e-mails, phones, addresses, titles, reasons) refuses every control character, line breaks
 * and tabs included, and the Unicode line and paragraph separators: a line break in one could forge a
 * line of its own in an e-mail, an export or the signed contract. Multi-line text (descriptions,
 * messages, notes) keeps its line breaks, \r\n and a lone \r made \n first, and refuses every other.
 * Schemas import it from here (shared/field-rules.ts re-exports only its message); it imports nothing
 * else of ours so any schema can use it.
 */
import { z } from "zod/mini";
import { breaksMultiLine, breaksOneLine } from "./text-characters";

export { breaksMultiLine, breaksOneLine };

export const singleLineMessage = "Please keep this on one line, without line breaks or special characters";
export const multiLineMessage = "Please remove special characters from this text";

/** The check of one line of text, with the field's own message. */
export const oneLineCheck = (message: string = singleLineMessage) => z.refine<string>((value) => !breaksOneLine(value), message);

/** Windows and old Mac line endings become \n, so a text has one kind of line break. */
export const normaliseLineBreaks = z.overwrite((value: string) => value.replace(/\r\n?/g, "\n"));

/** The check of several lines of text: put after normaliseLineBreaks. */
export const multiLineCheck = (message: string = multiLineMessage) => z.refine<string>((value) => !breaksMultiLine(value), message);
