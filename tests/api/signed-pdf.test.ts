/**
 * The signed PDF as stored and served: rendered once at signing and never again, served with its
 * SHA-256 as ETag (304 on a match) and a year of caching; names in any script drawn as typed; a real
 * digital signature over the whole file but its own hex string; POST /api/verify's three verdicts;
 * and contracts signed before PDFs were stored (LEGACY), rendered once on first use and stored.
 */
import { createHash } from "node:crypto";
import { Validator } from "@seriousme/openapi-schema-validator";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractPdfRenderCount } from "../../server/features/contracts/contract-pdf";
import { layOutDocument, legacyDocument } from "../../server/documents/render";
import { sealPdf } from "../../server/pdf/seal";
import { checkPdfSignature } from "../../server/pdf/signature-check";
import {
  activeSigningCertificate,
  certificateDer,
  fingerprintOf,
  generateSigningP12,
  openP12,
} from "../../server/features/contracts/signing-certificate";
import { insertQuote } from "../../server/features/quotes/storage";
import { quoteTotals, type LineItem } from "../../shared/line-items";
import { formatCents } from "../../shared/money";
import { contractDocuments, contracts, quotes } from "../../shared/schema";
import { binary, downloadContractPdf } from "../support/binary";
import { contractBody, createAcceptedQuote, pricedQuoteBody, linkOf, contractIdOf } from "../support/factories";
import { pdfText } from "../support/pdf-text";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminAgent>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
});
afterAll(() => t.close());

const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");

async function sign(quoteOverrides: Record<string, unknown> = {}, contractOverrides: Record<string, unknown> = {}) {
  const quoteId = await createAcceptedQuote(t.app, quoteOverrides);
  const response = await request(t.app)
    .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
    .send(contractBody(quoteId, contractOverrides));
  expect(response.status, response.text).toBe(201);
  return { quoteId, contractId: (await contractIdOf(t.app, quoteId)) as string };
}

async function storedDocument(contractId: string) {
  const [row] = await t.database.db.select().from(contractDocuments).where(eq(contractDocuments.contractId, contractId));
  return row;
}

/** The admin's download by id (the client's, by link, serves the same stored bytes through the same code). */
const getPdf = (contractId: string) => admin.get(`/api/contracts/${contractId}/pdf`).buffer(true).parse(binary);
const verify = (bytes: Uint8Array, contentType = "application/pdf") =>
  request(t.app).post("/api/verify").set("Content-Type", contentType).send(Buffer.from(bytes));

