/**
 * The quote PDF laid out from plain facts (quote-pdf.ts gathers them from the quote): the business
 * with its HST registration number, the quote's reference, revision and dates, the client, the work,
 * the items and totals (or, for a quote without items, its all-in total), and a summary of the terms
 * the contract will hold. A pure function of its input, so the same quote always gives the same file.
 */
import { business, businessAddressLine, contractTerms, promises, salesTax } from "../../../shared/business";
import { formatHumanDate } from "../../../shared/human-dates";
import type { QuotePricing } from "./quote-pricing";
import type { Block } from "../../pdf/blocks";
import { choiceBlocks, type ChoiceTableFacts } from "./choice-tables";
import { itemTableBlocks, totalsBlocks } from "./price-table";

export const quoteHeaderTitle = "QUOTE";

/** Everything the quote PDF prints, in plain data (it travels to the render worker). */
export type QuotePdfFacts = {
  /** "Q-2026-0042" (shared/quote-reference.ts): how the client and the business name the quote. */
  reference: string;
  revision: number;
  /** Toronto calendar day the quote was written, YYYY-MM-DD. */
  date: string;
  validUntil: string;
  client: { name: string; email: string; phone: string; projectAddress: string };
  workScope: string;
  projectDescription: string;
  /** Null for a quote without items: `allInTotal` is then its price. */
  pricing: QuotePricing | null;
  /** A quote without items: its total as entered, formatted ("$4,500.00"). */
  allInTotal: string;
  /** Accepted: the options shown are the client's choice; before that they are only offered. */
  accepted: boolean;
  declined: boolean;
  expired: boolean;
  replaced: boolean;
  /** Choices still open: the "Choose one" tables and the totals for each way of choosing, instead of one total. */
  choices?: ChoiceTableFacts;
  /** Accepted with choices: what the client chose, "Finish: Stamped". */
  chosen?: string[];
  /** An add-on offered with one option only: "with Stamped only", by line id. */
  addOnConditions?: Record<string, string>;
};

const field = (label: string, value: string): Block => ({ type: "labelled", label, value, options: { labelWidth: 120 } });

export const quoteTitle = (facts: Pick<QuotePdfFacts, "reference" | "revision">) =>
  `Quote ${facts.reference}${facts.revision > 1 ? ` · Revision ${facts.revision}` : ""}`;

export function quoteFooter(facts: Pick<QuotePdfFacts, "reference" | "revision" | "validUntil">): string {
  return `${quoteTitle(facts)}  ·  Valid until ${formatHumanDate(facts.validUntil)}  ·  ${business.host}`;
}

/** What an optional line's note says: offered before acceptance, chosen or not after it; and the option it needs, if any. */
function optionNote(accepted: boolean, conditions: Record<string, string> = {}) {
  return ({ id, included }: { id: string; included: boolean }) => {
    const condition = conditions[id] ? `, ${conditions[id]}` : "";
    if (!accepted) return `Optional${condition}, not included in the total`;
    return included ? "Optional, chosen by the client" : `Optional${condition}, not chosen: not included in the total`;
  };
}

function statusNotes(facts: QuotePdfFacts): Block[] {
  const note = (text: string): Block[] => [
    { type: "text", text, style: { font: "bold", size: 9.5, colour: "stoneMuted" } },
    { type: "space", points: 4 },
  ];
  if (facts.replaced) return note("This quote has been replaced by a newer revision. Please refer to the latest revision.");
  if (facts.accepted) return note("Accepted by the client.");
  if (facts.declined) return note("Declined by the client.");
  if (facts.expired) return note(`This quote expired after ${formatHumanDate(facts.validUntil)}. Contact us for an updated quote.`);
  return [];
}

function priceBlocks(facts: QuotePdfFacts): Block[] {
  if (!facts.pricing) {
    return [
      { type: "heading", text: "PRICE", size: 11 },
      field("Total", `${facts.allInTotal} CAD`),
      { type: "text", text: "The total is the all-in price as quoted.", style: { size: 9, colour: "stoneMuted" } },
    ];
  }
  const items = itemTableBlocks(facts.pricing, optionNote(facts.accepted, facts.addOnConditions));
  if (facts.choices) return [{ type: "heading", text: "BASE ITEMS AND ADD-ONS", size: 11 }, ...items, ...choiceBlocks(facts.choices)];
  return [
    { type: "heading", text: "ITEMS", size: 11 },
    ...(facts.chosen?.length ? [field("Your choice", facts.chosen.join("; "))] : []),
    ...items,
    ...totalsBlocks(facts.pricing),
  ];
}

const paymentMethods = contractTerms.paymentMethods.join(", ").replace(/, ([^,]*)$/, " or $1");

/** The terms in short; the contract the client signs holds them in full. */
export function termsSummary(): string[] {
  return [
    `Payment: a deposit of ${contractTerms.depositPercent}% of the total is due at signing and the remaining ${contractTerms.completionPercent}% on completion, by ${paymentMethods}.`,
    `Warranty: ${promises.warrantyYears} years on workmanship; ${promises.finishWarrantyYears} years on the surface finish (sealer and colour).`,
    "Cancellation: under Ontario's Consumer Protection Act, 2002, you may cancel the contract within 10 days of receiving a written copy of it, without reason and without charge; any deposit is refunded.",
    "The full terms are in the contract you sign online when you accept this quote.",
  ];
}

export function quoteBlocks(facts: QuotePdfFacts): Block[] {
  const { client } = facts;
  return [
    { type: "text", text: quoteTitle(facts), style: { font: "bold", size: 17 } },
    {
      type: "text",
      text: `${business.name} · ${business.phoneDisplay} · ${business.email} · ${business.host}`,
      style: { size: 9, colour: "stoneMuted" },
    },
    { type: "text", text: businessAddressLine, style: { size: 9, colour: "stoneMuted" } },
    { type: "text", text: `${salesTax.name} registration number ${salesTax.registrationNumber}`, style: { size: 9, colour: "stoneMuted" } },
    { type: "space", points: 6 },
    ...statusNotes(facts),
    field("Date", formatHumanDate(facts.date)),

    { type: "heading", text: "CLIENT", size: 11 },
    field("Name", client.name),
    field("Project address", client.projectAddress),
    field("E-mail", client.email),
    field("Phone", client.phone),

    { type: "heading", text: "PROJECT", size: 11 },
    field("Work scope", facts.workScope),
    { type: "space", points: 2 },
    { type: "text", text: "Project description", style: { font: "bold", size: 9.5, colour: "stoneMuted" }, keepWithNext: true },
    // One paragraph block: its line breaks are kept, and none of its lines can pass for a field.
    { type: "text", text: facts.projectDescription, style: { size: 9.5, indent: 12 } },

    ...priceBlocks(facts),
    { type: "space", points: 6 },
    { type: "text", text: `Valid until ${formatHumanDate(facts.validUntil)}`, style: { font: "bold", size: 10 } },

    { type: "heading", text: "TERMS IN SHORT", size: 11 },
    ...termsSummary().flatMap((line): Block[] => [
      { type: "text", text: line, style: { size: 9 } },
      { type: "space", points: 2 },
    ]),
  ];
}
