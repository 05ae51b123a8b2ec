/**
 * The owner's signature for the business (decision 0129): drawn once on the account screen, read,
 * replaced and removed by the admin only, checked like a client's signature; copied into each
 * contract when it is signed, so a later change of the owner's signature never changes a signed
 * contract, its record or its stored PDF.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractDocuments, contracts, contractorSignature } from "../../shared/schema";
import { demoAdmin } from "../../shared/business";
import { downloadContractPdf } from "../support/binary";
import { errorBody } from "../support/error-body";
import { contractBody, contractIdOf, createAcceptedQuote, linkOf } from "../support/factories";
import { pdfText, pdfTextItems } from "../support/pdf-text";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

const path = "/api/admin/contractor-signature";
const now = new Date("2026-11-26T19:30:00.000Z");

let t: TestApp;
let owner: Awaited<ReturnType<typeof adminAgent>>;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  owner = await adminAgent(t.app);
});
afterAll(() => t.close());

const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

/** A drawn-looking line on a white PNG of the given size, as the pad's data URL. */
async function drawn(width = 500, height = 160, stroke = "black"): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="white"/><path d="M10 ${height - 20} L ${width / 3} 20 L ${(2 * width) / 3} ${height - 30} L ${width - 10} 30" stroke="${stroke}" stroke-width="4" fill="none"/></svg>`;
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString("base64")}`;
}