describe("rendered once at signing, then served from storage", () => {
  let contractId: string;
  let rendersAfterSigning: number;

  beforeAll(async () => {
    const before = contractPdfRenderCount();
    ({ contractId } = await sign());
    rendersAfterSigning = contractPdfRenderCount();
    expect(rendersAfterSigning - before).toBe(1);
  });

  it("stores the PDF and its SHA-256 with the contract", async () => {
    const row = await storedDocument(contractId);
    expect(row.sha256).toBe(sha256(row.pdf));
    expect(row.certificateSha256).toBe(activeSigningCertificate().fingerprint);
    expect(row.pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("serves the stored bytes, the same on every download, without rendering", async () => {
    const first = await downloadContractPdf(t.app, contractId);
    const second = await downloadContractPdf(t.app, contractId);
    expect(Buffer.compare(first, second)).toBe(0);
    expect(Buffer.compare(first, (await storedDocument(contractId)).pdf)).toBe(0);
    expect(contractPdfRenderCount()).toBe(rendersAfterSigning);
  });

  it("answers with its SHA-256 as ETag, a year of private immutable caching, and the download's file name", async () => {
    const response = await getPdf(contractId);
    expect(response.status).toBe(200);
    const body = response.body as Buffer;
    expect(response.headers.etag).toBe(`"${sha256(body)}"`);
    expect(response.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="forma-contract-${contractId.slice(0, 8)}.pdf"`);
    expect(Number(response.headers["content-length"])).toBe(body.length);
  });

  it("answers 304 without a body to If-None-Match with its ETag (strong, weak, in a list, or *), and 200 to another", async () => {
    const etag = (await getPdf(contractId)).headers.etag as string;
    for (const header of [etag, `W/${etag}`, `"something-else", ${etag}`, "*"]) {
      const response = await getPdf(contractId).set("If-None-Match", header);
      expect(response.status, header).toBe(304);
      expect(response.headers.etag).toBe(etag);
      expect(response.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
      expect((response.body as Buffer).length).toBe(0);
    }
    const changed = await getPdf(contractId).set("If-None-Match", `"${"0".repeat(64)}"`);
    expect(changed.status).toBe(200);
    expect(contractPdfRenderCount()).toBe(rendersAfterSigning);
  });

  it("answers 404 for an unknown contract, with or without If-None-Match", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await admin.get(`/api/contracts/${unknown}/pdf`)).status).toBe(404);
    expect((await admin.get(`/api/contracts/${unknown}/pdf`).set("If-None-Match", "*")).status).toBe(404);
  });
});

describe("names in any script", () => {
  it("draws Latin with accents, Vietnamese, Greek, Cyrillic and Chinese as typed, with nothing replaced", async () => {
    const { contractId } = await sign(
      {
        clientName: "王小明",
        projectAddress: "Οδός Αθηνάς 12, Toronto, ON",
        projectDetails:
          "Αλέξανδρος Παπαδόπουλος will meet the crew.\nДмитрий Иванов approves the colour.\nZoë Łukasiewicz-Ångström, Françoise Müller.",
      },
      { clientName: "Nguyễn Thị Minh Khai", projectAddress: "Улица Ленина 5, Toronto" },
    );
    const text = (await pdfText(await downloadContractPdf(t.app, contractId))).replace(/\s+/g, " ");
    for (const expected of [
      "Name 王小明",
      "Name Nguyễn Thị Minh Khai",
      "Client: Nguyễn Thị Minh Khai,",
      "Αλέξανδρος Παπαδόπουλος will meet the crew.",
      "Дмитрий Иванов approves the colour.",
      "Zoë Łukasiewicz-Ångström, Françoise Müller.",
      "Project address Οδός Αθηνάς 12, Toronto, ON",
      "Project address Улица Ленина 5, Toronto",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("cannot be drawn");
    expect(text).not.toMatch(/\?{2,}/);
  });
});

/** The ByteRange as written in the file, read without our own reader. */
function byteRangeOf(pdf: Buffer): number[] {
  const matches = [...pdf.toString("latin1").matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  expect(matches).toHaveLength(1);
  return matches[0].slice(1, 5).map(Number);
}

describe("the digital signature", () => {
  let pdf: Buffer;
  let contractId: string;
  let quoteId: string;

  beforeAll(async () => {
    ({ contractId, quoteId } = await sign({}, { clientName: "Verified Signer" }));
    pdf = await downloadContractPdf(t.app, contractId);
  });

  it("covers the whole file except the signature's own hex string", () => {
    const [start, length, second, secondLength] = byteRangeOf(pdf);
    expect(start).toBe(0);
    expect(second + secondLength).toBe(pdf.length);
    const gap = pdf.subarray(start + length, second).toString("latin1");
    expect(gap).toMatch(/^<[0-9a-f]+>$/i);
    expect(pdf.toString("latin1")).toContain("/SubFilter /adbe.pkcs7.detached");
  });

  it("verifies with our certificate: the digest of the covered bytes and the RSA signature over the signed attributes", () => {
    const { fingerprint, certificateDer: activeCertificateDer } = activeSigningCertificate();
    expect(checkPdfSignature(pdf, { fingerprints: [fingerprint], activeCertificateDer })).toEqual({
      outcome: "intact",
      certificateSha256: fingerprint,
      fileSha256: sha256(pdf),
    });
  });

  it("POST /api/verify: verified, with the contract, for the downloaded file", async () => {
    const response = await verify(pdf);
    expect(response.status).toBe(200);
    const [contract] = await t.database.db.select().from(contracts).where(eq(contracts.id, contractId));
    expect(response.body).toEqual({
      success: true,
      verdict: {
        status: "verified",
        contract: { id: contractId, quoteId, signerName: "Verified Signer", signedAt: contract.signedAt.toISOString() },
        document: { kind: "contract", number: null, signerName: "Verified Signer", signedAt: contract.signedAt.toISOString(), voided: null },
        // A contract without change orders: the chain is the contract alone.
        chain: [{ label: "Contract", sha256: createHash("sha256").update(pdf).digest("hex"), signedAt: contract.signedAt.toISOString() }],
      },
    });
  });

  it("POST /api/verify: modified after one byte inside the signed range changed, or bytes appended after it", async () => {
    const [, length] = byteRangeOf(pdf);
    for (const at of [20, Math.floor(length / 2), pdf.length - 10]) {
      const changed = Buffer.from(pdf);
      changed[at] = changed[at] === 0x20 ? 0x0a : 0x20;
      expect((await verify(changed)).body.verdict, `byte ${at}`).toEqual({ status: "modified" });
    }
    const appended = Buffer.concat([pdf, Buffer.from("\n% an incremental update\n")]);
    expect((await verify(appended)).body.verdict).toEqual({ status: "modified" });
  });

  it("POST /api/verify: not-ours for a PDF without a signature, one signed by someone else, and bytes that are not a PDF", async () => {
    const plain = await PDFDocument.create();
    plain.addPage().drawText("An invoice from someone else");
    const plainBytes = await plain.save();
    expect((await verify(plainBytes)).body.verdict).toEqual({ status: "not-ours" });

    const strangerP12 = generateSigningP12("stranger-password");
    const opened = openP12(strangerP12, "stranger-password");
    const signedByStranger = await sealPdf(
      await PDFDocument.load(plainBytes),
      { p12: strangerP12, password: "stranger-password", signatureLength: 4096, commonName: "Someone Else" },
      { signingTime: new Date(), reason: "x", location: "y", contactInfo: "z" },
    );
    // A sound signature, as its own certificate's holder would check it; only the key is not ours.
    const strangers = { fingerprints: [fingerprintOf(opened.certificate)], activeCertificateDer: certificateDer(opened.certificate) };
    expect(checkPdfSignature(signedByStranger, strangers)).toMatchObject({ outcome: "intact" });
    expect(opened.certificate.subject.getField("CN").value).toBe("Forma Concrete contract signing");
    expect((await verify(signedByStranger)).body.verdict).toEqual({ status: "not-ours" });

    for (const bytes of [Buffer.from("GIF89a not a pdf at all"), Buffer.from("%PDF-1.7\n/ByteRange [0 1 2 3]\n<zz>"), Buffer.alloc(1)]) {
      const response = await verify(bytes);
      expect(response.status).toBe(200);
      expect(response.body.verdict).toEqual({ status: "not-ours" });
    }
  });

  it("POST /api/verify: 400 without a file, 415 for another content type, 413 over 10 MB", async () => {
    const empty = await request(t.app).post("/api/verify").set("Content-Type", "application/pdf").send(Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe("PDF_REQUIRED");

    const json = await request(t.app).post("/api/verify").send({ pdf: "hello" });
    expect(json.status).toBe(415);
    expect(json.body.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect(json.body.message).toContain("application/pdf");

    const tooLarge = await verify(Buffer.alloc(10 * 1024 * 1024 + 1, 0x20));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE", message: expect.stringContaining("10 MB") });
  });

  it("POST /api/verify: refused from another site's page", async () => {
    const response = await request(t.app)
      .post("/api/verify")
      .set("Origin", "https://elsewhere.example")
      .set("Content-Type", "application/pdf")
      .send(pdf);
    expect(response.status).toBe(403);
  });
});

/** A contract text as stored before contracts were structured records (one line per fact). */
function legacyContractText(
  quote: typeof quotes.$inferSelect,
  signer: { clientName: string; clientEmail: string; clientPhone: string; projectAddress: string; signatureData: string },
  contractDate: string,
) {
  return [
    "CONSTRUCTION CONTRACT — Forma Concrete",
    "Forma Concrete · formaconcretegta.ca · (416) 555-0188 · estimates@formaconcretegta.ca",
    "",
    `Contract date: ${contractDate}`,
    `Quote: ${quote.id}`,
    "",
    "CLIENT",
    `Name: ${signer.clientName}`,
    `E-mail: ${signer.clientEmail}`,
    `Phone: ${signer.clientPhone}`,
    `Project address: ${signer.projectAddress}`,
    "",
    "PROJECT",
    `Work scope: ${quote.workScope}`,
    `Contract price: ${formatCents(quote.totalCents)} CAD`,
    `Quote valid until: ${quote.validUntil}`,
    "Project description:",
    quote.projectDetails,
    "",
    "TERMS AND CONDITIONS",
    "1. Scope of Work",
    "Forma Concrete will supply the labour, equipment and materials.",
    "",
    "AGREEMENT",
    "The client has read and agrees to the terms and conditions above.",
    `Signed electronically by ${signer.clientName} <${signer.clientEmail}>.`,
    `Signature image SHA-256: ${sha256(signer.signatureData)}`,
  ].join("\n");
}

describe("POST /api/verify in the API's description", () => {
  it("is in /api/openapi.json, still a valid OpenAPI 3.1 document, with its raw PDF body and its verdicts", async () => {
    const document = (await request(t.app).get("/api/openapi.json").expect(200)).body;
    expect(await new Validator().validate(document)).toEqual({ valid: true });
    const operation = document.paths["/api/verify"].post;
    expect(operation.requestBody.content).toEqual({
      "application/pdf": { schema: { type: "string", contentMediaType: "application/pdf", description: "At most 10 MB." } },
    });
    expect(operation.responses["200"].content["application/json"].schema).toEqual({ $ref: "#/components/schemas/VerifyAnswer" });
    expect(Object.keys(operation.responses).sort()).toEqual(["200", "400", "403", "413", "415", "429", "500", "503"]);
    expect(JSON.stringify(document.components.schemas.VerifyAnswer)).toContain("not-ours");
    expect(document.info.description).toContain("PDF_REQUIRED");
  });
});

describe("LEGACY: contracts signed before PDFs were stored", () => {
  /** Turns a freshly signed contract into one signed before records and stored PDFs: plain text, no file. */
  async function makeLegacy(contractId: string, quoteId: string, signatureData?: string) {
    const [contract] = await t.database.db.select().from(contracts).where(eq(contracts.id, contractId));
    const [quote] = await t.database.db.select().from(quotes).where(eq(quotes.id, quoteId));
    const signer = { ...contract, signatureData: signatureData ?? contract.signatureData };
    const text = legacyContractText(quote, signer, contract.contractDate);
    await t.database.db.delete(contractDocuments).where(eq(contractDocuments.contractId, contractId));
    await t.database.db
      .update(contracts)
      .set({ contractText: text, contractHash: sha256(text), signatureData: signer.signatureData })
      .where(eq(contracts.id, contractId));
    return text;
  }

  it("renders the old line-by-line layout once, on the first download, stores it and serves it from then on", async () => {
    const { contractId, quoteId } = await sign({}, { clientName: "Legacy Client Ñandú" });
    const text = await makeLegacy(contractId, quoteId);
    const before = contractPdfRenderCount();

    const first = await downloadContractPdf(t.app, contractId);
    expect(contractPdfRenderCount()).toBe(before + 1);
    const second = await downloadContractPdf(t.app, contractId);
    expect(contractPdfRenderCount()).toBe(before + 1);
    expect(Buffer.compare(first, second)).toBe(0);
    expect((await storedDocument(contractId)).sha256).toBe(sha256(first));

    const body = (await pdfText(first)).replace(/\s+/g, " ");
    expect(body).toContain("Name: Legacy Client Ñandú");
    expect(body).toContain(`Contract SHA-256 ${sha256(text)}`);
    expect(body).not.toContain("SIGNER'S ENTRIES");
    expect((await verify(first)).body.verdict.status).toBe("verified");
  });

  it("still produces the signed copy when the stored signature PNG cannot be decoded", async () => {
    const { contractId, quoteId } = await sign();
    const broken = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("not really a png")]).toString("base64")}`;
    await makeLegacy(contractId, quoteId, broken);
    const text = await pdfText(await downloadContractPdf(t.app, contractId));
    expect(text).toContain("The signature image could not be reproduced here");
    expect(text.replace(/\s+/g, " ")).toContain(`Signature SHA-256 ${sha256(broken)}`);
  });

  it("the legacy layout needs no database: the same input gives the same pages", async () => {
    const { contractId, quoteId } = await sign();
    await makeLegacy(contractId, quoteId);
    const [contract] = await t.database.db.select().from(contracts).where(eq(contracts.id, contractId));
    const input = { contract, quoteTimes: { sentAt: null, viewedAt: null, acceptedAt: null } };
    const [a, b] = await Promise.all([layOutDocument(legacyDocument(input)), layOutDocument(legacyDocument(input))]);
    expect(a.getPageCount()).toBe(b.getPageCount());
    expect((await pdfText(await a.save())).replace(/\s+/g, " ")).toContain("Quote sent Not recorded");
  });
});

describe("contract records of both formats", () => {
  const items: LineItem[] = [
    { id: "patio", description: "Stamped patio, 400 sq ft", quantity: "400", unit: "sq_ft", unitPrice: "14.25", optional: false },
    { id: "sealer", description: "Sealer", quantity: "1", unit: "lump_sum", unitPrice: "350.00", optional: true },
  ];

  it("an itemised contract (forma-contract/4): signed, stored, and verified like any other", async () => {
    const { status: _status, totalCost: _total, ...fields } = pricedQuoteBody();
    const quote = await insertQuote(
      t.database.db,
      {
        ...fields,
        lineItems: items,
        chosenOptionIds: [],
        totalCents: quoteTotals(items).totalCents,
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
    const contractId: string = await contractIdOf(t.app, quote.id);
    const [contract] = await t.database.db.select().from(contracts).where(eq(contracts.id, contractId));
    expect(JSON.parse(contract.contractText).format).toBe("forma-contract/4");

    const pdf = await downloadContractPdf(t.app, contractId);
    expect((await storedDocument(contractId)).sha256).toBe(sha256(pdf));
    expect((await pdfText(pdf)).replace(/\s+/g, " ")).toContain("Total $6,441.00");
    expect((await verify(pdf)).body.verdict).toMatchObject({ status: "verified", contract: { id: contractId } });
  });

  it("a forma-contract/3 record whose file was never stored is rendered from it on first use, without a PRICE section, and verifies", async () => {
    const { contractId } = await sign({ totalCost: "6,100.00" });
    const [contract] = await t.database.db.select().from(contracts).where(eq(contracts.id, contractId));
    expect(JSON.parse(contract.contractText).format).toBe("forma-contract/3");
    await t.database.db.delete(contractDocuments).where(eq(contractDocuments.contractId, contractId));

    const before = contractPdfRenderCount();
    const pdf = await downloadContractPdf(t.app, contractId);
    expect(contractPdfRenderCount()).toBe(before + 1);
    const body = (await pdfText(pdf)).replace(/\s+/g, " ");
    expect(body).toContain("Contract price $6,100.00 CAD Quote valid until");
    expect(body).not.toContain("Unit price");
    expect(body).toContain(`Record SHA-256 ${contract.contractHash}`);
    expect((await verify(pdf)).body.verdict.status).toBe("verified");
  });
});
