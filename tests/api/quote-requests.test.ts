/**
 * POST /api/quote-requests (the public quote request form, JSON or multipart with photos),
 * GET /api/quote-requests (admin leads list) and GET /api/uploads/:id (admin photo view). What
 * happens to the photos themselves (limits while streaming, re-encoding, budget) is photos.test.ts.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteRequests, uploads } from "../../shared/schema";
import { binary } from "../support/binary";
import { jpegOfSize, photoJpeg, quoteRequestBody } from "../support/factories";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";
import { errorBody } from "../support/error-body";

const MB = 1024 * 1024;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const uploadUrlPattern = /^\/api\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
let jpeg: Buffer;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  jpeg = await photoJpeg(64, 48);
  png = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#1f2937" } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

/** An error answer without its request id (a new one each time), for exact comparison. */
/** A multipart request with every field of `body` as a form field. */
function multipart(body: Record<string, unknown>) {
  let req = request(t.app).post("/api/quote-requests");
  for (const [name, value] of Object.entries(body)) req = req.field(name, String(value));
  return req;
}

async function storedRequestByEmail(email: string) {
  const rows = await t.database.db.select().from(quoteRequests).where(eq(quoteRequests.email, email));
  return rows;
}

async function uploadCount() {
  return (await t.database.db.select({ id: uploads.id }).from(uploads)).length;
}

async function listAsAdmin() {
  const admin = await adminAgent(t.app);
  const response = await admin.get("/api/quote-requests");
  expect(response.status).toBe(200);
  return { admin, list: response.body.quoteRequests as Array<Record<string, unknown>> };
}

describe("POST /api/quote-requests with JSON", () => {
  it("stores a valid request and answers 201 with its id", async () => {
    const body = quoteRequestBody({ sqFt: 650, timeline: "asap", message: "Backyard patio, ashlar slate." });
    const response = await request(t.app).post("/api/quote-requests").send(body);

    expect(response.status).toBe(201);
    expect(response.body).toEqual({ success: true, id: expect.stringMatching(uuidPattern) });

    const { list } = await listAsAdmin();
    const stored = list.find((row) => row.id === response.body.id);
    expect(stored).toMatchObject({
      name: "Maria Santos",
      phone: "(416) 555-0142",
      email: body.email,
      city: "toronto",
      projectType: "Stamped Concrete",
      sqFt: 650,
      timeline: "asap",
      message: "Backyard patio, ashlar slate.",
      consent: true,
      status: "new",
      photoUrls: [],
    });
  });

  it.each(["Stamped Concrete", "Broom Finish", "Both"])("accepts the project type %s", async (projectType) => {
    const body = quoteRequestBody({ projectType });
    const response = await request(t.app).post("/api/quote-requests").send(body);
    expect(response.status).toBe(201);
    const [stored] = await storedRequestByEmail(body.email as string);
    expect(stored.projectType).toBe(projectType);
  });

  it.each(["asap", "month", "flexible", "planning"])("accepts the timeline %s", async (timeline) => {
    const body = quoteRequestBody({ timeline });
    const response = await request(t.app).post("/api/quote-requests").send(body);
    expect(response.status).toBe(201);
    const [stored] = await storedRequestByEmail(body.email as string);
    expect(stored.timeline).toBe(timeline);
  });

  it('converts sqFt text such as "1,200" to the whole number 1200', async () => {
    const body = quoteRequestBody({ sqFt: "1,200" });
    const response = await request(t.app).post("/api/quote-requests").send(body);
    expect(response.status).toBe(201);
    const [stored] = await storedRequestByEmail(body.email as string);
    expect(stored.sqFt).toBe(1200);
  });

  it("omits an empty sqFt, timeline and message instead of refusing them", async () => {
    const body = quoteRequestBody({ sqFt: "", timeline: "", message: "" });
    const response = await request(t.app).post("/api/quote-requests").send(body);
    expect(response.status).toBe(201);
    const [stored] = await storedRequestByEmail(body.email as string);
    expect(stored).toMatchObject({ sqFt: null, timeline: null, message: null });
  });

  it("accepts a request with only the required fields", async () => {
    const { sqFt: _sqFt, timeline: _timeline, message: _message, ...required } = quoteRequestBody();
    const response = await request(t.app).post("/api/quote-requests").send(required);
    expect(response.status).toBe(201);
    const [stored] = await storedRequestByEmail(required.email as string);
    expect(stored).toMatchObject({ sqFt: null, timeline: null, message: null, consent: true });
  });
});

