/**
 * The signed contract as structured data: who the parties are, the quote exactly as accepted, the
 * terms, what the signer typed and agreed to, and how and when they signed. The PDF is laid out from
 * this structure (never by re-parsing text), and its SHA-256 is taken over one canonical
 * serialisation, stored verbatim in `contracts.contract_text`, so any later change is detectable.
 *
 * Project, price and description always come from the quote; what the signer types is kept apart as
 * the signer's entries and can never become contract content.
 */
import { createHash } from "node:crypto";
import { business } from "../../shared/business";
import { contractTermsList, type ContractTerm } from "../../shared/contract-terms";
import { centsToAmountText, centsToTotalCost, formatCents } from "../../shared/money";
import { discountOf } from "../../shared/line-items";
import type { Quote } from "../../shared/schema";
import { quotePricing, type QuotePricing } from "./quote-pricing";

/**
 * Two formats, both read and rendered for ever (a signed record is never rewritten):
 *
 * - "forma-contract/1": a quote priced as one total (every contract signed before quotes had items,
 *   and any signed since for a quote without items). Exactly the shape it always had, so its
 *   canonical text, and therefore its stored SHA-256, is unchanged.
 * - "forma-contract/2": a quote priced by items. The same fields, plus the quote's revision and
 *   `pricing`: each item with its line total and whether it counts, the options the client chose,
 *   subtotal, the discount when there is one, tax (name, rate, registration number), total, deposit and balance, in integer cents.
 *
 * A new format rather than an optional field: a reader that knows only /1 must not take an itemised
 * contract for one it understands in full.
 */
export const contractRecordFormats = ["forma-contract/1", "forma-contract/2"] as const;
export type ContractRecordFormat = (typeof contractRecordFormats)[number];
/** The format of a quote priced as one total. */
export const contractRecordFormat = "forma-contract/1";
export const itemisedContractRecordFormat = "forma-contract/2";

/** What the signer typed on the contract page (checked single-line fields). */
export type SignerEntries = { name: string; email: string; phone: string; projectAddress: string };

type RecordFields = {
  contractId: string;
  /** Toronto calendar day of signing, YYYY-MM-DD. */
  contractDate: string;
  contractor: { name: string; website: string; phone: string; email: string };
  /** The client as the quote names them (the contractor wrote these). */
  client: { name: string; email: string; phone: string; projectAddress: string };
  quote: {
    id: string;
    /** The version the client saw and accepted (quotes.version). */
    version: number;
    workScope: string;
    projectDescription: string;
    /** The quote's total as text ("7,200.00"; before prices were stored in cents, as entered), and as written in the contract. */
    totalCost: string;
    price: string;
    currency: "CAD";
    validUntil: string;
    createdAt: string;
    sentAt: string | null;
    firstViewedAt: string | null;
    acceptedAt: string | null;
  };
  terms: ContractTerm[];
  /** The sentence the signer agreed to by ticking the box. */
  agreement: string;
  signer: SignerEntries & {
    /** SHA-256 of the stored (normalised) signature PNG, and its size in pixels. */
    signatureSha256: string;
    signatureWidth: number;
    signatureHeight: number;
  };
  signedAt: string;
  ip: string | null;
  userAgent: string | null;
};

export type TotalPriceContractRecord = RecordFields & { format: typeof contractRecordFormat };
export type ItemisedContractRecord = Omit<RecordFields, "quote"> & {
  format: typeof itemisedContractRecordFormat;
  /** `totalCost` and `price` are the items' total with tax, as the client saw it. */
  quote: RecordFields["quote"] & { revision: number };
  pricing: QuotePricing;
};
export type SignedContractRecord = TotalPriceContractRecord | ItemisedContractRecord;

export const isItemisedRecord = (record: SignedContractRecord): record is ItemisedContractRecord => record.format === itemisedContractRecordFormat;

export const agreementText = "I have read and agree to the terms and conditions outlined above";

export type SignatureFacts = { sha256: string; width: number; height: number };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function composeContractRecord(input: {
  contractId: string;
  contractDate: string;
  quote: Quote;
  signer: SignerEntries;
  signature: SignatureFacts;
  signedAt: Date;
  ip: string | null;
  userAgent: string | null;
}): SignedContractRecord {
  const { quote } = input;
  // The client's options as they accepted them: the quote's frozen choice.
  const pricing = quotePricing(quote.lineItems, quote.chosenOptionIds, discountOf(quote));
  const fields: RecordFields = {
    contractId: input.contractId,
    contractDate: input.contractDate,
    contractor: { name: business.name, website: business.host, phone: business.phoneDisplay, email: business.email },
    client: { name: quote.clientName, email: quote.clientEmail, phone: quote.clientPhone, projectAddress: quote.projectAddress },
    quote: {
      id: quote.id,
      version: quote.version,
      workScope: quote.workScope,
      projectDescription: quote.projectDetails,
      totalCost: centsToTotalCost(quote.totalCents),
      price: formatCents(quote.totalCents),
      currency: "CAD",
      validUntil: quote.validUntil,
      createdAt: quote.createdAt.toISOString(),
      sentAt: iso(quote.sentAt),
      firstViewedAt: iso(quote.firstViewedAt),
      acceptedAt: iso(quote.decidedAt),
    },
    terms: contractTermsList.map((term) => ({ ...term })),
    agreement: agreementText,
    signer: {
      ...input.signer,
      signatureSha256: input.signature.sha256,
      signatureWidth: input.signature.width,
      signatureHeight: input.signature.height,
    },
    signedAt: input.signedAt.toISOString(),
    ip: input.ip,
    userAgent: input.userAgent,
  };
  if (!pricing) return { format: contractRecordFormat, ...fields };
  const total = centsToAmountText(pricing.totalCents);
  return {
    format: itemisedContractRecordFormat,
    ...fields,
    quote: { ...fields.quote, revision: quote.revision, totalCost: total, price: formatCents(pricing.totalCents) },
    pricing,
  };
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * One text for one record, whoever writes it: JSON with object keys sorted by code point, no
 * whitespace, strings escaped by JSON.stringify (RFC 8785's rules for the strings, integers,
 * booleans and nulls a record holds). Fractional numbers never occur in a record and are refused.
 */
export function canonicalJson(value: unknown): string {
  const walk = (item: unknown): string => {
    if (item === null || typeof item === "boolean" || typeof item === "string") return JSON.stringify(item);
    if (typeof item === "number") {
      if (!Number.isSafeInteger(item)) throw new Error("canonicalJson: only safe integers are allowed");
      return String(item);
    }
    if (Array.isArray(item)) return `[${item.map(walk).join(",")}]`;
    if (typeof item === "object") {
      const entries = Object.entries(item as Record<string, Json>)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${walk(entry)}`).join(",")}}`;
    }
    throw new Error(`canonicalJson: cannot serialise a ${typeof item}`);
  };
  return walk(value);
}

export function sha256Hex(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

/** The frozen text of a record and its SHA-256: what `contracts.contract_text` and `contract_hash` hold. */
export function freezeRecord(record: SignedContractRecord): { text: string; hash: string } {
  const text = canonicalJson(record);
  return { text, hash: sha256Hex(text) };
}

/** Reads a frozen record back; null for contracts signed before records were structured (plain text). */
export function parseFrozenRecord(text: string): SignedContractRecord | null {
  if (!text.startsWith("{")) return null;
  const parsed = JSON.parse(text) as SignedContractRecord;
  return isRecordFormat(parsed.format) ? parsed : null;
}

export const isRecordFormat = (format: unknown): format is ContractRecordFormat => (contractRecordFormats as readonly unknown[]).includes(format);
