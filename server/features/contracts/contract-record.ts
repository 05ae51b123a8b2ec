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
import { business, businessAddressLine, salesTax } from "../../../shared/business";
import { contractTermsList, type ContractTerm } from "../../../shared/contract-terms";
import { centsToAmountText, centsToTotalCost, formatCents } from "../../../shared/money";
import { discountOf, lineTotalCents, quoteTotals } from "../../../shared/line-items";
import { choiceNeedsDesign, type ChoiceGroup } from "../../../shared/choice-groups";
import {
  colourVarianceStatement,
  designReferences,
  type BaseColourMethod,
  type CatalogueKind,
  type DesignSelection,
  type FrozenDesignEntry,
} from "../../../shared/design-catalogue";
import { formatHumanDate } from "../../../shared/human-dates";
import type { Quote } from "../../../shared/schema";
import { quotePricing, type QuotePricing } from "../quotes/quote-pricing";

/**
 * Five formats, all read and rendered for ever (a signed record is never rewritten):
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
 * - "forma-contract/5" (decision 0134): /4 for a quote with choice groups or a stamped design. It adds
 *   `choices` (each group's title, the option chosen with its lines, and each option offered and not
 *   chosen with the total it would have come to), `design` (the pattern and colours in words and
 *   swatch hashes, copied from the catalogue at signing: never catalogue ids alone) and
 *   `colourAcknowledgement` (the statement on colours the signer ticked). A quote without groups or a
 *   design is still signed as /3 or /4, so its record is exactly what it would have been before.
 *   A /5 record of a quote without items (a design on a one-total quote) has no `pricing`.
 *
 * A new format rather than an optional field: a reader that knows only /1 must not take an itemised
 * contract, or one the business signed too, for one it understands in full.
 */
export const contractRecordFormats = ["forma-contract/1", "forma-contract/2", "forma-contract/3", "forma-contract/4", "forma-contract/5"] as const;
export type ContractRecordFormat = (typeof contractRecordFormats)[number];
/** The formats of a quote priced as one total: before decision 0129, and since. */
export const earlierContractRecordFormat = "forma-contract/1";
export const contractRecordFormat = "forma-contract/3";
/** The formats of a quote priced by items: before decision 0129, and since. */
export const earlierItemisedContractRecordFormat = "forma-contract/2";
export const itemisedContractRecordFormat = "forma-contract/4";
/** The format of a quote with choice groups or a design (decision 0134). */
export const choiceContractRecordFormat = "forma-contract/5";

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

/** One priced line of a chosen option, as the record names it (its full line is in `pricing.items`). */
export type RecordedOptionLine = { id: string; description: string; totalCents: number };

/**
 * One choice group as signed: its title, the option chosen (null: none, in a group the client could
 * leave unchosen) with its lines, and every option offered and not chosen with what the whole quote
 * would have come to, with tax, had it been chosen instead and everything else kept as it is.
 */
export type RecordedChoice = {
  groupId: string;
  title: string;
  chosen: { id: string; label: string; description: string; lines: RecordedOptionLine[] } | null;
  notChosen: { id: string; label: string; description: string; totalCents: number; total: string }[];
};

/** A design entry as signed: the catalogue's words and swatch hash at signing (FrozenDesignEntry). */
export type RecordedDesignEntry = FrozenDesignEntry;

/**
 * The stamped design as signed. `entries` in this order: pattern, base colour, release colour, then
 * border and sealer finish when chosen; each entry's `kind` says which it is.
 */
export type RecordedDesign = {
  entries: RecordedDesignEntry[];
  baseMethod: BaseColourMethod;
  notes: string;
  sampleViewedOn: string | null;
  selectedBy: DesignSelection["selectedBy"];
};

/** The statement on colours the signer ticked, as they read it. */
export type ColourAcknowledgement = { statement: string; acknowledged: true };

