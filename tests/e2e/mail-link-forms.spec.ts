/**
 * The forms behind a review request's links, in Chromium as the client opens them from the e-mail:
 * the client's own review (/w/) is sent and thanked, the unsubscribe link (/u/) asks before it
 * unsubscribes, and "Subscribe again" works. These pages post their forms to this site with its own
 * origin (Referrer-Policy: same-origin), which the server's cross-site check accepts.
 */
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { signedContract } from "./signed-contract";
import { torontoDate } from "../../shared/quote-rules";

/** The same link the follow-ups spec saves: the settings are the business's one set. */
const reviewLink = "https://g.page/r/abc/review";

async function ensureReviewLink(request: APIRequestContext) {
  const settings = (await (await request.get("/api/follow-up-settings")).json()).settings as Record<string, unknown>;
  const { reviewDelayDays, reviewMode, resealMonths } = settings;
  const saved = await request.put("/api/follow-up-settings", { data: { googleReviewUrl: reviewLink, reviewDelayDays, reviewMode, resealMonths } });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** A job signed, complete and paid, whose review request the owner sends now. */
async function sentReviewRequest(request: APIRequestContext, clientName: string, clientEmail: string): Promise<string> {
  const { contractId } = await signedContract(request, clientName, { clientEmail, projectAddress: "7 Rue Lajoie, Toronto, ON" });
  const today = torontoDate(new Date());
  const completed = await request.post(`/api/contracts/${contractId}/completion`, {
    data: { completedOn: today, checklist: { jointsCut: true, releasedAndWashed: true, sealedOnSite: true, sealedOn: null, cleanedUp: true } },
  });
  expect(completed.status(), await completed.text()).toBe(201);
  const paid = await request.post(`/api/contracts/${contractId}/payments`, {
    data: { kind: "balance", amount: "11130.50", method: "etransfer", paidOn: today, reference: "" },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const followUps = (await (await request.get(`/api/contracts/${contractId}/follow-ups`)).json()).followUps as Array<{ id: string; kind: string }>;
  const review = followUps.find((followUp) => followUp.kind === "review_request")!;
  await ensureReviewLink(request);
  const sent = await request.post(`/api/follow-ups/${review.id}/send`);
  expect(sent.status(), await sent.text()).toBe(200);
  return contractId;
}

/** The review request as the e-mail server wrote it (no SMTP_URL on the e2e server: one .eml file per message). */
async function reviewRequestMail(request: APIRequestContext, contractId: string): Promise<string> {
  let text = "";
  await expect
    .poll(
      async () => {
        const answer = (await (await request.get("/api/admin/emails?status=sent&pageSize=100")).json()) as {
          emails: Array<{ id: string; kind: string; contractId: string | null }>;
          delivery: { mode: string; folder: string | null };
        };
        const mail = answer.emails.find((email) => email.kind === "review-request" && email.contractId === contractId);
        if (!mail || !answer.delivery.folder) return false;
        const file = fs.readdirSync(answer.delivery.folder).find((name) => name.endsWith(`-${mail.id}.eml`));
        if (!file) return false;
        text = fs.readFileSync(path.join(answer.delivery.folder, file), "utf8");
        return true;
      },
      { timeout: 20_000, message: "the review request is written to the outbox" },
    )
    .toBe(true);
  // Quoted-printable soft line breaks, so the links read whole.
  return text.replace(/=\r?\n/g, "");
}

const linkIn = (mail: string, prefix: "w" | "u") => {
  const match = new RegExp(`https?://[^/\\s"]+/${prefix}/([A-Za-z0-9_-]{43})`).exec(mail);
  expect(match, `a /${prefix}/ link in the e-mail`).not.toBeNull();
  return `/${prefix}/${match![1]}`;
};

/** These pages have no script: the fixture's goto waits for hydration, the frame's does not. */
const open = (page: Page, address: string) => page.mainFrame().goto(address);

test("the client sends their own review and unsubscribes, then subscribes again, from the e-mail's links", async ({
  page,
  adminRequest,
}, testInfo) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const clientEmail = `mail.links.${testInfo.project.name}.${stamp}@example.com`;
  const contractId = await sentReviewRequest(adminRequest, `Léa Gagnon ${testInfo.project.name} ${stamp}`, clientEmail);
  const mail = await reviewRequestMail(adminRequest, contractId);
  const reviewPage = linkIn(mail, "w");
  const unsubscribePage = linkIn(mail, "u");

  // The client's own review, posted by the browser from the page.
  const form = await open(page, reviewPage);
  expect(form?.headers()["referrer-policy"]).toBe("same-origin");
  await expect(page.getByRole("heading", { name: "How did we do?" })).toBeVisible();
  await page.getByLabel("5 stars").check();
  await page.getByLabel("Your review").fill("The crew explained every step and the new patio drains perfectly after a storm.");
  await page.getByLabel("Your city").selectOption("Toronto");
  await page.getByLabel("You may quote my review on your website, with my first name and city.").check();
  await expectNoAxeViolations(page);
  const posted = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith(reviewPage));
  await page.getByRole("button", { name: "Send my review" }).click();
  expect(await (await posted).headerValue("origin")).toBe(new URL(page.url()).origin);
  await expect(page.getByRole("heading", { name: "Thank you for your review" })).toBeVisible();
  await expect(page.getByText("may show it on our website with your first name and city")).toBeVisible();
  const reviews = (await (await adminRequest.get("/api/site/reviews")).json()).reviews as Array<{
    contractId: string | null;
    origin: string;
    rating: number;
  }>;
  expect(reviews.find((review) => review.contractId === contractId)).toMatchObject({ origin: "client", rating: 5 });

  // The unsubscribe link asks first; the button unsubscribes; "Subscribe again" brings them back.
  await open(page, unsubscribePage);
  await expect(page.getByRole("heading", { name: "Stop review requests and maintenance reminders?" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await page.getByRole("button", { name: "Subscribe again" }).click();
  await expect(page.getByRole("heading", { name: "You are subscribed again" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("mail-link-subscribed-again.png"), fullPage: true });
});
