/**
 * A session that ends under the admin's feet (expired, signed out elsewhere) is handled in one place:
 * whether the next call is a read (moving to another admin page) or a change (adding a note), the
 * admin lands on the sign-in page with the same message, and signing in returns to that page.
 */
import type { Page } from "@playwright/test";
import { addDays, torontoDate } from "../../shared/quote-rules";
import { adminCredentials, expect, test, toastRegion } from "./fixtures";

/** Ends this browser's session on the server, as another device or an expiry would, without the page knowing. */
async function endSessionOnServer(page: Page) {
  const signOut = await page.request.post("/api/admin/logout");
  expect(signOut.ok()).toBe(true);
  const session = await page.request.get("/api/admin/session");
  expect(((await session.json()) as { authenticated: boolean }).authenticated).toBe(false);
}

/** The sign-in page after a lost session: the message as a toast and on the page, and the page to return to. */
async function expectSessionEnded(page: Page, returnTo: string) {
  await expect(page).toHaveURL(`/admin/login?${new URLSearchParams({ next: returnTo })}`);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expect(toastRegion(page).getByText("Session ended", { exact: true })).toBeVisible();
  await expect(toastRegion(page).getByText("Please sign in again.")).toBeVisible();
  await expect(page.getByRole("main").getByText("Please sign in again.")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("adminLoggedIn"))).toBeNull();
}

async function signInAgain(page: Page) {
  await page.getByLabel("Email").fill(adminCredentials.email);
  await page.getByLabel("Password").fill(adminCredentials.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test.describe("session loss", () => {
  test("a read after the session ended: to the sign-in page, and back to the page after signing in", async ({
    adminPage: page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 401/);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Quotes" }).click();
    await expect(page.getByRole("heading", { name: "Quotes", level: 1 })).toBeVisible();

    await endSessionOnServer(page);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Leads" }).click();
    await expectSessionEnded(page, "/admin/leads");

    await signInAgain(page);
    await expect(page).toHaveURL("/admin/leads");
    await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Search leads")).toBeVisible();
    // Signed in again, then signed out here on purpose: no "session ended" notice this time.
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Dashboard" }).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL("/admin/login");
    await expect(page.getByRole("main").getByText("Please sign in again.")).toHaveCount(0);
  });

  test("a change after the session ended: no failure message, the sign-in page, and back to the quote", async ({
    adminPage: page,
    adminRequest,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 401/);
    const created = await adminRequest.post("/api/quotes", {
      data: {
        clientName: "Session Sam",
        clientEmail: "sam@example.com",
        clientPhone: "416-555-0199",
        projectAddress: "12 Elm Street, Toronto, ON",
        workScope: "Stamped Patio",
        projectDetails: "A 12 ft x 14 ft stamped patio.",
        totalCost: "6,400.00",
        validUntil: addDays(torontoDate(new Date()), 14),
      },
    });
    expect(created.status()).toBe(201);
    const { quoteId } = (await created.json()) as { quoteId: string };
    const quotePath = `/admin/quotes/${quoteId}`;

    await page.goto(quotePath);
    await expect(page.getByRole("heading", { name: "Session Sam", level: 1 })).toBeVisible();
    await page.getByLabel("Add a note").fill("Called about the colour.");

    await endSessionOnServer(page);
    const refused = page.waitForResponse((response) => response.url().endsWith(`/api/quotes/${quoteId}/notes`));
    await page.getByRole("button", { name: "Add note" }).click();
    expect((await refused).status()).toBe(401);
    await expectSessionEnded(page, quotePath);
    await expect(toastRegion(page).getByText("Note not added")).toHaveCount(0);

    await signInAgain(page);
    await expect(page).toHaveURL(quotePath);
    await expect(page.getByRole("heading", { name: "Session Sam", level: 1 })).toBeVisible();
    // The note was never kept: the timeline read afresh does not show it.
    await expect(page.getByRole("heading", { name: "Timeline" })).toBeVisible();
    await expect(page.getByText("Called about the colour.")).toHaveCount(0);
  });
});
