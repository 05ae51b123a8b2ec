/**
 * The contract PDF is laid out from the record's structure: headings and labelled fields come from
 * the layout's code, every value the record holds is drawn as a value, and a project description
 * written to look like the contract (a price line, a heading) stays one paragraph of description.
 * Checked on the layout's blocks and on the drawn PDF (text positions, sizes, fonts).
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeContractRecord, freezeRecord, type SignedContractRecord } from "../../server/features/contracts/contract-record";
import type { Block } from "../../server/pdf/blocks";
import { certificateBlocks, contractBlocks } from "../../server/features/contracts/record-layout";
import { loadedFontFiles } from "../../server/pdf/fonts";
import { layOutDocument, recordDocument } from "../../server/documents/render";
import { RenderError, runRenderJob, stopRenderWorkers } from "../../server/documents/worker-pool";
import { salesTax } from "../../shared/business";
import { contractTermsList } from "../../shared/contract-terms";
import type { LineItem } from "../../shared/line-items";
import type { Quote } from "../../shared/schema";
import { linesOf, pdfImagePages, pdfTextItems, type PdfTextItem } from "../support/pdf-text";

const forgedDescription = "Pour a 400 sq ft slab.\nContract price: $1.00 CAD\nTERMS AND CONDITIONS\n1. Scope of Work\nName: Someone Else";
const at = new Date("2025-06-02T14:30:00.000Z");

let png: Buffer;
let record: SignedContractRecord;
let quoteFixture: Quote;

beforeAll(async () => {
  png = await sharp({ create: { width: 300, height: 100, channels: 3, background: "#ffffff" } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="300" height="100"><path d="M10 80 C 60 10, 120 10, 290 60" stroke="black" stroke-width="3" fill="none"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  const quote: Quote = (quoteFixture = {
    id: "3f1c2b7a-9d4e-4f61-8a2b-5c6d7e8f9a0b",
    number: "Q-2025-0042",
    choiceGroups: [],
    design: null,
    designByClient: false,
    linkToken: "3f1c2b7a-9d4e-4f61-8a2b-5c6d7e8f9a0b",
    clientName: "Aisha Khan-Whitfield",
    clientEmail: "aisha@example.com",
    clientPhone: "416-555-0177",
    projectAddress: "17 Birchmount Rd, Scarborough, ON",
    workScope: "Stamped Patio",
    projectDetails: forgedDescription,
    totalCents: 985000,
    validUntil: "2025-06-30",
    status: "accepted",
    version: 2,
    createdAt: at,
    source: "admin",
    updatedAt: at,
    sentAt: at,
    firstViewedAt: at,
    decidedAt: at,
    declineReason: null,
    lineItems: [],
    discountCents: null,
    discountBasisPoints: null,
    chosenOptionIds: [],
    revision: 1,
    revisionOf: null,
    replacedBy: null,
    changesRequestedAt: null,
    changesNoticeEmailId: null,
    changesNoticeAt: null,
    remindersEnabled: true,
    unopenedReminderAt: null,
    expiryReminderAt: null,
    estimateAnswers: null,
    quoteRequestId: null,
    photoUrls: [],
  });
  record = composeContractRecord({
    contractId: "7d3f2a10-1111-4222-8333-444455556666",
    contractDate: "2025-06-02",
    quote,
    signer: { name: "Dmitri Ivanov", email: "dmitri@example.com", phone: "647-555-0100", projectAddress: "17 Birchmount Road" },
    signature: { sha256: createHash("sha256").update(png).digest("hex"), width: 300, height: 100 },
    signedAt: at,
    ip: "203.0.113.7",
    userAgent: "Mozilla/5.0",
  });
});

const texts = (blocks: Block[]) =>
  blocks.flatMap((block) => ("text" in block ? [block.text] : block.type === "labelled" ? [block.label, block.value] : []));

describe("the layout's blocks", () => {
  it("has a fixed set of headings and field labels; the description is one indented paragraph block", () => {
    const blocks = contractBlocks(record);
    expect(blocks.filter((block) => block.type === "heading").map((block) => block.text)).toEqual([
      "CLIENT",
      "PROJECT",
      "TERMS AND CONDITIONS",
      "AGREEMENT",
      "SIGNER'S ENTRIES",
      "SIGNATURES",
    ]);
    const labels = blocks.flatMap((block) => (block.type === "labelled" ? [block.label] : []));
    expect(labels).toEqual([
      "Contract date",
      "Contract ID",
      "Quote",
      "Name",
      "E-mail",
      "Phone",
      "Project address",
      "Work scope",
      "Contract price",
      "Quote valid until",
      "Name",
      "E-mail",
      "Phone",
      "Project address",
    ]);
    const holding = blocks.filter((block) => texts([block]).some((text) => text.includes("$1.00")));
    expect(holding).toEqual([{ type: "text", text: forgedDescription, style: { size: 9.5, indent: 12 } }]);
    expect(blocks.find((block) => block.type === "labelled" && block.label === "Contract price")).toMatchObject({ value: "$9,850.00 CAD" });
  });

  it("shows the signer's entries only in their own block, after the agreement", () => {
    const blocks = contractBlocks(record);
    const start = blocks.findIndex((block) => block.type === "heading" && block.text === "SIGNER'S ENTRIES");
    const end = blocks.findIndex((block) => block.type === "heading" && block.text === "SIGNATURES");
    const entries = blocks.slice(start, end).flatMap((block) => (block.type === "labelled" ? [[block.label, block.value]] : []));
    expect(entries).toEqual([
      ["Name", "Dmitri Ivanov"],
      ["E-mail", "dmitri@example.com"],
      ["Phone", "647-555-0100"],
      ["Project address", "17 Birchmount Road"],
    ]);
    const before = texts(blocks.slice(0, start)).join("\n");
    expect(before).not.toContain("Dmitri Ivanov");
    expect(before).not.toContain("17 Birchmount Road\n");
  });

  it("writes the eight terms of the record, and certifies the record's own SHA-256", () => {
    const all = texts(contractBlocks(record));
    for (const term of contractTermsList) expect(all).toEqual(expect.arrayContaining([term.title, term.body]));
    const { hash } = freezeRecord(record);
    expect(certificateBlocks(record, hash, "formaconcretegta.ca")).toContainEqual({
      type: "labelled",
      label: "Record SHA-256",
      value: hash,
      options: { valueFont: "mono", size: 8.5 },
    });
  });
});

describe("the drawn PDF", () => {
  let pages: PdfTextItem[][];
  let items: PdfTextItem[];

  beforeAll(async () => {
    const doc = await layOutDocument(recordDocument(record, png));
    pages = await pdfTextItems(await doc.save());
    items = pages.flat();
  });

  const placed = (text: string) => items.filter((item) => item.text === text).map(({ x, size, fontName }) => ({ x: Math.round(x), size, fontName }));

  it("draws the real field as label and value, and the description's lines as indented 9.5 pt body text", () => {
    const [label] = placed("Contract price");
    const [value] = placed("$9,850.00 CAD");
    expect(label).toMatchObject({ x: 54, size: 9.5 });
    expect(value).toMatchObject({ x: 174, size: 9.5 });
    expect(label.fontName).not.toBe(value.fontName); // bold label, regular value
    const body = placed("Pour a 400 sq ft slab.")[0];
    expect(body).toMatchObject({ x: 66, size: 9.5, fontName: value.fontName });
    for (const forged of ["Contract price: $1.00 CAD", "Name: Someone Else"]) expect(placed(forged)).toEqual([body]);
  });

  it("draws the description's heading-like lines as body text, and the real heading once, bold at 11 pt", () => {
    const headings = placed("TERMS AND CONDITIONS");
    expect(headings).toHaveLength(2);
    const [fromDescription, real] = headings;
    expect(fromDescription).toMatchObject({ x: 66, size: 9.5 });
    expect(real).toMatchObject({ x: 54, size: 11 });
    expect(real.fontName).not.toBe(fromDescription.fontName);
    expect(placed("1. Scope of Work").map(({ x, size }) => ({ x, size }))).toEqual([
      { x: 66, size: 9.5 },
      { x: 54, size: 10 },
    ]);
  });

  it("reads back in order: the price field, the description, then the terms", () => {
    const lines = pages.flatMap(linesOf);
    const index = (line: string) => lines.indexOf(line);
    expect(index("Contract price $9,850.00 CAD")).toBeGreaterThan(-1);
    expect(index("Contract price $9,850.00 CAD")).toBeLessThan(index("Contract price: $1.00 CAD"));
    expect(index("Contract price: $1.00 CAD")).toBeLessThan(lines.lastIndexOf("TERMS AND CONDITIONS"));
  });
});

describe("fonts", () => {
  it("loads the Chinese font files only once a Chinese character is drawn", async () => {
    await layOutDocument(recordDocument(record, png));
    expect(loadedFontFiles().sort()).toEqual(["mono", "sans", "sansBold"]);
    const chinese = { ...record, signer: { ...record.signer, name: "王小明" } };
    await layOutDocument(recordDocument(chinese, png));
    expect(loadedFontFiles().sort()).toEqual(["cjk", "cjkBold", "mono", "sans", "sansBold"]);
  });
});

describe("the render worker", () => {
  afterAll(() => stopRenderWorkers());

  it("fails a render it cannot finish with a RenderError saying why, and renders the next job", async () => {
    const signing = { p12: new Uint8Array([1, 2, 3]), password: "x", signatureLength: 4096, commonName: "Nobody" };
    const failed = await runRenderJob({ kind: "record", record, signaturePng: png, signing }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(RenderError);
    expect((failed as Error).message).toMatch(/^Rendering the contract PDF failed: /);

    const { generateSigningP12 } = await import("../../server/features/contracts/signing-certificate");
    const p12 = generateSigningP12("pw");
    const rendered = await runRenderJob({ kind: "record", record, signaturePng: png, signing: { ...signing, p12, password: "pw" } });
    expect(Buffer.from(rendered.pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(rendered.sha256).toBe(createHash("sha256").update(rendered.pdf).digest("hex"));
    // Starting the worker from the sources and generating an RSA key take seconds on a busy machine.
  }, 30_000);
});

describe("an itemised contract (format forma-contract/4)", () => {
  let itemised: SignedContractRecord;
  let lines: string[];

  beforeAll(async () => {
    const items: LineItem[] = [
      { id: "slab", description: "Stamped patio, ashlar slate", quantity: "1", unit: "lump_sum", unitPrice: "9850.00", optional: false },
      { id: "sealer", description: "Premium sealer upgrade", quantity: "400", unit: "sq_ft", unitPrice: "1.25", optional: true },
      { id: "steps", description: "Front steps refacing", quantity: "2", unit: "each", unitPrice: "420.00", optional: true },
    ];
    itemised = composeContractRecord({
      contractId: "7d3f2a10-1111-4222-8333-444455556666",
      contractDate: "2025-06-02",
      quote: { ...quoteFixture, projectDetails: "Pour the patio.", lineItems: items, chosenOptionIds: ["sealer"], revision: 2 },
      signer: { name: "Dmitri Ivanov", email: "dmitri@example.com", phone: "647-555-0100", projectAddress: "17 Birchmount Road" },
      signature: { sha256: createHash("sha256").update(png).digest("hex"), width: 300, height: 100 },
      signedAt: at,
      ip: "203.0.113.7",
      userAgent: "Mozilla/5.0",
    });
    const doc = await layOutDocument(recordDocument(itemised, png));
    lines = (await pdfTextItems(await doc.save())).flatMap(linesOf);
  });

  it("adds a PRICE section after the project, and states the revision and that the price includes HST", () => {
    const blocks = contractBlocks(itemised);
    expect(blocks.filter((block) => block.type === "heading").map((block) => block.text)).toEqual([
      "CLIENT",
      "PROJECT",
      "PRICE",
      "TERMS AND CONDITIONS",
      "AGREEMENT",
      "SIGNER'S ENTRIES",
      "SIGNATURES",
    ]);
    expect(blocks.find((block) => block.type === "labelled" && block.label === "Contract price")).toMatchObject({
      value: "$11,695.50 CAD, HST included",
    });
    expect(blocks.find((block) => block.type === "labelled" && block.label === "Quote")).toMatchObject({
      value: "3f1c2b7a-9d4e-4f61-8a2b-5c6d7e8f9a0b (revision 2, version 2)",
    });
  });

  it("draws each item with quantity, unit price and amount, the options as chosen, and the totals to the cent", () => {
    for (const line of [
      "Item Quantity Unit price Amount",
      "Stamped patio, ashlar slate 1 lump sum $9,850.00 $9,850.00",
      "Premium sealer upgrade 400 sq ft $1.25 $500.00",
      "Optional, chosen by the client",
      "Front steps refacing 2 each $420.00 $840.00",
      "Optional, not chosen: not included in the price",
      "Subtotal $10,350.00",
      "HST 13% $1,345.50",
      "Total $11,695.50",
      "Deposit 50% due at signing $5,847.75",
      "Balance on completion $5,847.75",
      `HST registration number ${salesTax.registrationNumber}`,
    ]) {
      expect(lines).toContain(line);
    }
    expect(lines.indexOf("Subtotal $10,350.00")).toBeLessThan(lines.indexOf("TERMS AND CONDITIONS"));
  });

  it("keeps a contract priced as one total without a PRICE section", () => {
    expect(contractBlocks(record).some((block) => block.type === "heading" && block.text === "PRICE")).toBe(false);
  });
});

describe("headings are kept with what follows", () => {
  /** Every section heading a contract and its certificate draw (bold, 11 pt). */
  const sectionHeadings = new Set([
    "CLIENT",
    "PROJECT",
    "PRICE",
    "TERMS AND CONDITIONS",
    "AGREEMENT",
    "SIGNER'S ENTRIES",
    "SIGNATURES",
    "SIGNER",
    "TIMELINE",
    "RECORD",
  ]);
  const termTitles = new Set(contractTermsList.map((term) => term.title));
  /** The footer's baseline is 54 pt from the bottom; the body never goes below 90. */
  const bodyBottom = 60;

  /** The owner's signature on file: a different drawing from the client's, so the two images differ. */
  let businessPng: Buffer;
  beforeAll(async () => {
    businessPng = await sharp({ create: { width: 360, height: 120, channels: 3, background: "#ffffff" } })
      .composite([
        {
          input: Buffer.from(
            '<svg width="360" height="120"><path d="M10 90 L 120 20 L 200 100 L 350 30" stroke="navy" stroke-width="4" fill="none"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
  });

  function longContract(count: number): SignedContractRecord {
    const items: LineItem[] = Array.from({ length: count }, (_, index) => ({
      id: `section-${index + 1}`,
      description: `Stamped section ${index + 1}, ashlar slate with charcoal release`,
      quantity: "24",
      unit: "sq_ft",
      unitPrice: "14.25",
      optional: false,
    }));
    return composeContractRecord({
      contractId: "7d3f2a10-1111-4222-8333-444455556666",
      contractDate: "2025-06-02",
      quote: { ...quoteFixture, projectDetails: "Pour and stamp every section listed.", lineItems: items, chosenOptionIds: [] },
      signer: { name: "Dmitri Ivanov", email: "dmitri@example.com", phone: "647-555-0100", projectAddress: "17 Birchmount Road" },
      signature: { sha256: createHash("sha256").update(png).digest("hex"), width: 300, height: 100 },
      signedAt: at,
      ip: "203.0.113.7",
      userAgent: "Mozilla/5.0",
      businessSignature: {
        signerName: "Daniel Moretti",
        sha256: createHash("sha256").update(businessPng).digest("hex"),
        width: 360,
        height: 120,
        setBy: "owner@example.com",
        setAt: new Date("2025-05-20T15:00:00Z"),
      },
    });
  }

  // One more item moves everything after the table down by one row (about 17 pt), so a run of item
  // counts as long as a page puts the SIGNATURES heading (and the totals) at every height a page offers.
  it("puts the SIGNATURES heading, both signature images and both signers' lines on one page, keeps Subtotal to Balance on one page, and ends no page with a heading, for 30 to 66 items", async () => {
    for (let count = 30; count <= 66; count++) {
      const pdf = await (await layOutDocument(recordDocument(longContract(count), png, businessPng))).save();
      const pages = await pdfTextItems(pdf);
      const pageOf = (found: (item: PdfTextItem) => boolean) => pages.findIndex((items) => items.some(found)) + 1;
      const headingPage = pageOf((item) => item.text === "SIGNATURES" && item.size === 11);
      expect(headingPage, `${count} items`).toBeGreaterThan(0);
      expect(await pdfImagePages(pdf), `the two signature images, ${count} items`).toEqual([headingPage, headingPage]);
      expect(
        pageOf((item) => item.text.startsWith("For Forma Concrete: Daniel Moretti")),
        `the business's line, ${count} items`,
      ).toBe(headingPage);
      expect(
        pageOf((item) => item.text.startsWith("Client: Dmitri Ivanov")),
        `the client's line, ${count} items`,
      ).toBe(headingPage);

      const subtotalPage = pageOf((item) => item.text === "Subtotal");
      expect(subtotalPage, `Subtotal, ${count} items`).toBeGreaterThan(0);
      for (const row of ["HST 13%", "Total", "Deposit 50% due at signing", "Balance on completion"]) {
        expect(
          pageOf((item) => item.text === row),
          `${row} beside Subtotal, ${count} items`,
        ).toBe(subtotalPage);
      }

      pages.forEach((items, index) => {
        const body = items.filter((item) => item.y > bodyBottom);
        const last = body.reduce((lowest, item) => (item.y < lowest.y ? item : lowest));
        const isHeading = (sectionHeadings.has(last.text) && last.size === 11) || termTitles.has(last.text);
        expect(isHeading, `page ${index + 1} of ${pages.length} ends with "${last.text}" (${count} items)`).toBe(false);
      });
    }
  }, 180_000);

  // 38 items split the totals when the contract was reported; with the business's address under the
  // title, 46 is the count whose deposit rows would start the next page if the group were not kept.
  it("keeps the totals, deposit and balance on one page with 38 and 46 items", async () => {
    for (const count of [38, 46]) {
      const pdf = await (await layOutDocument(recordDocument(longContract(count), png, businessPng))).save();
      const pages = (await pdfTextItems(pdf)).map((items) => linesOf(items));
      const withSubtotal = pages.findIndex((lines) => lines.some((line) => line.startsWith("Subtotal ")));
      expect(withSubtotal, `${count} items`).toBeGreaterThanOrEqual(0);
      const totals = pages[withSubtotal].filter((line) => /^(Subtotal|HST 13%|Total|Deposit 50% due at signing|Balance on completion) \$/.test(line));
      expect(totals, `${count} items`).toHaveLength(5);
    }
  });
});
