/**
 * The job's storage on a real database: one job per signed contract however many first reads race,
 * visits with a calendar UID of their own, and the schedule settings row made once with a feed secret.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findOrCreateJob, findScheduleSettings, insertJobVisit, listJobVisits, lockJobVisit } from "../../server/features/schedule/job-storage";
import { createSignedContract } from "../support/signed-contract";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("job storage", () => {
  it("makes one job per contract even when first reads arrive together", async () => {
    const signed = await createSignedContract(t.app);
    const contract = { id: signed.contractId, quoteId: signed.quoteId };
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => findOrCreateJob(t.database.db, contract)));
    expect(a.id).toBe(b.id);
    expect(b.id).toBe(c.id);
    expect(a.linkToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it("gives each visit its own fixed calendar UID, a draft at sequence 0 and version 1", async () => {
    const signed = await createSignedContract(t.app);
    const job = await findOrCreateJob(t.database.db, { id: signed.contractId, quoteId: signed.quoteId });
    const first = await insertJobVisit(t.database.db, { jobId: job.id, kind: "forms" });
    const second = await insertJobVisit(t.database.db, { jobId: job.id, kind: "pour" });
    expect(first.icalUid).not.toBe(second.icalUid);
    expect(first).toMatchObject({ status: "draft", icalSequence: 0, version: 1, spanDays: 1 });
    expect((await listJobVisits(t.database.db, job.id)).map((visit) => visit.id).sort()).toEqual([first.id, second.id].sort());
    expect(await lockJobVisit(t.database.db, "not-a-uuid")).toBeUndefined();
  });

  it("makes the settings row once: waiting for the deposit, with a feed secret that stays", async () => {
    const first = await findScheduleSettings(t.database.db);
    const again = await findScheduleSettings(t.database.db);
    expect(first.waitForDeposit).toBe(true);
    expect(first.feedToken.length).toBeGreaterThanOrEqual(32);
    expect(again.feedToken).toBe(first.feedToken);
  });
});
