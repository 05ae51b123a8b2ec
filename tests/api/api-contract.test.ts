/**
 * The API contract: /api/openapi.json is a valid OpenAPI 3.1 document generated from the endpoint
 * table, every route the table names exists, and each one's success answer matches its schema (the
 * shape itself is checked for every answer of every API test by tests/support/answer-check.ts; here
 * every route is made to answer at least once). The routes are the table's own: the routes the running
 * app's routers hold under /api are exactly its entries (server/endpoints/mount.ts), each guarded as
 * its access says, and nothing else.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { Router } from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "@shared/api/endpoints";
import type { EndpointBindings } from "../../server/endpoints/binding";
import { expressPath, mountEndpoints } from "../../server/endpoints/mount";
import { errorCodes } from "@shared/api-errors";
import { answerMismatch } from "../support/answer-check";
import { contractBody, createAcceptedQuote, createPricedQuote, quoteRequestBody, linkOf, contractIdOf, photoJpeg } from "../support/factories";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";
import { routeDrift, servedRoutes } from "../support/served-routes";

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
    await admin.patch(`/api/quote-requests/${leadId}`).send({ status: "site_visit", siteVisitOn: "2026-12-03", version: 1 }).expect(200);
    await admin.put(`/api/quote-requests/${leadId}/follow-up`).send({ followUpOn: null, version: 2 }).expect(200);
    await admin.get(`/api/quote-requests/${leadId}`).expect(200);
    await admin.get("/api/quote-requests?stage=open&followUp=due&q=a&page=1&pageSize=5").expect(200);
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
    const entry = (await admin.post("/api/design-catalogue").send({ kind: "pattern", name: "Ashlar Slate" }).expect(201)).body.entry;
    await admin.patch(`/api/design-catalogue/${entry.id}`).send({ retired: true }).expect(200);
    await admin.get("/api/design-catalogue").expect(200);
    await request(t.app)
      .get(`/api/links/${await linkOf(t.app, quoteId)}/design-catalogue`)
      .expect(200);
    const swatched = await admin
      .post("/api/design-catalogue")
      .field("kind", "border")
      .field("name", "Soldier course")
      .attach("swatch", await photoJpeg(64, 64), "s.jpg")
      .expect(201);
    await request(t.app).get(swatched.body.entry.swatchUrl).expect(200);
    await request(t.app).get("/api/admin/session").expect(200);
    await request(t.app).get("/api/admin/login-info").expect(200);
    await request(t.app).get("/api/health").expect(200);
    await request(t.app).get("/api/assets/logo.svg").expect(200);
    await request(t.app).post("/api/admin/logout").expect(200);
  });
});

/** A path of the table with its parameters filled in. */
const concretePath = (path: string) =>
  path.replace("{id}", "00000000-0000-4000-8000-000000000000").replace("{file}", "logo.svg").replace("{token}", "not-a-real-link-token-0000");

type Operation = { security?: Array<Record<string, string[]>> };

/** Every route the table asks the server to register: each entry, and each withoutSession entry again at its path. */
const tableRoutes = () =>
  endpoints.flatMap((endpoint) => {
    const route = `${endpoint.method} /api${expressPath(endpoint.path)}`;
    return endpoint.withoutSession ? [route, route] : [route];
  });

