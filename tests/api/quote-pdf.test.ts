/**
 * The quote PDF, read back as a reader would copy its text: the business with its HST registration
 * number, the quote's reference and dates, the client, the work, every item and the totals to the
 * cent (or, without items, the all-in total), and the terms in short. Served inline, never stored by
 * the browser, with its SHA-256 as ETag; 404 and 409 as JSON. Also attached to the quote e-mail,
 * rendered when the message is delivered.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../server/logger";
import { queueEmail } from "../../server/mail/outbox";
import { startMailSender, type MailSender } from "../../server/documents/mail-sender";
import { quotePdfRenderCount } from "../../server/features/quotes/quote-pdf";
import { insertQuote } from "../../server/features/quotes/storage";
import { business, salesTax } from "../../shared/business";
import { quoteTotals, type LineItem } from "../../shared/line-items";
import { addDays, torontoDate } from "../../shared/quote-rules";
import { quotes, type Quote } from "../../shared/schema";
import { binary } from "../support/binary";
import { errorBody } from "../support/error-body";
import { estimateQuoteBody, pricedQuoteBody, linkOf } from "../support/factories";
import { pdfPagesText } from "../support/pdf-text";
import { startSmtpPeer, type SmtpPeer } from "../support/smtp-peer";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
/** The quote is named by its number (Q-2026-0042) on the PDF, in its title and its file name. */

/** "2024-08-28" as the PDF should write it ("Aug 28, 2024"), computed here without the server's helpers. */
function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  const monthName = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][month - 1];
  return `${monthName} ${day}, ${year}`;
}

const lumpSum: LineItem = {
  id: "driveway",
  description: "Stamped driveway, ashlar slate",
  quantity: "1",
  unit: "lump_sum",
  unitPrice: "9850.00",
  optional: false,
};
const sealer: LineItem = { id: "sealer", description: "Premium sealer upgrade", quantity: "600", unit: "sq_ft", unitPrice: "1.25", optional: true };

/** An itemised quote stored as the server keeps one: totalCost is the items' total with HST. */
async function itemisedQuote(lineItems: LineItem[], overrides: Partial<typeof quotes.$inferInsert> = {}): Promise<Quote> {
  const {
    totalCost: _ignored,
    status: _status,
    ...fields
  } = pricedQuoteBody({
    clientName: "Aisha Khan-Whitfield",
    clientEmail: "aisha@example.com",
    clientPhone: "416-555-0177",
    projectAddress: "17 Birchmount Rd, Scarborough, ON",
    workScope: "Stamped Driveway Replacement",
    projectDetails: "Remove the old asphalt.\nPour a 600 sq ft stamped driveway.",
    validUntil: addDays(torontoDate(new Date()), 14),
  });
  return insertQuote(
    t.database.db,
    {
      ...fields,
      lineItems,
      totalCents: quoteTotals(lineItems).totalCents,
      status: "pending",
      source: "admin",
      ...overrides,
    },
    new Date(),
  );
}

const getPdf = async (quoteId: string) =>
  request(t.app)
    .get(`/api/links/${await linkOf(t.app, quoteId)}/pdf`)
    .buffer(true)
    .parse(binary);

async function pdfLines(quoteId: string): Promise<{ lines: string[]; body: Buffer; headers: Record<string, string> }> {
  const response = await getPdf(quoteId);
  expect(response.status).toBe(200);
  const body = response.body as Buffer;
  return { lines: (await pdfPagesText(body)).flatMap((page) => page.split("\n")), body, headers: response.headers };
}

