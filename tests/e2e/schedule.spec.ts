/**
 * The schedule after the signature. On a phone, the client opens the job's schedule link: reads a
 * pour's date in words, confirms it, asks for another date for the sealing (refused without a date,
 * accepted with three) and takes the calendar file. On the desktop, the owner's week warns of two
 * pours on one crew and day, and "Delay a day" previews then moves them to the next working day.
 * Contracts are priced, accepted and signed through the API first, as a client would have done.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test, toastRegion } from "./fixtures";
import { signedContract } from "./signed-contract";
import { centsToAmountText } from "../../shared/money";
import { torontoDate } from "../../shared/quote-rules";
import { addCalendarDays } from "../../shared/toronto-wall-clock";
import { describeVisitTime, formatVisitDay, nextWorkingDay, weekday } from "../../shared/schedule/rules";

type Visit = { id: string; version: number; day: string | null; status: string };
type Job = { id: string; schedulePath: string; crews: Array<{ id: string; name: string }> };

/** A signed contract for `clientName` and its job (made on first read). */
async function signedJob(request: APIRequestContext, clientName: string, projectAddress: string): Promise<{ contractId: string; job: Job }> {
  const { contractId } = await signedContract(request, clientName, { projectAddress });
  const read = await request.get(`/api/contracts/${contractId}/job`);
  expect(read.status(), await read.text()).toBe(200);
  return { contractId, job: (await read.json()).job };
}

/** The deposit, recorded as received, so the job's first date may be proposed. */
async function recordDeposit(request: APIRequestContext, contractId: string) {
  const summary = await (await request.get(`/api/contracts/${contractId}/payments`)).json();
  const paid = await request.post(`/api/contracts/${contractId}/payments`, {
    data: { kind: "deposit", amount: centsToAmountText(summary.depositCents), method: "etransfer", paidOn: torontoDate(new Date()), reference: "" },
  });
  expect(paid.status(), await paid.text()).toBe(201);
}

/** A visit added to the job and proposed for `day` from 7:00 with a two-hour window (no e-mail). */
async function proposedVisit(request: APIRequestContext, jobId: string, kind: string, day: string, crewId: string | null = null): Promise<Visit> {
  const added = await request.post(`/api/jobs/${jobId}/visits`, { data: { kind, crewId } });
  expect(added.status(), await added.text()).toBe(201);
  const visit: Visit = (await added.json()).visit;
  const proposed = await request.post(`/api/visits/${visit.id}/propose`, {
    data: { version: visit.version, day, startTime: "07:00", windowMinutes: 120, notify: false },
  });
  expect(proposed.status(), await proposed.text()).toBe(200);
  return (await proposed.json()).visit;
}

/** A working day (not a Sunday) at least `days` days from today. */
function workingDayAhead(days: number): string {
  const day = addCalendarDays(torontoDate(new Date()), days);
  return weekday(day) === 0 ? addCalendarDays(day, 1) : day;
}

const mondayOf = (day: string) => addCalendarDays(day, -((weekday(day) + 6) % 7));

/** Shows the week of `day` on the owner's schedule (the page opens on this week). */
async function showWeekOf(page: Page, day: string) {
  await page.getByRole("button", { name: "Today" }).click();
  const weeks = Math.round((Date.parse(mondayOf(day)) - Date.parse(mondayOf(torontoDate(new Date())))) / (7 * 86_400_000));
  for (let step = 0; step < weeks; step++) await page.getByRole("button", { name: "Later" }).click();
  await expect(page.getByText(`Week from ${formatVisitDay(mondayOf(day))}`)).toBeVisible();
}

/** The week grid's cell of one crew and one day. */
function weekCell(page: Page, crewName: string, day: string) {
  const column = (weekday(day) + 6) % 7;
  const row = page.locator("tbody tr").filter({ has: page.getByRole("rowheader", { name: crewName, exact: true }) });
  return row.locator("td").nth(column);
}

