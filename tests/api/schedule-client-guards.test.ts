/**
 * The client's schedule link under an attacker's hand: the API refuses what the page does not offer
 * (a visit already waiting for another date, a passed, completed or cancelled visit), the client's
 * actions on one job are limited however many arrive at once, the business hears of date requests in
 * at most one notice per job per interval listing every one of them, and a replaced link is gone.
 * Everything under the app's injected clock.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../server/logger";
import { startMailSender, type MailSender } from "../../server/documents/mail-sender";
import { torontoWallClockToInstant } from "../../shared/toronto-wall-clock";
import { scheduleLimits } from "../../shared/schedule/rules";
import { createSignedContract, lumpSumPatio } from "../support/signed-contract";
import { startSmtpPeer, type SmtpPeer } from "../support/smtp-peer";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let now = new Date();
let peer: SmtpPeer;
let sender: MailSender;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  peer = await startSmtpPeer();
  sender = startMailSender({
    db: t.database.db,
    config: { ...t.config, smtpUrl: peer.url },
    logger: createLogger("silent"),
    intervalMs: 0,
    clock: () => now,
  });
});
afterAll(async () => {
  await sender.stop();
  await peer.stop();
  await t.close();
});

const at = (day: string, time: string) => {
  now = torontoWallClockToInstant(day, time);
};
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

async function newJob() {
  const signedAt = now;
  now = new Date();
  const contract = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
  now = signedAt;
  const admin = await adminAgent(t.app);
  await admin.put("/api/schedule/settings").send({ waitForDeposit: false }).expect(200);
  const job = (await admin.get(`/api/contracts/${contract.contractId}/job`).expect(200)).body.job;
  const token = String(job.schedulePath).replace("/schedule/", "");
  return { admin, contract, job, token };
}

type Agent = Awaited<ReturnType<typeof adminAgent>>;

async function proposedVisit(admin: Agent, jobId: string, day: string, kind = "pour") {
  const visit = (await admin.post(`/api/jobs/${jobId}/visits`).send({ kind }).expect(201)).body.visit;
  return (await admin.post(`/api/visits/${visit.id}/propose`).send({ version: 1, day, startTime: "07:00", windowMinutes: 120 }).expect(200)).body
    .visit as { id: string; version: number };
}

const confirmPath = (token: string, visitId: string) => `/api/schedule-links/${token}/visits/${visitId}/confirm`;
const otherDatePath = (token: string, visitId: string) => `/api/schedule-links/${token}/visits/${visitId}/other-date`;

describe("what the page does not offer, the API refuses", () => {
  it("refuses a visit already waiting for another date, with VISIT_CHANGE_PENDING", async () => {
    at("2027-06-07", "09:00");
    const { admin, job, token } = await newJob();
    const visit = await proposedVisit(admin, job.id, "2027-06-10");
    const asked = await request(t.app)
      .post(otherDatePath(token, visit.id))
      .send({ version: visit.version, preferredDays: ["2027-06-14"] })
      .expect(200);
    const waiting = asked.body.schedule.visits[0];
    expect(waiting).toMatchObject({ status: "change_requested", canConfirm: false, canAskOtherDate: false });
    const again = await request(t.app)
      .post(otherDatePath(token, visit.id))
      .send({ version: waiting.version, preferredDays: ["2027-06-15"] })
      .expect(409);
    expect(again.body).toMatchObject({
      code: "VISIT_CHANGE_PENDING",
      message: "You already asked for another date for this visit. We will propose one soon.",
    });
    const confirm = await request(t.app).post(confirmPath(token, visit.id)).send({ version: waiting.version }).expect(409);
    expect(confirm.body.code).toBe("VISIT_CHANGE_PENDING");
  });

  it("refuses a visit whose day is before today in Toronto, with VISIT_DATE_PASSED", async () => {
    at("2027-06-07", "09:00");
    const { admin, job, token } = await newJob();
    const visit = await proposedVisit(admin, job.id, "2027-06-08");
    // 23:59 on the visit's day is still the visit's day: confirming is offered.
    at("2027-06-08", "23:59");
    const page = await request(t.app).get(`/api/schedule-links/${token}`).expect(200);
    expect(page.body.schedule.visits[0]).toMatchObject({ canConfirm: true, canAskOtherDate: true });
    // A minute later (00:00 Toronto, 04:00 UTC) the day has passed.
    later(1);
    const passed = await request(t.app).get(`/api/schedule-links/${token}`).expect(200);
    expect(passed.body.schedule.visits[0]).toMatchObject({ canConfirm: false, canAskOtherDate: false });
    const confirm = await request(t.app).post(confirmPath(token, visit.id)).send({ version: visit.version }).expect(409);
    expect(confirm.body.code).toBe("VISIT_DATE_PASSED");
    const other = await request(t.app)
      .post(otherDatePath(token, visit.id))
      .send({ version: visit.version, preferredDays: ["2027-06-14"] })
      .expect(409);
    expect(other.body.code).toBe("VISIT_DATE_PASSED");
    expect(other.body.message).toContain("This date has passed");
  });

  it("refuses a completed visit with VISIT_COMPLETED and a cancelled one with VISIT_CANCELLED", async () => {
    at("2027-06-07", "09:00");
    const { admin, job, token } = await newJob();
    const done = await proposedVisit(admin, job.id, "2027-06-09");
    const completed = (await admin.post(`/api/visits/${done.id}/complete`).send({ version: done.version }).expect(200)).body.visit;
    const dropped = await proposedVisit(admin, job.id, "2027-06-10", "seal");
    const cancelled = (await admin.post(`/api/visits/${dropped.id}/cancel`).send({ version: dropped.version }).expect(200)).body.visit;
    for (const [visit, code] of [
      [completed, "VISIT_COMPLETED"],
      [cancelled, "VISIT_CANCELLED"],
    ] as const) {
      const confirm = await request(t.app).post(confirmPath(token, visit.id)).send({ version: visit.version }).expect(409);
      expect(confirm.body.code).toBe(code);
      const other = await request(t.app)
        .post(otherDatePath(token, visit.id))
        .send({ version: visit.version, preferredDays: ["2027-06-14"] })
        .expect(409);
      expect(other.body.code).toBe(code);
    }
  });
});

describe("the client's actions on one job are limited", () => {
  it(`accepts exactly ${scheduleLimits.clientRequestsPerJob} of 20 confirmations sent at once, then 429 with Retry-After until the window ends`, async () => {
    at("2027-07-05", "09:00");
    const { admin, job, token } = await newJob();
    const visits = [];
    for (let index = 0; index < 20; index++) visits.push(await proposedVisit(admin, job.id, "2027-07-08", index % 2 ? "seal" : "pour"));
    const answers = await Promise.all(visits.map((visit) => request(t.app).post(confirmPath(token, visit.id)).send({ version: visit.version })));
    const accepted = answers.filter((answer) => answer.status === 200);
    const limited = answers.filter((answer) => answer.status === 429);
    expect(accepted).toHaveLength(scheduleLimits.clientRequestsPerJob);
    expect(limited).toHaveLength(20 - scheduleLimits.clientRequestsPerJob);
    for (const answer of limited) {
      expect(answer.body.code).toBe("SCHEDULE_REQUESTS_LIMITED");
      expect(answer.body.message).toContain("will be in touch");
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(answer.headers["retry-after"])).toBeLessThanOrEqual(scheduleLimits.clientRequestsWindowMinutes * 60);
    }
    // The refused ones changed nothing and counted nothing: still proposed, and accepted once the window ends.
    const page = (await request(t.app).get(`/api/schedule-links/${token}`).expect(200)).body.schedule;
    expect(page.visits.filter((visit: { status: string }) => visit.status === "confirmed")).toHaveLength(scheduleLimits.clientRequestsPerJob);
    const waiting = page.visits.find((visit: { status: string }) => visit.status === "proposed");
    later(scheduleLimits.clientRequestsWindowMinutes - 1);
    await request(t.app).post(confirmPath(token, waiting.id)).send({ version: waiting.version }).expect(429);
    later(2);
    await request(t.app).post(confirmPath(token, waiting.id)).send({ version: waiting.version }).expect(200);
    // Another job's link has its own count.
    const other = await newJob();
    const otherVisit = await proposedVisit(other.admin, other.job.id, "2027-07-08");
    await request(t.app).post(confirmPath(other.token, otherVisit.id)).send({ version: otherVisit.version }).expect(200);
  });
});

describe("the business's notice of date requests", () => {
  const businessNotices = () =>
    peer.received.filter(
      (received) => received.envelopeTo.includes(t.config.businessEmail) && /asked for (another|other)/.test(received.mail.subject),
    );

  it("sends at most one notice per job per interval, listing every request since the last one", async () => {
    at("2027-09-06", "09:00");
    const { admin, job, token } = await newJob();
    const days = ["2027-09-13", "2027-09-14", "2027-09-15", "2027-09-16"];
    const visits = [];
    for (const day of days) visits.push(await proposedVisit(admin, job.id, day));
    await sender.deliverDue();
    const before = businessNotices().length;
    const ask = (visit: { id: string; version: number }, preferred: string, note: string) =>
      request(t.app)
        .post(otherDatePath(token, visit.id))
        .send({ version: visit.version, preferredDays: [preferred], note })
        .expect(200);

    // The first request is noticed at once.
    await ask(visits[0], "2027-09-20", "first request");
    await sender.deliverDue();
    expect(businessNotices()).toHaveLength(before + 1);
    expect(businessNotices().at(-1)!.mail.text).toContain("first request");

    // The next two, within the interval, wait for one notice due an interval after the first.
    later(1);
    await ask(visits[1], "2027-09-21", "second request");
    later(1);
    await ask(visits[2], "2027-09-22", "third request");
    await sender.deliverDue();
    expect(businessNotices()).toHaveLength(before + 1);
    later(scheduleLimits.requestNoticeIntervalMinutes - 3);
    await sender.deliverDue();
    expect(businessNotices()).toHaveLength(before + 1);
    later(1); // 15 minutes after the first notice
    await sender.deliverDue();
    expect(businessNotices()).toHaveLength(before + 2);
    const second = businessNotices().at(-1)!.mail;
    expect(second.subject).toContain("asked for other dates (2 requests)");
    expect(second.text).toContain("second request");
    expect(second.text).toContain("third request");
    expect(second.text).toContain("Tuesday, September 21, 2027");
    expect(second.text).toContain("Wednesday, September 22, 2027");
    expect(second.text).not.toContain("first request");

    // The owner proposes again and the client asks again at once: the next notice, an interval later.
    const reproposed = (
      await admin
        .post(`/api/visits/${visits[0].id}/propose`)
        .send({ version: visits[0].version + 1, day: "2027-09-23" })
        .expect(200)
    ).body.visit;
    later(1);
    await ask(reproposed, "2027-09-24", "fourth request");
    await ask(visits[3], "2027-09-27", "fifth request");
    await sender.deliverDue();
    expect(businessNotices()).toHaveLength(before + 2);
    later(scheduleLimits.requestNoticeIntervalMinutes);
    await sender.deliverDue();
    expect(businessNotices()).toHaveLength(before + 3);
    const third = businessNotices().at(-1)!.mail.text;
    expect(third).toContain("fourth request");
    expect(third).toContain("fifth request");

    // Every request is in exactly one notice.
    const texts = businessNotices()
      .slice(before)
      .map((received) => received.mail.text);
    for (const note of ["first request", "second request", "third request", "fourth request", "fifth request"]) {
      expect(texts.filter((text) => text.includes(note))).toHaveLength(1);
    }
  });
});

describe("a replaced schedule link", () => {
  it("is replaced with the quote's link and answers 410 LINK_REPLACED from then on", async () => {
    at("2027-10-04", "09:00");
    const { admin, contract, job, token } = await newJob();
    const visit = await proposedVisit(admin, job.id, "2027-10-07");
    await request(t.app).get(`/api/schedule-links/${token}`).expect(200);
    await admin.post(`/api/quotes/${contract.quoteId}/link`).expect(200);
    const gone = await request(t.app).get(`/api/schedule-links/${token}`).expect(410);
    expect(gone.body).toMatchObject({ code: "LINK_REPLACED" });
    expect(gone.body.message).toContain("This schedule link has been replaced by a newer one");
    const confirm = await request(t.app).post(confirmPath(token, visit.id)).send({ version: visit.version }).expect(410);
    expect(confirm.body.code).toBe("LINK_REPLACED");
    await request(t.app).get(`/api/schedule-links/${token}/visits/${visit.id}/calendar.ics`).expect(410);
    const fresh = (await admin.get(`/api/contracts/${contract.contractId}/job`).expect(200)).body.job;
    const newToken = String(fresh.schedulePath).replace("/schedule/", "");
    expect(newToken).not.toBe(token);
    await request(t.app).post(confirmPath(newToken, visit.id)).send({ version: visit.version }).expect(200);
  });

  it("can be replaced on its own by the owner, leaving the quote's link working", async () => {
    at("2027-10-04", "09:00");
    const { contract, job, token } = await newJob();
    await request(t.app).post(`/api/jobs/${job.id}/schedule-link`).expect(401);
    const admin = await adminAgent(t.app);
    const replaced = await admin.post(`/api/jobs/${job.id}/schedule-link`).expect(200);
    expect(replaced.body.job.schedulePath).not.toBe(job.schedulePath);
    await request(t.app).get(`/api/schedule-links/${token}`).expect(410);
    await request(t.app).get(replaced.body.job.schedulePath.replace("/schedule/", "/api/schedule-links/")).expect(200);
    await request(t.app).get(`/api/links/${contract.token}`).expect(200);
    // Replaced twice: both old links are gone.
    const again = await admin.post(`/api/jobs/${job.id}/schedule-link`).expect(200);
    await request(t.app).get(replaced.body.job.schedulePath.replace("/schedule/", "/api/schedule-links/")).expect(410);
    await request(t.app).get(again.body.job.schedulePath.replace("/schedule/", "/api/schedule-links/")).expect(200);
    const missing = await admin.post("/api/jobs/00000000-0000-4000-8000-000000000000/schedule-link").expect(404);
    expect(missing.body.code).toBe("JOB_NOT_FOUND");
  });
});
