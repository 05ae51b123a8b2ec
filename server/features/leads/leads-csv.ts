/**
 * The leads export: every request from both public forms, newest first, one row each. The quote
 * form's requests are leads (their stage, follow-up and lost reason); the estimate form's are
 * stored as quotes, so their stage is the quote's. Codes are written as the site words them
 * ("oakville" is "Oakville", "month" is "Within a month").
 */
import type { Database } from "../../db";
import { urgencyLabels } from "../../../shared/estimate-answers";
import { describeLostReason, leadProjectTypeLabel, leadStageLabel, leadTimelineLabel } from "../../../shared/lead-stages";
import { quoteStage, quoteStageLabels } from "../../../shared/quote-lifecycle";
import { quoteReference } from "../../../shared/quote-reference";
import { cityLabel } from "../../../shared/service-cities";
import { listEstimateRequests } from "./lead-list-storage";
import { listQuoteRequests } from "./storage";
import { toCsv, type CsvColumn } from "../../csv";
import { formatTorontoDateTime } from "../../toronto-time";

/** Where a request came from, as the owner knows the forms. */
export const leadSourceLabels = { contact: "Contact form", estimate: "Estimate form" } as const;

type LeadRow = {
  receivedAt: Date;
  source: keyof typeof leadSourceLabels;
  name: string;
  email: string;
  phone: string;
  city: string;
  address: string;
  projectType: string;
  area: string;
  timeline: string;
  stage: string;
  siteVisit: string;
  lostReason: string;
  followUpOn: string;
  photos: number;
  message: string;
  quoteNumber: string;
  id: string;
};

const columns: CsvColumn<LeadRow>[] = [
  { header: "Received", value: (row) => formatTorontoDateTime(row.receivedAt) },
  { header: "Source", value: (row) => leadSourceLabels[row.source] },
  { header: "Name", value: (row) => row.name },
  { header: "Email", value: (row) => row.email },
  { header: "Phone", value: (row) => row.phone },
  { header: "City", value: (row) => row.city },
  { header: "Address", value: (row) => row.address },
  { header: "Project type", value: (row) => row.projectType },
  { header: "Area", value: (row) => row.area },
  { header: "Timeline", value: (row) => row.timeline },
  { header: "Stage", value: (row) => row.stage },
  { header: "Site visit", value: (row) => row.siteVisit },
  { header: "Lost reason", value: (row) => row.lostReason },
  { header: "Follow-up", value: (row) => row.followUpOn },
  { header: "Photos", value: (row) => row.photos },
  { header: "Message", value: (row) => row.message },
  { header: "Quote number", value: (row) => row.quoteNumber },
  { header: "Id", value: (row) => row.id },
];

export async function leadsCsv(db: Database, now: Date): Promise<string> {
  const [leads, estimates] = await Promise.all([listQuoteRequests(db), listEstimateRequests(db)]);
  const rows: LeadRow[] = [
    ...leads.map((lead): LeadRow => ({
      receivedAt: lead.createdAt,
      source: "contact",
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      city: cityLabel(lead.city),
      address: lead.address ?? "",
      projectType: leadProjectTypeLabel(lead.projectType),
      area: lead.sqFt ? `${lead.sqFt} sq ft` : "",
      timeline: leadTimelineLabel(lead.timeline) ?? "",
      stage: leadStageLabel(lead.status),
      siteVisit: lead.siteVisitOn ? `${lead.siteVisitOn}${lead.siteVisitTime ? ` ${lead.siteVisitTime}` : ""}` : "",
      lostReason: lead.status === "lost" ? describeLostReason(lead.lostReason, lead.lostNote) : "",
      followUpOn: lead.followUpOn ?? "",
      photos: lead.photoUrls.length,
      message: lead.message ?? "",
      quoteNumber: "",
      id: lead.id,
    })),
    ...estimates.map((quote): LeadRow => ({
      receivedAt: quote.createdAt,
      source: "estimate",
      name: quote.clientName,
      email: quote.clientEmail,
      phone: quote.clientPhone,
      city: "",
      address: quote.projectAddress,
      projectType: quote.workScope,
      area: quote.estimateAnswers?.projectArea ?? "",
      timeline: quote.estimateAnswers ? urgencyLabels[quote.estimateAnswers.urgency] : "",
      stage: `Quote ${quoteStageLabels[quoteStage(quote, { exists: quote.hasContract }, now)].toLowerCase()}`,
      siteVisit: "",
      lostReason: "",
      followUpOn: "",
      photos: quote.photoUrls.length,
      message: quote.projectDetails,
      quoteNumber: quoteReference(quote),
      id: quote.id,
    })),
  ].sort((a, b) => b.receivedAt.getTime() - a.receivedAt.getTime());
  return toCsv(columns, rows);
}
