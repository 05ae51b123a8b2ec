/**
 * The owner on a phone publishes a finished job on the site, and records reviews; a visitor on a
 * phone, and a search engine reading the HTML alone, see them. Runs on a server of its own
 * (playwright.config.ts: the "site" project), since it changes every public page.
 *
 * The job is completed with three phone photos (one sideways, with a location), published with a
 * title, finishes, city and three photos in the order tapped, then shows on /projects, its finish's
 * page, its city's page, the gallery, its own page and the sitemap; hidden, it leaves them all. A
 * review recorded without the client's consent never shows; one with it shows on the home and city
 * pages with the count and average worked out from what is shown.
 */
import sharp from "sharp";
import type { APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test, toastRegion } from "./fixtures";
import { signedContract } from "./signed-contract";
import { torontoDate } from "../../shared/quote-rules";

const title = `Charcoal Fan Patio ${Date.now().toString(36)}`;
const slug = title.toLowerCase().replace(/\s+/g, "-");
const projectPath = `/projects/stamped/${slug}`;

/** A phone's JPEG: a few hundred kilobytes of texture, optionally stored sideways with its GPS position. */
const phonePhoto = (width: number, height: number, orientation?: number) =>
  sharp({ create: { width, height, channels: 3, background: "#6f6a63", noise: { type: "gaussian", mean: 120, sigma: 28 } } })
    .jpeg({ quality: 85 })
    .withMetadata(orientation ? { orientation } : {})
    .toBuffer();

/** The HTML a search engine reads: no script runs. */
const htmlOf = async (request: APIRequestContext, route: string) => {
  const answer = await request.get(route);
  return { status: answer.status(), text: await answer.text() };
};

