/**
 * A visit's time in words, in the e-mails and in the calendar file names one instant: a window never
 * crosses midnight (refused; one ending exactly at midnight says "midnight"), and a start or window
 * end in the hour Toronto's clocks skip (March) or repeat (November) is refused with a message naming
 * the change. Each accepted time is read back from the API's words and the .ics the client downloads.
 */
import ICAL from "ical.js";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { torontoWallClockToInstant } from "../../shared/toronto-wall-clock";
import { createSignedContract, lumpSumPatio } from "../support/signed-contract";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let now = new Date();
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(async () => {
  await t.close();
});

const at = (day: string, time: string) => {
  now = torontoWallClockToInstant(day, time);
};

async function newJob() {
  const signedAt = now;
  now = new Date();
  const contract = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
  now = signedAt;
  const admin = await adminAgent(t.app);
  await admin.put("/api/schedule/settings").send({ waitForDeposit: false }).expect(200);
  const job = (await admin.get(`/api/contracts/${contract.contractId}/job`).expect(200)).body.job;
  return { admin, job, token: String(job.schedulePath).replace("/schedule/", "") };
}

type Job = Awaited<ReturnType<typeof newJob>>;

async function propose(job: Job, time: { day: string; startTime: string; windowMinutes?: number }) {
  const visit = (await job.admin.post(`/api/jobs/${job.job.id}/visits`).send({ kind: "pour" }).expect(201)).body.visit;
  return job.admin.post(`/api/visits/${visit.id}/propose`).send({ version: 1, ...time });
}

/** The words the API answers and the instants of the .ics the client downloads, for one proposal. */
async function wordsAndFile(job: Job, time: { day: string; startTime: string; windowMinutes?: number }) {
  const proposed = await propose(job, time);
  expect(proposed.status).toBe(200);
  const visit = proposed.body.visit;
  const file = await request(t.app).get(`/api/schedule-links/${job.token}/visits/${visit.id}/calendar.ics`).expect(200);
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(file.text)).getFirstSubcomponent("vevent")!);
  return {
    when: visit.when as string,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    description: event.description,
  };
}

describe("an arrival window never crosses midnight", () => {
  it("refuses a 12-hour window from 23:30 with a message the owner understands", async () => {
    at("2027-05-03", "09:00");
    const job = await newJob();
    const refused = await propose(job, { day: "2027-05-07", startTime: "23:30", windowMinutes: 720 });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: "VISIT_TIME_REFUSED",
      message:
        "An arrival window from 11:30 p.m. on Friday, May 7, 2027 would end after midnight. Please start earlier or shorten the window so it ends by midnight.",
    });
    expect(refused.body.errors.windowMinutes).toContain("would end after midnight");
  });

  it("takes 23:59 without a window, refuses 23:59 with the shortest window, and words a window ending at midnight", async () => {
    at("2027-05-03", "09:00");
    const job = await newJob();
    const lastMinute = await wordsAndFile(job, { day: "2027-05-07", startTime: "23:59" });
    expect(lastMinute.when).toBe("Friday, May 7, 2027, the crew arrives at 11:59 p.m.");
    expect(lastMinute.start).toBe("2027-05-08T03:59:00.000Z");
    expect((await propose(job, { day: "2027-05-07", startTime: "23:59", windowMinutes: 15 })).body.code).toBe("VISIT_TIME_REFUSED");
    const toMidnight = await wordsAndFile(job, { day: "2027-05-07", startTime: "23:00", windowMinutes: 60 });
    expect(toMidnight.when).toBe("Friday, May 7, 2027, the crew arrives between 11:00 p.m. and midnight");
    expect(toMidnight.start).toBe("2027-05-08T03:00:00.000Z");
    expect(toMidnight.end).toBe("2027-05-08T04:00:00.000Z"); // 00:00 Saturday in Toronto
    expect(toMidnight.description).toContain("between 11:00 p.m. and midnight.");
    // A minute more is past midnight.
    expect((await propose(job, { day: "2027-05-07", startTime: "23:00", windowMinutes: 61 })).status).toBe(422);
  });

  it("refuses a move to a later start that keeps a window now ending past midnight", async () => {
    at("2027-05-03", "09:00");
    const job = await newJob();
    const visit = (await propose(job, { day: "2027-05-07", startTime: "20:00", windowMinutes: 120 })).body.visit;
    const moved = await job.admin
      .post(`/api/visits/${visit.id}/move`)
      .send({ version: visit.version, reason: "crew", target: "date", day: "2027-05-08", startTime: "23:00" });
    expect(moved.status).toBe(422);
    expect(moved.body).toMatchObject({ code: "VISIT_TIME_REFUSED", errors: { windowMinutes: expect.stringContaining("11:00 p.m.") } });
    const added = await job.admin
      .post(`/api/jobs/${job.job.id}/visits`)
      .send({ kind: "seal", day: "2027-05-08", startTime: "22:00", windowMinutes: 180 });
    expect(added.status).toBe(422);
    expect(added.body.errors).toHaveProperty("windowMinutes");
  });
});

