/**
 * The signed PDF of a contract, for the download and the e-mail attachments: always the stored file
 * (contract_documents), rendered once when the contract was signed; recently served files are also
 * kept in memory, as they never change. Nothing here renders a contract that has its file; a contract
 * signed before PDFs were stored gets its file rendered and stored the first time it is asked for
 * (LEGACY layout for contracts whose text is not a record), and is served from storage from then on.
 */
import type { Executor } from "../../db";
import { findContractById } from "./storage";
import { findContractDocument, findContractDocumentHash, insertContractDocument } from "./document-storage";
import { findQuoteById } from "../quotes/storage";
import { contractPdfFilename, renderLegacyContractPdf, renderSignedContractPdf, type RenderedContractPdf } from "./contract-pdf";
import { parseFrozenRecord } from "./contract-record";
import type { Contract } from "../../../shared/schema";

export type SignedContractPdf = { filename: string; bytes: Uint8Array; sha256: string };

/** Renders the file of a contract that has none stored yet. */
async function renderMissing(db: Executor, contract: Contract, now: Date): Promise<RenderedContractPdf> {
  const record = parseFrozenRecord(contract.contractText);
  if (record) {
    // Signing stores the file with the contract, so this is only reached for a contract whose file
    // was never stored; it is rendered from the record and the stored signature, as at signing.
    const pngOf = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
    const business = contract.businessSignatureData ? pngOf(contract.businessSignatureData) : null;
    return renderSignedContractPdf(record, pngOf(contract.signatureData), business);
  }
  // LEGACY: signed before records were structured; the quote's times cannot change once accepted.
  const quote = await findQuoteById(db, contract.quoteId);
  return renderLegacyContractPdf(
    {
      contract,
      quoteTimes: { sentAt: quote?.sentAt ?? null, viewedAt: quote?.firstViewedAt ?? null, acceptedAt: quote?.decidedAt ?? null },
    },
    now,
  );
}

type StoredPdf = { pdf: Uint8Array; sha256: string };

/**
 * Recently served files, per database, up to 32 MB: a stored PDF never changes, so a copy in memory
 * can never be stale, and a download then costs no database read (the embedded database decodes a
 * 40 KB bytea in about 6 ms, on its one connection). Several servers may each keep their own.
 */
class RecentPdfs {
  private readonly entries = new Map<string, StoredPdf>();
  private bytes = 0;
  private static readonly budget = 32 * 1024 * 1024;

  get(contractId: string): StoredPdf | undefined {
    const entry = this.entries.get(contractId);
    if (entry) {
      // Most recently used last: the first entries are the ones to drop.
      this.entries.delete(contractId);
      this.entries.set(contractId, entry);
    }
    return entry;
  }

  set(contractId: string, entry: StoredPdf): void {
    if (this.entries.has(contractId) || entry.pdf.length > RecentPdfs.budget) return;
    this.entries.set(contractId, entry);
    this.bytes += entry.pdf.length;
    for (const [oldest, { pdf }] of this.entries) {
      if (this.bytes <= RecentPdfs.budget) break;
      this.entries.delete(oldest);
      this.bytes -= pdf.length;
    }
  }
}

const recentByDatabase = new WeakMap<Executor, RecentPdfs>();
const recentPdfs = (db: Executor) => {
  let recent = recentByDatabase.get(db);
  if (!recent) recentByDatabase.set(db, (recent = new RecentPdfs()));
  return recent;
};

/** Undefined when there is no such contract. */
export async function loadSignedContractPdf(db: Executor, contractId: string, now: Date): Promise<SignedContractPdf | undefined> {
  let stored: StoredPdf | undefined = recentPdfs(db).get(contractId) ?? (await findContractDocument(db, contractId));
  if (!stored) {
    const contract = await findContractById(db, contractId);
    if (!contract) return undefined;
    const rendered = await renderMissing(db, contract, now);
    await insertContractDocument(db, { contractId: contract.id, ...rendered });
    // Two first requests may race: whichever file was stored first is the contract's file for ever.
    stored = await findContractDocument(db, contractId);
    if (!stored) throw new Error(`The PDF of contract ${contractId} was stored but cannot be read back`);
  }
  recentPdfs(db).set(contractId, stored);
  return { filename: contractPdfFilename(contractId), bytes: stored.pdf, sha256: stored.sha256 };
}

/** The stored file's SHA-256 (its ETag) without reading the file; undefined when none is stored. */
export async function storedContractPdfHash(db: Executor, contractId: string): Promise<string | undefined> {
  return recentPdfs(db).get(contractId)?.sha256 ?? findContractDocumentHash(db, contractId);
}

/** Whether an If-None-Match header names this file: its ETag (strong or weak) or "*". */
export function etagMatches(ifNoneMatch: string, sha256: string): boolean {
  return ifNoneMatch.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value.replace(/^W\//, "") === `"${sha256}"`;
  });
}
