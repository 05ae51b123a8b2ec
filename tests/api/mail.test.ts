/**
 * E-mail end to end: changes made through the API queue messages, the real sender delivers them to
 * a real SMTP server (smtp-server on 127.0.0.1), and the received messages are read back as a mail
 * client would. Also: an SMTP outage delays mail but loses none and fails no request, and without
 * SMTP_URL every message becomes an .eml file.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../server/logger";
import { startMailSender, type MailSender } from "../../server/documents/mail-sender";
import { emails, type Email } from "../../shared/schema";
import { downloadContractPdf } from "../support/binary";
import { contractBody, createAcceptedQuote, estimateQuoteBody, pricedQuoteBody, quoteRequestBody, linkOf, contractIdOf } from "../support/factories";
import { parseMail } from "../support/mime";
import { pdfText } from "../support/pdf-text";
import { freePort, startSmtpPeer, type ReceivedMail, type SmtpPeer } from "../support/smtp-peer";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

const owner = "owner@forma.test";
const env = { BUSINESS_EMAIL: owner, MAIL_FROM: "Forma Concrete <estimates@forma.test>" };
const logger = createLogger("silent");
const minute = 60_000;

/** "2024-08-28" as the message should say it, computed here without the server's helpers. */
function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString("en-CA", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" });
}

async function allEmails(app: TestApp): Promise<Email[]> {
  return app.database.db.select().from(emails).orderBy(asc(emails.createdAt));
}

/** Drives a whole quote through the API: lead, estimate, priced quote, acceptance and signature. */
async function runWholeFlow(app: TestApp) {
  const responses = [
    await request(app.app).post("/api/quote-requests").send(quoteRequestBody()),
    await request(app.app).post("/api/quotes").send(estimateQuoteBody()),
  ];
  const quoteId = await createAcceptedQuote(app.app);
  responses.push(
    await request(app.app)
      .post(`/api/links/${await linkOf(app.app, quoteId)}/contract`)
      .send(contractBody(quoteId)),
  );
  for (const response of responses) expect(response.status).toBe(201);
  return { contractId: await contractIdOf(app.app, quoteId) };
}

