/**
 * Lead photos end to end: the streaming multipart reader's limits (chunked bodies included, refused
 * before the client has finished sending), the processing (upright, at most 2560 px, no metadata, a
 * WebP thumbnail), image bombs and non-images refused, the daily photo budget per address, and the
 * admin-only photo and thumbnail URLs.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptedFormats, canDecode } from "../../server/photos/formats";
import { quoteRequests, uploads } from "../../shared/schema";
import { binary } from "../support/binary";
import { jpegOfSize, photoJpeg, pngDeclaring, quoteRequestBody } from "../support/factories";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

const MB = 1024 * 1024;

let t: TestApp;
let server: http.Server;
let admin: Awaited<ReturnType<typeof adminAgent>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
  server = http.createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

function multipart(app: TestApp["app"], body: Record<string, unknown> = quoteRequestBody()) {
  let req = request(app).post("/api/quote-requests");
  for (const [name, value] of Object.entries(body)) req = req.field(name, String(value));
  return req;
}

async function leadsByEmail(app: TestApp, email: string) {
  return app.database.db.select().from(quoteRequests).where(eq(quoteRequests.email, email));
}

/** Sends a lead with one photo and answers the stored photo, its row and its thumbnail. */
async function storePhoto(photo: Buffer, filename = "photo.jpg") {
  const body = quoteRequestBody();
  const response = await multipart(t.app, body).attach("photos", photo, filename);
  expect(response.status, response.text).toBe(201);
  const [lead] = await leadsByEmail(t, String(body.email));
  const url = lead.photoUrls[0];
  const [row] = await t.database.db.select().from(uploads).where(eq(uploads.quoteRequestId, lead.id));
  const stored = await admin.get(url).buffer(true).parse(binary);
  expect(stored.status).toBe(200);
  const thumbnail = await admin.get(`${url}/thumbnail`).buffer(true).parse(binary);
  expect(thumbnail.status).toBe(200);
  return { url, row, stored, photo: stored.body as Buffer, thumbnail: thumbnail.body as Buffer, thumbnailType: thumbnail.headers["content-type"] };
}

// ---------------------------------------------------------------------------------------------
// A raw HTTP client that streams a chunked multipart body and stops as soon as the answer comes

type Streamed = { status: number; body: Record<string, unknown>; sentBytes: number; plannedBytes: number };

const boundary = "----forma-test-boundary";

