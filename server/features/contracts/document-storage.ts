/** The stored signed PDFs (contract_documents): written once per contract, then only read. */
import { eq } from "drizzle-orm";
import type { Executor } from "../../db";
import { changeOrderDocuments, contractDocuments, contracts, warrantyCertificates } from "../../../shared/schema";
import { signerFingerprintOf } from "../../pdf/signature-reader";
import { isUuid } from "../../storage/ids";

/** `certificateSha256` is read from the file's own signature when not given. */
export type NewContractDocument = { contractId: string; pdf: Uint8Array; sha256: string; certificateSha256?: string };

/**
 * Stores a contract's PDF. A contract has one PDF for ever: when one is already stored (two first
 * downloads of an old contract racing), nothing changes and false is returned; read it back then.
 */
export async function insertContractDocument(db: Executor, document: NewContractDocument): Promise<boolean> {
  const certificateSha256 = document.certificateSha256 ?? signerFingerprintOf(document.pdf);
  if (!certificateSha256) throw new Error(`The PDF of contract ${document.contractId} carries no digital signature`);
  const inserted = await db
    .insert(contractDocuments)
    .values({ contractId: document.contractId, pdf: Buffer.from(document.pdf), sha256: document.sha256, certificateSha256 })
    .onConflictDoNothing({ target: contractDocuments.contractId })
    .returning({ contractId: contractDocuments.contractId });
  return inserted.length > 0;
}

export async function findContractDocument(db: Executor, contractId: string): Promise<{ pdf: Buffer; sha256: string } | undefined> {
  if (!isUuid(contractId)) return undefined;
  const [document] = await db
    .select({ pdf: contractDocuments.pdf, sha256: contractDocuments.sha256 })
    .from(contractDocuments)
    .where(eq(contractDocuments.contractId, contractId));
  return document;
}

/** Only the hash (the ETag): enough to answer a conditional request without reading the file. */
export async function findContractDocumentHash(db: Executor, contractId: string): Promise<string | undefined> {
  if (!isUuid(contractId)) return undefined;
  const [document] = await db
    .select({ sha256: contractDocuments.sha256 })
    .from(contractDocuments)
    .where(eq(contractDocuments.contractId, contractId));
  return document?.sha256;
}

export type SignedContractFacts = {
  contractId: string;
  quoteId: string;
  signerName: string;
  signedAt: Date;
  certificateSha256: string;
  sha256: string;
};

const signedContractColumns = {
  contractId: contracts.id,
  quoteId: contracts.quoteId,
  signerName: contracts.clientName,
  signedAt: contracts.signedAt,
  certificateSha256: contractDocuments.certificateSha256,
  sha256: contractDocuments.sha256,
};

/** The contract whose stored PDF has exactly this SHA-256, if any. */
export async function findContractByPdfHash(db: Executor, sha256: string): Promise<SignedContractFacts | undefined> {
  const [found] = await db
    .select(signedContractColumns)
    .from(contractDocuments)
    .innerJoin(contracts, eq(contracts.id, contractDocuments.contractId))
    .where(eq(contractDocuments.sha256, sha256));
  return found;
}

/** The same facts of a contract by its id (a change order's contract, for the chain /verify shows). */
export async function findContractDocumentFacts(db: Executor, contractId: string): Promise<SignedContractFacts | undefined> {
  const [found] = await db
    .select(signedContractColumns)
    .from(contractDocuments)
    .innerJoin(contracts, eq(contracts.id, contractDocuments.contractId))
    .where(eq(contractDocuments.contractId, contractId));
  return found;
}

/** Every certificate that has signed a stored PDF (usually one; more after the certificate is replaced). */
export async function listSigningCertificates(db: Executor): Promise<string[]> {
  const [contractRows, orderRows, warrantyRows] = await Promise.all([
    db.selectDistinct({ fingerprint: contractDocuments.certificateSha256 }).from(contractDocuments),
    db.selectDistinct({ fingerprint: changeOrderDocuments.certificateSha256 }).from(changeOrderDocuments),
    db.selectDistinct({ fingerprint: warrantyCertificates.certificateSha256 }).from(warrantyCertificates),
  ]);
  return [...new Set([...contractRows, ...orderRows, ...warrantyRows].map((row) => row.fingerprint))];
}
