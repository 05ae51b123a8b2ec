/**
 * Every kind of message the product sends, rendered from realistic and deliberately long records:
 * a quote of 25 items with descriptions of about 200 characters, a long address, a long client
 * message. The layout spec (tests/e2e/email-layout.spec.ts) and the plain-text test
 * (tests/unit/email-text.test.ts) both read this list, so a kind added here is checked by both.
 */
import { quoteTotals, quoteTotalsOf, type LineItem } from "../../shared/line-items";
import { formatCents, parseCents } from "../../shared/money";
import type { Quote, QuoteRequest } from "../../shared/schema";
import { contractPdfUrl, quoteUrl, type MailSettings } from "../../server/mail/settings";
import { estimateAcknowledgement, quoteRequestAcknowledgement } from "../../server/features/leads/acknowledgement-mail";
import {
  changesRequestedNotice,
  newEstimateNotice,
  newLeadNotice,
  quoteAcceptedNotice,
  quoteDeclinedNotice,
} from "../../server/features/leads/business-notice-mail";
import type { RenderedEmail } from "../../server/mail/compose";
import { balanceRequestEmail } from "../../server/features/payments/balance-request-mail";
import { changeOrderForReviewEmail } from "../../server/features/change-orders/change-order-mail";
import { resealReminderEmail, reviewRequestEmail } from "../../server/features/follow-ups/follow-up-mail";
import { handOverEmail, warrantyIssuedEmail } from "../../server/features/completion/hand-over-mail";
import { aftercareDates } from "../../shared/completion/dates";
import type { ChangeOrder } from "../../shared/schema";
import { paymentReceiptEmail } from "../../server/features/payments/payment-receipt-mail";
import { paymentVoidedEmail } from "../../server/features/payments/payment-voided-mail";
import { quoteLinkEmail } from "../../server/features/quotes/quote-link-mail";
import { expiringReminderEmail, unopenedReminderEmail } from "../../server/features/quotes/quote-reminder-mail";
import { signedContractForBusiness, signedContractForClient, type SignedContractMail } from "../../server/features/contracts/signed-contract-mail";

export const mailSettingsFixture: MailSettings = {
  publicUrl: "https://formaconcretegta.ca",
  businessEmail: "estimates@formaconcretegta.ca",
  etransferEmail: "payments@formaconcretegta.ca",
};

const areas = [
  "Front driveway",
  "Side walkway to the backyard gate",
  "Rear patio under the deck",
  "Front porch landing and three steps",
  "Pool surround, north and east sides",
];
const works = [
  "stamped concrete in Ashlar Slate pattern, Charcoal base colour with Platinum release, 4 in. thick 32 MPa air-entrained mix",
  "removal and disposal of the existing asphalt and 6 in. of soil, then 6 in. of compacted Granular A base, graded away from the house",
  "broom finish concrete with a 4 in. smooth-trowelled border, saw-cut control joints every 10 ft, 10M rebar at 24 in. on centre",
  "two coats of solvent-based acrylic sealer (25% solids), applied after a 28-day cure, with an anti-slip additive on the steps",
  "expansion joints against the foundation and the garage slab, with a polyurethane caulk in a matching grey, and a new drain outlet",
];

/** 25 items of about 200 characters; two optional, the first of them chosen when the quote is accepted. */
export const longLineItems: LineItem[] = Array.from({ length: 25 }, (_, index) => {
  const area = areas[index % areas.length];
  const work = works[Math.floor(index / areas.length) % works.length];
  const description = `${area}: ${work}. Item ${index + 1} of the site plan.`;
  const units = ["sq_ft", "linear_ft", "each", "lump_sum"] as const;
  return {
    id: `item-${index + 1}`,
    description,
    quantity: ["850", "64.5", "3", "1"][index % 4],
    unit: units[index % 4],
    unitPrice: ["14.25", "38.00", "425.00", "2,150.00"][index % 4].replace(",", ""),
    optional: index === 20 || index === 23,
  };
});