export type ChoiceContractRecord = Omit<RecordFields, "quote"> & {
  format: typeof choiceContractRecordFormat;
  quote: RecordFields["quote"] & { revision: number };
  /** Absent for a quote without items (a design on a quote priced as one total). */
  pricing?: QuotePricing;
  /** Empty without groups (a design on a quote without choices). */
  choices: RecordedChoice[];
  /** Absent when what was chosen has no design (a broom finish over a stamped one). */
  design?: RecordedDesign;
  /** Present with the design, when the signer acknowledged the statement on colours. */
  colourAcknowledgement?: ColourAcknowledgement;
};

export type SignedContractRecord = TotalPriceContractRecord | ItemisedContractRecord | ChoiceContractRecord;

/** A record with items and their pricing: /2, /4, and /5 of a quote with items. */
export const isItemisedRecord = (
  record: SignedContractRecord,
): record is ItemisedContractRecord | (ChoiceContractRecord & { pricing: QuotePricing }) =>
  record.format === earlierItemisedContractRecordFormat ||
  record.format === itemisedContractRecordFormat ||
  (record.format === choiceContractRecordFormat && record.pricing !== undefined);

export const isChoiceRecord = (record: SignedContractRecord): record is ChoiceContractRecord => record.format === choiceContractRecordFormat;

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
  /** The catalogue entries the quote's design names, as they stand now (required when the record has a design). */
  catalogue?: readonly CatalogueFacts[];
  /** The signer ticked the statement on colours (required when the chosen option needs a design). */
  colourAcknowledged?: boolean;
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
  const groups = quote.choiceGroups ?? [];
  const design = recordedDesign(quote, input.catalogue ?? []);
  if (groups.length > 0 || design) {
    const choices = recordedChoices(quote, groups);
    const acknowledgement = design && input.colourAcknowledged === true ? colourAcknowledgementOf(design) : undefined;
    const priced = pricing
      ? {
          quote: {
            ...fields.quote,
            revision: quote.revision,
            totalCost: centsToAmountText(pricing.totalCents),
            price: formatCents(pricing.totalCents),
          },
          pricing,
        }
      : { quote: { ...fields.quote, revision: quote.revision } };
    return {
      format: choiceContractRecordFormat,
      ...fields,
      ...priced,
      choices,
      ...(design ? { design } : {}),
      ...(acknowledgement ? { colourAcknowledgement: acknowledgement } : {}),
    };
  }
  if (!pricing) return { format: contractRecordFormat, ...fields };
  const total = centsToAmountText(pricing.totalCents);
  return {
    format: itemisedContractRecordFormat,
    ...fields,
    quote: { ...fields.quote, revision: quote.revision, totalCost: total, price: formatCents(pricing.totalCents) },
    pricing,
  };
}

/** A catalogue entry as read at signing (server/features/design-catalogue/storage.ts): what the record copies from it. */
export type CatalogueFacts = { id: string; kind: CatalogueKind; name: string; maker: string; code: string; swatchSha256: string | null };

/** Thrown when the design names an entry the catalogue no longer has (signing answers 422). */
export class MissingCatalogueEntryError extends Error {
  constructor(readonly kind: CatalogueKind) {
    super(`The design names a ${kind} that is not in the catalogue`);
  }
}

/**
 * Whether the contract records the quote's design: when what was chosen needs one, or when the quote
 * has a design and no groups (the stamped finish is the whole job). A broom finish chosen over a
 * stamped option leaves the design out.
 */
export function recordsDesign(quote: Pick<Quote, "design" | "choiceGroups" | "chosenOptionIds">): boolean {
  const groups = quote.choiceGroups ?? [];
  return quote.design !== null && (groups.length === 0 || choiceNeedsDesign(groups, quote.chosenOptionIds));
}

/**
 * The design as signed, when recordsDesign: each entry copied in words and swatch hash, so editing
 * or retiring the catalogue entry later changes nothing signed.
 */
function recordedDesign(quote: Quote, catalogue: readonly CatalogueFacts[]): RecordedDesign | undefined {
  const selection = quote.design;
  if (!selection || !recordsDesign(quote)) return undefined;
  return recordDesignSelection(selection, catalogue);
}

