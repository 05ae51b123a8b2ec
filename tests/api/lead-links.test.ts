/**
 * Leads and quotes linked both ways: a lead lists the quotes priced from it at their lifecycle stage
 * (a signed one says signed), leads from the same person are grouped (e-mail in any case, phone by its
 * digits), and the admin's notes are kept on leads and on the quote's timeline.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBody } from "../support/error-body";
import { contractBody, pricedQuoteBody, quoteRequestBody, linkOf } from "../support/factories";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

type Lead = {
  id: string;
  name: string;
  quotes: { id: string; stage: string; totalCost: string; revision: number }[];
  notes: { id: string; text: string; at: string }[];
  related: { id: string; name: string }[];
};

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
});
afterAll(() => t.close());

async function submitLead(overrides: Record<string, unknown>): Promise<string> {
  const response = await request(t.app).post("/api/quote-requests").send(quoteRequestBody(overrides));
  expect(response.status).toBe(201);
  return response.body.id;
}

async function leads(): Promise<Map<string, Lead>> {
  const response = await admin.get("/api/quote-requests");
  expect(response.status).toBe(200);
  return new Map((response.body.quoteRequests as Lead[]).map((lead) => [lead.id, lead]));
}

async function quoteFromLead(leadId: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await admin.post("/api/quotes").send(pricedQuoteBody({ quoteRequestId: leadId, ...overrides }));
  expect(response.status).toBe(201);
  return response.body.quoteId;
}

describe("a lead's quotes", () => {
  it("lists each quote priced from the lead with its stage; a signed one says signed, a lead without any has none", async () => {
    const leadId = await submitLead({ name: "Nadia Haddad", email: "nadia@example.com", phone: "289-555-0111" });
    const untouched = await submitLead({ name: "Omar Farouk", email: "omar@example.com", phone: "289-555-0999" });
    const first = await quoteFromLead(leadId, { totalCost: "4,000.00" });
    const second = await quoteFromLead(leadId, { totalCost: "5,500.00" });
    await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, second)}/status`)
      .send({ status: "accepted", version: 1 })
      .expect(200);
    await request(t.app)
      .post(`/api/links/${await linkOf(t.app, second)}/contract`)
      .send(contractBody(second))
      .expect(201);

    const all = await leads();
    expect(all.get(leadId)!.quotes).toEqual([
      expect.objectContaining({ id: first, stage: "sent", totalCost: "4,000.00", revision: 1 }),
      expect.objectContaining({ id: second, stage: "signed", totalCost: "5,500.00", revision: 1 }),
    ]);
    expect(all.get(untouched)!.quotes).toEqual([]);

    // The quote names its lead, so its page can link back.
    const quote = await admin.get(`/api/quotes/${first}`);
    expect(quote.body.quote.quoteRequestId).toBe(leadId);
    // The client's link shows the quote, not the business's record of where it came from.
    const client = await request(t.app).get(`/api/links/${await linkOf(t.app, first)}`);
    expect(client.status).toBe(200);
    expect(client.body.quote).not.toHaveProperty("quoteRequestId");
  });
});

describe("leads from the same person", () => {
  it("groups by e-mail whatever its case and by phone digits whatever the punctuation; strangers stay apart", async () => {
    const byEmailA = await submitLead({ name: "Sam Lee", email: "Sam.Lee@Example.com", phone: "416-555-0101" });
    const byEmailB = await submitLead({ name: "Sam Lee", email: "sam.lee@example.com", phone: "647-555-0102" });
    const byPhone = await submitLead({ name: "Samantha Lee", email: "samantha@example.com", phone: "+1 (647) 555.0102" });
    const stranger = await submitLead({ name: "Ana Silva", email: "ana@example.com", phone: "905-555-0188" });

    const all = await leads();
    const relatedIds = (id: string) =>
      all
        .get(id)!
        .related.map((lead) => lead.id)
        .sort();
    expect(relatedIds(byEmailA)).toEqual([byEmailB, byPhone].sort());
    expect(relatedIds(byEmailB)).toEqual([byEmailA, byPhone].sort());
    expect(relatedIds(byPhone)).toEqual([byEmailA, byEmailB].sort());
    expect(relatedIds(stranger)).toEqual([]);
    expect(all.get(byPhone)!.related.find((lead) => lead.id === byEmailA)!.name).toBe("Sam Lee");
  });
});

describe("notes", () => {
  it("keeps a note on a lead, several lines, and shows it on the lead", async () => {
    const leadId = await submitLead({ name: "Grace Kim", email: "grace@example.com", phone: "416-555-0177" });
    const response = await admin.post(`/api/quote-requests/${leadId}/notes`).send({ text: "  Called back.\r\nWants a site visit Tuesday.  " });
    expect(response.status).toBe(201);
    expect(response.body.note).toMatchObject({ text: "Called back.\nWants a site visit Tuesday." });
    await admin.post(`/api/quote-requests/${leadId}/notes`).send({ text: "Visit booked." }).expect(201);
    expect((await leads()).get(leadId)!.notes.map((note) => note.text)).toEqual(["Called back.\nWants a site visit Tuesday.", "Visit booked."]);
  });

  it("keeps a note on a quote, on its timeline", async () => {
    const leadId = await submitLead({ name: "Luca Rossi", email: "luca@example.com", phone: "905-555-0166" });
    const quoteId = await quoteFromLead(leadId);
    const response = await admin.post(`/api/quotes/${quoteId}/notes`).send({ text: "Client prefers charcoal.\nAsk about sealer." });
    expect(response.status).toBe(201);
    const timeline = await admin.get(`/api/quotes/${quoteId}/events`);
    const notes = (timeline.body.events as { type: string; data: { text?: string } }[]).filter((event) => event.type === "quote.note");
    expect(notes.map((event) => event.data.text)).toEqual(["Client prefers charcoal.\nAsk about sealer."]);
    // Never shown to the client: the client's read of the quote does not carry it.
    expect(JSON.stringify((await request(t.app).get(`/api/links/${await linkOf(t.app, quoteId)}`)).body)).not.toContain("charcoal.\nAsk");
  });

  it("refuses an empty note, one over 2000 characters and special characters; 404 for unknown records; 401 without a session", async () => {
    const leadId = await submitLead({ name: "Ivy Chen", email: "ivy@example.com", phone: "416-555-0155" });
    const empty = await admin.post(`/api/quote-requests/${leadId}/notes`).send({ text: "   " });
    expect(empty.status).toBe(400);
    expect(errorBody(empty).errors).toEqual({ text: "Write the note first" });
    const long = await admin.post(`/api/quote-requests/${leadId}/notes`).send({ text: "x".repeat(2001) });
    expect(errorBody(long).errors).toEqual({ text: "Please keep the note under 2000 characters" });
    const control = await admin.post(`/api/quote-requests/${leadId}/notes`).send({ text: "bell\u0007" });
    expect(errorBody(control).errors).toEqual({ text: "Please remove special characters from the note" });
    expect((await admin.post(`/api/quote-requests/${leadId}/notes`).send({ text: "x".repeat(2000) })).status).toBe(201);

    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(errorBody(await admin.post(`/api/quote-requests/${unknown}/notes`).send({ text: "Hi" })).code).toBe("QUOTE_REQUEST_NOT_FOUND");
    expect(errorBody(await admin.post(`/api/quotes/${unknown}/notes`).send({ text: "Hi" })).code).toBe("QUOTE_NOT_FOUND");
    expect((await request(t.app).post(`/api/quote-requests/${leadId}/notes`).send({ text: "Hi" })).status).toBe(401);
    expect((await request(t.app).post(`/api/quotes/${unknown}/notes`).send({ text: "Hi" })).status).toBe(401);
  });
});
