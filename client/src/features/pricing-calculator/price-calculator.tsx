/**
 * The instant range calculator of /pricing. Everything shown is derived from the two inputs during
 * render (no window), so the prerendered HTML and the first client render match. The one effect
 * brings a new range into view on a phone, where it would otherwise sit below the fold.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type RefObject } from "react";
import { LinkButton } from "@/components/ui/button";
import { controlClasses, Field } from "@/components/ui/field";
import { trackEvent } from "@/lib/analytics";
import { estimateHandoffHref } from "@/lib/estimate-handoff";
import { bringIntoView } from "@/lib/use-reveal";
import { priceGuide } from "@shared/business";
import { calculatePriceRange, finishOptions, formatPriceRange, type Finish } from "./price-range";
import { lazyNumberFormat } from "@shared/lazy-intl";

const sqFtFormat = lazyNumberFormat("en-CA", { maximumFractionDigits: 1 });

/** How long typing pauses before the result is scrolled to, so the page does not jump per keystroke. */
const settleMs = 600;

/** Scrolls the result into view once the range has settled on a new value, if it is off screen. */
function useShowResult(result: RefObject<HTMLElement | null>, rangeKey: string | null) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (rangeKey === null || rangeKey === shown.current) return;
    const timer = window.setTimeout(() => {
      shown.current = rangeKey;
      bringIntoView(result.current);
    }, settleMs);
    return () => window.clearTimeout(timer);
  }, [result, rangeKey]);
}

export function PriceCalculator() {
  const [area, setArea] = useState("");
  /** A number input reports "" for text it cannot read; validity.badInput tells that apart from empty. */
  const [unreadable, setUnreadable] = useState(false);
  const [finish, setFinish] = useState<Finish>("stamped");
  const titleId = useId();

  const range = calculatePriceRange(area, finish);
  const invalid = unreadable || (area.trim() !== "" && range === null);
  const finishLabel = finishOptions.find((option) => option.value === finish)?.label ?? "";
  const result = useRef<HTMLOutputElement>(null);
  useShowResult(result, range ? `${range.sqFt}-${finish}` : null);

  function onAreaChange(event: ChangeEvent<HTMLInputElement>) {
    setArea(event.target.value);
    setUnreadable(event.target.validity.badInput);
  }

  return (
    <div className="rounded-xl bg-white p-5 text-stone-900 shadow-xl sm:p-8">
      <h3 id={titleId} className="text-xl font-bold text-stone-950">
        Estimate your price range
      </h3>
      <form aria-labelledby={titleId} className="mt-6 space-y-6" onSubmit={(event) => event.preventDefault()} noValidate>
        <Field
          label="Area in square feet"
          hint="Length × width: a 20 ft × 25 ft patio is 500 sq ft."
          error={invalid ? "Enter the area as a number of square feet above 0." : undefined}
        >
          <input
            type="number"
            inputMode="decimal"
            min={1}
            step="any"
            placeholder="e.g. 500"
            autoComplete="off"
            value={area}
            onChange={onAreaChange}
            className={`${controlClasses} text-lg`}
          />
        </Field>
        <fieldset>
          <legend className="text-sm font-semibold text-stone-900">Finish</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {finishOptions.map((option) => (
              <label
                key={option.value}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-stone-300 p-4 transition-colors hover:border-stone-500 has-[:checked]:border-stone-950 has-[:checked]:bg-stone-50 has-[:checked]:ring-1 has-[:checked]:ring-stone-950"
              >
                <input
                  type="radio"
                  name="finish"
                  value={option.value}
                  checked={finish === option.value}
                  onChange={() => setFinish(option.value)}
                  className="mt-1 size-4 shrink-0 accent-stone-900"
                />
                <span>
                  <span className="block font-semibold text-stone-950">{option.label}</span>
                  <span className="block text-sm text-stone-600">
                    ${option.perSqFt.min}-${option.perSqFt.max} per sq ft
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </form>

      <output ref={result} aria-live="polite" aria-atomic="true" className="mt-6 block rounded-lg bg-stone-100 p-4 sm:p-5">
        {range ? (
          <>
            <span className="block text-sm font-medium text-stone-600">
              Indicative range for {sqFtFormat.format(range.sqFt)} sq ft of {finishLabel.toLowerCase()}
            </span>
            <span className="mt-1 block text-3xl font-extrabold tracking-tight text-stone-950 sm:text-4xl">{formatPriceRange(range)}</span>
            <span className="mt-2 block text-sm text-stone-600">
              Based on ${range.perSqFt.min}-${range.perSqFt.max} per sq ft, before HST.
            </span>
            {range.smallProject && (
              <span className="mt-3 block rounded-md border-l-4 border-gold bg-white px-3 py-2 text-sm text-stone-800">
                <strong className="font-semibold">Projects under {priceGuide.smallProjectSqFt} sq ft may cost more per sq ft.</strong> This range is
                our minimum charge, priced as {priceGuide.smallProjectSqFt} sq ft.
              </span>
            )}
          </>
        ) : (
          <span className="block text-stone-600">Enter the area in square feet to see an indicative price range.</span>
        )}
      </output>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-600">Your written quote depends on the base, access and the design you choose.</p>
        <LinkButton
          href={range ? estimateHandoffHref({ sqFt: range.sqFt, finish }) : "/estimate"}
          variant="dark"
          className="shrink-0"
          onClick={() => trackEvent({ event: "quote_cta_click", location: "pricing_calculator" })}
        >
          Get an Exact Estimate
        </LinkButton>
      </div>
    </div>
  );
}
