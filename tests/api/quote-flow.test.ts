/**
 * The quote-to-contract calls (docs/api.md, /api/openapi.json): sending the quote link, the quote's
 * timeline, lead statuses, the contract's extra fields and its PDF, and which e-mails each change
 * queues in the outbox (delivery itself is tested in mail.test.ts).
 */
import type { AuditEventType } from "@shared/audit-events";
import { and, asc, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emails, events, quoteRequests, quotes } from "../../shared/schema";
import { demoAdmin } from "../../shared/business";
import { binary } from "../support/binary";
import {
  contractBody,
  createAcceptedQuote,
  createPricedQuote,
  createQuoteValidUntil,
  estimateQuoteBody,
  pricedQuoteBody,
  quoteRequestBody,
  linkOf,
  contractIdOf,
} from "../support/factories";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";
import { errorBody } from "../support/error-body";

const unknownId = "5d0c7f3e-8a61-4b2f-9c4e-2f7b1e6a9d30";
const malformedIds = ["abc", "1' or 1=1", "12345"];
const publicUrl = "http://forma.test"; // PUBLIC_URL of the test configuration
const businessEmail = "estimates@formaconcretegta.ca"; // BUSINESS_EMAIL default

type Agent = Awaited<ReturnType<typeof adminAgent>>;

let t: TestApp;
let admin: Agent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
});
afterAll(() => t.close());

async function storedQuote(id: string) {
  const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
  return row;
}

async function storedLead(id: string) {
  const [row] = await t.database.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
  return row;
}

async function emailsOfQuote(quoteId: string) {
  return t.database.db.select().from(emails).where(eq(emails.quoteId, quoteId)).orderBy(asc(emails.createdAt));
}

async function emailsTo(address: string) {
  return t.database.db.select().from(emails).where(eq(emails.to, address)).orderBy(asc(emails.createdAt));
}

async function eventsOf(quoteId: string, type: AuditEventType) {
  return t.database.db
    .select()
    .from(events)
    .where(and(eq(events.quoteId, quoteId), eq(events.type, type)));
}

async function createLead(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await request(t.app).post("/api/quote-requests").send(quoteRequestBody(overrides));
  expect(response.status).toBe(201);
  return response.body.id;
}

async function createEstimate(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await request(t.app).post("/api/quotes").send(estimateQuoteBody(overrides));
  expect(response.status).toBe(201);
  return response.body.quoteId;
}

