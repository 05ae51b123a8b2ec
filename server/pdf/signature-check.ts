/**
 * Does this PDF carry our signature, intact and over the whole file? Bounded work whatever the file
 * holds, in this order, each step only when the previous one leaves the question open:
 *
 * 1. the signature dictionaries, found with a bounded search (signature-dictionaries.ts);
 * 2. which of them carry one of our certificates: the SHA-256 of each certificate the CMS carries is
 *    compared with our fingerprints (and, for a CMS too damaged to read, the bytes of the active
 *    certificate are looked for in it). No arithmetic is done for a certificate that is not ours, and
 *    a file without one is "not-ours" at once;
 * 3. a file with more than one signature, or past a bound, is "modified" when one of them is ours;
 * 4. for our one signature: its range must cover the whole file but its /Contents; then one pass over
 *    the file hashes the covered bytes once (and the whole file, for the stored-file lookup), the
 *    messageDigest must equal that hash, and the RSA signature over the signed attributes must verify
 *    with the key of our certificate (node:crypto), never with a key the file brings.
 *
 * Pure: the caller passes our certificates; it runs in the PDF worker (render-worker.ts).
 */
import { createHash, verify, X509Certificate } from "node:crypto";
import { findSignatureDictionaries, isPdf, type LimitReached, type SignatureDictionary } from "./signature-dictionaries";
import { readCms, sha256Hex, type CmsSignature } from "./signature-reader";

export type OurCertificates = {
  /** SHA-256 (hex) of the DER of every certificate that is ours: the active one and those that signed stored PDFs. */
  fingerprints: string[];
  /** The DER of the active certificate. */
  activeCertificateDer: Uint8Array;
};

/** What is wrong with a file that carries our signature. */
export type ModifiedBecause = "limit" | "several-signatures" | "unreadable" | "range" | "digest" | "signature";

export type SignatureCheck =
  | { outcome: "not-ours"; limitReached: LimitReached | null }
  | { outcome: "modified"; because: ModifiedBecause; limitReached: LimitReached | null }
  | { outcome: "intact"; certificateSha256: string; fileSha256: string };

const sha256Oid = "2.16.840.1.101.3.4.2.1";
const hashChunk = 1024 * 1024;

const work = { bytesHashedForSignatures: 0, rsaVerifications: 0 };
/** What this thread's checks have done so far (tests check that a stranger's file costs neither). */
export const signatureCheckWork = () => ({ ...work });

type Ours = { dictionary: SignatureDictionary; cms: CmsSignature | null; certificateDer: Buffer; fingerprint: string };

/** Our certificate in this dictionary's CMS, found by fingerprint only. */
function ourCertificateIn(dictionary: SignatureDictionary, fingerprints: Set<string>, activeDer: Buffer): Ours | null {
  const cms = readCms(dictionary.contents);
  for (const certificateDer of cms?.certificates ?? []) {
    const fingerprint = sha256Hex(certificateDer);
    if (fingerprints.has(fingerprint)) return { dictionary, cms, certificateDer, fingerprint };
  }
  // A CMS damaged past reading (one byte changed in its structure) still holds our certificate's bytes.
  if (activeDer.length > 0 && dictionary.contents.includes(activeDer)) {
    return { dictionary, cms, certificateDer: activeDer, fingerprint: sha256Hex(activeDer) };
  }
  return null;
}

/** The SHA-256 of the covered bytes and of the whole file, in one pass over the file. */
function hashCoveredAndWhole(file: Buffer, coveredEnd: number, secondStart: number): { covered: Buffer; whole: string } {
  const covered = createHash("sha256");
  const whole = createHash("sha256");
  for (let at = 0; at < file.length; at += hashChunk) {
    const chunk = file.subarray(at, Math.min(file.length, at + hashChunk));
    whole.update(chunk);
    // The part of this chunk outside the gap [coveredEnd, secondStart).
    const chunkEnd = at + chunk.length;
    const parts = [
      at < coveredEnd ? file.subarray(at, Math.min(chunkEnd, coveredEnd)) : null,
      chunkEnd > secondStart ? file.subarray(Math.max(at, secondStart), chunkEnd) : null,
    ];
    for (const part of parts) {
      if (!part || part.length === 0) continue;
      covered.update(part);
      work.bytesHashedForSignatures += part.length;
    }
  }
  return { covered: covered.digest(), whole: whole.digest("hex") };
}

/** The RSA signature over the signed attributes, with the key of a certificate known to be ours. */
function verifiesWithOurKey(certificateDer: Buffer, cms: CmsSignature): boolean {
  try {
    const key = new X509Certificate(certificateDer).publicKey;
    if (key.asymmetricKeyType !== "rsa") return false;
    work.rsaVerifications += 1;
    return verify("sha256", cms.signedAttributes, key, cms.signature);
  } catch {
    return false;
  }
}

export function checkPdfSignature(bytes: Uint8Array, ours: OurCertificates): SignatureCheck {
  if (!isPdf(bytes)) return { outcome: "not-ours", limitReached: null };
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { dictionaries, limitReached } = findSignatureDictionaries(file);
  const fingerprints = new Set(ours.fingerprints);
  const activeDer = Buffer.from(ours.activeCertificateDer);
  const ourSignatures = dictionaries.flatMap((dictionary) => ourCertificateIn(dictionary, fingerprints, activeDer) ?? []);
  if (ourSignatures.length === 0) return { outcome: "not-ours", limitReached };

  const modified = (because: ModifiedBecause): SignatureCheck => ({ outcome: "modified", because, limitReached });
  if (limitReached) return modified("limit");
  // Our files carry exactly one signature: another one was added after ours.
  if (dictionaries.length > 1) return modified("several-signatures");
  const [{ dictionary, cms, certificateDer, fingerprint }] = ourSignatures;
  if (!cms) return modified("unreadable");
  const [start, length, second, secondLength] = dictionary.byteRange;
  if (start !== 0 || second + secondLength !== file.length) return modified("range");
  const hashes = hashCoveredAndWhole(file, length, second);
  if (cms.digestAlgorithm !== sha256Oid || !cms.messageDigest?.equals(hashes.covered)) return modified("digest");
  if (!verifiesWithOurKey(certificateDer, cms)) return modified("signature");
  return { outcome: "intact", certificateSha256: fingerprint, fileSha256: hashes.whole };
}