describe("POST /api/quote-requests validation", () => {
  const invalidCases: Array<[string, string, Record<string, unknown>, string]> = [
    ["name", "a one-letter name", { name: "M" }, "Name must be at least 2 characters"],
    ["name", "a missing name", { name: undefined }, "Name must be at least 2 characters"],
    ["name", "a name of spaces", { name: "   " }, "Name must be at least 2 characters"],
    ["phone", "a short phone number", { phone: "555-0142" }, "Phone number is required"],
    ["phone", "a missing phone number", { phone: undefined }, "Phone number is required"],
    ["email", "a malformed e-mail", { email: "maria.example.com" }, "Invalid email address"],
    ["email", "a missing e-mail", { email: undefined }, "Invalid email address"],
    ["city", "an empty city", { city: "" }, "City is required"],
    ["city", "a missing city", { city: undefined }, "City is required"],
    ["projectType", "an unknown project type", { projectType: "Polished Concrete" }, "Project type is required"],
    ["projectType", "a missing project type", { projectType: undefined }, "Project type is required"],
    ["consent", "consent false", { consent: false }, "You must consent to contact"],
    ["consent", "missing consent", { consent: undefined }, "You must consent to contact"],
    ["sqFt", "a sqFt that is not a number", { sqFt: "about a thousand" }, "Approximate square footage must be a whole number"],
    ["sqFt", "a fractional sqFt", { sqFt: 12.5 }, "Approximate square footage must be a whole number"],
    ["timeline", "an unknown timeline", { timeline: "next-year" }, "Please choose a timeline from the list"],
  ];

  it.each(invalidCases)("refuses %s (%s) with 400 and the field's message", async (field, _label, overrides, message) => {
    const body = quoteRequestBody(overrides);
    const response = await request(t.app).post("/api/quote-requests").send(body);

    expect(response.status).toBe(400);
    expect(errorBody(response)).toEqual({ success: false, code: "VALIDATION_FAILED", message, errors: { [field]: message } });
    expect(await storedRequestByEmail(String(body.email))).toHaveLength(0);
  });

  it("reports every invalid field at once, with the first one as the message", async () => {
    const response = await request(t.app).post("/api/quote-requests").send({});
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.errors).toEqual({
      name: "Name must be at least 2 characters",
      phone: "Phone number is required",
      email: "Invalid email address",
      city: "City is required",
      projectType: "Project type is required",
      consent: "You must consent to contact",
    });
    expect(Object.values(response.body.errors)).toContain(response.body.message);
  });
});

describe("POST /api/quote-requests with multipart/form-data", () => {
  it("stores the form fields and the photos, and lists them for the admin", async () => {
    const body = quoteRequestBody({ sqFt: "1,200", timeline: "flexible", message: "Front steps and walkway" });
    const response = await multipart(body)
      .attach("photos", jpeg, { filename: "driveway.jpg", contentType: "image/jpeg" })
      .attach("photos", png, { filename: "steps.png", contentType: "image/png" });

    expect(response.status).toBe(201);
    expect(response.body).toEqual({ success: true, id: expect.stringMatching(uuidPattern) });

    const { admin, list } = await listAsAdmin();
    const stored = list.find((row) => row.id === response.body.id);
    expect(stored).toMatchObject({
      email: body.email,
      city: "toronto",
      projectType: "Stamped Concrete",
      sqFt: 1200,
      timeline: "flexible",
      message: "Front steps and walkway",
      consent: true,
    });
    const photoUrls = stored?.photoUrls as string[];
    expect(photoUrls).toHaveLength(2);
    for (const url of photoUrls) expect(url).toMatch(uploadUrlPattern);

    // Both stored re-encoded as JPEG (neither has transparency), in the order sent, at their own size.
    const first = await admin.get(photoUrls[0]).buffer(true).parse(binary);
    expect(first.status).toBe(200);
    expect(first.headers["content-type"]).toBe("image/jpeg");
    expect(await sharp(first.body as Buffer).metadata()).toMatchObject({ format: "jpeg", width: 64, height: 48 });

    const second = await admin.get(photoUrls[1]).buffer(true).parse(binary);
    expect(second.status).toBe(200);
    expect(second.headers["content-type"]).toBe("image/jpeg");
    expect(await sharp(second.body as Buffer).metadata()).toMatchObject({ format: "jpeg", width: 32, height: 32 });
  });

  it("accepts a multipart request without photos", async () => {
    const body = quoteRequestBody();
    const response = await multipart(body);
    expect(response.status).toBe(201);
    const [stored] = await storedRequestByEmail(body.email as string);
    expect(stored).toMatchObject({ sqFt: 650, consent: true, photoUrls: [] });
  });

  it('reads a ticked consent box sent as "on"', async () => {
    const body = quoteRequestBody({ consent: "on" });
    const response = await multipart(body);
    expect(response.status).toBe(201);
    const [stored] = await storedRequestByEmail(body.email as string);
    expect(stored.consent).toBe(true);
  });

  it("omits an empty sqFt form field", async () => {
    const body = quoteRequestBody({ sqFt: "", timeline: "" });
    const response = await multipart(body);
    expect(response.status).toBe(201);
    const [stored] = await storedRequestByEmail(body.email as string);
    expect(stored).toMatchObject({ sqFt: null, timeline: null });
  });

  it('refuses consent "false" and stores neither the request nor its photo', async () => {
    const before = await uploadCount();
    const body = quoteRequestBody({ consent: "false" });
    const response = await multipart(body).attach("photos", jpeg, "patio.jpg");

    expect(response.status).toBe(400);
    expect(errorBody(response)).toEqual({
      success: false,
      code: "VALIDATION_FAILED",
      message: "You must consent to contact",
      errors: { consent: "You must consent to contact" },
    });
    expect(await storedRequestByEmail(body.email as string)).toHaveLength(0);
    expect(await uploadCount()).toBe(before);
  });

  it("gives the same field messages as JSON for invalid form fields", async () => {
    const body = quoteRequestBody({ name: "M", phone: "123", email: "nope", projectType: "Gravel" });
    const response = await multipart(body).attach("photos", jpeg, "patio.jpg");

    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.errors).toEqual({
      name: "Name must be at least 2 characters",
      phone: "Phone number is required",
      email: "Invalid email address",
      projectType: "Project type is required",
    });
    expect(response.body.message).toBe("Name must be at least 2 characters");
  });
});