/** A design selection frozen in words and swatch hashes from the catalogue facts (a change order's new design too). */
export function recordDesignSelection(selection: DesignSelection, catalogue: readonly CatalogueFacts[]): RecordedDesign {
  const byId = new Map(catalogue.map((entry) => [entry.id.toLowerCase(), entry]));
  const entries = designReferences(selection).map(({ id, kind }): RecordedDesignEntry => {
    const entry = byId.get(id.toLowerCase());
    if (!entry || entry.kind !== kind) throw new MissingCatalogueEntryError(kind);
    return { kind, name: entry.name, maker: entry.maker, code: entry.code, swatchSha256: entry.swatchSha256 };
  });
  return {
    entries,
    baseMethod: selection.baseMethod,
    notes: selection.notes,
    sampleViewedOn: selection.sampleViewedOn,
    selectedBy: selection.selectedBy,
  };
}

const entryName = (design: RecordedDesign, kind: CatalogueKind) => design.entries.find((entry) => entry.kind === kind)?.name ?? "";

/** The statement on colours in the words the signer read (shared/design-catalogue.ts), with the design's names and a human date. */
export function colourStatementOf(design: RecordedDesign): string {
  return colourVarianceStatement({
    pattern: entryName(design, "pattern"),
    baseColour: entryName(design, "base_colour"),
    baseMethod: design.baseMethod,
    releaseColour: entryName(design, "release_colour"),
    sampleViewedOn: design.sampleViewedOn,
    sampleViewedOnText: design.sampleViewedOn ? formatHumanDate(design.sampleViewedOn) : undefined,
  });
}

const colourAcknowledgementOf = (design: RecordedDesign): ColourAcknowledgement => ({ statement: colourStatementOf(design), acknowledged: true });

/**
 * Each group as signed. An alternative's total is quoteTotals with that option in place of the one
 * chosen (or added, in a group left unchosen): the same items, add-ons and discount, so an add-on that
 * needs the chosen option drops out of it, as it would have.
 */
function recordedChoices(quote: Quote, groups: readonly ChoiceGroup[]): RecordedChoice[] {
  const chosenIds = quote.chosenOptionIds;
  const chosen = new Set(chosenIds);
  const discount = discountOf(quote);
  return groups.map((group) => {
    const picked = group.options.find((option) => chosen.has(option.id)) ?? null;
    const others = new Set(group.options.map((option) => option.id));
    const withoutGroup = chosenIds.filter((id) => !others.has(id));
    const lines = picked
      ? quote.lineItems
          .filter((item) => item.optionId === picked.id)
          .map((item) => ({ id: item.id, description: item.description, totalCents: lineTotalCents(item) }))
      : [];
    return {
      groupId: group.id,
      title: group.title,
      chosen: picked ? { id: picked.id, label: picked.label, description: picked.description, lines } : null,
      notChosen: group.options
        .filter((option) => option.id !== picked?.id)
        .map((option) => {
          const totalCents = quoteTotals(quote.lineItems, [...withoutGroup, option.id], discount).totalCents;
          return { id: option.id, label: option.label, description: option.description, totalCents, total: formatCents(totalCents) };
        }),
    };
  });
}

/** "Ashlar Slate pattern, Desert Tan base colour (integral), Walnut release colour": the design in one line of words. */
export function designSummaryOf(design: RecordedDesign): string {
  return design.entries
    .map((entry) => {
      const kind = entry.kind.replace("_", " ");
      return entry.kind === "base_colour"
        ? `${entry.name} ${kind} (${design.baseMethod === "integral" ? "integral" : "colour hardener"})`
        : `${entry.name} ${kind}`;
    })
    .join(", ");
}

/** What the client chose, in words, for the signed-contract e-mails; undefined for a record without choices or a design. */
export function chosenSummaryOf(record: SignedContractRecord): { choices: { title: string; label: string }[]; design: string | null } | undefined {
  if (!isChoiceRecord(record)) return undefined;
  return {
    choices: record.choices.flatMap((choice) => (choice.chosen ? [{ title: choice.title, label: choice.chosen.label }] : [])),
    design: record.design ? designSummaryOf(record.design) : null,
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
