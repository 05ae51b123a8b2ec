/**
 * What the owner sends at the end of a job: the completion (hand-over) with its checklist, an undo,
 * the warranty's issue before payment, and the warranty text (a new version on each save). The date
 * rules are in job-completion-dates.ts; the default warranty text is the business's starting point.
 */
import { z } from "zod/mini";
import { oneLineCheck } from "../text-rules";
import { warrantyYearsMessage, warrantyYearsRange } from "./dates";

const day = z
  .string({ error: "Enter the completion date as a day, such as 2026-06-15" })
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the completion date as a day, such as 2026-06-15"));
const flag = (label: string) => z._default(z.boolean({ error: `${label} must be true or false` }), false);

export const completeJobSchema = z.object({
  completedOn: day,
  checklist: z.object({
    jointsCut: flag("Joints cut"),
    releasedAndWashed: flag("Released and washed"),
    sealedOnSite: flag("Sealed on site"),
    sealedOn: z._default(z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the sealing date as a day, such as 2026-06-15"))), null),
    cleanedUp: flag("Cleaned up"),
  }),
});
export type CompleteJobInput = z.output<typeof completeJobSchema>;

const reasonText = (message: string) =>
  z.string({ error: message }).check(z.trim(), oneLineCheck(), z.minLength(1, message), z.maxLength(300, "Please keep this under 300 characters"));

export const undoCompletionSchema = z.object({ reason: reasonText("Say why the completion is undone") });

/** `beforePayment: true` issues the certificate while a balance is still owed (audited). */
export const issueWarrantySchema = z.object({ beforePayment: z._default(z.boolean({ error: "Before payment must be true or false" }), false) });

const listOf = (what: string) =>
  z
    .array(
      z
        .string({ error: `Each ${what} is a line of text` })
        .check(
          z.trim(),
          oneLineCheck(),
          z.minLength(1, `Each ${what} needs some text`),
          z.maxLength(500, "Please keep each line under 500 characters"),
        ),
      {
        error: `List the ${what}s`,
      },
    )
    .check(z.minLength(1, `List at least one ${what}`), z.maxLength(30, `At most 30 ${what}s`));

export const warrantyTermsSchema = z.object({
  years: z
    .number({ error: warrantyYearsMessage })
    .check(z.int(warrantyYearsMessage), z.gte(warrantyYearsRange.min, warrantyYearsMessage), z.lte(warrantyYearsRange.max, warrantyYearsMessage)),
  title: z
    .string({ error: "Give the warranty a title" })
    .check(z.trim(), oneLineCheck(), z.minLength(1, "Give the warranty a title"), z.maxLength(120, "Please keep this under 120 characters")),
  coverage: listOf("coverage item"),
  exclusions: listOf("exclusion"),
  howToClaim: listOf("claim step"),
});
export type WarrantyTermsInput = z.output<typeof warrantyTermsSchema>;

/**
 * The business's starting text, version 1, until the owner saves their own. The crack and scaling
 * thresholds follow what Ontario and US concrete contractors commonly state (a crack of 1/4 inch or
 * more, or lifted: https://www.johnnysconcrete.ca/warranty/; scaling over a fifth of the surface:
 * https://tcemichigan.com/warranty; void while the work is unpaid: https://groupaconcrete.com/Warranty).
 */
export const defaultWarrantyTerms: WarrantyTermsInput = {
  years: 5,
  title: "5-Year Workmanship Warranty",
  coverage: [
    "Cracks 1/4 inch (6 mm) wide or more, or where one side has lifted or dropped 1/4 inch or more against the other.",
    "Scaling or flaking of more than 20% of the finished surface not caused by de-icing salt.",
    "Settlement of the slab over base we placed and compacted.",
    "Repair or replacement of the affected area, matched as closely as the materials allow.",
  ],
  exclusions: [
    "Hairline and shrinkage cracks under 1/4 inch: they are normal in concrete and do not affect its strength.",
    "Damage from de-icing salts or chemicals, especially in the first winter.",
    "Loads beyond what the work was built for, such as heavy trucks or equipment on a residential driveway.",
    "Frost heave, and settlement of soil or fill we did not place.",
    "Colour variation, efflorescence and wear of the sealer, which is maintenance.",
    "Work not paid in full: the warranty applies once the contract and every signed change order are paid.",
  ],
  howToClaim: [
    "E-mail or call us with your certificate number, a description and photos of the problem.",
    "We will look at it within 10 business days and tell you in writing what we will do.",
    "A repaired area carries the rest of this warranty's term.",
  ],
};
