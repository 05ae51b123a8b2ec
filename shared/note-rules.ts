/**
 * An admin's note on a lead or a quote: several lines of plain text, never shown to the client.
 * Plain zod/mini, so the note forms check exactly what the API accepts.
 */
import { z } from "zod/mini";
import { multiLineCheck, normaliseLineBreaks } from "./text-rules";

export const noteMaxLength = 2000;
export const noteMessages = {
  required: "Write the note first",
  tooLong: `Please keep the note under ${noteMaxLength} characters`,
  specialCharacters: "Please remove special characters from the note",
} as const;

export const noteSchema = z.object({
  text: z.string({ error: noteMessages.required }).check(
    // Several lines, in the one text rule: any other control character could forge a line in an export.
    normaliseLineBreaks,
    z.trim(),
    multiLineCheck(noteMessages.specialCharacters),
    z.minLength(1, noteMessages.required),
    z.maxLength(noteMaxLength, noteMessages.tooLong),
  ),
});

export type NoteInput = z.infer<typeof noteSchema>;
