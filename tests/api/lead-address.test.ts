/**
 * A quote request's optional street address (JSON and multipart): stored, listed for the admin, in
 * the business notice ("Not given" without one) and never in the acknowledgement; and the lead
 * cities: the ten service areas and "other" read as their labels, any other one-line text is kept.
 */
import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emails, quoteRequests } from "../../shared/schema";
import { cityChoices } from "../../shared/service-cities";
import { singleLineMessage } from "../../shared/field-rules";
import { errorBody } from "../support/error-body";
import { quoteRequestBody } from "../support/factories";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function storedLead(email: string) {
  const [lead] = await t.database.db.select().from(quoteRequests).where(eq(quoteRequests.email, email));
  return lead;
}

/** The acknowledgement and the business notice of the lead from `email`. */
async function leadMail(email: string) {
  const [acknowledgement] = await t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.kind, "quote-request-ack"), eq(emails.to, email)));
  const [notice] = await t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.kind, "lead-notice"), eq(emails.replyTo, email)));
  return { acknowledgement, notice };
}

const address = "48 Maple Grove Ave, Unit 3";

describe("a quote request's address", () => {
  it("is stored from JSON, listed for the admin and in the business notice, never in the acknowledgement", async () => {
    const body = quoteRequestBody({ address: `  ${address}  `, city: "oakville" });
    const response = await request(t.app).post("/api/quote-requests").send(body);
    expect(response.status).toBe(201);
    expect((await storedLead(body.email)).address).toBe(address);

    const admin = await adminAgent(t.app);
    const listed = (await admin.get("/api/quote-requests")).body.quoteRequests.find((lead: { id: string }) => lead.id === response.body.id);
    expect(listed).toMatchObject({ address, city: "oakville" });

    const { acknowledgement, notice } = await leadMail(body.email);
    expect(notice.text).toContain(`Address: ${address}`);
    expect(notice.html).toContain(address);
    expect(notice.text).toContain("City: Oakville");
    for (const part of [acknowledgement.text, acknowledgement.html, acknowledgement.subject]) {
      expect(part).not.toContain("Maple Grove");
    }
    expect(acknowledgement.text).toContain("City: Oakville");
  });

  it("is stored from a multipart form", async () => {
    const body = quoteRequestBody({ address });
    let req = request(t.app).post("/api/quote-requests");
    for (const [name, value] of Object.entries(body)) req = req.field(name, String(value));
    const response = await req;
    expect(response.status).toBe(201);
    expect((await storedLead(body.email)).address).toBe(address);
  });

  it('is optional: without one (or blank) it is null, and the notice says "Not given"', async () => {
    for (const given of [undefined, "", "   "]) {
      const body = quoteRequestBody({ address: given });
      expect((await request(t.app).post("/api/quote-requests").send(body)).status).toBe(201);
      expect((await storedLead(body.email)).address).toBeNull();
      expect((await leadMail(body.email)).notice.text).toContain("Address: Not given");
    }
  });

  it.each([
    ["301 characters", "A".repeat(301), "Please keep this under 300 characters"],
    ["a line break", "12 Elm St\nBcc: someone@example.com", singleLineMessage],
    ["a number instead of text", 12, "Please enter the address as text"],
  ])("refuses %s with 400 and the message under errors.address", async (_label, given, message) => {
    const body = quoteRequestBody({ address: given });
    const response = await request(t.app).post("/api/quote-requests").send(body);
    expect(response.status).toBe(400);
    expect(errorBody(response)).toEqual({ success: false, code: "VALIDATION_FAILED", message, errors: { address: message } });
    expect(await storedLead(body.email)).toBeUndefined();
  });

  it("accepts exactly 300 characters", async () => {
    const body = quoteRequestBody({ address: "B".repeat(300) });
    expect((await request(t.app).post("/api/quote-requests").send(body)).status).toBe(201);
  });
});

describe("a quote request's city", () => {
  it.each(cityChoices.map((choice) => [choice.slug, choice.label]))("accepts %s and names it %s in the notice", async (slug, label) => {
    const body = quoteRequestBody({ city: slug });
    expect((await request(t.app).post("/api/quote-requests").send(body)).status).toBe(201);
    expect((await storedLead(body.email)).city).toBe(slug);
    const { notice } = await leadMail(body.email);
    expect(notice.subject).toBe(`New quote request: Maria Santos, Stamped Concrete, ${label}`);
    expect(notice.text).toContain(`City: ${label}`);
  });

  it("keeps a city typed as text, shows it to the business, and never repeats it in the acknowledgement", async () => {
    const body = quoteRequestBody({ city: "Pickering <b>" });
    expect((await request(t.app).post("/api/quote-requests").send(body)).status).toBe(201);
    expect((await storedLead(body.email)).city).toBe("Pickering <b>");
    const { acknowledgement, notice } = await leadMail(body.email);
    expect(notice.text).toContain("City: Pickering <b>");
    expect(notice.html).toContain("Pickering &lt;b&gt;");
    expect(acknowledgement.text).not.toContain("Pickering");
    expect(acknowledgement.html).not.toContain("Pickering");
  });

  it("refuses a city over 100 characters", async () => {
    const response = await request(t.app)
      .post("/api/quote-requests")
      .send(quoteRequestBody({ city: "C".repeat(101) }));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ city: "Please keep this under 100 characters" });
  });
});
