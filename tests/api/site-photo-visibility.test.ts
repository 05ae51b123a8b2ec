/**
 * A project's photos follow the project on a real database: served to visitors only while a shown
 * project uses them (404 once it is hidden, again once shown), cached for minutes, not a year, and
 * revalidated by ETag; the signed-in owner still sees a hidden project's photos, never cached.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";
import { binary } from "../support/binary";
import { photoJpeg } from "../support/factories";
import { createSignedContract, lumpSumPatio } from "../support/signed-contract";
import { siteImageMaxAgeSeconds } from "../../server/features/site/site-images";
import { torontoDate } from "../../shared/quote-rules";

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
}, 60_000);
afterAll(() => t.close());

const fields = {
  title: "Grey Broom Finish Walkway in Leaside",
  shortDescription: "A front walkway poured in broom finish concrete with saw-cut control joints.",
  alt: "Broom finish concrete walkway leading to a brick house.",
  categories: ["Broom Finish"],
  city: "Toronto",
  date: "2026-11-20",
  type: "residential",
};

async function publishedProject() {
  const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
  const checklist = { jointsCut: true, releasedAndWashed: true, sealedOnSite: false, cleanedUp: true };
  await admin
    .post(`/api/contracts/${contractId}/completion`)
    .send({ completedOn: torontoDate(new Date()), checklist })
    .expect(201);
  const photos = (
    await admin
      .post(`/api/contracts/${contractId}/photos`)
      .attach("photos", await photoJpeg(640, 480), "IMG_1.jpg")
      .expect(201)
  ).body.photos as Array<{ id: string }>;
  const project = (
    await admin
      .post(`/api/contracts/${contractId}/site-project`)
      .send({ ...fields, photoIds: photos.map((photo) => photo.id) })
      .expect(201)
  ).body.project as { id: string; images: string[] };
  return { id: project.id, file: `/api/site-images/${project.images[0].replace(/^site-/, "")}-480.webp` };
}

const visitor = (path: string) => request(t.app).get(path).buffer(true).parse(binary);

describe("a project's photos", () => {
  it("are served while the project shows, stop when it is hidden, and come back when it is shown", async () => {
    const project = await publishedProject();
    const shown = await visitor(project.file).expect(200);
    expect(shown.headers["content-type"]).toBe("image/webp");
    expect(shown.headers["cache-control"]).toBe(`public, max-age=${siteImageMaxAgeSeconds}`);
    expect(siteImageMaxAgeSeconds).toBeLessThanOrEqual(600);
    const etag = shown.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f-]{36}-480\.webp"$/);
    // Asked again after the cache's time: 304 without the bytes while the project still shows.
    const again = await request(t.app).get(project.file).set("If-None-Match", etag).expect(304);
    expect(again.headers["cache-control"]).toBe(`public, max-age=${siteImageMaxAgeSeconds}`);

    await admin.post(`/api/site/projects/${project.id}/hide`).send({}).expect(200);
    const hidden = await request(t.app).get(project.file).expect(404);
    expect(hidden.body.code).toBe("ASSET_NOT_FOUND");
    expect(hidden.headers["cache-control"]).toBe("no-store");
    // A browser holding the old copy is told it is gone, not that it is still good.
    await request(t.app).get(project.file).set("If-None-Match", etag).expect(404);
    // The owner's list still shows its thumbnails, never kept by a cache.
    const owner = await admin.get(project.file).buffer(true).parse(binary).expect(200);
    expect(owner.headers["cache-control"]).toBe("private, no-store");
    expect((owner.body as Buffer).length).toBeGreaterThan(0);

    await admin.post(`/api/site/projects/${project.id}/show`).send({}).expect(200);
    await visitor(project.file).expect(200);
  });

  it("stop being served when the project's photos are replaced", async () => {
    const project = await publishedProject();
    await visitor(project.file).expect(200);
    await admin
      .post(`/api/site/projects/${project.id}/photos`)
      .attach("photos", await photoJpeg(640, 480), "IMG_2.jpg")
      .expect(200);
    await request(t.app).get(project.file).expect(404);
  });
});
