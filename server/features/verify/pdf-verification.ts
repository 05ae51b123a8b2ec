/**
 * Is this file a contract signed through Forma Concrete, unchanged since? One of three verdicts:
 *
 * - "verified": the file carries a signature made with our certificate, that signature covers the
 *   whole file and verifies (the messageDigest is the SHA-256 of the covered bytes, the RSA signature
 *   over the signed attributes checks out with our key), and the file's SHA-256 is that of a stored
 *   contract PDF or signed change order. The answer names which, and lists the contract's chain:
 *   the contract, then each signed change order by number, each with its own hash.
 * - "modified": it carries our certificate, but the signed bytes no longer match it, something was
 *   added after it or cut from it, or the file as a whole is not one we stored.
 * - "not-ours": anything else (no signature, someone else's, not a PDF at all).
 *
 * A file that holds more signature dictionaries or `/ByteRange` entries than verifyLimits allows is
 * answered from what was read up to the bound, with the bound as `reason`.
 *
 * "Our certificate" is the one loaded at start-up, or one that signed a PDF we stored (so PDFs stay
 * verifiable after the certificate is replaced). The file is checked in the PDF worker
 * (pdf/signature-check.ts): the event loop only reads the database. Nothing about the file is stored
 * or logged.
 */
import type { Executor } from "../../db";
import { findContractByPdfHash, findContractDocumentFacts, listSigningCertificates, type SignedContractFacts } from "../contracts/document-storage";
import { findChangeOrderByPdfHash, listSignedChangeOrderChain } from "../change-orders/storage";
import { changeOrderNumber } from "../../../shared/change-orders/rules";
import { findCertificateByPdfHash } from "../completion/storage";
import type { LimitReached } from "../../pdf/signature-dictionaries";
import { runSignatureCheck } from "../../documents/worker-pool";
import { activeSigningCertificate } from "../contracts/signing-certificate";

/** A signed document of a contract: the contract itself or one of its change orders. */
export type VerifiedDocument = {
  kind: "contract" | "change-order" | "warranty";
  number: string | null;
  signerName: string;
  signedAt: Date;
  voided: { at: Date; reason: string } | null;
};
export type ChainLink = { label: string; sha256: string; signedAt: Date };

export type PdfVerdict =
  | {
      status: "verified";
      contract: { id: string; quoteId: string; signerName: string; signedAt: Date };
      document: VerifiedDocument;
      chain: ChainLink[];
    }
  | { status: "modified"; reason?: LimitReached }
  | { status: "not-ours"; reason?: LimitReached };

const withReason = <T extends { status: "modified" | "not-ours" }>(verdict: T, reason: LimitReached | null) =>
  reason ? { ...verdict, reason } : verdict;

/** Checks `bytes`; the buffer may be handed to the worker, so the caller must not use it afterwards. */
export async function verifyContractPdf(db: Executor, bytes: Uint8Array): Promise<PdfVerdict> {
  const active = activeSigningCertificate();
  const fingerprints = [...new Set([active.fingerprint, ...(await listSigningCertificates(db))])];
  const check = await runSignatureCheck({ pdf: bytes, ours: { fingerprints, activeCertificateDer: active.certificateDer } });
  if (check.outcome === "not-ours") return withReason({ status: "not-ours" }, check.limitReached);
  if (check.outcome === "modified") return withReason({ status: "modified" }, check.limitReached);

  const contract = await findContractByPdfHash(db, check.fileSha256);
  if (contract) {
    if (contract.certificateSha256 !== check.certificateSha256) return { status: "modified" };
    const document = { kind: "contract" as const, number: null, signerName: contract.signerName, signedAt: contract.signedAt, voided: null };
    return verified(db, contract, document);
  }
  const order = await findChangeOrderByPdfHash(db, check.fileSha256);
  if (order) {
    const ofContract = await findContractDocumentFacts(db, order.contractId);
    if (!ofContract || order.certificateSha256 !== check.certificateSha256) return { status: "modified" };
    const number = order.sequence === null ? null : changeOrderNumber(order.sequence);
    return verified(db, ofContract, {
      kind: "change-order",
      number,
      signerName: order.signerName ?? "",
      signedAt: order.signedAt ?? new Date(0),
      voided: null,
    });
  }
  const warranty = await findCertificateByPdfHash(db, check.fileSha256);
  const ofContract = warranty ? await findContractDocumentFacts(db, warranty.contractId) : undefined;
  if (!warranty || !ofContract || warranty.certificateSha256 !== check.certificateSha256) return { status: "modified" };
  const voided = warranty.voidedAt ? { at: warranty.voidedAt, reason: warranty.voidReason ?? "" } : null;
  return verified(db, ofContract, {
    kind: "warranty",
    number: warranty.number,
    signerName: ofContract.signerName,
    signedAt: warranty.issuedAt,
    voided,
  });
}

/** The verdict for a file that is one of the contract's signed documents, with the whole chain. */
async function verified(db: Executor, contract: SignedContractFacts, document: VerifiedDocument): Promise<PdfVerdict> {
  const orders = await listSignedChangeOrderChain(db, contract.contractId);
  return {
    status: "verified",
    contract: { id: contract.contractId, quoteId: contract.quoteId, signerName: contract.signerName, signedAt: contract.signedAt },
    document,
    chain: [
      { label: "Contract", sha256: contract.sha256, signedAt: contract.signedAt },
      ...orders.map((order) => ({ label: `Change order ${changeOrderNumber(order.sequence)}`, sha256: order.sha256, signedAt: order.signedAt })),
    ],
  };
}
