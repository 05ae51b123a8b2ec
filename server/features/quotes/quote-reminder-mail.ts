/**
 * The two automatic reminders to a client, each sent at most once per quote: the quote was not
 * opened 3 days after it was sent, or it is still undecided 3 days before it expires.
 */
import { business } from "../../../shared/business";
import type { Quote } from "../../../shared/schema";
import { formatLongDate } from "../../toronto-time";
import { quoteUrl, type MailSettings } from "../../mail/settings";
import { button, compose, details, note, paragraph, type RenderedEmail } from "../../mail/compose";
import { cadAmount } from "../../mail/labels";
import { openRangeText } from "./quote-money";

type RemindedQuote = Pick<Quote, "linkToken" | "clientName" | "projectAddress" | "workScope" | "totalCents" | "validUntil"> &
  Partial<Pick<Quote, "lineItems" | "chosenOptionIds" | "choiceGroups" | "discountCents" | "discountBasisPoints">>;

/** The range while the client has a choice to make ("From $X to $Y with HST, depending on..."); else the one total. */
const priceOf = (quote: RemindedQuote) =>
  (quote.lineItems &&
    openRangeText({
      ...quote,
      lineItems: quote.lineItems,
      chosenOptionIds: quote.chosenOptionIds ?? [],
    })) ??
  cadAmount(quote.totalCents);

const onlyReminderNote = `This is the only reminder we send about it. Questions? Call us at ${business.phoneDisplay} or reply to this e-mail.`;

function quoteFacts(quote: RemindedQuote) {
  return details([
    ["Work scope", quote.workScope],
    ["Project address", quote.projectAddress],
    ["Total", priceOf(quote)],
    ["Valid until", formatLongDate(quote.validUntil)],
  ]);
}

export function unopenedReminderEmail(quote: RemindedQuote, settings: MailSettings): RenderedEmail {
  return compose({
    subject: `Your ${business.name} quote is waiting: ${quote.workScope}`,
    preheader: `Your quote for ${quote.projectAddress} is ready to review, valid until ${formatLongDate(quote.validUntil)}.`,
    heading: "Your quote is waiting for you",
    blocks: [
      paragraph(`Hi ${quote.clientName},`),
      paragraph(
        "We sent you a quote a few days ago and wanted to make sure it reached you. You can review it, ask for changes, or accept it online.",
      ),
      quoteFacts(quote),
      button("Review your quote", quoteUrl(settings, quote.linkToken)),
      note(onlyReminderNote),
    ],
  });
}

export function expiringReminderEmail(quote: RemindedQuote, settings: MailSettings): RenderedEmail {
  const validUntil = formatLongDate(quote.validUntil);
  return compose({
    subject: `Your ${business.name} quote expires on ${validUntil}`,
    preheader: `Your quote for ${quote.projectAddress} is valid until ${validUntil}.`,
    heading: "Your quote expires soon",
    blocks: [
      paragraph(`Hi ${quote.clientName},`),
      paragraph(
        `Your quote is valid until ${validUntil}. If you would like to go ahead, you can accept it online before then; if something should change, ask us from the same page and we will revise it.`,
      ),
      quoteFacts(quote),
      button("Review your quote", quoteUrl(settings, quote.linkToken)),
      note(onlyReminderNote),
    ],
  });
}
