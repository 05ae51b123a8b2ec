/**
 * The public forms cannot be turned against anyone: one acknowledgement per recipient an hour (the
 * lead is still stored and the business told), acknowledgements carry none of the visitor's words or
 * links, and a filled honeypot field drops the submission quietly.
 */
import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emails, quoteRequests, quotes } from "../../shared/schema";
import { estimateQuoteBody, quoteRequestBody } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let now = new Date("2026-11-23T15:00:00Z");

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { acknowledgementsPerRecipient: 1 }, clock: () => now });
});
afterAll(() => t.close());

const mailTo = (to: string) => t.database.db.select().from(emails).where(eq(emails.to, to));
const mailOfKind = (kind: string) => t.database.db.select().from(emails).where(eq(emails.kind, kind));

describe("acknowledgements", () => {
  it("sends one acknowledgement per recipient an hour, stores every lead and tells the business each time", async () => {
    const victim = "victim@example.com";
    for (let lead = 0; lead < 5; lead++) {
      expect(
        (
          await request(t.app)
            .post("/api/quote-requests")
            .send(quoteRequestBody({ email: victim }))
        ).status,
      ).toBe(201);
    }
    expect(
      (
        await request(t.app)
          .post("/api/quotes")
          .send(estimateQuoteBody({ clientEmail: victim.toUpperCase() }))
      ).status,
    ).toBe(201);

    expect(await mailTo(victim)).toHaveLength(1);
    expect(await mailTo(victim.toUpperCase())).toHaveLength(0);
    expect(await t.database.db.select().from(quoteRequests).where(eq(quoteRequests.email, victim))).toHaveLength(5);
    const notices = await t.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.to, t.config.businessEmail), eq(emails.replyTo, victim)));
    expect(notices).toHaveLength(5);
    expect(notices.filter((notice) => notice.text.includes("No acknowledgement was e-mailed"))).toHaveLength(4);

    now = new Date(now.getTime() + 61 * 60_000);
    expect(
      (
        await request(t.app)
          .post("/api/quote-requests")
          .send(quoteRequestBody({ email: victim }))
      ).status,
    ).toBe(201);
    expect(await mailTo(victim)).toHaveLength(2);
  });

  it("never repeats the visitor's free text or links", async () => {
    const to = "target@example.com";
    const lure = "Claim your refund at https://evil.example/pay now";
    await request(t.app)
      .post("/api/quote-requests")
      .send(quoteRequestBody({ email: to, name: "Visit evil.example today", message: lure }))
      .expect(201);
    const [ack] = await mailTo(to);
    for (const part of [ack.subject, ack.text, ack.html]) {
      expect(part).not.toContain("evil");
      expect(part).not.toContain("refund");
    }
    expect(ack.text).toContain("Hello,");

    const estimateTo = "target2@example.com";
    await request(t.app)
      .post("/api/quotes")
      .send(estimateQuoteBody({ clientEmail: estimateTo, projectAddress: "www.evil.example/win 12 Main St", projectDetails: lure }))
      .expect(201);
    const [estimateAck] = await mailTo(estimateTo);
    for (const part of [estimateAck.subject, estimateAck.text, estimateAck.html]) expect(part).not.toContain("evil");
  });

  it("greets a plain name by name", async () => {
    const to = "jane@example.com";
    await request(t.app)
      .post("/api/quote-requests")
      .send(quoteRequestBody({ email: to, name: "Jane O'Neil" }))
      .expect(201);
    const [ack] = await mailTo(to);
    expect(ack.text).toContain("Hi Jane O'Neil,");
  });
});

describe("honeypot", () => {
  it("answers a filled honeypot like a success and stores and sends nothing", async () => {
    const leadsBefore = (await t.database.db.select().from(quoteRequests)).length;
    const quotesBefore = (await t.database.db.select().from(quotes)).length;
    const mailBefore = (await t.database.db.select().from(emails)).length;

    const lead = await request(t.app)
      .post("/api/quote-requests")
      .send(quoteRequestBody({ email: "bot@example.com", fax: "555-0100" }));
    expect(lead.status).toBe(201);
    expect(lead.body.success).toBe(true);
    expect(lead.body.id).toMatch(/^[0-9a-f-]{36}$/);

    const multipart = await request(t.app)
      .post("/api/quote-requests")
      .field({
        ...Object.fromEntries(Object.entries(quoteRequestBody({ email: "bot2@example.com" })).map(([key, value]) => [key, String(value)])),
        fax: "x",
      });
    expect(multipart.status).toBe(201);

    const estimate = await request(t.app)
      .post("/api/quotes")
      .send(estimateQuoteBody({ clientEmail: "bot3@example.com", fax: "yes" }));
    expect(estimate.status).toBe(201);
    expect(estimate.body.quoteId).toMatch(/^[0-9a-f-]{36}$/);

    expect((await t.database.db.select().from(quoteRequests)).length).toBe(leadsBefore);
    expect((await t.database.db.select().from(quotes)).length).toBe(quotesBefore);
    expect((await t.database.db.select().from(emails)).length).toBe(mailBefore);
    expect(await mailOfKind("lead-notice")).not.toContainEqual(expect.objectContaining({ replyTo: "bot@example.com" }));
  });

  it("lets an empty honeypot through", async () => {
    expect(
      (
        await request(t.app)
          .post("/api/quote-requests")
          .send(quoteRequestBody({ fax: "" }))
      ).status,
    ).toBe(201);
  });
});
