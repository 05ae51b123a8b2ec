/**
 * The warranty certificate's PDF, rendered in the render worker and sealed with the active certificate,
 * then read with the tools a reader would use: pdftotext finds the number, the period with both days
 * in words, the work, the contract and each change order by their hashes, every exclusion and the
 * client's statutory rights; pdfsig finds the digital signature valid; pdfinfo the title. Issuing it
 * before payment is an audit fact that leaves the pages, and the bytes, unchanged. A record of another
 * format is refused before anything is rendered.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../../server/features/contracts/contract-record";
import { warrantyBlocks, warrantyPeriodLines, warrantyStatement } from "../../server/features/completion/warranty-layout";
import { stopRenderWorkers } from "../../server/documents/worker-pool";
import { activeSigningCertificate, loadSigningCertificate } from "../../server/features/contracts/signing-certificate";
import { renderWarrantyPdf, warrantyPdfFilename } from "../../server/features/completion/warranty-pdf";
import { warrantyRecordFormat, type WarrantyRecord } from "../../server/features/completion/warranty-record";
import { business, businessAddressLine, salesTax } from "../../shared/business";
import { warrantyEndDate } from "../../shared/completion/dates";

const run = promisify(execFile);

let directory: string;

beforeAll(async () => {
  await loadSigningCertificate({ dataDir: "memory://" });
  directory = await mkdtemp(path.join(os.tmpdir(), "warranty-pdf-"));
});

afterAll(async () => {
  await stopRenderWorkers();
  // KEEP_PDFS=1 keeps the PDFs written here, to look at.
  if (!process.env.KEEP_PDFS) await rm(directory, { recursive: true, force: true });
});

const exclusions = [
  "Hairline and shrinkage cracks narrower than 1/4 inch (6 mm), which are natural to concrete as it cures and do not affect its strength.",
  "Scaling, pitting or discolouration caused by de-icing salts or other chemicals applied to the surface, including salt dripping from vehicles.",
  "Damage from loads heavier than the slab was designed for: the patio is built for foot traffic and outdoor furniture, not for cars, trucks, trailers or equipment.",
  "Frost heave, settlement or movement of soil that was not placed and compacted by us, including backfill around foundations and ground disturbed after completion.",
  "The warranty is void while any balance under the contract, including signed change orders, remains unpaid.",
];

/** A completed stamped patio with two signed change orders, as issuing composes the record. */
function record(): WarrantyRecord {
  return {
    format: warrantyRecordFormat,
    certificateId: "5e0b7c2d-94a1-4f3e-8b6d-2c7a9e1f4d08",
    number: "W-2026-0042",
    contractor: {
      name: business.name,
      address: businessAddressLine,
      phone: business.phoneDisplay,
      email: business.email,
      hstNumber: salesTax.registrationNumber,
    },
    client: { name: "Priya Raghunathan", email: "priya.r@example.com", projectAddress: "48 Glenwood Crescent, East York, ON M4B 1J7" },
    scope: {
      workScope: "Stamped concrete patio in the rear yard, about 420 sq ft: 4 in slab with wire mesh on 6 in of compacted gravel",
      choices: [
        { title: "Finish", label: "Stamped concrete" },
        { title: "Sealer", label: "Solvent-based acrylic, satin" },
      ],
      design: "Ashlar Slate pattern (Brickform), base colour Desert Tan integral, release Charcoal Grey",
    },
    contract: {
      id: "7b2e4c1a-5d3f-4a8e-9c6b-1f2a3b4c5d6e",
      quoteNumber: "Q-2026-0031",
      contractDate: "2026-04-20",
      pdfSha256: sha256Hex("the signed contract PDF"),
    },
    changeOrders: [
      { number: "CO-1", pdfSha256: sha256Hex("the signed PDF of CO-1") },
      { number: "CO-2", pdfSha256: sha256Hex("the signed PDF of CO-2") },
    ],
    startsOn: "2026-06-12",
    endsOn: warrantyEndDate("2026-06-12", 5),
    years: 5,
    terms: {
      version: 3,
      title: "Forma Concrete Workmanship Warranty",
      coverage: [
        "Scaling, spalling or delamination of the surface caused by how the concrete was placed, finished or cured.",
        "Cracks 1/4 inch (6 mm) wide or wider, and cracks where one side has lifted or dropped more than 1/4 inch from the other.",
        "Settlement or heaving of the slab where the base under it was excavated, placed and compacted by us.",
        "Covered defects are repaired or the affected section replaced at no charge, matched as closely as the materials allow.",
      ],
      exclusions,
      howToClaim: [
        `E-mail ${business.email} or call ${business.phoneDisplay} within 30 days of noticing the defect, giving the certificate number.`,
        "Send photos of the defect with a coin or tape measure beside it for scale.",
        "We inspect within 10 business days, weather permitting, and confirm in writing whether the defect is covered.",
        "Covered repairs are scheduled at no charge in the next season suitable for concrete work.",
      ],
    },
    issuedAt: "2026-06-15T14:15:00.000Z",
    issuedBeforePaymentBy: null,
  };
}

/** Writes the PDF and reads it back with pdftotext, its whitespace runs made single spaces. */
async function writtenPdf(name: string, pdf: Uint8Array) {
  const file = path.join(directory, name);
  await writeFile(file, pdf);
  const { stdout } = await run("pdftotext", ["-layout", file, "-"]);
  return { file, text: stdout.replace(/\s+/g, " ") };
}

