/**
 * "Follow-up e-mails" on the owner's account page: the Google review link, how many days after a job
 * is complete and paid the review request goes, whether it goes by itself or waits for the owner's
 * Send, and how often the reseal reminder comes. The rules that protect clients (once per job, once a
 * year, consent, unsubscribe) are the server's and cannot be changed here; the card says what they are.
 */
import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useWatch } from "react-hook-form";
import { Link } from "wouter";
import { z } from "zod/mini";
import { followUpSettingsSchema, resealMonthChoices, type FollowUpSettingsInput, type ReviewMode } from "@shared/follow-ups/rules";
import { reviewDelayDays } from "@shared/completion/dates";
import { Button } from "@/components/ui/button";
import { Field, controlClasses } from "@/components/ui/field";
import { Card } from "@/components/ui/panels";
import { toast } from "@/components/ui/toast-store";
import { followUpSettingsQuery, useSaveFollowUpSettings, type FollowUpSettingsView } from "@/api/follow-ups";
import { ApiError } from "@/lib/api";
import { fieldErrorsOf, showFieldErrors } from "@/lib/server-field-errors";
import { messagesOnSubmit, useZodForm } from "@/lib/use-zod-form";

type Draft = { googleReviewUrl: string; reviewDelayDays: string; reviewMode: ReviewMode; resealMonths: number };

const draftOf = (settings: FollowUpSettingsView): Draft => ({
  googleReviewUrl: settings.googleReviewUrl ?? "",
  reviewDelayDays: String(settings.reviewDelayDays),
  reviewMode: settings.reviewMode,
  resealMonths: settings.resealMonths,
});

/** Whole numbers only: "3.5" or "3 days" must be refused, not read as 3. */
const daysOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The server's rules on the fields as typed. An empty link is no link (null): review requests then wait, and are not sent. */
const settingsFormSchema = z.object({
  googleReviewUrl: z.pipe(
    z.transform((text: string) => (text.trim() === "" ? null : text.trim())),
    followUpSettingsSchema.shape.googleReviewUrl,
  ),
  reviewDelayDays: z.pipe(z.transform(daysOf), followUpSettingsSchema.shape.reviewDelayDays),
  reviewMode: followUpSettingsSchema.shape.reviewMode,
  resealMonths: followUpSettingsSchema.shape.resealMonths,
});

const fields: ReadonlyArray<keyof Draft> = ["googleReviewUrl", "reviewDelayDays", "reviewMode", "resealMonths"];

const modes: { value: ReviewMode; label: string; hint: string }[] = [
  { value: "auto", label: "Send by itself", hint: "On its day, between 10 a.m. and 7 p.m." },
  { value: "hold", label: "Wait for me to press Send", hint: "It waits on the Reviews & reseals page until you send it or choose not to." },
];

