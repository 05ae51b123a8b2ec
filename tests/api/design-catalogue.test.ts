/**
 * The owner's design catalogue through the real API: entries added with real swatch images (stored
 * re-encoded, upright, without metadata, at most 480 px), listed, changed, retired and restored; the
 * swatch served with its hash and cache rules; the client link's list (active entries, plus the
 * retired ones the quote's design names); and every refusal: not an image, over 2 MB, an image bomb,
 * bad fields, a full kind, no session, an unknown id or link.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import request from "supertest";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { swatchLimits, type CatalogueEntry, type DesignSelection } from "../../shared/design-catalogue";
import { catalogueEntryMessages, maxCatalogueEntriesPerKind } from "../../shared/design-catalogue-entry";
import { designCatalogue, quotes } from "../../shared/schema";
import { binary } from "../support/binary";
import { createPricedQuote, jpegOfSize, linkOf, photoJpeg, pngDeclaring } from "../support/factories";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

type Agent = Awaited<ReturnType<typeof adminAgent>>;
let t: TestApp;
let admin: Agent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
});
afterAll(() => t.close());

const missing = "00000000-0000-4000-8000-000000000000";
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** A PNG whose left half is see-through: stored as PNG, keeping the transparency. */
const transparentPng = () =>
  sharp({ create: { width: 600, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: { create: { width: 300, height: 300, channels: 4, background: { r: 150, g: 90, b: 60, alpha: 1 } } }, left: 300, top: 0 }])
    .png()
    .toBuffer();

async function addEntry(fields: Record<string, string>, swatch?: { bytes: Buffer; filename: string }) {
  const call = admin.post("/api/design-catalogue");
  for (const [name, value] of Object.entries(fields)) call.field(name, value);
  if (swatch) call.attach("swatch", swatch.bytes, swatch.filename);
  return call;
}

async function created(fields: Record<string, string>, swatch?: { bytes: Buffer; filename: string }): Promise<CatalogueEntry> {
  const response = await addEntry(fields, swatch);
  expect(response.status, response.text).toBe(201);
  return response.body.entry;
}

const getSwatch = (url: string) => request(t.app).get(url).buffer(true).parse(binary);
const entryCount = async () => (await t.database.db.select({ id: designCatalogue.id }).from(designCatalogue)).length;