describe("POST /api/quotes (admin): the client is e-mailed the link at once", () => {
  it("queues the link e-mail to the client, stamps sentAt and writes quote.sent", async () => {
    const body = pricedQuoteBody({ workScope: "Stamped Patio", totalCost: "7,200.00" });
    const before = Date.now();
    const response = await admin.post("/api/quotes").send(body);
    expect(response.status).toBe(201);
    expect(Object.keys(response.body).sort()).toEqual(["quoteId", "success"]);
    const quoteId: string = response.body.quoteId;

    const queued = await emailsOfQuote(quoteId);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ kind: "quote-link", to: body.clientEmail, status: "pending", attempts: 0, lastError: null });
    expect(queued[0].subject).toContain("Stamped Patio");
    expect(queued[0].subject).toContain("$7,200.00 CAD");
    // The e-mail names the client's link token, never the quote's id.
    const token = await linkOf(t.app, quoteId);
    expect(queued[0].text).toContain(`${publicUrl}/quote/${token}`);
    expect(queued[0].html).toContain(`href="${publicUrl}/quote/${token}"`);
    expect(queued[0].text).not.toContain(quoteId);
    expect(queued[0].html).not.toContain(quoteId);

    const quote = await storedQuote(quoteId);
    expect(quote.sentAt).toBeInstanceOf(Date);
    expect(quote.sentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const sent = await eventsOf(quoteId, "quote.sent");
    expect(sent).toHaveLength(1);
    expect(sent[0].data).toEqual({ to: body.clientEmail, emailId: queued[0].id });
  });

  it("marks the lead it was priced from as quoted, with an event naming the quote", async () => {
    const leadId = await createLead();
    expect((await storedLead(leadId)).status).toBe("new");

    const response = await admin.post("/api/quotes").send(pricedQuoteBody({ quoteRequestId: leadId }));
    expect(response.status).toBe(201);
    expect((await storedLead(leadId)).status).toBe("quoted");

    const leadEvents = await t.database.db.select().from(events).where(eq(events.quoteRequestId, leadId)).orderBy(asc(events.at));
    expect(leadEvents.map((event) => event.type)).toContain("quote_request.status_changed");
    const change = leadEvents.find((event) => event.type === "quote_request.status_changed");
    expect(change?.data).toEqual({ from: "new", to: "quoted", by: "automatic", quoteId: response.body.quoteId });

    const list = await admin.get("/api/quote-requests");
    expect(list.body.quoteRequests.find((lead: { id: string }) => lead.id === leadId).status).toBe("quoted");
  });

  it("answers 404 for an unknown lead and stores no quote and no e-mail", async () => {
    const body = pricedQuoteBody({ quoteRequestId: unknownId, clientName: "Unknown Lead Client" });
    const response = await admin.post("/api/quotes").send(body);
    expect(response.status).toBe(404);
    expect(errorBody(response)).toEqual({ success: false, code: "QUOTE_REQUEST_NOT_FOUND", message: "Quote request not found" });
    expect(await t.database.db.select().from(quotes).where(eq(quotes.clientName, "Unknown Lead Client"))).toHaveLength(0);
    expect(await emailsTo(body.clientEmail)).toHaveLength(0);
  });

  it("answers 400 for a malformed lead id, and treats an empty one as none", async () => {
    const malformed = await admin.post("/api/quotes").send(pricedQuoteBody({ quoteRequestId: "lead-1" }));
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual({ quoteRequestId: "Quote request not found" });

    const empty = await admin.post("/api/quotes").send(pricedQuoteBody({ quoteRequestId: "" }));
    expect(empty.status).toBe(201);
  });

  it("e-mails nothing for a quote that could not be accepted (priced 0.00)", async () => {
    for (const overrides of [{ totalCost: "0.00" }]) {
      const quoteId = await createPricedQuote(t.app, overrides);
      expect(await emailsOfQuote(quoteId)).toHaveLength(0);
      expect(await eventsOf(quoteId, "quote.sent")).toHaveLength(0);
      expect((await storedQuote(quoteId)).sentAt).toBeNull();
    }
  });
});

