/** To whoever asked for a quote or an estimate: we have it, and we answer within 24 hours. */
import { business, promises } from "../../../../shared/business";
import type { Quote, QuoteRequest } from "../../../../shared/schema";
import { compose, details, hoursLine, note, paragraph, type RenderedEmail } from "./compose";
import { cityLabel, timelineLabel } from "./labels";

const contactNote = note(`Need us sooner? Call ${business.phoneDisplay} (${hoursLine}) or simply reply to this e-mail.`);

export function quoteRequestAcknowledgement(request: QuoteRequest): RenderedEmail {
  return compose({
    subject: `We received your quote request - ${business.name}`,
    preheader: `Thank you, ${request.name}. We'll respond within ${promises.responseHours} hours.`,
    heading: "Thank you for your quote request",
    blocks: [
      paragraph(`Hi ${request.name},`),
      paragraph(
        `We received your request and we'll respond within ${promises.responseHours} hours (often sooner) with next steps or a detailed quote. Here is what you sent us:`,
      ),
      details([
        ["Project type", request.projectType === "Both" ? "Both Services" : request.projectType],
        ["City", cityLabel(request.city)],
        ["Approximate sq ft", request.sqFt],
        ["Timeline", timelineLabel(request.timeline)],
        ["Project details", request.message],
        ["Photos", request.photoUrls.length > 0 ? `${request.photoUrls.length} attached` : null],
      ]),
      contactNote,
    ],
  });
}

export function estimateAcknowledgement(quote: Pick<Quote, "clientName" | "workScope" | "projectAddress">): RenderedEmail {
  return compose({
    subject: `We received your estimate request - ${business.name}`,
    preheader: `Thank you, ${quote.clientName}. We'll respond within ${promises.responseHours} hours.`,
    heading: "Thank you for your estimate request",
    blocks: [
      paragraph(`Hi ${quote.clientName},`),
      paragraph(
        `We received your request for ${quote.workScope.toLowerCase()} at ${quote.projectAddress}. We'll review your project and respond within ${promises.responseHours} hours.`,
      ),
      paragraph(
        "What happens next: you'll receive an e-mail with your detailed quote and a link to review it and sign the contract digitally. There is no obligation.",
      ),
      contactNote,
    ],
  });
}