describe("POST /api/quote-requests photo checks", () => {
  it("refuses a text file renamed .jpg with 400 and stores nothing", async () => {
    const before = await uploadCount();
    const body = quoteRequestBody();
    const text = Buffer.from("This is not a photo, just some notes about my driveway.\n".repeat(20));
    const response = await multipart(body)
      .attach("photos", jpeg, "real.jpg")
      .attach("photos", text, { filename: "driveway.jpg", contentType: "image/jpeg" });

    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toBe("driveway.jpg is not an image. Please upload JPG, PNG, WebP or GIF photos.");
    expect(response.body.errors).toEqual({ photos: response.body.message });
    expect(await storedRequestByEmail(body.email as string)).toHaveLength(0);
    expect(await uploadCount()).toBe(before);
  });

  it("accepts a photo of exactly 10 MB, stored re-encoded", async () => {
    const body = quoteRequestBody();
    const photo = await jpegOfSize(10 * MB);
    const response = await multipart(body).attach("photos", photo, "ten-mb.jpg");

    expect(response.status).toBe(201);
    const [stored] = await storedRequestByEmail(body.email as string);
    expect(stored.photoUrls).toHaveLength(1);
    const [upload] = await t.database.db
      .select({ size: uploads.size, width: uploads.width, height: uploads.height })
      .from(uploads)
      .where(eq(uploads.quoteRequestId, stored.id));
    expect(upload).toMatchObject({ width: 320, height: 240 });
    expect(upload.size).toBeLessThan(MB);
  });

  it("refuses a photo over 10 MB with 413 and a clear message", async () => {
    const before = await uploadCount();
    const body = quoteRequestBody();
    const response = await multipart(body).attach("photos", await jpegOfSize(10 * MB + 1), "huge.jpg");

    expect(response.status).toBe(413);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toBe("Each photo can be at most 10MB.");
    expect(response.body.errors).toEqual({ photos: "Each photo can be at most 10MB." });
    expect(await storedRequestByEmail(body.email as string)).toHaveLength(0);
    expect(await uploadCount()).toBe(before);
  });

  it("refuses photos over 20 MB in total with 413, even when each is under 10 MB", async () => {
    const before = await uploadCount();
    const body = quoteRequestBody();
    const response = await multipart(body)
      .attach("photos", await jpegOfSize(10 * MB - 1), "one.jpg")
      .attach("photos", await jpegOfSize(10 * MB - 1), "two.jpg")
      .attach("photos", jpeg, "three.jpg");

    expect(response.status).toBe(413);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toBe("Photos can be at most 20MB in total.");
    expect(response.body.errors).toEqual({ photos: "Photos can be at most 20MB in total." });
    expect(await storedRequestByEmail(body.email as string)).toHaveLength(0);
    expect(await uploadCount()).toBe(before);
  });

  it("refuses a much larger upload (24 MB of photos) with 413", async () => {
    const body = quoteRequestBody();
    const response = await multipart(body)
      .attach("photos", await jpegOfSize(8 * MB), "one.jpg")
      .attach("photos", await jpegOfSize(8 * MB), "two.jpg")
      .attach("photos", await jpegOfSize(8 * MB), "three.jpg");

    expect(response.status).toBe(413);
    expect(response.body.message).toBe("Photos can be at most 20MB in total.");
    expect(response.body.errors).toEqual({ photos: "Photos can be at most 20MB in total." });
    expect(await storedRequestByEmail(body.email as string)).toHaveLength(0);
  });

  it("accepts 10 photos", async () => {
    const body = quoteRequestBody();
    let req = multipart(body);
    for (let i = 1; i <= 10; i++) req = req.attach("photos", jpeg, `photo-${i}.jpg`);
    const response = await req;

    expect(response.status).toBe(201);
    const [stored] = await storedRequestByEmail(body.email as string);
    expect(stored.photoUrls).toHaveLength(10);
  });

  it("refuses 11 photos with 400 and a clear message", async () => {
    const before = await uploadCount();
    const body = quoteRequestBody();
    let req = multipart(body);
    for (let i = 1; i <= 11; i++) req = req.attach("photos", jpeg, `photo-${i}.jpg`);
    const response = await req;

    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toBe("Please send at most 10 photos.");
    expect(response.body.errors).toEqual({ photos: "Please send at most 10 photos." });
    expect(await storedRequestByEmail(body.email as string)).toHaveLength(0);
    expect(await uploadCount()).toBe(before);
  });

  it('refuses files sent in a field other than "photos" with 400', async () => {
    const body = quoteRequestBody();
    const response = await multipart(body).attach("images", jpeg, "patio.jpg");

    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ photos: 'Photos must be sent in the "photos" field.' });
    expect(await storedRequestByEmail(body.email as string)).toHaveLength(0);
  });
});