describe("an itemised quote's PDF", () => {
  let quote: Quote;
  let lines: string[];
  let body: Buffer;
  let headers: Record<string, string>;

  beforeAll(async () => {
    quote = await itemisedQuote([lumpSum, sealer]);
    ({ lines, body, headers } = await pdfLines(quote.id));
  });

  it("is served inline as application/pdf under the quote's file name, never stored, with its SHA-256 as ETag", () => {
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(headers["content-type"]).toBe("application/pdf");
    expect(headers["content-disposition"]).toBe(`inline; filename="Forma-Concrete-Quote-${quote.number}.pdf"`);
    expect(headers["cache-control"]).toBe("no-store");
    expect(headers.etag).toBe(`"${sha256(body)}"`);
  });

  it("names the business with its address and HST registration number, and the quote by its reference and dates", () => {
    for (const line of [
      `Quote ${quote.number}`,
      `${business.name} · ${business.phoneDisplay} · ${business.email} · ${business.host}`,
      "1180 Caledonia Road, Unit 4, Toronto, ON M6A 2W5",
      `HST registration number ${salesTax.registrationNumber}`,
      `Date ${longDate(torontoDate(quote.createdAt))}`,
      `Valid until ${longDate(quote.validUntil)}`,
    ]) {
      expect(lines).toContain(line);
    }
    expect(salesTax.registrationNumber).toBe("78412 5530 RT0001");
    // Every date as people read it ("Nov 26, 2026"): no YYYY-MM-DD day anywhere in the text.
    expect(lines.join("\n")).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
  });

  it("shows the client, the work scope, and the project description with its line breaks", () => {
    for (const line of [
      "Name Aisha Khan-Whitfield",
      "Project address 17 Birchmount Rd, Scarborough, ON",
      "E-mail aisha@example.com",
      "Phone 416-555-0177",
      "Work scope Stamped Driveway Replacement",
      "Remove the old asphalt.",
      "Pour a 600 sq ft stamped driveway.",
    ]) {
      expect(lines).toContain(line);
    }
  });

  it("lists the items, marks the option as not included, and gives the totals to the cent", () => {
    const expected = [
      "Item Quantity Unit price Amount",
      "Stamped driveway, ashlar slate 1 lump sum $9,850.00 $9,850.00",
      "Premium sealer upgrade 600 sq ft $1.25 $750.00",
      "Optional, not included in the total",
      "Subtotal $9,850.00",
      "HST 13% $1,280.50",
      "Total $11,130.50",
      "Deposit 50% due at signing $5,565.25",
      "Balance on completion $5,565.25",
    ];
    for (const line of expected) expect(lines).toContain(line);
    const positions = expected.map((line) => lines.indexOf(line));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("ends with the validity and the terms in short: deposit, payment methods, warranty, cancellation right", () => {
    const text = lines.join(" ");
    expect(lines).toContain(`Valid until ${longDate(quote.validUntil)}`);
    expect(text).toContain("a deposit of 50% of the total is due at signing and the remaining 50% on completion, by cash, cheque or e-transfer.");
    expect(text).toContain("Warranty: 5 years on workmanship");
    expect(text).toContain("Consumer Protection Act, 2002, you may cancel the contract within 10 days");
  });

  it("is the same file on every download, rendered once while the quote does not change", async () => {
    const renders = quotePdfRenderCount();
    const again = await getPdf(quote.id);
    expect(Buffer.compare(again.body as Buffer, body)).toBe(0);
    expect(again.headers.etag).toBe(headers.etag);
    expect(quotePdfRenderCount()).toBe(renders);
  });

  it("shows the client's choice once accepted: the chosen option counted, and a new file", async () => {
    await t.database.db
      .update(quotes)
      .set({ status: "accepted", chosenOptionIds: ["sealer"], decidedAt: new Date() })
      .where(eq(quotes.id, quote.id));
    const accepted = await pdfLines(quote.id);
    for (const line of [
      "Optional, chosen by the client",
      "Subtotal $10,600.00",
      "HST 13% $1,378.00",
      "Total $11,978.00",
      "Deposit 50% due at signing $5,989.00",
      "Balance on completion $5,989.00",
      "Accepted by the client.",
    ]) {
      expect(accepted.lines).toContain(line);
    }
    expect(accepted.headers.etag).not.toBe(headers.etag);
  });
});

describe("other quotes", () => {
  it("a revision: its number in the title and the file name", async () => {
    const quote = await itemisedQuote([lumpSum], { revision: 2 });
    const { lines, headers } = await pdfLines(quote.id);
    expect(lines).toContain(`Quote ${quote.number} · Revision 2`);
    expect(headers["content-disposition"]).toBe(`inline; filename="Forma-Concrete-Quote-${quote.number}-r2.pdf"`);
  });

  it("a quote without items: its total as the all-in price, with no tax lines", async () => {
    const admin = await adminAgent(t.app);
    const created = await admin.post("/api/quotes").send(pricedQuoteBody({ clientName: "Priya Raman", totalCost: "7,200.00" }));
    expect(created.status, created.text).toBe(201);
    const { lines } = await pdfLines(created.body.quoteId);
    expect(lines).toContain("Total $7,200.00 CAD");
    expect(lines).toContain("The total is the all-in price as quoted.");
    expect(lines).toContain("Name Priya Raman");
    expect(lines.some((line) => /^(Subtotal|HST 13%|Deposit 50%)/.test(line))).toBe(false);
    expect(lines).toContain(`HST registration number ${salesTax.registrationNumber}`);
  });

  it("says when the quote has expired, was declined, or was replaced by a newer revision", async () => {
    const expired = await itemisedQuote([lumpSum], { validUntil: "2025-01-31" });
    expect((await pdfLines(expired.id)).lines).toContain("This quote expired after Jan 31, 2025. Contact us for an updated quote.");
    const declined = await itemisedQuote([lumpSum], { status: "rejected", decidedAt: new Date() });
    expect((await pdfLines(declined.id)).lines).toContain("Declined by the client.");
    const replaced = await itemisedQuote([lumpSum], { replacedBy: expired.id });
    expect((await pdfLines(replaced.id)).lines).toContain("This quote has been replaced by a newer revision. Please refer to the latest revision.");
  });

  it("a quote whose description holds other scripts draws them as typed", async () => {
    const quote = await itemisedQuote([lumpSum], { clientName: "Nguyễn Thị Minh Khai 王小明", projectDetails: "Đổ bê tông.\n浇筑混凝土。" });
    const { lines } = await pdfLines(quote.id);
    expect(lines).toContain("Name Nguyễn Thị Minh Khai 王小明");
    expect(lines).toContain("Đổ bê tông.");
    expect(lines).toContain("浇筑混凝土。");
  });
});

describe("errors", () => {
  it("404 QUOTE_NOT_FOUND for an unknown or malformed link", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const response = await request(t.app).get(`/api/links/${id}/pdf`);
      expect(response.status).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(errorBody(response)).toEqual({ success: false, code: "QUOTE_NOT_FOUND", message: "Quote not found" });
    }
  });

  it("409 QUOTE_NOT_PRICED for an estimate request not yet priced", async () => {
    const created = await request(t.app).post("/api/quotes").send(estimateQuoteBody());
    expect(created.status, created.text).toBe(201);
    const response = await request(t.app).get(`/api/links/${await linkOf(t.app, created.body.quoteId)}/pdf`);
    expect(response.status).toBe(409);
    expect(errorBody(response)).toMatchObject({ success: false, code: "QUOTE_NOT_PRICED" });
  });
});