function partHead(name: string, filename?: string): Buffer {
  const disposition = filename ? `form-data; name="${name}"; filename="${filename}"` : `form-data; name="${name}"`;
  const type = filename ? "\r\nContent-Type: image/jpeg" : "";
  return Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`);
}

/** Fields, then each file as `size` bytes sent in 256 KB chunks; chunked transfer (no Content-Length). */
function streamLead(files: Array<{ name?: string; size: number }>): Promise<Streamed> {
  const fields = Object.entries(quoteRequestBody()).map(([name, value]) => Buffer.concat([partHead(name), Buffer.from(`${value}\r\n`)]));
  const plannedBytes = files.reduce((sum, file) => sum + file.size, 0);
  const chunk = Buffer.alloc(256 * 1024, 0xab);
  return new Promise((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    const req = http.request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/quote-requests",
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, "Transfer-Encoding": "chunked" },
    });
    let sentBytes = 0;
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on("data", (part: Buffer) => parts.push(part));
      res.on("end", () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(parts).toString("utf8")), sentBytes, plannedBytes });
      });
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const write = (data: Buffer) => (req.write(data) ? Promise.resolve() : new Promise<void>((done) => req.once("drain", done)));
    (async () => {
      for (const field of fields) await write(field);
      for (const [index, file] of files.entries()) {
        await write(partHead(file.name ?? "photos", `photo-${index + 1}.jpg`));
        for (let sent = 0; sent < file.size && !answered; sent += chunk.length) {
          const piece = chunk.subarray(0, Math.min(chunk.length, file.size - sent));
          sentBytes += piece.length;
          await write(piece);
        }
        if (answered) return;
        await write(Buffer.from("\r\n"));
      }
      req.end(`--${boundary}--\r\n`);
    })().catch(() => {});
  });
}

describe("streaming limits (chunked, no Content-Length)", () => {
  it("refuses photos over 20 MB in total with 413 long before a 200 MB body is sent", async () => {
    const before = (await t.database.db.select({ id: uploads.id }).from(uploads)).length;
    const result = await streamLead(Array.from({ length: 10 }, () => ({ size: 9 * MB })).concat([{ size: 110 * MB }]));
    expect(result.status).toBe(413);
    expect(result.body).toMatchObject({ code: "PHOTOS_TOO_LARGE", message: "Photos can be at most 20MB in total." });
    expect(result.body.errors).toEqual({ photos: "Photos can be at most 20MB in total." });
    // Refused at 20 MB read: what the client had sent by then is the limit plus what the sockets buffer.
    expect(result.sentBytes).toBeLessThan(40 * MB);
    expect(result.plannedBytes).toBe(200 * MB);
    expect((await t.database.db.select({ id: uploads.id }).from(uploads)).length).toBe(before);
  });

  it("refuses one photo over 10 MB with 413 before the rest of a 100 MB photo is sent", async () => {
    const result = await streamLead([{ size: 100 * MB }]);
    expect(result.status).toBe(413);
    expect(result.body).toMatchObject({ code: "PHOTOS_TOO_LARGE", message: "Each photo can be at most 10MB." });
    expect(result.sentBytes).toBeLessThan(30 * MB);
  });

  it("refuses an 11th photo with 400 TOO_MANY_PHOTOS", async () => {
    const result = await streamLead(Array.from({ length: 11 }, () => ({ size: 1024 })));
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      code: "TOO_MANY_PHOTOS",
      message: "Please send at most 10 photos.",
      errors: { photos: "Please send at most 10 photos." },
    });
  });

  it('refuses a file in a field other than "photos" before reading it', async () => {
    const result = await streamLead([{ name: "attachment", size: 50 * MB }]);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ code: "UPLOAD_MALFORMED", errors: { photos: 'Photos must be sent in the "photos" field.' } });
    expect(result.sentBytes).toBeLessThan(30 * MB);
  });

  it("still refuses a declared Content-Length over the total before reading the body", async () => {
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
      const req = http.request({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/quote-requests",
        headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, "Content-Length": String(30 * MB) },
      });
      req.on("error", reject);
      req.on("response", (res) => {
        const parts: Buffer[] = [];
        res.on("data", (part: Buffer) => parts.push(part));
        res.on("end", () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(parts).toString("utf8")) });
        });
      });
      // Only the first kilobyte of the 30 MB declared: the answer does not wait for the rest.
      req.write(Buffer.alloc(1024));
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: "PHOTOS_TOO_LARGE", message: "Photos can be at most 20MB in total." });
  });

  it("keeps the connection open for the rest of a refused body sent with Connection: close, so the client sees the answer", async () => {
    // A client (or an HTTP/1.0 proxy) that asks for the connection to be closed and writes the whole
    // body: Node would close the socket right after the refusal and the writes after it would fail.
    const { port } = server.address() as AddressInfo;
    const declared = 22 * MB;
    const outcome = await new Promise<{ status: number; writeError?: string }>((resolve) => {
      const req = http.request({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/quote-requests",
        agent: false,
        headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, "Content-Length": String(declared), Connection: "close" },
      });
      let status = 0;
      req.on("error", (error) => resolve({ status, writeError: error.message }));
      req.on("response", (res) => {
        status = res.statusCode ?? 0;
        res.resume();
        // The answer is in; now the rest of the body, the way a client that does not watch for it sends it.
        const rest = Buffer.alloc(declared - MB, 0xcd);
        req.end(rest, () => setTimeout(() => resolve({ status }), 100));
      });
      req.write(Buffer.alloc(MB, 0xcd));
    });
    expect(outcome).toEqual({ status: 413 });
  });
});

describe("malformed and aborted multipart", () => {
  it("answers 400 UPLOAD_MALFORMED for a body that ends in the middle of a photo", async () => {
    const body = Buffer.concat([partHead("name"), Buffer.from("Maria Santos\r\n"), partHead("photos", "cut.jpg"), Buffer.alloc(5000, 1)]);
    const response = await request(t.app).post("/api/quote-requests").set("Content-Type", `multipart/form-data; boundary=${boundary}`).send(body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("UPLOAD_MALFORMED");
  });

  it("answers 400 UPLOAD_MALFORMED for multipart without a boundary", async () => {
    const response = await request(t.app).post("/api/quote-requests").set("Content-Type", "multipart/form-data").send("--x\r\n");
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("UPLOAD_MALFORMED");
  });

  it("keeps serving after a client drops the connection in the middle of a photo", async () => {
    const { port } = server.address() as AddressInfo;
    const req = http.request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/quote-requests",
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, "Transfer-Encoding": "chunked" },
    });
    req.on("error", () => {});
    req.write(Buffer.concat([partHead("photos", "dropped.jpg"), Buffer.alloc(2 * MB, 7)]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    req.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const health = await request(t.app).get("/api/health");
    expect(health.status).toBe(200);
    const lead = await multipart(t.app).attach("photos", await photoJpeg(64, 48), "after.jpg");
    expect(lead.status).toBe(201);
  });
});

describe("processing", () => {
  it("turns a sideways phone photo upright and removes its EXIF, GPS position included", async () => {
    // Stored 400 x 300 with orientation 6: shown as 300 x 400. A red block marks the stored top-left corner.
    const base = await photoJpeg(400, 300);
    const marked = await sharp(base)
      .composite([{ input: { create: { width: 60, height: 60, channels: 3, background: "#ff0000" } }, left: 0, top: 0 }])
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "43/1 39/1 1234/100", GPSLongitudeRef: "W", GPSLongitude: "79/1 22/1 0/1" } })
      .toBuffer();
    const sent = await sharp(marked).metadata();
    expect(sent.orientation).toBe(6);
    // The GPS IFD pointer (tag 0x8825, little-endian) is in what the phone sent.
    expect(sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const { row, stored, photo } = await storePhoto(marked, "sideways.jpg");
    expect(stored.headers["content-type"]).toBe("image/jpeg");
    const meta = await sharp(photo).metadata();
    expect([meta.width, meta.height]).toEqual([300, 400]);
    expect([row.width, row.height]).toEqual([300, 400]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(photo.includes(Buffer.from("Exif\0\0", "latin1"))).toBe(false);
    // Rotated 90 degrees clockwise, the stored top-left corner is now the top-right one.
    const { data, info } = await sharp(photo).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    const [red, green, blue] = pixel(info.width - 20, 20);
    expect(red).toBeGreaterThan(200);
    expect(green).toBeLessThan(60);
    expect(blue).toBeLessThan(60);
    expect(row.filename).toBe("sideways.jpg");
  });

  it("stores at most 2560 px on the longest side, and a WebP thumbnail of at most 360 px", async () => {
    const { row, photo, thumbnail, thumbnailType } = await storePhoto(await photoJpeg(4000, 1000));
    const meta = await sharp(photo).metadata();
    expect([meta.width, meta.height]).toEqual([2560, 640]);
    expect([row.width, row.height]).toEqual([2560, 640]);
    expect(row.size).toBe(photo.length);
    expect(thumbnailType).toBe("image/webp");
    const thumb = await sharp(thumbnail).metadata();
    expect(thumb.format).toBe("webp");
    expect([thumb.width, thumb.height]).toEqual([360, 90]);
    expect(thumb.exif).toBeUndefined();
  });

  it("never enlarges a small photo", async () => {
    const { row, thumbnail } = await storePhoto(await photoJpeg(200, 150));
    expect([row.width, row.height]).toEqual([200, 150]);
    const thumb = await sharp(thumbnail).metadata();
    expect([thumb.width, thumb.height]).toEqual([200, 150]);
  });

  it("stores an opaque PNG as JPEG and a transparent one as WebP with its transparency", async () => {
    const opaque = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#1f2937" } })
      .png()
      .toBuffer();
    const first = await storePhoto(opaque, "slab.png");
    expect(first.stored.headers["content-type"]).toBe("image/jpeg");
    expect(first.row.filename).toBe("slab.jpg");

    const transparent = await sharp({ create: { width: 120, height: 80, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const second = await storePhoto(transparent, "plan.png");
    expect(second.stored.headers["content-type"]).toBe("image/webp");
    expect(second.row.filename).toBe("plan.webp");
    const meta = await sharp(second.photo).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.hasAlpha).toBe(true);
  });

  it("refuses an image bomb (a small PNG declaring 30000 x 30000 pixels) with 400 and stores nothing", async () => {
    const bomb = pngDeclaring(30_000, 30_000);
    expect(bomb.length).toBeLessThan(2000);
    const body = quoteRequestBody();
    const response = await multipart(t.app, body).attach("photos", bomb, "bomb.png");
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: "PHOTO_TOO_MANY_PIXELS",
      message: "bomb.png has too many pixels (at most 50 megapixels). Please send a smaller version.",
    });
    expect(response.body.errors).toEqual({ photos: response.body.message });
    expect(await leadsByEmail(t, String(body.email))).toHaveLength(0);
  });

  it("refuses a file that only starts like a JPEG", async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 0x41)]);
    const response = await multipart(t.app).attach("photos", fake, "fake.jpg");
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: "PHOTO_NOT_IMAGE",
      message: `fake.jpg could not be read as a photo. Please upload ${acceptedFormats} photos.`,
    });
  });

  it("refuses a document renamed .jpg, naming the formats accepted", async () => {
    const response = await multipart(t.app).attach("photos", Buffer.from("%PDF-1.7\n".repeat(100)), "quote.jpg");
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: "PHOTO_NOT_IMAGE",
      message: "quote.jpg is not an image. Please upload JPG, PNG, WebP or GIF photos.",
    });
  });

  it("refuses a HEIC photo this server cannot open with a message naming the formats it can", async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"), Buffer.alloc(2000)]);
    const response = await multipart(t.app).attach("photos", heic, "IMG_0001.HEIC");
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("PHOTO_NOT_IMAGE");
    const expected = canDecode("image/heic")
      ? `IMG_0001.HEIC could not be read as a photo. Please upload ${acceptedFormats} photos.`
      : "IMG_0001.HEIC is a HEIC photo, which we cannot open. Please upload JPG, PNG, WebP or GIF photos.";
    expect(response.body.message).toBe(expected);
  });

  it("accepts a real photo of exactly 10 MB and stores far fewer bytes", async () => {
    const { row } = await storePhoto(await jpegOfSize(10 * MB), "ten-mb.jpg");
    expect(row.size).toBeLessThan(MB);
  });
});

describe("the daily photo budget per address", () => {
  let limited: TestApp;
  let photo: Buffer;
  beforeAll(async () => {
    photo = await photoJpeg(64, 48);
    // Room for exactly three of these photos a day.
    limited = await createTestApp({ rateLimits: { photoBytesPerAddressPerDay: 3 * photo.length } });
  });
  afterAll(() => limited.close());

  it("counts the bytes of stored leads only, then refuses with 429, Retry-After and a friendly message", async () => {
    // Two photos: counted.
    expect((await multipart(limited.app).attach("photos", photo, "a.jpg").attach("photos", photo, "b.jpg")).status).toBe(201);
    // Refused by validation, or for a photo that cannot be read (after it was counted): taken back, so one more still fits.
    const invalid = await multipart(limited.app, quoteRequestBody({ consent: "false" })).attach("photos", photo, "c.jpg");
    expect(invalid.status).toBe(400);
    const unreadable = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(photo.length - 4, 0x41)]);
    const refused = await multipart(limited.app).attach("photos", unreadable, "broken.jpg");
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("PHOTO_NOT_IMAGE");
    // Two more would pass the budget.
    const body = quoteRequestBody();
    const over = await multipart(limited.app, body).attach("photos", photo, "d.jpg").attach("photos", photo, "e.jpg");
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({
      code: "RATE_LIMITED",
      message: "You have sent a lot of photos today. Please try again tomorrow, or e-mail them to us at estimates@formaconcretegta.ca.",
    });
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(3600);
    expect(await leadsByEmail(limited, String(body.email))).toHaveLength(0);
    // The third photo fits exactly.
    expect((await multipart(limited.app).attach("photos", photo, "f.jpg")).status).toBe(201);
  });

  it("refuses further photos before reading them once the budget is used up, but still takes leads without photos", async () => {
    const spent = await multipart(limited.app).attach("photos", photo, "g.jpg");
    expect(spent.status).toBe(429);
    expect(spent.body.code).toBe("RATE_LIMITED");
    expect((await request(limited.app).post("/api/quote-requests").send(quoteRequestBody())).status).toBe(201);
  });
});

describe("GET /api/uploads/:id/thumbnail", () => {
  let photoUrl: string;
  beforeAll(async () => {
    ({ url: photoUrl } = await storePhoto(await photoJpeg(800, 600)));
  });

  it("answers 401 without an admin session, for the photo and its thumbnail", async () => {
    for (const url of [photoUrl, `${photoUrl}/thumbnail`]) {
      const response = await request(t.app).get(url);
      expect(response.status).toBe(401);
      expect(response.headers["content-type"]).toMatch(/application\/json/);
    }
  });

  it("serves the thumbnail as a private, cacheable WebP to the admin", async () => {
    const response = await admin.get(`${photoUrl}/thumbnail`).buffer(true).parse(binary);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe("private, max-age=3600");
    expect(Number(response.headers["content-length"])).toBe((response.body as Buffer).length);
    expect((response.body as Buffer).length).toBeLessThan(50 * 1024);
  });

  it("answers 404 for unknown and malformed ids", async () => {
    for (const id of ["0b7e3b7c-2f51-4c33-9a57-6c1d8d7d8e11", encodeURIComponent("1' or 1=1")]) {
      const response = await admin.get(`/api/uploads/${id}/thumbnail`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ success: false, code: "UPLOAD_NOT_FOUND", message: "Photo not found" });
    }
  });

  it("serves the photo itself for a photo stored before thumbnails existed", async () => {
    const body = quoteRequestBody();
    expect((await request(t.app).post("/api/quote-requests").send(body)).status).toBe(201);
    const [lead] = await leadsByEmail(t, String(body.email));
    const legacy = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#888888" } })
      .png()
      .toBuffer();
    const [row] = await t.database.db
      .insert(uploads)
      .values({ quoteRequestId: lead.id, filename: "old.png", contentType: "image/png", size: legacy.length, data: legacy })
      .returning({ id: uploads.id });
    for (const url of [`/api/uploads/${row.id}`, `/api/uploads/${row.id}/thumbnail`]) {
      const response = await admin.get(url).buffer(true).parse(binary);
      expect(response.status).toBe(200);
      expect(response.headers["content-type"]).toBe("image/png");
      expect(Buffer.compare(response.body as Buffer, legacy)).toBe(0);
    }
  });
});
