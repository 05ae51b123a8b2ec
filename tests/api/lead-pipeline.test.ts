/**
 * Leads as a pipeline: stages with their facts (a site visit's day, a lost lead's reason), each change
 * on the lead's history with who made it, the version a change must name, follow-up days against the
 * Toronto calendar of the app's clock, the list's search, stage and follow-up filters with paging,
 * the automatic moves (a quote makes a lead quoted, a signed contract wins it), and the leads CSV,
 * read back with a real CSV parser.
 */
import { parse } from "csv-parse/sync";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { demoAdmin } from "../../shared/business";
import { addDays, torontoDate } from "../../shared/quote-rules";
import { errorBody } from "../support/error-body";
import { contractBody, estimateQuoteBody, linkOf, pricedQuoteBody, quoteRequestBody } from "../support/factories";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

type Agent = Awaited<ReturnType<typeof adminAgent>>;
type Lead = { id: string; name: string; status: string; version: number; followUpOn: string | null; lostReason: string | null };

let t: TestApp;
let admin: Agent;
/** The app's clock: the real time unless a test sets an instant. */
let clockAt: Date | null = null;
const now = () => clockAt ?? new Date();

beforeAll(async () => {
  t = await createTestApp({ clock: now });
  admin = await adminAgent(t.app);
});
// A test that moves the app's clock signs in at that clock, and the next test signs in again at the
// real one: a session started on one day and used weeks away (as under faketime's fixed clocks) has
// expired, and that is not what these tests are about.
afterEach(async () => {
  clockAt = null;
  admin = await adminAgent(t.app);
});
afterAll(() => t.close());

async function newLead(overrides: Record<string, unknown> = {}): Promise<Lead> {
  const created = await request(t.app).post("/api/quote-requests").send(quoteRequestBody(overrides)).expect(201);
  return read(created.body.id);
}

async function read(id: string) {
  const response = await admin.get(`/api/quote-requests/${id}`).expect(200);
  return response.body.quoteRequest as Lead & { history: Array<Record<string, unknown>>; siteVisitOn: string | null; siteVisitTime: string | null };
}

const move = (lead: { id: string; version: number }, body: Record<string, unknown>) =>
  admin.patch(`/api/quote-requests/${lead.id}`).send({ version: lead.version, ...body });
const followUp = (lead: { id: string; version: number }, followUpOn: string | null) =>
  admin.put(`/api/quote-requests/${lead.id}/follow-up`).send({ version: lead.version, followUpOn });