const longAddress = "1185 Lakeshore Road West, Unit 12 (rear entrance off Birchwood Crescent), Mississauga, ON L5H 1G2";
const longDetails =
  "Replace the cracked asphalt driveway with stamped concrete and extend the walkway to the backyard gate. The homeowner asked for a darker colour than the neighbour's, a border along the lawn, and for the work to avoid the week of June 15 when the family is away.\nAccess is from the street only; the garage must stay usable in the evenings.";

export const itemisedQuote = {
  id: "5d0c7f3e-8a61-4b2f-9c4e-2f7b1e6a9d30",
  clientName: "Marie-Ève Tremblay-Castellanos",
  clientEmail: "marie-eve.tremblay-castellanos@example.com",
  clientPhone: "(416) 555-0142",
  projectAddress: longAddress,
  workScope: "Stamped Concrete Driveway, Walkway and Patio",
  projectDetails: longDetails,
  totalCents: quoteTotals(longLineItems, []).totalCents,
  validUntil: "2026-12-24",
  status: "pending",
  version: 3,
  createdAt: new Date("2026-11-20T15:04:00Z"),
  source: "admin",
  updatedAt: new Date("2026-11-20T15:04:00Z"),
  sentAt: new Date("2026-11-20T15:04:00Z"),
  firstViewedAt: null,
  decidedAt: new Date("2026-11-25T19:30:00Z"),
  declineReason: null,
  lineItems: longLineItems,
  photoUrls: [],
  chosenOptionIds: [],
  discountCents: null,
  discountBasisPoints: null,
  revision: 2,
  revisionOf: null,
  replacedBy: null,
  changesRequestedAt: null,
  changesNoticeEmailId: null,
  changesNoticeAt: null,
  remindersEnabled: true,
  unopenedReminderAt: null,
  expiryReminderAt: null,
  estimateAnswers: null,
  quoteRequestId: null,
  linkToken: "q7Zr3xKp9LmN2bVc8dFg1hJk4sTy6wQe",
  number: "Q-2026-0042",
  choiceGroups: [],
  design: null,
  designByClient: false,
  // A cast rather than a full annotation, so a column added to quotes later does not break the fixture.
} as Quote;

const acceptedQuote = {
  ...itemisedQuote,
  status: "accepted",
  chosenOptionIds: ["item-21"],
  // The accepted quote carries a discount, so its row is laid out and checked too.
  discountBasisPoints: 750,
  totalCents: quoteTotals(longLineItems, ["item-21"], { kind: "percent", basisPoints: 750 }).totalCents,
} as Quote;
const singleTotalQuote = { ...itemisedQuote, lineItems: [], totalCents: 742_500, revision: 1 } as Quote;
const declinedQuote = {
  ...itemisedQuote,
  status: "rejected",
  declineReason: "We decided to wait until next spring; the price for the patio was more than we had planned for this year.",
} as Quote;
const estimateQuote = {
  ...itemisedQuote,
  source: "estimate",
  lineItems: [],
  totalCents: 0,
  photoUrls: ["/api/uploads/2f1c9a7e-1b3d-4c5e-8f70-123456789abc", "/api/uploads/7a8b9c0d-1e2f-4a5b-8c6d-abcdefabcdef"],
  estimateAnswers: {
    projectArea: "Driveway about 40 ft x 18 ft, plus a walkway",
    urgency: "1-month",
    budget: "over-10000",
    contactPreference: "either",
    hasPermits: false,
  },
} as Quote;

const lead = {
  id: "0f6d3b2a-9c8e-4d7f-a1b2-c3d4e5f60718",
  name: "Marie-Ève Tremblay-Castellanos",
  phone: "(416) 555-0142",
  email: "marie-eve.tremblay-castellanos@example.com",
  city: "mississauga",
  projectType: "Both",
  sqFt: 1450,
  timeline: "month",
  message: longDetails,
  address: longAddress,
  photoUrls: [
    "/api/uploads/2f1c9a7e-1b3d-4c5e-8f70-123456789abc",
    "/api/uploads/7a8b9c0d-1e2f-4a5b-8c6d-abcdefabcdef",
    "/api/uploads/3c4d5e6f-7a8b-4c9d-8e0f-fedcbafedcba",
  ],
  consent: true,
  createdAt: new Date("2026-11-24T14:12:00Z"),
  status: "new",
} as QuoteRequest;

