/**
 * The CSV exports, read back with a real CSV parser as a spreadsheet would: a BOM so Excel reads
 * UTF-8, CRLF line ends, accents intact, formula-looking cells neutralised, itemised totals to the cent.
 */
import { parse } from "csv-parse/sync";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { torontoDate } from "../../shared/quote-rules";
import { pricedQuoteBody, quoteRequestBody } from "../support/factories";
import { createSignedContract } from "../support/signed-contract";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
});
afterAll(() => t.close());

const bom = "\uFEFF";
const driveway = { id: "drive", description: "Stamped driveway, ashlar slate", quantity: "850", unit: "sq_ft", unitPrice: "14.50", optional: false };
const steps = { id: "steps", description: 'Broom finish "front" steps', quantity: "1", unit: "lump_sum", unitPrice: "1200", optional: false };
const sealer = { id: "sealer", description: "Premium sealer upgrade", quantity: "850", unit: "sq_ft", unitPrice: "1.25", optional: true };

/** Downloads an export as raw bytes and parses it; the file's own bytes are checked too. */
async function download(path: string) {
  const response = await admin
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  const text = (response.body as Buffer).toString("utf8");
  const rows: Record<string, string>[] = parse(text, { bom: true, columns: true, record_delimiter: "\r\n" });
  return { response, text, rows, header: Object.keys(rows[0] ?? {}) };
}

function expectExcelReady(file: Awaited<ReturnType<typeof download>>, kind: string) {
  expect(file.text.startsWith(bom)).toBe(true);
  expect(file.response.headers["content-type"]).toBe("text/csv; charset=utf-8");
  expect(file.response.headers["content-disposition"]).toBe(`attachment; filename="forma-${kind}-${torontoDate(new Date())}.csv"`);
  // Every record ends with CRLF; a bare LF appears only inside a quoted cell.
  expect(file.text.endsWith("\r\n")).toBe(true);
  expect(file.text.split("\r\n")[0]).toBe(bom + file.header.join(","));
}

describe("GET /api/exports/leads.csv", () => {
  it("lists every lead with accents intact and formula-looking cells neutralised", async () => {
    await request(t.app)
      .post("/api/quote-requests")
      .send(
        quoteRequestBody({
          name: "Frédéric Côté",
          email: "frederic@example.com",
          address: "12 Rue de l'Église, Toronto",
          message: '=HYPERLINK("http://evil.test","Cliquez")\nDeuxième ligne, « allée »',
        }),
      )
      .expect(201);
    await request(t.app)
      .post("/api/quote-requests")
      .send(quoteRequestBody({ name: "@Bob Smith", phone: "+1 416 555 0142", email: "bob@example.com" }))
      .expect(201);
    const file = await download("/api/exports/leads.csv");
    expectExcelReady(file, "leads");
    expect(file.header).toEqual([
      "Received",
      "Source",
      "Name",
      "Email",
      "Phone",
      "City",
      "Address",
      "Project type",
      "Area",
      "Timeline",
      "Stage",
      "Site visit",
      "Lost reason",
      "Follow-up",
      "Photos",
      "Message",
      "Quote number",
      "Id",
    ]);
    const frederic = file.rows.find((row) => row.Email === "frederic@example.com")!;
    expect(frederic).toMatchObject({
      Name: "Frédéric Côté",
      City: "Toronto",
      Address: "12 Rue de l'Église, Toronto",
      Area: "650 sq ft",
      Stage: "New",
      Photos: "0",
    });
    expect(frederic.Message).toBe('\'=HYPERLINK("http://evil.test","Cliquez")\nDeuxième ligne, « allée »');
    const bob = file.rows.find((row) => row.Email === "bob@example.com")!;
    expect(bob.Name).toBe("'@Bob Smith");
    expect(bob.Phone).toBe("'+1 416 555 0142");
    expect(bob.Address).toBe("");
  });
});

describe("formula guard after Unicode folding and invisible characters", () => {
  it("neutralises fullwidth, zero-width, no-break-space and bidi-led formulas, keeping the text as typed", async () => {
    const cells = {
      fullwidth: '＝HYPERLINK("http://evil.test","Open")',
      zeroWidth: "\u200b=1+1",
      // JavaScript's trim() (the API trims fields) removes a leading no-break space, not a zero-width one.
      noBreak: "\u200b\u00a0=1+1",
      bidi: "\u202e\ufeff@SUM(A1)",
    };
    await request(t.app)
      .post("/api/quote-requests")
      .send(
        quoteRequestBody({
          name: cells.fullwidth,
          email: "unicode-formulas@example.com",
          address: cells.zeroWidth,
          message: `${cells.bidi}\nsecond line`,
        }),
      )
      .expect(201);
    const file = await download("/api/exports/leads.csv");
    const row = file.rows.find((candidate) => candidate.Email === "unicode-formulas@example.com")!;
    expect(row.Name).toBe(`'${cells.fullwidth}`);
    expect(row.Address).toBe(`'${cells.zeroWidth}`);
    expect(row.Message).toBe(`'${cells.bidi}\nsecond line`);
    const noBreak = await admin.post("/api/quotes").send(pricedQuoteBody({ workScope: cells.noBreak, clientEmail: "nbsp@example.com" }));
    expect(noBreak.status).toBe(201);
    const quotes = await download("/api/exports/quotes.csv");
    const quote = quotes.rows.find((candidate) => candidate.Email === "nbsp@example.com")!;
    expect(quote["Work scope"]).toBe(`'${cells.noBreak}`);
  });
});

