/**
 * Add or change a review the owner enters: the client's words, first name and city, the rating, the
 * day, where it was left (never "Our website": that is the client's own page), and the two choices
 * that decide whether the site shows it. "Show on the website" waits for
 * the client's agreement to be quoted (the law on testimonials, and the server's rule too).
 */
import { useId, useState, type FormEvent } from "react";
import { businessReviewSources, siteCityNames, siteLimits, type ReviewSource } from "@shared/site-content";
import { Button } from "@/components/ui/button";
import { Field, controlClasses } from "@/components/ui/field";
import { toast } from "@/components/ui/toast-store";
import { useCreateReview, useUpdateReview, type ReviewAnswer, type ReviewView } from "@/api/site";
import type { ReviewInput } from "@shared/site-content";
import type { MutationHandlers } from "@/lib/mutation-handlers";
import { hasErrors, serverFieldErrors, serverMessage } from "./form-errors";
import { OptionGroup, OptionTile } from "./option-tile";
import { changeReview, checkReview, reviewFieldKeys, type ReviewDraft, type ReviewErrors } from "./review-draft";
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
  const [draft, setDraft] = useState<ReviewDraft>(initial);
  const [errors, setErrors] = useState<ReviewErrors>({});
  const ratingName = useId();
  const change = <Key extends keyof ReviewDraft>(field: Key, value: ReviewDraft[Key]) => {
    setDraft((current) => changeReview(current, field, value));
    setErrors((current) => ({ ...current, [field]: undefined, ...(field === "consentToQuote" ? { published: undefined } : {}) }));
  };

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
      const found = serverFieldErrors(error, reviewFieldKeys);
      setErrors(found);
      if (!hasErrors(found)) toast({ title: "Not saved", description: serverMessage(error, "Please try again."), variant: "destructive" });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkReview(draft);
    if ("errors" in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.input);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={review ? "Edit the review" : "Add a review"} className="flex flex-col gap-5">
      <Field label="What the client wrote" error={errors.quote} hint="Their words as they are, without changes." required>
        <textarea
          className={controlClasses}
          rows={5}
          maxLength={siteLimits.reviewQuoteMax}
          value={draft.quote}
          onChange={(event) => change("quote", event.target.value)}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Client's first name" error={errors.firstName} hint="First name only, never the surname." required>
          <input
            className={controlClasses}
            autoComplete="off"
            maxLength={siteLimits.firstNameMax}
            value={draft.firstName}
            onChange={(event) => change("firstName", event.target.value)}
          />
        </Field>
        <Field label="City" error={errors.city} required>
          <select className={controlClasses} value={draft.city} onChange={(event) => change("city", event.target.value)}>
            <option value="">Choose a city</option>
            {siteCityNames.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <OptionGroup legend="Rating" error={errors.rating}>
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
        <Field label="Date of the review" error={errors.date} required>
          <input type="date" className={controlClasses} value={draft.date} onChange={(event) => change("date", event.target.value)} />
        </Field>
        <Field label="Where it was left" error={errors.source} required>
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
            {businessReviewSources.map((source) => (
              <option key={source} value={source}>
                {source}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <OptionGroup legend="On the website" error={errors.consentToQuote ?? errors.published}>
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
      {errors.contractId && <p className="text-sm font-medium text-red-700">{errors.contractId}</p>}
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
