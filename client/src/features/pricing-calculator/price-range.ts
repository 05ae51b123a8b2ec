/**
 * The instant price range of /pricing: area × the indicative price per sq ft of a finish
 * (shared/business.ts priceGuide). Projects under the small-project size are priced as if they were
 * that size, the minimum charge behind the FAQ's "projects under 200 sq ft may cost more per sq ft".
 * Pure, so it is unit-tested and safe to run during the prerender.
 */
import { business, priceGuide } from "@shared/business";
import { lazyNumberFormat } from "@shared/lazy-intl";

export type Finish = "broom" | "stamped";

export const finishOptions: { value: Finish; label: string; perSqFt: { min: number; max: number } }[] = [
  { value: "broom", label: "Broom Finish", perSqFt: priceGuide.broomFinishPerSqFt },
  { value: "stamped", label: "Stamped Concrete", perSqFt: priceGuide.stampedPerSqFt },
];

export type PriceRange = {
  /** Whole Canadian dollars. */
  min: number;
  max: number;
  /** The area as entered. */
  sqFt: number;
  /** The area the range is priced on: the entered area, or the small-project minimum. */
  pricedSqFt: number;
  /** True when the entered area is under the small-project size and the minimum applies. */
  smallProject: boolean;
  perSqFt: { min: number; max: number };
};

/** Reads an area typed by a visitor: a finite number above zero, otherwise null. */
export function parseSquareFeet(input: number | string | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  const value = typeof input === "number" ? input : input.trim() === "" ? Number.NaN : Number(input.trim());
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** The indicative range for an area and finish, or null when the area is not a positive number. */
export function calculatePriceRange(squareFeet: number | string | null | undefined, finish: Finish): PriceRange | null {
  const sqFt = parseSquareFeet(squareFeet);
  const option = finishOptions.find((candidate) => candidate.value === finish);
  if (sqFt === null || !option) return null;
  const smallProject = sqFt < priceGuide.smallProjectSqFt;
  const pricedSqFt = smallProject ? priceGuide.smallProjectSqFt : sqFt;
  return {
    min: Math.round(pricedSqFt * option.perSqFt.min),
    max: Math.round(pricedSqFt * option.perSqFt.max),
    sqFt,
    pricedSqFt,
    smallProject,
    perSqFt: { ...option.perSqFt },
  };
}

const cad = lazyNumberFormat("en-CA", {
  style: "currency",
  currency: business.currency,
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** "$6,000" */
export function formatWholeCad(amount: number): string {
  return cad.format(amount);
}

/** "$6,000 – $9,000" */
export function formatPriceRange(range: Pick<PriceRange, "min" | "max">): string {
  return `${formatWholeCad(range.min)} – ${formatWholeCad(range.max)}`;
}
