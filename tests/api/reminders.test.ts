/**
 * Automatic reminders with a controllable clock: sendDueReminders(now) is the sweep every server
 * runs; the tests move `now` forward instead of waiting days. Reminders go through the real outbox
 * and the real database; nothing of ours is replaced.
 */
import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, torontoDate } from "../../shared/quote-rules";
import { emails, quotes } from "../../shared/schema";
import { mailSettings } from "../../server/mail/settings";
import { isReminderHour, sendDueReminders } from "../../server/features/quotes/quote-reminders";
import { torontoHour } from "../../server/toronto-time";
import { createPricedQuote, linkOf } from "../support/factories";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const dayMs = 24 * 60 * 60 * 1000;
/**
 * 14:00 in Toronto on the Toronto calendar day of `from` + `days` (EST or EDT alike). The day is
 * Toronto's, not UTC's: from 19:00 (EST) or 20:00 (EDT) on, UTC is already on the next date, and the
 * quote's valid-until day is a Toronto date.
 */
function torontoAfternoon(from: Date, days: number): Date {
  const day = torontoDate(new Date(from.getTime() + days * dayMs));
  const [year, month, date] = day.split("-").map(Number);
  // 14:00 Toronto is 18:00 or 19:00 UTC on the same date.
  for (const utcHour of [18, 19]) {
    const candidate = new Date(Date.UTC(year, month - 1, date, utcHour));
    if (torontoDate(candidate) === day && torontoHour(candidate) === 14) return candidate;
  }
  throw new Error(`no 14:00 in Toronto on ${day}`);
}

const sweep = (now: Date) => sendDueReminders(t.database.db, mailSettings(t.config), now);
const remindersOf = (id: string) =>
  t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.quoteId, id)))
    .then((rows) => rows.filter((row) => row.kind.startsWith("quote-reminder")));
const sentAtOf = async (id: string) => (await t.database.db.select().from(quotes).where(eq(quotes.id, id)))[0].sentAt!;

describe("the unopened reminder", () => {
  it("goes once, 3 days after sending, to a quote nobody opened, and is on the timeline", async () => {
    const id = await createPricedQuote(t.app, { validUntil: addDays(torontoDate(new Date()), 30) });
    const sentAt = await sentAtOf(id);
    expect(await sweep(torontoAfternoon(sentAt, 2))).toBe(0);
    expect(await remindersOf(id)).toHaveLength(0);
    // 14:00 on the Toronto day of sending + 3.5 days is always past the 3 days, whatever the hour the
    // test runs at (+3.2 days fell short when a quote was sent between 14:00 and about 18:50).
    const due = torontoAfternoon(sentAt, 3.5);
    expect(await sweep(due)).toBeGreaterThanOrEqual(1);
    expect(await sweep(new Date(due.getTime() + 60_000))).toBe(0);
    const reminders = await remindersOf(id);
    expect(reminders.map((email) => email.kind)).toEqual(["quote-reminder-unopened"]);
    expect(reminders[0].text).toContain(`/quote/${await linkOf(t.app, id)}`);
    expect(reminders[0].text).not.toContain(id);
    const admin = await adminAgent(t.app);
    const timeline = (await admin.get(`/api/quotes/${id}/events`)).body.events;
    expect(timeline.find((event: { type: string }) => event.type === "quote.reminder_sent").data).toMatchObject({
      kind: "unopened",
      emailId: reminders[0].id,
    });
  });

  it("is not sent when the client opened the quote, or when reminders are off for it", async () => {
    const opened = await createPricedQuote(t.app, { validUntil: addDays(torontoDate(new Date()), 30) });
    await request(t.app).get(`/api/links/${await linkOf(t.app, opened)}`);
    const switchedOff = await createPricedQuote(t.app, { validUntil: addDays(torontoDate(new Date()), 30) });
    const admin = await adminAgent(t.app);
    const off = await admin.put(`/api/quotes/${switchedOff}/reminders`).send({ enabled: false });
    expect(off.status).toBe(200);
    expect(off.body.quote.remindersEnabled).toBe(false);
    await sweep(torontoAfternoon(await sentAtOf(opened), 4));
    expect(await remindersOf(opened)).toHaveLength(0);
    expect(await remindersOf(switchedOff)).toHaveLength(0);
  });

  it("waits for the morning: nothing is queued at night, Toronto time", async () => {
    const id = await createPricedQuote(t.app, { validUntil: addDays(torontoDate(new Date()), 30) });
    const afternoon = torontoAfternoon(await sentAtOf(id), 4);
    const night = new Date(afternoon.getTime() + 10 * 60 * 60 * 1000); // 00:00 Toronto
    expect(isReminderHour(night)).toBe(false);
    expect(await sweep(night)).toBe(0);
    expect(await remindersOf(id)).toHaveLength(0);
    expect(await sweep(new Date(night.getTime() + 9.5 * 60 * 60 * 1000))).toBeGreaterThanOrEqual(1); // 09:30
    expect(await remindersOf(id)).toHaveLength(1);
  });
});

describe("the expiry reminder", () => {
  it("goes once, 3 days before the valid-until day, to an undecided quote; never after a decision", async () => {
    const validUntil = addDays(torontoDate(new Date()), 10);
    const undecided = await createPricedQuote(t.app, { validUntil });
    const decided = await createPricedQuote(t.app, { validUntil });
    await request(t.app).get(`/api/links/${await linkOf(t.app, undecided)}`); // opened, so only the expiry reminder applies
    await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, decided)}/status`)
      .send({ status: "rejected", version: 1 });
    const sentAt = await sentAtOf(undecided);

    await sweep(torontoAfternoon(sentAt, 6));
    expect(await remindersOf(undecided)).toHaveLength(0);
    await sweep(torontoAfternoon(sentAt, 7));
    await sweep(torontoAfternoon(sentAt, 8));
    const reminders = await remindersOf(undecided);
    expect(reminders.map((email) => email.kind)).toEqual(["quote-reminder-expiring"]);
    expect(reminders[0].subject).toContain("expires on");
    expect(await remindersOf(decided)).toHaveLength(0);
  });

  it("is sent once even when several servers sweep at the same moment", async () => {
    const id = await createPricedQuote(t.app, { validUntil: addDays(torontoDate(new Date()), 2) });
    const now = torontoAfternoon(await sentAtOf(id), 1.5);
    const results = await Promise.all([sweep(now), sweep(now), sweep(now), sweep(now)]);
    expect(results.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    expect(await remindersOf(id)).toHaveLength(1);
  });

  it("a quote replaced by a revision gets no reminder", async () => {
    const id = await createPricedQuote(t.app, { validUntil: addDays(torontoDate(new Date()), 2) });
    await t.database.db.update(quotes).set({ replacedBy: id }).where(eq(quotes.id, id));
    await sweep(torontoAfternoon(await sentAtOf(id), 1.5));
    expect(await remindersOf(id)).toHaveLength(0);
  });
});
