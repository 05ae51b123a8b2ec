/**
 * The owner finds a quote among many: /admin/quotes searched, filtered and paged, on the desktop
 * (table, filter chips) and on a phone (cards, filter select), then opens it; /admin/contracts; the
 * admin navigation and the dashboard's cards lead there. Every run makes its own clients, with a
 * family name no other test uses, so the counts are exact while other tests add quotes alongside.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { linkTokenOf } from "./client-link";
import { expect, test } from "./fixtures";
import { addDays, torontoDate } from "../../shared/quote-rules";

const letters = "abcdefghijklmnopqrstuvwxyz";

/** A family name like "Qorvath" that no seeded or other test's quote has. */
function uniqueFamilyName(): string {
  const tail = Array.from({ length: 7 }, () => letters[Math.floor(Math.random() * letters.length)]).join("");
  return `Q${tail}`;
}

/** 26 quotes for one family (one page and one more), the last one declined; through the admin's own session. */
async function createFamily(page: Page, family: string, exchange: number): Promise<{ declinedId: string; declinedName: string }> {
  let last = "";
  for (let index = 1; index <= 26; index++) {
    const response = await page.request.post("/api/quotes", {
      data: {
        clientName: `Client${letters[index % 26]} ${family}`,
        clientEmail: `${family.toLowerCase()}.${index}@example.com`,
        clientPhone: `(416) ${exchange}-${String(1000 + index)}`,
        projectAddress: `${index} Birch Avenue, Toronto, ON`,
        workScope: "Broom Finish Walkway",
        projectDetails: "New broom finish walkway, 40 ft x 4 ft.",
        totalCost: "3,250.00",
        validUntil: addDays(torontoDate(new Date()), 14),
      },
    });
    expect(response.status()).toBe(201);
    last = ((await response.json()) as { quoteId: string }).quoteId;
  }
  const decline = await page.request.patch(`/api/links/${await linkTokenOf(page.request, last)}/status`, {
    data: { status: "rejected", version: 1 },
  });
  expect(decline.ok()).toBe(true);
  return { declinedId: last, declinedName: `Client${letters[26 % 26]} ${family}` };
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

/** The list's rows as this screen shows them: table rows on the desktop, cards on a phone. */
const rows = (page: Page) => page.getByTestId("quote-row").filter({ visible: true });

test("find a quote by search, filter and page, then open it", async ({ page, signIn }, testInfo) => {
  test.setTimeout(90_000);
  const phone = testInfo.project.name === "phone";
  const family = uniqueFamilyName();
  await signIn(page);
  // The phones are this run's own too: the other screen size's run adds its family to the same server.
  const exchange = 200 + Math.floor(Math.random() * 800);
  const { declinedId, declinedName } = await createFamily(page, family, exchange);

  // From the admin navigation.
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Quotes" }).click();
  await expect(page).toHaveURL(/\/admin\/quotes$/);
  await expect(page.getByRole("heading", { level: 1, name: "Quotes" })).toBeVisible();

  // Search: typed, debounced, kept in the address.
  await page.getByLabel("Search quotes").fill(family.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`\\?q=${family.toLowerCase()}$`));
  await expect(page.getByText("Showing 1–25 of 26")).toBeVisible();
  await expect(rows(page)).toHaveCount(25);
  // Tap-to-call and tap-to-mail on every row.
  await expect(
    rows(page)
      .first()
      .getByRole("link", { name: `(416) ${exchange}-1026` }),
  ).toHaveAttribute("href", `tel:416${exchange}1026`);
  await expect(
    rows(page)
      .first()
      .getByRole("link", { name: `${family.toLowerCase()}.26@example.com` }),
  ).toHaveAttribute("href", `mailto:${family.toLowerCase()}.26@example.com`);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`quotes-${testInfo.project.name}.png`) });

  // Page 2 holds the oldest one; Back returns to page 1.
  await page.getByRole("link", { name: "Next →" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText("Showing 26–26 of 26")).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await page.goBack();
  await expect(page.getByText("Showing 1–25 of 26")).toBeVisible();

  // Filter: chips on the desktop, a select on a phone.
  if (phone) await page.getByRole("combobox", { name: "Show quotes" }).selectOption({ label: "Declined" });
  else await page.getByRole("navigation", { name: "Show quotes" }).getByRole("link", { name: "Declined" }).click();
  await expect(page).toHaveURL(/status=declined/);
  await expect(page.getByText("Showing 1–1 of 1")).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("Declined");

  // A phone number typed with other punctuation finds the same quote.
  await page.getByLabel("Search quotes").fill(`416.${exchange}.1026`);
  await expect(page).toHaveURL(new RegExp(`q=416\\.${exchange}\\.1026`));
  await expect(rows(page)).toHaveCount(1);

  // Open it; Back returns to the same filtered list.
  await rows(page).first().getByRole("link", { name: declinedName }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/quotes/${declinedId}$`));
  await expect(page.getByRole("heading", { level: 1, name: declinedName })).toBeVisible();
  await expect(page.getByText("Declined").first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/status=declined/);
  await expect(page.getByLabel("Search quotes")).toHaveValue(`416.${exchange}.1026`);
  await expect(rows(page)).toHaveCount(1);

  // A shared link opens the same list.
  await page.goto(`/admin/quotes?q=${family}&page=2`);
  await expect(page.getByText("Showing 26–26 of 26")).toBeVisible();
});

test("nothing found says so, and the contracts list opens from the dashboard", async ({ adminPage: page }, testInfo) => {
  await page.goto(`/admin/quotes?q=${uniqueFamilyName()}`);
  await expect(page.getByText("No quotes match. Try another search or filter.")).toBeVisible();

  await page.goto("/admin");
  await page.getByRole("link", { name: /Signed Contracts/ }).click();
  await expect(page).toHaveURL(/\/admin\/contracts$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contracts" })).toBeVisible();
  await expect(page.getByLabel("Search contracts")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`contracts-${testInfo.project.name}.png`) });

  await page.goto("/admin");
  await page
    .getByRole("link", { name: /Accepted/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/quotes\?status=accepted$/);
  if (testInfo.project.name === "phone") await expect(page.getByRole("combobox", { name: "Show quotes" })).toHaveValue("accepted");
  else
    await expect(page.getByRole("navigation", { name: "Show quotes" }).getByRole("link", { name: "Accepted" })).toHaveAttribute(
      "aria-current",
      "page",
    );
});