describe("delivery to a real SMTP server", () => {
  let t: TestApp;
  let peer: SmtpPeer;
  let sender: MailSender;

  beforeAll(async () => {
    t = await createTestApp({ env });
    peer = await startSmtpPeer();
    sender = startMailSender({ db: t.database.db, config: { ...t.config, smtpUrl: peer.url }, logger, intervalMs: 0 });
  });
  afterAll(async () => {
    await sender.stop();
    await peer.stop();
    await t.close();
  });

  const receivedBy = (address: string): ReceivedMail[] => peer.received.filter((mail) => mail.envelopeTo.includes(address));
  const onlyMail = (address: string, subject: RegExp): ReceivedMail => {
    const found = receivedBy(address).filter((mail) => subject.test(mail.mail.subject));
    expect(found).toHaveLength(1);
    return found[0];
  };

  it("acknowledges a quote request and sends the whole lead, photo links included, to the business", async () => {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#888888" } })
      .jpeg()
      .toBuffer();
    const body = quoteRequestBody({
      name: "Maria <Santos>",
      message: 'Patio & steps. <script>alert("x")</script>\nSecond line',
      timeline: "asap",
      city: "other",
    });
    let req = request(t.app).post("/api/quote-requests");
    for (const [name, value] of Object.entries(body)) req = req.field(name, String(value));
    const created = await req.attach("photos", photo, "yard.jpg").attach("photos", photo, "steps.jpg");
    expect(created.status).toBe(201);
    const admin = await adminAgent(t.app);
    const lead = (await admin.get("/api/quote-requests")).body.quoteRequests.find((item: { id: string }) => item.id === created.body.id);
    expect(lead.photoUrls).toHaveLength(2);

    await sender.deliverDue();

    const ack = onlyMail(body.email, /quote request/i);
    expect(ack.mail.subject).toBe("We received your quote request - Forma Concrete");
    expect(ack.mail.to).toBe(body.email);
    expect(ack.envelopeFrom).toBe("estimates@forma.test");
    expect(ack.mail.from).toBe("Forma Concrete <estimates@forma.test>");
    expect(ack.mail.text).toContain("we'll respond within 24 hours");
    expect(ack.mail.html).toContain("we&#39;ll respond within 24 hours");
    // The business's style: dark stone header, gold accent, 600 px column, system fonts.
    expect(ack.mail.html).toContain("background:#1c1917");
    expect(ack.mail.html).toContain("#C4A448");
    expect(ack.mail.html).toContain("max-width:600px");
    expect(ack.mail.html).toContain("-apple-system");

    const notice = onlyMail(owner, /^New quote request: /);
    expect(notice.mail.replyTo).toBe(body.email);
    expect(notice.mail.subject).toBe("New quote request: Maria <Santos>, Stamped Concrete, Other GTA");
    for (const value of [
      "Maria <Santos>",
      body.phone,
      body.email,
      "Other GTA",
      "Stamped Concrete",
      "650",
      "ASAP (within 2 weeks)",
      "Consent to contact: Yes",
      created.body.id,
    ]) {
      expect(notice.mail.text).toContain(value);
    }
    expect(notice.mail.text).toContain('Patio & steps. <script>alert("x")</script>\n  Second line');
    for (const url of lead.photoUrls as string[]) {
      expect(notice.mail.text).toContain(`http://forma.test${url}`);
      expect(notice.mail.html).toContain(`href="http://forma.test${url}"`);
    }
    // User text is escaped in the HTML version.
    expect(notice.mail.html).not.toContain("<script>");
    expect(notice.mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(notice.mail.html).toContain("Maria &lt;Santos&gt;");
    expect(notice.mail.html).toContain("Patio &amp; steps.");
  });

  it("acknowledges an estimate request and tells the business it waits for a price", async () => {
    const body = estimateQuoteBody({ workScope: "Broom Finish Installation" });
    const created = await request(t.app).post("/api/quotes").send(body);
    expect(created.status).toBe(201);
    await sender.deliverDue();

    const ack = onlyMail(body.clientEmail, /estimate request/);
    expect(ack.mail.text).toContain("within 24 hours");
    expect(ack.mail.text).not.toContain(created.body.quoteId); // no link to a quote still at 0.00
    const notice = onlyMail(owner, new RegExp(`^New estimate request: ${body.clientName}`));
    expect(notice.mail.replyTo).toBe(body.clientEmail);
    expect(notice.mail.text).toContain(body.projectAddress);
    expect(notice.mail.text).toContain("Project Area: 40 ft x 4 ft");
    // The business's notice names the quote by its number.
    expect(notice.mail.text).toMatch(/Quote number: Q-\d{4}-\d{4,}/);
  });

  it("e-mails the client the quote link with scope, total in CAD and validity", async () => {
    const body = pricedQuoteBody({ workScope: "Stamped Driveway", totalCost: "12500", validUntil: "2099-08-28" });
    const admin = await adminAgent(t.app);
    const created = await admin.post("/api/quotes").send(body);
    expect(created.status).toBe(201);
    const quoteId: string = created.body.quoteId;
    await sender.deliverDue();

    const link = onlyMail(body.clientEmail, /quote/);
    expect(link.envelopeTo).toEqual([body.clientEmail]);
    expect(link.mail.subject).toBe("Your Forma Concrete quote: Stamped Driveway, $12,500.00 CAD");
    const token = await linkOf(t.app, quoteId);
    expect(link.mail.text).toContain(`http://forma.test/quote/${token}`);
    expect(link.mail.html).toContain(`href="http://forma.test/quote/${token}"`);
    expect(link.mail.text).not.toContain(quoteId);
    for (const version of [link.mail.text, link.mail.html]) {
      expect(version).toContain("$12,500.00 CAD");
      expect(version).toContain(longDate("2099-08-28"));
      expect(version).toContain(body.projectAddress);
    }
    const [row] = await t.database.db.select().from(emails).where(eq(emails.quoteId, quoteId));
    expect(link.mail.messageId).toBe(`<${row.id}@formaconcretegta.ca>`);

    // A resend delivers a second, distinct message.
    await admin.post(`/api/quotes/${quoteId}/send`).expect(200);
    await sender.deliverDue();
    expect(receivedBy(body.clientEmail)).toHaveLength(2);
  });

  it("tells the business of a decline with the client's reason", async () => {
    const body = pricedQuoteBody({ clientName: "Declining Client" });
    const admin = await adminAgent(t.app);
    const quoteId = (await admin.post("/api/quotes").send(body)).body.quoteId;
    await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .send({ status: "rejected", version: 1, reason: "Found a <cheaper> bid" })
      .expect(200);
    await sender.deliverDue();

    const notice = onlyMail(owner, /^Quote declined: Declining Client/);
    expect(notice.mail.replyTo).toBe(body.clientEmail);
    expect(notice.mail.text).toContain("Reason: Found a <cheaper> bid");
    expect(notice.mail.html).toContain("Found a &lt;cheaper&gt; bid");
  });

  it("tells the business of an acceptance, then sends the signed PDF to the client and the business", async () => {
    const quoteId = await createAcceptedQuote(t.app, { clientName: "Signing Client", workScope: "Stamped Patio", totalCost: "8,400.00" });
    const signed = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .send(contractBody(quoteId, { clientName: "Signing Client", clientEmail: "signing.client@example.com" }));
    expect(signed.status).toBe(201);
    const contractId: string = await contractIdOf(t.app, quoteId);
    await sender.deliverDue();

    const accepted = onlyMail(owner, /^Quote accepted: Signing Client, Stamped Patio, \$8,400\.00 CAD$/);
    expect(accepted.mail.text).toMatch(/Quote number: Q-\d{4}-\d{4,}/);

    const download = await downloadContractPdf(t.app, contractId);
    const toClient = onlyMail("signing.client@example.com", /signed contract/);
    const toBusiness = onlyMail(owner, /^Contract signed: Signing Client/);
    expect(toClient.mail.subject).toBe("Your signed contract with Forma Concrete: Stamped Patio");
    const token = await linkOf(t.app, quoteId);
    expect(toClient.mail.text).toContain(`http://forma.test/api/links/${token}/contract/pdf`);
    expect(toClient.mail.text).toContain(`http://forma.test/contract-confirmation/${token}`);
    expect(toClient.mail.text).not.toContain(contractId);
    expect(toClient.mail.text).not.toContain(quoteId);
    expect(toBusiness.mail.replyTo).toBe("signing.client@example.com");
    for (const received of [toClient, toBusiness]) {
      expect(received.mail.attachments).toHaveLength(1);
      const [attachment] = received.mail.attachments;
      expect(attachment.filename).toBe(`forma-contract-${contractId.slice(0, 8)}.pdf`);
      expect(attachment.contentType).toBe("application/pdf");
      const doc = await PDFDocument.load(attachment.content);
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
      // The attachment is the very document the confirmation page downloads.
      expect(Buffer.compare(attachment.content, download)).toBe(0);
      expect(await pdfText(attachment.content)).toContain("Certificate of Signature");
    }
  });

  it("marks every delivered message sent after one attempt, and never delivers it again", async () => {
    const rows = await allEmails(t);
    expect(rows.length).toBe(peer.received.length);
    for (const row of rows) {
      expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
      expect(row.sentAt).toBeInstanceOf(Date);
    }
    const ids = peer.received.map((received) => received.mail.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(rows.map((row) => `<${row.id}@formaconcretegta.ca>`)));

    expect(await sender.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(peer.received.length).toBe(rows.length);
  });

  it("lets two senders (two server processes) share the outbox without delivering a message twice", async () => {
    const before = peer.received.length;
    const addresses: string[] = [];
    for (let i = 0; i < 8; i++) {
      const body = quoteRequestBody();
      addresses.push(body.email);
      await request(t.app).post("/api/quote-requests").send(body).expect(201);
    }
    const second = startMailSender({ db: t.database.db, config: { ...t.config, smtpUrl: peer.url }, logger, intervalMs: 0, batchSize: 3 });
    try {
      const reports = await Promise.all([sender.deliverDue(), second.deliverDue()]);
      expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(16);
    } finally {
      await second.stop();
    }
    const delivered = peer.received.slice(before);
    expect(delivered).toHaveLength(16);
    expect(new Set(delivered.map((received) => received.mail.messageId)).size).toBe(16);
    for (const address of addresses) expect(receivedBy(address)).toHaveLength(1);
  });

  it("delivers on its own when started with a timer, as server/index.ts does", async () => {
    const looping = startMailSender({ db: t.database.db, config: { ...t.config, smtpUrl: peer.url }, logger, intervalMs: 50 });
    try {
      const body = quoteRequestBody();
      await request(t.app).post("/api/quote-requests").send(body).expect(201);
      const deadline = Date.now() + 10_000;
      while (receivedBy(body.email).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(receivedBy(body.email)).toHaveLength(1);
    } finally {
      await looping.stop();
    }
  });
});

describe("an SMTP outage", () => {
  let t: TestApp;
  let port: number;
  let offsetMs = 0;
  /** The sender's clock, moved on by the test instead of waiting for retry times. */
  const clock = () => new Date(Date.now() + offsetMs);

  beforeAll(async () => {
    t = await createTestApp({ env });
    port = await freePort();
  });
  afterAll(() => t.close());

  it("fails no request, keeps every message pending with its error, and delivers each exactly once when SMTP is back", async () => {
    const sender = startMailSender({ db: t.database.db, config: { ...t.config, smtpUrl: `smtp://127.0.0.1:${port}` }, logger, intervalMs: 0, clock });
    let peer: SmtpPeer | undefined;
    try {
      const { contractId } = await runWholeFlow(t); // every request answered 201/200 with no SMTP server at all
      const queued = await allEmails(t);
      // lead: ack + notice; estimate: ack + notice; quote link; acceptance notice; two signed copies
      expect(queued).toHaveLength(8);

      expect(await sender.deliverDue()).toEqual({ sent: 0, failed: 8 });
      for (const row of await allEmails(t)) {
        expect(row).toMatchObject({ status: "pending", attempts: 1 });
        expect(row.lastError).toMatch(/ECONNREFUSED/);
        const delay = row.nextAttemptAt.getTime() - clock().getTime();
        expect(delay).toBeGreaterThan(0.9 * minute);
        expect(delay).toBeLessThanOrEqual(minute);
      }
      // Not due yet: nothing is attempted.
      expect(await sender.deliverDue()).toEqual({ sent: 0, failed: 0 });

      offsetMs += minute + 1000;
      expect(await sender.deliverDue()).toEqual({ sent: 0, failed: 8 });
      for (const row of await allEmails(t)) {
        expect(row.attempts).toBe(2);
        expect(row.nextAttemptAt.getTime() - clock().getTime()).toBeGreaterThan(1.9 * minute); // backing off
      }

      peer = await startSmtpPeer(port);
      offsetMs += 2 * minute + 1000;
      expect(await sender.deliverDue()).toEqual({ sent: 8, failed: 0 });
      expect(await sender.deliverDue()).toEqual({ sent: 0, failed: 0 });

      const rows = await allEmails(t);
      expect(rows.every((row) => row.status === "sent" && row.attempts === 3)).toBe(true);
      expect(peer.received).toHaveLength(8);
      expect(new Set(peer.received.map((received) => received.mail.messageId))).toEqual(
        new Set(rows.map((row) => `<${row.id}@formaconcretegta.ca>`)),
      );
      // The two signed-contract messages carry the contract; the quote link carries the quote's own PDF.
      const withPdf = peer.received.filter((received) =>
        received.mail.attachments.some((attachment) => attachment.filename?.startsWith("forma-contract-")),
      );
      expect(withPdf).toHaveLength(2);
      const download = await downloadContractPdf(t.app, contractId);
      for (const received of withPdf) expect(Buffer.compare(received.mail.attachments[0].content, download)).toBe(0);
    } finally {
      await sender.stop();
      await peer?.stop();
    }
  });

  it("keeps the answer of a server that refuses mail, and retries 1, 2, 5, 15, 60 minutes apart, then hourly", async () => {
    const peer = await startSmtpPeer();
    peer.refuseWith = "Mailbox busy, try later";
    const sender = startMailSender({ db: t.database.db, config: { ...t.config, smtpUrl: peer.url }, logger, intervalMs: 0, clock });
    try {
      const body = estimateQuoteBody();
      const quoteId = (await request(t.app).post("/api/quotes").send(body)).body.quoteId;
      const rowsOfQuote = () => t.database.db.select().from(emails).where(eq(emails.quoteId, quoteId));
      const delays: number[] = [];
      for (let attempt = 1; attempt <= 7; attempt++) {
        expect(await sender.deliverDue()).toEqual({ sent: 0, failed: 2 });
        const rows = await rowsOfQuote();
        for (const row of rows) {
          expect(row.attempts).toBe(attempt);
          expect(row.lastError).toContain("451");
          expect(row.lastError).toContain("Mailbox busy, try later");
        }
        const delay = rows[0].nextAttemptAt.getTime() - clock().getTime();
        delays.push(Math.round(delay / minute));
        offsetMs += delay + 1000;
      }
      expect(delays).toEqual([1, 2, 5, 15, 60, 60, 60]);

      peer.refuseWith = null;
      expect(await sender.deliverDue()).toEqual({ sent: 2, failed: 0 });
      expect(peer.received.map((received) => received.envelopeTo[0]).sort()).toEqual([body.clientEmail, owner].sort());
      for (const row of await rowsOfQuote()) expect(row).toMatchObject({ status: "sent", attempts: 8 });
    } finally {
      await sender.stop();
      await peer.stop();
    }
  });
});

describe("without SMTP_URL: .eml files in DATA_DIR/outbox", () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    t = await createTestApp({ env });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forma-outbox-"));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("writes one readable .eml file per message, the signed copies with their PDF", async () => {
    const { contractId } = await runWholeFlow(t);
    const sender = startMailSender({ db: t.database.db, config: { ...t.config, smtpUrl: undefined, dataDir }, logger, intervalMs: 0 });
    try {
      expect(await sender.deliverDue()).toEqual({ sent: 8, failed: 0 });
      expect(await sender.deliverDue()).toEqual({ sent: 0, failed: 0 });
    } finally {
      await sender.stop();
    }

    const folder = path.join(dataDir, "outbox");
    const files = fs.readdirSync(folder).sort();
    const rows = await allEmails(t);
    expect(files).toHaveLength(rows.length);
    for (const row of rows) {
      const file = files.find((name) => name.endsWith(`-${row.kind}-${row.id}.eml`));
      expect(file, `${row.kind} ${row.id}`).toBeDefined();
      const mail = parseMail(fs.readFileSync(path.join(folder, file!)));
      expect(mail.to).toBe(row.to);
      expect(mail.subject).toBe(row.subject);
      expect(mail.from).toBe("Forma Concrete <estimates@forma.test>");
      expect(row.status).toBe("sent");
      if (row.kind.startsWith("contract-signed")) {
        expect(mail.attachments).toHaveLength(1);
        expect(Buffer.compare(mail.attachments[0].content, await downloadContractPdf(t.app, contractId))).toBe(0);
      }
    }
  });
});
