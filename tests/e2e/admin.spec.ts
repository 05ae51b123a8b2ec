/**
 * The admin screens and every state of the client's quote and contract pages: their fixed texts,
 * messages and toasts, the browser flag, and axe on each.
 */
import type { APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { linkTokenOf } from "./client-link";
import { adminCredentials as admin, expect, test, toastRegion } from "./fixtures";
import { lineItemMessages } from "../../shared/line-items";
import { addDays, torontoDate } from "../../shared/quote-rules";

/** Admin calls through the API (the signed-in `adminRequest`, not the page's context). */
function adminApi(request: APIRequestContext) {
  return {
    async createQuote(overrides: Record<string, string> = {}): Promise<string> {
      const response = await request.post("/api/quotes", {
        data: {
          clientName: "Olivia Chen",
          clientEmail: "olivia@example.com",
          clientPhone: "416-555-0150",
          projectAddress: "8 Birch Avenue, Toronto, ON",
          workScope: "Broom Finish Installation",
          projectDetails: "New broom finish walkway, 40 ft x 4 ft.\nRemove the old pavers.",
          totalCost: "3,250.00",
          validUntil: addDays(torontoDate(new Date()), 14),
          ...overrides,
        },
      });
      expect(response.status()).toBe(201);
      return ((await response.json()) as { quoteId: string }).quoteId;
    },
  };
}

/** The client decides through their link (`token`), naming the version they saw. */
async function decide(request: APIRequestContext, token: string, status: "accepted" | "rejected", reason?: string) {
  const response = await request.patch(`/api/links/${token}/status`, { data: reason ? { status, reason, version: 1 } : { status, version: 1 } });
  expect(response.ok()).toBe(true);
}

test.describe("admin login", () => {
  test("the form, its messages and the demo credentials", async ({ page }) => {
    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    const demo = page.getByRole("region", { name: "Demo credentials" });
    await expect(demo).toContainText(admin.email);
    await expect(demo).toContainText(admin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Valid email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the demo panel is hidden once a real admin is configured", async ({ page }) => {
    await page.route("**/api/admin/login-info", (route) => route.fulfill({ json: { success: true, demo: null } }));
    await page.goto("/admin/login");
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    await expect(page.getByText("Demo credentials")).toHaveCount(0);
  });

  test("wrong credentials: 'Login Failed' with the server's message", async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 401/);
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toastRegion(page).getByText("Login Failed", { exact: true })).toBeVisible();
    await expect(toastRegion(page).getByText("Invalid credentials")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("adminLoggedIn"))).toBeNull();
  });

  test("too many attempts shows the server's message; a network failure says 'Login Error'", async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 429|net::ERR_FAILED/);
    const message = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";
    await page.route("**/api/admin/login", (route) => route.fulfill({ status: 429, json: { success: false, code: "RATE_LIMITED", message } }));
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill("whatever");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toastRegion(page).getByText(message)).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();

    await page.unroute("**/api/admin/login");
    await page.route("**/api/admin/login", (route) => route.abort("failed"));
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toastRegion(page).getByText("Login Error", { exact: true })).toBeVisible();
    await expect(toastRegion(page).getByText("Something went wrong. Please try again.")).toBeVisible();
  });

  test("success stores the flag and e-mail and opens the dashboard", async ({ page }) => {
    const signingIn = page.waitForRequest("**/api/admin/login");
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    const button = page.getByRole("button", { name: "Sign In" });
    await page.route("**/api/admin/login", async (route) => {
      await expect(page.getByRole("button", { name: "Signing In..." })).toBeDisabled();
      await route.continue();
    });
    await button.click();
    await signingIn;
    await expect(page).toHaveURL(/\/admin$/);
    await expect(toastRegion(page).getByText("Login Successful", { exact: true })).toBeVisible();
    await expect(toastRegion(page).getByText("Welcome to the admin dashboard")).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem("adminLoggedIn"), localStorage.getItem("adminEmail")])).toEqual(["true", admin.email]);
  });
});

