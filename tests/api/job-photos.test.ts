/**
 * A finished job's own photos through the API on a real database: several phone photos at once,
 * stored upright and without their location, listed and served to the owner only, removed one by
 * one; files that are not images, image bombs and more than a job keeps are refused with a message.
 */
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { binary } from "../support/binary";
import { photoJpeg, pngDeclaring } from "../support/factories";
import { createSignedContract, lumpSumPatio } from "../support/signed-contract";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
});
afterAll(() => t.close());

const upload = (contractId: string, files: Array<{ name: string; bytes: Buffer }>) => {
  const call = admin.post(`/api/contracts/${contractId}/photos`);
  for (const file of files) call.attach("photos", file.bytes, file.name);
  return call;
};

describe("a job's photos", () => {
  it("takes three phone photos at once, upright and without location, and removes one", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    // A phone held upright stores the pixels sideways (orientation 6) with its GPS position.
    const sideways = await photoJpeg(1200, 900, { orientation: 6, gps: true });
    const added = await upload(contractId, [
      { name: "IMG_2041.jpg", bytes: sideways },
      { name: "IMG_2042.jpg", bytes: await photoJpeg(900, 1200) },
      { name: "IMG_2043.jpg", bytes: await photoJpeg(1600, 1200) },
    ]).expect(201);
    expect(added.body.photos).toHaveLength(3);
    const [first] = added.body.photos as Array<{ id: string; url: string; thumbnailUrl: string; width: number; height: number }>;
    expect(first).toMatchObject({ width: 900, height: 1200 });

    const stored = (await admin.get(first.url).buffer(true).parse(binary).expect(200)).body as Buffer;
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height]).toEqual([900, 1200]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    const thumbnail = (await admin.get(first.thumbnailUrl).buffer(true).parse(binary).expect(200)).body as Buffer;
    expect((await sharp(thumbnail).metadata()).format).toBe("webp");
    // The owner's only.
    await request(t.app).get(first.url).expect(401);
    await request(t.app).get(`/api/contracts/${contractId}/photos`).expect(401);

    const left = await admin.delete(`/api/contracts/${contractId}/photos/${first.id}`).expect(200);
    expect(left.body.photos).toHaveLength(2);
    await admin.get(first.url).expect(404);
    await admin.delete(`/api/contracts/${contractId}/photos/${first.id}`).expect(404);
    expect((await admin.get(`/api/contracts/${contractId}/photos`).expect(200)).body.photos).toHaveLength(2);
  });

  it("refuses no photo, a file that is not an image, an image bomb, and more than 30 on a job", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const none = await admin.post(`/api/contracts/${contractId}/photos`).send({}).expect(400);
    expect(none.body.errors.photos).toBe("Choose at least one photo");
    const text = await upload(contractId, [{ name: "notes.jpg", bytes: Buffer.from("<script>alert(1)</script>") }]).expect(400);
    expect(text.body.code).toBe("PHOTO_NOT_IMAGE");
    const bomb = await upload(contractId, [{ name: "bomb.png", bytes: pngDeclaring(60_000, 60_000) }]).expect(400);
    expect(bomb.body.code).toBe("PHOTO_TOO_MANY_PIXELS");
    expect((await admin.get(`/api/contracts/${contractId}/photos`).expect(200)).body.photos).toEqual([]);

    const small = await photoJpeg(320, 240);
    for (let batch = 0; batch < 3; batch += 1)
      await upload(
        contractId,
        Array.from({ length: 10 }, (_, index) => ({ name: `p${batch}-${index}.jpg`, bytes: small })),
      ).expect(201);
    const full = await upload(contractId, [{ name: "one-more.jpg", bytes: small }]).expect(400);
    expect(full.body).toMatchObject({
      code: "TOO_MANY_PHOTOS",
      errors: { photos: "This job already has 30 photos, the most it keeps. Remove one first." },
    });
    await admin.post("/api/contracts/00000000-0000-4000-8000-000000000000/photos").attach("photos", small, "x.jpg").expect(404);
  });
});
