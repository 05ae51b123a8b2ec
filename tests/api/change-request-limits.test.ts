/**
 * Change requests under attack and over time: a burst of 300 from five addresses is accepted only up
 * to the per-quote limit (the rest 429 CHANGE_REQUESTS_LIMITED); the business gets one notice per
 * quote per interval, and the notices together list every accepted message exactly once.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, asc, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../server/logger";
import { defaultRateLimits } from "../../server/middleware/rate-limits";
import { startMailSender } from "../../server/documents/mail-sender";
import { changeRequestLimits } from "../../shared/business";
import { emails } from "../../shared/schema";
import { errorBody } from "../support/error-body";
import { createPricedQuote, linkOf } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
/** Where the senders below write their .eml files (no SMTP server in these tests). */
let mailDir: string;
beforeAll(async () => {
  mailDir = await mkdtemp(join(tmpdir(), "forma-change-notices-"));
  t = await createTestApp({
    env: { TRUST_PROXY: "true" },
    rateLimits: {
      publicWrites: defaultRateLimits.publicWrites,
      changeRequestsPerQuote: defaultRateLimits.changeRequestsPerQuote,
      changeRequestsPerAddress: defaultRateLimits.changeRequestsPerAddress,
    },
  });
});
afterAll(async () => {
  await t.close();
  await rm(mailDir, { recursive: true, force: true });
});
const senderConfig = () => ({ ...t.config, dataDir: mailDir });

/** Each quote's link, read once from the admin's view (a burst must not sign in 300 times). */
const links = new Map<string, Promise<string>>();
const linkOfQuote = (id: string) => links.get(id) ?? links.set(id, linkOf(t.app, id)).get(id)!;
const ask = async (id: string, message: string, address: string) =>
  request(t.app)
    .post(`/api/links/${await linkOfQuote(id)}/change-requests`)
    .set("X-Forwarded-For", address)
    .send({ message, version: 1 });

async function noticesOf(quoteId: string) {
  return t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.quoteId, quoteId), eq(emails.kind, "quote-changes-notice")))
    .orderBy(asc(emails.nextAttemptAt));
}

/** Each accepted message appears in exactly one notice. */
function expectEachListedOnce(messages: string[], notices: { text: string }[]) {
  for (const message of messages) {
    expect(
      notices.filter((notice) => notice.text.includes(message)),
      message,
    ).toHaveLength(1);
  }
}

