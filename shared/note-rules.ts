/**
 * An admin's note on a lead or a quote: several lines of plain text, never shown to the client.
 * Plain zod/mini, so the note forms check exactly what the API accepts.
 */
import { z } from "zod/mini";

export const noteMaxLength = 2000;
export const noteMessages = {
  required: "Write the note first",
  tooLong: `Please keep the note under ${noteMaxLength} characters`,
  specialCharacters: "Please remove special characters from the note",
} as const;

/** Line breaks are kept; any other control character is refused (it could forge a line in an export). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharactersButNewline = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

export const noteSchema = z.object({
  text: z.string({ error: noteMessages.required }).check(
    z.overwrite((value: string) => value.replace(/\r\n?/g, "\n")),
    z.trim(),
    z.refine((value) => !controlCharactersButNewline.test(value), noteMessages.specialCharacters),
    z.minLength(1, noteMessages.required),
    z.maxLength(noteMaxLength, noteMessages.tooLong),
  ),
});

export type NoteInput = z.infer<typeof noteSchema>;
