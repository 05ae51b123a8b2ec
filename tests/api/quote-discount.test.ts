/**
 * A quote's discount before HST through the real API: stored, recomputed by the server (never the
 * browser's figures), validated with its own messages, frozen with the client's options and printed
 * in the quote PDF, the signed contract, the quote e-mail and the CSV. And the admin's form saving a
 * draft (`send: false`) that the owner sends afterwards.
 */
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discountMessages } from "../../shared/line-items";
import { emails, quotes } from "../../shared/schema";
import { binary, downloadContractPdf } from "../support/binary";
import { contractBody, linkOf, pricedQuoteBody } from "../support/factories";
import { pdfText } from "../support/pdf-text";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

type Agent = Awaited<ReturnType<typeof adminAgent>>;
let t: TestApp;
let admin: Agent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
});
afterAll(() => t.close());

const patio = { id: "patio", description: "Stamped patio, ashlar slate", quantity: "400", unit: "sq_ft", unitPrice: "24.50" };
const sealer = { id: "sealer", description: "Premium sealer upgrade", quantity: "400", unit: "sq_ft", unitPrice: "1.25", optional: true };

async function create(overrides: Record<string, unknown>) {
  const { totalCost: _none, ...body } = pricedQuoteBody();
  return admin.post("/api/quotes").send({ ...body, lineItems: [patio, sealer], ...overrides });
}

const oneLine = (text: string) => text.replace(/\s+/g, " ");

describe("discount", () => {
  it("takes 10% off before HST; the server's figures, whatever the body says", async () => {
    const created = await create({ discount: { kind: "percent", value: "10" }, totalCost: "1.00" });
    expect(created.status, created.text).toBe(201);
    const quote = (await admin.get(`/api/quotes/${created.body.quoteId}`)).body.quote;
    // 400 x 24.50 = 9,800.00; 10% = 980.00; 8,820.00; HST 1,146.60; total 9,966.60; deposit 4,983.30.
    expect(quote.totals).toMatchObject({
      subtotalCents: 980_000,
      discountCents: 98_000,
      discountedSubtotalCents: 882_000,
      taxCents: 114_660,
      totalCents: 996_660,
      depositCents: 498_330,
    });
    expect(quote.totalCost).toBe("9,966.60");
    expect(quote).toMatchObject({ discountBasisPoints: 1000, discountCents: null });
  });

  it("refuses a percentage above 100 or with three decimals, an amount above the subtotal, and a discount without items", async () => {
    const percent = await create({ discount: { kind: "percent", value: "100.5" } });
    expect(percent.status).toBe(400);
    expect(percent.body.errors["discount.value"]).toBe(discountMessages.percent);
    expect((await create({ discount: { kind: "percent", value: "9.999" } })).body.errors["discount.value"]).toBe(discountMessages.percent);
    const tooMuch = await create({ discount: { kind: "amount", value: "9800.01" } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors.discount).toBe(discountMessages.aboveSubtotal(980_000));
    expect((await create({ discount: { kind: "amount", value: "9800" } })).status).toBe(201);
    const noItems = await admin.post("/api/quotes").send(pricedQuoteBody({ discount: { kind: "amount", value: "10" } }));
    expect(noItems.status).toBe(400);
    expect(noItems.body.errors.discount).toBe(discountMessages.withoutItems);
  });

  it("is changed and removed by an edit, checked again when the items shrink under it", async () => {
    const id = (await create({ discount: { kind: "amount", value: "500" } })).body.quoteId;
    expect((await admin.get(`/api/quotes/${id}`)).body.quote.totals.discountCents).toBe(50_000);
    const smaller = await admin.patch(`/api/quotes/${id}`).send({ lineItems: [{ ...patio, quantity: "10" }] });
    expect(smaller.status).toBe(400);
    expect(smaller.body.errors.discount).toBe(discountMessages.aboveSubtotal(24_500));
    const removed = await admin.patch(`/api/quotes/${id}`).send({ discount: null });
    expect(removed.status).toBe(200);
    expect(removed.body.quote).toMatchObject({ discountCents: null, discountBasisPoints: null, totalCost: "11,074.00" });
  });

  it("is frozen with the client's options, e-mailed, printed in the quote PDF and the signed contract, and exported", async () => {
    const id = (await create({ discount: { kind: "amount", value: "250" } })).body.quoteId;
    const token = await linkOf(t.app, id);
    const clientQuote = (await request(t.app).get(`/api/links/${token}`)).body.quote;
    expect(clientQuote.totals.discountCents).toBe(25_000);
    await request(t.app)
      .patch(`/api/links/${token}/status`)
      .send({ status: "accepted", version: 1, options: ["sealer"] })
      .expect(200);
    // 9,800.00 + 500.00 = 10,300.00; - 250.00 = 10,050.00; HST 1,306.50; total 11,356.50.
    const [stored] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    expect(stored.totalCents).toBe(1_135_650);

    const mail = await t.database.db.select().from(emails).where(eq(emails.quoteId, id));
    expect(mail.some((email) => email.text.includes("Discount") && email.text.includes("-$250.00"))).toBe(true);

    const quotePdf = await request(t.app).get(`/api/links/${token}/pdf`).buffer(true).parse(binary);
    expect(oneLine(await pdfText(quotePdf.body as Buffer))).toMatch(
      /Subtotal \$10,300\.00 Discount -\$250\.00 Subtotal after discount \$10,050\.00 HST 13% \$1,306\.50 Total \$11,356\.50/,
    );

    await request(t.app).post(`/api/links/${token}/contract`).send(contractBody(id)).expect(201);
    const contractId = (await admin.get(`/api/quotes/${id}`)).body.quote.contractId as string;
    const contractText = oneLine(await pdfText(await downloadContractPdf(t.app, contractId)));
    expect(contractText).toMatch(/Discount -\$250\.00 Subtotal after discount \$10,050\.00 HST 13% \$1,306\.50 Total \$11,356\.50/);
    const contract = (await admin.get(`/api/contracts/${contractId}`)).body.contract;
    expect(contract.totals).toMatchObject({ discountCents: 25_000, totalCents: 1_135_650 });

    const csv = (await admin.get("/api/exports/quotes.csv")).text;
    const row = csv.split("\r\n").find((line) => line.includes(id))!;
    expect(row).toContain("250.00");
  });
});

describe("create, then send", () => {
  it("keeps the admin form's new quote as a draft (send: false) until the owner sends it", async () => {
    const created = await create({ send: false });
    expect(created.status).toBe(201);
    const id = created.body.quoteId;
    expect((await admin.get(`/api/quotes/${id}`)).body.quote.sentAt).toBeNull();
    expect(await t.database.db.select().from(emails).where(eq(emails.quoteId, id))).toEqual([]);
    await admin.post(`/api/quotes/${id}/send`).expect(200);
    expect((await admin.get(`/api/quotes/${id}`)).body.quote.sentAt).not.toBeNull();
    expect((await admin.post("/api/quotes").send({ ...pricedQuoteBody(), send: "no" })).body.errors.send).toBe("Send must be true or false");
  });
});
