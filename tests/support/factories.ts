/**
 * Valid request bodies with overrides, and small helpers that put a quote into a given state through
 * the API itself.
 */
import zlib from "node:zlib";
import type { RequestListener } from "node:http";
import sharp from "sharp";
import request from "supertest";
import { eq } from "drizzle-orm";
import { addDays, torontoDate } from "../../shared/quote-rules";
import { quotes } from "../../shared/schema";
import type { TestApp } from "./test-app";
import { adminAgent } from "./test-app";

let counter = 0;
const next = () => ++counter;

export function quoteRequestBody(overrides: Record<string, unknown> = {}) {
  return {
    name: "Maria Santos",
    phone: "(416) 555-0142",
    email: `maria${next()}@example.com`,
    city: "toronto",
    projectType: "Stamped Concrete",
    sqFt: 650,
    timeline: "month",
    message: "Ashlar slate pattern driveway, about 650 sq ft.",
    consent: true,
    ...overrides,
  };
}

/** What the public estimate form posts to /api/quotes. */
export function estimateQuoteBody(overrides: Record<string, unknown> = {}) {
  return {
    clientName: "Daniel Okafor",
    clientEmail: `daniel${next()}@example.com`,
    clientPhone: "647-555-0199",
    projectAddress: "48 Maple Grove Ave, Vaughan, ON",
    workScope: "Broom Finish Installation",
    projectDetails: "New broom finish walkway.\nProject Area: 40 ft x 4 ft\nTimeline: Within 1 month",
    totalCost: "0.00",
    validUntil: addDays(torontoDate(new Date()), 30),
    status: "pending",
    ...overrides,
  };
}

/** What the admin's create-quote form posts. */
export function pricedQuoteBody(overrides: Record<string, unknown> = {}) {
  return {
    clientName: "Priya Raman",
    clientEmail: `priya${next()}@example.com`,
    clientPhone: "905-555-0123",
    projectAddress: "221 Lakeshore Rd E, Oakville, ON",
    workScope: "Stamped Concrete Installation",
    projectDetails: "Stamped patio, 400 sq ft, ashlar slate pattern, charcoal release.",
    totalCost: "7,200.00",
    validUntil: addDays(torontoDate(new Date()), 14),
    status: "pending",
    ...overrides,
  };
}

/** A tiny real PNG (1x1, white) as a data URL: what the signature pad produces, only smaller. */
/** A small drawn stroke (240 x 80 PNG): a real signature as the pad sends one. */
export const signaturePng =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAPAAAABQAgMAAABaJxDvAAAADFBMVEX///8GBgavr69ZWVk7v/8nAAAACXBIWXMAAAsTAAALEwEAmpwYAAAB9UlEQVR42u1XrW7DMBB2UhWkU2AeIWRSoclQH6GglwRUWx6hcGjrS4QXjkxDhZPyEuaDgyMlkyYtSVvHse+S2iUFOVJV8vm7++7HXxgbbbTRRrshu39z9/0EeHH1nUNlz26+PsDrH6RbJ+e4Rp3Dxg34sf7ZJy7OITQBT6B0cC6y7q+NScTAIe44kbkTcT/0RC1Z5gTfRbojo5b1Ddf4kaqDfgmuV+09KX59Wnk/oeBqrAJtMi+bHQhwobDEczS2JWMfKHgn1PqYadP6ShQ8VDvDW6GJHWNDwDuR+ihjxYkJE1yU2LmOtTdq4Fp1+AKplJJLA/5z/hd0+2KK9FjQmZcKXLIab3oOnijtHpkdpHO0IEMkiy+TBpKcfhIbpGT4ZEqNo5EjL/vI1haBzm6cD97PCL6w7o7JjWzMoJcN3i97ORnOUFBke+beSYbq0Te/hc7XmiTb3BxReSlfkbmoY42fgnyDBLJzNtojyC4m2+iJgOwvhGy9VnFmQbY+B0VuQbY2Vz5sLcjW1hidMuPoildz4UvSeYaOuMqirdJQF3+QWkuUFo1bq5T2zfUht3VudU2YOmi6c22Fg7YqThI2cFF102O0vnDRk5Ojep7b09VIWPhm7B2chCy7q57w6iH+clPv/Arlz/z9Fd8c1dfObvziuxn7B+aKfDo9KCvbAAAAAElFTkSuQmCC";

