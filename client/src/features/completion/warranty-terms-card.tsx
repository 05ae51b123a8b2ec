/**
 * The owner's warranty text: the years and title, and what is covered, what is not and how to claim,
 * one item per line. Each save is a new version; certificates already issued keep the text they were
 * issued with, so the card says which version is current and who saved it.
 */
import { useQuery } from "@tanstack/react-query";
import { useWatch, type FieldError } from "react-hook-form";
import { z } from "zod/mini";
import { warrantyTermsSchema, type WarrantyTermsInput } from "@shared/completion/input";
import { warrantyYearsRange } from "@shared/completion/dates";
import { Button } from "@/components/ui/button";
import { Field, controlClasses } from "@/components/ui/field";
import { Card } from "@/components/ui/panels";
import { toast } from "@/components/ui/toast-store";
import { useSaveWarrantyTerms, warrantyTermsQuery, type WarrantyTerms } from "@/api/completion";
import { ApiError } from "@/lib/api";
import { formatTorontoDate } from "@/lib/format";
import { fieldErrorsOf, showFieldErrors } from "@/lib/server-field-errors";
import { messagesOnSubmit, useZodForm } from "@/lib/use-zod-form";

type ListField = "coverage" | "exclusions" | "howToClaim";
type Draft = { years: string; title: string } & Record<ListField, string>;

const lists: { field: ListField; label: string; hint: (count: number) => string }[] = [
  { field: "coverage", label: "What is covered", hint: (count) => `One item per line (${plural(count, "item")}).` },
  { field: "exclusions", label: "What is not covered", hint: (count) => `One item per line (${plural(count, "item")}).` },
  { field: "howToClaim", label: "How to make a claim", hint: (count) => `One step per line, in order (${plural(count, "step")}).` },
];

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

const draftOf = (terms: WarrantyTerms): Draft => ({
  years: String(terms.years),
  title: terms.title,
  coverage: terms.coverage.join("\n"),
  exclusions: terms.exclusions.join("\n"),
  howToClaim: terms.howToClaim.join("\n"),
});

/** Blank lines are spacing, not items. */
const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");

/** Whole numbers only: "5.5" or "5 years" must be refused, not read as 5. */
const yearsOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The server's rules, on the text as typed: the years as a number, each list one item per line. */
const termsFormSchema = z.object({
  years: z.pipe(z.transform(yearsOf), warrantyTermsSchema.shape.years),
  title: warrantyTermsSchema.shape.title,
  coverage: z.pipe(z.transform(linesOf), warrantyTermsSchema.shape.coverage),
  exclusions: z.pipe(z.transform(linesOf), warrantyTermsSchema.shape.exclusions),
  howToClaim: z.pipe(z.transform(linesOf), warrantyTermsSchema.shape.howToClaim),
});

/**
 * A field's message: one about a line ("coverage.2") names the line, so the owner finds it in a long
 * list; the first line's message comes before one about the whole list, as the rule checks them.
 */
function messageOf(error: FieldError | Record<number, FieldError | undefined> | undefined): string | undefined {
  if (!error) return undefined;
  const lines = Object.entries(error).filter(([key]) => /^\d+$/.test(key));
  const [line, lineError] = lines.find(([, value]) => (value as FieldError | undefined)?.message) ?? [];
  if (line !== undefined) return `Line ${Number(line) + 1}: ${(lineError as FieldError).message}`;
  return (error as FieldError).message;
}

const sameText = (a: WarrantyTermsInput, b: WarrantyTerms) =>
  a.years === b.years &&
  a.title === b.title &&
  (["coverage", "exclusions", "howToClaim"] as const).every((field) => a[field].join("\n") === b[field].join("\n"));

function savedLine(terms: WarrantyTerms): string {
  if (terms.createdBy === "default") return `Version ${terms.version}, the starting text`;
  return `Version ${terms.version}, saved ${formatTorontoDate(terms.createdAt)} by ${terms.createdBy}`;
}

