/**
 * Follow-ups after a job on the client's and the owner's screens. The client signs with the
 * "maintenance reminders" box, unticked until they tick it. Once the job is complete and paid, the
 * Follow-ups page lists its review request and reseal reminder: Send now sends the review request,
 * Mark reviewed records the review, and a reminder sent meanwhile on another device answers "Don't
 * send" with the server's reason beside the row. On the account page, the follow-up settings refuse
 * an http:// review link and keep a saved one across a reload.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test, toastRegion } from "./fixtures";
import { drawSignature } from "./signature";
import { acceptedQuote } from "./signed-contract";
import { torontoDate } from "../../shared/quote-rules";

const reviewLink = "https://g.page/r/abc/review";
const consentLabel = "E-mail me maintenance reminders (when to reseal, and how to care for the concrete)";

type Settings = { googleReviewUrl: string | null; reviewDelayDays: number; reviewMode: "auto" | "hold"; resealMonths: number };

async function expectNoSidewaysScroll(page: Page) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function readSettings(request: APIRequestContext): Promise<Settings> {
  const response = await request.get("/api/follow-up-settings");
  expect(response.status(), await response.text()).toBe(200);
  const { googleReviewUrl, reviewDelayDays, reviewMode, resealMonths } = (await response.json()).settings as Settings;
  return { googleReviewUrl, reviewDelayDays, reviewMode, resealMonths };
}

async function saveSettings(request: APIRequestContext, settings: Settings) {
  const response = await request.put("/api/follow-up-settings", { data: settings });
  expect(response.status(), await response.text()).toBe(200);
}

/** A quote accepted for a client of the test's own (a review request goes to an address at most once a year). */
async function acceptedQuoteFor(request: APIRequestContext, client: { clientName: string; clientEmail: string }) {
  const projectAddress = "48 Rue Beaubien, Toronto, ON";
  const { quoteId, token } = await acceptedQuote(request, { ...client, clientPhone: "416-555-0177", projectAddress });
  return { quoteId, token, projectAddress };
}

const rowOf = (page: Page, clientName: string, kind: "Review request" | "Reseal reminder") =>
  page
    .getByTestId("follow-up-row")
    .filter({ hasText: clientName })
    .filter({ has: page.getByRole("heading", { name: new RegExp(`^${kind}`) }) });

