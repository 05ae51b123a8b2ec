/**
 * The frozen contract record: one canonical JSON text per record (keys sorted by code point, no
 * whitespace, JSON escaping, integers only), so its SHA-256 is stable whoever writes it, and any
 * change to the record changes it.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  agreementText,
  canonicalJson,
  composeContractRecord,
  freezeRecord,
  isItemisedRecord,
  parseFrozenRecord,
  type ItemisedContractRecord,
  type SignedContractRecord,
} from "../../server/features/contracts/contract-record";
import { salesTax } from "../../shared/business";
import type { LineItem } from "../../shared/line-items";
import type { Quote } from "../../shared/schema";

const at = new Date("2025-06-02T14:30:00.000Z");
const quote: Quote = {
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
  workScope: "Stamped Driveway Replacement",
  projectDetails: "Remove the old asphalt.\nAshlar slate pattern.",
  totalCents: 985000,
  validUntil: "2025-06-30",
  status: "accepted",
  version: 3,
  createdAt: at,
  source: "admin",
  updatedAt: at,
  sentAt: at,
  firstViewedAt: null,
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
};

function record(overrides: Partial<Parameters<typeof composeContractRecord>[0]> = {}): SignedContractRecord {
  return composeContractRecord({
    contractId: "7d3f2a10-1111-4222-8333-444455556666",
    contractDate: "2025-06-02",
    quote,
    signer: { name: "Aisha K. Whitfield", email: "aisha.signs@example.com", phone: "416-555-0178", projectAddress: "17 Birchmount Road" },
    signature: { sha256: "a".repeat(64), width: 600, height: 200 },
    signedAt: at,
    ip: "203.0.113.7",
    userAgent: "Mozilla/5.0",
    ...overrides,
  });
}

/** The same value with every object's keys in reverse insertion order. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([key, item]) => [key, reversedKeys(item)]),
    );
  return value;
}

describe("canonicalJson", () => {
  it("sorts object keys by code point at every depth, keeps array order and writes no whitespace", () => {
    expect(canonicalJson({ b: 1, a: { d: [3, 1, "x"], c: null }, B: true, "": "empty" })).toBe(
      '{"":"empty","B":true,"a":{"c":null,"d":[3,1,"x"]},"b":1}',
    );
    // Code point order, not locale order: "Z" (0x5a) < "a" (0x61) < "é" (0xe9).
    expect(canonicalJson({ é: 1, a: 2, Z: 3 })).toBe('{"Z":3,"a":2,"é":1}');
    expect(canonicalJson([{ y: [], x: {} }])).toBe('[{"x":{},"y":[]}]');
  });

  it("escapes strings as JSON does: quotes, backslashes, control characters; other characters as they are", () => {
    expect(canonicalJson({ text: 'She said "hi"\\\n\t\u0000' })).toBe('{"text":"She said \\"hi\\"\\\\\\n\\t\\u0000"}');
    expect(canonicalJson("Nguyễn Thị Minh Khai 王小明 €")).toBe('"Nguyễn Thị Minh Khai 王小明 €"');
    expect(canonicalJson({ 'k"ey': 1 })).toBe('{"k\\"ey":1}');
  });

  it("leaves out undefined properties and writes null, booleans and integers", () => {
    expect(canonicalJson({ a: undefined, b: null, c: false, d: -42, e: 0 })).toBe('{"b":null,"c":false,"d":-42,"e":0}');
  });

  it("refuses fractions, non-finite and unsafe numbers, and values JSON cannot hold", () => {
    expect(() => canonicalJson({ price: 98.5 })).toThrow(/only safe integers/);
    expect(() => canonicalJson([Number.NaN])).toThrow(/only safe integers/);
    expect(() => canonicalJson(Number.POSITIVE_INFINITY)).toThrow(/only safe integers/);
    expect(() => canonicalJson(2 ** 53)).toThrow(/only safe integers/);
    expect(() => canonicalJson({ big: 10n })).toThrow(/cannot serialise a bigint/);
    expect(() => canonicalJson({ at: () => 1 })).toThrow(/cannot serialise a function/);
  });
});

describe("freezeRecord", () => {
  it("gives the text and its SHA-256 (hex, UTF-8)", () => {
    const frozen = freezeRecord(record());
    expect(frozen.text).toBe(canonicalJson(record()));
    expect(frozen.hash).toBe(createHash("sha256").update(frozen.text, "utf8").digest("hex"));
    expect(frozen.text.startsWith('{"agreement":')).toBe(true);
  });

  it("is stable: the same record built twice, with its keys in another order, or read back, freezes to the same hash", () => {
    const frozen = freezeRecord(record());
    expect(freezeRecord(record()).hash).toBe(frozen.hash);
    expect(freezeRecord(reversedKeys(record()) as SignedContractRecord).hash).toBe(frozen.hash);
    const parsed = parseFrozenRecord(frozen.text);
    expect(parsed).toEqual(record());
    expect(freezeRecord(parsed!).hash).toBe(frozen.hash);
  });

  it("changes with any change to the record, however small", () => {
    const frozen = freezeRecord(record());
    const changed = record();
    changed.quote.price = "$9,850.01";
    expect(freezeRecord(changed).hash).not.toBe(frozen.hash);
    expect(freezeRecord(record({ signer: { ...record().signer, name: "Aisha K. Whitfield " } })).hash).not.toBe(frozen.hash);
  });

  it("keeps what the signer typed apart from the quote's own client and project", () => {
    const { client, signer, quote: quoted } = record();
    expect(client).toEqual({ name: quote.clientName, email: quote.clientEmail, phone: quote.clientPhone, projectAddress: quote.projectAddress });
    expect(signer).toMatchObject({ name: "Aisha K. Whitfield", projectAddress: "17 Birchmount Road" });
    expect(quoted).toMatchObject({ version: 3, price: "$9,850.00", projectDescription: quote.projectDetails, firstViewedAt: null });
  });
});

describe("parseFrozenRecord", () => {
  it("reads a record back, and answers null for the plain text of contracts signed before records existed", () => {
    expect(parseFrozenRecord(freezeRecord(record()).text)?.contractId).toBe("7d3f2a10-1111-4222-8333-444455556666");
    expect(parseFrozenRecord("CONSTRUCTION CONTRACT — Forma Concrete\nForma Concrete · formaconcretegta.ca")).toBeNull();
    expect(parseFrozenRecord('{"format":"something-else/1"}')).toBeNull();
    expect(parseFrozenRecord('{"format":"forma-contract/6"}')).toBeNull();
  });
});

describe("records of itemised quotes (format forma-contract/4 since decision 0129, /2 before)", () => {
  const items: LineItem[] = [
    { id: "slab", description: "Stamped driveway, ashlar slate", quantity: "1", unit: "lump_sum", unitPrice: "9850.00", optional: false },
    { id: "sealer", description: "Premium sealer upgrade", quantity: "600", unit: "sq_ft", unitPrice: "1.25", optional: true },
    { id: "steps", description: "Front steps refacing", quantity: "2", unit: "each", unitPrice: "420.00", optional: true },
  ];
  const itemised = (chosenOptionIds: string[] = []) => record({ quote: { ...quote, lineItems: items, chosenOptionIds, revision: 2 } });

  it("freezes the items, the chosen options and the totals to the cent, with the tax's rate and registration number", () => {
    const frozen = itemised(["sealer"]);
    expect(frozen.format).toBe("forma-contract/4");
    if (!isItemisedRecord(frozen)) throw new Error("expected an itemised record");
    expect(frozen.pricing).toEqual({
      items: [
        { ...items[0], included: true, totalCents: 985_000 },
        { ...items[1], included: true, totalCents: 75_000 },
        { ...items[2], included: false, totalCents: 84_000 },
      ],
      chosenOptionIds: ["sealer"],
      subtotalCents: 1_060_000,
      tax: { name: "HST", rateBasisPoints: 1300, registrationNumber: salesTax.registrationNumber, cents: 137_800 },
      totalCents: 1_197_800,
      deposit: { percent: 50, cents: 598_900 },
      balanceCents: 598_900,
    });
    // The contract price is the items' total with tax, whatever text the quote's totalCost held.
    expect(frozen.quote).toMatchObject({ totalCost: "11978.00", price: "$11,978.00", revision: 2 });
  });

  it("counts only the required items when no option was chosen: one $9,850.00 item is $11,130.50 with HST", () => {
    const frozen = itemised();
    if (!isItemisedRecord(frozen)) throw new Error("expected an itemised record");
    expect(frozen.pricing).toMatchObject({
      chosenOptionIds: [],
      subtotalCents: 985_000,
      tax: { cents: 128_050 },
      totalCents: 1_113_050,
      deposit: { cents: 556_525 },
      balanceCents: 556_525,
    });
    expect(frozen.quote.price).toBe("$11,130.50");
  });

  it("is stable: built twice, with keys in another order, or read back, it freezes to the same hash; any change changes it", () => {
    const frozen = freezeRecord(itemised(["sealer"]));
    expect(freezeRecord(itemised(["sealer"])).hash).toBe(frozen.hash);
    expect(freezeRecord(reversedKeys(itemised(["sealer"])) as SignedContractRecord).hash).toBe(frozen.hash);
    const parsed = parseFrozenRecord(frozen.text);
    expect(parsed).toEqual(itemised(["sealer"]));
    expect(freezeRecord(parsed!).hash).toBe(frozen.hash);
    expect(freezeRecord(itemised([])).hash).not.toBe(frozen.hash);
    const changed = itemised(["sealer"]) as ItemisedContractRecord;
    changed.pricing.items[0].description = "Stamped driveway, ashlar slate ";
    expect(freezeRecord(changed).hash).not.toBe(frozen.hash);
  });
});

describe("records of quotes priced as one total (format forma-contract/3 since decision 0129, /1 before)", () => {
  /** The fields of a /1 record, as every contract signed before items existed holds them; /3 adds businessSigner. */
  const formatOneKeys = [
    "agreement",
    "client",
    "contractDate",
    "contractId",
    "contractor",
    "format",
    "ip",
    "quote",
    "signedAt",
    "signer",
    "terms",
    "userAgent",
  ];
  const formatOneQuoteKeys = [
    "acceptedAt",
    "createdAt",
    "currency",
    "firstViewedAt",
    "id",
    "price",
    "projectDescription",
    "sentAt",
    "totalCost",
    "validUntil",
    "version",
    "workScope",
  ];

  it("are written for a quote without items as /3: the fields /1 always had, the business's address, tax number and signer", () => {
    const frozen = record();
    expect(frozen.format).toBe("forma-contract/3");
    expect(Object.keys(frozen).sort()).toEqual([...formatOneKeys, "businessSigner"].sort());
    expect(Object.keys(frozen.contractor).sort()).toEqual(["address", "email", "name", "phone", "taxRegistration", "website"]);
    expect(Object.keys(frozen.quote).sort()).toEqual(formatOneQuoteKeys);
    expect(isItemisedRecord(frozen)).toBe(false);
  });

  it("read back from the stored text and freeze to the very text and SHA-256 stored at signing", () => {
    // A record as stored by a contract signed before items existed (written out by hand, not composed now).
    const stored = canonicalJson({
      format: "forma-contract/1",
      contractId: "0b6c1f2e-5a4d-4e3c-9b2a-1f0e9d8c7b6a",
      contractDate: "2025-03-14",
      contractor: { name: "Forma Concrete", website: "formaconcretegta.ca", phone: "(416) 555-0188", email: "estimates@formaconcretegta.ca" },
      client: { name: "Old Client", email: "old@example.com", phone: "416-555-0100", projectAddress: "1 Old Rd, Toronto, ON" },
      quote: {
        id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
        version: 1,
        workScope: "Broom Finish Walkway",
        projectDescription: "A 40 ft walkway.",
        totalCost: "4,500",
        price: "$4,500.00",
        currency: "CAD",
        validUntil: "2025-03-30",
        createdAt: "2025-03-01T15:00:00.000Z",
        sentAt: "2025-03-01T15:00:01.000Z",
        firstViewedAt: null,
        acceptedAt: "2025-03-14T18:00:00.000Z",
      },
      terms: [{ title: "1. Scope of Work", body: "The wording of the day." }],
      agreement: agreementText,
      signer: {
        name: "Old Client",
        email: "old@example.com",
        phone: "416-555-0100",
        projectAddress: "1 Old Rd",
        signatureSha256: "b".repeat(64),
        signatureWidth: 600,
        signatureHeight: 200,
      },
      signedAt: "2025-03-14T18:05:00.000Z",
      ip: null,
      userAgent: null,
    });
    const storedHash = createHash("sha256").update(stored, "utf8").digest("hex");
    const parsed = parseFrozenRecord(stored);
    expect(parsed?.format).toBe("forma-contract/1");
    expect(isItemisedRecord(parsed!)).toBe(false);
    expect(freezeRecord(parsed!)).toEqual({ text: stored, hash: storedHash });
  });
});
