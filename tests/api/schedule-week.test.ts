/**
 * The owner's week: warnings (two pours on one crew and day, Sunday, holiday, unconfirmed, moved),
 * the batch delay of a rainy day's pours (Sunday and a holiday skipped, one notice per client), the
 * private calendar feed and its replaceable secret, and the job lists.
 */
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scheduleFeed } from "../../server/features/schedule/schedule-feed";
import { emails } from "../../shared/schema";
import { torontoWallClockToInstant } from "../../shared/toronto-wall-clock";
import { createSignedContract, lumpSumPatio } from "../support/signed-contract";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let now = new Date();
let admin: Awaited<ReturnType<typeof adminAgent>>;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());

const at = (day: string, time: string) => {
  now = torontoWallClockToInstant(day, time);
};

type Visit = { id: string; version: number; day: string | null; status: string; warnings?: string[]; clientName?: string };

async function pour(day: string, crewId: string | null, clientName: string): Promise<{ contractId: string; visit: Visit }> {
  const bookedAt = now;
  now = new Date();
  const contract = await createSignedContract(t.app, { lineItems: [lumpSumPatio], clientName }, { signer: { clientName } });
  now = bookedAt;
  admin = await adminAgent(t.app);
  const job = (await admin.get(`/api/contracts/${contract.contractId}/job`).expect(200)).body.job;
  const visit = (await admin.post(`/api/jobs/${job.id}/visits`).send({ kind: "pour", crewId }).expect(201)).body.visit;
  const proposed = await admin
    .post(`/api/visits/${visit.id}/propose`)
    .send({ version: 1, day, startTime: "07:00", windowMinutes: 60, notify: false })
    .expect(200);
  return { contractId: contract.contractId, visit: proposed.body.visit };
}