/** A radio with its label and hint beside it, the whole row a tap target of at least 44 pixels. */
function Choice({ name, checked, onChange, label, hint }: { name: string; checked: boolean; onChange: () => void; label: string; hint?: string }) {
  return (
    <label
      className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3.5 py-2.5 transition-colors ${
        checked ? "border-stone-900 bg-stone-50" : "border-stone-300 bg-white hover:border-stone-500"
      }`}
    >
      <input type="radio" name={name} checked={checked} onChange={onChange} className="mt-0.5 size-5 shrink-0 accent-stone-900" />
      <span className="flex flex-col">
        <span className="font-semibold text-stone-950">{label}</span>
        {hint && <span className="text-sm text-stone-600">{hint}</span>}
      </span>
    </label>
  );
}

function ChoiceGroup({ legend, error, children, className = "" }: { legend: string; error?: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={`flex min-w-0 flex-col gap-2 ${className}`}>
      <legend className="mb-1.5 text-sm font-semibold text-stone-900">{legend}</legend>
      {children}
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}

const sameSettings = (input: FollowUpSettingsInput, settings: FollowUpSettingsView) =>
  input.googleReviewUrl === settings.googleReviewUrl &&
  input.reviewDelayDays === settings.reviewDelayDays &&
  input.reviewMode === settings.reviewMode &&
  input.resealMonths === settings.resealMonths;

function SettingsForm({ settings }: { settings: FollowUpSettingsView }) {
  const form = useZodForm(settingsFormSchema, { ...messagesOnSubmit, defaultValues: draftOf(settings) });
  const errors = form.formState.errors;
  const draft = useWatch({ control: form.control });
  // A field's message goes as soon as that field is changed.
  const register = (field: "googleReviewUrl" | "reviewDelayDays") => form.register(field, { onChange: () => form.clearErrors(field) });
  const chooseMode = (mode: ReviewMode) => {
    form.setValue("reviewMode", mode);
    form.clearErrors("reviewMode");
  };
  const chooseMonths = (months: number) => {
    form.setValue("resealMonths", months);
    form.clearErrors("resealMonths");
  };

  const save = useSaveFollowUpSettings({
    onSuccess: (answer) => {
      form.reset(draftOf(answer.settings));
      toast({ title: "Follow-up settings saved", description: "Follow-ups planned from now on use them.", variant: "success" });
    },
    onError: (error) => {
      if (!showFieldErrors(form, fieldErrorsOf(error), fields, { focus: false })) {
        const message = error instanceof ApiError ? error.serverMessage : undefined;
        toast({ title: "Not saved", description: message ?? "The follow-up settings could not be saved. Please try again.", variant: "destructive" });
      }
    },
  });

  const submit = form.handleSubmit((input) => {
    if (sameSettings(input, settings)) {
      toast({ title: "Nothing to save", description: "These are the settings already saved." });
      return;
    }
    save.mutate(input);
  });

  const days = daysOf(draft.reviewDelayDays ?? "");
  const delayHint = Number.isInteger(days)
    ? `Ask for a review ${days} ${days === 1 ? "day" : "days"} after the job is complete and paid (${reviewDelayDays.min} to ${reviewDelayDays.max}).`
    : `Ask for a review this many days after the job is complete and paid (${reviewDelayDays.min} to ${reviewDelayDays.max}).`;

  return (
    <form onSubmit={submit} noValidate aria-label="Follow-up settings" className="grid gap-6 md:grid-cols-2">
      <Field
        label="Google review link"
        error={errors.googleReviewUrl?.message}
        hint="From your Google Business Profile: “Ask for reviews”, then copy the link. Starts with https://"
        className="md:col-span-2 md:max-w-2xl"
      >
        <input
          className={controlClasses}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://g.page/r/…/review"
          maxLength={500}
          {...register("googleReviewUrl")}
        />
      </Field>
      <Field
        label="Days before asking for a review"
        error={errors.reviewDelayDays?.message}
        hint={delayHint}
        required
        className="md:col-span-2 md:max-w-2xl"
      >
        <input className={`${controlClasses} max-w-32`} inputMode="numeric" autoComplete="off" {...register("reviewDelayDays")} />
      </Field>
      <ChoiceGroup legend="Review requests" error={errors.reviewMode?.message}>
        {modes.map((mode) => (
          <Choice
            key={mode.value}
            name="review-mode"
            checked={draft.reviewMode === mode.value}
            onChange={() => chooseMode(mode.value)}
            label={mode.label}
            hint={mode.hint}
          />
        ))}
      </ChoiceGroup>
      <ChoiceGroup legend="Reseal reminder every" error={errors.resealMonths?.message}>
        {resealMonthChoices.map((months) => (
          <Choice
            key={months}
            name="reseal-months"
            checked={draft.resealMonths === months}
            onChange={() => chooseMonths(months)}
            label={`${months} months`}
            hint={`${months / 12} years after the job, in the sealing season`}
          />
        ))}
      </ChoiceGroup>
      <div className="flex flex-col gap-3 md:col-span-2 sm:flex-row sm:items-center">
        <Button type="submit" variant="dark" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? "Saving..." : "Save follow-up settings"}
        </Button>
        <p className="text-sm text-stone-600">Follow-ups already planned keep their day.</p>
      </div>
    </form>
  );
}

export function FollowUpSettingsCard() {
  const read = useQuery(followUpSettingsQuery());
  return (
    <Card aria-labelledby="follow-up-settings-heading" className="lg:col-span-2">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
        <h2 id="follow-up-settings-heading" className="scroll-mt-6 text-lg font-bold text-stone-950">
          Follow-up e-mails
        </h2>
        <Link
          href="/admin/follow-ups"
          className="inline-flex min-h-11 items-center self-start text-sm font-semibold text-stone-700 underline underline-offset-2 hover:text-stone-950"
        >
          See every review request and reseal reminder
        </Link>
      </div>
      <div className="mb-6 mt-1 flex max-w-3xl flex-col gap-2 text-sm text-stone-600">
        <p>After a job is complete and paid, two e-mails are planned: a request for a Google review, and a reminder when it is time to reseal.</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>Review requests go to every client the same way: once per job, and at most once a year per client.</li>
          <li>Reseal reminders go only to clients who ticked the box for them when signing, or within two years of their last payment.</li>
          <li>Every one of these e-mails has a one-click unsubscribe. Contracts, receipts and warranties are not affected by it.</li>
        </ul>
      </div>
      {read.isPending ? (
        <p className="text-stone-600" role="status">
          Loading the follow-up settings...
        </p>
      ) : read.isError ? (
        <div
          className="flex flex-col gap-3 rounded-md border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between"
          role="alert"
        >
          <p className="text-sm text-red-900">The follow-up settings could not load.</p>
          <Button variant="outline" onClick={() => void read.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <SettingsForm settings={read.data.settings} />
      )}
    </Card>
  );
}
