/**
 * Photos with the public estimate form: POST /api/quotes as multipart/form-data (the JSON body's
 * fields as text, `estimateAnswers` as one text part holding its JSON, photos in "photos") takes the
 * same limits, re-encoding, thumbnails and daily budget as a quote request. The photos are the
 * admin's only: the client's quote answer never carries them. JSON estimates work as before.
 */
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { honeypotField } from "../../shared/honeypot";
import { emails, quotes, uploads } from "../../shared/schema";
import { binary } from "../support/binary";
import { errorBody } from "../support/error-body";
import { estimateQuoteBody, jpegOfSize, photoJpeg, pricedQuoteBody, quoteRequestBody, linkOf } from "../support/factories";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

const MB = 1024 * 1024;
const uploadUrlPattern = /^\/api\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const estimateAnswers = {
  projectArea: "24 ft x 20 ft driveway",
  urgency: "1-month",
  budget: "5000-10000",
  contactPreference: "email",
  hasPermits: true,
};

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminAgent>>;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
  photo = await photoJpeg(640, 480, { gps: true });
});
afterAll(() => t.close());

/**
 * The estimate form as multipart: every field as text, the answers as one JSON text part. Sent to
 * POST /api/estimates, or to the path earlier estimate forms post to (anonymous POST /api/quotes).
 */
function multipartEstimate(app: TestApp["app"], body: Record<string, unknown> = estimateFields(), path = "/api/estimates") {
  let req = request(app).post(path);
  for (const [name, value] of Object.entries(body)) req = req.field(name, typeof value === "object" ? JSON.stringify(value) : String(value));
  return req;
}

/** What the estimate form sends (estimate-to-quote.ts): the flat fields and the answers object. */
const estimateFields = (overrides: Record<string, unknown> = {}) => estimateQuoteBody({ estimateAnswers, ...overrides });

/** The quote request form as multipart, its fields as text. */
function multipartLead(app: TestApp["app"]) {
  let req = request(app).post("/api/quote-requests");
  for (const [name, value] of Object.entries(quoteRequestBody())) req = req.field(name, String(value));
  return req;
}

/** The same refusal from the quote request form, without its request id. */
async function quoteRequestRefusal(attach: (req: request.Test) => request.Test) {
  const response = await attach(multipartLead(t.app));
  return { status: response.status, body: errorBody(response) };
}

/** The quotes stored for the e-mail a body was sent with (none, when a submission was refused or dropped). */
function quotesSentAs(app: TestApp, body: Record<string, unknown>) {
  return app.database.db
    .select()
    .from(quotes)
    .where(eq(quotes.clientEmail, String(body.clientEmail)));
}

async function storedQuote(id: string) {
  const [quote] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
  return quote;
}

async function estimateNotice(quoteId: string) {
  const [notice] = await t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.kind, "estimate-notice"), eq(emails.quoteId, quoteId)));
  return notice;
}