describe("moving a lead along its stages", () => {
  it("records every change with who and when: contacted, site visit booked with its day and time, lost with its reason", async () => {
    let lead = await newLead({ name: "Stage Walker" });
    expect(lead).toMatchObject({ status: "new", version: 1, followUpOn: null });

    const contacted = await move(lead, { status: "contacted" }).expect(200);
    expect(contacted.body.quoteRequest).toMatchObject({ status: "contacted", version: 2 });
    lead = contacted.body.quoteRequest;

    const visit = await move(lead, { status: "site_visit", siteVisitOn: "2026-12-03", siteVisitTime: "10:30" }).expect(200);
    expect(visit.body.quoteRequest).toMatchObject({ status: "site_visit", siteVisitOn: "2026-12-03", siteVisitTime: "10:30", version: 3 });
    lead = visit.body.quoteRequest;

    lead = (await followUp(lead, torontoDate(now())).expect(200)).body.quoteRequest;
    expect(lead.followUpOn).toBe(torontoDate(now()));

    const lost = await move(lead, { status: "lost", lostReason: "other_contractor" }).expect(200);
    // A lead that is over has nothing left to follow up; the site visit's day stays as a fact.
    expect(lost.body.quoteRequest).toMatchObject({ status: "lost", lostReason: "other_contractor", followUpOn: null, siteVisitOn: "2026-12-03" });

    const detail = await read(lead.id);
    expect(detail.history.map(({ kind, from, to, by }) => ({ kind, from, to, by }))).toEqual([
      { kind: "stage", from: "new", to: "contacted", by: demoAdmin.email },
      { kind: "stage", from: "contacted", to: "site_visit", by: demoAdmin.email },
      { kind: "follow_up", from: null, to: null, by: demoAdmin.email },
      { kind: "stage", from: "site_visit", to: "lost", by: demoAdmin.email },
    ]);
    expect(detail.history[1]).toMatchObject({ siteVisitOn: "2026-12-03", siteVisitTime: "10:30" });
    expect(detail.history[2]).toMatchObject({ followUpOn: torontoDate(now()) });
    expect(detail.history[3]).toMatchObject({ lostReason: "other_contractor", lostNote: null });
    for (const entry of detail.history) expect(Number.isNaN(Date.parse(String(entry.at)))).toBe(false);
  });

  it("refuses a site visit without its day, and a lost lead without its reason, with 422 naming the field", async () => {
    const lead = await newLead();
    const visit = await move(lead, { status: "site_visit", siteVisitTime: "09:00" }).expect(422);
    expect(errorBody(visit)).toEqual({
      success: false,
      code: "LEAD_STAGE_INCOMPLETE",
      message: "Give the site visit's date.",
      errors: { siteVisitOn: "Give the site visit's date." },
    });
    const lost = await move(lead, { status: "lost" }).expect(422);
    expect(errorBody(lost).errors).toEqual({ lostReason: "Choose why the lead was lost." });
    const other = await move(lead, { status: "lost", lostReason: "other", lostNote: "   " }).expect(422);
    expect(errorBody(other).errors).toEqual({ lostNote: "Say in a few words why the lead was lost." });
    // None of them changed the lead.
    expect(await read(lead.id)).toMatchObject({ status: "new", version: 1 });
  });

  it("keeps the reason's own words for Other", async () => {
    const lead = await newLead();
    const lost = await move(lead, { status: "lost", lostReason: "other", lostNote: "Moving away next spring" }).expect(200);
    expect(lost.body.quoteRequest).toMatchObject({ lostReason: "other", lostNote: "Moving away next spring" });
    // Reopening forgets the reason; the history keeps it.
    const reopened = await move(lost.body.quoteRequest, { status: "contacted" }).expect(200);
    expect(reopened.body.quoteRequest).toMatchObject({ status: "contacted", lostReason: null, lostNote: null });
    expect((await read(lead.id)).history.map((entry) => entry.lostNote)).toEqual(["Moving away next spring", null]);
  });

  it("answers 409 LEAD_CHANGED for a change made on a version that is no longer the lead's", async () => {
    const lead = await newLead();
    await move(lead, { status: "contacted" }).expect(200);
    const stale = await move(lead, { status: "lost", lostReason: "price" }).expect(409);
    expect(errorBody(stale).code).toBe("LEAD_CHANGED");
    const staleFollowUp = await followUp(lead, null).expect(409);
    expect(errorBody(staleFollowUp).code).toBe("LEAD_CHANGED");
    expect(await read(lead.id)).toMatchObject({ status: "contacted", version: 2 });
  });

  it("refuses a change without a version, an unknown stage, a badly written time, and an unknown lead", async () => {
    const lead = await newLead();
    const noVersion = await admin.patch(`/api/quote-requests/${lead.id}`).send({ status: "contacted" }).expect(400);
    expect(errorBody(noVersion).errors).toHaveProperty("version");
    const closed = await move(lead, { status: "closed" }).expect(400);
    expect(errorBody(closed).errors).toEqual({ status: 'Stage must be "new", "contacted", "site_visit", "quoted", "won" or "lost"' });
    const time = await move(lead, { status: "site_visit", siteVisitOn: "2026-12-03", siteVisitTime: "25:00" }).expect(400);
    expect(errorBody(time).errors).toEqual({ siteVisitTime: "Site visit time must be written HH:MM (24-hour)" });
    await move({ id: "00000000-0000-4000-8000-000000000000", version: 1 }, { status: "contacted" }).expect(404);
    await admin.get("/api/quote-requests/not-a-lead").expect(404);
  });

  it("is for the admin only", async () => {
    const lead = await newLead();
    await request(t.app).get(`/api/quote-requests/${lead.id}`).expect(401);
    await request(t.app).patch(`/api/quote-requests/${lead.id}`).send({ status: "contacted", version: 1 }).expect(401);
    await request(t.app).put(`/api/quote-requests/${lead.id}/follow-up`).send({ followUpOn: null, version: 1 }).expect(401);
  });
});

