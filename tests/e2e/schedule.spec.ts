/**
 * The job after the signature in the browser: the client confirms a pour and asks for another date
 * on their phone; the owner proposes from the contract page, sees two pours on one crew flagged in
 * the week, and moves a rainy Saturday's pours past Sunday with the batch delay.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { addDays, torontoDate } from "../../shared/quote-rules";
import { centsToAmountText } from "../../shared/money";
import { addCalendarDays } from "../../shared/toronto-wall-clock";
import { describeVisitTime, formatVisitDay, nextWorkingDay, weekday } from "../../shared/visit-schedule";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test, toastRegion } from "./fixtures";
import { signedContract } from "./signed-contract";

/** The first `weekdayWanted` (0 Sunday ... 6 Saturday) at least `ahead` days from today. */
function dayAhead(ahead: number, weekdayWanted: number): string {
  let day = addDays(torontoDate(new Date()), ahead);
  while (weekday(day) !== weekdayWanted) day = addDays(day, 1);
  return day;
}

async function jobOf(request: APIRequestContext, contractId: string) {
  const answer = await request.get(`/api/contracts/${contractId}/job`);
  expect(answer.status()).toBe(200);
  return (await answer.json()).job as { id: string; schedulePath: string; crews: Array<{ id: string; name: string }> };
}

async function proposedPour(request: APIRequestContext, jobId: string, day: string, crewId: string | null = null) {
  const created = await request.post(`/api/jobs/${jobId}/visits`, { data: { kind: "pour", crewId } });
  expect(created.status(), await created.text()).toBe(201);
  const visit = (await created.json()).visit;
  const proposed = await request.post(`/api/visits/${visit.id}/propose`, { data: { version: 1, day, startTime: "07:00", windowMinutes: 120 } });
  expect(proposed.status(), await proposed.text()).toBe(200);
  return (await proposed.json()).visit as { id: string; version: number };
}

async function noDepositWait(page: Page) {
  expect((await page.request.put("/api/schedule/settings", { data: { waitForDeposit: false } })).status()).toBe(200);
}

test("@phone the client confirms the pour, asks for another date for the sealing, and adds it to the calendar", async ({
  page,
  signIn,
  allowConsoleError,
}, testInfo) => {
  test.setTimeout(90_000);
  allowConsoleError(/status of 422/);
  await signIn(page);
  await noDepositWait(page);
  const { contractId } = await signedContract(page.request, `Nadia Haddad ${testInfo.project.name} ${Date.now().toString(36)}`);
  const job = await jobOf(page.request, contractId);
  const pourDay = dayAhead(20, 3);
  await proposedPour(page.request, job.id, pourDay);
  const seal = (await (await page.request.post(`/api/jobs/${job.id}/visits`, { data: { kind: "seal" } })).json()).visit;
  expect((await page.request.post(`/api/visits/${seal.id}/propose`, { data: { version: 1, day: dayAhead(50, 2) } })).status()).toBe(200);

  // The client is not signed in: a fresh context, as on their own phone.
  const client = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await client.newPage();
  await phone.goto(job.schedulePath);
  const pour = phone.getByRole("region", { name: "Concrete pour" });
  await expect(pour.getByText(`${formatVisitDay(pourDay)}, the crew arrives between 7:00 a.m. and 9:00 a.m.`)).toBeVisible();
  await expect(pour.getByText("Do not drive on the new concrete for 7 days; walk on it only after 24 hours.")).toBeVisible();
  await expect(pour.getByText("Proposed", { exact: true })).toBeVisible();
  await expectNoAxeViolations(phone);
  const fits = await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits).toBe(true);

  await pour.getByRole("button", { name: "Confirm this date" }).click();
  await expect(pour.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(pour.getByRole("button", { name: "Confirm this date" })).toHaveCount(0);
  await expect(toastRegion(phone)).toContainText("Date confirmed");

  // The calendar file is there to download.
  const calendarHref = await pour.getByRole("link", { name: "Add to calendar" }).getAttribute("href");
  const file = await phone.request.get(calendarHref!);
  expect(file.headers()["content-type"]).toBe("text/calendar; charset=utf-8; method=PUBLISH");
  expect(await file.text()).toContain("STATUS:CONFIRMED");

  // Another date for the sealing: none is refused with the server's message, three go through.
  const sealing = phone.getByRole("region", { name: "Sealing" });
  await sealing.getByRole("button", { name: "Ask for another date" }).click();
  const form = sealing.getByRole("form", { name: "Ask for another date" });
  await form.getByRole("button", { name: "Send my dates" }).click();
  await expect(form.getByText("Please suggest one to 3 dates that suit you")).toBeVisible();
  await form.getByLabel("Date 1").fill(dayAhead(52, 4));
  await form.getByRole("button", { name: "Add another date" }).click();
  await form.getByLabel("Date 2").fill(dayAhead(53, 5));
  await form.getByRole("button", { name: "Add another date" }).click();
  await form.getByLabel("Date 3").fill(dayAhead(55, 1));
  await expect(form.getByRole("button", { name: "Add another date" })).toHaveCount(0);
  await form.getByLabel("A note for us (optional)").fill("Away the week before; any of these work.");
  await form.getByRole("button", { name: "Send my dates" }).click();
  await expect(sealing.getByText("Change requested", { exact: true })).toBeVisible();
  await expect(sealing.getByText("You asked for another date. We will propose one by e-mail.")).toBeVisible();
  await expect(sealing.getByRole("button", { name: "Ask for another date" })).toHaveCount(0);
  await phone.screenshot({ path: testInfo.outputPath("client-schedule-390.png"), fullPage: true });
  await client.close();
});

