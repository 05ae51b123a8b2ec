/**
 * The audit log: every state change writes one row in `events` with its type, the ids it concerns,
 * the time, the caller's address and User-Agent. Read straight from the table.
 */
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAdmin } from "../../shared/business";
import { events, type Event } from "../../shared/schema";
import {
  contractBody,
  createAcceptedQuote,
  createPricedQuote,
  estimateQuoteBody,
  pricedQuoteBody,
  quoteRequestBody,
  linkOf,
  contractIdOf,
} from "../support/factories";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

/** supertest connects over loopback; Express reports it as IPv4, IPv4-mapped IPv6 or IPv6. */
const loopbackIp = /^(::ffff:127\.0\.0\.1|127\.0\.0\.1|::1)$/;

let t: TestApp;
let counter = 0;
/** A User-Agent no other request of this file sends, so its events can be found exactly. */
const userAgent = (label: string) => `Forma-Events-Test/${++counter} (${label})`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function eventsByUserAgent(agent: string): Promise<Event[]> {
  return t.database.db.select().from(events).where(eq(events.userAgent, agent)).orderBy(asc(events.at));
}

async function eventsOfQuote(quoteId: string): Promise<Event[]> {
  return t.database.db.select().from(events).where(eq(events.quoteId, quoteId)).orderBy(asc(events.at));
}

/** The single event a request with this User-Agent wrote; fails unless there is exactly one. */
async function onlyEventOf(agent: string): Promise<Event> {
  const rows = await eventsByUserAgent(agent);
  expect(rows).toHaveLength(1);
  return rows[0];
}

/** Asserts `at` lies within the request's own time window (with a little slack for clocks). */
function expectRecordedBetween(event: Event, before: number, after: number) {
  const at = event.at.getTime();
  expect(at).toBeGreaterThanOrEqual(before - 1000);
  expect(at).toBeLessThanOrEqual(after + 1000);
}

describe("quote_request.created", () => {
  it("is written for a JSON quote request with the request id, ip and User-Agent", async () => {
    const agent = userAgent("lead");
    const before = Date.now();
    const response = await request(t.app).post("/api/quote-requests").set("User-Agent", agent).send(quoteRequestBody());
    const after = Date.now();
    expect(response.status).toBe(201);

    const event = await onlyEventOf(agent);
    expect(event).toMatchObject({
      type: "quote_request.created",
      quoteRequestId: response.body.id,
      quoteId: null,
      contractId: null,
      userAgent: agent,
      data: { photos: 0 },
    });
    expect(event.ip).toMatch(loopbackIp);
    expectRecordedBetween(event, before, after);
  });

  it("counts the photos of a multipart request", async () => {
    const agent = userAgent("lead with photos");
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c4a448" } })
      .jpeg()
      .toBuffer();
    let req = request(t.app).post("/api/quote-requests").set("User-Agent", agent);
    for (const [name, value] of Object.entries(quoteRequestBody())) req = req.field(name, String(value));
    const response = await req.attach("photos", photo, "front.jpg").attach("photos", photo, "back.jpg");
    expect(response.status).toBe(201);

    const event = await onlyEventOf(agent);
    expect(event).toMatchObject({ type: "quote_request.created", quoteRequestId: response.body.id, data: { photos: 2 } });
  });

  it("is not written when the request is refused", async () => {
    const agent = userAgent("invalid lead");
    const response = await request(t.app)
      .post("/api/quote-requests")
      .set("User-Agent", agent)
      .send(quoteRequestBody({ consent: false }));
    expect(response.status).toBe(400);
    expect(await eventsByUserAgent(agent)).toHaveLength(0);
  });
});

describe("quote.created", () => {
  it("is written for an estimate-form quote with source estimate", async () => {
    const agent = userAgent("estimate");
    const before = Date.now();
    const response = await request(t.app).post("/api/quotes").set("User-Agent", agent).send(estimateQuoteBody());
    const after = Date.now();
    expect(response.status).toBe(201);

    const event = await onlyEventOf(agent);
    expect(event).toMatchObject({
      type: "quote.created",
      quoteId: response.body.quoteId,
      contractId: null,
      quoteRequestId: null,
      userAgent: agent,
      data: { source: "estimate" },
    });
    expect(event.ip).toMatch(loopbackIp);
    expectRecordedBetween(event, before, after);
  });

  it("is written for an admin's priced quote with source admin, followed by quote.sent (the link is e-mailed)", async () => {
    const admin = await adminAgent(t.app);
    const agent = userAgent("admin creates quote");
    const body = pricedQuoteBody();
    const response = await admin.post("/api/quotes").set("User-Agent", agent).send(body);
    expect(response.status).toBe(201);

    const [created, sent, ...rest] = await eventsByUserAgent(agent);
    expect(rest).toHaveLength(0);
    expect(created).toMatchObject({ type: "quote.created", quoteId: response.body.quoteId, data: { source: "admin" } });
    expect(created.ip).toMatch(loopbackIp);
    expect(sent).toMatchObject({ type: "quote.sent", quoteId: response.body.quoteId, data: { to: body.clientEmail } });
  });

  it("is not written when the quote is refused", async () => {
    const agent = userAgent("invalid estimate");
    const response = await request(t.app)
      .post("/api/quotes")
      .set("User-Agent", agent)
      .send(estimateQuoteBody({ clientEmail: "nope" }));
    expect(response.status).toBe(400);
    expect(await eventsByUserAgent(agent)).toHaveLength(0);
  });
});

