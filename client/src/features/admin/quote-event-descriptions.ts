/**
 * What the admin's timeline says about each kind of event: one describer per kind, over exactly the
 * kinds of shared/audit-events.ts, so a new kind cannot reach the timeline without words of its own.
 * Each starts from the kind's label (quoteEventLabels) and adds what the event's data tells.
 */
import { quoteEventLabels, type QuoteEventData, type QuoteEventType } from "@shared/audit-events";
import { formatCents, formatSignedCents } from "@shared/money";
import { formatHumanDate } from "@shared/human-dates";
import { followUpKindLabels, followUpSkipReasonLabels, type FollowUpSkipReason } from "@shared/follow-ups/rules";
import { delayReasonLabels, formatClockTime, visitKindLabels, type DelayReason, type VisitKind } from "@shared/schedule/rules";

export type Description = { title: string; detail?: string; link?: { href: string; label: string }; tone: "neutral" | "good" | "bad" | "attention" };

/** One timeline entry of the given kind, as the browser receives it. */
export type TimelineEvent<Type extends QuoteEventType = QuoteEventType> = {
  [Kind in Type]: { id: string; type: Kind; at: string; data: QuoteEventData[Kind] };
}[Type];

const fieldLabels: Record<string, string> = {
  clientName: "client name",
  clientEmail: "e-mail",
  clientPhone: "phone",
  projectAddress: "address",
  workScope: "work scope",
  projectDetails: "description",
  totalCost: "total cost",
  validUntil: "valid until",
  lineItems: "items",
  choiceGroups: "choices",
  design: "stamped design",
  designByClient: "who sets the design",
};

const reminderReasons = { unopened: "not opened after 3 days", expiring: "expires in 3 days" } as const;

/** Another quote of the same chain (the revision, or the quote revised), as a link on the admin's page. */
const quoteLink = (id: string, label: string) => ({ href: `/admin/quotes/${id}`, label });

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

const label = quoteEventLabels;

const visitKind = (kind: string) => visitKindLabels[kind as VisitKind] ?? kind;
const delayReason = (reason: string) => (Object.hasOwn(delayReasonLabels, reason) ? `Reason: ${delayReasonLabels[reason as DelayReason]}` : null);

