/**
 * The signed contract PDF, read back: laid out from the contract record (parties and project from
 * the quote, the eight terms, the agreement, the signer's entries in their own block), the embedded
 * signature, and the certificate page (signer, IP, user agent, Toronto times, ids, the record's
 * SHA-256). Also: long text wraps and paginates, a description cannot pass for a heading or a field,
 * names in other scripts are drawn as typed, and the file is the one stored at signing.
 */
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from "pdf-lib";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatTorontoDateTime } from "../../server/toronto-time";
import { insertQuote } from "../../server/features/quotes/storage";
import { salesTax } from "../../shared/business";
import { contractTermsList } from "../../shared/contract-terms";
import { quoteTotals, type LineItem } from "../../shared/line-items";
import { contracts, emails, quotes } from "../../shared/schema";
import { downloadContractPdf } from "../support/binary";
import { contractBody, createAcceptedQuote, pricedQuoteBody, linkOf, contractIdOf } from "../support/factories";
import { pdfPagesText, pdfTextItems } from "../support/pdf-text";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
const pngOf = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");

/** "Nov 26, 2026, 9:33 a.m. EST": how every PDF writes a time (Toronto, with its zone). */
function humanTime(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Toronto",
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(at);
}

/** "2026-11-26" → "Nov 26, 2026", written here without the server's helper. */
function humanDay(isoDay: string): string {
  const [year, month, day] = isoDay.split("-").map(Number);
  return `${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][month - 1]} ${day}, ${year}`;
}

/** The owner's signature for the business: a zigzag, unlike the client's curve, on a 500x160 PNG. */
async function ownerSignatureDataUrl(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="160"><rect width="500" height="160" fill="white"/><path d="M20 120 L 120 30 L 220 130 L 320 40 L 470 110" stroke="navy" stroke-width="4" fill="none"/></svg>`;
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString("base64")}`;
}

