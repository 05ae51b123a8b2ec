/**
 * Reads and checks the digital signatures of a PDF, byte by byte and with node-forge, trusting nothing
 * in the file: each signature dictionary's /ByteRange, the CMS (PKCS#7) SignedData in its /Contents,
 * the signer's certificate, the messageDigest attribute against the SHA-256 of the bytes the range
 * covers, and the RSA signature over the signed attributes. Pure: no database, no configuration.
 */
import { createHash } from "node:crypto";
import forge from "node-forge";

const oids = {
  signedData: "1.2.840.113549.1.7.2",
  messageDigest: "1.2.840.113549.1.9.4",
  sha256: "2.16.840.1.101.3.4.2.1",
};

export type PdfSignature = {
  byteRange: [number, number, number, number];
  /** The range covers the whole file except the signature's own hex string. */
  coversWholeFile: boolean;
  /** SHA-256 (hex) of the DER of the certificate that made the signature (matched by serial number). */
  signerFingerprint: string;
  /** The messageDigest attribute equals the SHA-256 of the covered bytes. */
  digestMatches: boolean;
  /** The RSA signature over the signed attributes verifies with the signer certificate's key. */
  signatureValid: boolean;
};

type Asn1 = forge.asn1.Asn1;
/** node-forge's fromDer takes options its type declarations do not list yet. */
const fromDerPrefix = forge.asn1.fromDer as unknown as (bytes: forge.util.ByteBuffer, options: { parseAllBytes: boolean; strict: boolean }) => Asn1;

const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 1024)).toString("latin1").includes("%PDF-");
const children = (node: Asn1 | undefined): Asn1[] => (node && Array.isArray(node.value) ? node.value : []);
const binary = (node: Asn1 | undefined): string => (node && typeof node.value === "string" ? node.value : "");
const oidOf = (node: Asn1 | undefined): string => (node ? forge.asn1.derToOid(binary(node)) : "");
const der = (node: Asn1): Buffer => Buffer.from(forge.asn1.toDer(node).getBytes(), "binary");
const isContext = (node: Asn1, tag: number) => node.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && node.type === tag;

/** The certificates carried by the CMS, as ASN.1 nodes. */
function certificatesOf(signedData: Asn1[]): Asn1[] {
  return children(signedData.find((node) => isContext(node, 0)));
}

function serialOf(certificate: Asn1): string {
  const tbs = children(certificate)[0];
  const fields = children(tbs);
  // tbsCertificate: [0] version (optional), serialNumber, ...
  const serial = fields[0] && isContext(fields[0], 0) ? fields[1] : fields[0];
  return forge.util.bytesToHex(binary(serial)).replace(/^(00)+/, "");
}

/** One signature's CMS, checked against the covered bytes; null when it is not a CMS we can read. */
function checkCms(cmsBytes: Buffer, covered: Buffer): Omit<PdfSignature, "byteRange" | "coversWholeFile"> | null {
  // The hex string is padded with zeros after the DER: parse the structure, not the whole buffer.
  const contentInfo = fromDerPrefix(forge.util.createBuffer(cmsBytes.toString("binary")), { parseAllBytes: false, strict: false });
  const [contentType, wrapped] = children(contentInfo);
  if (oidOf(contentType) !== oids.signedData) return null;
  const signedData = children(children(wrapped)[0]);
  const signerInfo = children(signedData.at(-1))[0];
  const [, sid, digestAlgorithm, ...rest] = children(signerInfo);
  const signedAttributes = rest.find((node) => isContext(node, 0));
  const signature = rest.find((node) => node.tagClass === forge.asn1.Class.UNIVERSAL && node.type === forge.asn1.Type.OCTETSTRING);
  if (!sid || !signedAttributes || !signature) return null;

  // The signer: the carried certificate whose serial number the signer info names.
  const sidSerial = forge.util.bytesToHex(binary(children(sid)[1])).replace(/^(00)+/, "");
  const signerNode = certificatesOf(signedData).find((certificate) => serialOf(certificate) === sidSerial);
  if (!signerNode) return null;
  const signerFingerprint = createHash("sha256").update(der(signerNode)).digest("hex");

  const messageDigest = children(signedAttributes)
    .map((attribute) => children(attribute))
    .find(([type]) => oidOf(type) === oids.messageDigest)?.[1];
  const expectedDigest = createHash("sha256").update(covered).digest("binary");
  const digestMatches = oidOf(children(digestAlgorithm)[0]) === oids.sha256 && binary(children(messageDigest)[0]) === expectedDigest;

  // The signature is over the DER of the signed attributes as a SET (RFC 5652, 5.4).
  const asSet = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, children(signedAttributes));
  const md = forge.md.sha256.create();
  md.update(forge.asn1.toDer(asSet).getBytes());
  let signatureValid = false;
  try {
    const publicKey = forge.pki.certificateFromAsn1(signerNode).publicKey as forge.pki.rsa.PublicKey;
    signatureValid = publicKey.verify(md.digest().getBytes(), binary(signature));
  } catch {
    signatureValid = false; // not an RSA certificate, or a malformed signature
  }
  return { signerFingerprint, digestMatches, signatureValid };
}

/** Every signature of the file that can be read; [] for a file without one (or not a PDF). */
export function readPdfSignatures(bytes: Uint8Array): PdfSignature[] {
  if (!isPdf(bytes)) return [];
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = file.toString("latin1");
  const found: PdfSignature[] = [];
  for (const match of text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)) {
    const byteRange = match.slice(1, 5).map(Number) as PdfSignature["byteRange"];
    const [start, length, second, secondLength] = byteRange;
    if (start + length > second || second + secondLength > file.length) continue;
    const contents = text.slice(start + length, second);
    if (!/^<[0-9A-Fa-f\s]*>$/.test(contents)) continue;
    const covered = Buffer.concat([file.subarray(start, start + length), file.subarray(second, second + secondLength)]);
    try {
      const checked = checkCms(Buffer.from(contents.slice(1, -1).replace(/\s+/g, ""), "hex"), covered);
      if (!checked) continue;
      found.push({ byteRange, coversWholeFile: start === 0 && second + secondLength === file.length, ...checked });
    } catch {
      // not a CMS structure: not a signature we can read
    }
  }
  return found;
}

/** The fingerprint of the certificate that signed a PDF (its first readable signature), if any. */
export function signerFingerprintOf(bytes: Uint8Array): string | undefined {
  return readPdfSignatures(bytes)[0]?.signerFingerprint;
}
