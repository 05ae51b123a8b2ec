/**
 * The site's own content through the API on a real database: a finished job published with three
 * phone photos (variants made, location gone, the project in the pages' changes at once), edited,
 * hidden and shown; the built-in projects edited, reordered and re-photographed; reviews shown only
 * when published with the client's consent. Bad input is refused with a message, and a publish that
 * fails leaves the site as it was.
 */
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { siteImages, siteImageVariants } from "../../shared/schema";
import { torontoDate } from "../../shared/quote-rules";
import { previewVariantWidth, readSiteImagePreview, siteImagePreview } from "../../server/features/site/site-images";
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

const checklist = { jointsCut: true, releasedAndWashed: true, sealedOnSite: false, cleanedUp: true };
const today = () => torontoDate(new Date());
const content = async () => (await request(t.app).get("/api/site-content").expect(200)).body.content;

async function finishedJobWithPhotos(count: number) {
  const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
  await admin.post(`/api/contracts/${contractId}/completion`).send({ completedOn: today(), checklist }).expect(201);
  const call = admin.post(`/api/contracts/${contractId}/photos`);
  for (let index = 0; index < count; index++)
    call.attach("photos", await photoJpeg(1300, 900, { gps: true, orientation: index === 0 ? 6 : 1 }), `IMG_${index}.jpg`);
  const photos = (await call.expect(201)).body.photos as Array<{ id: string }>;
  return { contractId, photoIds: photos.map((photo) => photo.id) };
}

const fields = {
  title: "Charcoal Ashlar Driveway in Leaside",
  shortDescription: "A double driveway stamped in ashlar slate with a charcoal release, sealed twice.",
  alt: "Stamped concrete driveway in a charcoal ashlar pattern in front of a brick house.",
  categories: ["Stamped Concrete"],
  city: "Toronto",
  date: "2026-11-20",
  type: "residential",
};