test("the client confirms a pour and asks for another date for the sealing @phone", async ({ page, adminRequest, allowConsoleError }, testInfo) => {
  test.setTimeout(90_000);
  // Submitting without a date is refused on purpose: the browser logs the 422 answer.
  allowConsoleError(/status of 422 \(Unprocessable Entity\)/);
  const name = `Mireille Gagnon ${Date.now().toString(36)}`;
  const { contractId, job } = await signedJob(adminRequest, name, "48 Glenholme Ave, Toronto, ON");
  await recordDeposit(adminRequest, contractId);
  const pourDay = workingDayAhead(30);
  const sealDay = workingDayAhead(44);
  await proposedVisit(adminRequest, job.id, "pour", pourDay);
  const seal = await proposedVisit(adminRequest, job.id, "seal", sealDay);

  await page.goto(job.schedulePath);
  await expect(page.getByRole("heading", { level: 1, name: "48 Glenholme Ave, Toronto, ON" })).toBeVisible();
  const pour = page.getByRole("region", { name: "Concrete pour" });
  await expect(pour).toContainText(describeVisitTime({ day: pourDay, startTime: "07:00", windowMinutes: 120, spanDays: 1 }));
  await expect(pour).toContainText("Proposed");
  await expect(pour.getByRole("listitem").first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("schedule-client.png"), fullPage: true });

  await pour.getByRole("button", { name: "Confirm this date" }).click();
  await expect(toastRegion(page).getByText("Date confirmed", { exact: true })).toBeVisible();
  await expect(pour).toContainText("Confirmed");
  await expect(pour.getByRole("button", { name: "Confirm this date" })).toHaveCount(0);

  // The sealing: no date is refused with the server's message; three dates go through.
  const sealing = page.getByRole("region", { name: "Sealing" });
  await sealing.getByRole("button", { name: "Ask for another date" }).click();
  await sealing.getByRole("button", { name: "Send my dates" }).click();
  await expect(sealing.getByText("Please suggest one to 3 dates that suit you")).toBeVisible();
  await sealing.getByLabel("Date 1").fill(workingDayAhead(50));
  await sealing.getByRole("button", { name: "Add another date" }).click();
  await sealing.getByLabel("Date 2").fill(workingDayAhead(52));
  await sealing.getByRole("button", { name: "Add another date" }).click();
  await sealing.getByLabel("Date 3").fill(workingDayAhead(54));
  await expect(sealing.getByRole("button", { name: "Add another date" })).toHaveCount(0);
  await sealing.getByLabel("A note for us (optional)").fill("We are away the week before.");
  await sealing.getByRole("button", { name: "Send my dates" }).click();
  await expect(toastRegion(page).getByText("Request sent", { exact: true })).toBeVisible();
  await expect(sealing).toContainText("Change requested");
  await page.screenshot({ path: testInfo.outputPath("schedule-client-after.png"), fullPage: true });

  // The pour's calendar file, as the phone's calendar would open it.
  const calendar = pour.getByRole("link", { name: "Add to calendar" });
  const href = await calendar.getAttribute("href");
  expect(href).toMatch(/\/calendar\.ics$/);
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toContain("text/calendar");
  expect(await file.text()).toContain("BEGIN:VCALENDAR");
  expect(seal.id).toBeTruthy();
});

