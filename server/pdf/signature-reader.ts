/**
 * Reads the CMS (PKCS#7 SignedData) of one signature dictionary with node-forge, trusting nothing in
 * it: the certificates it carries, the signer's serial number, the digest algorithm, the
 * messageDigest attribute, the signed attributes and the signature value. Reading checks nothing and
 * does no RSA arithmetic: signature-check.ts decides what is ours and verifies only with our key.
 * The input is at most verifyLimits.maxSignatureBytes (signature-dictionaries.ts), so parsing it is
 * bounded. Pure: no database, no configuration.
 */
import { createHash } from "node:crypto";
import forge from "node-forge";
import { findSignatureDictionaries, isPdf } from "./signature-dictionaries";

const oids = {
  signedData: "1.2.840.113549.1.7.2",
  messageDigest: "1.2.840.113549.1.9.4",
};

export type CmsSignature = {
  /** The DER of every certificate the CMS carries. */
  certificates: Buffer[];
  /** The serial number (hex, no leading zeros) the signer info names. */
  signerSerial: string;
  digestAlgorithm: string;
  messageDigest: Buffer | null;
  /** The DER of the signed attributes as a SET: what the signature signs (RFC 5652, 5.4). */
  signedAttributes: Buffer;
  signature: Buffer;
};

type Asn1 = forge.asn1.Asn1;
/** node-forge's fromDer takes options its type declarations do not list yet. */
const fromDerPrefix = forge.asn1.fromDer as unknown as (bytes: forge.util.ByteBuffer, options: { parseAllBytes: boolean; strict: boolean }) => Asn1;

const children = (node: Asn1 | undefined): Asn1[] => (node && Array.isArray(node.value) ? node.value : []);
const binary = (node: Asn1 | undefined): string => (node && typeof node.value === "string" ? node.value : "");
const oidOf = (node: Asn1 | undefined): string => (node ? forge.asn1.derToOid(binary(node)) : "");
const der = (node: Asn1): Buffer => Buffer.from(forge.asn1.toDer(node).getBytes(), "binary");
const isContext = (node: Asn1, tag: number) => node.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && node.type === tag;
const serialHex = (node: Asn1 | undefined) => forge.util.bytesToHex(binary(node)).replace(/^(00)+/, "");

export const sha256Hex = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The serial number of a certificate given as DER. */
export function certificateSerial(certificateDer: Buffer): string {
  const certificate = forge.asn1.fromDer(forge.util.createBuffer(certificateDer.toString("binary")));
  const fields = children(children(certificate)[0]);
  // tbsCertificate: [0] version (optional), serialNumber, ...
  return serialHex(fields[0] && isContext(fields[0], 0) ? fields[1] : fields[0]);
}

/** The CMS of one /Contents; null when it is not a SignedData with a signer info we can read. */
export function readCms(contents: Buffer): CmsSignature | null {
  try {
    // The hex string is padded with zeros after the DER: parse the structure, not the whole buffer.
    const contentInfo = fromDerPrefix(forge.util.createBuffer(contents.toString("binary")), { parseAllBytes: false, strict: false });
    const [contentType, wrapped] = children(contentInfo);
    if (oidOf(contentType) !== oids.signedData) return null;
    const signedData = children(children(wrapped)[0]);
    const certificates = children(signedData.find((node) => isContext(node, 0))).map(der);
    const signerInfo = children(signedData.at(-1))[0];
    const [, sid, digestAlgorithm, ...rest] = children(signerInfo);
    const signedAttributes = rest.find((node) => isContext(node, 0));
    const signature = rest.find((node) => node.tagClass === forge.asn1.Class.UNIVERSAL && node.type === forge.asn1.Type.OCTETSTRING);
    if (!sid || !digestAlgorithm || !signedAttributes || !signature) return null;
    const messageDigest = children(signedAttributes)
      .map((attribute) => children(attribute))
      .find(([type]) => oidOf(type) === oids.messageDigest)?.[1];
    const asSet = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, children(signedAttributes));
    return {
      certificates,
      signerSerial: serialHex(children(sid)[1]),
      digestAlgorithm: oidOf(children(digestAlgorithm)[0]),
      messageDigest: messageDigest ? Buffer.from(binary(children(messageDigest)[0]), "binary") : null,
      signedAttributes: der(asSet),
      signature: Buffer.from(binary(signature), "binary"),
    };
  } catch {
    return null; // not a DER structure forge can read: not a signature we can read
  }
}

/**
 * The fingerprint (SHA-256 of the DER) of the certificate that signed a PDF we just made (its first
 * signature dictionary's signer), if any. For our own files; a file from outside goes through
 * signature-check.ts.
 */
export function signerFingerprintOf(bytes: Uint8Array): string | undefined {
  if (!isPdf(bytes)) return undefined;
  const [first] = findSignatureDictionaries(bytes).dictionaries;
  const cms = first && readCms(first.contents);
  const signer = cms?.certificates.find((certificate) => certificateSerial(certificate) === cms.signerSerial);
  return signer && sha256Hex(signer);
}
