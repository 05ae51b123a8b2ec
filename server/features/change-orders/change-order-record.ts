/**
 * The frozen record of a signed change order: everything its PDF prints, composed once at signing,
 * stored as canonical JSON beside its SHA-256 (change_orders.record_text / record_hash) and never
 * changed. Like the contract's record (contract-record.ts), the PDF is a pure function of it and the
 * signature image, so the stored text explains the stored PDF byte for byte.
 */
import { canonicalJson, sha256Hex, type RecordedDesign } from "../contracts/contract-record";
import type { ChangeOrderLineKind, ChangeOrderPaymentTerms, ChangeOrderReason } from "../../../shared/change-orders/rules";
import type { ContractorParty } from "../contracts/contractor-party";

export const changeOrderRecordFormat = "forma-change-order/1";

/** One line as signed: a signed amount (an addition is positive; a removal or a credit negative). */
export type RecordedChangeOrderLine = {
  kind: ChangeOrderLineKind;
  description: string;
  /** "3", "12.5": exact decimal text, above 0. */
  quantity: string;
  /** The unit's label as printed ("sq ft", "each"). */
  unit: string;
  unitPriceCents: number;
  /** quantity x unit price rounded half up, with the line's sign. */
  amountCents: number;
};

/** One row of the contract-sum table: the original contract, each earlier signed change order, this one. */
export type ContractSumRow = { label: string; totalCents: number };

export type ChangeOrderRecord = {
  format: typeof changeOrderRecordFormat;
  changeOrderId: string;
  /** "CO-2": one gapless sequence per contract, given when the order was sent. */
  number: string;
  contract: {
    id: string;
    /** The quote's number the contract was signed on ("Q-2026-0042"). */
    quoteNumber: string;
    contractDate: string;
    /** SHA-256 of the contract's signed PDF, which this order leaves unchanged. */
    pdfSha256: string;
  };
  contractor: ContractorParty;
  client: { name: string; email: string; projectAddress: string };
  reason: ChangeOrderReason;
  /** The reason in words, as printed. */
  reasonLabel: string;
  summary: string;
  /**
   * The new stamped design this order puts in place of the signed one (reason "Design change"), frozen
   * in words and swatch hashes like the contract's; absent when the design stays.
   */
  design?: RecordedDesign;
  lines: RecordedChangeOrderLine[];
  /** Sum of the lines (negative for a credit). */
  subtotalCents: number;
  hstRateBasisPoints: number;
  /** HST on the subtotal, rounded half up (negative on a credit). */
  hstCents: number;
  totalCents: number;
  /** Original + each earlier signed order + this one = revised, all with HST. */
  contractSum: { rows: ContractSumRow[]; revisedTotalCents: number };
  payment: ChangeOrderPaymentTerms & { dueOnSigningCents: number };
  /** The sentence every change order carries. */
  otherTerms: string;
  signer: {
    name: string;
    signatureSha256: string;
    signatureWidth: number;
    signatureHeight: number;
    /** "remote": on the client's own link; "in_person": on the owner's device on site. */
    context: "remote" | "in_person";
  };
  signedAt: string;
  ip: string | null;
  userAgent: string | null;
};

export const otherTermsSentence = "All other terms of the contract remain unchanged.";

/** The frozen text of a record and its SHA-256. */
export function freezeChangeOrderRecord(record: ChangeOrderRecord): { text: string; hash: string } {
  const text = canonicalJson(record);
  return { text, hash: sha256Hex(text) };
}
