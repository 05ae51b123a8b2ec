/**
 * /api/admin/emails and "send again now", against a real SMTP server that first refuses: the
 * failure is listed with its error, and a retry makes the real sender deliver it at once.
 */
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../server/logger";
import { startMailSender, type MailSender } from "../../server/documents/mail-sender";
import { errorBody } from "../support/error-body";
import { quoteRequestBody } from "../support/factories";
import { startSmtpPeer, type SmtpPeer } from "../support/smtp-peer";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

const owner = "owner@forma.test";

let t: TestApp;
let peer: SmtpPeer;
let sender: MailSender;
let admin: Awaited<ReturnType<typeof adminAgent>>;

beforeAll(async () => {
  t = await createTestApp({ env: { BUSINESS_EMAIL: owner } });
  peer = await startSmtpPeer();
  sender = startMailSender({ db: t.database.db, config: { ...t.config, smtpUrl: peer.url }, logger: createLogger("silent"), intervalMs: 0 });
  admin = await adminAgent(t.app);
});
afterAll(async () => {
  await sender.stop();
  await peer.stop();
  await t.close();
});

type Listed = { id: string; kind: string; to: string; subject: string; status: string; attempts: number; lastError: string | null };

describe("outgoing mail for the owner", () => {
  it("lists a refused message as failing with the server's error, and 'send again now' delivers it", async () => {
    peer.refuseWith = "Mailbox temporarily unavailable";
    const lead = quoteRequestBody({ email: "failing.client@example.com" });
    await request(t.app).post("/api/quote-requests").send(lead).expect(201);
    const first = await sender.deliverDue();
    expect(first).toEqual({ sent: 0, failed: 2 });

    const failing = await admin.get("/api/admin/emails?status=failed");
    expect(failing.status).toBe(200);
    expect(failing.body.total).toBe(2);
    const listed = failing.body.emails as Listed[];
    const toOwner = listed.find((email) => email.to === owner)!;
    expect(toOwner).toMatchObject({ status: "failed", attempts: 1 });
    expect(toOwner.lastError).toContain("Mailbox temporarily unavailable");
    expect(toOwner.subject.length).toBeGreaterThan(0);
    // The list never carries bodies.
    for (const email of listed) expect(Object.keys(email).sort()).not.toContain("text");
    expect(JSON.stringify(failing.body)).not.toContain(lead.message);

    // The server is fine again, but the message waits for its retry time: nothing goes by itself yet.
    peer.refuseWith = null;
    expect(await sender.deliverDue()).toEqual({ sent: 0, failed: 0 });

    const retried = await admin.post(`/api/admin/emails/${toOwner.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body.email).toMatchObject({ id: toOwner.id, status: "failed", attempts: 1 });
    expect(new Date(retried.body.email.nextAttemptAt).getTime()).toBeLessThanOrEqual(Date.now());

    expect(await sender.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(peer.received.map((mail) => mail.envelopeTo)).toEqual([[owner]]);

    const sent = (await admin.get("/api/admin/emails?status=sent")).body.emails as Listed[];
    expect(sent.map((email) => email.id)).toEqual([toOwner.id]);
    expect(sent[0]).toMatchObject({ status: "sent", attempts: 2 });
    const stillFailing = await admin.get("/api/admin/emails?status=failed&pageSize=1");
    expect(stillFailing.body).toMatchObject({ total: 1, page: 1, pageSize: 1 });
    expect(stillFailing.body.emails).toHaveLength(1);

    const again = await admin.post(`/api/admin/emails/${toOwner.id}/retry`);
    expect(again.status).toBe(409);
    expect(errorBody(again)).toMatchObject({ code: "EMAIL_ALREADY_SENT", message: "This e-mail was already sent." });
  });

  it("lists newest first, in pages, and filters pending ones", async () => {
    await request(t.app)
      .post("/api/quote-requests")
      .send(quoteRequestBody({ email: "newest@example.com" }))
      .expect(201);
    const all = await admin.get("/api/admin/emails?pageSize=2");
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(4);
    const [newest, next] = all.body.emails as (Listed & { createdAt: string })[];
    expect(newest.createdAt >= next.createdAt).toBe(true);
    expect(all.body.emails.every((email: Listed) => email.status === "pending")).toBe(true);
    const secondPage = await admin.get("/api/admin/emails?pageSize=2&page=2");
    expect(secondPage.body.emails.map((email: Listed) => email.id)).not.toContain(newest.id);
    const pending = await admin.get("/api/admin/emails?status=pending");
    expect(pending.body.total).toBe(2);
  });

  it("refuses an unknown status, answers 404 for an unknown message and 401 without a session", async () => {
    const wrong = await admin.get("/api/admin/emails?status=lost");
    expect(wrong.status).toBe(400);
    expect(errorBody(wrong).errors).toEqual({ status: "status must be one of: pending, sent, failed." });
    const missing = await admin.post("/api/admin/emails/00000000-0000-4000-8000-000000000000/retry");
    expect(missing.status).toBe(404);
    expect(errorBody(missing).code).toBe("EMAIL_NOT_FOUND");
    expect((await request(t.app).get("/api/admin/emails")).status).toBe(401);
    expect((await request(t.app).post("/api/admin/emails/00000000-0000-4000-8000-000000000000/retry")).status).toBe(401);
  });

  it("says whether mail is delivered by SMTP or only written to files, and where", async () => {
    // This app has no SMTP_URL: whatever its messages' status, they only reach the outbox folder.
    const files = await admin.get("/api/admin/emails?pageSize=1");
    expect(files.status).toBe(200);
    expect(files.body.delivery).toEqual({ mode: "files", folder: path.join(t.config.dataDir, "outbox") });

    const withSmtp = await createTestApp({ env: { SMTP_URL: "smtps://mailer:secret@smtp.example.test:465" } });
    try {
      const answer = await (await adminAgent(withSmtp.app)).get("/api/admin/emails");
      expect(answer.status).toBe(200);
      expect(answer.body.delivery).toEqual({ mode: "smtp", folder: null });
      // The server's address and password stay on the server.
      expect(JSON.stringify(answer.body)).not.toContain("secret");
    } finally {
      await withSmtp.close();
    }
  });
});