describe("POST /api/quotes/:id/send", () => {
  it("answers 401 without an admin session and queues nothing", async () => {
    const quoteId = await createPricedQuote(t.app);
    const response = await request(t.app).post(`/api/quotes/${quoteId}/send`);
    expect(response.status).toBe(401);
    expect(response.body.success).toBe(false);
    expect(await emailsOfQuote(quoteId)).toHaveLength(1); // only the one of its creation
  });

  it.each([unknownId, ...malformedIds])("answers 404 for the id %j", async (id) => {
    const response = await admin.post(`/api/quotes/${encodeURIComponent(id)}/send`);
    expect(response.status).toBe(404);
    expect(errorBody(response)).toEqual({ success: false, code: "QUOTE_NOT_FOUND", message: "Quote not found" });
  });

  it("resends the link: 200 with the address, a second e-mail, a later sentAt and a second quote.sent", async () => {
    const body = pricedQuoteBody();
    const quoteId = await createPricedQuote(t.app, body);
    const firstSentAt = (await storedQuote(quoteId)).sentAt!;

    const response = await admin.post(`/api/quotes/${quoteId}/send`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: `Quote sent to ${body.clientEmail}` });

    const queued = await emailsOfQuote(quoteId);
    expect(queued.map((email) => [email.kind, email.to])).toEqual([
      ["quote-link", body.clientEmail],
      ["quote-link", body.clientEmail],
    ]);
    expect((await storedQuote(quoteId)).sentAt!.getTime()).toBeGreaterThan(firstSentAt.getTime());
    expect(await eventsOf(quoteId, "quote.sent")).toHaveLength(2);
  });

  it("sends an estimate quote once the admin has priced it", async () => {
    const body = estimateQuoteBody();
    const quoteId = await createEstimate(body);
    await admin.patch(`/api/quotes/${quoteId}`).send({ totalCost: "3,850.00" }).expect(200);
    const response = await admin.post(`/api/quotes/${quoteId}/send`);
    expect(response.status).toBe(200);
    const links = (await emailsOfQuote(quoteId)).filter((email) => email.kind === "quote-link");
    expect(links).toHaveLength(1);
    expect(links[0].to).toBe(body.clientEmail);
    expect(links[0].text).toContain("$3,850.00 CAD");
  });

  const refusals: Array<[string, () => Promise<string>, string, string]> = [
    ["accepted", () => createAcceptedQuote(t.app), "This quote is accepted and can no longer be sent.", "QUOTE_NOT_PENDING"],
    [
      "declined",
      async () => {
        const id = await createPricedQuote(t.app);
        await request(t.app)
          .patch(`/api/links/${await linkOf(t.app, id)}/status`)
          .send({ status: "rejected", version: 1 })
          .expect(200);
        return id;
      },
      "This quote is declined and can no longer be sent.",
      "QUOTE_NOT_PENDING",
    ],
    ["still priced 0.00", () => createEstimate(), "Set a price above $0.00 before sending this quote.", "QUOTE_NOT_PRICED"],
    ["expired", () => createQuoteValidUntil(t, -1), "This quote has expired. Extend its valid-until date before sending it.", "QUOTE_EXPIRED"],
  ];

  it.each(refusals)("answers 409 for a quote that is %s, and queues nothing", async (_state, create, message, code) => {
    const quoteId = await create();
    const before = (await emailsOfQuote(quoteId)).filter((email) => email.kind === "quote-link").length;
    const response = await admin.post(`/api/quotes/${quoteId}/send`);
    expect(response.status).toBe(409);
    expect(errorBody(response)).toEqual({ success: false, code, message });
    expect((await emailsOfQuote(quoteId)).filter((email) => email.kind === "quote-link")).toHaveLength(before);
  });
});

describe("GET /api/quotes/:id/events", () => {
  it("answers 401 without an admin session", async () => {
    const quoteId = await createPricedQuote(t.app);
    const response = await request(t.app).get(`/api/quotes/${quoteId}/events`);
    expect(response.status).toBe(401);
    expect(response.body.events).toBeUndefined();
  });

  it.each([unknownId, ...malformedIds])("answers 404 for the id %j", async (id) => {
    const response = await admin.get(`/api/quotes/${encodeURIComponent(id)}/events`);
    expect(response.status).toBe(404);
    expect(errorBody(response)).toEqual({ success: false, code: "QUOTE_NOT_FOUND", message: "Quote not found" });
  });

  it("gives an estimate's whole history oldest first: created, updated, sent, viewed, rejected with the reason", async () => {
    const quoteId = await createEstimate();
    await admin.patch(`/api/quotes/${quoteId}`).send({ totalCost: "2,400.00" }).expect(200);
    await admin.post(`/api/quotes/${quoteId}/send`).expect(200);
    await request(t.app)
      .get(`/api/links/${await linkOf(t.app, quoteId)}`)
      .expect(200);
    await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .send({ status: "rejected", version: 2, reason: "Went with a cheaper bid" })
      .expect(200);

    const response = await admin.get(`/api/quotes/${quoteId}/events`);
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const timeline = response.body.events as Array<Record<string, unknown>>;
    expect(timeline.map((event) => event.type)).toEqual(["quote.created", "quote.updated", "quote.sent", "quote.viewed", "quote.rejected"]);
    for (const event of timeline) {
      expect(Object.keys(event).sort()).toEqual(["at", "data", "id", "type"]);
      expect(Number.isNaN(Date.parse(String(event.at)))).toBe(false);
    }
    const times = timeline.map((event) => Date.parse(String(event.at)));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(timeline[4].data).toEqual({ reason: "Went with a cheaper bid" });
    expect(timeline[0].data).toEqual({ source: "estimate" });
  });

  it("ends an accepted quote's history with contract.signed", async () => {
    const quoteId = await createPricedQuote(t.app);
    await request(t.app)
      .get(`/api/links/${await linkOf(t.app, quoteId)}`)
      .expect(200);
    await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .send({ status: "accepted", version: 1 })
      .expect(200);
    const signed = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .send(contractBody(quoteId));
    expect(signed.status).toBe(201);

    const response = await admin.get(`/api/quotes/${quoteId}/events`);
    expect(response.body.events.map((event: { type: string }) => event.type)).toEqual([
      "quote.created",
      "quote.sent",
      "quote.viewed",
      "quote.accepted",
      "contract.signed",
    ]);
  });
});

