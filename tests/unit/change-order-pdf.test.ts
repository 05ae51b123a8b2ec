/**
 * The signed change order's PDF, rendered in the render worker and sealed with the active certificate,
 * then read with the tools a reader would use: pdftotext finds the order, the contract it amends, its
 * lines with signed amounts, the revised contract sum row by row and the unchanged-terms sentence;
 * pdfsig finds the digital signature valid; pdfinfo the title. A signature image the record does not
 * name is refused before anything is rendered.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeOrderPdfFilename, renderSignedChangeOrderPdf } from "../../server/features/change-orders/change-order-pdf";
import { changeOrderRecordFormat, otherTermsSentence, type ChangeOrderRecord } from "../../server/features/change-orders/change-order-record";
import { sha256Hex } from "../../server/features/contracts/contract-record";
import { changeOrderBlocks, paymentEffect } from "../../server/features/change-orders/change-order-layout";
import { stopRenderWorkers } from "../../server/documents/worker-pool";
import { normaliseSignature } from "../../server/features/contracts/signature-image";
import { activeSigningCertificate, loadSigningCertificate } from "../../server/features/contracts/signing-certificate";
import { businessAddressLine, business, salesTax } from "../../shared/business";
import {
  changeOrderReasonLabels,
  changeOrderTotals,
  dueOnSigningCents,
  unitLabel,
  type ChangeOrderLineInput,
  type ChangeOrderPaymentTerms,
  type ChangeOrderReason,
} from "../../shared/change-orders/rules";
import { formatCents, parseCents } from "../../shared/money";

const run = promisify(execFile);

const contractId = "7b2e4c1a-5d3f-4a8e-9c6b-1f2a3b4c5d6e";
const originalContractCents = 1_169_550;
const co1Cents = 56_500;

let signature: { png: Buffer; sha256: string; width: number; height: number };
let directory: string;

beforeAll(async () => {
  // A drawn stroke, normalised as signing stores it.
  const drawn = await sharp({ create: { width: 480, height: 160, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="480" height="160"><path d="M20 120 C 70 20, 110 20, 140 100 S 210 150, 250 60 S 340 30, 360 110 L 460 70" stroke="#1c1917" stroke-width="4" fill="none" stroke-linecap="round"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  signature = await normaliseSignature(`data:image/png;base64,${drawn.toString("base64")}`);
  await loadSigningCertificate({ dataDir: "memory://" });
  directory = await mkdtemp(path.join(os.tmpdir(), "change-order-pdf-"));
});

afterAll(async () => {
  await stopRenderWorkers();
  // KEEP_PDFS=1 keeps the PDFs written here, to look at.
  if (!process.env.KEEP_PDFS) await rm(directory, { recursive: true, force: true });
});

type OrderFacts = {
  sequence: number;
  reason: ChangeOrderReason;
  summary: string;
  lines: ChangeOrderLineInput[];
  payment: ChangeOrderPaymentTerms;
  /** The totals (with HST) of the signed orders before this one. */
  earlier: number[];
  context: ChangeOrderRecord["signer"]["context"];
};

/** A record as signing composes one: the money worked out by the shared rules, the contract-sum rows ending with this order. */
function record(facts: OrderFacts): ChangeOrderRecord {
  const totals = changeOrderTotals(facts.lines);
  const number = `CO-${facts.sequence}`;
  const rows = [
    { label: "Original contract", totalCents: originalContractCents },
    ...facts.earlier.map((totalCents, index) => ({ label: `CO-${index + 1}`, totalCents })),
    { label: number, totalCents: totals.totalCents },
  ];
  return {
    format: changeOrderRecordFormat,
    changeOrderId: `0c9d8e7f-6a5b-4c3d-8e2f-10000000000${facts.sequence}`,
    number,
    contract: { id: contractId, quoteNumber: "Q-2026-0042", contractDate: "2026-09-14", pdfSha256: sha256Hex("the signed contract PDF") },
    contractor: {
      name: business.name,
      address: businessAddressLine,
      phone: business.phoneDisplay,
      email: business.email,
      hstNumber: salesTax.registrationNumber,
    },
    client: { name: "Aisha Khan-Whitfield", email: "aisha@example.com", projectAddress: "17 Birchmount Rd, Scarborough, ON M1N 3J7" },
    reason: facts.reason,
    reasonLabel: changeOrderReasonLabels[facts.reason],
    summary: facts.summary,
    lines: facts.lines.map((line, index) => ({
      kind: line.kind,
      description: line.description,
      quantity: line.quantity,
      unit: unitLabel(line.unit),
      unitPriceCents: parseCents(line.unitPrice) ?? 0,
      amountCents: totals.lineCents[index],
    })),
    subtotalCents: totals.subtotalCents,
    hstRateBasisPoints: salesTax.rateBasisPoints,
    hstCents: totals.hstCents,
    totalCents: totals.totalCents,
    contractSum: { rows, revisedTotalCents: rows.reduce((sum, row) => sum + row.totalCents, 0) },
    payment: { ...facts.payment, dueOnSigningCents: dueOnSigningCents(totals.totalCents, facts.payment) },
    otherTerms: otherTermsSentence,
    signer: {
      name: "Aisha Khan-Whitfield",
      signatureSha256: signature.sha256,
      signatureWidth: signature.width,
      signatureHeight: signature.height,
      context: facts.context,
    },
    signedAt: "2026-10-03T18:42:00.000Z",
    ip: "203.0.113.24",
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
  };
}