/** Three change requests; the second long (over 900 characters, with blank lines), as a client may write. */
export const changeMessages = [
  { message: "Could you price a border in a contrasting colour? We liked the Sandstone one in your gallery.", at: new Date("2026-11-25T14:02:00Z") },
  {
    message:
      "Also, for the patio: we would rather have the broom finish than the stamped pattern, because the stamped one gets slippery around the pool. " +
      "If that lowers the price, please send a revised quote.\n\nAnd one more thing: the neighbour at 1187 asked whether you could quote their walkway at the same time, " +
      "since you will have the equipment here anyway. Their name is Daniel Okafor and his number is (905) 555-0199.\n\n" +
      "About the schedule: we are away from June 15 to June 22, and our daughter's graduation party is on the driveway on June 28, so the work would have to be finished before June 14 or start after June 29. " +
      "The car can stay on the street for as long as the concrete needs to cure; just tell us how many days. We also have a dog, so please keep the side gate closed while you work. " +
      "Finally, could the revised quote show the border as its own line, so we can decide on it separately? Thank you again for the detailed quote.",
    at: new Date("2026-11-25T14:09:00Z"),
  },
  { message: "Thank you!", at: new Date("2026-11-25T14:11:00Z") },
];

const signed: SignedContractMail = {
  contract: {
    id: "9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a",
    quoteId: itemisedQuote.id,
    clientName: itemisedQuote.clientName,
    clientEmail: itemisedQuote.clientEmail,
    clientPhone: itemisedQuote.clientPhone,
    projectAddress: longAddress,
    signedAt: new Date("2026-11-26T16:45:00Z"),
    contractHash: "3f9a1c7e5b2d8f4a6c0e9b1d7f3a5c8e2b4d6f8a0c1e3b5d7f9a2c4e6b8d0f1a",
    signerIp: "203.0.113.45",
  },
  quote: { workScope: acceptedQuote.workScope, totalCents: acceptedQuote.totalCents, lineItems: longLineItems, chosenOptionIds: ["item-21"] },
  link: { number: itemisedQuote.number, linkToken: itemisedQuote.linkToken },
};

/** What a message must say and offer: its call to action (if any), its items in order, and its amounts. */
export type EmailCase = {
  kind: string;
  email: RenderedEmail;
  cta?: { label: string; href: string };
  items: string[];
  amounts: string[];
};

/** Every shown item's unit price and line amount, then the totals, as the message prints them. */
function quoteAmounts(quote: Quote, shown: "offered" | "chosen"): string[] {
  const totals = quoteTotalsOf(quote);
  const lines = quote.lineItems.flatMap((item, index) =>
    shown === "chosen" && !totals.lines[index].included
      ? []
      : [formatCents(parseCents(item.unitPrice) ?? 0), formatCents(totals.lines[index].totalCents)],
  );
  return [
    ...lines,
    ...[
      totals.subtotalCents,
      ...(totals.discountCents ? [totals.discountCents] : []),
      totals.taxCents,
      totals.totalCents,
      totals.depositCents,
      totals.balanceCents,
    ].map(formatCents),
  ];
}
const itemsOf = (quote: Quote, shown: "offered" | "chosen") =>
  quote.lineItems.filter((item) => shown === "offered" || !item.optional || quote.chosenOptionIds.includes(item.id)).map((item) => item.description);

const settings = mailSettingsFixture;
const adminQuote = (quote: Quote) => `${settings.publicUrl}/admin/quotes/${quote.id}`;