describe("GET /api/quote-requests", () => {
  it("answers 401 without an admin session", async () => {
    const response = await request(t.app).get("/api/quote-requests");
    expect(response.status).toBe(401);
    expect(response.body.success).toBe(false);
    expect(response.body.quoteRequests).toBeUndefined();
  });

  it("lists requests newest first for the admin", async () => {
    const ids: string[] = [];
    for (const name of ["First Lead", "Second Lead", "Third Lead"]) {
      const response = await request(t.app).post("/api/quote-requests").send(quoteRequestBody({ name }));
      expect(response.status).toBe(201);
      ids.push(response.body.id);
    }

    const { list } = await listAsAdmin();
    const positions = ids.map((id) => list.findIndex((row) => row.id === id));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions[2]).toBeLessThan(positions[1]);
    expect(positions[1]).toBeLessThan(positions[0]);
    expect(list[0].id).toBe(ids[2]);
    expect(list[0].name).toBe("Third Lead");

    const times = list.map((row) => new Date(String(row.createdAt)).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe("GET /api/uploads/:id", () => {
  let photoUrl: string;

  beforeAll(async () => {
    const body = quoteRequestBody();
    const response = await multipart(body).attach("photos", png, "slab.png");
    expect(response.status).toBe(201);
    const [stored] = await storedRequestByEmail(body.email as string);
    photoUrl = stored.photoUrls[0];
  });

  it("answers 401 without an admin session and sends no bytes", async () => {
    const response = await request(t.app).get(photoUrl);
    expect(response.status).toBe(401);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
  });

  it("returns the stored photo with its content type, length and file name for the admin", async () => {
    const admin = await adminAgent(t.app);
    const response = await admin.get(photoUrl).buffer(true).parse(binary);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    expect(response.headers["content-disposition"]).toBe('inline; filename="slab.jpg"');
    expect(Number(response.headers["content-length"])).toBe((response.body as Buffer).length);
    expect(await sharp(response.body as Buffer).metadata()).toMatchObject({ format: "jpeg", width: 32, height: 32 });
  });

  it("answers 404 for an unknown id", async () => {
    const admin = await adminAgent(t.app);
    const response = await admin.get("/api/uploads/0b7e3b7c-2f51-4c33-9a57-6c1d8d7d8e11");
    expect(response.status).toBe(404);
    expect(errorBody(response)).toEqual({ success: false, code: "UPLOAD_NOT_FOUND", message: "Photo not found" });
  });

  it("answers 404 for a malformed id", async () => {
    const admin = await adminAgent(t.app);
    const response = await admin.get(`/api/uploads/${encodeURIComponent("1' or 1=1")}`);
    expect(response.status).toBe(404);
    expect(errorBody(response)).toEqual({ success: false, code: "UPLOAD_NOT_FOUND", message: "Photo not found" });
  });
});