describe("publishing a finished job", () => {
  it("makes a project with the photos' variants, in every page's changes, once", async () => {
    const job = await finishedJobWithPhotos(3);
    const before = await content();
    const published = await admin
      .post(`/api/contracts/${job.contractId}/site-project`)
      .send({ ...fields, photoIds: job.photoIds })
      .expect(201);
    const project = published.body.project;
    expect(project).toMatchObject({
      title: fields.title,
      location: "Toronto, ON",
      slug: "charcoal-ashlar-driveway-in-leaside",
      builtIn: false,
      published: true,
    });
    expect(project.url).toBe("/projects/stamped/charcoal-ashlar-driveway-in-leaside");
    expect(project.images).toHaveLength(3);

    const after = await content();
    expect(after.version).toBeGreaterThan(before.version);
    const shown = after.projects.find((candidate: { id: string }) => candidate.id === project.id);
    expect(shown).toMatchObject({ title: fields.title, location: "Toronto, ON" });
    expect(JSON.stringify(shown)).not.toMatch(/street|Jane|@/i);
    // The owner's order, when set, puts the new project first.
    const cover = project.images[0] as string;
    const info = after.images[cover];
    // The sideways phone photo was turned upright before the variants were made.
    expect(info).toMatchObject({ width: 900, height: 1300, widths: [480, 800] });

    const id = cover.replace(/^site-/, "");
    for (const file of [`${id}-480.avif`, `${id}-800.webp`, `${id}-800.jpg`]) {
      const answer = await request(t.app).get(`/api/site-images/${file}`).buffer(true).parse(binary).expect(200);
      expect(answer.headers["cache-control"]).toBe("public, max-age=300");
      const meta = await sharp(answer.body as Buffer).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.width).toBe(Number(file.split("-").at(-1)!.split(".")[0]));
    }
    await request(t.app).get(`/api/site-images/${id}-1200.avif`).expect(404);
    // The preview a page paints first (decision 0145): 412 px wide, upright, enough bits per pixel
    // for Chrome to count it as the photo; inlined in pages, never served as a file.
    const preview = (await readSiteImagePreview(t.database.db, id))!;
    const previewMeta = await sharp(preview).metadata();
    expect(previewMeta).toMatchObject({ format: "heif", width: 412, height: Math.round((412 * 1300) / 900) });
    expect((preview.length * 8) / (previewMeta.width! * previewMeta.height!)).toBeGreaterThanOrEqual(0.052);
    await request(t.app).get(`/api/site-images/${id}-0.avif`).expect(404);
    await request(t.app).get(`/api/site-images/..%2F..%2Fetc-800.jpg`).expect(404);

    const again = await admin
      .post(`/api/contracts/${job.contractId}/site-project`)
      .send({ ...fields, photoIds: job.photoIds })
      .expect(409);
    expect(again.body.code).toBe("ALREADY_PUBLISHED");
    expect((await admin.get(`/api/contracts/${job.contractId}/site-project`).expect(200)).body.project.id).toBe(project.id);

    // Hidden: gone from the pages' changes; shown again: back.
    await admin.post(`/api/site/projects/${project.id}/hide`).send({}).expect(200);
    expect((await content()).projects.map((candidate: { id: string }) => candidate.id)).not.toContain(project.id);
    await admin.post(`/api/site/projects/${project.id}/show`).send({}).expect(200);
    expect((await content()).projects.map((candidate: { id: string }) => candidate.id)).toContain(project.id);
  });

  it("makes the preview of a photo published before previews existed, once, when a page first shows it", async () => {
    const job = await finishedJobWithPhotos(1);
    const published = await admin
      .post(`/api/contracts/${job.contractId}/site-project`)
      .send({ ...fields, title: "Broom Finish Walk in Leaside", photoIds: job.photoIds })
      .expect(201);
    const id = (published.body.project.images[0] as string).replace(/^site-/, "");
    // As published before previews were made: the photo's variants without the preview.
    await t.database.db.delete(siteImageVariants).where(and(eq(siteImageVariants.imageId, id), eq(siteImageVariants.width, previewVariantWidth)));
    expect(await readSiteImagePreview(t.database.db, id)).toBeUndefined();

    // Two pages asking at once (or two servers) store one preview and answer the same bytes.
    const [first, second] = await Promise.all([siteImagePreview(t.database.db, id), siteImagePreview(t.database.db, id)]);
    expect(first).toBeDefined();
    expect(second!.equals(first!)).toBe(true);
    const rows = await t.database.db
      .select({ width: siteImageVariants.width })
      .from(siteImageVariants)
      .where(and(eq(siteImageVariants.imageId, id), eq(siteImageVariants.width, previewVariantWidth)));
    expect(rows).toHaveLength(1);
    const meta = await sharp(first!).metadata();
    // From the widest stored variant (800 px here), upright like the photo it was made from.
    expect(meta).toMatchObject({ format: "heif", width: 412, height: Math.round((412 * 1300) / 900) });
    expect((first!.length * 8) / (meta.width! * meta.height!)).toBeGreaterThanOrEqual(0.052);
    // Asked again, the stored preview is answered as it is.
    expect((await siteImagePreview(t.database.db, id))!.equals(first!)).toBe(true);
    expect(await siteImagePreview(t.database.db, "6f1c1c8e-0000-4000-8000-000000000000")).toBeUndefined();
    expect(await siteImagePreview(t.database.db, "not-an-id")).toBeUndefined();
  });

  it("refuses an unfinished job, markup, a missing city, another job's photo, and the owner's only", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const unfinished = await admin
      .post(`/api/contracts/${contractId}/site-project`)
      .send({ ...fields, photoIds: ["x"] })
      .expect(409);
    expect(unfinished.body.code).toBe("JOB_NOT_COMPLETE");

    const job = await finishedJobWithPhotos(1);
    const other = await finishedJobWithPhotos(1);
    const bad = await admin
      .post(`/api/contracts/${job.contractId}/site-project`)
      .send({ ...fields, title: '<img src=x onerror="alert(1)">', city: "123 Main Street", photoIds: [] })
      .expect(400);
    expect(bad.body.errors).toMatchObject({
      title: "Please write plain text: the site does not show < > markup.",
      city: "Please choose the city (never the street address)",
      photoIds: "Please choose at least one photo",
    });
    const foreign = await admin
      .post(`/api/contracts/${job.contractId}/site-project`)
      .send({ ...fields, photoIds: other.photoIds })
      .expect(400);
    expect(foreign.body.errors.photoIds).toMatch(/not this job's/);
    await request(t.app)
      .post(`/api/contracts/${job.contractId}/site-project`)
      .send({ ...fields, photoIds: job.photoIds })
      .expect(401);
    await request(t.app).get("/api/site/projects").expect(401);
  });

  it("leaves the site as it was when the publish fails after the photos were made", async () => {
    const job = await finishedJobWithPhotos(2);
    const imagesBefore = (await t.database.db.select({ id: siteImages.id }).from(siteImages)).length;
    const versionBefore = (await content()).version;
    // Two publishes of the same job at once: both make their photos, one wins the transaction and the
    // other fails after its photos were made, which must then be deleted again.
    const [first, second] = await Promise.all([
      admin.post(`/api/contracts/${job.contractId}/site-project`).send({ ...fields, title: "Race One", photoIds: job.photoIds }),
      admin.post(`/api/contracts/${job.contractId}/site-project`).send({ ...fields, title: "Race Two", photoIds: job.photoIds }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const imagesAfter = (await t.database.db.select({ id: siteImages.id }).from(siteImages)).length;
    // Only the winner's two photos stay; the loser's variants were deleted again.
    expect(imagesAfter - imagesBefore).toBe(2);
    expect((await content()).version).toBe(versionBefore + 1);
  });
});

describe("the owner's changes to the built-in projects", () => {
  it("edits, hides, reorders and re-photographs a built-in project", async () => {
    const list = (await admin.get("/api/site/projects").expect(200)).body.projects as Array<{ id: string; builtIn: boolean; title: string }>;
    const builtIn = list.find((project) => project.id === "p01")!;
    expect(builtIn.builtIn).toBe(true);

    const edited = await admin
      .put("/api/site/projects/p01")
      .send({ ...fields, title: "Slate Grey Ashlar Driveway, Etobicoke", city: "Etobicoke", date: "2024-08-30" })
      .expect(200);
    expect(edited.body.project).toMatchObject({ changed: true, location: "Etobicoke, ON", slug: "slate-grey-ashlar-driveway-etobicoke" });
    expect((await content()).projects.find((project: { id: string }) => project.id === "p01").title).toBe("Slate Grey Ashlar Driveway, Etobicoke");

    await admin.post("/api/site/projects/p02/hide").send({}).expect(200);
    expect((await content()).hidden).toContain("p02");

    const ids = list.map((project) => project.id);
    const reordered = [ids[2], ids[0], ids[1], ...ids.slice(3)];
    const ordered = await admin.put("/api/site/project-order").send({ order: reordered }).expect(200);
    expect(ordered.body.projects.map((project: { id: string }) => project.id).slice(0, 3)).toEqual(reordered.slice(0, 3));
    const partial = await admin
      .put("/api/site/project-order")
      .send({ order: ids.slice(1) })
      .expect(400);
    expect(partial.body.errors.order).toBe("Please send every project once, in the new order");

    const replaced = await admin
      .post("/api/site/projects/p03/photos")
      .attach("photos", await photoJpeg(1000, 667), "new-front.jpg")
      .attach("photos", await photoJpeg(1000, 667), "new-steps.jpg")
      .expect(200);
    expect(replaced.body.project.images).toHaveLength(2);
    expect(replaced.body.project.images[0]).toMatch(/^site-/);
    const notImage = await admin.post("/api/site/projects/p03/photos").attach("photos", Buffer.from("<svg onload=alert(1)>"), "x.jpg").expect(400);
    expect(notImage.body.code).toBe("PHOTO_NOT_IMAGE");
    const bomb = await admin.post("/api/site/projects/p03/photos").attach("photos", pngDeclaring(60_000, 60_000), "bomb.png").expect(400);
    expect(bomb.body.code).toBe("PHOTO_TOO_MANY_PIXELS");
    // The refused uploads changed nothing.
    expect((await admin.get("/api/site/projects").expect(200)).body.projects.find((project: { id: string }) => project.id === "p03").images).toEqual(
      replaced.body.project.images,
    );
    await admin.put("/api/site/projects/nope").send(fields).expect(404);
  });
});

describe("reviews", () => {
  const review = {
    quote: "They poured our driveway in two days and left the street cleaner than they found it.",
    firstName: "Priya",
    city: "Mississauga",
    rating: 5,
    date: "2026-11-02",
    source: "Google",
    consentToQuote: true,
    published: true,
    contractId: null,
  };

  it("shows only published reviews whose clients agreed to be quoted, and never markup", async () => {
    const shownBefore = (await content()).reviews.length;
    await admin.post("/api/site/reviews").send(review).expect(201);
    const noConsent = await admin
      .post("/api/site/reviews")
      .send({ ...review, firstName: "Mark", consentToQuote: false, published: true })
      .expect(400);
    expect(noConsent.body.errors.published).toBe("A review can be published only when the client agreed to be quoted");
    const kept = await admin
      .post("/api/site/reviews")
      .send({ ...review, firstName: "Mark", rating: 3, consentToQuote: false, published: false })
      .expect(201);
    const markup = await admin
      .post("/api/site/reviews")
      .send({ ...review, quote: "Great <script>alert(1)</script> work", firstName: "Jo Smith" })
      .expect(400);
    expect(markup.body.errors).toMatchObject({
      quote: "Please write plain text: the site does not show < > markup.",
      firstName: "Please enter the client's first name only",
    });

    const shown = (await content()).reviews;
    expect(shown).toHaveLength(shownBefore + 1);
    expect(shown.map((one: { firstName: string }) => one.firstName)).not.toContain("Mark");
    expect(Object.keys(shown[0]).sort()).toEqual(["city", "date", "firstName", "id", "projectId", "quote", "rating", "source"]);

    // Publishing the kept one without consent is refused; with consent it shows.
    await admin
      .put(`/api/site/reviews/${kept.body.review.id}`)
      .send({ ...review, firstName: "Mark", rating: 3, consentToQuote: false, published: true })
      .expect(400);
    await admin
      .put(`/api/site/reviews/${kept.body.review.id}`)
      .send({ ...review, firstName: "Mark", rating: 3, consentToQuote: true, published: true })
      .expect(200);
    expect((await content()).reviews.map((one: { firstName: string }) => one.firstName)).toContain("Mark");
    await admin.delete(`/api/site/reviews/${kept.body.review.id}`).expect(200);
    expect((await content()).reviews.map((one: { firstName: string }) => one.firstName)).not.toContain("Mark");
    await request(t.app).get("/api/site/reviews").expect(401);
  });
});