export function everyEmail(): EmailCase[] {
  return [
    {
      kind: "quote-link",
      email: quoteLinkEmail(itemisedQuote, settings),
      cta: { label: "Review your quote", href: quoteUrl(settings, itemisedQuote.linkToken) },
      items: itemsOf(itemisedQuote, "offered"),
      amounts: quoteAmounts(itemisedQuote, "offered"),
    },
    {
      kind: "quote-link-single-total",
      email: quoteLinkEmail(singleTotalQuote, settings),
      cta: { label: "Review your quote", href: quoteUrl(settings, singleTotalQuote.linkToken) },
      items: [],
      amounts: ["$7,425.00 CAD"],
    },
    { kind: "quote-request-ack", email: quoteRequestAcknowledgement(lead), items: [], amounts: [] },
    { kind: "estimate-ack", email: estimateAcknowledgement(estimateQuote), items: [], amounts: [] },
    {
      kind: "lead-notice",
      email: newLeadNotice(lead, settings, { acknowledged: false }),
      cta: { label: "Open this lead in the admin area", href: `${settings.publicUrl}/admin/leads?lead=${lead.id}` },
      items: [],
      amounts: [],
    },
    {
      kind: "estimate-notice",
      email: newEstimateNotice(estimateQuote, settings),
      cta: { label: "Price it in the admin area", href: adminQuote(estimateQuote) },
      items: [],
      amounts: [],
    },
    {
      kind: "quote-accepted-notice",
      email: quoteAcceptedNotice(acceptedQuote, settings),
      cta: { label: "Open this quote in the admin area", href: adminQuote(acceptedQuote) },
      items: itemsOf(acceptedQuote, "chosen"),
      amounts: quoteAmounts(acceptedQuote, "chosen"),
    },
    {
      kind: "quote-declined-notice",
      email: quoteDeclinedNotice(declinedQuote, settings),
      cta: { label: "Open this quote in the admin area", href: adminQuote(declinedQuote) },
      items: [],
      amounts: [formatCents(declinedQuote.totalCents)],
    },
    {
      kind: "quote-changes-notice",
      email: changesRequestedNotice(itemisedQuote, changeMessages, settings),
      cta: { label: "Open this quote in the admin area", href: adminQuote(itemisedQuote) },
      items: [],
      amounts: [formatCents(itemisedQuote.totalCents)],
    },
    {
      kind: "quote-reminder-unopened",
      email: unopenedReminderEmail(itemisedQuote, settings),
      cta: { label: "Review your quote", href: quoteUrl(settings, itemisedQuote.linkToken) },
      items: [],
      amounts: [formatCents(itemisedQuote.totalCents)],
    },
    {
      kind: "quote-reminder-expiring",
      email: expiringReminderEmail(itemisedQuote, settings),
      cta: { label: "Review your quote", href: quoteUrl(settings, itemisedQuote.linkToken) },
      items: [],
      amounts: [formatCents(itemisedQuote.totalCents)],
    },
    {
      kind: "contract-signed-client",
      email: signedContractForClient(signed, settings),
      cta: { label: "Download your signed contract", href: contractPdfUrl(settings, signed.link.linkToken) },
      items: [],
      amounts: [formatCents(acceptedQuote.totalCents)],
    },
    {
      kind: "contract-signed-business",
      email: signedContractForBusiness(signed, settings),
      cta: { label: "Open this contract in the admin area", href: `${settings.publicUrl}/admin/contracts/${signed.contract.id}` },
      items: [],
      amounts: [formatCents(acceptedQuote.totalCents)],
    },
    {
      kind: "payment-receipt",
      email: paymentReceiptEmail(
        {
          contract: { clientName: itemisedQuote.clientName, quoteNumber: itemisedQuote.number, linkToken: itemisedQuote.linkToken },
          payment: {
            kind: "deposit",
            amountCents: 1_234_567,
            method: "etransfer",
            paidOn: "2026-11-26",
            reference: "CA1MRZ8f3Kq2 Interac e-Transfer deposit",
            receipt: "R-0042",
            hstCents: 142_027,
          },
          totalCents: 2_469_134,
          collectedCents: 1_234_567,
          outstandingCents: 1_234_567,
        },
        settings,
      ),
      items: [],
      amounts: ["$12,345.67", "$24,691.34", "$1,420.27"],
    },
    {
      kind: "payment-voided",
      email: paymentVoidedEmail(
        {
          contract: { clientName: itemisedQuote.clientName, quoteNumber: itemisedQuote.number, linkToken: itemisedQuote.linkToken },
          payment: { receipt: "R-0042", amountCents: 1_234_567, paidOn: "2026-11-26" },
          reason: "Recorded on the wrong contract: the e-Transfer CA1MRZ8f3Kq2 was for the Mississauga driveway, not this patio.",
          collectedCents: 0,
          outstandingCents: 2_469_134,
        },
        settings,
      ),
      items: [],
      amounts: ["$12,345.67", "$24,691.34"],
    },
    {
      kind: "balance-request",
      email: balanceRequestEmail(
        {
          contract: { clientName: itemisedQuote.clientName, quoteNumber: itemisedQuote.number, linkToken: itemisedQuote.linkToken },
          totalCents: 2_469_134,
          collectedCents: 1_234_567,
          outstandingCents: 1_234_567,
        },
        settings,
      ),
      items: [],
      amounts: ["$12,345.67", "$24,691.34"],
    },
    ...endOfJobEmails(),
  ];
}

