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
import { business, businessAddressLine, salesTax } from "../../shared/business";
import { contractTermsList, type ContractTerm } from "../../shared/contract-terms";
import { centsToAmountText, centsToTotalCost, formatCents } from "../../shared/money";
import { discountOf } from "../../shared/line-items";
import type { Quote } from "../../shared/schema";
import { quotePricing, type QuotePricing } from "./quote-pricing";

/**
 * Four formats, all read and rendered for ever (a signed record is never rewritten):
 *
 * - "forma-contract/1": a quote priced as one total (every contract signed before quotes had items,
 *   and any signed since for a quote without items until /3). Exactly the shape it always had, so
 *   its canonical text, and therefore its stored SHA-256, is unchanged.
 * - "forma-contract/2": a quote priced by items. The same fields, plus the quote's revision and
 *   `pricing`: each item with its line total and whether it counts, the options the client chose,
 *   subtotal, the discount when there is one, tax (name, rate, registration number), total, deposit
 *   and balance, in integer cents.
 * - "forma-contract/3" and "forma-contract/4" (decision 0129): /1 and /2 with both parties named in
 *   full and signing: the business's address and tax registration (`contractor.address`,
 *   `contractor.taxRegistration`) and who signed for it (`businessSigner`). Every contract signed
 *   since is /3 (one total) or /4 (items).
 *
 * A new format rather than an optional field: a reader that knows only /1 must not take an itemised
 * contract, or one the business signed too, for one it understands in full.
 */
export const contractRecordFormats = ["forma-contract/1", "forma-contract/2", "forma-contract/3", "forma-contract/4"] as const;
export type ContractRecordFormat = (typeof contractRecordFormats)[number];
/** The formats of a quote priced as one total: before decision 0129, and since. */
export const earlierContractRecordFormat = "forma-contract/1";
export const contractRecordFormat = "forma-contract/3";
/** The formats of a quote priced by items: before decision 0129, and since. */
export const earlierItemisedContractRecordFormat = "forma-contract/2";
export const itemisedContractRecordFormat = "forma-contract/4";

/** What the signer typed on the contract page (checked single-line fields). */
export type SignerEntries = { name: string; email: string; phone: string; projectAddress: string };

/**
 * Who signed for the business, recorded with every contract signed since the owner could sign
 * (decision 0129): the name printed for the business and, when the owner had drawn a signature, that
 * image's SHA-256, size, and who drew it when. The image itself is copied into the contract row
 * (contracts.business_signature_data), so changing the owner's signature later changes no contract.
 * The business signs when the client does (`signedAt`). `signature` null: none was set; the PDF leaves
 * a line to sign by hand.
 */
export type BusinessSigner = {
  name: string;
  signature: { sha256: string; width: number; height: number; setBy: string; setAt: string } | null;
};

/** The contractor's signature as stored when a contract is signed (null when none is set). */
export type ContractorSignatureFacts = { signerName: string; sha256: string; width: number; height: number; setBy: string; setAt: Date };

type RecordFields = {
  contractId: string;
  /** Toronto calendar day of signing, YYYY-MM-DD. */
  contractDate: string;
  /**
   * The business. `address` and `taxRegistration` are in formats /3 and /4 only: records signed
   * before have neither, and keep their canonical text (and SHA-256) as they were.
   */
  contractor: {
    name: string;
    website: string;
    phone: string;
    email: string;
    address?: string;
    taxRegistration?: { name: string; number: string };
  };
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
  /** Formats /3 and /4 only: before them the business did not sign (decision 0129). */
  businessSigner?: BusinessSigner;
};

export type TotalPriceContractRecord = RecordFields & { format: typeof earlierContractRecordFormat | typeof contractRecordFormat };
export type ItemisedContractRecord = Omit<RecordFields, "quote"> & {
  format: typeof earlierItemisedContractRecordFormat | typeof itemisedContractRecordFormat;
  /** `totalCost` and `price` are the items' total with tax, as the client saw it. */
  quote: RecordFields["quote"] & { revision: number };
  pricing: QuotePricing;
};
export type SignedContractRecord = TotalPriceContractRecord | ItemisedContractRecord;

export const isItemisedRecord = (record: SignedContractRecord): record is ItemisedContractRecord =>
  record.format === earlierItemisedContractRecordFormat || record.format === itemisedContractRecordFormat;

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
  /** The owner's signature as it stands now, or null (the default): the business signs with the client. */
  businessSignature?: ContractorSignatureFacts | null;
}): SignedContractRecord {
  const { quote } = input;
  // The client's options as they accepted them: the quote's frozen choice.
  const pricing = quotePricing(quote.lineItems, quote.chosenOptionIds, discountOf(quote));
  const fields: RecordFields = {
    contractId: input.contractId,
    contractDate: input.contractDate,
    contractor: {
      name: business.name,
      website: business.host,
      phone: business.phoneDisplay,
      email: business.email,
      address: businessAddressLine,
      taxRegistration: { name: salesTax.name, number: salesTax.registrationNumber },
    },
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
    businessSigner: businessSignerOf(input.businessSignature ?? null),
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

function businessSignerOf(signature: ContractorSignatureFacts | null): BusinessSigner {
  if (!signature) return { name: business.signatory.name, signature: null };
  const { signerName, sha256, width, height, setBy, setAt } = signature;
  return { name: signerName, signature: { sha256, width, height, setBy, setAt: setAt.toISOString() } };
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