describe("a burst of change requests on one quote", () => {
  it("accepts the per-quote limit of 300 from five addresses and sends one notice listing them all", { timeout: 120_000 }, async () => {
    expect(changeRequestLimits.perQuotePerDay).toBe(5);
    const id = await createPricedQuote(t.app);
    const addresses = ["203.0.113.11", "203.0.113.12", "203.0.113.13", "203.0.113.14", "203.0.113.15"];
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, index) => ask(id, `Burst message number ${index} please`, addresses[index % addresses.length])),
    );
    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(accepted).toHaveLength(changeRequestLimits.perQuotePerDay);
    expect(refused).toHaveLength(300 - changeRequestLimits.perQuotePerDay);
    for (const answer of refused) expect(errorBody(answer).code).toBe("CHANGE_REQUESTS_LIMITED");
    expect(Number(refused[0].headers["retry-after"])).toBeGreaterThan(0);

    const acceptedMessages = answers.flatMap((answer, index) => (answer.status === 200 ? [`Burst message number ${index} please`] : []));
    const notices = await noticesOf(id);
    // Nothing was sent yet, so every accepted request joined the first notice.
    expect(notices).toHaveLength(1);
    expect(notices[0].subject).toContain(`(${changeRequestLimits.perQuotePerDay} messages)`);
    expectEachListedOnce(acceptedMessages, notices);

    // The timeline keeps every accepted message, each naming its notice.
    const admin = request.agent(t.app);
    await admin.post("/api/admin/login").send({ email: "admin@formaconcretegta.ca", password: "forma-demo-2024" });
    const timeline = (await admin.get(`/api/quotes/${id}/events`)).body.events.filter(
      (event: { type: string }) => event.type === "quote.changes_requested",
    );
    expect(timeline).toHaveLength(changeRequestLimits.perQuotePerDay);
    for (const event of timeline) expect(event.data.noticeEmailId).toBe(notices[0].id);
  });

  it("loses and repeats nothing while a sender delivers during the burst: at most two notices", { timeout: 120_000 }, async () => {
    const id = await createPricedQuote(t.app);
    const sender = startMailSender({ db: t.database.db, config: senderConfig(), logger: createLogger("silent"), intervalMs: 5 });
    try {
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, index) => ask(id, `Delivered burst ${index} message`, `203.0.113.${30 + (index % 5)}`)),
      );
      const acceptedMessages = answers.flatMap((answer, index) => (answer.status === 200 ? [`Delivered burst ${index} message`] : []));
      expect(acceptedMessages).toHaveLength(changeRequestLimits.perQuotePerDay);
      const notices = await noticesOf(id);
      // The first at once; whatever came after it was sent waits in one follow-up an interval later.
      expect(notices.length).toBeGreaterThanOrEqual(1);
      expect(notices.length).toBeLessThanOrEqual(2);
      expectEachListedOnce(acceptedMessages, notices);
    } finally {
      await sender.stop();
    }
  });

  it("limits one address across quotes", { timeout: 120_000 }, async () => {
    const address = "203.0.113.20";
    const ids = await Promise.all(Array.from({ length: 5 }, () => createPricedQuote(t.app)));
    const statuses: number[] = [];
    for (const id of ids) for (let index = 0; index < 5; index++) statuses.push((await ask(id, `Across quotes ${index}`, address)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(changeRequestLimits.perAddressPerDay);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25 - changeRequestLimits.perAddressPerDay);
  });
});

describe("notices over time", () => {
  it("sends at once, then at most one notice per interval listing every message since the last", { timeout: 120_000 }, async () => {
    const interval = changeRequestLimits.noticeIntervalMinutes * 60_000;
    // The sender's clock: the real one until the test moves it past the interval.
    let movedTo: Date | null = null;
    const clock = () => movedTo ?? new Date();
    const sender = startMailSender({ db: t.database.db, config: senderConfig(), logger: createLogger("silent"), intervalMs: 0, clock });
    try {
      const id = await createPricedQuote(t.app);
      await sender.deliverDue(); // the quote link
      expect((await ask(id, "First: a darker colour?", "198.51.100.21")).status).toBe(200);
      const [first] = await noticesOf(id);
      expect(first.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect((await sender.deliverDue()).sent).toBe(1);

      // Within the interval: a follow-up held back until an interval after the first, which the next ones join.
      expect((await ask(id, "Second: add a border", "198.51.100.22")).status).toBe(200);
      expect((await ask(id, "Third: start in May", "198.51.100.23")).status).toBe(200);
      let notices = await noticesOf(id);
      expect(notices).toHaveLength(2);
      const followUp = notices[1];
      expect(followUp.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(first.nextAttemptAt.getTime() + interval);
      expect((await sender.deliverDue()).sent).toBe(0);

      // The interval passes and the sender delivers the follow-up; a message arriving after that goes
      // into a new notice, an interval later again.
      movedTo = new Date(followUp.nextAttemptAt.getTime() + 1000);
      expect((await sender.deliverDue()).sent).toBe(1);
      expect((await ask(id, "Fourth: and a sealer", "198.51.100.24")).status).toBe(200);
      notices = await noticesOf(id);
      expect(notices).toHaveLength(3);
      expect(notices[2].nextAttemptAt.getTime()).toBeGreaterThanOrEqual(followUp.nextAttemptAt.getTime() + interval);
      expect(notices.map((notice) => notice.status)).toEqual(["sent", "sent", "pending"]);

      expectEachListedOnce(["First: a darker colour?", "Second: add a border", "Third: start in May", "Fourth: and a sealer"], notices);
      expect(notices[1].text).toContain("Second: add a border");
      expect(notices[1].text).toContain("Third: start in May");
    } finally {
      await sender.stop();
    }
  });
});
