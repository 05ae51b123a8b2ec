/**
 * Follow-ups after a job under a controlled clock, on a real database: the review request once per
 * job (and once a year per client), sent from 10:00 Toronto the configured days after the job is
 * complete and paid; the reseal reminder on its day for a consenting client, inside the two years
 * of implied consent for the others, and never for one who unsubscribed; both with List-Unsubscribe
 * headers delivered to a real SMTP peer; the review link that counts clicks; the unsubscribe without
 * a login; the owner's hold mode, Send, Don't send and the settings' refusals.
 */
import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../server/logger";
import { sendDueFollowUps } from "../../server/features/follow-ups/send-follow-ups";
import { startMailSender } from "../../server/documents/mail-sender";
import { mailSettings } from "../../server/mail/settings";
import { emails, events, followUps, mailPreferences } from "../../shared/schema";
import { addCalendarDays, torontoWallClockToInstant } from "../../shared/toronto-wall-clock";
import { createSignedContract, lumpSumPatio } from "../support/signed-contract";
import { startSmtpPeer, type SmtpPeer } from "../support/smtp-peer";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let peer: SmtpPeer;
let now = new Date();
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  peer = await startSmtpPeer();
});
afterAll(async () => {
  await peer.stop();
  await t.close();
});

const reviewUrl = "https://g.page/r/CfORMAconcrete/review";
const at = (day: string, time = "09:00") => {
  now = torontoWallClockToInstant(day, time);
  return now;
};
const sweep = () => sendDueFollowUps(t.database.db, mailSettings(t.config), now);
/** A quote valid for a month from the clock's day, signed as `signer`. */
const signedOn = (day: string, signer: Record<string, unknown>) =>
  createSignedContract(t.app, { lineItems: [lumpSumPatio], validUntil: addCalendarDays(day, 30) }, { signer });
const checklist = { jointsCut: true, releasedAndWashed: true, sealedOnSite: true, cleanedUp: true };

type Admin = Awaited<ReturnType<typeof adminAgent>>;
async function settings(admin: Admin, changes: Record<string, unknown> = {}) {
  return admin
    .put("/api/follow-up-settings")
    .send({ googleReviewUrl: reviewUrl, reviewDelayDays: 2, reviewMode: "auto", resealMonths: 24, ...changes })
    .expect(200);
}

/** A contract signed on `day` for `email` (consenting to maintenance e-mails when asked), completed and paid in full that day. */
async function finishedJob(day: string, options: { email?: string; consent?: boolean; paidInFull?: boolean } = {}) {
  at(day);
  const signer = { ...(options.email ? { clientEmail: options.email } : {}), ...(options.consent ? { maintenanceReminders: true } : {}) };
  const contract = await signedOn(day, signer);
  const admin = await adminAgent(t.app);
  await admin.post(`/api/contracts/${contract.contractId}/completion`).send({ completedOn: day, checklist }).expect(201);
  if (options.paidInFull !== false)
    await admin
      .post(`/api/contracts/${contract.contractId}/payments`)
      .send({ kind: "balance", amount: "11,130.50", method: "etransfer", paidOn: day })
      .expect(201);
  return { ...contract, admin };
}

const followUpsOf = async (admin: Admin, contractId: string) =>
  (await admin.get(`/api/contracts/${contractId}/follow-ups`).expect(200)).body.followUps as Array<Record<string, unknown>>;
const byKind = async (admin: Admin, contractId: string, kind: string) =>
  (await followUpsOf(admin, contractId)).find((followUp) => followUp.kind === kind) as Record<string, unknown>;
const mailsOf = (contractId: string, kind: string) =>
  t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.contractId, contractId), eq(emails.kind, kind)));
const tokenOf = async (id: string) => (await t.database.db.select().from(followUps).where(eq(followUps.id, id)))[0].token;
const unsubscribeTokenOf = async (email: string) =>
  (await t.database.db.select().from(mailPreferences).where(eq(mailPreferences.email, email.toLowerCase())))[0]?.token;

