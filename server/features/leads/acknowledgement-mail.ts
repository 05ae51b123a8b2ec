/**
 * To whoever asked for a quote or an estimate: we have it, and we answer within 24 hours. Anyone can
 * type anyone's address into a form, so these carry only our own words and the visitor's choices
 * from fixed lists: never their free text or links (see greeting-name.ts).
 */
import { business, promises } from "../../../shared/business";
import type { Quote, QuoteRequest } from "../../../shared/schema";
import { compose, details, hoursLine, note, paragraph, type RenderedEmail } from "../../mail/compose";
import { greetingName } from "../../mail/greeting-name";
import { isCityCode } from "../../../shared/service-cities";
import { cityLabel, timelineLabel } from "../../mail/labels";

const hello = (name: string) => {
  const plain = greetingName(name);
  return plain ? `Hi ${plain},` : "Hello,";
};
const thanks = (name: string) => {
  const plain = greetingName(name);
  return plain ? `Thank you, ${plain}.` : "Thank you.";
};

const contactNote = note(`Need us sooner? Call ${business.phoneDisplay} (${hoursLine}) or simply reply to this e-mail.`);

export function quoteRequestAcknowledgement(request: QuoteRequest): RenderedEmail {
  return compose({
    subject: `We received your quote request - ${business.name}`,
    preheader: `${thanks(request.name)} We'll respond within ${promises.responseHours} hours.`,
    heading: "Thank you for your quote request",
    blocks: [
      paragraph(hello(request.name)),
      paragraph(
        `We received your request and we'll respond within ${promises.responseHours} hours (often sooner) with next steps or a detailed quote. Your request, as we have it:`,
      ),
      details([
        ["Project type", request.projectType === "Both" ? "Both Services" : request.projectType],
        // A city typed as free text (any text is accepted) is not repeated; the address never is.
        ["City", isCityCode(request.city) ? cityLabel(request.city) : null],
        ["Approximate sq ft", request.sqFt],
        ["Timeline", timelineLabel(request.timeline)],
        ["Project details", request.message ? "Received" : null],
        ["Photos", request.photoUrls.length > 0 ? `${request.photoUrls.length} received` : null],
      ]),
      contactNote,
    ],
  });
}

export function estimateAcknowledgement(quote: Pick<Quote, "clientName">): RenderedEmail {
  return compose({
    subject: `We received your estimate request - ${business.name}`,
    preheader: `${thanks(quote.clientName)} We'll respond within ${promises.responseHours} hours.`,
    heading: "Thank you for your estimate request",
    blocks: [
      paragraph(hello(quote.clientName)),
      paragraph(`We received your estimate request. We'll review your project and respond within ${promises.responseHours} hours.`),
      paragraph(
        "What happens next: you'll receive an e-mail with your detailed quote and a link to review it and sign the contract digitally. There is no obligation.",
      ),
      contactNote,
    ],
  });
}
