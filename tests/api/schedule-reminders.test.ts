/**
 * The schedule's timed messages under a controlled clock, at the minutes that matter: the day-before
 * reminder at 15:59, 16:00 and 16:01 Toronto with several sweeps at once (several servers), never
 * for a visit booked after 16:00 the day before, following a moved visit to its new date; the
 * "please confirm" nudge three days before; the owner's digest at 18:00; and the March clock change.
 */
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendDueScheduleMessages } from "../../server/features/schedule/schedule-reminders";
import { mailSettings } from "../../server/mail/settings";
import { emails, scheduledMessages } from "../../shared/schema";
import { torontoWallClockToInstant } from "../../shared/toronto-wall-clock";
import { createSignedContract, lumpSumPatio } from "../support/signed-contract";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let now = new Date();
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());

const at = (day: string, time: string) => {
  now = torontoWallClockToInstant(day, time);
  return now;
};
const sweep = (when: Date) => sendDueScheduleMessages(t.database.db, mailSettings(t.config), when);

async function proposedPour(day: string, startTime = "07:00") {
  const bookedAt = now;
  now = new Date();
  const contract = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
  now = bookedAt;
  const admin = await adminAgent(t.app);
  await admin.put("/api/schedule/settings").send({ waitForDeposit: false }).expect(200);
  const job = (await admin.get(`/api/contracts/${contract.contractId}/job`).expect(200)).body.job;
  const visit = (await admin.post(`/api/jobs/${job.id}/visits`).send({ kind: "pour" }).expect(201)).body.visit;
  const proposed = (await admin.post(`/api/visits/${visit.id}/propose`).send({ version: 1, day, startTime, windowMinutes: 120 }).expect(200)).body
    .visit;
  return { admin, contract, visit: proposed as { id: string; version: number } };
}

const mailOf = (contractId: string, kind: string) =>
  t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.contractId, contractId), eq(emails.kind, kind)));

describe("reminders about a visit", () => {
  it("sends the nudge at 10:00 three days before and one day-before reminder at 16:00, whatever the number of sweeps", async () => {
    at("2027-09-06", "09:00"); // Monday; the pour is Thursday
    const a = await proposedPour("2027-09-09");
    const b = await proposedPour("2027-09-09");
    // B is moved for rain on Wednesday afternoon, before the reminder: to Friday.
    at("2027-09-08", "15:00");
    await b.admin.post(`/api/visits/${b.visit.id}/move`).send({ version: b.visit.version, reason: "rain", target: "next_working_day" }).expect(200);

    await sweep(at("2027-09-06", "09:59"));
    expect(await mailOf(a.contract.contractId, "visit-confirm-nudge")).toHaveLength(0);
    await Promise.all([sweep(at("2027-09-06", "10:00")), sweep(now), sweep(now)]);
    const [nudge] = await mailOf(a.contract.contractId, "visit-confirm-nudge");
    expect(nudge.subject).toBe(
      "Please confirm your concrete pour date: Thursday, September 9, 2027, the crew arrives between 7:00 a.m. and 9:00 a.m.",
    );
    expect(await mailOf(a.contract.contractId, "visit-confirm-nudge")).toHaveLength(1);

    expect(await sweep(at("2027-09-08", "15:59"))).toBe(0);
    expect(await mailOf(a.contract.contractId, "visit-reminder-day-before")).toHaveLength(0);
    const counts = await Promise.all([sweep(at("2027-09-08", "16:00")), sweep(now), sweep(now)]);
    expect(await mailOf(a.contract.contractId, "visit-reminder-day-before")).toHaveLength(1);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    await sweep(at("2027-09-08", "16:01"));
    const [reminder] = await mailOf(a.contract.contractId, "visit-reminder-day-before");
    expect(reminder.subject).toBe("Tomorrow: your concrete pour");
    expect(reminder.text).toContain("Thursday, September 9, 2027, the crew arrives between 7:00 a.m. and 9:00 a.m.");
    expect(reminder.to).toBe(a.contract.clientEmail);
    // B's old date got no reminder; its new date gets one the day before.
    expect(await mailOf(b.contract.contractId, "visit-reminder-day-before")).toHaveLength(0);
    await sweep(at("2027-09-09", "16:00"));
    const [moved] = await mailOf(b.contract.contractId, "visit-reminder-day-before");
    expect(moved.text).toContain("Friday, September 10, 2027");
    expect(await mailOf(a.contract.contractId, "visit-reminder-day-before")).toHaveLength(1);
  });

  it("sends no day-before reminder for a visit booked at 19:30 the evening before, and says why", async () => {
    at("2027-09-15", "19:30");
    const late = await proposedPour("2027-09-16");
    await sweep(at("2027-09-15", "19:35"));
    await sweep(at("2027-09-15", "23:59"));
    expect(await mailOf(late.contract.contractId, "visit-reminder-day-before")).toHaveLength(0);
    const [claim] = await t.database.db.select().from(scheduledMessages).where(eq(scheduledMessages.visitId, late.visit.id));
    expect(claim).toMatchObject({ kind: "day_before", status: "skipped", skipReason: "booked after the reminder was due" });
    // Its booking e-mail (the notice) carries the date and the calendar file instead.
    expect(await mailOf(late.contract.contractId, "visit-notice")).toHaveLength(1);
  });

  it("reminds at 16:00 local on the day the clocks go forward", async () => {
    at("2027-03-10", "09:00");
    const spring = await proposedPour("2027-03-15"); // Monday; the day before is Sunday 14 March, the change
    await sweep(at("2027-03-14", "15:59"));
    expect(await mailOf(spring.contract.contractId, "visit-reminder-day-before")).toHaveLength(0);
    expect(now.toISOString()).toBe("2027-03-14T19:59:00.000Z"); // EDT already
    await sweep(at("2027-03-14", "16:00"));
    expect(await mailOf(spring.contract.contractId, "visit-reminder-day-before")).toHaveLength(1);
  });
});

describe("the owner's evening digest", () => {
  it("lists tomorrow's visits with address, time, notes and balance at 18:00, once", async () => {
    at("2027-10-18", "09:00");
    const first = await proposedPour("2027-10-20", "07:30");
    await first.admin.patch(`/api/visits/${first.visit.id}`).send({ version: first.visit.version, internalNote: "Pump truck booked" }).expect(200);
    await sweep(at("2027-10-19", "17:59"));
    // Earlier tests' days had their own digests: this one is tomorrow's.
    const digests = async () =>
      (
        await t.database.db
          .select()
          .from(emails)
          .where(inArray(emails.kind, ["schedule-digest"]))
      ).filter((email) => email.subject.includes("October 20, 2027"));
    expect(await digests()).toHaveLength(0);
    await Promise.all([sweep(at("2027-10-19", "18:00")), sweep(now)]);
    await sweep(at("2027-10-19", "21:00"));
    const sent = await digests();
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toBe(t.config.businessEmail);
    expect(sent[0].subject).toBe("Tomorrow, Wednesday, October 20, 2027: 1 visit");
    expect(sent[0].text).toContain("Pump truck booked");
    expect(sent[0].text).toContain("between 7:30 a.m. and 9:30 a.m.");
    expect(sent[0].text).toContain("Balance due: $11,130.50 CAD");
  });
});
