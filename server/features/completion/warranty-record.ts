/**
 * The frozen record of a warranty certificate: everything its PDF prints, composed once when the
 * certificate is issued, stored as canonical JSON beside its SHA-256 and never changed. The coverage,
 * exclusions and claim procedure are copied from the owner's warranty text as it stood (its version
 * named), so a later edit of that text never touches an issued certificate.
 */
import { canonicalJson, sha256Hex } from "../contracts/contract-record";
import type { ContractorParty } from "../contracts/contractor-party";

export const warrantyRecordFormat = "forma-warranty/1";

export type WarrantyRecord = {
  format: typeof warrantyRecordFormat;
  certificateId: string;
  /** "W-2026-0042": the year it was issued and one sequence over every certificate. */
  number: string;
  contractor: ContractorParty;
  client: { name: string; email: string; projectAddress: string };
  /** What was built, from the signed record: the scope, the chosen finish and the design in words. */
  scope: { workScope: string; choices: { title: string; label: string }[]; design: string | null };
  contract: { id: string; quoteNumber: string; contractDate: string; pdfSha256: string };
  /** The signed change orders, by number ("CO-1"), with their PDFs' hashes. */
  changeOrders: { number: string; pdfSha256: string }[];
  /** The completion date: the warranty's first day (Toronto). */
  startsOn: string;
  /** The last day, valid through its end (Toronto): the anniversary of the start after `years`. */
  endsOn: string;
  years: number;
  /** The owner's warranty text as it stood, snapshotted. */
  terms: { version: number; title: string; coverage: string[]; exclusions: string[]; howToClaim: string[] };
  issuedAt: string;
  /** Set when the owner issued it before the balance was paid (audited). */
  issuedBeforePaymentBy: string | null;
};

/** The frozen text of a record and its SHA-256. */
export function freezeWarrantyRecord(record: WarrantyRecord): { text: string; hash: string } {
  const text = canonicalJson(record);
  return { text, hash: sha256Hex(text) };
}
