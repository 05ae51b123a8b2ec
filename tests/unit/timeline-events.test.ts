import { describe, expect, it } from "vitest";
import { quoteEventLabels, quoteEventTypes, isQuoteEventType } from "@shared/audit-events";
import { quoteEventSchema, quoteEventSchemas } from "@shared/api/responses";
import { describeEvent, type TimelineEvent } from "@/features/admin/quote-event-descriptions";

const uuid = "0b9a4c1e-6f1d-4b7a-9c57-3c1f0e2d8a11";

/** One event of every kind, as the server answers it. */
const samples: { [Type in keyof typeof quoteEventLabels]: TimelineEvent<Type>["data"] } = {
  "quote.created": { source: "admin" },
  "quote.updated": { fields: ["totalCost"] },
  "quote.sent": { to: "client@example.com", emailId: uuid },
  "quote.viewed": {},
  "quote.accepted": {},
  "quote.rejected": { reason: "Too expensive" },
  "quote.changes_requested": { message: "Smaller patio" },
  "quote.revised": { revisionId: uuid },
  "quote.reminder_sent": { kind: "expiring", to: "client@example.com", emailId: uuid },
  "quote.reminders_switched": { enabled: false },
  "quote.note": { text: "Call on Monday" },
  "quote.link_replaced": { emailed: true },
  "contract.signed": { hash: "ab".repeat(32) },
  "payment.recorded": { paymentId: uuid, kind: "deposit", amountCents: 150_000, method: "e-transfer", paidOn: "2026-11-20" },
  "payment.voided": { paymentId: uuid, receiptNumber: "R-0007", amountCents: 150_000, reason: "Recorded twice", voidedBy: "owner@example.com" },
  "payment.balance_requested": { amountCents: 556_525, to: "client@example.com", emailId: uuid, requestedAt: "2026-11-20T15:00:00.000Z" },
  "visit.created": { visitId: uuid, kind: "pour", by: "owner@example.com" },
  "visit.proposed": {
    visitId: uuid,
    kind: "pour",
    day: "2026-10-14",
    startTime: "07:00",
    windowMinutes: 120,
    by: "owner@example.com",
    notified: true,
  },
  "visit.confirmed": { visitId: uuid, kind: "pour", day: "2026-10-14" },
  "visit.other_date_asked": { visitId: uuid, kind: "pour", day: "2026-10-14", preferredDays: ["2026-10-16", "2026-10-17"], note: "Away that week" },
  "visit.moved": {
    visitId: uuid,
    kind: "pour",
    from: "2026-10-14",
    to: "2026-10-15",
    reason: "rain",
    by: "owner@example.com",
    keptConfirmation: true,
  },
  "visit.held": { visitId: uuid, kind: "pour", from: "2026-10-14", reason: "cold", by: "owner@example.com" },
  "visit.cancelled": { visitId: uuid, kind: "seal", from: null, by: "owner@example.com" },
  "visit.completed": { visitId: uuid, kind: "pour", day: "2026-10-14", by: "owner@example.com" },
  "visit.reminder_sent": { visitId: uuid, kind: "day_before", to: "client@example.com", emailId: uuid },
  "change_order.created": { changeOrderId: uuid, by: "owner@example.com" },
  "change_order.sent": { changeOrderId: uuid, number: "CO-1", totalCents: 135_600, to: "client@example.com", by: "owner@example.com" },
  "change_order.signed": { changeOrderId: uuid, number: "CO-1", totalCents: 135_600, context: "in_person", hash: "ab".repeat(32) },
  "change_order.declined": { changeOrderId: uuid, number: "CO-2", message: "Too much for the steps" },
  "change_order.voided": { changeOrderId: uuid, number: "CO-3", reason: "Wrong price", by: "owner@example.com" },
  "job.completed": { completionId: uuid, completedOn: "2026-10-20", by: "owner@example.com" },
  "job.completion_undone": { completionId: uuid, reason: "Marked on the wrong job", by: "owner@example.com" },
  "warranty.issued": { certificateId: uuid, number: "W-2026-0001", startsOn: "2026-10-20", endsOn: "2031-10-20", override: "owner@example.com" },
  "warranty.voided": { certificateId: uuid, number: "W-2026-0001", reason: "Marked on the wrong job" },
  "follow_up.sent": { followUpId: uuid, kind: "review_request", to: "client@example.com", emailId: uuid, by: "owner@example.com" },
  "follow_up.skipped": { followUpId: uuid, kind: "reseal_reminder", reason: "opted_out" },
  "follow_up.review_link_opened": { followUpId: uuid },
  "follow_up.marked_reviewed": { followUpId: uuid, by: "owner@example.com" },
  "site.review_left": { consentToQuote: true },
};

describe("the timeline's event kinds", () => {
  it("lists every labelled kind, and only those", () => {
    expect([...quoteEventTypes].sort()).toEqual(Object.keys(quoteEventLabels).sort());
    expect(isQuoteEventType("admin.login")).toBe(false);
    expect(isQuoteEventType("toString")).toBe(false);
  });

  it("gives every kind a label, an answer schema and a description on the admin's timeline", () => {
    expect(Object.keys(quoteEventSchemas).sort()).toEqual([...quoteEventTypes].sort());
    for (const type of quoteEventTypes) {
      expect(quoteEventLabels[type].length, type).toBeGreaterThan(2);
      const event = { id: uuid, type, at: "2026-11-20T15:00:00.000Z", data: samples[type] };
      expect(quoteEventSchemas[type].safeParse(event).success, type).toBe(true);
      expect(quoteEventSchema.safeParse(event).success, type).toBe(true);
      const description = describeEvent(event as TimelineEvent);
      expect(description.title, type).toContain(quoteEventLabels[type].split(":")[0]);
    }
  });

  it("keeps the words the admin reads", () => {
    const at = "2026-11-20T15:00:00.000Z";
    expect(describeEvent({ id: uuid, type: "quote.reminder_sent", at, data: samples["quote.reminder_sent"] }).title).toBe(
      "Reminder sent: expires in 3 days",
    );
    expect(describeEvent({ id: uuid, type: "quote.reminders_switched", at, data: { enabled: true } }).title).toBe("Automatic reminders switched on");
    expect(describeEvent({ id: uuid, type: "quote.sent", at, data: samples["quote.sent"] }).title).toBe("Quote e-mailed to client@example.com");
    expect(describeEvent({ id: uuid, type: "payment.recorded", at, data: samples["payment.recorded"] }).title).toMatch(/^Payment recorded: .*1,500/);
  });
});
