/**
 * The job after the signature, driven as the owner and the client would under a moved clock: a pour
 * proposed, confirmed, delayed by rain (twice within ten minutes: one notice) and held; the calendar
 * files read back by two parsers; the mail counted in the outbox and delivered to a real SMTP peer;
 * the contract untouched throughout.
 */
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import nodeIcal from "node-ical";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailSender } from "../../server/documents/mail-sender";
import { createLogger } from "../../server/logger";
import { contracts, emails, type Email } from "../../shared/schema";
import { torontoDate } from "../../shared/quote-rules";
import { addCalendarDays, torontoWallClockToInstant } from "../../shared/toronto-wall-clock";
import { createSignedContract, lumpSumPatio } from "../support/signed-contract";
import { startSmtpPeer, type SmtpPeer } from "../support/smtp-peer";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let now = new Date();
let peer: SmtpPeer;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  peer = await startSmtpPeer();
});
afterAll(async () => {
  await peer.stop();
  await t.close();
});

/** Toronto wall-clock time as the app's clock. */
const at = (day: string, time: string) => {
  now = torontoWallClockToInstant(day, time);
};
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

function parseBoth(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  const [other] = Object.values(nodeIcal.sync.parseICS(text)).filter((entry) => entry?.type === "VEVENT") as nodeIcal.VEvent[];
  return { calendar, event, other };
}

const emailsOf = (contractId: string, kind: string): Promise<Email[]> =>
  t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.contractId, contractId), eq(emails.kind, kind)))
    .orderBy(emails.createdAt);

function calendarAttachment(email: Email): string {
  const [attachment] = email.attachments;
  if (!attachment || !("content" in attachment)) throw new Error(`no calendar file on ${email.subject}`);
  return attachment.content;
}

async function newJob(options: { waitForDeposit?: boolean } = {}) {
  const signedAt = now;
  now = new Date();
  const contract = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
  now = signedAt;
  const admin = await adminAgent(t.app);
  await admin
    .put("/api/schedule/settings")
    .send({ waitForDeposit: options.waitForDeposit ?? false })
    .expect(200);
  const job = (await admin.get(`/api/contracts/${contract.contractId}/job`).expect(200)).body.job;
  const token = String(job.schedulePath).replace("/schedule/", "");
  return { admin, contract, job, token };
}