test("the client's consent at signing, then the job's follow-ups listed, sent and marked reviewed", async ({
  page,
  signIn,
  allowConsoleError,
}, testInfo) => {
  test.setTimeout(120_000);
  // "Don't send" on a reminder sent meanwhile is refused on purpose: the browser logs the 409 answer.
  allowConsoleError(/status of 409 \(Conflict\)/);
  const phone = testInfo.project.name === "phone";
  await signIn(page);
  // Send needs the Google review link; the other settings stay as they are.
  await saveSettings(page.request, { ...(await readSettings(page.request)), googleReviewUrl: reviewLink });

  const stamp = Date.now().toString(36);
  const clientName = `Noémie Lavoie ${testInfo.project.name} ${stamp}`;
  const clientEmail = `noemie.${testInfo.project.name}.${stamp}@example.com`;
  const { quoteId, token, projectAddress } = await acceptedQuoteFor(page.request, { clientName, clientEmail });

  // The client's signing form: the reminders box is there, optional and unticked; the client ticks it.
  await page.goto(`/contract/${token}`);
  const consent = page.getByLabel(consentLabel);
  await expect(consent).not.toBeChecked();
  await expect(consent).not.toHaveAttribute("aria-required", "true");
  await drawSignature(page, page.getByRole("img", { name: "Signature" }), phone);
  await expect(page.getByText("Signature added.")).toBeVisible();
  await page.getByLabel("I have read and agree to the terms and conditions outlined above").check();
  await consent.check();
  await expectNoAxeViolations(page, "form");
  await page
    .locator("form")
    .filter({ has: consent })
    .screenshot({ path: testInfo.outputPath(`follow-ups-consent-box-${testInfo.project.name}.png`) });
  const signing = page.waitForRequest((request) => request.url().endsWith(`/api/links/${token}/contract`) && request.method() === "POST");
  await page.getByRole("button", { name: "Sign Contract" }).click();
  expect((await signing).postDataJSON()).toMatchObject({ clientEmail, agreementAccepted: true, maintenanceReminders: true });
  await expect(page).toHaveURL(new RegExp(`/contract-confirmation/${token}$`), { timeout: 15_000 });

  const contracts = (await (await page.request.get(`/api/contracts?q=${encodeURIComponent(clientName)}`)).json()) as {
    contracts: Array<{ id: string; quoteId: string }>;
  };
  const contractId = contracts.contracts.find((item) => item.quoteId === quoteId)!.id;
  const contract = (await (await page.request.get(`/api/contracts/${contractId}`)).json()).contract as { maintenanceConsentAt: string | null };
  expect(contract.maintenanceConsentAt).not.toBeNull();

  // Signed, not complete: the contract page's card says when the follow-ups come.
  await page.goto(`/admin/contracts/${contractId}`);
  const card = page.getByRole("region", { name: "Review and reseal e-mails" });
  await expect(card.getByText("The review request and reseal reminder are planned once the job is complete and paid.")).toBeVisible();

  // Complete and paid in full, through the API: both follow-ups are planned.
  const today = torontoDate(new Date());
  const completed = await page.request.post(`/api/contracts/${contractId}/completion`, {
    data: { completedOn: today, checklist: { jointsCut: true, releasedAndWashed: true, sealedOnSite: false, sealedOn: null, cleanedUp: true } },
  });
  expect(completed.status(), await completed.text()).toBe(201);
  const paid = await page.request.post(`/api/contracts/${contractId}/payments`, {
    data: { kind: "balance", amount: "11130.50", method: "etransfer", paidOn: today, reference: "" },
  });
  expect(paid.status(), await paid.text()).toBe(201);

  await page.goto("/admin/follow-ups");
  await expect(page.getByRole("heading", { name: "Reviews & reseals", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Reviews & reseals" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const review = rowOf(page, clientName, "Review request");
  const reseal = rowOf(page, clientName, "Reseal reminder");
  await expect(review).toHaveCount(1);
  await expect(reseal).toHaveCount(1);
  await expect(review).toContainText(projectAddress);
  await expect(review.getByText(/^(Scheduled|Waiting for you to send)$/)).toBeVisible();
  await expect(review.getByText(/^Due (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(reseal.getByText("Scheduled", { exact: true })).toBeVisible();
  await expect(review.getByRole("link", { name: clientName })).toHaveAttribute("href", `/admin/contracts/${contractId}`);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath(`follow-ups-page-${phone ? 390 : 1440}.png`), fullPage: true });

  // Send now: the review request goes out.
  await review.getByRole("button", { name: "Send now" }).click();
  await expect(toastRegion(page).getByText(`The review request to ${clientName} goes out within a few seconds.`)).toBeVisible();
  await expect(review.getByText("Sent", { exact: true })).toBeVisible();
  await expect(review.getByText(new RegExp(`^Sent \\w+, .+ \\d{4}$`))).toBeVisible();
  await expect(review.getByRole("button", { name: "Send now" })).toHaveCount(0);
  await expect(review.getByRole("button", { name: "Don't send" })).toHaveCount(0);

  // The reseal reminder is sent meanwhile (another device): "Don't send" is refused with the reason, beside the row.
  const resealId = (
    (await (await page.request.get(`/api/contracts/${contractId}/follow-ups`)).json()).followUps as Array<{ id: string; kind: string }>
  ).find((followUp) => followUp.kind === "reseal_reminder")!.id;
  const sentElsewhere = await page.request.post(`/api/follow-ups/${resealId}/send`);
  expect(sentElsewhere.status(), await sentElsewhere.text()).toBe(200);
  await reseal.getByRole("button", { name: "Don't send" }).click();
  await expect(reseal.getByRole("alert")).toHaveText("This follow-up cannot be sent: it was sent, cancelled, or the client unsubscribed.");
  await expect(reseal.getByText("Sent", { exact: true })).toBeVisible();
  await expect(reseal.getByRole("button", { name: "Don't send" })).toHaveCount(0);
  await expectNoAxeViolations(page, '[data-testid="follow-up-row"]');

  // The owner saw the review on Google.
  await review.getByRole("button", { name: "Mark reviewed" }).click();
  await expect(review.getByText("Reviewed", { exact: true })).toBeVisible();
  await expect(review.getByRole("button", { name: "Mark reviewed" })).toHaveCount(0);
  await review.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`follow-ups-page-after-${phone ? 390 : 1440}.png`), fullPage: true });

  // The contract page's card: the same two rows.
  await page.goto(`/admin/contracts/${contractId}`);
  await expect(card.getByTestId("follow-up-row")).toHaveCount(2);
  await expect(rowOf(page, clientName, "Review request").getByText("Reviewed", { exact: true })).toBeVisible();
  await expect(card.getByText("The client asked for maintenance reminders when signing.")).toBeVisible();
  await expectNoAxeViolations(page, '[aria-labelledby="contract-follow-ups-heading"]');
  await expectNoSidewaysScroll(page);
  await card.screenshot({ path: testInfo.outputPath(`follow-ups-contract-card-${phone ? 390 : 1440}.png`) });
});

test("the client can sign without maintenance reminders: nothing is sent for them", async ({ page, signIn }, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page);
  const stamp = Date.now().toString(36);
  const clientName = `Olivier Roy ${testInfo.project.name} ${stamp}`;
  const { token } = await acceptedQuoteFor(page.request, { clientName, clientEmail: `olivier.${testInfo.project.name}.${stamp}@example.com` });
  await page.goto(`/contract/${token}`);
  await expect(page.getByLabel(consentLabel)).not.toBeChecked();
  await drawSignature(page, page.getByRole("img", { name: "Signature" }), testInfo.project.name === "phone");
  await page.getByLabel("I have read and agree to the terms and conditions outlined above").check();
  const signing = page.waitForRequest((request) => request.url().endsWith(`/api/links/${token}/contract`) && request.method() === "POST");
  await page.getByRole("button", { name: "Sign Contract" }).click();
  const body = (await signing).postDataJSON();
  expect(body.maintenanceReminders ?? false).toBe(false);
  await expect(page).toHaveURL(new RegExp(`/contract-confirmation/${token}$`), { timeout: 15_000 });
});

