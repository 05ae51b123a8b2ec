/**
 * The API contract: /api/openapi.json is a valid OpenAPI 3.1 document generated from the endpoint
 * table, every route the table names exists, and each one's success answer matches its schema (the
 * shape itself is checked for every answer of every API test by tests/support/answer-check.ts; here
 * every route is made to answer at least once).
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "@shared/api/endpoints";
import { errorCodes } from "@shared/api-errors";
import { answerMismatch } from "../support/answer-check";
import { contractBody, createAcceptedQuote, createPricedQuote, quoteRequestBody, linkOf, contractIdOf } from "../support/factories";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminAgent>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
});
afterAll(async () => t?.close());

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document describing every route of the endpoint table", async () => {
    const response = await request(t.app).get("/api/openapi.json").expect(200);
    const document = response.body;
    expect(document.openapi).toBe("3.1.0");
    const validation = await new Validator().validate(document);
    expect(validation).toEqual({ valid: true });
    const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(documented.sort()).toEqual(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort());
  });

  it("names every error code and refers to shared components instead of repeating them", async () => {
    const document = (await request(t.app).get("/api/openapi.json")).body;
    for (const code of errorCodes) expect(document.info.description).toContain(code);
    expect(document.components.schemas.Quote.properties.status.enum).toEqual(["pending", "accepted", "rejected"]);
    expect(document.paths["/api/quotes/{id}"].get.responses["200"].content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/QuoteAnswer",
    });
    expect(document.components.schemas.QuoteAnswer.properties.quote).toEqual({ $ref: "#/components/schemas/Quote" });
    // Timestamps are documented as they travel: ISO text.
    expect(document.components.schemas.Quote.properties.createdAt).toMatchObject({ type: "string", format: "date-time" });
  });
});

describe("every route of the endpoint table", () => {
  it("exists on the server (none answers the unknown-path 404)", async () => {
    for (const endpoint of endpoints) {
      const path = endpoint.path.replace("{id}", "00000000-0000-4000-8000-000000000000").replace("{file}", "logo.svg");
      // Anonymous, so the probe of /api/admin/logout ends no session: admin routes answer 401, not the unknown-path 404.
      const call = request(t.app)[endpoint.method](path).set("Origin", t.config.publicUrl);
      const response = await (endpoint.method === "get" ? call : call.send({}));
      expect(response.body?.code, `${endpoint.method} ${endpoint.path}`).not.toBe("NOT_FOUND");
    }
  });

  it("answers its documented success shape", async () => {
    const leadId = (await request(t.app).post("/api/quote-requests").send(quoteRequestBody()).expect(201)).body.id;
    await admin.get("/api/quote-requests").expect(200);
    await admin.patch(`/api/quote-requests/${leadId}`).send({ status: "closed" }).expect(200);
    const quoteId = await createPricedQuote(t.app);
    await admin.get("/api/quotes").expect(200);
    await request(t.app)
      .get(`/api/links/${await linkOf(t.app, quoteId)}`)
      .expect(200);
    await admin.patch(`/api/quotes/${quoteId}`).send({ totalCost: "5,100.00" }).expect(200);
    await admin.post(`/api/quotes/${quoteId}/send`).expect(200);
    await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .send({ status: "rejected", version: 2, reason: "Too early" })
      .expect(200);
    const events = (await admin.get(`/api/quotes/${quoteId}/events`).expect(200)).body.events;
    expect(events.map((event: { type: string }) => event.type)).toEqual([
      "quote.created",
      "quote.sent",
      "quote.viewed",
      "quote.updated",
      "quote.sent",
      "quote.rejected",
    ]);
    await request(t.app)
      .get(`/api/links/${await linkOf(t.app, quoteId)}/pdf`)
      .expect(200);
    await admin.get(`/api/quotes/${quoteId}/pdf`).expect(200);
    const accepted = await createAcceptedQuote(t.app);
    const token = await linkOf(t.app, accepted);
    await request(t.app).post(`/api/links/${token}/contract`).send(contractBody(accepted)).expect(201);
    const contractId = await contractIdOf(t.app, accepted);
    await admin.get("/api/contracts").expect(200);
    const contract = (await admin.get(`/api/contracts/${contractId}`).expect(200)).body.contract;
    expect(contract).not.toHaveProperty("signerIp");
    expect(contract).not.toHaveProperty("signatureData");
    const confirmation = (await request(t.app).get(`/api/links/${token}/contract`).expect(200)).body.contract;
    expect(confirmation).not.toHaveProperty("id");
    expect(confirmation).not.toHaveProperty("signerIp");
    await admin.get(`/api/contracts/${contractId}/pdf`).expect(200).expect("Content-Type", "application/pdf");
    await request(t.app).get(`/api/links/${token}/contract/pdf`).expect(200).expect("Content-Type", "application/pdf");
    await request(t.app)
      .post(`/api/links/${await linkOf(t.app, await createPricedQuote(t.app))}/change-requests`)
      .send({ message: "Could it be grey?", version: 1 })
      .expect(200);
    const replaced = await admin.post(`/api/quotes/${accepted}/link`).expect(200);
    expect(replaced.body.quote.linkToken).not.toBe(token);
    await request(t.app).get(`/api/links/${token}`).expect(410);
    await request(t.app).get("/api/admin/session").expect(200);
    await request(t.app).get("/api/admin/login-info").expect(200);
    await request(t.app).get("/api/health").expect(200);
    await request(t.app).get("/api/assets/logo.svg").expect(200);
    await request(t.app).post("/api/admin/logout").expect(200);
  });
});

describe("the answer check itself", () => {
  it("catches a success answer that drifts from its schema", () => {
    expect(answerMismatch("GET", "/api/health", 200, { success: true, ok: true })).toBeNull();
    expect(answerMismatch("GET", "/api/health", 200, { success: true })).toMatch(/ok/);
    expect(answerMismatch("GET", "/api/quotes/abc", 200, { success: true, quote: { id: "abc" } })).toMatch(/quote/);
  });

  it("catches an error without a code, or with a status the route does not document", () => {
    expect(answerMismatch("GET", "/api/quotes/abc", 404, { success: false, code: "QUOTE_NOT_FOUND", message: "Quote not found" })).toBeNull();
    expect(answerMismatch("GET", "/api/quotes/abc", 404, { success: false, message: "Quote not found" })).toMatch(/code/);
    expect(answerMismatch("GET", "/api/quotes/abc", 409, { success: false, code: "QUOTE_EXPIRED", message: "x" })).toMatch(/not documented/);
    expect(answerMismatch("GET", "/api/nowhere", 200, { success: true })).toMatch(/no such route/);
  });
});
