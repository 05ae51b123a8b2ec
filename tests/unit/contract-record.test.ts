/**
 * The frozen contract record: one canonical JSON text per record (keys sorted by code point, no
 * whitespace, JSON escaping, integers only), so its SHA-256 is stable whoever writes it, and any
 * change to the record changes it.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  canonicalJson,
  composeContractRecord,
  freezeRecord,
  parseFrozenRecord,
  type SignedContractRecord,
} from "../../server/services/contract-record";
import type { Quote } from "../../shared/schema";

const at = new Date("2025-06-02T14:30:00.000Z");
const quote: Quote = {
  id: "3f1c2b7a-9d4e-4f61-8a2b-5c6d7e8f9a0b",
  clientName: "Aisha Khan-Whitfield",
  clientEmail: "aisha@example.com",
  clientPhone: "416-555-0177",
  projectAddress: "17 Birchmount Rd, Scarborough, ON",
  workScope: "Stamped Driveway Replacement",
  projectDetails: "Remove the old asphalt.\nAshlar slate pattern.",
  totalCost: "9,850.00",
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
  });
});