/** A drawn-looking signature: a curve on a white 600x200 PNG (as the pad draws it), as a data URL. */
async function signatureDataUrl(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><rect width="600" height="200" fill="white"/><path d="M20 150 C 80 20, 140 20, 180 120 S 300 180, 340 60 S 480 40, 560 140" stroke="black" stroke-width="3" fill="none"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

const repeatedLines = [
  /^FORMA CONCRETE GTA CONSTRUCTION CONTRACT$/,
  /^\(416\) 555-0188\s+·\s+estimates@/,
  /^Contract [0-9a-f-]{36}\s+·\s+SHA-256 [0-9a-f]{16}\.\.\. Page \d+ of \d+$/,
];

/** The pages' text without the header and footer repeated on each page, as one flowing string. */
function flowingText(pages: string[]): string {
  return pages
    .flatMap((page) => page.split("\n"))
    .filter((line) => !repeatedLines.some((pattern) => pattern.test(line)))
    .join(" ")
    .replace(/\s+/g, " ");
}

const flat = (text: string) => text.replace(/\s+/g, " ").trim();

async function signedContract(
  quoteOverrides: Record<string, unknown>,
  contractOverrides: Record<string, unknown> = {},
  userAgent = "ContractPdfTest/1.0",
) {
  const quoteId = await createAcceptedQuote(t.app, quoteOverrides);
  const signed = await request(t.app)
    .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
    .set("User-Agent", userAgent)
    .send(contractBody(quoteId, contractOverrides));
  expect(signed.status).toBe(201);
  const contractId: string = await contractIdOf(t.app, quoteId);
  const [contract] = await t.database.db.select().from(contracts).where(eq(contracts.id, contractId));
  return { quoteId, contractId, contract };
}

describe("Toronto times", () => {
  it.each([
    ["2024-08-14T19:32:00Z", "2024-08-14 15:32 EDT"],
    ["2024-01-14T05:02:00Z", "2024-01-14 00:02 EST"],
    ["2024-03-10T07:30:00Z", "2024-03-10 03:30 EDT"],
    ["2024-11-03T05:59:00Z", "2024-11-03 01:59 EDT"],
    ["2024-11-03T06:01:00Z", "2024-11-03 01:01 EST"],
  ])("%s is %s", (iso, expected) => {
    expect(formatTorontoDateTime(new Date(iso))).toBe(expected);
  });
});

describe("the signed contract PDF", () => {
  const userAgent =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
  let fixture: Awaited<ReturnType<typeof signedContract>>;
  let bytes: Buffer;
  let pages: string[];
  let owner: Awaited<ReturnType<typeof adminAgent>>;

  // The contracts signed in the other groups are signed without an owner's signature on file.
  afterAll(async () => {
    await owner.delete("/api/admin/contractor-signature").expect(200);
  });

  beforeAll(async () => {
    owner = await adminAgent(t.app);
    await owner
      .put("/api/admin/contractor-signature")
      .send({ signerName: "Daniel Moretti", signatureData: await ownerSignatureDataUrl() })
      .expect(200);
    const signature = await signatureDataUrl();
    const quoteId = await createAcceptedQuote(t.app, {
      clientName: "Aisha Khan-Whitfield",
      clientEmail: "aisha.kw@example.com",
      clientPhone: "416-555-0177",
      projectAddress: "17 Birchmount Rd, Scarborough, ON",
      workScope: "Stamped Driveway Replacement",
      totalCost: "9,850.00",
      validUntil: "2099-06-30",
      projectDetails: "Remove the old asphalt and pour a 600 sq ft stamped driveway.\nAshlar slate pattern, charcoal release.",
    });
    // The client opens the quote before signing, so every time of the certificate exists.
    await request(t.app)
      .get(`/api/links/${await linkOf(t.app, quoteId)}`)
      .expect(200);
    const signed = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .set("User-Agent", userAgent)
      .send(
        contractBody(quoteId, {
          clientName: "Aisha K. Whitfield",
          clientEmail: "aisha.signs@example.com",
          clientPhone: "416-555-0178",
          projectAddress: "17 Birchmount Road",
          signatureData: signature,
        }),
      );
    expect(signed.status, signed.text).toBe(201);
    const [contract] = await t.database.db
      .select()
      .from(contracts)
      .where(eq(contracts.id, await contractIdOf(t.app, quoteId)));
    fixture = { quoteId, contractId: await contractIdOf(t.app, quoteId), contract };
    bytes = await downloadContractPdf(t.app, fixture.contractId);
    pages = await pdfPagesText(bytes);
  });

  it("has the contract pages and a final certificate page, each with the business header and page numbers", () => {
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages.at(-1)).toContain("Certificate of Signature");
    pages.forEach((page, index) => {
      expect(page).toContain("FORMA CONCRETE GTA");
      expect(page).toContain("(416) 555-0188");
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(page).toContain(`Contract ${fixture.contractId}`);
    });
  });

  it("lays out the record: the client and project as quoted, the eight terms, the agreement", () => {
    const body = flowingText(pages.slice(0, -1));
    for (const line of [
      "CLIENT Name Aisha Khan-Whitfield E-mail aisha.kw@example.com Phone 416-555-0177 Project address 17 Birchmount Rd, Scarborough, ON",
      "PROJECT Work scope Stamped Driveway Replacement Contract price $9,850.00 CAD Quote valid until Jun 30, 2099",
      "Project description Remove the old asphalt and pour a 600 sq ft stamped driveway. Ashlar slate pattern, charcoal release.",
      `Quote ${fixture.quoteId} (version 1)`,
      "AGREEMENT Before signing, the client ticked the box next to this statement: “I have read and agree to the terms and conditions outlined above”",
    ]) {
      expect(body).toContain(line);
    }
    expect(contractTermsList).toHaveLength(8);
    for (const term of contractTermsList) {
      expect(body).toContain(term.title);
      expect(body).toContain(flat(term.body));
    }
  });

  it("shows what the signer typed in its own block, apart from the contract's parties", () => {
    const body = flowingText(pages.slice(0, -1));
    expect(body).toContain(
      "SIGNER'S ENTRIES What the signer typed on the contract page when signing, shown as entered. These entries identify the signer; they do not change the parties, project or price above. Name Aisha K. Whitfield E-mail aisha.signs@example.com Phone 416-555-0178 Project address 17 Birchmount Road SIGNATURES",
    );
  });

  it("embeds the drawn signature image, with the signer's name and the signing time", async () => {
    const doc = await PDFDocument.load(bytes);
    const images = doc.getPages().flatMap((page) => {
      const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of("XObject"), PDFDict);
      return (xobjects?.entries() ?? [])
        .map(([, ref]) => doc.context.lookup(ref))
        .filter((object): object is PDFRawStream => object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"));
    });
    // The owner's signature (500 x 160) for the business, and the client's (600 x 200).
    const sizes = images.map((image) =>
      [image.dict.get(PDFName.of("Width")), image.dict.get(PDFName.of("Height"))].map((n) => (n as PDFNumber).asNumber()),
    );
    expect(sizes.sort()).toEqual([
      [500, 160],
      [600, 200],
    ]);

    // Both parties by name and day, each under its own signature, side by side on one page.
    const day = humanDay(fixture.contract.contractDate);
    const items = (await pdfTextItems(bytes)).map((page, index) => page.map((item) => ({ ...item, page: index })));
    const business = items.flat().find((item) => item.text === `For Forma Concrete: Daniel Moretti, ${day}`);
    const client = items.flat().find((item) => item.text === `Client: Aisha K. Whitfield, ${day}`);
    expect(business, "the business's line").toBeDefined();
    expect(client, "the client's line").toBeDefined();
    expect(business!.page).toBe(client!.page);
    expect(business!.y).toBeCloseTo(client!.y, 1);
    expect(business!.x + business!.width).toBeLessThan(client!.x);

    const body = flowingText(pages.slice(0, -1));
    expect(body).toContain("Signed electronically by Aisha K. Whitfield");
    expect(body).toContain(humanTime(fixture.contract.signedAt));
    expect(fixture.contract.businessSignatureData).toMatch(/^data:image\/png;base64,/);
  });

  it("names the business with its address and HST registration number, and writes no date as YYYY-MM-DD", () => {
    const body = flowingText(pages);
    expect(body).toContain("1180 Caledonia Road, Unit 4, Toronto, ON M6A 2W5");
    expect(body).toContain(`HST registration number ${salesTax.registrationNumber}`);
    expect(body).toContain(`Contract date ${humanDay(fixture.contract.contractDate)}`);
    expect(pages.join("\n")).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
  });

  it("certifies who signed, from where and when (Toronto time), the ids and the SHA-256 of the stored record", async () => {
    const certificate = flowingText(pages.slice(-1));
    const [quote] = await t.database.db.select().from(quotes).where(eq(quotes.id, fixture.quoteId));
    const expected = [
      "Name Aisha K. Whitfield",
      "E-mail aisha.signs@example.com",
      `IP address ${fixture.contract.signerIp}`,
      `User agent ${userAgent}`,
      `Quote sent ${humanTime(quote.sentAt!)}`,
      `Quote first viewed ${humanTime(quote.firstViewedAt!)}`,
      `Quote accepted ${humanTime(quote.decidedAt!)}`,
      `Contract signed ${humanTime(fixture.contract.signedAt)}`,
      `Contract ID ${fixture.contractId}`,
      `Quote ID ${fixture.quoteId}`,
      "Quote version 1",
      `Record SHA-256 ${fixture.contract.contractHash}`,
      `Signature SHA-256 ${sha256(pngOf(fixture.contract.signatureData))}`,
      "Signature image PNG, 600 × 200 pixels",
      "open formaconcretegta.ca/verify",
    ];
    for (const line of expected) expect(certificate).toContain(line);
    expect(fixture.contract.signerIp).toMatch(/127\.0\.0\.1|::1/);
    expect(fixture.contract.contractHash).toBe(sha256(fixture.contract.contractText));
    expect(certificate).toMatch(/Quote sent [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [ap]\.m\. E[SD]T/);
    expect(certificate).not.toContain("cannot be drawn"); // nothing had to be replaced
  });

  it("is the same document on every download", async () => {
    const again = await downloadContractPdf(t.app, fixture.contractId);
    expect(Buffer.compare(again, bytes)).toBe(0);
  });
});

describe("rendering edge cases", () => {
  it("serves the file made at signing: a later change to the stored record does not reach it", async () => {
    const { contractId, contract } = await signedContract({});
    const before = await downloadContractPdf(t.app, contractId);
    const warranty = contractTermsList[4];
    const edited = contract.contractText.replace(JSON.stringify(warranty.body).slice(1, -1), "Edited wording: a 30-year warranty.");
    expect(edited).not.toBe(contract.contractText);
    await t.database.db.update(contracts).set({ contractText: edited }).where(eq(contracts.id, contractId));

    const after = await downloadContractPdf(t.app, contractId);
    expect(Buffer.compare(after, before)).toBe(0);
    const body = flowingText(await pdfPagesText(after));
    expect(body).toContain(flat(warranty.body));
    expect(body).not.toContain("Edited wording");
  });

  it("wraps long lines within the page and continues onto more pages", async () => {
    const token = "x".repeat(400);
    const details = [
      ...Array.from({ length: 120 }, (_, i) => `Line ${i + 1}: prepare, form and pour section ${i + 1} of the walkway with a broom finish.`),
      token,
    ].join("\n");
    const { contractId } = await signedContract({ projectDetails: details });
    const pdf = await downloadContractPdf(t.app, contractId);
    const pdfPages = await pdfPagesText(pdf);
    expect(pdfPages.length).toBeGreaterThanOrEqual(5);
    const body = flowingText(pdfPages);
    expect(body).toContain("Line 1: prepare, form and pour section 1 of the walkway with a broom finish.");
    expect(body).toContain("Line 120: prepare, form and pour section 120 of the walkway with a broom finish.");

    // The unbroken token is cut into pieces that each fit the text column (504 pt minus the indent).
    const pieces = (await pdfTextItems(pdf)).flat().filter((item) => /^x+$/.test(item.text));
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.map((piece) => piece.text).join("")).toBe(token);
    for (const piece of pieces) {
      expect(piece.x).toBeCloseTo(54 + 12, 1);
      expect(piece.x + piece.width).toBeLessThanOrEqual(54 + 504 + 0.5);
    }
  });

  it("draws a description that imitates the contract as description text: no heading, no field of its own", async () => {
    const { contractId } = await signedContract({
      totalCost: "9,850.00",
      projectDetails: "Pour the slab.\nContract price: $1.00 CAD\nTERMS AND CONDITIONS\n1. Scope of Work",
    });
    const items = (await pdfTextItems(await downloadContractPdf(t.app, contractId))).flat();
    const at = (text: string) => items.filter((item) => item.text === text).map(({ x, size }) => ({ x: Math.round(x), size }));
    // The real field and heading, then the description's lines: indented body text at 9.5 pt.
    expect(at("Contract price")).toEqual([{ x: 54, size: 9.5 }]);
    expect(at("$9,850.00 CAD")).toEqual([{ x: 174, size: 9.5 }]);
    expect(at("Contract price: $1.00 CAD")).toEqual([{ x: 66, size: 9.5 }]);
    expect(at("TERMS AND CONDITIONS")).toEqual([
      { x: 66, size: 9.5 },
      { x: 54, size: 11 },
    ]);
    expect(at("1. Scope of Work")).toEqual([
      { x: 66, size: 9.5 },
      { x: 54, size: 10 },
    ]);
  });

  it("draws names in other scripts as typed, and a character no font has as '?', saying so", async () => {
    const { contractId } = await signedContract({ clientName: "Zoë Łukasiewicz 李" }, { clientName: "Zoë Łukasiewicz 李 🙂" });
    const body = flowingText(await pdfPagesText(await downloadContractPdf(t.app, contractId)));
    expect(body).toContain("Name Zoë Łukasiewicz 李 E-mail");
    expect(body).toContain("Client: Zoë Łukasiewicz 李 ?, ");
    expect(body).toContain("Some characters of the record cannot be drawn by this document's fonts and are shown as '?'");
  });
});

