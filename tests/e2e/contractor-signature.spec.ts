/**
 * The owner's signature on contracts, on desktop and phone: the account screen says why to add one
 * while there is none, refuses to save an empty pad, saves a drawing (mouse on the desktop, a finger
 * on the phone) with the name printed beside it, and removes it after asking. Both projects share one
 * server and one signature: each test reads only what its own calls answered.
 */
import { expectNoAxeViolations } from "./accessibility";
import { expect, test, toastRegion } from "./fixtures";
import { drawSignature, inkOn } from "./signature";

test("the owner draws, saves and removes the signature for contracts", async ({ adminPage: page }, testInfo) => {
  test.setTimeout(60_000); // two full-page screenshots and an axe check: slow on a busy two-core machine
  const phone = testInfo.project.name === "phone";
  const name = phone ? "Daniel Moretti (phone)" : "Daniel Moretti (desktop)";
  // The screen as it is before any signature was saved (the other project's test may have saved one).
  await page.route("**/api/admin/contractor-signature", async (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    await route.fulfill({ json: { success: true, signature: null, defaultSignerName: "Daniel Moretti" } });
  });
  await page.goto("/admin/account");
  const card = page.getByRole("region", { name: "Your signature on contracts" });
  await expect(card.getByText("No signature on file.")).toBeVisible();
  await expect(card.getByText(/their contracts show a blank line, “For Forma Concrete: ______”, with Daniel Moretti’s name/)).toBeVisible();

  // Nothing drawn: the form says so and sends nothing.
  const nameField = card.getByLabel("Name printed beside the signature");
  await expect(nameField).toHaveValue("Daniel Moretti");
  await nameField.fill(name);
  await card.getByRole("button", { name: "Save signature" }).click();
  await expect(card.getByRole("alert")).toHaveText("Draw the signature in the box before saving");

  const canvas = card.getByTestId("signature-pad");
  await drawSignature(page, canvas, phone);
  expect(await inkOn(canvas)).toBeGreaterThan(0);
  await expect(card.getByRole("alert")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`contract-signature-drawn-${testInfo.project.name}.png`), fullPage: true });

  await card.getByRole("button", { name: "Save signature" }).click();
  await expect(toastRegion(page).getByText("Signature saved", { exact: true })).toBeVisible();
  const saved = card.getByRole("img", { name: `Signature of ${name} for Forma Concrete` });
  await expect(saved).toBeVisible();
  expect(await saved.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(100);
  await expect(card.getByText(`For Forma Concrete: ${name},`)).toBeVisible();
  await expect(card.getByText(/^Saved on .+ by admin@formaconcretegta\.ca\.$/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`contract-signature-saved-${testInfo.project.name}.png`), fullPage: true });

  await card.getByRole("button", { name: "Remove signature" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove the signature?" });
  await dialog.getByRole("button", { name: "Yes, remove it" }).click();
  await expect(toastRegion(page).getByText("Signature removed", { exact: true })).toBeVisible();
  await expect(card.getByText("No signature on file.")).toBeVisible();
});
