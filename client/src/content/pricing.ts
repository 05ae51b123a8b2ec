/**
 * Content of the pricing guide /pricing. Price ranges come from
 * shared/business.ts (priceGuide) so they change in one place.
 */
import { priceGuide, promises, quoteValidity } from "@shared/business";
import type { CostFactor, PricingItem } from "./types";

/** A step of the four-step quote process. */
export type QuoteProcessStep = { step: number; title: string; description: string };

function perSqFt(range: { min: number; max: number }): string {
  return `$${range.min}-$${range.max} per sq ft`;
}

/** The six things that move a price, in the order the page shows them. */
export const costFactors: CostFactor[] = [
  {
    title: "Square Footage",
    description: `Larger areas spread setup, delivery and cleanup over more square feet, so the price per sq ft usually drops as size goes up. Projects under ${priceGuide.smallProjectSqFt} sq ft may cost more per sq ft.`,
  },
  {
    title: "Surface Preparation",
    description:
      "Breaking out and hauling away old concrete, asphalt or interlock, digging out soft soil and building a compacted granular base all add to the cost, and all are what make new concrete last.",
  },
  {
    title: "Finish Level",
    description:
      "A broom finish is the most economical. Stamped patterns, colour hardeners, release agents, polished sheens and decorative borders take more material and skilled labour.",
  },
  {
    title: "Pattern & Texture Elements",
    description:
      "Multiple patterns, contrasting borders, two-tone colouring, curves and steps take more forming and hand detailing than a single pattern on a straight slab.",
  },
  {
    title: "Site Conditions",
    description:
      "Tight side yards, long wheelbarrow runs, slopes, poor drainage, tree roots and limited parking for trucks or a concrete pump can all affect labour and equipment costs.",
  },
  {
    title: "Timeline",
    description:
      "Flexible scheduling lets us book your project efficiently. Rush jobs, evening or weekend pours for businesses, and late-season work that needs cold-weather protection can cost more.",
  },
];

/** Indicative price ranges. */
export const pricingItems: PricingItem[] = [
  {
    service: "Basic Broom Finish",
    range: perSqFt(priceGuide.broomFinishPerSqFt),
    description:
      "Durable, slip-resistant concrete for driveways, walkways, steps, patios and commercial sidewalks, in a clean broom texture that grips in rain and snow.",
    features: [
      "Removal and disposal of the old surface",
      "Compacted granular base",
      "Air-entrained concrete for freeze-thaw resistance",
      "Broom texture with tooled edges",
      "Control joints to guide cracking",
      `${promises.warrantyYears}-year workmanship warranty`,
    ],
  },
  {
    service: "Premium Stamped Concrete",
    range: perSqFt(priceGuide.stampedPerSqFt),
    description:
      "Decorative concrete stamped to look like slate, stone, cobblestone or wood plank, coloured and sealed for driveways, patios, walkways and pool decks.",
    features: [
      "Everything in the broom finish package",
      "Choice of pattern, such as ashlar slate, European fan, random stone, cobblestone or wood plank",
      "Base colour and contrasting release agent",
      "Optional borders and two-tone designs",
      "Sealer with slip-resistant additive",
      `${promises.warrantyYears}-year workmanship warranty`,
    ],
  },
];

/** What a standard quote includes. */
export const includedItems: string[] = [
  "Free site visit, measurements and written quote",
  "Protection of your house, gardens and neighbouring surfaces",
  "Removal and disposal of the old surface",
  "Grading and a compacted granular base",
  "Forming, reinforcement where needed, and control joints",
  "Concrete, finishing or stamping, and all labour",
  "Sealing of stamped and decorative work",
  `Full cleanup and a ${promises.warrantyYears}-year workmanship warranty`,
];

/** What can add to a quote, always listed separately. */
export const extraCosts: string[] = [
  "Municipal permits or approvals, such as driveway widening or curb cuts",
  "Extra excavation where soft soil or old fill has to be removed",
  "Drainage work such as trench drains, catch basins or downspout extensions",
  "Removal of thick or heavily reinforced old concrete",
  "Concrete pump or conveyor for sites without truck access",
  "Cold-weather protection such as insulated blankets for late-season pours",
  "Resealing stamped concrete in later years",
];

/** The four-step quote process. */
export const quoteProcessSteps: QuoteProcessStep[] = [
  {
    step: 1,
    title: "Submit Details",
    description: `Send us your project type, approximate size and a few photos by form, phone or WhatsApp, and we'll reply within ${promises.responseHours} hours.`,
  },
  {
    step: 2,
    title: "Site Assessment",
    description: "We visit to measure, check the base, drainage and access, and show you patterns and colour samples.",
  },
  {
    step: 3,
    title: "Detailed Quote",
    description: `You receive a written, itemized quote, valid for ${quoteValidity.estimateDays} days, with no obligation to go ahead.`,
  },
  {
    step: 4,
    title: "Project Planning",
    description: `Once you accept, we book your dates, order materials and complete most projects in ${promises.completionDays} days.`,
  },
];