describe("design catalogue", () => {
  it("stores a phone photo as its swatch: upright, without metadata, at most 480 px, JPEG, with the hash of the stored bytes", async () => {
    // A camera held upright stores the pixels sideways (800 x 600) with orientation 6, and its position.
    const photo = await photoJpeg(800, 600, { orientation: 6, gps: true });
    const entry = await created(
      { kind: "pattern", name: "  Ashlar Slate ", maker: "Brickform", code: "FC-100" },
      { bytes: photo, filename: "IMG_0001.jpg" },
    );
    expect(entry).toMatchObject({ kind: "pattern", name: "Ashlar Slate", maker: "Brickform", code: "FC-100", retired: false });
    expect(entry.swatchSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(entry.swatchUrl).toBe(`/api/design-swatches/${entry.id}?v=${entry.swatchSha256!.slice(0, 12)}`);

    const served = await getSwatch(entry.swatchUrl!);
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.headers.etag).toBe(`"${entry.swatchSha256}"`);
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const bytes = served.body as Buffer;
    expect(sha256(bytes)).toBe(entry.swatchSha256);
    const [row] = await t.database.db.select().from(designCatalogue).where(eq(designCatalogue.id, entry.id));
    expect(Buffer.compare(row.swatch!, bytes)).toBe(0);

    const stored = await sharp(bytes).metadata();
    expect(stored.format).toBe("jpeg");
    // Turned upright: 600 x 800 as seen, scaled to fit 480 x 480.
    expect([stored.width, stored.height]).toEqual([360, 480]);
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from("Forma Test Phone"))).toBe(false);

    // The same bytes again answer 304 to a browser that has them.
    const again = await request(t.app).get(entry.swatchUrl!).set("If-None-Match", `"${entry.swatchSha256}"`);
    expect(again.status).toBe(304);
  });

  it("keeps a transparent PNG as PNG, and takes an entry without a swatch as JSON", async () => {
    const png = await created({ kind: "border", name: "Soldier course" }, { bytes: await transparentPng(), filename: "border.png" });
    const served = await getSwatch(png.swatchUrl!);
    expect(served.headers["content-type"]).toBe("image/png");
    const stored = await sharp(served.body as Buffer).metadata();
    expect(stored).toMatchObject({ format: "png", width: 480, height: 240, hasAlpha: true });

    const plain = await admin.post("/api/design-catalogue").send({ kind: "sealer_finish", name: "Wet look, high gloss" });
    expect(plain.status, plain.text).toBe(201);
    expect(plain.body.entry).toMatchObject({ kind: "sealer_finish", maker: "", code: "", swatchUrl: null, swatchSha256: null, retired: false });
    const none = await request(t.app).get(`/api/design-swatches/${plain.body.entry.id}`);
    expect(none.status).toBe(404);
    expect(none.body.code).toBe("CATALOGUE_ENTRY_NOT_FOUND");
  });

  it("lists every entry by kind for the owner, and changes names, maker, code and swatch", async () => {
    const colour = await created(
      { kind: "base_colour", name: "Desert Tan", maker: "Brickform", code: "C-12" },
      { bytes: await photoJpeg(300, 300), filename: "tan.jpg" },
    );
    const list = await admin.get("/api/design-catalogue").expect(200);
    const kinds = list.body.entries.map((entry: CatalogueEntry) => entry.kind);
    expect(kinds).toEqual([...kinds].sort());
    expect(list.body.entries.map((entry: CatalogueEntry) => entry.id)).toContain(colour.id);
    expect(JSON.stringify(list.body)).not.toContain("swatchType");

    const renamed = await admin.patch(`/api/design-catalogue/${colour.id}`).send({ name: "Sahara Tan", code: "" });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.entry).toMatchObject({ name: "Sahara Tan", maker: "Brickform", code: "", swatchSha256: colour.swatchSha256 });

    // A new image: a new hash and a new address; the old address no longer caches.
    const replaced = await admin
      .patch(`/api/design-catalogue/${colour.id}`)
      .field("maker", "Butterfield")
      .attach("swatch", await photoJpeg(200, 100), "new.jpg");
    expect(replaced.status, replaced.text).toBe(200);
    const entry: CatalogueEntry = replaced.body.entry;
    expect(entry).toMatchObject({ name: "Sahara Tan", maker: "Butterfield" });
    expect(entry.swatchSha256).not.toBe(colour.swatchSha256);
    expect(entry.swatchUrl).not.toBe(colour.swatchUrl);
    const old = await getSwatch(colour.swatchUrl!);
    expect(old.status).toBe(200);
    expect(old.headers["cache-control"]).toBe("no-cache");
    expect(sha256(old.body as Buffer)).toBe(entry.swatchSha256);
    const current = await getSwatch(entry.swatchUrl!);
    expect(current.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await getSwatch(`/api/design-swatches/${colour.id}`)).headers["cache-control"]).toBe("no-cache");

    const removed = await admin.patch(`/api/design-catalogue/${colour.id}`).send({ removeSwatch: true });
    expect(removed.body.entry).toMatchObject({ swatchUrl: null, swatchSha256: null });
    expect((await request(t.app).get(entry.swatchUrl!)).status).toBe(404);
  });

  it("retires and restores entries: the owner still lists them, the client's link only when the quote's design names them", async () => {
    const jpeg = { bytes: await photoJpeg(120, 120), filename: "s.jpg" };
    const pattern = await created({ kind: "pattern", name: "Random Stone" }, jpeg);
    const otherPattern = await created({ kind: "pattern", name: "Herringbone Brick" }, jpeg);
    const base = await created({ kind: "base_colour", name: "Charcoal" }, jpeg);
    const release = await created({ kind: "release_colour", name: "Walnut" }, jpeg);

    const quoteId = await createPricedQuote(t.app);
    const design: DesignSelection = {
      patternId: pattern.id,
      baseColourId: base.id,
      baseMethod: "integral",
      releaseColourId: release.id,
      borderId: null,
      sealerFinishId: null,
      notes: "",
      sampleViewedOn: null,
      selectedBy: "owner",
    };
    await t.database.db.update(quotes).set({ design }).where(eq(quotes.id, quoteId));
    const otherQuote = await createPricedQuote(t.app);

    // Retired as JSON and as a form's text field.
    const retired = await admin.patch(`/api/design-catalogue/${pattern.id}`).send({ retired: true });
    expect(retired.body.entry.retired).toBe(true);
    expect((await admin.patch(`/api/design-catalogue/${otherPattern.id}`).field("retired", "true")).body.entry.retired).toBe(true);

    const owner = (await admin.get("/api/design-catalogue").expect(200)).body.entries as CatalogueEntry[];
    expect(owner.filter((entry) => entry.retired).map((entry) => entry.id)).toEqual(expect.arrayContaining([pattern.id, otherPattern.id]));

    const named = await request(t.app).get(`/api/links/${await linkOf(t.app, quoteId)}/design-catalogue`);
    expect(named.status).toBe(200);
    const namedIds = (named.body.entries as CatalogueEntry[]).map((entry) => entry.id);
    expect(namedIds).toEqual(expect.arrayContaining([pattern.id, base.id, release.id]));
    expect(namedIds).not.toContain(otherPattern.id);

    const other = (
      await request(t.app)
        .get(`/api/links/${await linkOf(t.app, otherQuote)}/design-catalogue`)
        .expect(200)
    ).body.entries as CatalogueEntry[];
    expect(other.map((entry) => entry.id)).not.toContain(pattern.id);
    expect(other.map((entry) => entry.id)).not.toContain(otherPattern.id);
    expect(other.every((entry) => !entry.retired)).toBe(true);

    const restored = await admin.patch(`/api/design-catalogue/${otherPattern.id}`).send({ retired: false });
    expect(restored.body.entry.retired).toBe(false);
    const after = (
      await request(t.app)
        .get(`/api/links/${await linkOf(t.app, otherQuote)}/design-catalogue`)
        .expect(200)
    ).body.entries;
    expect((after as CatalogueEntry[]).map((entry) => entry.id)).toContain(otherPattern.id);
  });

  it("answers a client link as the other link routes do: 404 unknown, 410 replaced", async () => {
    expect((await request(t.app).get("/api/links/not-a-real-link-token-0000/design-catalogue")).status).toBe(404);
    const quoteId = await createPricedQuote(t.app);
    const token = await linkOf(t.app, quoteId);
    await admin.post(`/api/quotes/${quoteId}/link`).expect(200);
    const replaced = await request(t.app).get(`/api/links/${token}/design-catalogue`);
    expect(replaced.status).toBe(410);
    expect(replaced.body.code).toBe("LINK_REPLACED");
  });
});

