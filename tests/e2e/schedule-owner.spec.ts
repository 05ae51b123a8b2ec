/**
 * The owner schedules from the contract page: a pour added, its date proposed with a start time and
 * an arrival window, then found on the week (the client's side, the warnings and the batch delay:
 * schedule.spec.ts).
 */
import type { Page } from "@playwright/test";
import { addDays, torontoDate } from "../../shared/quote-rules";
import { formatVisitDay, weekday } from "../../shared/schedule/rules";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { signedContract } from "./signed-contract";

/** The first `weekdayWanted` (0 Sunday ... 6 Saturday) at least `ahead` days from today. */
function dayAhead(ahead: number, weekdayWanted: number): string {
  let day = addDays(torontoDate(new Date()), ahead);
  while (weekday(day) !== weekdayWanted) day = addDays(day, 1);
  return day;
}

async function noDepositWait(page: Page) {
  expect((await page.request.put("/api/schedule/settings", { data: { waitForDeposit: false } })).status()).toBe(200);
}

test("@desktop the owner adds a pour on the contract page, proposes its date and finds it on the week", async ({ page, signIn }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page);
  await noDepositWait(page);
  const suffix = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const saturday = dayAhead(150, 6);
  const first = await signedContract(page.request, `Owen Brooks ${suffix}`);

  // The first pour through the contract page, as the owner does it.
  await page.goto(`/admin/contracts/${first.contractId}`);
  const panel = page.getByRole("region", { name: "Schedule" });
  await expect(panel.getByText("No visits yet.")).toBeVisible();
  await panel.getByRole("button", { name: "Add the visit" }).click();
  await expect(panel.getByRole("button", { name: "Propose a date" })).toBeVisible();
  await panel.getByRole("button", { name: "Propose a date" }).click();
  const dialog = page.getByRole("dialog", { name: "Propose a date: Concrete pour" });
  await dialog.getByLabel("Date").fill(saturday);
  await dialog.getByLabel("Start time (optional)").fill("07:00");
  await dialog.getByLabel("Arrival window").selectOption("120");
  await dialog.getByRole("button", { name: "Propose this date" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByText(`${formatVisitDay(saturday)}, the crew arrives between 7:00 a.m. and 9:00 a.m.`)).toBeVisible();
  await expect(panel.getByText("Proposed", { exact: true })).toBeVisible();

  // The week shows it on Crew A's row, unconfirmed until the client confirms.
  await page.getByRole("link", { name: "The week" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Schedule" })).toBeVisible();
  const mondayOf = (day: string) => addDays(day, -((weekday(day) + 6) % 7));
  const weeks = Math.round((Date.parse(mondayOf(saturday)) - Date.parse(mondayOf(torontoDate(new Date())))) / (7 * 86_400_000));
  for (let week = 0; week < weeks; week++) await page.getByRole("button", { name: "Later" }).click();
  await expect(page.getByText(`Week from ${formatVisitDay(mondayOf(saturday))}`)).toBeVisible();
  const chip = page.locator(`a[href="/admin/contracts/${first.contractId}"]`);
  // The week is drawn twice (a grid, and a day list for phones): the one on screen.
  await expect(chip.getByText("Unconfirmed", { exact: true }).locator("visible=true")).toBeVisible();
  await expectNoAxeViolations(page);
});