describe("POST /api/estimates as multipart with photos (the estimate form)", () => {
  let quoteId: string;
  let photoUrls: string[];

  beforeAll(async () => {
    const response = await multipartEstimate(t.app).attach("photos", photo, "driveway.jpg").attach("photos", photo, "steps.jpg");
    expect(response.status, response.text).toBe(201);
    quoteId = response.body.quoteId;
    photoUrls = (await storedQuote(quoteId)).photoUrls;
  });

  it("stores the estimate with its answers read from text, and the photos as the quote's", async () => {
    const stored = await storedQuote(quoteId);
    expect(stored).toMatchObject({ source: "estimate", status: "pending", totalCents: 0, estimateAnswers });
    expect(photoUrls).toHaveLength(2);
    for (const url of photoUrls) expect(url).toMatch(uploadUrlPattern);
    const rows = await t.database.db
      .select({ id: uploads.id, quoteRequestId: uploads.quoteRequestId })
      .from(uploads)
      .where(eq(uploads.quoteId, quoteId));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.quoteRequestId === null)).toBe(true);
  });

  it("serves each photo re-encoded without its EXIF (GPS included), and its thumbnail, to the admin only", async () => {
    for (const url of photoUrls) {
      const full = await admin.get(url).buffer(true).parse(binary);
      expect(full.status).toBe(200);
      expect(full.headers["content-type"]).toBe("image/jpeg");
      expect(Buffer.compare(full.body as Buffer, photo)).not.toBe(0);
      const meta = await sharp(full.body as Buffer).metadata();
      expect(meta).toMatchObject({ width: 640, height: 480 });
      expect(meta.exif).toBeUndefined();
      const thumbnail = await admin.get(`${url}/thumbnail`).buffer(true).parse(binary);
      expect(thumbnail.status).toBe(200);
      expect(thumbnail.headers["content-type"]).toBe("image/webp");
      for (const path of [url, `${url}/thumbnail`]) expect((await request(t.app).get(path)).status).toBe(401);
    }
  });

  it("shows the photos to the admin's quote answer and list, never to the client's", async () => {
    const client = await request(t.app).get(`/api/links/${await linkOf(t.app, quoteId)}`);
    expect(client.status).toBe(200);
    expect(client.body.quote).not.toHaveProperty("photoUrls");
    expect(client.body.quote).not.toHaveProperty("estimateAnswers");
    expect(JSON.stringify(client.body)).not.toContain("/api/uploads/");

    const own = await admin.get(`/api/quotes/${quoteId}`);
    expect(own.body.quote.photoUrls).toEqual(photoUrls);
    const listed = (await admin.get("/api/quotes")).body.quotes.find((quote: { id: string }) => quote.id === quoteId);
    expect(listed.photoUrls).toEqual(photoUrls);
  });

  it('tells the business "2 photos (links)", with a link to each, in the text and the HTML', async () => {
    const notice = await estimateNotice(quoteId);
    expect(notice.text).toContain("Photos: 2 photos (links)");
    expect(notice.html).toContain("2 photos (links)");
    for (const url of photoUrls) {
      expect(notice.text).toContain(`${url}`);
      expect(notice.html).toMatch(new RegExp(`href="[^"]*${url}"`));
    }
    const [acknowledgement] = await t.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.kind, "estimate-ack"), eq(emails.quoteId, quoteId)));
    expect(acknowledgement.text).not.toContain("/api/uploads/");
  });

  it('says "1 photo (link)" for one photo and "None" without photos', async () => {
    const one = await multipartEstimate(t.app).attach("photos", photo, "one.jpg");
    expect(one.status).toBe(201);
    expect((await estimateNotice(one.body.quoteId)).text).toContain("Photos: 1 photo (link)");
    const none = await multipartEstimate(t.app);
    expect(none.status).toBe(201);
    expect(await storedQuote(none.body.quoteId)).toMatchObject({ photoUrls: [], estimateAnswers });
    expect((await estimateNotice(none.body.quoteId)).text).toContain("Photos: None");
  });

  it("keeps the photos on a revision of the estimate", async () => {
    const revision = await admin.post("/api/quotes").send(pricedQuoteBody({ revisionOf: quoteId }));
    expect(revision.status).toBe(201);
    expect((await storedQuote(revision.body.quoteId)).photoUrls).toEqual(photoUrls);
  });
});

describe("POST /api/estimates multipart: the estimate's fields as text", () => {
  it("reads hasPermits false and the answers from their JSON text part", async () => {
    const answers = { ...estimateAnswers, hasPermits: false };
    const response = await multipartEstimate(t.app, estimateFields({ estimateAnswers: answers }));
    expect(response.status).toBe(201);
    expect((await storedQuote(response.body.quoteId)).estimateAnswers).toEqual(answers);
  });

  it("refuses answers that are not JSON with 400 under errors.estimateAnswers", async () => {
    const response = await multipartEstimate(t.app, estimateFields({ estimateAnswers: "{projectArea:" }));
    expect(response.status).toBe(400);
    expect(errorBody(response)).toEqual({
      success: false,
      code: "VALIDATION_FAILED",
      message: "This part of the form could not be read.",
      errors: { estimateAnswers: "This part of the form could not be read." },
    });
  });

  it("checks the answers read from text with the same messages as JSON", async () => {
    const response = await multipartEstimate(t.app, estimateFields({ estimateAnswers: { ...estimateAnswers, budget: "millions" } }));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ "estimateAnswers.budget": "Please select your budget range" });
  });

  it("refuses a missing field with the JSON form's message", async () => {
    const { clientPhone: _phone, ...withoutPhone } = estimateFields();
    const response = await multipartEstimate(t.app, withoutPhone).attach("photos", photo, "a.jpg");
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ clientPhone: "Please enter a valid phone number" });
    expect(await quotesSentAs(t, withoutPhone)).toHaveLength(0);
  });

  it("drops a multipart submission with the honeypot filled, like a JSON one", async () => {
    const body = estimateFields({ [honeypotField]: "555-0100" });
    const response = await multipartEstimate(t.app, body).attach("photos", photo, "a.jpg");
    expect(response.status).toBe(201);
    expect(await quotesSentAs(t, body)).toHaveLength(0);
  });

  it("refuses a multipart body from an admin session (the admin's quote form sends JSON)", async () => {
    let req = admin.post("/api/quotes");
    for (const [name, value] of Object.entries(pricedQuoteBody())) req = req.field(name, String(value));
    const response = await req;
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("UPLOAD_MALFORMED");
  });
});