describe("PATCH /api/quote-requests/:id", () => {
  const stageMessage = 'Stage must be "new", "contacted", "site_visit", "quoted", "won" or "lost"';
  it("answers 401 without an admin session and changes nothing", async () => {
    const leadId = await createLead();
    const response = await request(t.app).patch(`/api/quote-requests/${leadId}`).send({ status: "lost", lostReason: "price", version: 1 });
    expect(response.status).toBe(401);
    expect(response.body.success).toBe(false);
    expect((await storedLead(leadId)).status).toBe("new");
  });

  it.each([unknownId, ...malformedIds])("answers 404 for the id %j", async (id) => {
    const response = await admin.patch(`/api/quote-requests/${encodeURIComponent(id)}`).send({ status: "contacted", version: 1 });
    expect(response.status).toBe(404);
    expect(errorBody(response)).toEqual({ success: false, code: "QUOTE_REQUEST_NOT_FOUND", message: "Quote request not found" });
  });

  it.each([["archived"], ["closed"], [""], [null], [3]])("answers 400 for the status %j", async (status) => {
    const leadId = await createLead();
    const response = await admin.patch(`/api/quote-requests/${leadId}`).send({ status, version: 1 });
    expect(response.status).toBe(400);
    expect(errorBody(response)).toEqual({
      success: false,
      code: "VALIDATION_FAILED",
      message: stageMessage,
      errors: { status: stageMessage },
    });
    expect((await storedLead(leadId)).status).toBe("new");
  });

  it("answers 400 for a missing status", async () => {
    const leadId = await createLead();
    const response = await admin.patch(`/api/quote-requests/${leadId}`).send({ version: 1 });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ status: stageMessage });
  });

  it("marks a lead lost and reopens it, answering the lead each time and recording each real change once", async () => {
    const leadId = await createLead({ name: "Lead To Close" });

    const closed = await admin.patch(`/api/quote-requests/${leadId}`).send({ status: "lost", lostReason: "no_response", version: 1 });
    expect(closed.status).toBe(200);
    expect(closed.body.success).toBe(true);
    expect(closed.body.quoteRequest).toMatchObject({ id: leadId, name: "Lead To Close", status: "lost", version: 2 });
    expect(Array.isArray(closed.body.quoteRequest.photoUrls)).toBe(true);
    expect((await storedLead(leadId)).status).toBe("lost");

    await admin.patch(`/api/quote-requests/${leadId}`).send({ status: "lost", lostReason: "no_response", version: 2 }).expect(200);
    const reopened = await admin.patch(`/api/quote-requests/${leadId}`).send({ status: "new", version: 2 });
    expect(reopened.body.quoteRequest.status).toBe("new");

    const changes = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.quoteRequestId, leadId), eq(events.type, "quote_request.status_changed")))
      .orderBy(asc(events.at));
    expect(changes.map((event) => event.data)).toEqual([
      { from: "new", to: "lost", by: demoAdmin.email, lostReason: "no_response" },
      { from: "lost", to: "new", by: demoAdmin.email },
    ]);
  });
});