test("the week warns of two pours and a rainy day moves them to the next working day @desktop", async ({ page, signIn }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page);
  const stamp = Date.now().toString(36);
  // Wednesday of next week: its pours move to the next working day.
  const day = addCalendarDays(mondayOf(torontoDate(new Date())), 9);
  const first = await signedJob(page.request, `Owen Tremblay ${stamp}`, "7 Maple Lane, Etobicoke, ON");
  const second = await signedJob(page.request, `Priya Raman ${stamp}`, "210 Birch Road, Scarborough, ON");
  const crew = first.job.crews[0];
  for (const { contractId } of [first, second]) await recordDeposit(page.request, contractId);
  await proposedVisit(page.request, first.job.id, "pour", day, crew.id);
  await proposedVisit(page.request, second.job.id, "pour", day, crew.id);
  const holidays = (await (await page.request.get("/api/schedule/holidays")).json()).holidays as Array<{ day: string }>;
  const newDay = nextWorkingDay(day, new Set(holidays.map((holiday) => holiday.day)));

  await page.goto("/admin/schedule");
  await expect(page.getByRole("heading", { level: 1, name: "Schedule" })).toBeVisible();
  await showWeekOf(page, day);
  const cell = weekCell(page, crew.name, day);
  for (const client of [`Owen Tremblay ${stamp}`, `Priya Raman ${stamp}`]) {
    const chip = cell.getByRole("link").filter({ hasText: client });
    await expect(chip).toContainText("Two pours");
    await expect(chip).toContainText("Unconfirmed");
    await expect(chip).toContainText("7:00 a.m.–9:00 a.m.");
  }
  await page.screenshot({ path: testInfo.outputPath("schedule-week.png"), fullPage: true });

  await page.getByRole("button", { name: "Delay a day…" }).click();
  const dialog = page.getByRole("dialog", { name: "Delay a day's pours" });
  await dialog.getByLabel("Day").fill(day);
  await dialog.getByLabel("Reason").selectOption("rain");
  await dialog.getByRole("button", { name: "Preview" }).click();
  const preview = dialog.getByRole("table", { name: "New dates" });
  for (const client of [`Owen Tremblay ${stamp}`, `Priya Raman ${stamp}`]) {
    await expect(preview.getByRole("row").filter({ hasText: client })).toContainText(formatVisitDay(newDay));
  }
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Move 2 pours and notify clients" }).click();
  await expect(toastRegion(page).getByText("2 pours moved", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await showWeekOf(page, newDay);
  const moved = weekCell(page, crew.name, newDay);
  for (const client of [`Owen Tremblay ${stamp}`, `Priya Raman ${stamp}`]) {
    await expect(moved.getByRole("link").filter({ hasText: client })).toContainText("Moved");
  }
  await expect(page.getByRole("link", { name: new RegExp(`Owen Tremblay ${stamp}`) })).toHaveAttribute(
    "href",
    `/admin/contracts/${first.contractId}`,
  );
});

test("the owner's schedule and a job fit a phone @phone", async ({ page, signIn }, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page);
  const name = `Lucas Ferreira ${Date.now().toString(36)}`;
  const { contractId, job } = await signedJob(page.request, name, "91 Dundas St W, Toronto, ON");
  await recordDeposit(page.request, contractId);
  const day = workingDayAhead(1);
  await proposedVisit(page.request, job.id, "forms", day, job.crews[0].id);
  const fitsThePage = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  await page.goto("/admin/schedule");
  await showWeekOf(page, day);
  // On a phone the week is one day under the other, each visit under its crew's name.
  const dayOnPhone = page.getByRole("list", { name: "Visits by day" }).locator(`li[data-day="${day}"]`);
  await expect(dayOnPhone.getByRole("link").filter({ hasText: name })).toBeVisible();
  await expect(dayOnPhone).toContainText(job.crews[0].name);
  expect(await fitsThePage()).toBe(true);
  await page.screenshot({ path: testInfo.outputPath("schedule-week-phone.png"), fullPage: true });
  await page.getByRole("button", { name: "Month" }).click();
  await expect(page.getByText(/^Six weeks from/)).toBeVisible();
  expect(await fitsThePage()).toBe(true);

  await page.goto(`/admin/contracts/${contractId}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(job.schedulePath)).toBeVisible();
  expect(await fitsThePage()).toBe(true);
  await page.screenshot({ path: testInfo.outputPath("job-panel-phone.png"), fullPage: true });
});

test("the month shows four visits a day and its count, and opens the week for the rest @desktop", async ({ page, signIn }, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page);
  const client = `Lena Fischer ${Date.now().toString(36)}`;
  // Friday of the week after next: inside the six weeks the month opens on.
  const day = addCalendarDays(mondayOf(torontoDate(new Date())), 18);
  const { contractId, job } = await signedJob(page.request, client, "19 Oak Crescent, North York, ON");
  await recordDeposit(page.request, contractId);
  for (const kind of ["excavation", "forms", "pour", "stamp_wash", "seal"]) await proposedVisit(page.request, job.id, kind, day);

  await page.goto("/admin/schedule");
  await page.getByRole("button", { name: "Month" }).click();
  await expect(page.getByText(`Six weeks from ${formatVisitDay(mondayOf(torontoDate(new Date())))}`)).toBeVisible();
  const cell = page.getByRole("list", { name: "Visits by day" }).locator(":scope > li").nth(18);
  // Other tests may book the same day: the cell holds at most four chips and counts the rest.
  const total = Number((await cell.locator("p").first().innerText()).match(/\((\d+)\)/)?.[1]);
  expect(total).toBeGreaterThanOrEqual(5);
  await expect(cell.getByRole("link")).toHaveCount(4);
  await page.screenshot({ path: testInfo.outputPath("schedule-month.png"), fullPage: true });
  await cell.getByRole("button", { name: new RegExp(`^and ${total - 4} more`) }).click();

  await expect(page.getByText(`Week from ${formatVisitDay(mondayOf(day))}`)).toBeVisible();
  await expect(page.getByRole("table").getByRole("link").filter({ hasText: client })).toHaveCount(5);
  await expectNoAxeViolations(page);
});
