import { business, contractTerms, promises } from "../../../../shared/business";
import type { Quote } from "../../../../shared/schema";
import { formatLongDate } from "../../toronto-time";
import { quoteUrl, type MailSettings } from "../settings";
import { hasPrice } from "../../../../shared/quote-lifecycle";
import { button, compose, details, note, paragraph, type DetailRow, type RenderedEmail } from "./compose";
import { cadAmount } from "./labels";
import { quoteMoneyRows } from "./quote-money";

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
>;

/** To the client: their priced quote and the link to review, accept and sign it. */
export function quoteLinkEmail(quote: QuoteForLink, settings: MailSettings): RenderedEmail {
  const link = quoteUrl(settings, quote.linkToken);
  const validUntil = formatLongDate(quote.validUntil);
  return compose({
    subject: `Your ${business.name} quote: ${quote.workScope}, ${cadAmount(quote.totalCents)}`,
    preheader: `${quote.workScope} at ${quote.projectAddress}: ${cadAmount(quote.totalCents)}, valid until ${validUntil}.`,
    heading: "Your quote is ready",
    blocks: [
      paragraph(`Hi ${quote.clientName},`),
      paragraph(
        `Thank you for considering ${business.name}. Here is your quote. You can review it, accept or decline it, and sign the contract online from the link below.`,
      ),
      ...(quote.revision > 1 ? [paragraph("This is a revised quote: it replaces the one we sent before, whose link now leads here.")] : []),
      details([
        ["Quote number", quote.number],
        ["Work scope", quote.workScope],
        ["Project address", quote.projectAddress],
        ...(quote.lineItems.length > 0
          ? quoteMoneyRows(quote, { includeOptions: "offered" })
          : [["Total", cadAmount(quote.totalCents)] as DetailRow]),
        ["Valid until", validUntil],
        ["Description", quote.projectDetails],
      ]),
      button("Review your quote", link),
      ...(hasPrice(quote) ? [paragraph("The quote is attached as a PDF for your records.")] : []),
      note(
        `Payment: ${contractTerms.depositPercent}% deposit at signing, ${contractTerms.completionPercent}% on completion, by cash, cheque or e-transfer. ` +
          `Most projects are finished in ${promises.completionDays} days. Questions? Call us at ${business.phoneDisplay} or reply to this e-mail.`,
      ),
    ],
  });
}