describe("GET /api/exports/quotes.csv", () => {
  it("has one row per quote with its items described and its totals to the cent", async () => {
    const { quoteId } = await createSignedContract(
      t.app,
      { lineItems: [driveway, steps, sealer], clientName: "Frédéric Côté" },
      { options: ["sealer"] },
    );
    const legacy = (
      await admin
        .post("/api/quotes")
        .send(pricedQuoteBody({ clientName: "-Hélène Roy", totalCost: "$7,200.00" }))
        .expect(201)
    ).body.quoteId;
    const file = await download("/api/exports/quotes.csv");
    expectExcelReady(file, "quotes");
    expect(file.header).toEqual([
      "Quote number",
      "Created",
      "Status",
      "Replaced by",
      "Client",
      "Email",
      "Phone",
      "Project address",
      "Work scope",
      "Valid until",
      "Items",
      "Subtotal",
      "Discount",
      "HST",
      "Total",
      "Total min",
      "Total max",
      "Chosen options",
      "Deposit",
      "Balance",
      "Price before it was replaced",
      "Revision",
      "Quote id",
    ]);
    const itemised = file.rows.find((row) => row["Quote id"] === quoteId)!;
    // 850 x 14.50 = 12,325.00; 1,200.00; sealer 850 x 1.25 = 1,062.50 included: subtotal 14,587.50;
    // HST 13% = 1,896.375, rounded half up once: 1,896.38; total 16,483.88; deposit 8,241.94.
    expect(itemised).toMatchObject({
      "Quote number": expect.stringMatching(/^Q-\d{4}-\d{4,}$/),
      Status: "Signed",
      Client: "Frédéric Côté",
      Subtotal: "14587.50",
      HST: "1896.38",
      Total: "16483.88",
      "Total min": "16483.88",
      "Total max": "16483.88",
      "Chosen options": "",
      Deposit: "8241.94",
      Balance: "8241.94",
    });
    expect(itemised.Items.split("\n")).toEqual([
      "Stamped driveway, ashlar slate: 850 sq ft x $14.50 = $12,325.00",
      'Broom finish "front" steps: 1 lump sum x $1,200.00 = $1,200.00',
      "Premium sealer upgrade: 850 sq ft x $1.25 = $1,062.50 (optional, included)",
    ]);
    const single = file.rows.find((row) => row["Quote id"] === legacy)!;
    expect(single).toMatchObject({ Client: "'-Hélène Roy", Items: "", Subtotal: "", Total: "7200.00", Status: "Sent" });
    expect(file.rows.filter((row) => row["Quote id"] === quoteId)).toHaveLength(1);
  });
});

describe("GET /api/exports/contracts.csv", () => {
  it("shows each contract's total, its payments, collected and outstanding", async () => {
    const { contractId } = await createSignedContract(
      t.app,
      { lineItems: [driveway, steps, sealer] },
      { options: ["sealer"], signer: { clientName: "Frédéric Côté" } },
    );
    await admin
      .post(`/api/contracts/${contractId}/payments`)
      .send({ kind: "deposit", amount: "8,241.94", method: "etransfer", paidOn: torontoDate(new Date()), reference: "=cmd" })
      .expect(201);
    const file = await download("/api/exports/contracts.csv");
    expectExcelReady(file, "contracts");
    expect(file.header).toEqual([
      "Quote number",
      "Signed",
      "Client",
      "Email",
      "Phone",
      "Project address",
      "Work scope",
      "Total",
      "Collected",
      "Outstanding",
      "Payment status",
      "Payments",
      "Contract id",
      "Quote id",
    ]);
    const row = file.rows.find((candidate) => candidate["Contract id"] === contractId)!;
    expect(row).toMatchObject({
      Client: "Frédéric Côté",
      Total: "16483.88",
      Collected: "8241.94",
      Outstanding: "8241.94",
      "Payment status": "Balance due",
    });
    expect(row["Quote number"]).toMatch(/^Q-\d{4}-\d{4,}$/);
    expect(row.Payments).toMatch(new RegExp(`^Deposit \\$8,241\\.94 e-Transfer ${torontoDate(new Date())}, receipt R-\\d{4} \\(ref =cmd\\)$`));
  });
});

