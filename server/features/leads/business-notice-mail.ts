/**
 * To the business (BUSINESS_EMAIL): every new lead and every client decision, with everything needed
 * to act on it without opening the admin area. Links lead to the admin area, never to the client's
 * quote page, so the owner's click is not recorded as the client's first view.
 */
import { chosenOptionsOf, hasChoices } from "../../../shared/choice-groups";
import { estimateAnswerRows } from "../../../shared/estimate-answers";
import type { Quote, QuoteRequest } from "../../../shared/schema";
import { formatLongDate, formatTorontoDateTime } from "../../toronto-time";
import { adminLeadUrl, adminQuoteUrl, type MailSettings } from "../../mail/settings";
import {
  amounts,
  button,
  compose,
  details,
  itemLines,
  labelledText,
  paragraph,
  subheading,
  type Block,
  type RenderedEmail,
} from "../../mail/compose";
import { cadAmount, cityLabel, timelineLabel } from "../../mail/labels";
import { photoLinks, photosRow } from "./photo-links";
import { openRangeText, quoteMoney } from "../quotes/quote-money";

/** Whether the visitor was sent an acknowledgement (at most one per address an hour). */
export type AcknowledgementOutcome = { acknowledged: boolean };

const acknowledgementNote = (email: string, outcome: AcknowledgementOutcome): Block[] =>
  outcome.acknowledged ? [] : [paragraph(`No acknowledgement was e-mailed to ${email}: that address already received one within the last hour.`)];

export function newLeadNotice(
  request: QuoteRequest,
  settings: MailSettings,
  outcome: AcknowledgementOutcome = { acknowledged: true },
): RenderedEmail {
  return compose({
    subject: `New quote request: ${request.name}, ${request.projectType}, ${cityLabel(request.city)}`,
    preheader: `${request.name} (${request.phone}) asked for a quote. Reply within 24 hours.`,
    heading: "New quote request",
    blocks: [
      paragraph(`${request.name} asked for a quote on ${formatTorontoDateTime(request.createdAt)}. Replying to this e-mail writes to them.`),
      details([
        ["Name", request.name],
        ["Phone", request.phone],
        ["E-mail", request.email],
        ["City", cityLabel(request.city)],
        ["Address", request.address ?? "Not given"],
        ["Project type", request.projectType === "Both" ? "Both Services" : request.projectType],
        ["Approximate sq ft", request.sqFt ?? "Not given"],
        ["Timeline", timelineLabel(request.timeline) ?? "Not given"],
        ["Project details", request.message ?? "None"],
        ["Consent to contact", request.consent ? "Yes" : "No"],
        photosRow(request.photoUrls),
        ["Lead id", request.id],
      ]),
      ...photoLinks(request.photoUrls, settings),
      ...acknowledgementNote(request.email, outcome),
      button("Open this lead in the admin area", adminLeadUrl(settings, request.id)),
    ],
  });
}

export function newEstimateNotice(quote: Quote, settings: MailSettings, outcome: AcknowledgementOutcome = { acknowledged: true }): RenderedEmail {
  return compose({
    subject: `New estimate request: ${quote.clientName}, ${quote.workScope}`,
    preheader: `${quote.clientName} (${quote.clientPhone}) asked for an estimate. It waits for your price.`,
    heading: "New estimate request",
    blocks: [
      paragraph(
        `${quote.clientName} sent the estimate form on ${formatTorontoDateTime(quote.createdAt)}. The quote waits at $0.00: price it in the admin area and send it. Replying to this e-mail writes to the client.`,
      ),
      details([
        ["Name", quote.clientName],
        ["Phone", quote.clientPhone],
        ["E-mail", quote.clientEmail],
        ["Project address", quote.projectAddress],
        ["Work scope", quote.workScope],
        ["Project details", quote.projectDetails],
        ...(quote.estimateAnswers ? estimateAnswerRows(quote.estimateAnswers).map(({ label, value }): [string, string] => [label, value]) : []),
        photosRow(quote.photoUrls),
        ["Valid until", formatLongDate(quote.validUntil)],
        ["Quote number", quote.number],
      ]),
      ...photoLinks(quote.photoUrls, settings),
      ...acknowledgementNote(quote.clientEmail, outcome),
      button("Price it in the admin area", adminQuoteUrl(settings, quote.id)),
    ],
  });
}