describe("the certificate's layout", () => {
  it("states the promise and the period in words, the last day included", () => {
    const certificate = record();
    expect(certificate.endsOn).toBe("2031-06-12");
    expect(warrantyStatement(certificate)).toBe("Forma Concrete warrants the workmanship of the work described below for 5 years.");
    expect(warrantyStatement({ ...certificate, years: 1 })).toBe("Forma Concrete warrants the workmanship of the work described below for 1 year.");
    expect(warrantyPeriodLines(certificate)).toEqual(["From Friday, June 12, 2026", "to Thursday, June 12, 2031"]);
  });

  it("is a pure function of the record, and prints nothing of an issue before payment", () => {
    expect(warrantyBlocks(record())).toEqual(warrantyBlocks(record()));
    expect(warrantyBlocks({ ...record(), issuedBeforePaymentBy: "owner@formaconcretegta.ca" })).toEqual(warrantyBlocks(record()));
  });
});

describe("a warranty certificate for a stamped patio with two change orders", () => {
  let certificate: WarrantyRecord;
  let rendered: Awaited<ReturnType<typeof renderWarrantyPdf>>;
  let file: string;
  let text: string;

  beforeAll(async () => {
    certificate = record();
    rendered = await renderWarrantyPdf(certificate);
    ({ file, text } = await writtenPdf("warranty.pdf", rendered.pdf));
    // Starting the worker from the sources and signing take seconds on a busy machine.
  }, 60_000);

  it("is a PDF whose SHA-256 is given, signed with the active certificate", () => {
    expect(Buffer.from(rendered.pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(rendered.sha256).toBe(sha256Hex(rendered.pdf));
    expect(rendered.certificateSha256).toBe(activeSigningCertificate().fingerprint);
  });

  it("names the certificate, the promise and the period with both days in words", () => {
    for (const expected of [
      "Workmanship Warranty Certificate",
      "Certificate No. W-2026-0042",
      "Forma Concrete warrants the workmanship of the work described below for 5 years.",
      "From Friday, June 12, 2026 to Thursday, June 12, 2031",
      "Valid through the end of Thursday, June 12, 2031, Toronto time.",
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("names the client, the property, the work, the contract and each change order by its hash", () => {
    for (const expected of [
      "Priya Raghunathan",
      "48 Glenwood Crescent, East York, ON M4B 1J7",
      "Stamped concrete patio in the rear yard",
      "Finish Stamped concrete",
      "Ashlar Slate pattern (Brickform)",
      "Contract Signed Apr 20, 2026 on quote Q-2026-0031",
      "Change orders CO-1 and CO-2",
      certificate.contract.id,
      `Contract PDF SHA-256 ${certificate.contract.pdfSha256}`,
      `CO-1 PDF SHA-256 ${certificate.changeOrders[0].pdfSha256}`,
      `CO-2 PDF SHA-256 ${certificate.changeOrders[1].pdfSha256}`,
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("prints the terms as issued: every coverage item, every exclusion, each claim step, and their version", () => {
    expect(text).toContain("Warranty terms, version 3");
    for (const item of [...certificate.terms.coverage, ...exclusions, ...certificate.terms.howToClaim]) expect(text, item).toContain(item);
  });

  it("keeps the client's statutory rights, and names the issuer, its HST number and the issue date", () => {
    for (const expected of [
      "This warranty is in addition to the rights the Consumer Protection Act, 2002 (Ontario) gives you, and never limits them.",
      "1180 Caledonia Road, Unit 4, Toronto, ON M6A 2W5",
      "HST registration number 78412 5530 RT0001",
      "Issued Jun 15, 2026",
      "Jun 15, 2026, 10:15 a.m. EDT",
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("has no drawn signature: it is digitally signed, and pdfsig finds the signature valid", async () => {
    const { stdout: images } = await run("pdfimages", ["-list", file]);
    expect(
      images
        .split("\n")
        .slice(2)
        .filter((line) => line.trim()),
    ).toEqual([]);
    const checked = await run("pdfsig", [file]).catch((error: { stdout: string }) => error);
    expect(checked.stdout).toContain("Signature Validation: Signature is Valid.");
    expect(Buffer.from(rendered.pdf).toString("latin1")).toContain(
      `/Reason (Warranty certificate W-2026-0042 for contract ${certificate.contract.id})`,
    );
    const { stdout } = await run("pdfinfo", [file]);
    expect(stdout).toMatch(/^Title:\s+Warranty Certificate W-2026-0042$/m);
  });

  it("gives the same bytes for the same record, and for one issued before payment", async () => {
    const again = await renderWarrantyPdf(record());
    expect(again.sha256).toBe(rendered.sha256);
    const early = await renderWarrantyPdf({ ...record(), issuedBeforePaymentBy: "owner@formaconcretegta.ca" });
    expect(early.sha256).toBe(rendered.sha256);
  }, 60_000);

  it("is named by the certificate's number", () => {
    expect(warrantyPdfFilename(certificate.number)).toBe("forma-warranty-W-2026-0042.pdf");
  });
});

describe("a record that is not a warranty certificate's", () => {
  it("is refused before anything is rendered", async () => {
    const wrong = { ...record(), format: "forma-change-order/1" } as unknown as WarrantyRecord;
    await expect(renderWarrantyPdf(wrong)).rejects.toThrow("Not a warranty record: format forma-change-order/1");
  });
});