describe("replaced revisions in quotes.csv", () => {
  it("marks a revised quote Replaced with its replacement's number and leaves it out of the money columns", async () => {
    const oldId = (
      await admin
        .post("/api/quotes")
        .send(pricedQuoteBody({ clientEmail: "revised@example.com", totalCost: "$7,200.00" }))
        .expect(201)
    ).body.quoteId;
    const newId = (
      await admin
        .post("/api/quotes")
        .send(pricedQuoteBody({ clientEmail: "revised@example.com", totalCost: "$6,900.00", revisionOf: oldId }))
        .expect(201)
    ).body.quoteId;
    const file = await download("/api/exports/quotes.csv");
    const rows = file.rows.filter((row) => row.Email === "revised@example.com");
    const replaced = rows.find((row) => row["Quote id"] === oldId)!;
    const current = rows.find((row) => row["Quote id"] === newId)!;
    expect(replaced).toMatchObject({
      Status: "Replaced",
      "Replaced by": current["Quote number"],
      Total: "",
      Subtotal: "",
      "Price before it was replaced": "7200.00",
    });
    expect(current).toMatchObject({ Status: "Sent", "Replaced by": "", Total: "6900.00", "Price before it was replaced": "" });
    // Summing the Total column counts the job once, at its current price.
    const sum = rows.reduce((total, row) => total + Number(row.Total || 0), 0);
    expect(sum).toBe(6900);
  });
});

describe("GET /api/exports/payments.csv", () => {
  it("lists every payment with its receipt number and HST, readable labels, and a voided one counted as 0.00", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [driveway, steps, sealer] }, { options: ["sealer"] });
    const today = torontoDate(new Date());
    const first = await admin
      .post(`/api/contracts/${contractId}/payments`)
      .send({ kind: "deposit", amount: "8,241.94", method: "etransfer", paidOn: today })
      .expect(201);
    const second = await admin
      .post(`/api/contracts/${contractId}/payments`)
      .send({ kind: "other", amount: "113.00", method: "cheque", paidOn: today, reference: "Cheque 114" })
      .expect(201);
    const mistaken = second.body.payments[1];
    await admin.post(`/api/payments/${mistaken.id}/void`).send({ reason: "Cheque bounced" }).expect(200);

    const file = await download("/api/exports/payments.csv");
    expectExcelReady(file, "payments");
    expect(file.header).toEqual([
      "Receipt number",
      "Received on",
      "Quote number",
      "Client",
      "Payment",
      "Method",
      "Reference",
      "Amount",
      "Status",
      "Counted",
      "HST included",
      "Void reason",
      "Voided on",
      "Voided by",
      "Recorded",
      "Contract id",
      "Payment id",
    ]);
    const deposit = file.rows.find((row) => row["Payment id"] === first.body.payments[0].id)!;
    // 824,194 x 13 / 113 = 94,818.78: $948.19 of HST, to the cent.
    expect(deposit).toMatchObject({
      "Receipt number": first.body.payments[0].receipt,
      "Received on": today,
      Payment: "Deposit",
      Method: "e-Transfer",
      Amount: "8241.94",
      Status: "Received",
      Counted: "8241.94",
      "HST included": "948.19",
      "Void reason": "",
    });
    expect(deposit["Quote number"]).toMatch(/^Q-\d{4}-\d{4,}$/);
    const voided = file.rows.find((row) => row["Payment id"] === mistaken.id)!;
    expect(voided).toMatchObject({
      "Receipt number": mistaken.receipt,
      Payment: "Other",
      Method: "Cheque",
      Reference: "Cheque 114",
      Amount: "113.00",
      Status: "Voided",
      Counted: "0.00",
      "HST included": "0.00",
      "Void reason": "Cheque bounced",
      "Voided by": "admin@formaconcretegta.ca",
    });
    expect(voided["Voided on"]).not.toBe("");

    const contracts = await download("/api/exports/contracts.csv");
    const row = contracts.rows.find((candidate) => candidate["Contract id"] === contractId)!;
    expect(row).toMatchObject({ Collected: "8241.94", Outstanding: "8241.94" });
    expect(row.Payments.split("\n")[1]).toMatch(/^Other \$113\.00 Cheque .*, receipt R-\d{4} \(ref Cheque 114\) \(voided: Cheque bounced\)$/);
  });
});

describe("access", () => {
  it.each(["leads", "quotes", "contracts", "payments"])("%s.csv answers 401 without an admin session", async (kind) => {
    const response = await request(t.app).get(`/api/exports/${kind}.csv`).expect(401);
    expect(response.body.code).toBe("UNAUTHORIZED");
  });
});
