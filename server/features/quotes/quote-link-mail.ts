import { business, contractTerms, promises } from "../../../shared/business";
import type { Quote } from "../../../shared/schema";
import { formatLongDate } from "../../toronto-time";
import { quoteUrl, type MailSettings } from "../../mail/settings";
import { hasPrice } from "../../../shared/quote-lifecycle";
import { amounts, button, compose, details, itemLines, labelledText, note, paragraph, subheading, type RenderedEmail } from "../../mail/compose";
import { cadAmount } from "../../mail/labels";
import { openRangeText, quoteMoney } from "./quote-money";

type QuoteForLink = Pick<
  Quote,
  | "linkToken"
  | "number"
  | "clientName"
  | "projectAddress"
  | "workScope"
  | "projectDetails"
  | "totalCents"
  | "validUntil"
  | "lineItems"
  | "chosenOptionIds"
  | "revision"
  | "choiceGroups"
  | "discountCents"
  | "discountBasisPoints"
>;

/**
 * To the client: their priced quote and the link to review, accept and sign it. The price and the
 * button come first; the item lines (which may be dozens) follow the button, so on a phone the
 * client sees what it costs and where to act without scrolling through every item.
 */
export function quoteLinkEmail(quote: QuoteForLink, settings: MailSettings): RenderedEmail {
  const link = quoteUrl(settings, quote.linkToken);
  const validUntil = formatLongDate(quote.validUntil);
  const money = quoteMoney(quote, { includeOptions: "offered" });
  // While the client has a choice to make, the price is the range, never its low end alone.
  const range = openRangeText(quote);
  const price = range ? range.replace(/^From/, "from") : cadAmount(quote.totalCents);
  return compose({
    subject: `Your ${business.name} quote: ${quote.workScope}, ${price}`,
    preheader: `${quote.workScope} at ${quote.projectAddress}: ${price}, valid until ${validUntil}.`,
    heading: "Your quote is ready",
    blocks: [
      paragraph(`Hi ${quote.clientName},`),
      paragraph(
        `Thank you for considering ${business.name}. Here is your quote. You can review it, accept or decline it, and sign the contract online from the link below.`,
      ),
      ...(quote.revision > 1 ? [paragraph("This is a revised quote: it replaces the one we sent before, whose link now leads here.")] : []),
      amounts(
        [
          ...(money ? money.summary : [{ label: "Total", amount: cadAmount(quote.totalCents), headline: true }]),
          { label: "Valid until", amount: validUntil },
        ],
        { boxed: true },
      ),
      button("Review your quote", link),
      ...(hasPrice(quote) ? [paragraph("The quote is attached as a PDF for your records.")] : []),
      details([
        ["Quote number", quote.number],
        ["Work scope", quote.workScope],
        ["Project address", quote.projectAddress],
      ]),
      ...(money ? [subheading("What the price includes"), itemLines(money.items), amounts(money.breakdown)] : []),
      ...(quote.projectDetails.trim() ? [labelledText("Description", quote.projectDetails)] : []),
      note(
        `Payment: ${contractTerms.depositPercent}% deposit at signing, ${contractTerms.completionPercent}% on completion, by cash, cheque or e-transfer. ` +
          `Most projects are finished in ${promises.completionDays} days. Questions? Call us at ${business.phoneDisplay} or reply to this e-mail.`,
      ),
    ],
  });
}
