/**
 * A lead along its pipeline, as the owner works it on a desktop and on a phone: found in the compact
 * list, contacted, a site visit booked (its day is required), a follow-up set for today that the
 * dashboard's "Follow-ups due" lists, found again by e-mail and by phone, then lost with a reason.
 * Screenshots of the lead's page, the dashboard card and the list go to LEADS_SHOTS_DIR when set.
 */
import path from "node:path";
import type { Page } from "@playwright/test";
import { addDays, torontoDate } from "../../shared/quote-rules";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test, toastRegion } from "./fixtures";

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

async function shot(page: Page, name: string, projectName: string, target?: import("@playwright/test").Locator) {
  const dir = process.env.LEADS_SHOTS_DIR;
  if (!dir) return;
  const file = path.join(dir, `${name}-${projectName === "phone" ? 390 : 1440}.png`);
  await (target ? target.screenshot({ path: file }) : page.screenshot({ path: file, fullPage: true }));
}

test("a lead moves contacted, site visit booked, follows up today from the dashboard, and is lost with a reason", async ({
  page,
  request,
  signIn,
}, testInfo) => {
  test.slow();
  const project = testInfo.project.name;
  const stamp = Date.now().toString().slice(-7);
  const name = `Rosa Pipeline ${project} ${stamp}`;
  const email = `rosa.${project}.${stamp}@example.com`;
  const phone = `(289) 555-${stamp.slice(-4)}`;
  // A few other leads, so the list has company in the screenshots.
  for (const [other, city, projectType] of [
    ["Amir Haddad", "oakville", "Broom Finish"],
    ["Grace Liu", "markham", "Both"],
  ] as const) {
    await request.post("/api/quote-requests", {
      data: {
        name: `${other} ${project}`,
        phone: "(416) 555-0199",
        email: `${other.split(" ")[0].toLowerCase()}.${project}@example.com`,
        city,
        projectType,
        consent: true,
      },
    });
  }
  const created = await request.post("/api/quote-requests", {
    data: {
      name,
      phone,
      email,
      city: "oakville",
      projectType: "Stamped Concrete",
      sqFt: 600,
      timeline: "month",
      message: "Backyard patio, ashlar slate.",
      consent: true,
    },
  });
  expect(created.status()).toBe(201);
  const leadId = ((await created.json()) as { id: string }).id;

  await signIn(page);
  await page.goto("/admin/leads");
  const row = page.getByTestId("lead-row").filter({ visible: true }).filter({ hasText: name });
  await expect(row).toContainText("Oakville");
  await expect(row).toContainText("Stamped Concrete");
  await expect(row).toContainText("New");
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await row.getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${leadId}$`));
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();

  // Contacted.
  const stageForm = page.getByRole("form", { name: "Change the stage" });
  await stageForm.getByLabel("Stage").selectOption({ label: "Contacted" });
  await stageForm.getByRole("button", { name: "Save stage" }).click();
  await expect(toastRegion(page).getByText("Stage: Contacted", { exact: true })).toBeVisible();

  // A site visit needs its day.
  await stageForm.getByLabel("Stage").selectOption({ label: "Site visit booked" });
  await stageForm.getByRole("button", { name: "Save stage" }).click();
  await expect(stageForm.getByText("Give the site visit's date.")).toBeVisible();
  const visitDay = addDays(torontoDate(new Date()), 2);
  await stageForm.getByLabel("Site visit date").fill(visitDay);
  await stageForm.getByLabel("Time (optional)").fill("10:30");
  await stageForm.getByRole("button", { name: "Save stage" }).click();
  await expect(toastRegion(page).getByText("Stage: Site visit booked", { exact: true })).toBeVisible();
  await expect(page.getByTestId("lead-stands-at")).toContainText(/Site visit .* at 10:30/);

  // A follow-up today.
  const followUp = page.getByRole("form", { name: "Follow-up date" });
  await followUp.getByRole("button", { name: "Today" }).click();
  await followUp.getByRole("button", { name: "Save follow-up" }).click();
  await expect(toastRegion(page).getByText(/^Follow up on /)).toBeVisible();
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByText(/^Follow-up set for /)).toBeVisible();
  await expect(history.getByText(/^Site visit booked: .* at 10:30$/)).toBeVisible();
  await expect(history.getByText(/^Contacted$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await shot(page, "lead-detail", project);

  // The dashboard lists it among the follow-ups due, and opens it.
  await page.goto("/admin");
  const due = page.getByTestId("follow-ups-due");
  const dueLead = due.getByTestId("follow-up-due").filter({ hasText: name });
  await expect(dueLead).toContainText("Today");
  await expect(dueLead).toContainText("Site visit booked");
  await expectNoAxeViolations(page);
  await shot(page, "dashboard-follow-ups", project, due);

  // The list's search finds it by e-mail and by phone digits, and the stage filter keeps it.
  await page.goto("/admin/leads");
  const search = page.getByLabel("Search leads");
  await search.fill(email.toUpperCase());
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByTestId("lead-row").filter({ visible: true })).toHaveCount(1);
  await search.fill(phone.replace(/\D/g, ""));
  await expect(page.getByTestId("lead-row").filter({ visible: true })).toHaveCount(1);
  await expect(page.getByTestId("lead-row").filter({ visible: true })).toContainText("Site visit booked");
  await page.goto(`/admin/leads?stage=site_visit&q=${encodeURIComponent(email)}`);
  await expect(page.getByTestId("lead-row").filter({ visible: true })).toHaveCount(1);
  await page.getByTestId("lead-row").filter({ visible: true }).getByRole("link", { name }).click();

  // Lost, with a reason.
  await stageForm.getByLabel("Stage").selectOption({ label: "Lost" });
  await stageForm.getByRole("button", { name: "Save stage" }).click();
  await expect(stageForm.getByText("Choose why the lead was lost.")).toBeVisible();
  await stageForm.getByLabel("Why was it lost?").selectOption({ label: "Chose another contractor" });
  await stageForm.getByRole("button", { name: "Save stage" }).click();
  await expect(toastRegion(page).getByText("Stage: Lost", { exact: true })).toBeVisible();
  await expect(history.getByText("Lost: Chose another contractor")).toBeVisible();
  // A lost lead has nothing to follow up: it leaves the dashboard's list.
  await expect(page.getByRole("main").getByText("No follow-up set.")).toBeVisible();
  await page.goto("/admin");
  await expect(page.getByTestId("follow-ups-due")).toBeVisible();
  await expect(page.getByTestId("follow-up-due").filter({ hasText: name })).toHaveCount(0);

  // The list now shows where each lead stands.
  await page.goto("/admin/leads");
  await expect(page.getByTestId("lead-row").filter({ visible: true }).filter({ hasText: name })).toContainText("Lost");
  await shot(page, "leads-list", project);
});