/** A sent change order with an addition, a removal and a credit (the template reads only these fields). */
const changeOrderFixture = {
  id: "7f1c2f9e-0000-4000-8000-000000000001",
  sequence: 2,
  status: "sent",
  reason: "site_condition",
  summary: "Deeper excavation at the garage apron: soft clay found under the old slab, replaced with compacted granular A.",
  lines: [
    { kind: "add", description: "Extra excavation and granular A, 14 m²", quantity: "14", unit: "sq_m", unitPrice: "85.50" },
    { kind: "remove", description: "Border band on the north side", quantity: "1", unit: "lump_sum", unitPrice: "450.00" },
    { kind: "credit", description: "Goodwill credit for the two-day delay", quantity: "1", unit: "lump_sum", unitPrice: "100.00" },
  ],
  linkToken: "co-link-token",
  expiresOn: "2026-12-10",
} as unknown as ChangeOrder;

function endOfJobEmails(): EmailCase[] {
  const aftercare = aftercareDates({ pourDay: "2026-10-14" }, "2026-10-20");
  const unsubscribeUrl = `${settings.publicUrl}/u/${"U".repeat(43)}`;
  const contract = { clientName: itemisedQuote.clientName, projectAddress: itemisedQuote.projectAddress };
  return [
    {
      kind: "change-order-for-review",
      email: changeOrderForReviewEmail(
        {
          order: changeOrderFixture,
          contract: { id: "c0000000-0000-4000-8000-000000000001", ...contract, quoteNumber: itemisedQuote.number },
          contractSum: {
            rows: [
              { label: "Original contract sum", totalCents: 2_469_134 },
              { label: "CO-1", totalCents: 135_600 },
            ],
            revisedTotalCents: 2_604_734,
          },
        },
        settings,
      ),
      cta: { label: "Read and sign the change order", href: `${settings.publicUrl}/change-orders/co-link-token` },
      items: [],
      amounts: ["$24,691.34", "$1,356.00", "$26,047.34"],
    },
    {
      kind: "hand-over",
      email: handOverEmail({ ...contract, completedOn: "2026-10-20", aftercare, sealedOnSite: false, outstandingCents: 1_234_567, warrantyYears: 5 }),
      items: [],
      amounts: ["$12,345.67"],
    },
    {
      kind: "warranty-issued",
      email: warrantyIssuedEmail(
        {
          clientName: contract.clientName,
          number: "W-2026-0042",
          startsOn: "2026-10-20",
          endsOn: "2031-10-20",
          years: 5,
          pdfPath: "/api/links/abc/warranty/pdf",
        },
        settings,
      ),
      cta: { label: "Download your warranty certificate (PDF)", href: `${settings.publicUrl}/api/links/abc/warranty/pdf` },
      items: [],
      amounts: [],
    },
    {
      kind: "review-request",
      email: reviewRequestEmail({
        ...contract,
        reviewUrl: `${settings.publicUrl}/r/${"R".repeat(43)}`,
        ownReviewUrl: `${settings.publicUrl}/w/${"R".repeat(43)}`,
        unsubscribeUrl,
      }),
      cta: { label: "Leave a Google review", href: `${settings.publicUrl}/r/${"R".repeat(43)}` },
      items: [],
      amounts: [],
    },
    {
      kind: "reseal-reminder",
      email: resealReminderEmail({ ...contract, completedOn: "2026-10-20", months: 24, season: { start: "04-15", end: "10-15" }, unsubscribeUrl }),
      items: [],
      amounts: [],
    },
  ];
}