test.describe("admin guard", () => {
  for (const path of ["/admin", "/admin/leads", "/create-quote", "/admin/quotes/00000000-0000-4000-8000-000000000000"]) {
    test(`${path} goes to the login screen without the browser flag, to come back after signing in`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/admin/login?${new URLSearchParams({ next: path })}`);
      await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
      // Not signed in is not a session that ended: no such notice.
      await expect(page.getByText("Please sign in again.")).toHaveCount(0);
    });
  }

  test("a 401 from the server clears the flag and goes to the login screen", async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 401/);
    await page.goto("/admin/login");
    await page.evaluate(() => {
      localStorage.setItem("adminLoggedIn", "true");
      localStorage.setItem("adminEmail", "someone@example.com");
    });
    await page.goto("/admin");
    await expect(page).toHaveURL("/admin/login?next=%2Fadmin");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("adminLoggedIn"))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem("adminEmail"))).toBeNull();
  });
});

test.describe("dashboard", () => {
  test("welcome line, stat cards, actions, recent lists and logout", async ({ page, adminRequest, context, allowConsoleError, signIn }) => {
    allowConsoleError(/net::ERR_FAILED/);
    const api = adminApi(adminRequest);
    await api.createQuote({ clientName: "Dashboard Dana" });
    await signIn(page);
    await expect(page.getByText(`Welcome back, ${admin.email}`)).toBeVisible();
    const summary = page.getByRole("list", { name: "Summary" });
    for (const label of ["Total Quotes", "Pending", "Accepted", "Signed Contracts", "Total Revenue"]) {
      await expect(summary.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(summary.getByRole("listitem").filter({ hasText: "Total Revenue" })).toContainText("$");
    await expect(page.getByRole("link", { name: "Create New Quote" })).toHaveAttribute("href", "/create-quote");
    const website = page.getByRole("link", { name: /View Website/ });
    await expect(website).toHaveAttribute("href", "/");
    await expect(website).toHaveAttribute("target", "_blank");
    const recent = page.getByRole("region", { name: "Recent Quotes" });
    await expect(recent.getByTestId("recent-quote")).not.toHaveCount(0);
    expect(await recent.getByTestId("recent-quote").count()).toBeLessThanOrEqual(5);
    const row = recent.getByTestId("recent-quote").filter({ hasText: "Dashboard Dana" }).first();
    await expect(row).toContainText("Broom Finish Installation");
    // Its lifecycle stage: priced and e-mailed, not yet opened.
    await expect(row).toContainText("Sent");
    await expect(row).toContainText("$3,250.00");
    await expect(row.getByRole("link", { name: /^View/ })).toHaveAttribute("href", /\/admin\/quotes\/[0-9a-f-]{36}$/);
    await expect(row.getByRole("link", { name: /^Client page/ })).toHaveAttribute("href", /^\/quote\/[A-Za-z0-9_-]{32}$/);
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Leads" })).toHaveAttribute("href", "/admin/leads");
    await expectNoAxeViolations(page);

    await page.route("**/api/admin/logout", (route) => route.abort("failed"));
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(toastRegion(page).getByText("Logout error", { exact: true })).toBeVisible();
    await expect(toastRegion(page).getByText("Something went wrong during logout")).toBeVisible();
    await page.unroute("**/api/admin/logout");

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(toastRegion(page).getByText("Logged out", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("adminLoggedIn"))).toBeNull();
    expect(await context.cookies()).not.toContainEqual(expect.objectContaining({ name: "forma.sid" }));
  });

  test("loading and empty states", async ({ adminPage: page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/quotes", async (route) => {
      await held;
      await route.fulfill({ json: { success: true, quotes: [] } });
    });
    await page.route("**/api/contracts", (route) => route.fulfill({ json: { success: true, contracts: [] } }));
    await page.route("**/api/quote-requests", (route) => route.fulfill({ json: { success: true, quoteRequests: [] } }));
    await page.goto("/admin");
    await expect(page.getByText("Loading dashboard data...")).toBeVisible();
    release();
    await expect(page.getByText("No quotes created yet")).toBeVisible();
    await expect(page.getByText("No contracts signed yet")).toBeVisible();
    await expect(page.getByRole("list", { name: "Summary" }).getByRole("listitem").filter({ hasText: "Total Revenue" })).toContainText("$0.00");
  });
});

test.describe("create quote", () => {
  test("messages, the default date, a draft saved, then sent", async ({ adminPage: page }) => {
    await page.getByRole("link", { name: "Create New Quote" }).click();
    await expect(page).toHaveURL(/\/create-quote$/);
    await expect(page.getByLabel("Valid Until")).toHaveValue(addDays(torontoDate(new Date()), 14));
    await page.getByLabel("Valid Until").fill("");
    await page.getByRole("button", { name: "Create Quote" }).click();
    for (const message of [
      "Name must be at least 2 characters",
      "Please enter a valid email address",
      "Please enter a valid phone number",
      "Please enter a complete address",
      "Work scope is required",
      "Valid until date is required",
      "Project description is required",
      // A new quote starts with one line item, checked by the shared item rules.
      lineItemMessages.description,
      lineItemMessages.quantity,
      lineItemMessages.unitPrice,
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expectNoAxeViolations(page);

    // One way to price: items. Without any, there is no total to type; the form asks for an item.
    await expect(page.getByLabel("Total Cost (CAD)")).toHaveCount(0);
    await page.getByRole("button", { name: /^Remove/ }).click();
    await expect(page.getByRole("button", { name: "Add item" })).toBeFocused();
    await expect(page.getByLabel("Total Cost (CAD)")).toHaveCount(0);
    await page.getByRole("button", { name: "Create Quote" }).click();
    await expect(page.getByText("Add at least one item: a quote is priced by its items")).toBeVisible();
    await page.getByRole("button", { name: "Add item" }).click();
    await page.getByLabel("Description", { exact: true }).fill("Stamped patio, Roman slate in charcoal");
    await page.getByLabel("Quantity", { exact: true }).fill("500");
    await page.getByLabel("Unit Price (CAD)").fill("24.80");

    await page.getByLabel("Client Name").fill("Samuel Adeyemi");
    await page.getByLabel("Email Address").fill("samuel@example.com");
    await page.getByLabel("Phone Number").fill("905-555-0133");
    await page.getByLabel("Project Address").fill("77 Lakeshore Rd E, Oakville, ON");
    await page.getByLabel("Work Scope").fill("Stamped Concrete Installation");
    await page.getByLabel("Valid Until").fill(addDays(torontoDate(new Date()), 10));
    await page.getByLabel("Detailed Project Description").fill("Stamped patio, 500 sq ft, Roman slate in charcoal.");
    const creating = page.waitForRequest((request) => request.url().endsWith("/api/quotes") && request.method() === "POST");
    await page.getByRole("button", { name: "Create Quote" }).click();
    const body = (await creating).postDataJSON();
    expect(body).toMatchObject({ clientName: "Samuel Adeyemi", send: false, discount: null, status: "pending" });
    expect(body).not.toHaveProperty("totalCost");
    await expect(toastRegion(page).getByText("Quote saved as a draft", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/quotes\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "Samuel Adeyemi" })).toBeVisible();
    // 500 x 24.80 = 12,400.00 + HST 1,612.00 = 14,012.00, worked out by the server.
    await expect(page.getByText("$14,012.00").first()).toBeVisible();
    await page.getByRole("button", { name: "Send quote to client" }).click();
    await expect(toastRegion(page).getByText("Quote sent", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Resend" })).toBeVisible();
  });

  test("a failure says 'Creation Failed' and keeps the entries", async ({ page, allowConsoleError, signIn }) => {
    allowConsoleError(/status of 500/);
    await signIn(page);
    await page.goto("/create-quote");
    await page.getByLabel("Client Name").fill("Samuel Adeyemi");
    await page.getByLabel("Email Address").fill("samuel@example.com");
    await page.getByLabel("Phone Number").fill("905-555-0133");
    await page.getByLabel("Project Address").fill("77 Lakeshore Rd E, Oakville, ON");
    await page.getByLabel("Work Scope").fill("Stamped Concrete Installation");
    await page.getByLabel("Description", { exact: true }).fill("Stamped patio");
    await page.getByLabel("Quantity", { exact: true }).fill("500");
    await page.getByLabel("Unit Price (CAD)").fill("24.80");
    await page.getByLabel("Detailed Project Description").fill("Stamped patio.");
    await page.route("**/api/quotes", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.fulfill({ status: 500, json: { success: false, code: "INTERNAL", message: "Something went wrong" } });
    });
    await page.getByRole("button", { name: "Create Quote" }).click();
    await expect(page.getByRole("button", { name: "Creating Quote..." })).toBeDisabled();
    await expect(toastRegion(page).getByText("Creation Failed", { exact: true })).toBeVisible();
    await expect(toastRegion(page).getByText("There was an error creating the quote. Please try again.")).toBeVisible();
    await expect(page.getByLabel("Client Name")).toHaveValue("Samuel Adeyemi");
  });

  test("a lead is turned into a prefilled quote that names the lead", async ({ page, request, signIn }) => {
    const lead = await request.post("/api/quote-requests", {
      data: {
        name: "Lena Novak",
        phone: "905-555-0166",
        email: "lena@example.com",
        city: "mississauga",
        projectType: "Both",
        sqFt: 450,
        timeline: "month",
        message: "Patio and side path.",
        consent: true,
      },
    });
    const leadId = ((await lead.json()) as { id: string }).id;
    await signIn(page);
    await page.goto("/admin/leads");
    // A compact row in the list; the lead's own page has everything it sent.
    // The other screen size's run sends a Lena Novak too: this run's row is the one linking to its lead.
    const row = page
      .getByTestId("lead-row")
      .filter({ visible: true })
      .filter({ has: page.locator(`a[href="/admin/leads/${leadId}"]`) });
    await expect(row).toContainText("Mississauga");
    await expect(row).toContainText("Both Services");
    await row.getByRole("link", { name: "Lena Novak" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${leadId}$`));
    const card = page.getByRole("region", { name: "The request" });
    await expect(card).toContainText("Mississauga");
    await expect(card).toContainText("Both Services");
    await expect(card).toContainText("450");
    await expect(card).toContainText("Within a month");
    await expect(card).toContainText("Patio and side path.");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: /Create quote/ }).click();
    await expect(page).toHaveURL(new RegExp(`/create-quote\\?lead=${leadId}$`));
    await expect(page.getByLabel("Client Name")).toHaveValue("Lena Novak");
    await expect(page.getByLabel("Email Address")).toHaveValue("lena@example.com");
    await expect(page.getByLabel("Phone Number")).toHaveValue("905-555-0166");
    await expect(page.getByText("City from the request: Mississauga")).toBeVisible();
    // The lead's facts are beside the form, not in the client's description.
    await expect(page.getByLabel("Detailed Project Description")).toHaveValue("");
    const leadPanel = page.getByRole("complementary", { name: "The client's request" });
    await expect(leadPanel).toContainText("450 sq ft");
    await expect(leadPanel).toContainText("Within a month");
    await expect(leadPanel).toContainText("Patio and side path.");
    await page.getByLabel("Detailed Project Description").fill("Stamped patio and side path, Roman slate.");
    // The lead's project and area become the first item; the admin prices it.
    await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Stamped & Broom Finish Concrete Installation");
    await expect(page.getByLabel("Quantity", { exact: true })).toHaveValue("450");
    await expect(page.getByLabel("Unit", { exact: true })).toHaveValue("sq_ft");
    await page.getByLabel("Project Address").fill("12 Mineola Rd, Mississauga, ON");
    await page.getByLabel("Unit Price (CAD)").fill("21.75");
    const creating = page.waitForRequest((request) => request.url().endsWith("/api/quotes") && request.method() === "POST");
    await page.getByRole("button", { name: "Create Quote" }).click();
    expect((await creating).postDataJSON()).toMatchObject({
      quoteRequestId: leadId,
      clientName: "Lena Novak",
      lineItems: [
        { description: "Stamped & Broom Finish Concrete Installation", quantity: "450", unit: "sq_ft", unitPrice: "21.75", optional: false },
      ],
    });
    await expect(page).toHaveURL(/\/admin\/quotes\/[0-9a-f-]{36}$/);
  });
});