/** What the signer sends to `/api/links/{token}/contract` (the quote is the link's; `_quoteId` is kept for old callers and not sent). */
export function contractBody(_quoteId?: string, overrides: Record<string, unknown> = {}) {
  return {
    clientName: "Priya Raman",
    clientEmail: "priya@example.com",
    clientPhone: "905-555-0123",
    projectAddress: "221 Lakeshore Rd E, Oakville, ON",
    signatureData: signaturePng,
    agreementAccepted: true,
    // A fresh quote is at version 1; signing names the version the signer saw.
    quoteVersion: 1,
    ...overrides,
  };
}

/** Creates a priced quote as the admin and returns its id. */
export async function createPricedQuote(app: RequestListener, overrides: Record<string, unknown> = {}): Promise<string> {
  const admin = await adminAgent(app);
  const response = await admin.post("/api/quotes").send(pricedQuoteBody(overrides));
  if (response.status !== 201) throw new Error(`quote creation failed: ${response.status} ${response.text}`);
  return response.body.quoteId;
}

/**
 * A priced quote whose valid-until day is `days` days ago (negative) or ahead. The API refuses a past
 * date, so the quote is created valid (and e-mailed) and its date then moved in the database, as
 * time passing would.
 */
export async function createQuoteValidUntil(
  t: Pick<TestApp, "app" | "database">,
  days: number,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const quoteId = await createPricedQuote(t.app, overrides);
  await t.database.db
    .update(quotes)
    .set({ validUntil: addDays(torontoDate(new Date()), days) })
    .where(eq(quotes.id, quoteId));
  return quoteId;
}

/**
 * The client's link token of a quote (what its e-mail names), read as the admin reads it. Client calls
 * go to `/api/links/${await linkOf(app, quoteId)}...`.
 */
export async function linkOf(app: RequestListener, quoteId: string): Promise<string> {
  const admin = await adminAgent(app);
  const response = await admin.get(`/api/quotes/${quoteId}`);
  if (response.status !== 200) throw new Error(`quote read failed: ${response.status} ${response.text}`);
  return response.body.quote.linkToken;
}

/**
 * The id of the contract signed for a quote, as the admin reads it: the client's answer to a signature
 * carries no id (docs/decisions/0114), admin calls about the contract need it.
 */
export async function contractIdOf(app: RequestListener, quoteId: string): Promise<string> {
  const admin = await adminAgent(app);
  const response = await admin.get("/api/contracts");
  const contract = (response.body.contracts as Array<{ id: string; quoteId: string }> | undefined)?.find((item) => item.quoteId === quoteId);
  if (!contract) throw new Error(`no contract for quote ${quoteId}: ${response.status}`);
  return contract.id;
}

/** A priced quote as the admin creates it: its id (admin calls) and its client link token (client calls). */
export async function createLinkedQuote(app: RequestListener, overrides: Record<string, unknown> = {}): Promise<{ id: string; token: string }> {
  const id = await createPricedQuote(app, overrides);
  return { id, token: await linkOf(app, id) };
}

/** A priced quote that the client has accepted: ready to be signed. */
export async function createAcceptedQuote(app: RequestListener, overrides: Record<string, unknown> = {}): Promise<string> {
  const quoteId = await createPricedQuote(app, overrides);
  const response = await request(app)
    .patch(`/api/links/${await linkOf(app, quoteId)}/status`)
    .send({ status: "accepted", version: 1 });
  if (response.status !== 200) throw new Error(`accept failed: ${response.status} ${response.text}`);
  return quoteId;
}

/** Where a phone writes the position a photo was taken (EXIF GPS IFD): 43°39'12.34"N 79°22'W, Toronto. */
export const gpsExif = {
  IFD0: { Make: "Forma Test Phone", Model: "Camera 1" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "43/1 39/1 1234/100", GPSLongitudeRef: "W", GPSLongitude: "79/1 22/1 0/1" },
};

/**
 * A real JPEG with a photo's grain (gaussian noise), `width` x `height` as stored in the file. `orientation`
 * and `gps` add the EXIF a phone writes: a camera held upright stores the pixels sideways with orientation 6.
 */
export async function photoJpeg(width: number, height: number, options: { orientation?: number; gps?: boolean; quality?: number } = {}) {
  let image = sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } }).jpeg({
    quality: options.quality ?? 85,
  });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  if (options.gps) image = image.withExif(gpsExif);
  return image.toBuffer();
}

/** A real JPEG followed by zeros up to exactly `size` bytes: decoders stop at the image's end marker. */
export async function jpegOfSize(size: number): Promise<Buffer> {
  const jpeg = await photoJpeg(320, 240);
  return Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An image bomb: a PNG of a few hundred bytes whose header declares `width` x `height` grey pixels. */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const firstRows = zlib.deflateSync(Buffer.alloc(4 * (width + 1)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", firstRows),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}