describe("a pour proposed, confirmed, delayed by rain and held", () => {
  it("keeps the client's calendar right and tells them once per change, without touching the contract", async () => {
    at("2027-05-03", "09:00"); // Monday
    const { admin, contract, job, token } = await newJob();
    const sender = startMailSender({
      db: t.database.db,
      config: { ...t.config, smtpUrl: peer.url },
      logger: createLogger("silent"),
      intervalMs: 0,
      clock: () => now,
    });
    await sender.deliverDue(); // the quote and contract e-mails of the signing
    const [contractBefore] = await t.database.db.select().from(contracts).where(eq(contracts.id, contract.contractId));

    const created = await admin.post(`/api/jobs/${job.id}/visits`).send({ kind: "pour", clientNote: "Pour day; please be home by 8" }).expect(201);
    expect(created.body.visit).toMatchObject({
      kind: "pour",
      status: "draft",
      day: null,
      clientVisible: true,
      when: "Date to be decided",
      version: 1,
    });
    const visitId = created.body.visit.id;

    // Thursday 07:00 with a two-hour window; the client hears of it in one e-mail ten minutes later.
    const proposed = await admin
      .post(`/api/visits/${visitId}/propose`)
      .send({ version: 1, day: "2027-05-06", startTime: "07:00", windowMinutes: 120 })
      .expect(200);
    expect(proposed.body.visit).toMatchObject({
      status: "proposed",
      icalSequence: 0,
      when: "Thursday, May 6, 2027, the crew arrives between 7:00 a.m. and 9:00 a.m.",
    });
    const [proposalNotice] = await emailsOf(contract.contractId, "visit-notice");
    expect(proposalNotice.subject).toBe("Your concrete pour date: Thursday, May 6, 2027, the crew arrives between 7:00 a.m. and 9:00 a.m.");
    expect(proposalNotice.nextAttemptAt.getTime() - now.getTime()).toBe(10 * 60_000);
    const first = parseBoth(calendarAttachment(proposalNotice));
    expect(first.calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(first.event.sequence).toBe(0);
    expect(first.event.startDate.toJSDate().toISOString()).toBe("2027-05-06T11:00:00.000Z");
    expect(new Date(first.other.start).toISOString()).toBe("2027-05-06T11:00:00.000Z");
    expect(new Date(first.other.end!).toISOString()).toBe("2027-05-06T13:00:00.000Z");
    expect(first.calendar.getFirstSubcomponent("vevent")!.getAllProperties("attendee")).toHaveLength(0);
    const uid = first.event.uid;

    later(11);
    expect(await sender.deliverDue()).toMatchObject({ sent: 1 });
    const delivered = peer.received.at(-1)!.mail;
    expect(delivered.attachments.map((attachment) => attachment.contentType)).toEqual(["text/calendar"]);

    // The client reads the date in words and confirms the version they saw.
    const page = await request(t.app).get(`/api/schedule-links/${token}`).expect(200);
    expect(page.body.schedule.visits).toEqual([
      expect.objectContaining({ id: visitId, status: "proposed", canConfirm: true, canAskOtherDate: true, hasCalendarFile: true, version: 2 }),
    ]);
    expect(page.body.schedule.visits[0].preparation).toContain("Do not drive on the new concrete for 7 days; walk on it only after 24 hours.");
    expect(JSON.stringify(page.body)).not.toContain("internalNote");
    await request(t.app).post(`/api/schedule-links/${token}/visits/${visitId}/confirm`).send({ version: 1 }).expect(409);
    const confirmed = await request(t.app).post(`/api/schedule-links/${token}/visits/${visitId}/confirm`).send({ version: 2 }).expect(200);
    expect(confirmed.body.schedule.visits[0]).toMatchObject({ status: "confirmed", canConfirm: false });
    const [confirmation] = await emailsOf(contract.contractId, "visit-confirmed");
    expect(confirmation.subject).toBe("Confirmed: your concrete pour on Thursday, May 6, 2027, the crew arrives between 7:00 a.m. and 9:00 a.m.");
    const afterConfirm = parseBoth(calendarAttachment(confirmation));
    expect(afterConfirm.event.uid).toBe(uid);
    expect(afterConfirm.event.sequence).toBe(1);
    expect(afterConfirm.calendar.getFirstSubcomponent("vevent")!.getFirstPropertyValue("status")).toBe("CONFIRMED");

    // Rain on Thursday: the next working day is Friday (one day: the confirmation stands).
    later(60);
    const version = confirmed.body.schedule.visits[0].version;
    const rain = await admin
      .post(`/api/visits/${visitId}/move`)
      .send({ version, reason: "rain", target: "next_working_day", note: "Heavy rain forecast Thursday; see you Friday." })
      .expect(200);
    expect(rain.body.visit).toMatchObject({ day: "2027-05-07", status: "confirmed", icalSequence: 2, lastDelayReason: "rain" });
    // Five minutes later it moves again, to Saturday at 08:00: the same notice, not a second one.
    later(5);
    const again = await admin
      .post(`/api/visits/${visitId}/move`)
      .send({ version: rain.body.visit.version, reason: "rain", target: "date", day: "2027-05-08", startTime: "08:00" })
      .expect(200);
    expect(again.body.visit).toMatchObject({ day: "2027-05-08", startTime: "08:00", windowMinutes: 120, status: "confirmed", icalSequence: 3 });
    const notices = await emailsOf(contract.contractId, "visit-notice");
    expect(notices).toHaveLength(2);
    const rainNotice = notices[1];
    expect(rainNotice.subject).toBe("Weather delay: your concrete pour moved from Thu, May 6");
    expect(rainNotice.text).toContain("Saturday, May 8, 2027, the crew arrives between 8:00 a.m. and 10:00 a.m.");
    expect(rainNotice.text).toContain("Rain is forecast for the day");
    expect(rainNotice.text).toContain("replaces the earlier entry");
    const moved = parseBoth(calendarAttachment(rainNotice));
    expect(moved.event.uid).toBe(uid);
    expect(moved.event.sequence).toBe(3);
    expect(moved.event.startDate.toJSDate().toISOString()).toBe("2027-05-08T12:00:00.000Z");
    expect(new Date(moved.other.start).toISOString()).toBe("2027-05-08T12:00:00.000Z");

    // Eleven minutes after the first change the notice goes; a hold then is a new notice: CANCEL, same UID.
    later(11);
    expect(await sender.deliverDue()).toMatchObject({ sent: 2 });
    const held = await admin
      .post(`/api/visits/${visitId}/move`)
      .send({ version: again.body.visit.version, reason: "cold", target: "to_be_decided" })
      .expect(200);
    expect(held.body.visit).toMatchObject({ status: "on_hold", day: null, icalSequence: 4, when: "Date to be decided" });
    const holdNotice = (await emailsOf(contract.contractId, "visit-notice"))[2];
    expect(holdNotice.subject).toBe("Weather delay: your concrete pour date is to be decided");
    expect(holdNotice.text).toContain("below 5 °C");
    const cancelled = parseBoth(calendarAttachment(holdNotice));
    expect(cancelled.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancelled.calendar.getFirstSubcomponent("vevent")!.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelled.event.uid).toBe(uid);
    expect(cancelled.event.sequence).toBe(4);
    expect(holdNotice.attachments[0]).toMatchObject({ contentType: "text/calendar; charset=utf-8; method=CANCEL" });

    // The client's page says so, with no date to confirm or download.
    const heldPage = await request(t.app).get(`/api/schedule-links/${token}`).expect(200);
    expect(heldPage.body.schedule.visits[0]).toMatchObject({
      status: "on_hold",
      when: "Date to be decided",
      canConfirm: false,
      hasCalendarFile: false,
    });
    await request(t.app).get(`/api/schedule-links/${token}/visits/${visitId}/calendar.ics`).expect(404);

    // Every change is on the quote's timeline with who and why; the contract never changed.
    const events = (await admin.get(`/api/quotes/${contract.quoteId}/events`).expect(200)).body.events as Array<{
      type: string;
      data: Record<string, unknown>;
    }>;
    expect(
      events.filter((event) => event.type.startsWith("visit.")).map((event) => [event.type, event.data.reason ?? event.data.by ?? null]),
    ).toEqual([
      ["visit.created", "admin@formaconcretegta.ca"],
      ["visit.proposed", "admin@formaconcretegta.ca"],
      ["visit.confirmed", null],
      ["visit.moved", "rain"],
      ["visit.moved", "rain"],
      ["visit.held", "cold"],
    ]);
    const [contractAfter] = await t.database.db.select().from(contracts).where(eq(contracts.id, contract.contractId));
    expect(contractAfter.contractHash).toBe(contractBefore.contractHash);
    expect(contractAfter.contractText).toBe(contractBefore.contractText);

    const jobAfter = (await admin.get(`/api/contracts/${contract.contractId}/job`).expect(200)).body.job;
    expect(jobAfter.notices.map((notice: { kind: string }) => notice.kind)).toEqual(["held", "moved", "moved", "proposed"]);
    await sender.stop();
  });
});

describe("the calendar file the client downloads", () => {
  it.each([
    ["2026-03-06", "2026-03-01", "2026-03-06T12:00:00.000Z"],
    ["2026-03-09", "2026-03-01", "2026-03-09T11:00:00.000Z"],
    ["2026-11-02", "2026-10-28", "2026-11-02T12:00:00.000Z"],
  ])("puts 07:00 on %s in Toronto at the right instant", async (day, bookedOn, utc) => {
    at(bookedOn, "12:00");
    const { admin, job, token } = await newJob();
    const visit = (await admin.post(`/api/jobs/${job.id}/visits`).send({ kind: "pour" }).expect(201)).body.visit;
    await admin.post(`/api/visits/${visit.id}/propose`).send({ version: 1, day, startTime: "07:00", windowMinutes: 60, notify: false }).expect(200);
    const file = await request(t.app).get(`/api/schedule-links/${token}/visits/${visit.id}/calendar.ics`).expect(200);
    expect(file.headers["content-type"]).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    expect(file.headers["content-disposition"]).toBe(`attachment; filename="pour-${day}.ics"`);
    const { event, other } = parseBoth(file.text);
    expect(event.startDate.toJSDate().toISOString()).toBe(utc);
    expect(new Date(other.start).toISOString()).toBe(utc);
    expect(file.text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it("escapes notes with line breaks, commas, semicolons and emoji, and reads them back as written", async () => {
    at("2027-06-01", "10:00");
    const { admin, job, token } = await newJob();
    const note = "Gate code 4412; side door, not front.\nDog: Biscuit 🐕 (friendly) — café au lait driveway ✔️";
    const visit = (await admin.post(`/api/jobs/${job.id}/visits`).send({ kind: "seal", clientNote: note }).expect(201)).body.visit;
    await admin.post(`/api/visits/${visit.id}/propose`).send({ version: 1, day: "2027-06-10", spanDays: 2, notify: false }).expect(200);
    const file = await request(t.app).get(`/api/schedule-links/${token}/visits/${visit.id}/calendar.ics`).expect(200);
    const { event, other } = parseBoth(file.text);
    expect(event.description).toContain(note);
    expect(other.description).toContain(note);
    expect(event.startDate.toString()).toBe("2027-06-10");
    expect(event.endDate.toString()).toBe("2027-06-12"); // exclusive end of a two-day visit
    expect(file.text).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
  });
});

describe("refusals", () => {
  it("refuses past dates, long windows, bad lengths, stale versions and changes to completed visits", async () => {
    at("2027-07-05", "19:30");
    const { admin, job } = await newJob();
    const visit = (await admin.post(`/api/jobs/${job.id}/visits`).send({ kind: "pour" }).expect(201)).body.visit;
    const past = await admin.post(`/api/visits/${visit.id}/propose`).send({ version: 1, day: "2027-07-04" }).expect(422);
    expect(past.body).toMatchObject({ code: "VISIT_DATE_REFUSED", errors: { day: "Please choose today or a later date" } });
    const longWindow = await admin
      .post(`/api/visits/${visit.id}/propose`)
      .send({ version: 1, day: "2027-07-06", startTime: "07:00", windowMinutes: 721 })
      .expect(400);
    expect(longWindow.body.errors.windowMinutes).toBe("The arrival window must be between 15 minutes and 12 hours");
    for (const spanDays of [0, 11]) {
      const bad = await admin.post(`/api/visits/${visit.id}/propose`).send({ version: 1, day: "2027-07-06", spanDays }).expect(400);
      expect(bad.body.errors.spanDays).toBe("A visit lasts 1 to 10 days");
    }
    await admin.post(`/api/jobs/${job.id}/visits`).send({ kind: "pour", day: "2027-07-05" }).expect(201); // today, at 19:30, is still bookable
    const ok = await admin.post(`/api/visits/${visit.id}/propose`).send({ version: 1, day: "2027-07-06" }).expect(200);
    const stale = await admin.post(`/api/visits/${visit.id}/move`).send({ version: 1, reason: "rain", target: "next_working_day" }).expect(409);
    expect(stale.body.code).toBe("VISIT_CHANGED");
    const done = await admin.post(`/api/visits/${visit.id}/complete`).send({ version: ok.body.visit.version }).expect(200);
    const afterDone = await admin
      .post(`/api/visits/${visit.id}/move`)
      .send({ version: done.body.visit.version, reason: "rain", target: "next_working_day" })
      .expect(409);
    expect(afterDone.body).toMatchObject({ code: "VISIT_STATE", message: "This visit is completed and can no longer be changed" });
    await admin.patch(`/api/visits/${visit.id}`).send({ version: done.body.visit.version, clientNote: "x" }).expect(409);
  });

  it("keeps a confirmation for a move of two working days, and asks again for a longer one", async () => {
    at("2027-09-20", "09:00"); // Monday
    const { admin, job, token } = await newJob();
    const visit = (await admin.post(`/api/jobs/${job.id}/visits`).send({ kind: "pour" }).expect(201)).body.visit;
    let current = (await admin.post(`/api/visits/${visit.id}/propose`).send({ version: 1, day: "2027-09-23", notify: false }).expect(200)).body.visit;
    const confirm = async (version: number) =>
      (await request(t.app).post(`/api/schedule-links/${token}/visits/${visit.id}/confirm`).send({ version }).expect(200)).body.schedule.visits[0];
    current = await confirm(current.version);
    // Thursday to Saturday: two working days.
    current = (
      await admin
        .post(`/api/visits/${visit.id}/move`)
        .send({ version: current.version, reason: "supplier", target: "date", day: "2027-09-25" })
        .expect(200)
    ).body.visit;
    expect(current.status).toBe("confirmed");
    // Saturday to Wednesday: three working days (Sunday not counted).
    current = (
      await admin
        .post(`/api/visits/${visit.id}/move`)
        .send({ version: current.version, reason: "crew", target: "date", day: "2027-09-29" })
        .expect(200)
    ).body.visit;
    expect(current).toMatchObject({ status: "rescheduled", confirmedAt: null });
    const page = (await request(t.app).get(`/api/schedule-links/${token}`).expect(200)).body.schedule.visits[0];
    expect(page).toMatchObject({ canConfirm: true, delayExplanation: "Our crew cannot be there on that day." });
  });

  it("waits for the deposit before the first date, when the setting is on", async () => {
    // At the real time: a payment's day is checked against the real clock when the body is read.
    now = new Date();
    const today = torontoDate(now);
    const { admin, contract, job } = await newJob({ waitForDeposit: true });
    const visit = (await admin.post(`/api/jobs/${job.id}/visits`).send({ kind: "excavation" }).expect(201)).body.visit;
    const refused = await admin
      .post(`/api/visits/${visit.id}/propose`)
      .send({ version: 1, day: addCalendarDays(today, 3) })
      .expect(409);
    expect(refused.body.code).toBe("DEPOSIT_NOT_RECEIVED");
    expect((await admin.get(`/api/contracts/${contract.contractId}/job`).expect(200)).body.job).toMatchObject({
      depositReceived: false,
      waitForDeposit: true,
    });
    await admin
      .post(`/api/contracts/${contract.contractId}/payments`)
      .send({ kind: "deposit", amount: "5,565.25", method: "etransfer", paidOn: today, reference: "CA1" })
      .expect(201);
    await admin
      .post(`/api/visits/${visit.id}/propose`)
      .send({ version: 1, day: addCalendarDays(today, 3) })
      .expect(200);
  });

  it("takes one to three other dates from the client: none or four are a 422", async () => {
    at("2027-08-02", "09:00");
    const { admin, contract, job, token } = await newJob();
    const visit = (await admin.post(`/api/jobs/${job.id}/visits`).send({ kind: "pour" }).expect(201)).body.visit;
    const proposed = (await admin.post(`/api/visits/${visit.id}/propose`).send({ version: 1, day: "2027-08-10" }).expect(200)).body.visit;
    const path = `/api/schedule-links/${token}/visits/${visit.id}/other-date`;
    for (const preferredDays of [[], ["2027-08-11", "2027-08-12", "2027-08-13", "2027-08-14"]]) {
      const refused = await request(t.app).post(path).send({ version: proposed.version, preferredDays }).expect(422);
      expect(refused.body).toMatchObject({ code: "PREFERRED_DAYS_INVALID", message: "Please suggest one to 3 dates that suit you" });
    }
    await request(t.app)
      .post(path)
      .send({ version: proposed.version, preferredDays: ["2027-08-01"] })
      .expect(422);
    const asked = await request(t.app)
      .post(path)
      .send({ version: proposed.version, preferredDays: ["2027-08-11", "2027-08-12", "2027-08-14"], note: "Away that week, sorry" })
      .expect(200);
    expect(asked.body.schedule.visits[0]).toMatchObject({ status: "change_requested", canConfirm: false });
    const [notice] = await emailsOf(contract.contractId, "visit-other-date-notice");
    expect(notice.to).toBe(t.config.businessEmail);
    expect(notice.text).toContain("Wednesday, August 11, 2027");
    expect(notice.text).toContain("Away that week, sorry");
    // An unknown token, another job's visit or a draft are all 404.
    await request(t.app).get("/api/schedule-links/not-a-real-token-at-all-0000").expect(404);
    const draft = (await admin.post(`/api/jobs/${job.id}/visits`).send({ kind: "pour" }).expect(201)).body.visit;
    await request(t.app).post(`/api/schedule-links/${token}/visits/${draft.id}/confirm`).send({ version: 1 }).expect(404);
  });
});