test("the owner publishes a finished job from a phone, a visitor and a search engine see it, and it is hidden again", async ({
  page,
  signIn,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page);
  const { contractId } = await signedContract(page.request, `Olivia Tremblay ${testInfo.project.name} ${Date.now().toString(36)}`);
  const done = await page.request.post(`/api/contracts/${contractId}/completion`, {
    data: { completedOn: torontoDate(new Date()), checklist: { jointsCut: true } },
  });
  expect(done.status(), await done.text()).toBe(201);

  await page.goto(`/admin/contracts/${contractId}`);
  await page.getByTestId("job-photos-input").setInputFiles([
    { name: "IMG_4101.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(1600, 1200, 6) },
    { name: "IMG_4102.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(1600, 1200) },
    { name: "IMG_4103.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(1600, 1200) },
  ]);
  await expect(toastRegion(page).getByText("3 photos added")).toBeVisible({ timeout: 30_000 });

  const card = page.getByRole("region", { name: "On the website", exact: true });
  await card.scrollIntoViewIfNeeded();
  await card.getByLabel("Title").fill(title);
  await card.getByLabel("Short description").fill("A backyard patio stamped in a European fan pattern with a charcoal release, sealed twice.");
  await card.getByLabel("Photo description").fill("Stamped concrete patio in a grey European fan pattern beside a lawn.");
  await card.getByLabel("Stamped Concrete").check();
  await card.getByLabel("City").selectOption("Toronto");
  await card.getByLabel("Residential").check();
  // Tapped in this order: the second photo is the cover.
  await card.getByRole("button", { name: "Job photo 2" }).click();
  await card.getByRole("button", { name: "Job photo 1" }).click();
  await card.getByRole("button", { name: "Job photo 3" }).click();
  await expect(card.getByRole("button", { name: "Job photo 2, the cover" })).toHaveAttribute("aria-pressed", "true");
  await testInfo.attach("publish-form-390", { body: await page.screenshot({ fullPage: false }), contentType: "image/png" });
  await card.getByRole("button", { name: "Publish on the website" }).click();
  await expect(toastRegion(page).getByText("Published on the website")).toBeVisible({ timeout: 90_000 });
  await expect(card.getByText("Published", { exact: true })).toBeVisible();

  // A search engine's view: every page that lists projects names it, and the sitemap lists its page.
  for (const route of ["/projects", "/projects/stamped", "/service-areas/toronto", "/gallery", projectPath]) {
    const answer = await htmlOf(page.request, route);
    expect(answer.status, route).toBe(200);
    expect(answer.text, route).toContain(title);
  }
  const project = await htmlOf(page.request, projectPath);
  expect(project.text).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  expect(project.text).toContain("Toronto, ON");
  expect(project.text).not.toContain("Olivia");
  expect((await htmlOf(page.request, "/sitemap.xml")).text).toContain(`${projectPath}</loc>`);

  // A visitor on a phone: the project's own page, its cover photo painted, nothing wider than the screen.
  const visitorContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(projectPath);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const cover = visitor.locator("img[data-main-image]");
  // Painted first from the preview made when the job was published (decision 0145), then the photo itself.
  expect(await cover.evaluate((image) => getComputedStyle(image).backgroundImage)).toMatch(/^url\("data:image\/avif;base64,/);
  await expect.poll(() => cover.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  expect(await cover.getAttribute("src")).toMatch(/^\/api\/site-images\//);
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(visitor.getByRole("list", { name: "More photos of this project" }).getByRole("img")).toHaveCount(2);
  await testInfo.attach("project-page-390", { body: await visitor.screenshot({ fullPage: true }), contentType: "image/png" });
  await expectNoAxeViolations(visitor);
  await visitor.goto("/projects/stamped");
  await expect(visitor.getByRole("heading", { name: title })).toBeVisible();
  await visitorContext.close();

  // Hidden from the contract page: gone from every page and the sitemap.
  await page.getByRole("button", { name: `Hide ${title} from the website` }).click();
  await expect(card.getByText("Hidden", { exact: true })).toBeVisible();
  expect((await htmlOf(page.request, projectPath)).status).toBe(404);
  for (const route of ["/projects", "/projects/stamped", "/service-areas/toronto", "/gallery", "/sitemap.xml"]) {
    expect((await htmlOf(page.request, route)).text, route).not.toContain(slug);
  }
});

test("a review shows only with the client's consent, with its count and average", async ({ page, signIn, browser }, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto("/admin/reviews");
  const add = async (words: string, name: string, consent: boolean) => {
    await page.getByRole("button", { name: "Add a review" }).click();
    const form = page.getByRole("form", { name: "Add a review" });
    await form.getByLabel("What the client wrote").fill(words);
    await form.getByLabel("Client's first name").fill(name);
    await form.getByLabel("City").selectOption("Toronto");
    await form.getByRole("radio", { name: /4 stars/ }).check();
    await form.getByLabel("Date of the review").fill("2026-11-12");
    await form.getByLabel("Where it was left").selectOption("Google");
    if (consent) {
      await form.getByLabel("The client agreed to be quoted on the website").check();
      await form.getByLabel("Show on the website").check();
    } else {
      await expect(form.getByLabel("Show on the website")).toBeDisabled();
    }
    await form.getByRole("button", { name: "Add the review" }).click();
    await expect(form).toHaveCount(0);
  };
  await add("The crew was careful with our garden and the patio looks better than the drawings.", "Amira", true);
  await add("Good work but they were a day late because of the rain, which they told us about.", "Kevin", false);
  await expect(page.getByText("No consent to quote")).toBeVisible();

  const home = await page.request.get("/");
  const homeText = await home.text();
  expect(homeText).toContain("The crew was careful with our garden");
  expect(homeText).not.toContain("a day late because of the rain");
  expect(homeText).toContain("4.0 out of 5 from 1 review");
  expect(await (await page.request.get("/service-areas/toronto")).text()).toContain("The crew was careful with our garden");

  const visitorContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto("/");
  const reviews = visitor.getByRole("region", { name: "What Our Clients Say" });
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews.getByText("Amira")).toBeVisible();
  await expect(reviews.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
  await expectNoAxeViolations(visitor);
  await visitorContext.close();
});