const pricedOrder = () =>
  record({
    sequence: 2,
    reason: "site_condition",
    summary:
      "The grade at the front entrance drops more than the survey showed: three steps are added to reach the porch, and the soft fill under them is dug out and replaced with compacted gravel.",
    lines: [
      { kind: "add", description: "Poured concrete step, broom finish, 48 in wide", quantity: "3", unit: "each", unitPrice: "400.00" },
      { kind: "add", description: "Excavation of soft fill and compacted gravel base", quantity: "12.5", unit: "sq_ft", unitPrice: "8.40" },
    ],
    payment: { kind: "due_on_signing", percent: 30 },
    earlier: [co1Cents],
    context: "remote",
  });

const creditOrder = () =>
  record({
    sequence: 3,
    reason: "scope_reduction",
    summary: "The client keeps the existing walkway border: the border pour is left out and credited.",
    lines: [{ kind: "credit", description: "Walkway border pour, left out", quantity: "1", unit: "lump_sum", unitPrice: "300.00" }],
    payment: { kind: "add_to_balance" },
    earlier: [co1Cents, pricedOrder().totalCents],
    context: "in_person",
  });

/** Writes the PDF and reads it back with pdftotext, its whitespace runs made single spaces. */
async function writtenPdf(name: string, pdf: Uint8Array) {
  const file = path.join(directory, name);
  await writeFile(file, pdf);
  const { stdout } = await run("pdftotext", ["-layout", file, "-"]);
  return { file, text: stdout.replace(/\s+/g, " ") };
}

describe("the change order's money", () => {
  it("comes to what the shared rules give, each line rounded on its own", () => {
    const priced = pricedOrder();
    expect(priced.lines.map((line) => line.amountCents)).toEqual([120_000, 10_500]);
    expect([priced.subtotalCents, priced.hstCents, priced.totalCents]).toEqual([130_500, 16_965, 147_465]);
    expect(priced.payment.dueOnSigningCents).toBe(44_240);
    const credit = creditOrder();
    expect([credit.subtotalCents, credit.hstCents, credit.totalCents]).toEqual([-30_000, -3_900, -33_900]);
    expect(credit.contractSum.revisedTotalCents).toBe(originalContractCents + co1Cents + 147_465 - 33_900);
  });

  it("says in words what signing does to the payments", () => {
    expect(paymentEffect(pricedOrder())).toBe("30% ($442.40) due on signing; the rest is added to the balance");
    expect(paymentEffect({ ...pricedOrder(), payment: { kind: "add_to_balance", dueOnSigningCents: 0 } })).toBe("Added to the balance");
    expect(paymentEffect({ ...pricedOrder(), payment: { kind: "due_on_signing", percent: 100, dueOnSigningCents: 147_465 } })).toBe(
      "100% ($1,474.65) due on signing",
    );
    expect(paymentEffect(creditOrder())).toBe("Deducted from the balance");
  });

  it("is laid out as a pure function of the record", () => {
    expect(changeOrderBlocks(pricedOrder())).toEqual(changeOrderBlocks(pricedOrder()));
  });
});

