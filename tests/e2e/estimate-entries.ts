import type { Page } from "@playwright/test";

/** A complete, valid /estimate form (every field the visitor can fill). */
export async function fillEstimate(page: Page) {
  await page.getByLabel("Full Name").fill("Daniel Okafor");
  await page.getByLabel("Email Address").fill("daniel@example.com");
  await page.getByLabel("Phone Number").fill("647-555-0199");
  await page.getByLabel("Project Address").fill("48 Maple Grove Ave, Vaughan, ON");
  await page.getByLabel("Project Type").selectOption({ label: "Broom Finish" });
  await page.getByLabel("Project Area").fill("40 ft x 4 ft");
  await page.getByLabel("Project Description").fill("New broom finish walkway to the front door.");
  await page.getByLabel("Timeline").selectOption({ label: "Within 1 month" });
  await page.getByLabel("Budget Range").selectOption({ label: "$3,000 - $5,000" });
  await page.getByLabel("Preferred Contact Method").selectOption({ label: "Either Phone or Email" });
  await page.getByLabel("My project may need a municipal permit").check();
  await page.getByLabel("I agree to receive communications regarding my estimate request.").check();
}