describe("a job from completion to its reseal reminder", () => {
  it("asks for a review once, two days after it is complete and paid, and reminds to reseal inside the implied consent", async () => {
    at("2026-11-20");
    await settings(await adminAgent(t.app));
    const job = await finishedJob("2026-11-20", { email: "priya.raman@example.com" });
    const review = await byKind(job.admin, job.contractId, "review_request");
    const reseal = await byKind(job.admin, job.contractId, "reseal_reminder");
    expect(review).toMatchObject({ status: "scheduled", dueOn: "2026-11-22", sendable: true, clientName: expect.any(String) });
    // Due in the spring of 2029 by the 24 months, but consent implied by the payment ends on 20 Nov 2028:
    // the last day of the sealing season before it.
    expect(reseal).toMatchObject({ status: "scheduled", dueOn: "2028-10-15" });

    at("2026-11-22", "09:59");
    expect(await sweep()).toBe(0);
    at("2026-11-22", "10:00");
    const counts = await Promise.all([sweep(), sweep(), sweep()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    at("2026-11-23", "10:00");
    expect(await sweep()).toBe(0);
    const [mail] = await mailsOf(job.contractId, "review-request");
    expect(mail.text).toContain("Leave a Google review");
    expect(mail.text).toContain("If anything isn't right, just reply to this e-mail");
    expect(mail.listUnsubscribeUrl).toMatch(/^http:\/\/forma\.test\/u\/[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(`Unsubscribe: ${mail.listUnsubscribeUrl}`);

    // Delivered to a real SMTP peer with both headers of a one-click unsubscribe.
    const sender = startMailSender({
      db: t.database.db,
      config: { ...t.config, smtpUrl: peer.url },
      logger: createLogger("silent"),
      intervalMs: 0,
      // Queued rows are due from the database's own "now" (the real day, after this test's clock).
      clock: () => new Date(Math.max(Date.now(), now.getTime())),
    });
    await sender.deliverDue();
    await sender.stop();
    const received = peer.received.find((message) => message.mail.subject.startsWith("How did we do"));
    expect(received?.mail.headers["list-unsubscribe"]).toBe(`<${mail.listUnsubscribeUrl}>`);
    expect(received?.mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    // A transactional message (the signed contract) carries neither.
    const contractMail = peer.received.find((message) => message.mail.subject.includes("signed"));
    expect(contractMail?.mail.headers["list-unsubscribe"]).toBeUndefined();

    // The review link counts the click and sends the client on to Google, without a session.
    const reviewLink = `/r/${await tokenOf(String(review.id))}`;
    const opened = await request(t.app).get(reviewLink).expect(302);
    expect(opened.headers.location).toBe(reviewUrl);
    await request(t.app).get(reviewLink).expect(302);
    expect(await byKind(job.admin, job.contractId, "review_request")).toMatchObject({ status: "sent", clickCount: 2 });
    const opens = await t.database.db.select().from(events).where(eq(events.type, "follow_up.review_link_opened"));
    expect(opens.filter((event) => event.contractId === job.contractId)).toHaveLength(1);

    // Undone and completed again: the review request is not sent twice; the reseal reminder is planned again.
    const admin = await adminAgent(t.app);
    await admin.post(`/api/contracts/${job.contractId}/completion/undo`).send({ reason: "Marked a day early" }).expect(200);
    expect(await byKind(admin, job.contractId, "reseal_reminder")).toMatchObject({ status: "cancelled" });
    await admin.post(`/api/contracts/${job.contractId}/completion`).send({ completedOn: "2026-11-23", checklist }).expect(201);
    expect(await byKind(admin, job.contractId, "review_request")).toMatchObject({ status: "sent" });
    expect(await byKind(admin, job.contractId, "reseal_reminder")).toMatchObject({ status: "scheduled", dueOn: "2028-10-15" });
    at("2026-11-25", "10:00");
    await sweep();
    expect(await mailsOf(job.contractId, "review-request")).toHaveLength(1);

    // Two years on, the reseal reminder goes out on its day, once.
    at("2028-10-14", "18:00");
    expect(await sweep()).toBe(0);
    at("2028-10-15", "10:05");
    expect(await Promise.all([sweep(), sweep()])).toEqual(expect.arrayContaining([1, 0]));
    const [resealMail] = await mailsOf(job.contractId, "reseal-reminder");
    expect(resealMail.subject).toContain("Time to reseal your concrete");
    expect(resealMail.listUnsubscribeUrl).toBe(mail.listUnsubscribeUrl);
  });

  it("reminds a consenting client on the reseal day, and one without consent on the last season day inside the two years", async () => {
    // Paid before the hand-over on 5 June; completed on 10 June 2027. Implied consent ends on 5 June 2029.
    at("2027-06-01");
    const admin = await adminAgent(t.app);
    await settings(admin);
    const consenting = await signedOn("2027-06-01", { clientEmail: "ok@example.com", maintenanceReminders: true });
    const silent = await signedOn("2027-06-01", { clientEmail: "quiet@example.com" });
    for (const job of [consenting, silent]) {
      at("2027-06-05");
      const owner = await adminAgent(t.app);
      await owner
        .post(`/api/contracts/${job.contractId}/payments`)
        .send({ kind: "balance", amount: "11,130.50", method: "cash", paidOn: "2027-06-05" })
        .expect(201);
      at("2027-06-10");
      await owner.post(`/api/contracts/${job.contractId}/completion`).send({ completedOn: "2027-06-10", checklist }).expect(201);
    }
    const owner = await adminAgent(t.app);
    expect(await byKind(owner, consenting.contractId, "reseal_reminder")).toMatchObject({ status: "scheduled", dueOn: "2029-06-10" });
    expect(await byKind(owner, silent.contractId, "reseal_reminder")).toMatchObject({ status: "scheduled", dueOn: "2029-06-05" });

    at("2029-06-05", "10:00");
    await sweep();
    expect(await mailsOf(silent.contractId, "reseal-reminder")).toHaveLength(1);
    at("2029-06-10", "10:00");
    await sweep();
    expect(await mailsOf(consenting.contractId, "reseal-reminder")).toHaveLength(1);
  });

  it("keeps a 36-month reseal reminder for a client without consent inside the two years", async () => {
    // Completed and paid on 20 Nov 2026, every 36 months: due in the spring of 2030, but consent implied
    // by the payment ends on 20 Nov 2028, so the reminder comes at the end of the 2028 season.
    at("2026-11-20");
    const admin = await adminAgent(t.app);
    await settings(admin, { resealMonths: 36 });
    const job = await finishedJob("2026-11-20", { email: "three.years@example.com" });
    expect(await byKind(job.admin, job.contractId, "reseal_reminder")).toMatchObject({ dueOn: "2028-10-15", status: "scheduled" });
    await settings(admin);
  });
});

describe("unsubscribing", () => {
  it("works from the link without a login, stops review and reseal e-mails, and never the warranty", async () => {
    at("2026-11-02");
    await settings(await adminAgent(t.app));
    const first = await finishedJob("2026-11-02", { email: "leaving@example.com" });
    at("2026-11-04", "10:00");
    await sweep();
    const token = await unsubscribeTokenOf("leaving@example.com");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Opening the link (or a mail scanner fetching it) only shows the button.
    const page = await request(t.app).get(`/u/${token}`).expect(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.text).toContain('<button type="submit">Unsubscribe</button>');
    expect(page.text).toContain("l•••@example.com");
    expect(page.text).not.toContain("leaving@example.com");
    const outEvents = async () =>
      (await t.database.db.select().from(events).where(eq(events.type, "mail.unsubscribed"))).filter(
        (event) => (event.data as { email: string }).email === "leaving@example.com",
      );
    expect(await outEvents()).toHaveLength(0);
    const out = await request(t.app).post(`/u/${token}`).set("Origin", "http://forma.test").type("form").send("").expect(200);
    expect(out.text).toContain("You are unsubscribed");
    // A mail app's one-click POST is answered too (already out: nothing changes).
    await request(t.app).post(`/u/${token}`).type("form").send("List-Unsubscribe=One-Click").expect(200);
    expect(await outEvents()).toHaveLength(1);

    // A second job for the same client a year later: its review request and reseal reminder are not
    // sent, but its warranty certificate is.
    const second = await finishedJob("2027-11-10", { email: "leaving@example.com" });
    expect(await mailsOf(second.contractId, "warranty-issued")).toHaveLength(1);
    at("2027-11-12", "10:00");
    await sweep();
    expect(await mailsOf(second.contractId, "review-request")).toHaveLength(0);
    expect(await byKind(second.admin, second.contractId, "review_request")).toMatchObject({
      status: "skipped",
      skipReason: "opted_out",
      sendable: false,
    });
    at("2028-10-15", "10:00");
    await sweep();
    expect(await mailsOf(first.contractId, "reseal-reminder")).toHaveLength(0);
    const owner = await adminAgent(t.app);
    expect(await byKind(owner, first.contractId, "reseal_reminder")).toMatchObject({ status: "skipped", skipReason: "opted_out" });
    const refused = await owner.post(`/api/follow-ups/${String((await byKind(owner, first.contractId, "reseal_reminder")).id)}/send`).expect(409);
    expect(refused.body.code).toBe("FOLLOW_UP_NOT_SENDABLE");

    // The page's own "Subscribe again" (same site) works; another site's form does not.
    await request(t.app).post(`/u/${token}/resubscribe`).set("Origin", "https://evil.example").expect(403);
    const back = await request(t.app).post(`/u/${token}/resubscribe`).set("Origin", "http://forma.test").expect(200);
    expect(back.text).toContain("You are subscribed again");
  });

  it("answers 404 for a link that is not one, without asking twice", async () => {
    await request(t.app).get("/u/not-a-token").expect(404);
    await request(t.app)
      .get(`/u/${"A".repeat(43)}`)
      .expect(404);
    await request(t.app)
      .post(`/u/${"A".repeat(43)}`)
      .expect(404);
    await request(t.app)
      .get(`/r/${"A".repeat(43)}`)
      .expect(404);
  });
});

describe("the owner's choices", () => {
  it("refuses a review link that is not https on a Google host, and other bad settings", async () => {
    at("2026-11-26");
    const admin = await adminAgent(t.app);
    const base = { googleReviewUrl: reviewUrl, reviewDelayDays: 2, reviewMode: "auto", resealMonths: 24 };
    const http = await admin
      .put("/api/follow-up-settings")
      .send({ ...base, googleReviewUrl: "http://g.page/r/x/review" })
      .expect(400);
    expect(http.body.errors.googleReviewUrl).toBe("The review link must start with https://");
    const elsewhere = await admin
      .put("/api/follow-up-settings")
      .send({ ...base, googleReviewUrl: "https://g.page.evil.example/review" })
      .expect(400);
    expect(elsewhere.body.errors.googleReviewUrl).toContain("Use the link Google gives");
    const delay = await admin
      .put("/api/follow-up-settings")
      .send({ ...base, reviewDelayDays: 31 })
      .expect(400);
    expect(delay.body.errors.reviewDelayDays).toBe("The review delay must be a whole number of days from 0 to 30");
    const months = await admin
      .put("/api/follow-up-settings")
      .send({ ...base, resealMonths: 30 })
      .expect(400);
    expect(months.body.errors.resealMonths).toBe("Reseal reminders come every 24 or 36 months");
    await request(t.app).get("/api/follow-up-settings").expect(401);
    const saved = await admin
      .put("/api/follow-up-settings")
      .send({ ...base, googleReviewUrl: "https://search.google.com/local/writereview?placeid=ChIJ" })
      .expect(200);
    expect(saved.body.settings.googleReviewUrl).toBe("https://search.google.com/local/writereview?placeid=ChIJ");
    await settings(admin);
  });

  it("holds review requests for the owner's Send, and records Don't send", async () => {
    at("2026-12-01");
    const admin = await adminAgent(t.app);
    await settings(admin, { reviewMode: "hold" });
    const held = await finishedJob("2026-12-01", { email: "held@example.com" });
    const declined = await finishedJob("2026-12-01", { email: "declined@example.com" });
    await settings(admin);
    at("2026-12-05", "10:00");
    await sweep();
    expect(await mailsOf(held.contractId, "review-request")).toHaveLength(0);
    const owner = await adminAgent(t.app);
    const waiting = await byKind(owner, held.contractId, "review_request");
    expect(waiting).toMatchObject({ status: "held", sendable: true });
    const list = (await owner.get("/api/follow-ups").expect(200)).body.followUps as Array<{ id: string; status: string }>;
    expect(list[0].status).toBe("held");

    const sent = await owner.post(`/api/follow-ups/${String(waiting.id)}/send`).expect(200);
    expect(sent.body.followUp).toMatchObject({ status: "sent", sendable: false });
    expect(await mailsOf(held.contractId, "review-request")).toHaveLength(1);
    await owner.post(`/api/follow-ups/${String(waiting.id)}/send`).expect(409);
    const reviewed = await owner.post(`/api/follow-ups/${String(waiting.id)}/reviewed`).expect(200);
    expect(reviewed.body.followUp.reviewedAt).not.toBeNull();

    const other = await byKind(owner, declined.contractId, "review_request");
    const no = await owner.post(`/api/follow-ups/${String(other.id)}/decline`).expect(200);
    expect(no.body.followUp).toMatchObject({ status: "skipped", skipReason: "owner_declined" });
    await owner.post(`/api/follow-ups/${String(other.id)}/reviewed`).expect(409);
    await request(t.app)
      .post(`/api/follow-ups/${String(other.id)}/send`)
      .expect(401);
    await owner.post("/api/follow-ups/00000000-0000-4000-8000-000000000000/send").expect(404);
  });

  it("offers the client our own review page beside Google: kept unpublished, once per job, shown only when the owner publishes it with consent", async () => {
    at("2026-12-10");
    const admin = await adminAgent(t.app);
    await settings(admin, { reviewMode: "hold" });
    const job = await finishedJob("2026-12-10", { email: "own.page@example.com" });
    await settings(admin);
    const owner = await adminAgent(t.app);
    const waiting = await byKind(owner, job.contractId, "review_request");
    const token = await tokenOf(String(waiting.id));
    // Not sent yet: the link does not work.
    await request(t.app).get(`/w/${token}`).expect(404);
    await owner.post(`/api/follow-ups/${String(waiting.id)}/send`).expect(200);
    const [mail] = await mailsOf(job.contractId, "review-request");
    expect(mail.text).toContain(`Write a review on our site: http://forma.test/w/${token}`);

    const form = await request(t.app).get(`/w/${token}`).expect(200);
    expect(form.headers["x-robots-tag"]).toBe("noindex");
    expect(form.text).toContain('name="quote"');
    const page = `/w/${token}`;
    await request(t.app).post(page).set("Origin", "https://evil.example").type("form").send({ quote: "x" }).expect(403);
    const refused = await request(t.app)
      .post(page)
      .set("Origin", "http://forma.test")
      .type("form")
      .send({ quote: "<b>Great</b> job", firstName: "Jo Smith", city: "Nowhere", rating: "9" })
      .expect(400);
    expect(refused.text).toContain("Please write plain text: the site does not show &lt; &gt; markup.");
    expect(refused.text).toContain("Please enter the client&#39;s first name only");
    expect(refused.text).toContain("Please choose a rating from 1 to 5 stars");
    expect(refused.text).toContain("&lt;b&gt;Great&lt;/b&gt; job");

    const words = "Everything was explained before the pour and the driveway looks great after the first snow.";
    const sent = { quote: words, firstName: "Nadia", city: "Vaughan", rating: "5", consent: "yes" };
    const thanked = await request(t.app).post(page).set("Origin", "http://forma.test").type("form").send(sent).expect(201);
    expect(thanked.text).toContain("may show it on our website");
    const again = await request(t.app).post(page).set("Origin", "http://forma.test").type("form").send(sent).expect(200);
    expect(again.text).toContain("We already have your review of this job");

    const reviews = (await owner.get("/api/site/reviews").expect(200)).body.reviews as Array<Record<string, unknown>>;
    const left = reviews.filter((review) => review.contractId === job.contractId);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ quote: words, firstName: "Nadia", source: "Our website", consentToQuote: true, published: false, rating: 5 });
    const shown = async () =>
      ((await request(t.app).get("/api/site-content").expect(200)).body.content.reviews as Array<{ quote: string }>).map((r) => r.quote);
    expect(await shown()).not.toContain(words);
    const { id, jobLabel: _jobLabel, ...fields } = left[0];
    await owner
      .put(`/api/site/reviews/${String(id)}`)
      .send({ ...fields, published: true })
      .expect(200);
    expect(await shown()).toContain(words);
    const timeline = await t.database.db.select().from(events).where(eq(events.type, "site.review_left"));
    expect(timeline.some((event) => event.contractId === job.contractId)).toBe(true);
    await request(t.app)
      .get(`/w/${"x".repeat(43)}`)
      .expect(404);
  });

  it("asks a client for a review at most once a year, and not while a balance is owed", async () => {
    at("2027-01-10");
    await settings(await adminAgent(t.app));
    const first = await finishedJob("2027-01-10", { email: "twice@example.com" });
    at("2027-01-12", "10:00");
    await sweep();
    expect(await mailsOf(first.contractId, "review-request")).toHaveLength(1);
    const second = await finishedJob("2027-03-01", { email: "Twice@Example.com" });
    at("2027-03-03", "10:00");
    await sweep();
    expect(await byKind(second.admin, second.contractId, "review_request")).toMatchObject({ status: "skipped", skipReason: "asked_within_a_year" });

    // Complete with the balance owed: nothing is planned until the payment clears it.
    const owing = await finishedJob("2027-03-01", { email: "owing@example.com", paidInFull: false });
    expect(await followUpsOf(owing.admin, owing.contractId)).toEqual([]);
    at("2027-03-04");
    const owner = await adminAgent(t.app);
    await owner
      .post(`/api/contracts/${owing.contractId}/payments`)
      .send({ kind: "balance", amount: "11,130.50", method: "cheque", paidOn: "2027-03-04" })
      .expect(201);
    expect(await byKind(owner, owing.contractId, "review_request")).toMatchObject({ status: "scheduled", dueOn: "2027-03-06" });
  });

  it("waits for a Google review link before any review request goes out", async () => {
    at("2027-02-01");
    const admin = await adminAgent(t.app);
    await settings(admin, { googleReviewUrl: null });
    const job = await finishedJob("2027-02-01", { email: "nolink@example.com" });
    at("2027-02-03", "10:00");
    await sweep();
    const owner = await adminAgent(t.app);
    const skipped = await byKind(owner, job.contractId, "review_request");
    expect(skipped).toMatchObject({ status: "skipped", skipReason: "no_review_link", sendable: true });
    const refused = await owner.post(`/api/follow-ups/${String(skipped.id)}/send`).expect(409);
    expect(refused.body.code).toBe("FOLLOW_UP_NEEDS_REVIEW_LINK");
    await settings(owner);
    await owner.post(`/api/follow-ups/${String(skipped.id)}/send`).expect(200);
    expect(await mailsOf(job.contractId, "review-request")).toHaveLength(1);
  });
});
