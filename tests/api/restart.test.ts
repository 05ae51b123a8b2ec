import sharp from "sharp";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import {
  contractBody,
  createAcceptedQuote,
  createPricedQuote,
  estimateQuoteBody,
  quoteRequestBody,
  signaturePng,
  linkOf,
  contractIdOf,
} from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";
import { createTestDatabaseLocation, type TestDatabaseLocation } from "../support/test-database";

const demo = { email: "admin@formaconcretegta.ca", password: "forma-demo-2024" };
const photo = Buffer.from(signaturePng.slice("data:image/png;base64,".length), "base64");

function sessionCookiePair(response: request.Response): string {
  const header = response.headers["set-cookie"] as unknown as string[] | string | undefined;
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const line = lines.find((value) => value.startsWith("forma.sid="));
  if (!line) throw new Error("no session cookie was set");
  return line.split(";")[0];
}

function binary(response: request.Response, done: (error: Error | null, body: Buffer) => void) {
  const res = response as unknown as NodeJS.ReadableStream; // at run time, the incoming message stream
  const chunks: Buffer[] = [];
  res.on("data", (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
  res.on("end", () => done(null, Buffer.concat(chunks)));
  res.on("error", (error: Error) => done(error, Buffer.alloc(0)));
}

let location: TestDatabaseLocation | undefined;
let first: TestApp | undefined;
let second: TestApp | undefined;
let firstClosed = false;

afterAll(async () => {
  if (first && !firstClosed) await first.close();
  if (second) await second.close();
  await location?.dispose();
});

describe("a restart on the same database", () => {
  it("reads back everything written before it, and keeps the admin signed in", async () => {
    location = await createTestDatabaseLocation({ onDisk: true });
    first = await createTestApp({ location });

    // --- Before the restart: an admin session, a lead with a photo, quotes in each state, a contract.
    const login = await request(first.app).post("/api/admin/login").send(demo);
    expect(login.status).toBe(200);
    const adminCookie = sessionCookiePair(login);

    const lead = await request(first.app)
      .post("/api/quote-requests")
      .field("name", "Restart Lead")
      .field("phone", "(416) 555-0142")
      .field("email", "restart.lead@example.com")
      .field("city", "markham")
      .field("projectType", "Stamped Concrete")
      .field("sqFt", "720")
      .field("timeline", "flexible")
      .field("message", "Back patio, stamped, before the restart.")
      .field("consent", "true")
      .attach("photos", photo, { filename: "patio.png", contentType: "image/png" });
    expect(lead.status).toBe(201);
    const jsonLead = await request(first.app)
      .post("/api/quote-requests")
      .send(quoteRequestBody({ name: "Restart Json Lead", sqFt: 300 }));
    expect(jsonLead.status).toBe(201);

    const pendingQuoteId = await createPricedQuote(first.app, { clientName: "Restart Pending", totalCost: "1,234.00" });
    const rejectedQuoteId = await createPricedQuote(first.app, { clientName: "Restart Rejected", totalCost: "2,345.00" });
    const declined = await request(first.app)
      .patch(`/api/links/${await linkOf(first.app, rejectedQuoteId)}/status`)
      .send({ status: "rejected", version: 1, reason: "Too early in the season" });
    expect(declined.status).toBe(200);
    const estimate = await request(first.app)
      .post("/api/quotes")
      .send(estimateQuoteBody({ clientName: "Restart Estimate" }));
    expect(estimate.status).toBe(201);
    const signedQuoteId = await createAcceptedQuote(first.app, {
      clientName: "Restart Signer",
      workScope: "Broom Finish Walkway",
      totalCost: "6,480.00",
    });
    const signed = await request(first.app)
      .post(`/api/links/${await linkOf(first.app, signedQuoteId)}/contract`)
      .set("User-Agent", "RestartTest/2.0")
      .send(contractBody(signedQuoteId, { clientName: "Restart Signer", projectAddress: "5 Main St N, Markham, ON" }));
    expect(signed.status).toBe(201);
    const contractId: string = await contractIdOf(first.app, signedQuoteId);

    const before = {
      quoteRequests: (await request(first.app).get("/api/quote-requests").set("Cookie", adminCookie)).body.quoteRequests,
      quotes: (await request(first.app).get("/api/quotes").set("Cookie", adminCookie)).body.quotes,
      contracts: (await request(first.app).get("/api/contracts").set("Cookie", adminCookie)).body.contracts,
    };
    expect(before.quoteRequests).toHaveLength(2);
    expect(before.quotes).toHaveLength(4);
    expect(before.contracts).toHaveLength(1);

    // --- Restart: close the first app's database (keep its location), open a second app on it.
    await first.close();
    firstClosed = true;
    second = await createTestApp({ location });
    const app = second.app;

    // The session created before the restart still works.
    const session = await request(app).get("/api/admin/session").set("Cookie", adminCookie);
    expect(session.body).toMatchObject({ authenticated: true, email: demo.email });

    // Leads, with their photo.
    const leads = await request(app).get("/api/quote-requests").set("Cookie", adminCookie);
    expect(leads.status).toBe(200);
    expect(leads.body.quoteRequests).toEqual(before.quoteRequests);
    const withPhoto = (leads.body.quoteRequests as Array<Record<string, unknown>>).find((row) => row.id === lead.body.id);
    expect(withPhoto).toMatchObject({
      name: "Restart Lead",
      email: "restart.lead@example.com",
      city: "markham",
      projectType: "Stamped Concrete",
      sqFt: 720,
      timeline: "flexible",
      message: "Back patio, stamped, before the restart.",
      consent: true,
      status: "new",
    });
    const photoUrls = withPhoto!.photoUrls as string[];
    expect(photoUrls).toHaveLength(1);
    const storedPhoto = await request(app).get(photoUrls[0]).set("Cookie", adminCookie).buffer(true).parse(binary);
    expect(storedPhoto.status).toBe(200);
    // Stored re-encoded (opaque photos as JPEG, transparent ones as WebP), at the size it was sent.
    const sent = await sharp(photo).metadata();
    const served = await sharp(storedPhoto.body as Buffer).metadata();
    expect(storedPhoto.headers["content-type"]).toBe(sent.hasAlpha ? "image/webp" : "image/jpeg");
    expect([served.width, served.height]).toEqual([sent.width, sent.height]);

    // Quotes, in the states they were left in.
    const quotes = await request(app).get("/api/quotes").set("Cookie", adminCookie);
    expect(quotes.status).toBe(200);
    expect(quotes.body.quotes).toEqual(before.quotes);
    const byId = new Map((quotes.body.quotes as Array<Record<string, unknown>>).map((quote) => [quote.id, quote]));
    expect(byId.get(pendingQuoteId)).toMatchObject({ clientName: "Restart Pending", status: "pending", totalCost: "1,234.00" });
    expect(byId.get(rejectedQuoteId)).toMatchObject({ clientName: "Restart Rejected", status: "rejected", declineReason: "Too early in the season" });
    expect(byId.get(signedQuoteId)).toMatchObject({ clientName: "Restart Signer", status: "accepted", totalCost: "6,480.00" });
    expect(byId.get(estimate.body.quoteId)).toMatchObject({
      clientName: "Restart Estimate",
      status: "pending",
      totalCost: "0.00",
      source: "estimate",
    });

    // The contract, in the list and on its own.
    const contracts = await request(app).get("/api/contracts").set("Cookie", adminCookie);
    expect(contracts.status).toBe(200);
    expect(contracts.body.contracts).toEqual(before.contracts);
    // The signer's browser is kept for the business (admin list), not shown on the public answer.
    expect(contracts.body.contracts[0]).toMatchObject({
      id: contractId,
      quoteId: signedQuoteId,
      clientName: "Restart Signer",
      totalCost: "6,480.00",
      signerUserAgent: "RestartTest/2.0",
    });
    const contract = await request(app).get(`/api/contracts/${contractId}`).set("Cookie", adminCookie);
    expect(contract.status).toBe(200);
    expect(contract.body.contract).toMatchObject({
      id: contractId,
      quoteId: signedQuoteId,
      clientName: "Restart Signer",
      projectAddress: "5 Main St N, Markham, ON",
      contractHash: before.contracts[0].contractHash,
    });

    // Rules still hold across the restart: the signed quote cannot be signed again.
    const again = await request(app)
      .post(`/api/links/${await linkOf(app, signedQuoteId)}/contract`)
      .send(contractBody(signedQuoteId));
    expect(again.status).toBe(409);

    // And the restarted app keeps working: the pending quote can be accepted and signed.
    expect(
      (
        await request(app)
          .patch(`/api/links/${await linkOf(app, pendingQuoteId)}/status`)
          .send({ status: "accepted", version: 1 })
      ).status,
    ).toBe(200);
    expect(
      (
        await request(app)
          .post(`/api/links/${await linkOf(app, pendingQuoteId)}/contract`)
          .send(contractBody(pendingQuoteId))
      ).status,
    ).toBe(201);
    const after = await request(app).get("/api/contracts").set("Cookie", adminCookie);
    expect(after.body.contracts).toHaveLength(2);
  });
});
