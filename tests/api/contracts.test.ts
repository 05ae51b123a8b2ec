import { createHash, randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractTermsList } from "../../shared/contract-terms";
import { contracts } from "../../shared/schema";
import { contractBody, createAcceptedQuote, createPricedQuote, signaturePng, linkOf, contractIdOf } from "../support/factories";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";
import { errorBody } from "../support/error-body";

/** Two PNG data URLs show the same picture (what a re-encoding must keep). */
async function samePixels(a: string, b: string): Promise<boolean> {
  const raw = (url: string) =>
    sharp(Buffer.from(url.slice(url.indexOf(",") + 1), "base64"))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  const [first, second] = await Promise.all([raw(a), raw(b)]);
  return first.info.width === second.info.width && first.info.height === second.info.height && first.data.equals(second.data);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const unknownUuid = "4f7c2a8e-1b3d-4c5e-9f60-7a8b9c0d1e2f";
const pngMessage = "The signature must be a PNG image";
const signatureMissingMessage = "Please provide your signature before submitting the contract.";

/** Today's calendar date in Toronto as YYYY-MM-DD, computed here independently of the server. */
function torontoToday(): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/Toronto",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** A real, valid PNG (RGB, random pixels, so it does not compress) of about width*height*3 bytes. */
function makePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed) >>> 0);
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) rows.push(Buffer.concat([Buffer.from([0]), randomBytes(width * 3)]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const pngDataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString("base64")}`;

async function storedContract(id: string) {
  const rows = await t.database.db.select().from(contracts).where(eq(contracts.id, id));
  return rows[0];
}

async function contractsOfQuote(quoteId: string) {
  return t.database.db.select({ id: contracts.id }).from(contracts).where(eq(contracts.quoteId, quoteId));
}

describe("POST /api/contracts: signing", () => {
  it("answers 201 with the new contract id and stores the frozen, hashed contract with who signed it", async () => {
    const quoteId = await createAcceptedQuote(t.app, {
      workScope: "Stamped Driveway Replacement",
      totalCost: "9,850.00",
      projectDetails: "Remove old asphalt, pour 600 sq ft stamped driveway in ashlar slate.",
    });
    const body = contractBody(quoteId, {
      clientName: "Aisha Khan-Whitfield",
      clientEmail: "aisha.kw@example.com",
      clientPhone: "416-555-0177",
      projectAddress: "17 Birchmount Rd, Scarborough, ON",
    });
    const response = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .set("User-Agent", "ContractTestBrowser/1.0 (signing)")
      .send(body);

    expect(response.status).toBe(201);
    expect(response.body.success).toBe(true);
    expect(await contractIdOf(t.app, quoteId)).toMatch(uuidPattern);

    const row = await storedContract(await contractIdOf(t.app, quoteId));
    expect(row).toBeDefined();
    expect(row.quoteId).toBe(quoteId);
    expect(row.clientName).toBe("Aisha Khan-Whitfield");
    expect(row.clientEmail).toBe("aisha.kw@example.com");
    expect(row.clientPhone).toBe("416-555-0177");
    expect(row.projectAddress).toBe("17 Birchmount Rd, Scarborough, ON");
    // Stored re-encoded (no metadata), showing exactly the pixels that were drawn.
    expect(await samePixels(row.signatureData, signaturePng)).toBe(true);
    expect(row.agreementAccepted).toBe(true);
    expect(row.signedAt).toBeInstanceOf(Date);
    expect(Math.abs(Date.now() - row.signedAt.getTime())).toBeLessThan(5 * 60 * 1000);

    // Who signed, from where.
    expect(row.signerIp).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
    expect(row.signerUserAgent).toBe("ContractTestBrowser/1.0 (signing)");

    // The text the client agreed to, frozen and hashed.
    expect(row.contractText).toContain("Aisha Khan-Whitfield");
    expect(row.contractText).toContain("Stamped Driveway Replacement");
    expect(row.contractText).toContain("9,850.00");
    expect(row.contractText).toContain("1. Scope of Work");
    expect(row.contractText).toContain("8. General");
    expect(contractTermsList).toHaveLength(8);
    contractTermsList.forEach((term, index) => {
      expect(term.title.startsWith(`${index + 1}. `)).toBe(true);
      expect(row.contractText).toContain(term.title);
      expect(row.contractText).toContain(term.body);
    });
    expect(row.contractHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.contractHash).toBe(createHash("sha256").update(row.contractText, "utf8").digest("hex"));

    expect(row.contractDate).toBe(torontoToday());

    const snapshot = row.quoteSnapshot as Record<string, unknown>;
    expect(snapshot.totalCost).toBe("9,850.00");
    expect(snapshot.id).toBe(quoteId);
    expect(snapshot.workScope).toBe("Stamped Driveway Replacement");
    expect(snapshot.status).toBe("accepted");
  });

  it("accepts a real PNG signature just under the 512 KB limit", async () => {
    const quoteId = await createAcceptedQuote(t.app);
    const png = makePng(400, 420);
    expect(png.length).toBeGreaterThan(480 * 1024);
    expect(png.length).toBeLessThan(512 * 1024);
    const response = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .send(contractBody(quoteId, { signatureData: pngDataUrl(png) }));
    expect(response.status).toBe(201);
    const row = await storedContract(await contractIdOf(t.app, quoteId));
    expect(await samePixels(row.signatureData, pngDataUrl(png))).toBe(true);
  });
});

describe("POST /api/contracts: field validation (400)", () => {
  let quoteId: string;
  beforeAll(async () => {
    quoteId = await createAcceptedQuote(t.app);
  });

  const cases: Array<[string, string, Record<string, unknown>, string]> = [
    ["clientName too short", "clientName", { clientName: "A" }, "Name must be at least 2 characters"],
    ["clientName blank", "clientName", { clientName: "   " }, "Name must be at least 2 characters"],
    ["clientName missing", "clientName", { clientName: undefined }, "Name must be at least 2 characters"],
    ["clientEmail invalid", "clientEmail", { clientEmail: "priya-at-example.com" }, "Please enter a valid email address"],
    ["clientEmail missing", "clientEmail", { clientEmail: undefined }, "Please enter a valid email address"],
    ["clientPhone too short", "clientPhone", { clientPhone: "555-0123" }, "Please enter a valid phone number"],
    ["clientPhone missing", "clientPhone", { clientPhone: undefined }, "Please enter a valid phone number"],
    ["projectAddress too short", "projectAddress", { projectAddress: "1 A" }, "Please enter a complete address"],
    ["projectAddress missing", "projectAddress", { projectAddress: undefined }, "Please enter a complete address"],
    ["agreementAccepted false", "agreementAccepted", { agreementAccepted: false }, "You must accept the terms and conditions to proceed"],
    ["agreementAccepted missing", "agreementAccepted", { agreementAccepted: undefined }, "You must accept the terms and conditions to proceed"],
    ["agreementAccepted as text", "agreementAccepted", { agreementAccepted: "yes" }, "You must accept the terms and conditions to proceed"],
    ["signatureData missing", "signatureData", { signatureData: undefined }, signatureMissingMessage],
    ["signatureData empty", "signatureData", { signatureData: "" }, signatureMissingMessage],
    [
      "signatureData a JPEG data URL",
      "signatureData",
      { signatureData: `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]).toString("base64")}` },
      pngMessage,
    ],
    [
      "signatureData a PNG data URL holding JPEG bytes",
      "signatureData",
      { signatureData: `data:image/png;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]).toString("base64")}` },
      pngMessage,
    ],
    [
      "signatureData a PNG data URL holding text",
      "signatureData",
      { signatureData: `data:image/png;base64,${Buffer.from("<svg onload=alert(1)></svg>").toString("base64")}` },
      pngMessage,
    ],
    ["signatureData a PNG data URL with no data", "signatureData", { signatureData: "data:image/png;base64," }, pngMessage],
    ["signatureData not a data URL", "signatureData", { signatureData: "https://evil.example/sig.png" }, pngMessage],
  ];

  it.each(cases)("%s → 400 with the field message", async (_name, field, overrides, message) => {
    const response = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .send(contractBody(quoteId, overrides));
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toBe(message);
    expect(response.body.errors).toEqual({ [field]: message });
  });

  it("reports every invalid field at once", async () => {
    const response = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .send({});
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.errors).toEqual({
      clientName: "Name must be at least 2 characters",
      clientEmail: "Please enter a valid email address",
      clientPhone: "Please enter a valid phone number",
      projectAddress: "Please enter a complete address",
      signatureData: signatureMissingMessage,
      agreementAccepted: "You must accept the terms and conditions to proceed",
    });
    expect(Object.values(response.body.errors)).toContain(response.body.message);
  });

  it("stored nothing for the refused attempts, and the quote can still be signed", async () => {
    expect(await contractsOfQuote(quoteId)).toHaveLength(0);
    const response = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .send(contractBody(quoteId));
    expect(response.status).toBe(201);
    expect(await contractsOfQuote(quoteId)).toHaveLength(1);
  });
});

describe("POST /api/contracts: size, unknown quotes and wrong states", () => {
  it("answers 413 when the signature image decodes to more than 512 KB (body still under 1 MB)", async () => {
    const quoteId = await createAcceptedQuote(t.app);
    const png = makePng(400, 500);
    expect(png.length).toBeGreaterThan(512 * 1024);
    const body = contractBody(quoteId, { signatureData: pngDataUrl(png) });
    expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThan(1024 * 1024);
    const response = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .send(body);
    expect(response.status).toBe(413);
    expect(response.body.success).toBe(false);
    expect(typeof response.body.message).toBe("string");
    expect(await contractsOfQuote(quoteId)).toHaveLength(0);
  });

  it.each([
    ["an unknown quote id", unknownUuid],
    ["a malformed quote id", "not-a-quote-id"],
    ["a SQL-looking quote id", "1' or '1'='1"],
  ])("answers 404 'Quote not found' for %s", async (_name, quoteId) => {
    const response = await request(t.app).post(`/api/links/${quoteId}/contract`).send(contractBody(quoteId));
    expect(response.status).toBe(404);
    expect(errorBody(response)).toEqual({ success: false, code: "QUOTE_NOT_FOUND", message: "Quote not found" });
  });

  it("answers 409 for a pending quote and stores nothing", async () => {
    const quoteId = await createPricedQuote(t.app);
    const response = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .send(contractBody(quoteId));
    expect(response.status).toBe(409);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toBe("This quote has not been accepted yet.");
    expect(await contractsOfQuote(quoteId)).toHaveLength(0);
  });

  it("answers 409 for a rejected quote and stores nothing", async () => {
    const quoteId = await createPricedQuote(t.app);
    const rejected = await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .send({ status: "rejected", version: 1 });
    expect(rejected.status).toBe(200);
    const response = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .send(contractBody(quoteId));
    expect(response.status).toBe(409);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toBe("This quote has not been accepted yet.");
    expect(await contractsOfQuote(quoteId)).toHaveLength(0);
  });

  it("answers 409 to a second signing of the same quote and keeps the first contract", async () => {
    const quoteId = await createAcceptedQuote(t.app);
    const first = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .send(contractBody(quoteId, { clientName: "First Signer" }));
    expect(first.status).toBe(201);
    const second = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .send(contractBody(quoteId, { clientName: "Second Signer" }));
    expect(second.status).toBe(409);
    expect(second.body.success).toBe(false);
    expect(typeof second.body.message).toBe("string");
    const stored = await contractsOfQuote(quoteId);
    expect(stored).toEqual([{ id: await contractIdOf(t.app, quoteId) }]);
    expect((await storedContract(await contractIdOf(t.app, quoteId))).clientName).toBe("First Signer");
  });
});

describe("GET /api/contracts (admin list)", () => {
  it("answers 401 without an admin session", async () => {
    const response = await request(t.app).get("/api/contracts");
    expect(response.status).toBe(401);
    expect(response.body.success).toBe(false);
    expect(response.body.contracts).toBeUndefined();
  });

  it("lists contracts newest first, each with its quote's totalCost and without the signature image", async () => {
    const olderQuote = await createAcceptedQuote(t.app, { totalCost: "3,100.00" });
    const newerQuote = await createAcceptedQuote(t.app, { totalCost: "$12,400.50" });
    const older = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, olderQuote)}/contract`)
      .send(contractBody(olderQuote, { clientName: "Older Client" }));
    expect(older.status).toBe(201);
    const newer = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, newerQuote)}/contract`)
      .send(contractBody(newerQuote, { clientName: "Newer Client" }));
    expect(newer.status).toBe(201);

    const admin = await adminAgent(t.app);
    const response = await admin.get("/api/contracts");
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const list = response.body.contracts as Array<Record<string, unknown>>;
    expect(Array.isArray(list)).toBe(true);
    expect(list.length).toBeGreaterThanOrEqual(2);

    // Newest first: the contract just signed heads the list, the one before it follows.
    expect(list[0].id).toBe(await contractIdOf(t.app, newerQuote));
    expect(list[1].id).toBe(await contractIdOf(t.app, olderQuote));
    const times = list.map((contract) => new Date(String(contract.signedAt)).getTime());
    expect(times.every((time) => Number.isFinite(time))).toBe(true);
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // The price as typed ("$12,400.50") answers as one text, worked out from the stored cents.
    expect(list[0]).toMatchObject({ quoteId: newerQuote, clientName: "Newer Client", totalCost: "12,400.50", totalCents: 1_240_050 });
    expect(list[1]).toMatchObject({ quoteId: olderQuote, clientName: "Older Client", totalCost: "3,100.00" });
    for (const contract of list) {
      expect(contract).not.toHaveProperty("signatureData");
      expect(typeof contract.totalCost).toBe("string");
      expect(contract).toHaveProperty("projectAddress");
    }
    expect(response.text).not.toContain("data:image/png");
  });
});

describe("GET /api/links/:token/contract (confirmation)", () => {
  it("shows a contract to anyone holding its link, without the signature image", async () => {
    const quoteId = await createAcceptedQuote(t.app, { totalCost: "5,575.00" });
    const signed = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .send(contractBody(quoteId, { clientName: "Confirm Client", projectAddress: "9 Queen St W, Toronto, ON" }));
    expect(signed.status).toBe(201);

    const response = await request(t.app).get(`/api/links/${await linkOf(t.app, quoteId)}/contract`);
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const contract = response.body.contract;
    // Through the client's link: no contract or quote id, the quote's number instead.
    expect(contract.id).toBeUndefined();
    expect(contract.quoteId).toBeUndefined();
    expect(response.text).not.toContain(quoteId);
    expect(response.text).not.toContain(await contractIdOf(t.app, quoteId));
    expect(contract.quoteNumber).toMatch(/^Q-\d{4}-\d{4,}$/);
    expect(contract).toMatchObject({
      clientName: "Confirm Client",
      projectAddress: "9 Queen St W, Toronto, ON",
      contractDate: torontoToday(),
      totalCost: "5,575.00",
    });
    const row = await storedContract(await contractIdOf(t.app, quoteId));
    expect(contract.contractHash).toBe(row.contractHash);
    expect(contract).not.toHaveProperty("signatureData");
    expect(response.text).not.toContain("data:image/png");
  });

  it.each([
    ["an unknown id", unknownUuid],
    ["a malformed id", "not-a-contract"],
    ["a SQL-looking id", "1%27%20or%20%271%27%3D%271"],
  ])("answers 404 for %s", async (_name, id) => {
    const response = await request(t.app).get(`/api/links/${id}/contract`);
    expect(response.status).toBe(404);
    expect(response.body.success).toBe(false);
    expect(typeof response.body.message).toBe("string");
    expect(response.body.contract).toBeUndefined();
  });
});

describe("what the public contract answer withholds", () => {
  it("never shows the signer's IP address, browser, frozen text or snapshot, and links the PDF", async () => {
    const quoteId = await createAcceptedQuote(t.app);
    await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .set("User-Agent", "Privacy-Check/1.0")
      .send(contractBody(quoteId));
    const response = await request(t.app).get(`/api/links/${await linkOf(t.app, quoteId)}/contract`);
    expect(response.status).toBe(200);
    for (const field of ["signerIp", "signerUserAgent", "contractText", "quoteSnapshot", "signatureData"]) {
      expect(response.body.contract).not.toHaveProperty(field);
    }
    expect(response.text).not.toContain("Privacy-Check/1.0");
    expect(response.body.contract.pdfUrl).toBe(`/api/links/${await linkOf(t.app, quoteId)}/contract/pdf`);
  });

  it("the quote names its contract once signed, so the pages can say so", async () => {
    const quoteId = await createAcceptedQuote(t.app);
    expect((await request(t.app).get(`/api/links/${await linkOf(t.app, quoteId)}`)).body.quote.signed).toBe(false);
    await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .send(contractBody(quoteId));
    const signedQuote = (await request(t.app).get(`/api/links/${await linkOf(t.app, quoteId)}`)).body.quote;
    expect(signedQuote.signed).toBe(true);
    expect(signedQuote.contractId).toBeUndefined();
  });
});