test("@desktop the owner proposes from the contract, sees two pours on one crew, and delays a rainy Saturday", async ({ page, signIn }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page);
  await noDepositWait(page);
  const suffix = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const saturday = dayAhead(150, 6);
  const first = await signedContract(page.request, `Owen Brooks ${suffix}`);
  const second = await signedContract(page.request, `Maya Singh ${suffix}`);
  const firstJob = await jobOf(page.request, first.contractId);
  const secondJob = await jobOf(page.request, second.contractId);
  const crewA = firstJob.crews[0];

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

  // A second pour for the same crew on the same day, through the API.
  await proposedPour(page.request, secondJob.id, saturday, crewA.id);

  await page.goto("/admin/schedule");
  await expect(page.getByRole("heading", { level: 1, name: "Schedule" })).toBeVisible();
  // Forward week by week to the Saturday's week.
  const mondayOf = (day: string) => addDays(day, -((weekday(day) + 6) % 7));
  const weeks = Math.round((Date.parse(mondayOf(saturday)) - Date.parse(mondayOf(torontoDate(new Date())))) / (7 * 86_400_000));
  for (let week = 0; week < weeks; week++) await page.getByRole("button", { name: "Later" }).click();
  await expect(page.getByText(`Week from ${formatVisitDay(mondayOf(saturday))}`)).toBeVisible();
  // The week is drawn twice (a table, and a day list shown on phones): only the visible one counts.
  const chips = page.locator(`a[href="/admin/contracts/${first.contractId}"]:visible, a[href="/admin/contracts/${second.contractId}"]:visible`);
  await expect(chips).toHaveCount(2);
  for (const chip of await chips.all()) await expect(chip.getByText("Two pours", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("owner-week-1440.png"), fullPage: true });

  // Rain on Saturday: the preview names both clients and Monday (Sunday skipped); applying moves them.
  await page.getByRole("button", { name: "Delay a day…" }).click();
  const batch = page.getByRole("dialog", { name: "Delay a day's pours" });
  await batch.getByLabel("Day").fill(saturday);
  await batch.getByRole("button", { name: "Preview" }).click();
  const monday = addDays(saturday, 2);
  await expect(batch.getByRole("row", { name: new RegExp(`Owen Brooks ${suffix}`) })).toContainText(formatVisitDay(monday));
  await expect(batch.getByRole("row", { name: new RegExp(`Maya Singh ${suffix}`) })).toContainText(formatVisitDay(monday));
  await batch.getByRole("button", { name: /^Move \d+ pours? and notify clients$/ }).click();
  await expect(batch).toHaveCount(0);
  await expect(chips).toHaveCount(0); // Saturday is empty now; Monday is next week
  await page.getByRole("button", { name: "Later" }).click();
  await expect(chips).toHaveCount(2);
  for (const chip of await chips.all()) await expect(chip.getByText("Moved", { exact: true })).toBeVisible();
  const week = await (await page.request.get(`/api/schedule?from=${monday}&days=1`)).json();
  expect(week.visits.filter((visit: { contractId: string }) => [first.contractId, second.contractId].includes(visit.contractId))).toHaveLength(2);
});

type Visit = { id: string; version: number; day: string | null; status: string };

/** A signed contract and its job (made on first read). */
async function signedJob(request: APIRequestContext, clientName: string) {
  const { contractId } = await signedContract(request, clientName);
  return { contractId, job: await jobOf(request, contractId) };
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

const mondayOfDay = (day: string) => addCalendarDays(day, -((weekday(day) + 6) % 7));

/** Shows the week of `day` on the owner's schedule (the page opens on this week). */
async function showWeekOf(page: Page, day: string) {
  await page.getByRole("button", { name: "Today" }).click();
  const weeks = Math.round((Date.parse(mondayOfDay(day)) - Date.parse(mondayOfDay(torontoDate(new Date())))) / (7 * 86_400_000));
  for (let step = 0; step < weeks; step++) await page.getByRole("button", { name: "Later" }).click();
  await expect(page.getByText(`Week from ${formatVisitDay(mondayOfDay(day))}`)).toBeVisible();
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
  const { contractId, job } = await signedJob(adminRequest, name);
  await recordDeposit(adminRequest, contractId);
  const pourDay = workingDayAhead(30);
  const sealDay = workingDayAhead(44);
  await proposedVisit(adminRequest, job.id, "pour", pourDay);
  const seal = await proposedVisit(adminRequest, job.id, "seal", sealDay);

  await page.goto(job.schedulePath);
  await expect(page.getByRole("heading", { level: 1, name: "12 Rue Côté, Toronto, ON" })).toBeVisible();
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
  const day = addCalendarDays(mondayOfDay(torontoDate(new Date())), 9);
  const first = await signedJob(page.request, `Owen Tremblay ${stamp}`);
  const second = await signedJob(page.request, `Priya Raman ${stamp}`);
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
  const { contractId, job } = await signedJob(page.request, name);
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