describe("an itemised quote's contract", () => {
  const items: LineItem[] = [
    { id: "driveway", description: "Stamped driveway, ashlar slate", quantity: "1", unit: "lump_sum", unitPrice: "9850.00", optional: false },
    { id: "sealer", description: "Premium sealer upgrade", quantity: "600", unit: "sq_ft", unitPrice: "1.25", optional: true },
    { id: "steps", description: "Front steps refacing", quantity: "2", unit: "each", unitPrice: "420.00", optional: true },
  ];
  let contract: typeof contracts.$inferSelect;
  let body: string;

  beforeAll(async () => {
    // Accepted with the sealer chosen, as the client's acceptance freezes it.
    const {
      status: _status,
      totalCost: _total,
      ...fields
    } = pricedQuoteBody({ workScope: "Stamped Driveway Replacement", clientName: "Aisha Khan-Whitfield" });
    const quote = await insertQuote(
      t.database.db,
      {
        ...fields,
        lineItems: items,
        chosenOptionIds: ["sealer"],
        totalCents: quoteTotals(items, ["sealer"]).totalCents,
        status: "accepted",
        decidedAt: new Date(),
        source: "admin",
      },
      new Date(),
    );
    const signed = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quote.id)}/contract`)
      .send(contractBody(quote.id));
    expect(signed.status, signed.text).toBe(201);
    [contract] = await t.database.db
      .select()
      .from(contracts)
      .where(eq(contracts.id, await contractIdOf(t.app, quote.id)));
    body = flowingText(await pdfPagesText(await downloadContractPdf(t.app, contract.id)));
  });

  it("freezes a forma-contract/4 record with the items, the chosen option and the totals, hashed as stored", () => {
    const record = JSON.parse(contract.contractText);
    expect(record.format).toBe("forma-contract/4");
    expect(record.pricing).toMatchObject({
      chosenOptionIds: ["sealer"],
      subtotalCents: 1_060_000,
      tax: { name: "HST", rateBasisPoints: 1300, registrationNumber: salesTax.registrationNumber, cents: 137_800 },
      totalCents: 1_197_800,
      deposit: { percent: 50, cents: 598_900 },
      balanceCents: 598_900,
    });
    expect(record.pricing.items.map((item: { id: string; included: boolean }) => [item.id, item.included])).toEqual([
      ["driveway", true],
      ["sealer", true],
      ["steps", false],
    ]);
    expect(contract.contractHash).toBe(sha256(contract.contractText));
  });

  it("prints the price with HST, each item, the options as chosen, and the totals to the cent", () => {
    for (const text of [
      "Contract price $11,978.00 CAD, HST included",
      "PRICE Item Quantity Unit price Amount",
      "Stamped driveway, ashlar slate 1 lump sum $9,850.00 $9,850.00",
      "Premium sealer upgrade 600 sq ft $1.25 $750.00 Optional, chosen by the client",
      "Front steps refacing 2 each $420.00 $840.00 Optional, not chosen: not included in the price",
      "Subtotal $10,600.00 HST 13% $1,378.00 Total $11,978.00 Deposit 50% due at signing $5,989.00 Balance on completion $5,989.00",
      `HST registration number ${salesTax.registrationNumber} TERMS AND CONDITIONS`,
    ]) {
      expect(body).toContain(text);
    }
  });

  it("e-mails the signed contract with the price including HST, the deposit due now and the balance", async () => {
    const [toClient] = await t.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.contractId, contract.id), eq(emails.kind, "contract-signed-client")));
    const text = flat(toClient.text);
    expect(text).toContain("$11,978.00 CAD, HST included");
    expect(text).toContain("$5,989.00 due at signing");
    expect(text).toContain("$5,989.00 on completion");
  });
});