describe("the quote e-mail's attachment", () => {
  let peer: SmtpPeer;
  let sender: MailSender;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    sender = startMailSender({ db: t.database.db, config: { ...t.config, smtpUrl: peer.url }, logger: createLogger("silent"), intervalMs: 0 });
  });
  afterAll(async () => {
    await sender.stop();
    await peer.stop();
  });

  const message = { subject: "Your quote", text: "Your quote is attached.", html: "<p>Your quote is attached.</p>" };
  const attachmentOf = (quote: Quote) => ({
    filename: `Forma-Concrete-Quote-${quote.number}.pdf`,
    contentType: "application/pdf" as const,
    quoteId: quote.id,
    quoteVersion: quote.version,
  });

  it("is the quote's PDF, rendered when the message is delivered", async () => {
    const quote = await itemisedQuote([lumpSum], { clientEmail: "attached@example.com" });
    await queueEmail(t.database.db, { kind: "quote-link", to: quote.clientEmail, message, quoteId: quote.id, attachments: [attachmentOf(quote)] });
    await sender.deliverDue();
    const [received] = peer.received.filter((mail) => mail.envelopeTo.includes("attached@example.com"));
    expect(received.mail.attachments).toHaveLength(1);
    const [attachment] = received.mail.attachments;
    expect(attachment.filename).toBe(`Forma-Concrete-Quote-${quote.number}.pdf`);
    expect(attachment.contentType).toBe("application/pdf");
    const download = await getPdf(quote.id);
    expect(Buffer.compare(attachment.content, download.body as Buffer)).toBe(0);
  });

  it("is left out when the quote was edited after the message was queued, and the message still goes", async () => {
    const quote = await itemisedQuote([lumpSum], { clientEmail: "edited@example.com" });
    await queueEmail(t.database.db, { kind: "quote-link", to: quote.clientEmail, message, quoteId: quote.id, attachments: [attachmentOf(quote)] });
    await t.database.db
      .update(quotes)
      .set({ version: quote.version + 1 })
      .where(eq(quotes.id, quote.id));
    const report = await sender.deliverDue();
    expect(report.failed).toBe(0);
    const [received] = peer.received.filter((mail) => mail.envelopeTo.includes("edited@example.com"));
    expect(received.mail.attachments).toHaveLength(0);
  });
});
