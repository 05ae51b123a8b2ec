/**
 * A message taken by a server that then dies is not stuck: its lease is short (mailLease), another
 * sender delivers it once the lease has run out, and "Send again now" takes it over at once when its
 * lease is stale. A live sender renews its lease, so a slow mail server never lets a second sender
 * deliver a message twice.
 */
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../server/logger";
import { mailLease } from "../../server/mail/lease";
import { startMailSender } from "../../server/documents/mail-sender";
import { claimDueEmails } from "../../server/mail/email-storage";
import { emails } from "../../shared/schema";
import { errorBody } from "../support/error-body";
import { quoteRequestBody } from "../support/factories";
import { startSmtpPeer, type SmtpPeer } from "../support/smtp-peer";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let peer: SmtpPeer;
const logger = createLogger("silent");

beforeAll(async () => {
  t = await createTestApp();
  peer = await startSmtpPeer();
});
afterAll(async () => {
  await peer.stop();
  await t.close();
});
afterEach(async () => {
  // Each test starts with an empty outbox and a quick mail server.
  await t.database.db.delete(emails);
  peer.received.length = 0;
  peer.delayMs = 0;
});

/** A lead queues two messages (the acknowledgement and the business's notice). */
async function queueTwoMessages(email: string): Promise<void> {
  await request(t.app).post("/api/quote-requests").send(quoteRequestBody({ email })).expect(201);
}

const senderAt = (clock: () => Date, extra: Partial<Parameters<typeof startMailSender>[0]> = {}) =>
  startMailSender({ db: t.database.db, config: { ...t.config, smtpUrl: peer.url }, logger, intervalMs: 0, clock, ...extra });

describe("a dead server's mail lease", () => {
  it("is stated as at most two minutes", () => {
    expect(mailLease.durationMs).toBeLessThanOrEqual(2 * 60_000);
    expect(mailLease.renewEveryMs * 2).toBeLessThanOrEqual(mailLease.durationMs);
  });

  it("is taken over by another sender once the lease has run out, not before", async () => {
    await queueTwoMessages("lease.dead@example.com");
    const takenAt = new Date();
    // What a server does just before it is killed: it takes the messages, and never marks them.
    const taken = await claimDueEmails(t.database.db, takenAt, new Date(takenAt.getTime() + mailLease.durationMs), 20);
    expect(taken).toHaveLength(2);

    const early = senderAt(() => new Date(takenAt.getTime() + mailLease.durationMs - 1000));
    expect(await early.deliverDue()).toEqual({ sent: 0, failed: 0 });
    await early.stop();

    const later = senderAt(() => new Date(takenAt.getTime() + mailLease.durationMs + 1000));
    expect(await later.deliverDue()).toEqual({ sent: 2, failed: 0 });
    await later.stop();
    expect(peer.received).toHaveLength(2);
  });

  it("is taken over by 'Send again now' once stale, and refused while live", async () => {
    await queueTwoMessages("lease.again@example.com");
    const admin = await adminAgent(t.app);
    const now = Date.now();
    // One message leased by a live sender a moment ago, one by a sender that died two minutes ago.
    const [live] = await claimDueEmails(t.database.db, new Date(now), new Date(now + mailLease.durationMs), 1);
    const [dead] = await claimDueEmails(t.database.db, new Date(now), new Date(now - 30_000), 1);

    const refused = await admin.post(`/api/admin/emails/${live.id}/retry`);
    expect(refused.status).toBe(409);
    expect(errorBody(refused)).toMatchObject({ code: "EMAIL_BEING_SENT" });

    const taken = await admin.post(`/api/admin/emails/${dead.id}/retry`);
    expect(taken.status).toBe(200);
    expect(taken.body.email).toMatchObject({ id: dead.id, status: "pending" });
    const [row] = await t.database.db.select().from(emails).where(eq(emails.id, dead.id));
    expect(row.status).toBe("pending");

    const sender = senderAt(() => new Date());
    expect(await sender.deliverDue()).toEqual({ sent: 1, failed: 0 });
    await sender.stop();
    expect(peer.received.map((mail) => mail.envelopeTo)).toEqual([[dead.to]]);
  });

  it("is renewed while a slow delivery lasts, so a second sender does not deliver the message twice", async () => {
    await queueTwoMessages("lease.slow@example.com");
    peer.delayMs = 1500;
    const lease = { durationMs: 1000, renewEveryMs: 150 };
    const first = senderAt(() => new Date(), { lease });
    const second = senderAt(() => new Date(), { lease });
    const delivering = first.deliverDue();
    // Past the first lease, while the first sender is still on its first message.
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(await second.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(await delivering).toEqual({ sent: 2, failed: 0 });
    await Promise.all([first.stop(), second.stop()]);
    expect(peer.received).toHaveLength(2);
  });
});