describe("refusals", () => {
  it("refuses a text file named .jpg, whatever its declared type, and stores nothing", async () => {
    const before = await entryCount();
    const response = await admin
      .post("/api/design-catalogue")
      .field("kind", "pattern")
      .field("name", "Fake")
      .attach("swatch", Buffer.from("just some words, not a picture\n".repeat(20)), { filename: "swatch.jpg", contentType: "image/jpeg" });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: "SWATCH_NOT_IMAGE", errors: { swatch: catalogueEntryMessages.swatchNotImage } });
    expect(await entryCount()).toBe(before);
  });

  it("refuses a swatch over 2 MB with 413, and takes one of exactly 2 MB", async () => {
    const before = await entryCount();
    const tooLarge = await addEntry({ kind: "pattern", name: "Huge" }, { bytes: await jpegOfSize(swatchLimits.maxBytes + 1), filename: "huge.jpg" });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ code: "SWATCH_TOO_LARGE", errors: { swatch: catalogueEntryMessages.swatchTooLarge } });
    expect(await entryCount()).toBe(before);
    const atLimit = await addEntry({ kind: "pattern", name: "Just fits" }, { bytes: await jpegOfSize(swatchLimits.maxBytes), filename: "fits.jpg" });
    expect(atLimit.status, atLimit.text).toBe(201);
  });

  it("refuses a declared length over the limit before reading the body", async () => {
    const response = await admin
      .post("/api/design-catalogue")
      .set("Content-Type", "multipart/form-data; boundary=x")
      .set("Content-Length", String(swatchLimits.maxBytes * 2))
      .send(Buffer.alloc(10));
    expect(response.status).toBe(413);
    expect(response.body.code).toBe("SWATCH_TOO_LARGE");
  });

  it("refuses an image bomb (a tiny PNG declaring 20000 x 20000 pixels) before decoding it", async () => {
    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(2000);
    const response = await addEntry({ kind: "base_colour", name: "Bomb" }, { bytes: bomb, filename: "bomb.png" });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: "SWATCH_TOO_MANY_PIXELS", errors: { swatch: catalogueEntryMessages.swatchTooManyPixels } });
  });

  it("refuses bad fields, each with its message", async () => {
    const response = await admin.post("/api/design-catalogue").send({ kind: "tile", name: " ", maker: "m".repeat(41), code: "A\nB" });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("VALIDATION_FAILED");
    expect(response.body.errors).toEqual({
      kind: catalogueEntryMessages.kind,
      name: catalogueEntryMessages.name,
      maker: catalogueEntryMessages.maker,
      code: catalogueEntryMessages.oneLine,
    });
    const long = await admin.post("/api/design-catalogue").send({ kind: "pattern", name: "n".repeat(81) });
    expect(long.body.errors).toEqual({ name: catalogueEntryMessages.nameTooLong });
    const entry = await created({ kind: "border", name: "Double border" });
    const edit = await admin.patch(`/api/design-catalogue/${entry.id}`).send({ name: "", retired: "maybe" });
    expect(edit.status).toBe(400);
    expect(edit.body.errors).toEqual({ name: catalogueEntryMessages.name, retired: catalogueEntryMessages.retired });
  });

  it(`refuses a ${maxCatalogueEntriesPerKind + 1}st entry of one kind with 409, even sent at once with the last one, while other kinds still take entries`, async () => {
    const present = (await t.database.db.select({ id: designCatalogue.id }).from(designCatalogue).where(eq(designCatalogue.kind, "release_colour")))
      .length;
    const fill = Array.from({ length: maxCatalogueEntriesPerKind - 1 - present }, (_, i) => ({
      kind: "release_colour" as const,
      name: `Release ${i}`,
    }));
    await t.database.db.insert(designCatalogue).values(fill);
    // Two at once for the last place: one is added, the other refused.
    const racing = await Promise.all(
      ["The last one", "Also the last one"].map((name) => admin.post("/api/design-catalogue").send({ kind: "release_colour", name })),
    );
    expect(racing.map((response) => response.status).sort()).toEqual([201, 409]);
    const full = await admin.post("/api/design-catalogue").send({ kind: "release_colour", name: "One too many" });
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ code: "CATALOGUE_FULL", message: catalogueEntryMessages.full("release_colour") });
    await created({ kind: "sealer_finish", name: "Satin" });
  });

  it("is the admin's only (401 without a session, 403 from another site)", async () => {
    const anonymous = request(t.app);
    expect((await anonymous.get("/api/design-catalogue")).status).toBe(401);
    const post = await anonymous.post("/api/design-catalogue").set("Origin", t.config.publicUrl).send({ kind: "pattern", name: "x" });
    expect(post.status).toBe(401);
    const patch = await anonymous.patch(`/api/design-catalogue/${missing}`).set("Origin", t.config.publicUrl).send({ name: "x" });
    expect(patch.status).toBe(401);
    const crossSite = await admin.post("/api/design-catalogue").set("Origin", "https://evil.example").send({ kind: "pattern", name: "x" });
    expect(crossSite.status).toBe(403);
  });

  it("answers 404 for an entry that does not exist (or an id that cannot be one)", async () => {
    for (const id of [missing, "not-a-uuid"]) {
      const edit = await admin.patch(`/api/design-catalogue/${id}`).send({ name: "Renamed" });
      expect(edit.status).toBe(404);
      expect(edit.body.code).toBe("CATALOGUE_ENTRY_NOT_FOUND");
      const swatch = await request(t.app).get(`/api/design-swatches/${id}`);
      expect(swatch.status).toBe(404);
      expect(swatch.body.code).toBe("CATALOGUE_ENTRY_NOT_FOUND");
    }
  });
});
