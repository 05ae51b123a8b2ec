/**
 * The quote as a PDF, for the client's download and the quote e-mail's attachment. Rendered in the
 * render worker (server/documents/worker-pool.ts), never on the event loop, from the facts the layout prints
 * (pdf/quote-layout.ts). The same facts always give the same bytes, so recent files are kept in
 * memory by the SHA-256 of their facts: an unchanged quote is not rendered again, and a changed one
 * (an edit, an acceptance, a revision) has other facts and gets a fresh file.
 */
import { contractTerms } from "../../../shared/business";
import { choiceCombinations, chosenOptionsOf, hasChoices, quoteTotalRangeOf } from "../../../shared/choice-groups";
import { discountOf, lineTotalCents, quoteTotals } from "../../../shared/line-items";
import { formatCents } from "../../../shared/money";
import { quoteReference } from "../../../shared/quote-reference";
import { isExpired, torontoDate } from "../../../shared/quote-rules";
import type { Quote } from "../../../shared/schema";
import { canonicalJson, sha256Hex } from "../contracts/contract-record";
import { quotePdfFilename } from "../../mail/settings";
import type { ChoiceTableFacts } from "./choice-tables";
import type { QuotePdfFacts } from "./quote-layout";
import { runRenderJob } from "../../documents/worker-pool";
import { quotePricing } from "./quote-pricing";

/** The choices still open, as the PDF's "Choose one" tables and totals box print them. */
function openChoices(quote: Quote): ChoiceTableFacts {
  const discount = discountOf(quote);
  const subtotal = (optionId: string) =>
    quote.lineItems.filter((item) => item.optionId === optionId).reduce((sum, item) => sum + lineTotalCents(item), 0);
  return {
    groups: quote.choiceGroups.map((group) => ({
      title: group.title,
      required: group.required,
      options: group.options.map((option) => ({
        label: option.label,
        description: option.description,
        recommended: option.id === group.recommendedOptionId,
        subtotalCents: subtotal(option.id),
      })),
    })),
    totals: choiceCombinations(quote.choiceGroups).map((chosen) => {
      const labels = chosenOptionsOf(quote.choiceGroups, chosen).map(({ option }) => option.label);
      return {
        label: labels.length ? `with ${labels.join(" and ")}` : "with none of the choices",
        totalCents: quoteTotals(quote.lineItems, chosen, discount).totalCents,
      };
    }),
    range: quoteTotalRangeOf(quote),
    depositPercent: contractTerms.depositPercent,
  };
}

/** "with Stamped only" for each add-on offered with one option, by line id. */
function addOnConditions(quote: Quote): Record<string, string> {
  const options = new Map(quote.choiceGroups.flatMap((group) => group.options.map((option) => [option.id, option.label] as const)));
  return Object.fromEntries(
    quote.lineItems.flatMap((item) =>
      item.requiresOptionId && options.has(item.requiresOptionId) ? [[item.id, `with ${options.get(item.requiresOptionId)} only`]] : [],
    ),
  );
}

/** What the quote's PDF prints. `now` only decides whether it is shown as expired. */
export function quotePdfFacts(quote: Quote, now: Date): QuotePdfFacts {
  const accepted = quote.status === "accepted";
  if (hasChoices(quote) && quote.lineItems.length > 0) {
    const chosen = new Set(accepted ? quote.chosenOptionIds : []);
    // Open: the base items and add-ons, the options in their own tables. Chosen: the options not chosen are left out.
    const items = quote.lineItems.filter((item) => (accepted ? !item.optionId || chosen.has(item.optionId) : !item.optionId));
    return {
      ...oneTotalFacts(quote, now),
      pricing: quotePricing(items, accepted ? quote.chosenOptionIds : [], discountOf(quote)),
      choices: accepted ? undefined : openChoices(quote),
      chosen: accepted
        ? chosenOptionsOf(quote.choiceGroups, quote.chosenOptionIds).map(({ group, option }) => `${group.title}: ${option.label}`)
        : undefined,
      addOnConditions: addOnConditions(quote),
    };
  }
  return oneTotalFacts(quote, now);
}

function oneTotalFacts(quote: Quote, now: Date): QuotePdfFacts {
  const accepted = quote.status === "accepted";
  return {
    reference: quoteReference(quote),
    revision: quote.revision,
    date: torontoDate(quote.createdAt),
    validUntil: quote.validUntil,
    client: { name: quote.clientName, email: quote.clientEmail, phone: quote.clientPhone, projectAddress: quote.projectAddress },
    workScope: quote.workScope,
    projectDescription: quote.projectDetails,
    // Before acceptance the options are offered, not chosen: the totals count the required items only.
    pricing: quotePricing(quote.lineItems, accepted ? quote.chosenOptionIds : [], discountOf(quote)),
    allInTotal: formatCents(quote.totalCents),
    accepted,
    declined: quote.status === "rejected",
    expired: !accepted && isExpired(quote.validUntil, now),
    replaced: quote.replacedBy !== null,
  };
}

export type QuotePdf = { filename: string; bytes: Uint8Array; sha256: string };
type Rendered = { pdf: Uint8Array; sha256: string };

/**
 * Recently rendered files by the SHA-256 of their facts, up to 16 MB (a quote's file is some 30 to
 * 60 KB), least recently used dropped first; renders of the same facts already under way are shared.
 */
class RecentQuotePdfs {
  private readonly entries = new Map<string, Rendered>();
  private readonly rendering = new Map<string, Promise<Rendered>>();
  private bytes = 0;
  private static readonly budget = 16 * 1024 * 1024;

  async get(key: string, render: () => Promise<Rendered>): Promise<Rendered> {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry;
    }
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = render().finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
      void pending.then((rendered) => this.keep(key, rendered)).catch(() => undefined);
    }
    return pending;
  }

  private keep(key: string, rendered: Rendered): void {
    if (this.entries.has(key) || rendered.pdf.length > RecentQuotePdfs.budget) return;
    this.entries.set(key, rendered);
    this.bytes += rendered.pdf.length;
    for (const [oldest, { pdf }] of this.entries) {
      if (this.bytes <= RecentQuotePdfs.budget) break;
      this.entries.delete(oldest);
      this.bytes -= pdf.length;
    }
  }
}

const recent = new RecentQuotePdfs();

let renders = 0;
/** How many quote PDFs this process has rendered (tests check that an unchanged quote is not rendered again). */
export const quotePdfRenderCount = () => renders;

/** The quote's PDF, its file name and its SHA-256; rejects with a RenderError when rendering fails. */
export async function loadQuotePdf(quote: Quote, now: Date): Promise<QuotePdf> {
  const facts = quotePdfFacts(quote, now);
  const { pdf, sha256 } = await recent.get(sha256Hex(canonicalJson(facts)), () => {
    renders++;
    return runRenderJob({ kind: "quote", facts });
  });
  return { filename: quotePdfFilename(quote), bytes: pdf, sha256 };
}

export async function renderQuotePdf(quote: Quote, now: Date): Promise<Buffer> {
  const { bytes } = await loadQuotePdf(quote, now);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