function TermsForm({ terms }: { terms: WarrantyTerms }) {
  const form = useZodForm(termsFormSchema, { ...messagesOnSubmit, defaultValues: draftOf(terms) });
  const errors = form.formState.errors;
  const draft = useWatch({ control: form.control });

  const save = useSaveWarrantyTerms({
    onSuccess: (answer) => {
      toast({
        title: `Version ${answer.terms.version} saved`,
        description: "Certificates issued from now on carry it; those already issued keep theirs.",
        variant: "success",
      });
    },
    onError: (error) => {
      // A path names a line of a list ("coverage.2"): it is kept, so the message names the line.
      const shown = showFieldErrors(form, fieldErrorsOf(error), (path) => (path.split(".")[0] in termsFormSchema.shape ? path : null), {
        focus: false,
      });
      if (!shown) {
        const message = error instanceof ApiError ? error.serverMessage : undefined;
        toast({ title: "Not saved", description: message ?? "The warranty text could not be saved. Please try again.", variant: "destructive" });
      }
    },
  });

  const submit = form.handleSubmit((input) => {
    if (sameText(input, terms)) {
      toast({ title: "Nothing to save", description: `The text is the same as version ${terms.version}.` });
      return;
    }
    save.mutate(input);
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Warranty text" className="grid gap-5 sm:grid-cols-[8rem_minmax(0,1fr)]">
      <Field
        label="Years"
        error={errors.years?.message}
        hint={`${warrantyYearsRange.min} to ${warrantyYearsRange.max}`}
        required
        className="max-w-32"
      >
        <input className={controlClasses} inputMode="numeric" autoComplete="off" {...form.register("years")} />
      </Field>
      <Field label="Title" error={errors.title?.message} hint="The certificate's heading." required>
        <input className={controlClasses} maxLength={120} autoComplete="off" {...form.register("title")} />
      </Field>
      {lists.map(({ field, label, hint }) => (
        // The count tells the owner how the text will be split: a long item wraps on a phone like two would.
        <Field
          key={field}
          label={label}
          error={messageOf(errors[field])}
          hint={hint(linesOf(draft[field] ?? "").length)}
          required
          className="sm:col-span-2"
        >
          <textarea className={`${controlClasses} min-h-32 leading-relaxed field-sizing-content`} rows={5} {...form.register(field)} />
        </Field>
      ))}
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center">
        <Button type="submit" variant="dark" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? "Saving..." : `Save as version ${terms.version + 1}`}
        </Button>
        <p className="text-sm text-stone-600">Certificates already issued keep the text they were issued with.</p>
      </div>
    </form>
  );
}

export function WarrantyTermsCard() {
  const read = useQuery(warrantyTermsQuery());
  return (
    <Card aria-labelledby="warranty-terms-heading" className="lg:col-span-2">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        <h2 id="warranty-terms-heading" className="text-lg font-bold text-stone-950">
          Warranty text
        </h2>
        {read.data && (
          <p className="text-sm font-medium text-stone-700 wrap-anywhere" data-testid="warranty-terms-version">
            {savedLine(read.data.terms)}
          </p>
        )}
      </div>
      <p className="mb-6 mt-1 max-w-3xl text-sm text-stone-600">
        What the warranty certificate says. A certificate is issued when a completed job is paid in full (or earlier, if you choose), with the newest
        version of this text.
      </p>
      {read.isPending ? (
        <p className="text-stone-600" role="status">
          Loading the warranty text...
        </p>
      ) : read.isError ? (
        <div
          className="flex flex-col gap-3 rounded-md border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between"
          role="alert"
        >
          <p className="text-sm text-red-900">The warranty text could not load.</p>
          <Button size="sm" variant="outline" onClick={() => void read.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        // A saved version starts the form afresh from what was stored (trimmed, blank lines gone).
        <TermsForm key={read.data.terms.version} terms={read.data.terms} />
      )}
    </Card>
  );
}