describe("the server's routes are the endpoint table's", () => {
  it("serves under /api exactly the table's routes, each withoutSession entry a second time at its path", () => {
    expect(routeDrift(t.app.express, tableRoutes())).toEqual({ extra: [], missing: [] });
    // POST /api/quotes: the admin's priced quote, then the estimate its callers without a session get.
    expect(servedRoutes(t.app.express).filter((route) => route === "post /api/quotes")).toHaveLength(2);
  });

  it("reports a route registered beside the table, on the API router or on the app", async () => {
    const careless = await createTestApp({
      // An engineer's shortcut on the app itself, after the API.
      mountClient: (app) => {
        app.get("/api/quotes/export.csv", (_req, res) => res.send("id"));
      },
    });
    try {
      // The same shortcut on the API router, as if written beside mountEndpoints in server/app.ts.
      const api = careless.app.express.router.stack.find((layer) => (layer as { rawPath?: unknown }).rawPath === "/api")?.handle as unknown as Router;
      api.get("/leads/:id/everything", (_req, res) => res.send("{}"));
      expect(routeDrift(careless.app.express, tableRoutes())).toEqual({
        extra: ["get /api/leads/:id/everything", "get /api/quotes/export.csv"],
        missing: [],
      });
      expect(routeDrift(t.app.express, [...tableRoutes(), "get /api/never-served"]).missing).toEqual(["get /api/never-served"]);
    } finally {
      await careless.close();
    }
  });

  it("answers 401 to every documented admin-only operation called without a session, before reading its body", async () => {
    const document = (await request(t.app).get("/api/openapi.json")).body as { paths: Record<string, Record<string, Operation>> };
    const adminOnly = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => JSON.stringify(operation.security) === JSON.stringify([{ adminSession: [] }]))
        .map(([method, operation]) => ({ method: method as "get" | "post" | "patch" | "put" | "delete", path, operation })),
    );
    expect(adminOnly.length).toBe(endpoints.filter((endpoint) => endpoint.access === "admin" && !endpoint.withoutSession).length);
    for (const { method, path } of adminOnly) {
      const call = request(t.app)[method](concretePath(path)).set("Origin", t.config.publicUrl);
      // An empty body: a handler or the body schema would answer 400 or 404; the guard answers first.
      const response = await (method === "get" ? call : call.send({}));
      expect({ route: `${method} ${path}`, status: response.status, code: response.body.code }).toEqual({
        route: `${method} ${path}`,
        status: 401,
        code: "UNAUTHORIZED",
      });
    }
  });

  it("answers a caller without a session of POST /api/quotes as POST /api/estimates (the table's withoutSession)", async () => {
    const viaQuotes = await request(t.app).post("/api/quotes").set("Origin", t.config.publicUrl).send({});
    const viaEstimates = await request(t.app).post("/api/estimates").set("Origin", t.config.publicUrl).send({});
    expect(viaQuotes.status).toBe(400);
    expect(viaQuotes.body.errors).toEqual(viaEstimates.body.errors);
    // With a session the same path is the admin's priced quote: its own schema asks for the validity date.
    const priced = await admin.post("/api/quotes").send({});
    expect(priced.status).toBe(400);
    expect(priced.body.errors).toHaveProperty("validUntil");
    expect(viaEstimates.body.errors).not.toHaveProperty("validUntil");
  });

  it("answers 404 NOT_FOUND for a method or path the table does not name", async () => {
    const methods = ["get", "post", "put", "patch", "delete"] as const;
    const paths = [...new Set(endpoints.map((endpoint) => endpoint.path))];
    for (const path of paths) {
      for (const method of methods.filter((method) => !endpoints.some((endpoint) => endpoint.path === path && endpoint.method === method))) {
        const response = await admin[method](concretePath(path)).set("Origin", t.config.publicUrl);
        expect({ route: `${method} ${path}`, code: response.body.code }).toEqual({ route: `${method} ${path}`, code: "NOT_FOUND" });
      }
    }
    for (const path of ["/api/quotes/00000000-0000-4000-8000-000000000000/nothing", "/api/estimate", "/api/quote-requests/a/b/c"]) {
      expect((await admin.get(path)).body.code).toBe("NOT_FOUND");
    }
  });

  it("refuses to start when a table entry has no handler, or a handler no table entry", () => {
    // Never reached: the bindings are checked before any route is mounted.
    const unusedBadBodyLimit = {} as Parameters<typeof mountEndpoints>[3];
    const handlers = Object.fromEntries(endpoints.map((endpoint) => [endpoint.name, () => undefined])) as unknown as EndpointBindings;
    const { getAsset: _unbound, ...missing } = handlers;
    expect(() => mountEndpoints(Router(), missing as EndpointBindings, () => new Date(), unusedBadBodyLimit)).toThrow(/missing getAsset; extra none/);
    const extra = { ...handlers, deleteQuote: () => undefined } as EndpointBindings;
    expect(() => mountEndpoints(Router(), extra, () => new Date(), unusedBadBodyLimit)).toThrow(/missing none; extra deleteQuote/);
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