test.describe("admin quote page", () => {
  test("a pending quote is edited (only what changed is recorded) and can be resent", async ({ page, adminRequest, signIn }) => {
    const api = adminApi(adminRequest);
    const quoteId = await api.createQuote({ clientName: "Edith Park" });
    const quoteIdLink = await linkTokenOf(adminRequest, quoteId);
    await signIn(page);
    await page.goto(`/admin/quotes/${quoteId}`);
    await expect(page.getByRole("heading", { name: "Edith Park" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Client link" })).toHaveValue(new RegExp(`/quote/${quoteIdLink}$`));
    await expect(page.getByRole("button", { name: "Resend" })).toBeEnabled();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Edit quote" }).click();
    // Priced by a single total before items: it is shown, not typed, and kept until items replace it.
    await expect(page.getByLabel("Total Cost (CAD)")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Quote total" })).toContainText("$3,250.00");
    await page.getByRole("button", { name: "Add item" }).click();
    await page.getByLabel("Description", { exact: true }).fill("Stamped patio, ashlar slate");
    await page.getByLabel("Quantity", { exact: true }).fill("1");
    await page.getByLabel("Unit", { exact: true }).selectOption("lump_sum");
    await page.getByLabel("Unit Price (CAD)").fill("3900");
    const saving = page.waitForRequest((request) => request.url().endsWith(`/api/quotes/${quoteId}`) && request.method() === "PATCH");
    await page.getByRole("button", { name: "Save Quote" }).click();
    expect((await saving).postDataJSON()).toMatchObject({ lineItems: [{ description: "Stamped patio, ashlar slate", unitPrice: "3900.00" }] });
    await expect(toastRegion(page).getByText("Quote saved", { exact: true })).toBeVisible();
    // 3,900.00 + HST 507.00.
    await expect(page.getByText("$4,407.00").first()).toBeVisible();
    await expect(page.getByTestId("quote-timeline").getByText("Changed: items")).toBeVisible();
  });
});

test.describe("replacing a client link", () => {
  test("the owner sends a new link after confirming; the old link says it was replaced and whom to call", async ({
    page,
    adminRequest,
    allowConsoleError,
    signIn,
  }, testInfo) => {
    allowConsoleError(/status of 410/);
    const api = adminApi(adminRequest);
    const quoteId = await api.createQuote({ clientName: "Marta Kowalski" });
    const oldLink = await linkTokenOf(adminRequest, quoteId);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/quote/${oldLink}`);
    await expect(page.getByRole("heading", { name: "Your Project Quote" })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("quote-390.png"), fullPage: true });

    await signIn(page);
    await page.goto(`/admin/quotes/${quoteId}`);
    await page.getByRole("button", { name: "Send a new link" }).click();
    await expect(page.getByText("The current link stops working at once")).toBeVisible();
    await page.getByRole("button", { name: "Replace the link" }).click();
    await expect(toastRegion(page).getByText("New link created", { exact: true })).toBeVisible();
    const newLink = await linkTokenOf(adminRequest, quoteId);
    expect(newLink).not.toBe(oldLink);
    await expect(page.getByRole("textbox", { name: "Client link" })).toHaveValue(new RegExp(`/quote/${newLink}$`));
    await expect(page.getByTestId("quote-timeline").getByText("Client link replaced: the old link no longer works")).toBeVisible();

    await page.goto(`/quote/${oldLink}`);
    await expect(page.getByRole("heading", { name: "This link has been replaced" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Call (416) 555-0188" })).toHaveAttribute("href", "tel:+14165550188");
    await expect(page.getByRole("button", { name: "Accept Quote" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("link-replaced-390.png"), fullPage: true });
    await page.goto(`/quote/${newLink}`);
    await expect(page.getByRole("button", { name: "Accept Quote" })).toBeVisible();
  });
});

test.describe("quote page", () => {
  test("a missing quote: 'Quote Not Found' and 'Return Home'", async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 404/);
    await page.goto("/quote/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { name: "Quote Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectNoAxeViolations(page);
  });

  test("a pending quote shows everything and can be declined with a reason", async ({ page, adminRequest, signIn }) => {
    const api = adminApi(adminRequest);
    const quoteId = await api.createQuote({ clientName: "Rita Moreau", totalCost: "4500" });
    const quoteIdLink = await linkTokenOf(adminRequest, quoteId);
    await page.goto(`/quote/${quoteIdLink}`);
    // The client sees the quote's number, never its id.
    await expect(page.getByText(/^Q-\d{4}-\d{4,}$/)).toBeVisible();
    await expect(page.getByText(quoteId)).toHaveCount(0);
    await expect(page.getByText("Pending", { exact: true })).toBeVisible();
    await expect(page.getByText("Expired", { exact: true })).toHaveCount(0);
    for (const text of ["Rita Moreau", "olivia@example.com", "416-555-0150", "Broom Finish Installation", "$4,500.00", "Remove the old pavers."]) {
      await expect(page.getByText(text).first()).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Accept Quote" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Decline", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Decline this quote?" });
    await dialog.getByLabel("Reason (optional)").fill("We went with a smaller patio.");
    await expectNoAxeViolations(page);
    const deciding = page.waitForRequest((request) => request.url().endsWith("/status") && request.method() === "PATCH");
    await dialog.getByRole("button", { name: "Decline quote" }).click();
    // The decision names the quote version the client was shown.
    expect((await deciding).postDataJSON()).toEqual({ status: "rejected", version: 1, reason: "We went with a smaller patio." });
    await expect(toastRegion(page).getByText("Quote Updated", { exact: true })).toBeVisible();
    await expect(toastRegion(page).getByText("Quote has been declined")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Quote Declined" })).toBeVisible();
    await expect(page.getByText("Declined", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Accept Quote" })).toHaveCount(0);

    // The contractor sees the decline and its reason on the quote's timeline.
    await signIn(page);
    await page.goto(`/admin/quotes/${quoteId}`);
    const timeline = page.getByTestId("quote-timeline");
    await expect(timeline.getByText("Declined by the client")).toBeVisible();
    await expect(timeline.getByText("Reason: “We went with a smaller patio.”")).toBeVisible();
    await expect(page.getByRole("button", { name: "Edit quote" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a declined quote offers the phone and e-mail", async ({ page, adminRequest }) => {
    const api = adminApi(adminRequest);
    const quoteId = await api.createQuote();
    const quoteIdLink = await linkTokenOf(adminRequest, quoteId);
    await decide(adminRequest, quoteIdLink, "rejected", "Too expensive this year");
    await page.goto(`/quote/${quoteIdLink}`);
    await expect(page.getByRole("heading", { name: "Quote Declined" })).toBeVisible();
    await expect(page.getByText("Declined", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Call (416) 555-0188" })).toHaveAttribute("href", "tel:+14165550188");
    await expect(page.getByRole("link", { name: "E-mail us" })).toHaveAttribute("href", "mailto:estimates@formaconcretegta.ca");
    await expect(page.getByRole("button", { name: "Accept Quote" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("an expired pending quote: the 'Expired' badge and message, no actions", async ({ page, adminRequest }) => {
    const api = adminApi(adminRequest);
    // A quote cannot be created already expired; this one is read as if its last day were yesterday.
    const quoteId = await api.createQuote();
    const quoteIdLink = await linkTokenOf(adminRequest, quoteId);
    await page.route(`**/api/links/${quoteIdLink}`, async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as { quote: Record<string, unknown> };
      await route.fulfill({
        response,
        json: { ...answer, quote: { ...answer.quote, validUntil: addDays(torontoDate(new Date()), -1), expired: true } },
      });
    });
    await page.goto(`/quote/${quoteIdLink}`);
    await expect(page.getByText("Expired", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Quote Expired" })).toBeVisible();
    await expect(page.getByText("This quote has expired. Please contact us for an updated quote.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Accept Quote" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Decline", exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a quote still at 0.00 says its price is being prepared", async ({ page, request, adminRequest }) => {
    const estimate = await request.post("/api/quotes", {
      data: {
        clientName: "Hugo Tremblay",
        clientEmail: "hugo@example.com",
        clientPhone: "647-555-0181",
        projectAddress: "5 Bay Street, Toronto, ON",
        workScope: "Broom Finish Installation",
        projectDetails: "Garage pad.",
      },
    });
    const quoteId = ((await estimate.json()) as { quoteId: string }).quoteId;
    await page.goto(`/quote/${await linkTokenOf(adminRequest, quoteId)}`);
    await expect(page.getByRole("heading", { name: "Your price is being prepared" })).toBeVisible();
    await expect(page.getByText("Price being prepared")).toBeVisible();
    await expect(page.getByRole("button", { name: "Accept Quote" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("an accepted quote offers 'Sign Contract'; a failed update says 'Update Failed'", async ({ page, adminRequest, allowConsoleError }) => {
    allowConsoleError(/status of 500/);
    const api = adminApi(adminRequest);
    const acceptedId = await api.createQuote();
    const acceptedIdLink = await linkTokenOf(adminRequest, acceptedId);
    await decide(adminRequest, acceptedIdLink, "accepted");
    await page.goto(`/quote/${acceptedIdLink}`);
    await expect(page.getByRole("heading", { name: "Quote Accepted!" })).toBeVisible();
    await expect(page.getByText("Accepted", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign Contract" })).toHaveAttribute("href", `/contract/${acceptedIdLink}`);
    await expectNoAxeViolations(page);

    const pendingId = await api.createQuote();
    const pendingIdLink = await linkTokenOf(adminRequest, pendingId);
    await page.route("**/status", (route) =>
      route.fulfill({ status: 500, json: { success: false, code: "INTERNAL", message: "Something went wrong" } }),
    );
    await page.goto(`/quote/${pendingIdLink}`);
    await page.getByRole("button", { name: "Accept Quote" }).click();
    await expect(toastRegion(page).getByText("Update Failed", { exact: true })).toBeVisible();
    await expect(toastRegion(page).getByText("There was an error updating the quote status.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Accept Quote" })).toBeEnabled();
  });
});

test.describe("contract page", () => {
  test("a missing quote, and a quote not accepted yet", async ({ page, adminRequest, allowConsoleError }) => {
    allowConsoleError(/status of 404/);
    await page.goto("/contract/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { name: "Quote Not Found" })).toBeVisible();
    await expectNoAxeViolations(page);

    const api = adminApi(adminRequest);
    const quoteId = await api.createQuote();
    const quoteIdLink = await linkTokenOf(adminRequest, quoteId);
    await page.goto(`/contract/${quoteIdLink}`);
    await expect(page.getByRole("heading", { name: "Quote Not Accepted" })).toBeVisible();
    await expect(page.getByText("This quote has not been accepted yet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "View Quote" })).toHaveAttribute("href", `/quote/${quoteIdLink}`);
    await expectNoAxeViolations(page);
  });

  test("signing needs a signature: 'Signature Required'; the form is prefilled and validated", async ({ page, adminRequest }) => {
    const api = adminApi(adminRequest);
    const quoteId = await api.createQuote({ clientName: "Nadia Haddad", totalCost: "5,600" });
    const quoteIdLink = await linkTokenOf(adminRequest, quoteId);
    await decide(adminRequest, quoteIdLink, "accepted");
    await page.goto(`/contract/${quoteIdLink}`);
    await expect(page.getByRole("heading", { name: "Project Summary" })).toBeVisible();
    await expect(page.getByText("$5,600.00").first()).toBeVisible();
    await expect(page.getByRole("list", { name: "Contract terms" }).getByRole("listitem")).toHaveCount(8);
    // The contract's warranty agrees with the site: 5 years of workmanship, 2 for the sealer and colour.
    await expect(page.getByText("warrants its workmanship for 5 years from completion")).toBeVisible();
    await expect(page.getByText("sealer and the colour, is warranted for 2 years")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("Nadia Haddad");
    await expect(page.getByLabel("Email Address")).toHaveValue("olivia@example.com");
    await expect(page.getByLabel("Phone Number")).toHaveValue("416-555-0150");
    await expect(page.getByLabel("Project Address")).toHaveValue("8 Birch Avenue, Toronto, ON");
    await expect(page.getByText("Draw your signature with a finger or mouse")).toBeVisible();
    await expect(page.getByRole("button", { name: "Clear" })).toBeVisible();
    const sign = page.getByRole("button", { name: "Sign Contract" });
    await expect(sign).toBeDisabled();
    await expectNoAxeViolations(page);

    // Pressing it anyway (or Enter in a field) explains why nothing happens.
    await page.getByLabel("Full Name").press("Enter");
    await expect(toastRegion(page).getByText("Signature Required", { exact: true })).toBeVisible();
    await expect(toastRegion(page).getByText("Please provide your signature before submitting the contract.")).toBeVisible();
    await expect(page.getByText("You must accept the terms and conditions to proceed")).toBeVisible();

    // A typed name can stand in for a drawing (keyboard users); Clear removes it again.
    await page.getByRole("button", { name: "Use my typed name" }).click();
    await expect(page.getByText("Signature added.")).toBeVisible();
    await expect(sign).toBeEnabled();
    await page.getByRole("button", { name: "Clear" }).click();
    await expect(page.getByText("No signature yet.")).toBeVisible();
    await expect(sign).toBeDisabled();
  });

  test("a failure says 'Signing Failed'; an already signed quote says so", async ({ page, adminRequest, allowConsoleError }) => {
    allowConsoleError(/status of (500|409)/);
    const api = adminApi(adminRequest);
    const quoteId = await api.createQuote();
    const quoteIdLink = await linkTokenOf(adminRequest, quoteId);
    await decide(adminRequest, quoteIdLink, "accepted");
    await page.goto(`/contract/${quoteIdLink}`);
    await page.getByRole("button", { name: "Use my typed name" }).click();
    await page.getByLabel("I have read and agree to the terms and conditions outlined above").check();
    await page.route(`**/api/links/${quoteIdLink}/contract`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.fulfill({ status: 500, json: { success: false, code: "INTERNAL", message: "Something went wrong" } });
    });
    await page.getByRole("button", { name: "Sign Contract" }).click();
    await expect(page.getByRole("button", { name: "Signing..." })).toBeDisabled();
    await expect(toastRegion(page).getByText("Signing Failed", { exact: true })).toBeVisible();
    await expect(toastRegion(page).getByText("There was an error processing your contract. Please try again.")).toBeVisible();

    await page.unroute(`**/api/links/${quoteIdLink}/contract`);
    await page.route(`**/api/links/${quoteIdLink}/contract`, (route) =>
      route.fulfill({
        status: 409,
        json: { success: false, code: "CONTRACT_EXISTS", message: "A contract has already been signed for this quote." },
      }),
    );
    await page.getByRole("button", { name: "Sign Contract" }).click();
    await expect(page.getByRole("heading", { name: "This contract is already signed" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View Quote" })).toHaveAttribute("href", `/quote/${quoteIdLink}`);
  });
});