describe("a priced change order, signed on the client's link", () => {
  let order: ChangeOrderRecord;
  let rendered: Awaited<ReturnType<typeof renderSignedChangeOrderPdf>>;
  let file: string;
  let text: string;

  beforeAll(async () => {
    order = pricedOrder();
    rendered = await renderSignedChangeOrderPdf(order, signature.png);
    ({ file, text } = await writtenPdf("co-2.pdf", rendered.pdf));
    // Starting the worker from the sources and signing take seconds on a busy machine.
  }, 60_000);

  it("is a PDF whose SHA-256 is given, signed with the active certificate", () => {
    expect(Buffer.from(rendered.pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(rendered.sha256).toBe(sha256Hex(rendered.pdf));
    expect(rendered.certificateSha256).toBe(activeSigningCertificate().fingerprint);
  });

  it("names the contract it amends, the parties, the lines and the totals", () => {
    for (const expected of [
      "Change Order CO-2",
      "to Contract signed Sep 14, 2026 on quote Q-2026-0042",
      order.contract.pdfSha256,
      contractId,
      "HST registration number 78412 5530 RT0001",
      "1180 Caledonia Road, Unit 4, Toronto, ON M6A 2W5",
      "Aisha Khan-Whitfield",
      "17 Birchmount Rd, Scarborough, ON M1N 3J7",
      "Site condition found during the work",
      "Add Poured concrete step",
      "3 each $400.00 $1,200.00",
      "12.5 sq ft $8.40 $105.00",
      "Subtotal $1,305.00",
      "HST 13% $169.65",
      "Change order total $1,474.65",
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("prints the revised contract sum row by row, the revised total, the payment and the unchanged terms", () => {
    expect(text).toContain("REVISED CONTRACT SUM");
    for (const row of order.contractSum.rows.slice(0, -1)) expect(text, row.label).toContain(`${row.label} ${formatCents(row.totalCents)}`);
    expect(text).toContain("CO-2 (this change order) $1,474.65");
    expect(text).toContain(`Revised contract sum ${formatCents(order.contractSum.revisedTotalCents)}`);
    expect(formatCents(order.contractSum.revisedTotalCents)).toBe("$13,735.15");
    expect(text).toContain("30% ($442.40) due on signing; the rest is added to the balance");
    expect(text).toContain("All other terms of the contract remain unchanged.");
  });

  it("shows the signature, who signed, when (Toronto time) and where", async () => {
    expect(text).toContain("Client: Aisha Khan-Whitfield, Oct 3, 2026");
    expect(text).toContain("Signed electronically on the client's own link, Oct 3, 2026, 2:42 p.m. EDT");
    expect(text).toContain("203.0.113.24");
    expect(text).toContain("forma-change-order/1");
    expect(text).toContain(signature.sha256);
    const { stdout } = await run("pdfimages", ["-list", file]);
    const images = stdout
      .split("\n")
      .slice(2)
      .map((line) => line.trim().split(/\s+/))
      .filter((columns) => columns[2] === "image");
    expect(images.map((columns) => [columns[3], columns[4]])).toEqual([[String(signature.width), String(signature.height)]]);
  });

  it("is digitally signed, and pdfsig finds the signature valid", async () => {
    const checked = await run("pdfsig", [file]).catch((error: { stdout: string }) => error);
    expect(checked.stdout).toContain("Signature Validation: Signature is Valid.");
    expect(Buffer.from(rendered.pdf).toString("latin1")).toContain(`/Reason (Signed change order CO-2 to contract ${contractId})`);
    const { stdout } = await run("pdfinfo", [file]);
    expect(stdout).toMatch(/^Title:\s+Change Order CO-2$/m);
  });

  it("gives the same bytes for the same record and signature", async () => {
    const again = await renderSignedChangeOrderPdf(order, signature.png);
    expect(again.sha256).toBe(rendered.sha256);
  }, 60_000);

  it("is named by the order's number and the contract's id", () => {
    expect(changeOrderPdfFilename(order.number, contractId)).toBe("forma-change-order-CO-2-7b2e4c1a.pdf");
  });
});

describe("a credit order, signed in person", () => {
  let order: ChangeOrderRecord;
  let file: string;
  let text: string;

  beforeAll(async () => {
    order = creditOrder();
    const rendered = await renderSignedChangeOrderPdf(order, signature.png);
    ({ file, text } = await writtenPdf("co-3.pdf", rendered.pdf));
  }, 60_000);

  it("prints the credit and its HST as negative amounts, and the revised sum with every earlier order", () => {
    for (const expected of [
      "Change Order CO-3",
      "Credit Walkway border pour, left out",
      "1 lump sum $300.00 -$300.00",
      "Subtotal -$300.00",
      "HST 13% -$39.00",
      "Change order total -$339.00",
      "Original contract $11,695.50",
      "CO-1 $565.00",
      "CO-2 $1,474.65",
      "CO-3 (this change order) -$339.00",
      `Revised contract sum ${formatCents(order.contractSum.revisedTotalCents)}`,
      "Deducted from the balance",
      "All other terms of the contract remain unchanged.",
      "Signed electronically in person, on Forma Concrete's device, Oct 3, 2026, 2:42 p.m. EDT",
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("is digitally signed", async () => {
    const checked = await run("pdfsig", [file]).catch((error: { stdout: string }) => error);
    expect(checked.stdout).toContain("Signature Validation: Signature is Valid.");
  });
});

describe("a signature image the record does not name", () => {
  it("is refused before anything is rendered", async () => {
    const other = await sharp({ create: { width: 240, height: 80, channels: 3, background: "#ffffff" } })
      .composite([{ input: Buffer.from('<svg width="240" height="80"><path d="M10 60 L 230 20" stroke="black" stroke-width="3"/></svg>') }])
      .png()
      .toBuffer();
    await expect(renderSignedChangeOrderPdf(pricedOrder(), other)).rejects.toThrow("The signature PNG is not the one the change order record names");
  });

  it("and so is a record that is not a change order's", async () => {
    const wrong = { ...pricedOrder(), format: "forma-contract/5" } as unknown as ChangeOrderRecord;
    await expect(renderSignedChangeOrderPdf(wrong, signature.png)).rejects.toThrow("Not a change order record");
  });
});