describe("automatic moves", () => {
  it("makes a lead quoted when a quote is priced from it, and won when that quote's contract is signed", async () => {
    const lead = await newLead({ name: "Signing Lead" });
    const contacted = (await move(lead, { status: "contacted" }).expect(200)).body.quoteRequest;
    await followUp(contacted, addDays(torontoDate(now()), 3)).expect(200);
    const created = await admin
      .post("/api/quotes")
      .send(pricedQuoteBody({ quoteRequestId: lead.id, clientName: "Signing Lead" }))
      .expect(201);
    expect((await read(lead.id)).status).toBe("quoted");
    const token = await linkOf(t.app, created.body.quoteId);
    await request(t.app).patch(`/api/links/${token}/status`).send({ status: "accepted", version: 1 }).expect(200);
    await request(t.app)
      .post(`/api/links/${token}/contract`)
      .send(contractBody(created.body.quoteId, { clientName: "Signing Lead" }))
      .expect(201);
    const won = await read(lead.id);
    expect(won).toMatchObject({ status: "won", followUpOn: null });
    expect(won.history.filter((entry) => entry.kind === "stage").map(({ to, by, quoteId }) => ({ to, by, quoteId }))).toEqual([
      { to: "contacted", by: demoAdmin.email, quoteId: null },
      { to: "quoted", by: "automatic", quoteId: created.body.quoteId },
      { to: "won", by: "automatic", quoteId: created.body.quoteId },
    ]);
  });
});

describe("follow-up days on the Toronto calendar", () => {
  // 23:59 in Toronto on Nov 26, and 19:30 the same evening: UTC is already on Nov 27 at both.
  for (const [label, instant] of [
    ["23:59 Toronto", "2026-11-27T04:59:00Z"],
    ["19:30 Toronto", "2026-11-27T00:30:00Z"],
  ] as const) {
    it(`at ${label} takes today as Nov 26, refuses Nov 25, and lists a follow-up due on Nov 26 but not one on Nov 27`, async () => {
      clockAt = new Date(instant);
      admin = await adminAgent(t.app);
      const dueToday = await newLead({ name: `Due Today ${label}` });
      const tomorrow = await newLead({ name: `Due Tomorrow ${label}` });
      const yesterday = await followUp(dueToday, "2026-11-25").expect(422);
      expect(errorBody(yesterday)).toMatchObject({
        code: "LEAD_DATE_REFUSED",
        errors: { followUpOn: "Pick today or a later day for the follow-up." },
      });
      await followUp(dueToday, "2026-11-26").expect(200);
      await followUp(tomorrow, "2026-11-27").expect(200);
      const due = await admin.get("/api/quote-requests").query({ followUp: "due", q: label }).expect(200);
      expect(due.body.quoteRequests.map((lead: Lead) => lead.name)).toEqual([`Due Today ${label}`]);
      // An hour later in Toronto the next day has begun: both are due, the older first.
      clockAt = new Date(new Date(instant).getTime() + (label === "23:59 Toronto" ? 60_000 : 5 * 3_600_000));
      const later = await admin.get("/api/quote-requests").query({ followUp: "due", q: label }).expect(200);
      expect(later.body.quoteRequests.map((lead: Lead) => lead.name)).toEqual([`Due Today ${label}`, `Due Tomorrow ${label}`]);
    });
  }

  it("clears a follow-up, and refuses a day more than two years ahead", async () => {
    const lead = await newLead();
    const set = (await followUp(lead, addDays(torontoDate(now()), 7)).expect(200)).body.quoteRequest;
    const cleared = (await followUp(set, null).expect(200)).body.quoteRequest;
    expect(cleared.followUpOn).toBeNull();
    const far = await followUp(cleared, addDays(torontoDate(now()), 731)).expect(422);
    expect(errorBody(far).code).toBe("LEAD_DATE_REFUSED");
    const typo = await followUp(cleared, "2026-02-30").expect(400);
    expect(errorBody(typo).errors).toHaveProperty("followUpOn");
  });
});