describe("quote.viewed", () => {
  it("is written once, for the client's first view, with the viewer's ip and User-Agent", async () => {
    const quoteId = await createPricedQuote(t.app);
    const firstAgent = userAgent("first view");
    const before = Date.now();
    await request(t.app)
      .get(`/api/links/${await linkOf(t.app, quoteId)}`)
      .set("User-Agent", firstAgent)
      .expect(200);
    const after = Date.now();

    const event = await onlyEventOf(firstAgent);
    expect(event).toMatchObject({ type: "quote.viewed", quoteId, contractId: null, userAgent: firstAgent });
    expect(event.ip).toMatch(loopbackIp);
    expectRecordedBetween(event, before, after);

    const secondAgent = userAgent("second view");
    await request(t.app)
      .get(`/api/links/${await linkOf(t.app, quoteId)}`)
      .set("User-Agent", secondAgent)
      .expect(200);
    expect(await eventsByUserAgent(secondAgent)).toHaveLength(0);
    expect((await eventsOfQuote(quoteId)).filter((row) => row.type === "quote.viewed")).toHaveLength(1);
  });

  it("is not written when the admin views the quote", async () => {
    const quoteId = await createPricedQuote(t.app);
    const admin = await adminAgent(t.app);
    const agent = userAgent("admin view");
    await admin.get(`/api/quotes/${quoteId}`).set("User-Agent", agent).expect(200);
    expect(await eventsByUserAgent(agent)).toHaveLength(0);
    expect((await eventsOfQuote(quoteId)).map((row) => row.type)).toEqual(["quote.created", "quote.sent"]);
  });
});

describe("quote.accepted and quote.rejected", () => {
  it("writes quote.accepted with the quote id, ip and User-Agent", async () => {
    const quoteId = await createPricedQuote(t.app);
    const agent = userAgent("accept");
    const before = Date.now();
    await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .set("User-Agent", agent)
      .send({ status: "accepted", version: 1 })
      .expect(200);
    const after = Date.now();

    const event = await onlyEventOf(agent);
    expect(event).toMatchObject({ type: "quote.accepted", quoteId, contractId: null, userAgent: agent, data: {} });
    expect(event.ip).toMatch(loopbackIp);
    expectRecordedBetween(event, before, after);
  });

  it("writes quote.rejected with the reason in data", async () => {
    const quoteId = await createPricedQuote(t.app);
    const agent = userAgent("reject");
    await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .set("User-Agent", agent)
      .send({ status: "rejected", version: 1, reason: "Project postponed to next spring" })
      .expect(200);

    const event = await onlyEventOf(agent);
    expect(event).toMatchObject({
      type: "quote.rejected",
      quoteId,
      userAgent: agent,
      data: { reason: "Project postponed to next spring" },
    });
    expect(event.ip).toMatch(loopbackIp);
  });

  it("writes quote.rejected without a reason when none is given", async () => {
    const quoteId = await createPricedQuote(t.app);
    const agent = userAgent("reject without reason");
    await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .set("User-Agent", agent)
      .send({ status: "rejected", version: 1 })
      .expect(200);

    const event = await onlyEventOf(agent);
    expect(event).toMatchObject({ type: "quote.rejected", quoteId, data: {} });
  });

  it("writes nothing for a refused decision (409)", async () => {
    const quoteId = await createAcceptedQuote(t.app);
    const agent = userAgent("second decision");
    await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .set("User-Agent", agent)
      .send({ status: "rejected", version: 1 })
      .expect(409);
    expect(await eventsByUserAgent(agent)).toHaveLength(0);
    expect((await eventsOfQuote(quoteId)).filter((row) => row.type.startsWith("quote.rejected"))).toHaveLength(0);
  });
});

describe("quote.updated", () => {
  it("is written for the admin's edit, naming the changed fields", async () => {
    const quoteId = await createPricedQuote(t.app);
    const admin = await adminAgent(t.app);
    const agent = userAgent("admin edit");
    const before = Date.now();
    await admin.patch(`/api/quotes/${quoteId}`).set("User-Agent", agent).send({ totalCost: "6,900.00", validUntil: "2099-01-31" }).expect(200);
    const after = Date.now();

    const event = await onlyEventOf(agent);
    expect(event).toMatchObject({ type: "quote.updated", quoteId, userAgent: agent });
    expect([...(event.data.fields as string[])].sort()).toEqual(["totalCost", "validUntil"]);
    expect(event.ip).toMatch(loopbackIp);
    expectRecordedBetween(event, before, after);
  });

  it("is not written for a refused edit", async () => {
    const quoteId = await createAcceptedQuote(t.app);
    const admin = await adminAgent(t.app);
    const agent = userAgent("edit after acceptance");
    await admin.patch(`/api/quotes/${quoteId}`).set("User-Agent", agent).send({ totalCost: "1.00" }).expect(409);
    await request(t.app).patch(`/api/quotes/${quoteId}`).set("User-Agent", agent).send({ totalCost: "1.00" }).expect(401);
    expect(await eventsByUserAgent(agent)).toHaveLength(0);
  });
});