function quoteSummary(quote: Quote): Block {
  return details([
    ["Client", quote.clientName],
    ["Phone", quote.clientPhone],
    ["E-mail", quote.clientEmail],
    ["Project address", quote.projectAddress],
    ["Work scope", quote.workScope],
    // An open choice's price is its range, never its low end alone; once chosen, what was chosen.
    ["Total", openRangeText(quote) ?? cadAmount(quote.totalCents)],
    ...(hasChoices(quote) && quote.chosenOptionIds.length > 0
      ? [
          [
            "Chosen",
            chosenOptionsOf(quote.choiceGroups, quote.chosenOptionIds)
              .map(({ group, option }) => `${group.title}: ${option.label}`)
              .join("; "),
          ] as [string, string],
        ]
      : []),
    ["Valid until", formatLongDate(quote.validUntil)],
    ["Quote number", quote.number],
  ]);
}

/** The quote's own page in the admin area, where it is revised or followed up. */
const openQuote = (quote: Quote, settings: MailSettings) => button("Open this quote in the admin area", adminQuoteUrl(settings, quote.id));

export function quoteAcceptedNotice(quote: Quote, settings: MailSettings): RenderedEmail {
  const when = quote.decidedAt ? formatTorontoDateTime(quote.decidedAt) : "just now";
  const money = quoteMoney(quote, { includeOptions: "chosen" });
  return compose({
    subject: `Quote accepted: ${quote.clientName}, ${quote.workScope}, ${cadAmount(quote.totalCents)}`,
    preheader: `${quote.clientName} accepted the quote. The contract signature comes next.`,
    heading: "A quote was accepted",
    blocks: [
      paragraph(
        `${quote.clientName} accepted this quote on ${when}. They are now asked to sign the contract; you will get the signed PDF by e-mail.`,
      ),
      quoteSummary(quote),
      openQuote(quote, settings),
      ...(money ? [subheading("Items as accepted"), itemLines(money.items), amounts([...money.breakdown, ...money.payments])] : []),
    ],
  });
}

export function quoteDeclinedNotice(quote: Quote, settings: MailSettings): RenderedEmail {
  const when = quote.decidedAt ? formatTorontoDateTime(quote.decidedAt) : "just now";
  return compose({
    subject: `Quote declined: ${quote.clientName}, ${quote.workScope}`,
    preheader: quote.declineReason ? `Reason: ${quote.declineReason}` : `${quote.clientName} declined without giving a reason.`,
    heading: "A quote was declined",
    blocks: [
      paragraph(`${quote.clientName} declined this quote on ${when}.`),
      details([["Reason", quote.declineReason ?? "No reason given"]]),
      quoteSummary(quote),
      openQuote(quote, settings),
    ],
  });
}

/** One "Request changes" message as the notice lists it. */
export type ChangeRequestMessage = { message: string; at: Date };

/**
 * The client asked for changes, once or several times since the last notice: every message, with when
 * it was sent. Their messages go to the business only (never back out to anyone else), and replying to
 * the notice writes to the client.
 */
export function changesRequestedNotice(quote: Quote, messages: ChangeRequestMessage[], settings: MailSettings): RenderedEmail {
  const several = messages.length > 1;
  const last = messages.at(-1);
  const when = last ? formatTorontoDateTime(last.at) : "just now";
  return compose({
    subject: several
      ? `Changes requested (${messages.length} messages): ${quote.clientName}, ${quote.workScope}`
      : `Changes requested: ${quote.clientName}, ${quote.workScope}`,
    preheader: `${quote.clientName} would like changes before deciding. The quote stays open.`,
    heading: "A client asked for changes",
    blocks: [
      paragraph(
        several
          ? `${quote.clientName} sent ${messages.length} change requests for this quote, the last on ${when}. The quote stays pending; revise it in the admin area to send a new version.`
          : `${quote.clientName} asked for changes to this quote on ${when}. The quote stays pending; revise it in the admin area to send a new version.`,
      ),
      // Each message in full, as the client wrote it (line breaks kept); the timeline has them too.
      ...messages.map((entry, index) =>
        labelledText(several ? `Message ${index + 1} (${formatTorontoDateTime(entry.at)})` : "Their message", entry.message),
      ),
      openQuote(quote, settings),
      quoteSummary(quote),
    ],
  });
}