const describers: { [Type in QuoteEventType]: (data: QuoteEventData[Type]) => Description } = {
  "quote.created": (data) => {
    if (data.revisionOf) {
      return { title: "Quote created as a revision", link: quoteLink(data.revisionOf, "Open the quote it revises"), tone: "neutral" };
    }
    return { title: data.source === "estimate" ? "Estimate request received from the website" : label["quote.created"], tone: "neutral" };
  },
  "quote.sent": (data) => {
    const to = text(data.to);
    return { title: `${label["quote.sent"]} to ${to ?? "the client"}`, tone: "neutral" };
  },
  "quote.viewed": () => ({ title: label["quote.viewed"], tone: "neutral" }),
  "quote.updated": (data) => {
    const fields = data.fields.map((field) => fieldLabels[field] ?? field);
    return { title: label["quote.updated"], detail: fields.length ? `Changed: ${fields.join(", ")}` : undefined, tone: "neutral" };
  },
  "quote.accepted": () => ({ title: label["quote.accepted"], tone: "good" }),
  "quote.rejected": (data) => {
    const reason = text(data.reason);
    return { title: label["quote.rejected"], detail: reason ? `Reason: “${reason}”` : "No reason given", tone: "bad" };
  },
  // The client's own words, line breaks kept (the detail is shown with white-space: pre-line).
  "quote.changes_requested": (data) => ({ title: label["quote.changes_requested"], detail: text(data.message) ?? undefined, tone: "attention" }),
  "quote.revised": (data) => ({ title: label["quote.revised"], link: quoteLink(data.revisionId, "Open the revision"), tone: "neutral" }),
  "quote.reminder_sent": (data) => {
    const to = text(data.to);
    return { title: `${label["quote.reminder_sent"]}: ${reminderReasons[data.kind]}`, detail: to ? `To ${to}` : undefined, tone: "neutral" };
  },
  "quote.reminders_switched": (data) => ({
    title: `${label["quote.reminders_switched"]} ${data.enabled ? "on" : "off"}`,
    tone: "neutral",
  }),
  "quote.note": (data) => ({ title: label["quote.note"], detail: text(data.text) ?? undefined, tone: "neutral" }),
  "quote.link_replaced": (data) => ({
    title: label["quote.link_replaced"],
    detail: data.emailed ? "The quote was e-mailed again with the new link" : "Not e-mailed: send the new link yourself",
    tone: "attention",
  }),
  "contract.signed": () => ({ title: label["contract.signed"], tone: "good" }),
  "payment.recorded": (data) => ({
    title: `${label["payment.recorded"]}: ${formatCents(data.amountCents)} (${data.kind})`,
    detail: data.receiptNumber ? `Received ${data.paidOn} · Receipt ${data.receiptNumber}` : `Received ${data.paidOn}`,
    tone: "good",
  }),
  "payment.voided": (data) => ({
    title: `${label["payment.voided"]}: ${formatCents(data.amountCents)} (receipt ${data.receiptNumber})`,
    detail: `Reason: “${data.reason}” · By ${data.voidedBy} · The client was e-mailed`,
    tone: "bad",
  }),
  "payment.balance_requested": (data) => ({
    title: `${label["payment.balance_requested"]}: ${formatCents(data.amountCents)}`,
    detail: `E-mailed to ${data.to}`,
    tone: "attention",
  }),
  "visit.created": (data) => ({ title: `${label["visit.created"]}: ${visitKind(data.kind)}`, tone: "neutral" }),
  "visit.proposed": (data) => ({
    title: `${label["visit.proposed"]}: ${visitKind(data.kind)} on ${formatHumanDate(data.day)}${data.startTime ? ` at ${formatClockTime(data.startTime)}` : ""}`,
    detail: data.notified ? "The client was e-mailed the date and a calendar entry" : "Not e-mailed to the client",
    tone: "neutral",
  }),
  "visit.confirmed": (data) => ({ title: `${label["visit.confirmed"]}: ${visitKind(data.kind)} on ${formatHumanDate(data.day)}`, tone: "good" }),
  "visit.other_date_asked": (data) => ({
    title: `${label["visit.other_date_asked"]}: ${visitKind(data.kind)}`,
    detail: [`Prefers ${data.preferredDays.map(formatHumanDate).join(", ")}`, text(data.note) ? `“${text(data.note)}”` : null]
      .filter(Boolean)
      .join(" · "),
    tone: "attention",
  }),
  "visit.moved": (data) => ({
    title: `${label["visit.moved"]}: ${visitKind(data.kind)} from ${data.from ? formatHumanDate(data.from) : "no date"} to ${data.to ? formatHumanDate(data.to) : "a date to be decided"}`,
    detail: [delayReason(data.reason), text(data.note), data.keptConfirmation ? "Confirmation kept" : null].filter(Boolean).join(" · "),
    tone: "attention",
  }),
  "visit.held": (data) => ({
    title: `${label["visit.held"]}: ${visitKind(data.kind)}`,
    detail: [delayReason(data.reason), text(data.note)].filter(Boolean).join(" · "),
    tone: "attention",
  }),
  "visit.cancelled": (data) => ({ title: `${label["visit.cancelled"]}: ${visitKind(data.kind)}`, detail: text(data.note) ?? undefined, tone: "bad" }),
  "visit.completed": (data) => ({ title: `${label["visit.completed"]}: ${visitKind(data.kind)}`, tone: "good" }),
  "visit.reminder_sent": (data) => ({
    title: `${label["visit.reminder_sent"]}: ${data.kind === "day_before" ? "the day before" : "please confirm"}`,
    detail: text(data.to) ? `To ${text(data.to)}` : undefined,
    tone: "neutral",
  }),
  "change_order.created": () => ({ title: label["change_order.created"], tone: "neutral" }),
  "change_order.sent": (data) => ({
    title: `${label["change_order.sent"]}: ${data.number}, ${formatSignedCents(data.totalCents)}`,
    detail: text(data.to) ? `To ${text(data.to)}` : undefined,
    tone: "neutral",
  }),
  "change_order.signed": (data) => ({
    title: `${label["change_order.signed"]}: ${data.number}, ${formatSignedCents(data.totalCents)}`,
    detail: data.context === "in_person" ? "Signed in person, on the business's device" : "Signed on the client's link",
    tone: "good",
  }),
  "change_order.declined": (data) => ({
    title: `${label["change_order.declined"]}: ${data.number}`,
    detail: text(data.message) ? `“${text(data.message)}”` : undefined,
    tone: "attention",
  }),
  "job.completed": (data) => ({ title: `${label["job.completed"]}: ${formatHumanDate(data.completedOn)}`, tone: "good" }),
  "job.completion_undone": (data) => ({ title: label["job.completion_undone"], detail: text(data.reason) ?? undefined, tone: "bad" }),
  "warranty.issued": (data) => ({
    title: `${label["warranty.issued"]}: ${data.number}`,
    detail: [
      `${formatHumanDate(data.startsOn)} to ${formatHumanDate(data.endsOn)}`,
      data.override ? `Issued before the balance was paid, by ${text(data.override)}` : null,
    ]
      .filter(Boolean)
      .join(" · "),
    tone: "good",
  }),
  "warranty.voided": (data) => ({ title: `${label["warranty.voided"]}: ${data.number}`, detail: text(data.reason) ?? undefined, tone: "bad" }),
  "change_order.voided": (data) => ({
    title: `${label["change_order.voided"]}: ${data.number}`,
    detail: text(data.reason) ?? undefined,
    tone: "bad",
  }),
  "follow_up.sent": (data) => ({
    title: `${label["follow_up.sent"]}: ${followUpKindLabels[data.kind]}`,
    detail: [text(data.to), data.by ? `Sent by ${text(data.by)}` : null].filter(Boolean).join(" · "),
    tone: "neutral",
  }),
  "follow_up.skipped": (data) => ({
    title: `${label["follow_up.skipped"]}: ${followUpKindLabels[data.kind]}`,
    detail: Object.hasOwn(followUpSkipReasonLabels, data.reason)
      ? followUpSkipReasonLabels[data.reason as FollowUpSkipReason]
      : (text(data.reason) ?? undefined),
    tone: "attention",
  }),
  "follow_up.review_link_opened": () => ({ title: label["follow_up.review_link_opened"], tone: "good" }),
  "follow_up.marked_reviewed": (data) => ({ title: label["follow_up.marked_reviewed"], detail: `By ${text(data.by)}`, tone: "good" }),
  "site.review_left": (data) => ({
    title: label["site.review_left"],
    detail: data.consentToQuote ? "May be quoted on the site: publish it from Reviews" : "Not to be quoted on the site",
    tone: "good",
  }),
};

/** The words for one timeline entry, by its kind. */
export function describeEvent<Type extends QuoteEventType>(event: TimelineEvent<Type>): Description {
  const describe: (data: QuoteEventData[Type]) => Description = describers[event.type];
  return describe(event.data);
}