// One project only: the settings are the business's one set, so two saving at once would race.
// The phone's width is looked at by resizing.
test("refuses an http:// review link and keeps a saved one across a reload @desktop", async ({ page, signIn }, testInfo) => {
  await signIn(page);
  const before = await readSettings(page.request);
  await page.goto("/admin/account");
  const card = page.getByRole("region", { name: "Follow-up e-mails" });
  await expect(card.getByText("at most once a year per client")).toBeVisible();
  const link = card.getByLabel("Google review link");
  const days = card.getByLabel("Days before asking for a review");
  await expect(days).toHaveValue(String(before.reviewDelayDays));
  await expect(card.getByRole("radio", { name: /^Send by itself/ })).toBeChecked({ checked: before.reviewMode === "auto" });

  await link.fill("http://g.page/r/abc/review");
  await card.getByRole("button", { name: "Save follow-up settings" }).click();
  await expect(card.getByText("The review link must start with https://")).toBeVisible();
  await expect(link).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, '[aria-labelledby="follow-up-settings-heading"]');
  await card.screenshot({ path: testInfo.outputPath("follow-up-settings-error-1440.png") });

  // A day out of range is refused too, beside its field.
  await link.fill(reviewLink);
  await days.fill("31");
  await card.getByRole("button", { name: "Save follow-up settings" }).click();
  await expect(card.getByText("The review delay must be a whole number of days from 0 to 30")).toBeVisible();
  await expect(card.getByText("The review link must start with https://")).toHaveCount(0);

  const otherMonths = before.resealMonths === 24 ? 36 : 24;
  await days.fill("5");
  await expect(card.getByText("Ask for a review 5 days after the job is complete and paid (0 to 30).")).toBeVisible();
  await card.getByRole("radio", { name: new RegExp(`^${otherMonths} months`) }).check();
  await card.getByRole("button", { name: "Save follow-up settings" }).click();
  await expect(toastRegion(page).getByText("Follow-up settings saved", { exact: true })).toBeVisible();
  expect(await readSettings(page.request)).toMatchObject({ googleReviewUrl: reviewLink, reviewDelayDays: 5, resealMonths: otherMonths });

  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(link).toHaveValue(reviewLink);
  await expect(days).toHaveValue("5");
  await expect(card.getByRole("radio", { name: new RegExp(`^${otherMonths} months`) })).toBeChecked();
  await card.screenshot({ path: testInfo.outputPath("follow-up-settings-1440.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await card.screenshot({ path: testInfo.outputPath("follow-up-settings-390.png") });

  // Back to the days and interval the other tests expect; the review link stays, so Send works for them.
  await saveSettings(page.request, { ...before, googleReviewUrl: reviewLink });
});