describe("GET /api/quote-requests with search, stage, follow-up and paging", () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    const oak = await newLead({ name: "Priya Oakfield", email: "priya.list@example.com", phone: "(905) 555-7711", city: "oakville" });
    const brampton = await newLead({
      name: "Tom Listed",
      email: "tom.list@example.com",
      city: "brampton",
      message: "Cracked garage pad, needs levelling",
    });
    const lost = await newLead({ name: "Lost Listed", email: "lost.list@example.com", city: "markham" });
    await move(lost, { status: "lost", lostReason: "price" }).expect(200);
    ids = { oak: oak.id, brampton: brampton.id, lost: lost.id };
  });

  const names = async (query: Record<string, string>) =>
    (await admin.get("/api/quote-requests").query(query).expect(200)).body.quoteRequests.map((lead: Lead) => lead.id);

  it("finds a lead by name, e-mail, phone digits, city as the site names it, and message", async () => {
    expect(await names({ q: "oakfield" })).toEqual([ids.oak]);
    expect(await names({ q: "TOM.LIST@" })).toEqual([ids.brampton]);
    expect(await names({ q: "905 555 7711" })).toEqual([ids.oak]);
    expect(await names({ q: "Oakville" })).toContain(ids.oak);
    expect(await names({ q: "Oakville" })).not.toContain(ids.brampton);
    expect(await names({ q: "garage pad" })).toEqual([ids.brampton]);
    expect(await names({ q: "100%_" })).toEqual([]);
  });

  it("filters by stage, or every open lead", async () => {
    expect(await names({ stage: "lost", q: "list@" })).toEqual([ids.lost]);
    expect(await names({ stage: "open", q: "list@" })).toEqual([ids.brampton, ids.oak]);
  });

  it("pages newest first with the total", async () => {
    const first = await admin.get("/api/quote-requests").query({ q: "list@", pageSize: "2" }).expect(200);
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.body.quoteRequests.map((lead: Lead) => lead.id)).toEqual([ids.lost, ids.brampton]);
    const second = await admin.get("/api/quote-requests").query({ q: "list@", pageSize: "2", page: "2" }).expect(200);
    expect(second.body.quoteRequests.map((lead: Lead) => lead.id)).toEqual([ids.oak]);
  });

  it("refuses a parameter it cannot read", async () => {
    const response = await admin.get("/api/quote-requests").query({ stage: "closed" }).expect(400);
    expect(errorBody(response).errors).toEqual({ stage: "stage must be one of: open, new, contacted, site_visit, quoted, won, lost." });
    expect(errorBody(await admin.get("/api/quote-requests").query({ followUp: "soon" }).expect(400)).errors).toEqual({
      followUp: "followUp must be one of: due, set.",
    });
  });
});

describe("GET /api/exports/leads.csv", () => {
  it("has both forms' requests with readable labels and a Source column", async () => {
    const lead = await newLead({ name: "Csv Oakville", city: "oakville", timeline: "month", projectType: "Both" });
    await move(lead, { status: "lost", lostReason: "timing" }).expect(200);
    const estimate = await request(t.app)
      .post("/api/quotes")
      .send(
        estimateQuoteBody({
          clientName: "Csv Estimate",
          estimateAnswers: { projectArea: "40 ft x 4 ft", urgency: "1-month", budget: "3000-5000", contactPreference: "email", hasPermits: false },
        }),
      )
      .expect(201);
    const response = await admin.get("/api/exports/leads.csv").buffer(true).expect(200);
    const rows: Record<string, string>[] = parse(response.text, { bom: true, columns: true, record_delimiter: "\r\n" });
    expect(rows.find((row) => row.Name === "Csv Oakville")).toMatchObject({
      Source: "Contact form",
      City: "Oakville",
      "Project type": "Both Services",
      Timeline: "Within a month",
      Stage: "Lost",
      "Lost reason": "Timing",
      Id: lead.id,
    });
    expect(rows.find((row) => row.Name === "Csv Estimate")).toMatchObject({
      Source: "Estimate form",
      Address: "48 Maple Grove Ave, Vaughan, ON",
      "Project type": "Broom Finish Installation",
      Area: "40 ft x 4 ft",
      Timeline: "Within 1 month",
      Stage: "Quote not priced",
      Id: estimate.body.quoteId,
    });
    expect(rows.find((row) => row.Name === "Csv Estimate")!["Quote number"]).toMatch(/^Q-\d{4}-\d{4}$/);
    // Newest first across both sources.
    expect(rows.findIndex((row) => row.Name === "Csv Estimate")).toBeLessThan(rows.findIndex((row) => row.Name === "Csv Oakville"));
  });
});