async function blank(): Promise<string> {
  const png = await sharp({ create: { width: 400, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

async function signContract(): Promise<string> {
  const quoteId = await createAcceptedQuote(t.app, { totalCost: "6,100.00" });
  const signed = await request(t.app)
    .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
    .send(contractBody(quoteId));
  expect(signed.status, signed.text).toBe(201);
  return contractIdOf(t.app, quoteId);
}

async function storedContract(id: string) {
  const [contract] = await t.database.db.select().from(contracts).where(eq(contracts.id, id));
  const [document] = await t.database.db.select().from(contractDocuments).where(eq(contractDocuments.contractId, id));
  return { contract, record: JSON.parse(contract.contractText), document };
}

describe("who may call it", () => {
  it("answers 401 without an admin session, for reading, setting and removing", async () => {
    await request(t.app).get(path).expect(401);
    await request(t.app)
      .put(path)
      .send({ signerName: "Someone", signatureData: await drawn() })
      .expect(401);
    await request(t.app).delete(path).expect(401);
    expect(await t.database.db.select().from(contractorSignature)).toEqual([]);
  });

  it("refuses another site's page (403), and stores nothing", async () => {
    const response = await owner
      .put(path)
      .set("Origin", "https://evil.example")
      .send({ signerName: "Daniel Moretti", signatureData: await drawn() });
    expect(response.status).toBe(403);
    expect(await t.database.db.select().from(contractorSignature)).toEqual([]);
  });
});

describe("setting, replacing and removing", () => {
  it("answers null before one is set, with the name contracts print without it", async () => {
    const response = await owner.get(path).expect(200);
    expect(response.body).toEqual({ success: true, signature: null, defaultSignerName: "Daniel Moretti" });
  });

  it("stores the drawing normalised, with its name, who drew it and when (the app's clock)", async () => {
    const response = await owner
      .put(path)
      .send({ signerName: "  Daniel Moretti  ", signatureData: await drawn(500, 160) })
      .expect(200);
    expect(response.body.signature).toMatchObject({
      signerName: "Daniel Moretti",
      width: 500,
      height: 160,
      setBy: demoAdmin.email,
      setAt: now.toISOString(),
    });
    expect(response.body.signature.signatureData).toMatch(/^data:image\/png;base64,/);
    expect((await owner.get(path).expect(200)).body).toEqual(response.body);
  });

  it("replaces it: one row, the new drawing and name", async () => {
    const replaced = await owner
      .put(path)
      .send({ signerName: "D. Moretti", signatureData: await drawn(420, 140) })
      .expect(200);
    expect(replaced.body.signature).toMatchObject({ signerName: "D. Moretti", width: 420, height: 140 });
    expect(await t.database.db.select().from(contractorSignature)).toHaveLength(1);
  });

  it("removes it, and removing none is not an error", async () => {
    expect((await owner.delete(path).expect(200)).body.signature).toBeNull();
    expect((await owner.delete(path).expect(200)).body.signature).toBeNull();
    expect((await owner.get(path).expect(200)).body.signature).toBeNull();
  });
});

describe("checked like the client's signature", () => {
  it.each([
    ["no name", async () => ({ signatureData: await drawn() }), 400, "VALIDATION_FAILED"],
    ["a name on two lines", async () => ({ signerName: "Daniel\nMoretti", signatureData: await drawn() }), 400, "VALIDATION_FAILED"],
    ["no drawing", async () => ({ signerName: "Daniel Moretti" }), 400, "VALIDATION_FAILED"],
    ["a JPEG data URL", async () => ({ signerName: "Daniel Moretti", signatureData: "data:image/jpeg;base64,/9j/4AAQ" }), 400, "VALIDATION_FAILED"],
    [
      "bytes that are not a PNG",
      async () => ({ signerName: "Daniel Moretti", signatureData: "data:image/png;base64,aGVsbG8gd29ybGQ=" }),
      400,
      "SIGNATURE_INVALID",
    ],
    ["an empty pad", async () => ({ signerName: "Daniel Moretti", signatureData: await blank() }), 400, "SIGNATURE_INVALID"],
    [
      "over 512 KB",
      async () => ({ signerName: "Daniel Moretti", signatureData: `data:image/png;base64,${"A".repeat(700 * 1024)}` }),
      413,
      "SIGNATURE_TOO_LARGE",
    ],
  ])("refuses %s with a clear message, and keeps what was there", async (_case, body, status, code) => {
    const response = await owner.put(path).send(await body());
    expect(response.status, response.text).toBe(status);
    expect(errorBody(response)).toMatchObject({ success: false, code });
    expect(typeof response.body.message).toBe("string");
    expect(await t.database.db.select().from(contractorSignature)).toEqual([]);
  });
});

describe("contracts and the owner's signature", () => {
  it("a contract signed with the owner's signature keeps it: replacing or removing it later changes neither the record nor the stored PDF", async () => {
    const first = await drawn(500, 160, "navy");
    await owner.put(path).send({ signerName: "Daniel Moretti", signatureData: first }).expect(200);
    const contractId = await signContract();
    const before = await storedContract(contractId);
    const pdf = await downloadContractPdf(t.app, contractId);
    expect(sha256(pdf)).toBe(before.document.sha256);

    // The record names who signed for the business with that drawing, and the row keeps a copy of it.
    const firstPng = Buffer.from(before.contract.businessSignatureData!.split(",")[1], "base64");
    expect(before.record.format).toBe("forma-contract/3");
    expect(before.record.businessSigner).toEqual({
      name: "Daniel Moretti",
      signature: { sha256: sha256(firstPng), width: 500, height: 160, setBy: demoAdmin.email, setAt: now.toISOString() },
    });
    expect(await pdfText(pdf)).toContain("For Forma Concrete: Daniel Moretti, Nov 26, 2026");

    await owner
      .put(path)
      .send({ signerName: "Someone Else", signatureData: await drawn(300, 100, "red") })
      .expect(200);
    await owner.delete(path).expect(200);

    const after = await storedContract(contractId);
    expect(after.contract.contractHash).toBe(before.contract.contractHash);
    expect(after.contract.businessSignatureData).toBe(before.contract.businessSignatureData);
    expect(after.document.sha256).toBe(before.document.sha256);
    expect(sha256(await downloadContractPdf(t.app, contractId))).toBe(before.document.sha256);

    // Even rendered again (a file never stored), it is drawn from the contract's own copy.
    await t.database.db.delete(contractDocuments).where(eq(contractDocuments.contractId, contractId));
    const rerendered = await pdfText(await downloadContractPdf(t.app, contractId));
    expect(rerendered).toContain("For Forma Concrete: Daniel Moretti, Nov 26, 2026");
    expect(rerendered).not.toContain("Someone Else");
  });

  it("a contract signed with no signature on file still signs, leaving a line for the owner to sign by hand", async () => {
    const contractId = await signContract();
    const { contract, record } = await storedContract(contractId);
    expect(contract.businessSignatureData).toBeNull();
    expect(record.businessSigner).toEqual({ name: "Daniel Moretti", signature: null });
    const items = (await pdfTextItems(await downloadContractPdf(t.app, contractId))).flat().map((item) => item.text);
    expect(items).toContain("For Forma Concrete: ______________________");
    expect(items.join(" ")).toContain("To be signed by hand by Daniel Moretti");
  });
});