describe("GET /api/contracts/:id: the PDF link and the quote's times", () => {
  it("adds pdfUrl, quoteSentAt, quoteViewedAt and quoteAcceptedAt, in the order they happened", async () => {
    const quoteId = await createPricedQuote(t.app);
    await request(t.app)
      .get(`/api/links/${await linkOf(t.app, quoteId)}`)
      .expect(200);
    await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .send({ status: "accepted", version: 1 })
      .expect(200);
    await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .send(contractBody(quoteId));
    const contractId: string = await contractIdOf(t.app, quoteId);

    const response = await (await adminAgent(t.app)).get(`/api/contracts/${contractId}`);
    expect(response.status).toBe(200);
    const contract = response.body.contract;
    expect(contract.pdfUrl).toBe(`/api/contracts/${contractId}/pdf`);
    const client = await request(t.app).get(`/api/links/${await linkOf(t.app, quoteId)}/contract`);
    expect(client.body.contract.pdfUrl).toBe(`/api/links/${await linkOf(t.app, quoteId)}/contract/pdf`);
    const quote = await storedQuote(quoteId);
    expect(contract.quoteSentAt).toBe(quote.sentAt!.toISOString());
    expect(contract.quoteViewedAt).toBe(quote.firstViewedAt!.toISOString());
    expect(contract.quoteAcceptedAt).toBe(quote.decidedAt!.toISOString());
    const order = [contract.quoteSentAt, contract.quoteViewedAt, contract.quoteAcceptedAt, contract.signedAt].map((at: string) => Date.parse(at));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(contract).not.toHaveProperty("signatureData");
  });

  it("gives null for a time that was never recorded (the client never opened the page)", async () => {
    const quoteId = await createAcceptedQuote(t.app);
    await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .send(contractBody(quoteId));
    const response = await request(t.app).get(`/api/links/${await linkOf(t.app, quoteId)}/contract`);
    expect(response.body.contract.quoteViewedAt).toBeNull();
    expect(typeof response.body.contract.quoteSentAt).toBe("string");
  });
});