describe("the clock changes", () => {
  it("refuses a start in the hour skipped in March, naming the gap", async () => {
    at("2027-03-01", "09:00");
    const job = await newJob();
    const refused = await propose(job, { day: "2027-03-14", startTime: "02:30" });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: "VISIT_TIME_REFUSED",
      message:
        "2:30 a.m. does not exist on Sunday, March 14, 2027: Toronto's clocks go forward from 2:00 a.m. to 3:00 a.m. that night. Please choose a start time outside 1:00 to 3:00 a.m.",
    });
    expect(refused.body.errors).toHaveProperty("startTime");
    expect((await propose(job, { day: "2027-03-14", startTime: "02:00" })).status).toBe(422);
    // A window ending in the gap is refused too; one spanning it reads and files the same wall-clock end.
    const intoGap = await propose(job, { day: "2027-03-14", startTime: "01:30", windowMinutes: 60 });
    expect(intoGap.body).toMatchObject({ code: "VISIT_TIME_REFUSED" });
    expect(intoGap.body.errors.windowMinutes).toContain("2:30 a.m., a time that does not exist on Sunday, March 14, 2027");
    const across = await wordsAndFile(job, { day: "2027-03-14", startTime: "01:30", windowMinutes: 120 });
    expect(across.when).toBe("Sunday, March 14, 2027, the crew arrives between 1:30 a.m. and 3:30 a.m.");
    expect(across.start).toBe("2027-03-14T06:30:00.000Z"); // 1:30 EST
    expect(across.end).toBe("2027-03-14T07:30:00.000Z"); // 3:30 EDT, as the words say
    const after = await wordsAndFile(job, { day: "2027-03-14", startTime: "03:00" });
    expect(after.when).toBe("Sunday, March 14, 2027, the crew arrives at 3:00 a.m.");
    expect(after.start).toBe("2027-03-14T07:00:00.000Z");
  });

  it("refuses a start or window end in the hour repeated in November, and files a window across it as worded", async () => {
    at("2027-11-01", "09:00");
    const job = await newJob();
    const refused = await propose(job, { day: "2027-11-07", startTime: "01:30" });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      "1:30 a.m. happens twice on Sunday, November 7, 2027: Toronto's clocks go back from 2:00 a.m. to 1:00 a.m. that night. Please choose a start time outside 1:00 to 3:00 a.m.",
    );
    const endsTwice = await propose(job, { day: "2027-11-07", startTime: "00:30", windowMinutes: 60 });
    expect(endsTwice.body.errors.windowMinutes).toContain("happens twice");
    const across = await wordsAndFile(job, { day: "2027-11-07", startTime: "00:30", windowMinutes: 150 });
    expect(across.when).toBe("Sunday, November 7, 2027, the crew arrives between 12:30 a.m. and 3:00 a.m.");
    expect(across.start).toBe("2027-11-07T04:30:00.000Z"); // 0:30 EDT
    expect(across.end).toBe("2027-11-07T08:00:00.000Z"); // 3:00 EST, as the words say
    const morning = await wordsAndFile(job, { day: "2027-11-07", startTime: "07:00", windowMinutes: 120 });
    expect(morning.when).toBe("Sunday, November 7, 2027, the crew arrives between 7:00 a.m. and 9:00 a.m.");
    expect([morning.start, morning.end]).toEqual(["2027-11-07T12:00:00.000Z", "2027-11-07T14:00:00.000Z"]);
  });
});