describe("the week, the batch delay and the feed", () => {
  it("warns, moves a rainy Saturday's pours past Sunday and the holiday, and tells each client once", async () => {
    at("2027-10-04", "08:00"); // Monday
    admin = await adminAgent(t.app);
    await admin.put("/api/schedule/settings").send({ waitForDeposit: false }).expect(200);
    await admin.put("/api/schedule/holidays/2027-10-11").send({ name: "Thanksgiving" }).expect(200);
    const week = (await admin.get("/api/schedule?from=2027-10-04&days=14").expect(200)).body;
    const crewA = week.crews[0];
    expect(crewA.name).toBe("Crew A");
    expect(week.holidays).toEqual([{ day: "2027-10-11", name: "Thanksgiving" }]);

    const first = await pour("2027-10-09", crewA.id, "Alex Morgan");
    const second = await pour("2027-10-09", crewA.id, "Sam Lee");
    const third = await pour("2027-10-09", null, "Jo Park");
    const sunday = await pour("2027-10-17", null, "Kim Ali");

    const before = (await admin.get("/api/schedule?from=2027-10-04&days=14").expect(200)).body;
    const warningsOf = (id: string, visits: Visit[]) => visits.find((visit) => visit.id === id)?.warnings;
    expect(warningsOf(first.visit.id, before.visits)).toEqual(["two_pours", "unconfirmed"]);
    expect(warningsOf(second.visit.id, before.visits)).toEqual(["two_pours", "unconfirmed"]);
    expect(warningsOf(third.visit.id, before.visits)).toEqual(["unconfirmed"]);
    expect(warningsOf(sunday.visit.id, before.visits)).toEqual(["sunday", "unconfirmed"]);
    expect(before.visits.find((visit: Visit) => visit.id === first.visit.id)).toMatchObject({
      clientName: "Alex Morgan",
      crewId: crewA.id,
      kind: "pour",
    });
    expect(before.dayTotals).toEqual([
      { day: "2027-10-09", visits: 3 },
      { day: "2027-10-17", visits: 1 },
    ]);

    // The month's cells: two chips a day at most, each day's count beside them, warnings weighed on every visit.
    const cells = (await admin.get("/api/schedule?from=2027-10-04&days=14&perDay=2").expect(200)).body;
    expect(cells.dayTotals).toEqual(before.dayTotals);
    expect(cells.visits.filter((visit: Visit) => visit.day === "2027-10-09")).toHaveLength(2);
    expect(cells.visits.map((visit: Visit) => visit.id)).toEqual(
      before.visits.filter((visit: Visit) => cells.visits.some((shown: Visit) => shown.id === visit.id)).map((visit: Visit) => visit.id),
    );
    for (const visit of cells.visits as Visit[]) expect(visit.warnings).toEqual(warningsOf(visit.id, before.visits));
    expect(warningsOf(sunday.visit.id, cells.visits)).toEqual(["sunday", "unconfirmed"]);
    // Visits at one time are listed in the trade's order: the excavation before the sealing.
    const kimsJob = (await admin.get(`/api/contracts/${sunday.contractId}/job`).expect(200)).body.job;
    for (const kind of ["seal", "excavation"]) {
      const added = (await admin.post(`/api/jobs/${kimsJob.id}/visits`).send({ kind, crewId: null }).expect(201)).body.visit;
      await admin.post(`/api/visits/${added.id}/propose`).send({ version: 1, day: "2027-10-20", startTime: "07:00", notify: false }).expect(200);
    }
    const wednesday = (await admin.get("/api/schedule?from=2027-10-20&days=1&perDay=1").expect(200)).body;
    expect(wednesday.visits.map((visit: Visit & { kind: string }) => visit.kind)).toEqual(["excavation"]);
    expect(wednesday.dayTotals).toEqual([{ day: "2027-10-20", visits: 2 }]);
    for (const perDay of ["0", "21", "2.5", "two"]) {
      const refused = await admin.get(`/api/schedule?from=2027-10-04&days=14&perDay=${perDay}`).expect(400);
      expect(refused.body.errors.perDay).toBe("1 to 20 visits a day");
    }

    // Rain on Saturday: the preview names each client's new day, Tuesday (Sunday and Thanksgiving skipped).
    const preview = (await admin.post("/api/schedule/batch-delay").send({ day: "2027-10-09", reason: "rain", apply: false }).expect(200)).body;
    expect(preview.applied).toBe(false);
    expect(preview.moves.map((move: { clientName: string; toDay: string }) => [move.clientName, move.toDay]).sort()).toEqual([
      ["Alex Morgan", "2027-10-12"],
      ["Jo Park", "2027-10-12"],
      ["Sam Lee", "2027-10-12"],
    ]);
    const unchanged = (await admin.get("/api/schedule?from=2027-10-09&days=1").expect(200)).body;
    expect(unchanged.visits).toHaveLength(3);

    const applied = (
      await admin.post("/api/schedule/batch-delay").send({ day: "2027-10-09", reason: "rain", note: "Storm Saturday", apply: true }).expect(200)
    ).body;
    expect(applied.moves).toHaveLength(3);
    const after = (await admin.get("/api/schedule?from=2027-10-04&days=14").expect(200)).body;
    for (const { visit } of [first, second, third]) {
      expect(after.visits.find((candidate: Visit) => candidate.id === visit.id)).toMatchObject({ day: "2027-10-12", status: "rescheduled" });
    }
    expect(warningsOf(first.visit.id, after.visits)).toEqual(["two_pours", "unconfirmed", "moved"]);
    for (const { contractId } of [first, second, third]) {
      const notices = await t.database.db
        .select()
        .from(emails)
        .where(and(eq(emails.contractId, contractId), eq(emails.kind, "visit-notice")));
      expect(notices).toHaveLength(1);
      expect(notices[0].subject).toBe("Weather delay: your concrete pour moved from Sat, Oct 9");
      expect(notices[0].text).toContain("Tuesday, October 12, 2027");
    }
    expect(
      await t.database.db
        .select()
        .from(emails)
        .where(and(eq(emails.contractId, sunday.contractId), eq(emails.kind, "visit-notice"))),
    ).toHaveLength(0);

    // A past day, and a range over six weeks, are refused.
    await admin.post("/api/schedule/batch-delay").send({ day: "2027-10-01", reason: "rain", apply: false }).expect(422);
    await admin.get("/api/schedule?from=2027-10-04&days=43").expect(400);
    await admin.get("/api/schedule?from=2027-13-01").expect(400);
    await request(t.app).get("/api/schedule").expect(401);

    // The owner's feed: every dated visit; a replaced secret answers 404.
    const settings = (await admin.get("/api/schedule/settings").expect(200)).body.settings;
    const feed = await request(t.app).get(settings.feedPath).expect(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    const calendar = new ICAL.Component(ICAL.parse(feed.text));
    const summaries = calendar.getAllSubcomponents("vevent").map((event) => String(event.getFirstPropertyValue("summary")));
    expect(summaries.filter((summary) => summary.startsWith("Concrete pour"))).toHaveLength(4);
    expect(summaries.some((summary) => summary.endsWith("(Alex Morgan)"))).toBe(true);
    // Read a page at a time (one visit a page here): the same file, entries by day.
    expect(await scheduleFeed(t.database.db, t.config.publicUrl, now, { pageSize: 1 })).toBe(feed.text);
    const days = calendar.getAllSubcomponents("vevent").map((event) => String(event.getFirstPropertyValue("dtstart")).slice(0, 10));
    expect(days).toEqual([...days].sort());
    const replaced = (await admin.post("/api/schedule/feed").expect(200)).body.settings;
    expect(replaced.feedPath).not.toBe(settings.feedPath);
    await request(t.app).get(settings.feedPath).expect(404);
    await request(t.app).get(replaced.feedPath).expect(200);

    // The job lists: upcoming by next visit; a job without a date is unscheduled.
    const upcoming = (await admin.get("/api/jobs").expect(200)).body;
    expect(upcoming.jobs.map((job: { clientName: string }) => job.clientName)).toEqual(expect.arrayContaining(["Alex Morgan", "Kim Ali"]));
    expect(upcoming.jobs.at(-1)).toMatchObject({ clientName: "Kim Ali", nextVisit: { day: "2027-10-17", kindLabel: "Concrete pour" } });
    const now0 = now;
    now = new Date();
    const unscheduledContract = await createSignedContract(
      t.app,
      { lineItems: [lumpSumPatio], clientName: "No Date Yet" },
      { signer: { clientName: "No Date Yet" } },
    );
    now = now0;
    admin = await adminAgent(t.app);
    await admin.get(`/api/contracts/${unscheduledContract.contractId}/job`).expect(200);
    const unscheduled = (await admin.get("/api/jobs?show=unscheduled").expect(200)).body;
    expect(unscheduled.jobs.map((job: { clientName: string }) => job.clientName)).toEqual(["No Date Yet"]);
    await admin.get("/api/jobs?show=everything").expect(400);
  });
});