describe("POST /api/estimates multipart: the quote request's limits and messages", () => {
  it.each([
    ["an 11th photo", (req: request.Test) => Array.from({ length: 11 }, (_, i) => i).reduce((r, i) => r.attach("photos", photo, `p${i}.jpg`), req)],
    ["a photo over 10MB", (req: request.Test) => req.attach("photos", Buffer.alloc(10 * MB + 1, 0xab), "huge.jpg")],
    ["a file that is not an image", (req: request.Test) => req.attach("photos", Buffer.from("%PDF-1.7\n".repeat(100)), "quote.jpg")],
    ["photos in another field", (req: request.Test) => req.attach("pictures", photo, "a.jpg")],
  ])("refuses %s exactly as a quote request is refused", async (_label, attach) => {
    const expected = await quoteRequestRefusal(attach);
    expect(expected.status).toBeGreaterThanOrEqual(400);
    const body = estimateFields();
    const response = await attach(multipartEstimate(t.app, body));
    expect({ status: response.status, body: errorBody(response) }).toEqual(expected);
    expect(await quotesSentAs(t, body)).toHaveLength(0);
  });

  it("refuses more than 20MB in all with 413, like a quote request", async () => {
    const big = await jpegOfSize(7 * MB);
    const attach = (req: request.Test) => req.attach("photos", big, "a.jpg").attach("photos", big, "b.jpg").attach("photos", big, "c.jpg");
    const expected = await quoteRequestRefusal(attach);
    expect(expected).toMatchObject({ status: 413, body: { code: "PHOTOS_TOO_LARGE", message: "Photos can be at most 20MB in total." } });
    const response = await attach(multipartEstimate(t.app));
    expect({ status: response.status, body: errorBody(response) }).toEqual(expected);
  });
});

describe("POST /api/estimates: the daily photo budget is one per address for both forms", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimits: { photoBytesPerAddressPerDay: 2 * photo.length } });
  });
  afterAll(() => limited.close());

  it("charges estimate photos, refuses past the budget with 429, and still takes estimates without photos", async () => {
    expect((await multipartLead(limited.app).attach("photos", photo, "a.jpg")).status).toBe(201);
    expect((await multipartEstimate(limited.app).attach("photos", photo, "b.jpg")).status).toBe(201);
    const body = estimateFields();
    const over = await multipartEstimate(limited.app, body).attach("photos", photo, "c.jpg");
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: "RATE_LIMITED", message: expect.stringContaining("You have sent a lot of photos today.") });
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    expect(await quotesSentAs(limited, body)).toHaveLength(0);
    expect((await request(limited.app).post("/api/estimates").send(estimateFields())).status).toBe(201);
    // The earlier path of the estimate form draws on the same budget.
    const old = await multipartEstimate(limited.app, estimateFields(), "/api/quotes").attach("photos", photo, "d.jpg");
    expect(old.status).toBe(429);
    expect((await request(limited.app).post("/api/quotes").send(estimateFields())).status).toBe(201);
  });
});

describe("POST /api/estimates as JSON", () => {
  it("stores an estimate with its answers and no photos", async () => {
    const response = await request(t.app).post("/api/estimates").send(estimateFields());
    expect(response.status).toBe(201);
    expect(await storedQuote(response.body.quoteId)).toMatchObject({ source: "estimate", estimateAnswers, photoUrls: [] });
    expect((await estimateNotice(response.body.quoteId)).text).toContain("Photos: None");
  });
});

describe("POST /api/quotes without a session: the estimate form's earlier path", () => {
  it("stores multipart with photos exactly as POST /api/estimates does", async () => {
    const response = await multipartEstimate(t.app, estimateFields(), "/api/quotes").attach("photos", photo, "a.jpg");
    expect(response.status, response.text).toBe(201);
    expect(response.body).toEqual({ success: true, quoteId: expect.any(String) });
    const stored = await storedQuote(response.body.quoteId);
    expect(stored).toMatchObject({ source: "estimate", status: "pending", totalCents: 0, estimateAnswers });
    expect(stored.photoUrls).toHaveLength(1);
    expect((await estimateNotice(response.body.quoteId)).text).toContain("Photos: 1 photo (link)");
  });

  it("refuses what POST /api/estimates refuses, with the same answer", async () => {
    const eleven = (req: request.Test) => Array.from({ length: 11 }, (_, i) => i).reduce((r, i) => r.attach("photos", photo, `p${i}.jpg`), req);
    const expected = await eleven(multipartEstimate(t.app));
    const response = await eleven(multipartEstimate(t.app, estimateFields(), "/api/quotes"));
    expect({ status: response.status, body: errorBody(response) }).toEqual({ status: expected.status, body: errorBody(expected) });
    expect(response.status).toBe(400);
  });

  it("drops a submission with the honeypot filled", async () => {
    const body = estimateFields({ [honeypotField]: "555-0100" });
    const response = await multipartEstimate(t.app, body, "/api/quotes").attach("photos", photo, "a.jpg");
    expect(response.status).toBe(201);
    expect(await quotesSentAs(t, body)).toHaveLength(0);
  });
});