describe("GET /api/links/:token/contract/pdf", () => {
  let contractId: string;
  let token: string;
  beforeAll(async () => {
    const quoteId = await createAcceptedQuote(t.app);
    token = await linkOf(t.app, quoteId);
    await request(t.app).post(`/api/links/${token}/contract`).send(contractBody(quoteId)).expect(201);
    contractId = await contractIdOf(t.app, quoteId);
  });

  it("serves the signed PDF to anyone holding the link, as a download named after the contract", async () => {
    const response = await request(t.app).get(`/api/links/${token}/contract/pdf`).buffer(true).parse(binary);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="forma-contract-${contractId.slice(0, 8)}.pdf"`);
    const bytes = response.body as Buffer;
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(Number(response.headers["content-length"])).toBe(bytes.length);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(doc.getTitle()).toBe(`Signed contract ${contractId}`);
  });

  it.each([unknownId, ...malformedIds])("answers 404 in the JSON error shape for the link %j", async (id) => {
    const response = await request(t.app).get(`/api/links/${encodeURIComponent(id)}/contract/pdf`);
    expect(response.status).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(errorBody(response)).toEqual({ success: false, code: "QUOTE_NOT_FOUND", message: "Quote not found" });
  });

  it("answers 404 without a session for a contract id that was never a link", async () => {
    const response = await request(t.app).get(`/api/contracts/${contractId}/pdf`);
    expect(response.status).toBe(404);
  });
});

describe("what each change queues in the outbox", () => {
  it("a quote request: an acknowledgement to the requester and the lead to the business", async () => {
    const body = quoteRequestBody();
    const leadId = await createLead(body);
    const toRequester = await emailsTo(body.email);
    expect(toRequester.map((email) => email.kind)).toEqual(["quote-request-ack"]);
    expect(toRequester[0].text).toContain("24 hours");
    const notices = await t.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.kind, "lead-notice"), eq(emails.replyTo, body.email)));
    expect(notices).toHaveLength(1);
    expect(notices[0].to).toBe(businessEmail);
    expect(notices[0].text).toContain(leadId);
  });

  it("an estimate: an acknowledgement to the client and a notice to the business, never the unpriced link", async () => {
    const body = estimateQuoteBody();
    const quoteId = await createEstimate(body);
    // Both are queued in one transaction (same created_at): compare them in a fixed order.
    const queued = (await emailsOfQuote(quoteId)).sort((a, b) => a.kind.localeCompare(b.kind));
    expect(queued.map((email) => [email.kind, email.to, email.replyTo])).toEqual([
      ["estimate-ack", body.clientEmail, null],
      ["estimate-notice", businessEmail, body.clientEmail],
    ]);
    expect(queued[0].text).toContain("24 hours");
    expect(queued[0].text).not.toContain(`/quote/${quoteId}`);
  });

  it("a decision: a notice to the business, with the reason of a decline", async () => {
    const acceptedId = await createAcceptedQuote(t.app);
    expect((await emailsOfQuote(acceptedId)).map((email) => [email.kind, email.to])).toEqual([
      ["quote-link", expect.any(String)],
      ["quote-accepted-notice", businessEmail],
    ]);

    const rejectedId = await createPricedQuote(t.app);
    await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, rejectedId)}/status`)
      .send({ status: "rejected", version: 1, reason: "Budget cut this year" })
      .expect(200);
    const declined = (await emailsOfQuote(rejectedId)).find((email) => email.kind === "quote-declined-notice");
    expect(declined?.to).toBe(businessEmail);
    expect(declined?.text).toContain("Budget cut this year");
    expect(declined?.html).toContain("Budget cut this year");
  });

  it("a signature: the signed PDF to the signer and to the business, rendered later from the contract id", async () => {
    const quoteId = await createAcceptedQuote(t.app);
    await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .send(contractBody(quoteId, { clientEmail: "signer@example.com" }));
    const contractId: string = await contractIdOf(t.app, quoteId);
    // Both are queued in the signing's one transaction: on PostgreSQL they share its created_at, so
    // their order is not theirs to say; they are compared by kind.
    const queued = (await emailsOfQuote(quoteId))
      .filter((email) => email.kind.startsWith("contract-signed"))
      .sort((a, b) => b.kind.localeCompare(a.kind));
    const attachment = { filename: `forma-contract-${contractId.slice(0, 8)}.pdf`, contentType: "application/pdf", contractId };
    expect(queued.map((email) => [email.kind, email.to, email.contractId, email.attachments])).toEqual([
      ["contract-signed-client", "signer@example.com", contractId, [attachment]],
      ["contract-signed-business", businessEmail, contractId, [attachment]],
    ]);
  });

  it("a refused request queues nothing", async () => {
    const body = quoteRequestBody({ consent: false });
    await request(t.app).post("/api/quote-requests").send(body).expect(400);
    expect(await emailsTo(body.email)).toHaveLength(0);

    const quoteId = await createAcceptedQuote(t.app);
    const before = (await emailsOfQuote(quoteId)).length;
    await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .send({ status: "rejected", version: 1 })
      .expect(409);
    await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .send(contractBody(quoteId, { agreementAccepted: false }))
      .expect(400);
    expect(await emailsOfQuote(quoteId)).toHaveLength(before);
  });
});
