/**
 * Add or change a review the owner enters: the client's words, first name and city, the rating, the
 * day, where it was left (never "Our website": that is the client's own page), and the two choices
 * that decide whether the site shows it. "Show on the website" waits for
 * the client's agreement to be quoted (the law on testimonials, and the server's rule too).
 */
import { useId } from "react";
import { useWatch, type PathValue } from "react-hook-form";
import { businessReviewSources, reviewInputSchema, siteCityNames, siteLimits, type ReviewSource } from "@shared/site/content";
import { Button } from "@/components/ui/button";
import { Field, SelectOptions, controlClasses } from "@/components/ui/field";
import { toast } from "@/components/ui/toast-store";
import { useCreateReview, useUpdateReview, type ReviewAnswer, type ReviewView } from "@/api/site";
import type { ReviewInput } from "@shared/site/content";
import type { MutationHandlers } from "@/lib/mutation-handlers";
import { fieldErrorsOf, showFieldErrors } from "@/lib/server-field-errors";
import { messagesOnSubmit, useZodForm } from "@/lib/use-zod-form";
import { serverMessage } from "./form-errors";
import { OptionGroup, OptionTile } from "./option-tile";
import { changeReview, reviewFieldKeys, type ReviewDraft } from "./review-draft";
import { ReviewStars } from "./review-stars";

const ratings = [5, 4, 3, 2, 1] as const;

type Props = { initial: ReviewDraft; review: ReviewView | null; onDone: () => void };

/** The create or the update call, whichever this form is for (both hooks are called: hooks cannot be conditional). */
function useSaveReview(review: ReviewView | null, handlers: MutationHandlers<ReviewAnswer, ReviewInput>) {
  const create = useCreateReview(handlers);
  const update = useUpdateReview({ id: review?.id ?? "" }, handlers);
  return review ? update : create;
}

export function ReviewForm({ initial, review, onDone }: Props) {
  const form = useZodForm(reviewInputSchema, { ...messagesOnSubmit, defaultValues: initial });
  const errors = form.formState.errors;
  const draft = useWatch({ control: form.control }) as ReviewDraft;
  const ratingName = useId();
  /** A choice keeps the consent rule (no consent, not published); its message goes, and the consent's takes the publishing's with it. */
  const change = <Key extends "rating" | "source" | "consentToQuote" | "published">(field: Key, value: ReviewDraft[Key]) => {
    const next = changeReview(draft, field, value);
    form.setValue(field, next[field] as PathValue<ReviewDraft, Key>);
    form.setValue("published", next.published);
    form.clearErrors(field === "consentToQuote" ? [field, "published"] : field);
  };
  const register = (field: "quote" | "firstName" | "city" | "date") => form.register(field, { onChange: () => form.clearErrors(field) });

  const save = useSaveReview(review, {
    onSuccess: (answer) => {
      toast({
        title: review ? "Review saved" : "Review added",
        description: answer.review.published ? "It shows on the website." : "It is not on the website.",
        variant: "success",
      });
      onDone();
    },
    onError: (error) => {
      if (!showFieldErrors(form, fieldErrorsOf(error), reviewFieldKeys, { focus: false })) {
        toast({ title: "Not saved", description: serverMessage(error, "Please try again."), variant: "destructive" });
      }
    },
  });

  const submit = form.handleSubmit((input) => save.mutate(input));

  return (
    <form onSubmit={submit} noValidate aria-label={review ? "Edit the review" : "Add a review"} className="flex flex-col gap-5">
      <Field label="What the client wrote" error={errors.quote?.message} hint="Their words as they are, without changes." required>
        <textarea className={controlClasses} rows={5} maxLength={siteLimits.reviewQuoteMax} {...register("quote")} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Client's first name" error={errors.firstName?.message} hint="First name only, never the surname." required>
          <input className={controlClasses} autoComplete="off" maxLength={siteLimits.firstNameMax} {...register("firstName")} />
        </Field>
        <Field label="City" error={errors.city?.message} required>
          <select className={controlClasses} {...register("city")}>
            <option value="">Choose a city</option>
            <SelectOptions values={siteCityNames} />
          </select>
        </Field>
      </div>
      <OptionGroup legend="Rating" error={errors.rating?.message}>
        <div className="grid gap-2 sm:grid-cols-5">
          {ratings.map((rating) => (
            <OptionTile
              key={rating}
              type="radio"
              name={ratingName}
              checked={draft.rating === rating}
              onChange={() => change("rating", rating)}
              label={
                <span className="flex flex-wrap items-center gap-x-2">
                  <ReviewStars rating={rating} size="text-base" decorative />
                  <span className="text-sm font-medium text-stone-700 sm:sr-only">
                    {rating} {rating === 1 ? "star" : "stars"}
                  </span>
                </span>
              }
            />
          ))}
        </div>
      </OptionGroup>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Date of the review" error={errors.date?.message} required>
          <input type="date" className={controlClasses} {...register("date")} />
        </Field>
        <Field label="Where it was left" error={errors.source?.message} required>
          <select
            className={controlClasses}
            value={businessReviewSources.includes(draft.source) ? draft.source : ""}
            onChange={(event) => change("source", event.target.value as ReviewSource)}
          >
            {/* "Our website" is only for what clients leave on their own page: an older entry with it must choose again. */}
            {!businessReviewSources.includes(draft.source) && (
              <option value="" disabled>
                Choose where it was left
              </option>
            )}
            <SelectOptions values={businessReviewSources} />
          </select>
        </Field>
      </div>
      <OptionGroup legend="On the website" error={errors.consentToQuote?.message ?? errors.published?.message}>
        <OptionTile
          type="checkbox"
          label="The client agreed to be quoted on the website"
          hint="Ask first: their words and first name are shown."
          checked={draft.consentToQuote}
          onChange={(event) => change("consentToQuote", event.target.checked)}
        />
        <OptionTile
          type="checkbox"
          label="Show on the website"
          hint={draft.consentToQuote ? "With the client's first name and city." : "Only once the client agreed to be quoted."}
          checked={draft.published}
          disabled={!draft.consentToQuote}
          onChange={(event) => change("published", event.target.checked)}
        />
      </OptionGroup>
      {errors.contractId && <p className="text-sm font-medium text-red-700">{errors.contractId.message}</p>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="dark" disabled={save.isPending}>
          {save.isPending ? "Saving..." : review ? "Save the review" : "Add the review"}
        </Button>
      </div>
    </form>
  );
}
