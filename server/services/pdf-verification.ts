/**
 * Is this file a contract signed through Forma Concrete, unchanged since? One of three verdicts:
 *
 * - "verified": the file carries a signature made with our certificate, that signature covers the
 *   whole file and verifies (the messageDigest is the SHA-256 of the covered bytes, the RSA signature
 *   over the signed attributes checks out), and the file's SHA-256 is that of a stored contract PDF.
 * - "modified": it carries our signature, but the signed bytes no longer match it, something was
 *   added after it, or the file as a whole is not one we stored.
 * - "not-ours": anything else (no signature, someone else's, not a PDF at all).
 *
 * "Our certificate" is the one loaded at start-up, or one that signed a PDF we stored (so PDFs stay
 * verifiable after the certificate is replaced). Nothing about the file is stored or logged.
 */
import { createHash } from "node:crypto";
import type { Executor } from "../db";
import { findContractByPdfHash, listSigningCertificates } from "../storage/contract-documents";
import { readPdfSignatures } from "./pdf/signature-reader";
import { activeSigningCertificate } from "./signing-certificate";

export type PdfVerdict =
  | { status: "verified"; contract: { id: string; quoteId: string; signerName: string; signedAt: Date } }
  | { status: "modified" }
  | { status: "not-ours" };

export async function verifyContractPdf(db: Executor, bytes: Uint8Array): Promise<PdfVerdict> {
  const signatures = readPdfSignatures(bytes);
  if (signatures.length === 0) return { status: "not-ours" };
  const ours = new Set([activeSigningCertificate().fingerprint, ...(await listSigningCertificates(db))]);
  const ourSignatures = signatures.filter((signature) => ours.has(signature.signerFingerprint));
  if (ourSignatures.length === 0) return { status: "not-ours" };

  // Exactly one signature, ours, intact and over the whole file: nothing was changed or appended.
  const [signature] = ourSignatures;
  const intact = signatures.length === 1 && signature.coversWholeFile && signature.digestMatches && signature.signatureValid;
  if (!intact) return { status: "modified" };

  const found = await findContractByPdfHash(db, createHash("sha256").update(bytes).digest("hex"));
  if (!found || found.certificateSha256 !== signature.signerFingerprint) return { status: "modified" };
  return {
    status: "verified",
    contract: { id: found.contractId, quoteId: found.quoteId, signerName: found.signerName, signedAt: found.signedAt },
  };
}