describe("contract.signed", () => {
  it("is written with the quote and contract ids, ip and User-Agent", async () => {
    const quoteId = await createAcceptedQuote(t.app);
    const agent = userAgent("signing");
    const before = Date.now();
    const response = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .set("User-Agent", agent)
      .send(contractBody(quoteId));
    const after = Date.now();
    expect(response.status).toBe(201);

    const event = await onlyEventOf(agent);
    expect(event).toMatchObject({
      type: "contract.signed",
      quoteId,
      contractId: await contractIdOf(t.app, quoteId),
      quoteRequestId: null,
      userAgent: agent,
    });
    expect(event.ip).toMatch(loopbackIp);
    expectRecordedBetween(event, before, after);
  });

  it("is not written for a second signature of the same quote", async () => {
    const quoteId = await createAcceptedQuote(t.app);
    await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .send(contractBody(quoteId))
      .expect(201);
    const agent = userAgent("second signing");
    await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .set("User-Agent", agent)
      .send(contractBody(quoteId))
      .expect(409);
    expect(await eventsByUserAgent(agent)).toHaveLength(0);
    expect((await eventsOfQuote(quoteId)).filter((row) => row.type === "contract.signed")).toHaveLength(1);
  });
});

describe("admin.login and admin.logout", () => {
  it("writes admin.login with the admin's e-mail, ip and User-Agent", async () => {
    const agent = userAgent("login");
    const before = Date.now();
    await request(t.app).post("/api/admin/login").set("User-Agent", agent).send({ email: demoAdmin.email, password: demoAdmin.password }).expect(200);
    const after = Date.now();

    const event = await onlyEventOf(agent);
    expect(event).toMatchObject({
      type: "admin.login",
      quoteId: null,
      contractId: null,
      quoteRequestId: null,
      userAgent: agent,
      data: { email: demoAdmin.email },
    });
    expect(event.ip).toMatch(loopbackIp);
    expectRecordedBetween(event, before, after);
  });

  it("does not write admin.login for a wrong password", async () => {
    const agent = userAgent("failed login");
    await request(t.app).post("/api/admin/login").set("User-Agent", agent).send({ email: demoAdmin.email, password: "not-the-password" }).expect(401);
    const rows = await eventsByUserAgent(agent);
    expect(rows.map((row) => row.type)).not.toContain("admin.login");
  });

  it("writes admin.logout with the admin's e-mail, ip and User-Agent", async () => {
    const admin = await adminAgent(t.app);
    const agent = userAgent("logout");
    const before = Date.now();
    await admin.post("/api/admin/logout").set("User-Agent", agent).expect(200);
    const after = Date.now();

    const event = await onlyEventOf(agent);
    expect(event).toMatchObject({ type: "admin.logout", userAgent: agent, data: { email: demoAdmin.email } });
    expect(event.ip).toMatch(loopbackIp);
    expectRecordedBetween(event, before, after);
  });

  it("writes no admin.logout when nobody was signed in", async () => {
    const agent = userAgent("anonymous logout");
    await request(t.app).post("/api/admin/logout").set("User-Agent", agent).expect(200);
    expect(await eventsByUserAgent(agent)).toHaveLength(0);
  });
});

describe("a quote's whole history", () => {
  it("records each step of estimate -> priced -> sent -> viewed -> accepted -> signed, in order", async () => {
    const created = await request(t.app).post("/api/quotes").send(estimateQuoteBody());
    expect(created.status).toBe(201);
    const quoteId: string = created.body.quoteId;

    const admin = await adminAgent(t.app);
    await admin.patch(`/api/quotes/${quoteId}`).send({ totalCost: "3,800.00" }).expect(200);
    // Not yet sent: opening it is not the client's first view.
    await request(t.app)
      .get(`/api/links/${await linkOf(t.app, quoteId)}`)
      .expect(200);
    await admin.post(`/api/quotes/${quoteId}/send`).expect(200);
    await request(t.app)
      .get(`/api/links/${await linkOf(t.app, quoteId)}`)
      .expect(200);
    await request(t.app)
      .get(`/api/links/${await linkOf(t.app, quoteId)}`)
      .expect(200);
    // Priced by an edit: the client saw version 2.
    await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .send({ status: "accepted", version: 2 })
      .expect(200);
    const signed = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .send(contractBody(quoteId, { quoteVersion: 2 }));
    expect(signed.status).toBe(201);

    const history = await eventsOfQuote(quoteId);
    expect(history.map((row) => row.type)).toEqual([
      "quote.created",
      "quote.updated",
      "quote.sent",
      "quote.viewed",
      "quote.accepted",
      "contract.signed",
    ]);
    expect(history[5].contractId).toBe(await contractIdOf(t.app, quoteId));
    for (const row of history) expect(row.ip).toMatch(loopbackIp);
  });
});
