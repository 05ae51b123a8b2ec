import { expect, test } from "./fixtures";

test("the service areas page has eight city cards and 18 further towns", async ({ page }) => {
  await page.goto("/service-areas");
  const cards = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2 }) });
  await expect(cards).toHaveCount(8);
  const toronto = cards.filter({ hasText: "Toronto" }).first();
  await expect(toronto).toContainText("450+ Projects");
  await expect(toronto).toContainText(/Pop\. /);
  await expect(toronto).toContainText(/\+\d+ more/);
  await expect(toronto.getByRole("link")).toHaveAttribute("href", "/service-areas/toronto");
  await expect(cards.filter({ hasText: "Mississauga" })).toContainText("280+ Projects");
  await expect(cards.filter({ hasText: "Etobicoke" })).toContainText("160+ Projects");
  const towns = page.getByRole("heading", { name: "Additional areas" }).locator("xpath=../..").getByRole("listitem");
  await expect(towns).toHaveCount(18);
});

test("Vaughan lists its six communities and sends quotes to the contact page with the city", async ({ page }) => {
  await page.goto("/service-areas/vaughan");
  await expect(page).toHaveTitle(/Vaughan/);
  const communities = page.getByRole("heading", { name: "Communities we serve" }).locator("..").getByRole("listitem");
  await expect(communities).toHaveText(["Woodbridge", "Thornhill", "Maple", "Concord", "Kleinburg", "Vaughan Metropolitan Centre"]);
  const hero = page.locator("section").first();
  await expect(hero.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", "/contact?city=vaughan");
  await expect(hero.getByRole("link", { name: /Call/ })).toHaveAttribute("href", "tel:+14165550188");
  await expect(hero.getByRole("link", { name: "Text Us" })).toHaveAttribute("href", "sms:+14165550188");
  await expect(page.getByRole("heading", { name: /Why Vaughan homeowners choose/ })).toBeVisible();
});

test("every city page has its own neighbourhoods, local projects and quote, call and message buttons", async ({ page }) => {
  const seenTitles = new Set<string>();
  for (const slug of ["toronto", "mississauga", "markham", "richmond-hill", "oakville", "brampton", "etobicoke", "scarborough", "north-york"]) {
    await page.goto(`/service-areas/${slug}`);
    seenTitles.add(await page.title());
    await expect(page.getByRole("heading", { name: "Neighbourhoods we serve" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Projects in / })).toBeVisible();
    const hero = page.locator("section").first();
    await expect(hero.getByRole("button", { name: "Get Free Quote" })).toBeVisible();
    await expect(hero.getByRole("link", { name: /Call/ })).toBeVisible();
    await expect(hero.getByRole("link", { name: "WhatsApp Us" })).toHaveAttribute("href", "https://wa.me/14165550188");
  }
  expect(seenTitles.size).toBe(9);
});
