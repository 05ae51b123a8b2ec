/**
 * Hostile PDFs for /api/verify, built in milliseconds (no real key is generated):
 *
 * - `bigKeyPdf()`: a PDF signed the way ours are (one signature dictionary over the whole file, a CMS
 *   whose messageDigest is right), but by a self-made certificate with an 8192-bit RSA modulus and an
 *   8192-bit public exponent: checking that signature costs seconds of big-number arithmetic.
 * - `manyByteRangesPdf()`: about 1 MB, one signature dictionary whose /Contents is a ~1 MB hex blob,
 *   and many `/ByteRange` entries that all point at it.
 * - `appendSignatureDictionaries()`: any PDF with more signature dictionaries added at its end.
 *
 * Used by the API tests (tests/api/verify-hostile.test.ts) and the attack module (verify.ts).
 */
import { createHash, randomBytes } from "node:crypto";
import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import { SignPdf, Signer } from "@signpdf/signpdf";
import forge from "node-forge";
import { PDFDocument } from "pdf-lib";

const { asn1 } = forge;
type Asn1 = forge.asn1.Asn1;

const universal = (type: number, constructed: boolean, value: Asn1[] | string) => asn1.create(asn1.Class.UNIVERSAL, type, constructed, value);
const sequence = (children: Asn1[]) => universal(asn1.Type.SEQUENCE, true, children);
const set = (children: Asn1[]) => universal(asn1.Type.SET, true, children);
const oid = (dotted: string) => universal(asn1.Type.OID, false, asn1.oidToDer(dotted).getBytes());
const integer = (bytes: string) => universal(asn1.Type.INTEGER, false, bytes);
const octets = (bytes: string) => universal(asn1.Type.OCTETSTRING, false, bytes);
const explicit = (tag: number, children: Asn1[]) => asn1.create(asn1.Class.CONTEXT_SPECIFIC, tag, true, children);
const nullValue = () => universal(asn1.Type.NULL, false, "");
const algorithm = (dotted: string) => sequence([oid(dotted), nullValue()]);

const oids = {
  data: "1.2.840.113549.1.7.1",
  signedData: "1.2.840.113549.1.7.2",
  contentType: "1.2.840.113549.1.9.3",
  messageDigest: "1.2.840.113549.1.9.4",
  sha256: "2.16.840.1.101.3.4.2.1",
  rsaEncryption: "1.2.840.113549.1.1.1",
};

/** A random positive number of exactly `bits` bits, odd. */
function randomNumber(bits: number): forge.jsbn.BigInteger {
  const bytes = randomBytes(Math.ceil(bits / 8));
  bytes[0] |= 0x80;
  bytes[bytes.length - 1] |= 1;
  return new forge.jsbn.BigInteger(bytes.toString("hex"), 16);
}

export type CraftedCertificate = { certificate: forge.pki.Certificate; der: Buffer; modulusBytes: number };

/**
 * A certificate that parses like any other, for an RSA key nobody holds: a random modulus of
 * `modulusBits` and a random public exponent of `exponentBits` (65537 when 17). Its own signature is
 * random bytes: nothing checks a self-made certificate's signature, and making one needs no key.
 */
export function craftedCertificate(options: { modulusBits: number; exponentBits: number; commonName: string }): CraftedCertificate {
  const certificate = forge.pki.createCertificate();
  const exponent = options.exponentBits === 17 ? new forge.jsbn.BigInteger("65537") : randomNumber(options.exponentBits);
  certificate.publicKey = forge.pki.setRsaPublicKey(randomNumber(options.modulusBits), exponent);
  certificate.serialNumber = `01${randomBytes(15).toString("hex")}`;
  certificate.validity.notBefore = new Date("2025-01-01T00:00:00Z");
  certificate.validity.notAfter = new Date("2035-01-01T00:00:00Z");
  const subject = [
    { name: "commonName", value: options.commonName },
    { name: "organizationName", value: "Forma Concrete" },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  const modulusBytes = Math.ceil(options.modulusBits / 8);
  certificate.siginfo.algorithmOid = forge.pki.oids.sha256WithRSAEncryption;
  certificate.signatureOid = forge.pki.oids.sha256WithRSAEncryption;
  certificate.signature = randomBytes(modulusBytes).toString("binary");
  const der = Buffer.from(asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), "binary");
  return { certificate, der, modulusBytes };
}

/** Random bytes of the key's size, below every modulus of that size (so the arithmetic is done). */
function signatureValue(modulusBytes: number): string {
  const bytes = randomBytes(modulusBytes);
  bytes[0] &= 0x7f;
  return bytes.toString("binary");
}

/**
 * A detached CMS SignedData as a PDF signer writes it: the certificate, and one signer info whose
 * messageDigest is the SHA-256 of `covered` and whose "signature" is random bytes of the key's size.
 */
export function craftedCms(signer: CraftedCertificate, covered: Uint8Array): Buffer {
  const digest = createHash("sha256").update(covered).digest("binary");
  const signedAttributes = asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
    sequence([oid(oids.contentType), set([oid(oids.data)])]),
    sequence([oid(oids.messageDigest), set([octets(digest)])]),
  ]);
  const signerInfo = sequence([
    integer(String.fromCharCode(1)),
    sequence([forge.pki.distinguishedNameToAsn1(signer.certificate.issuer), integer(forge.util.hexToBytes(signer.certificate.serialNumber))]),
    algorithm(oids.sha256),
    signedAttributes,
    algorithm(oids.rsaEncryption),
    octets(signatureValue(signer.modulusBytes)),
  ]);
  const signedData = sequence([
    integer(String.fromCharCode(1)),
    set([algorithm(oids.sha256)]),
    sequence([oid(oids.data)]),
    explicit(0, [forge.pki.certificateToAsn1(signer.certificate)]),
    set([signerInfo]),
  ]);
  const contentInfo = sequence([oid(oids.signedData), explicit(0, [signedData])]);
  return Buffer.from(asn1.toDer(contentInfo).getBytes(), "binary");
}

/** A @signpdf signer that writes a crafted CMS instead of signing. */
class CraftedSigner extends Signer {
  constructor(private readonly certificate: CraftedCertificate) {
    super();
  }

  async sign(pdfBuffer: Buffer): Promise<Buffer> {
    return craftedCms(this.certificate, pdfBuffer);
  }
}

/** A one-page PDF signed, as ours are, over the whole file but its /Contents, by `certificate`. */
export async function pdfSignedBy(certificate: CraftedCertificate): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.addPage().drawText("A contract, signed by a very large key");
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: "Signed contract",
    contactInfo: "nobody@example.com",
    name: "Forma Concrete contract signing",
    location: "Toronto",
    signatureLength: 2 * (5 * certificate.modulusBytes + 2048), // hex digits: the certificate, the signature and slack
    subFilter: "adbe.pkcs7.detached",
  });
  const unsigned = Buffer.from(await doc.save({ useObjectStreams: false }));
  return new SignPdf().sign(unsigned, new CraftedSigner(certificate));
}

/** The 8192-bit case: modulus and public exponent of 8192 bits (about 10 KB of PDF). */
export function bigKeyPdf(): Promise<Buffer> {
  return pdfSignedBy(craftedCertificate({ modulusBits: 8192, exponentBits: 8192, commonName: "Forma Concrete contract signing" }));
}

const digits = 10;
const padded = (value: number) => String(value).padStart(digits, "0");
/** `/ByteRange [0 a b c]` with every number written in the same width, so a placeholder's length is final. */
const byteRangeText = (range: [number, number, number, number]) => `/ByteRange [${range.map(padded).join(" ")}]`;
const placeholderRange = byteRangeText([0, 0, 0, 0]);

type Appended = { contents: Buffer; padTo?: number; extraByteRanges?: number };

/**
 * `base` with, after its end, one signature dictionary per entry of `dictionaries` (its /Contents the
 * entry's CMS, zero-padded to `padTo` bytes), each followed by `extraByteRanges` more `/ByteRange`
 * entries that point at that same /Contents. Every /ByteRange is [0, start of the hex string, its end,
 * the rest of the file]: the shape of a real signature over the whole file.
 */
export function appendSignatureDictionaries(base: Uint8Array, dictionaries: Appended[], firstObjectNumber = 1000): Buffer {
  const pieces: string[] = [];
  const gaps: { at: number; length: number }[] = [];
  const rangesAt: { piece: number; gap: number }[] = [];
  let length = base.length;
  const push = (text: string) => {
    pieces.push(text);
    length += text.length;
  };
  let object = firstObjectNumber;
  for (const dictionary of dictionaries) {
    const hex = Buffer.concat([dictionary.contents, Buffer.alloc(Math.max(0, (dictionary.padTo ?? 0) - dictionary.contents.length))]).toString("hex");
    const gap = gaps.length;
    push(`\n${object++} 0 obj\n<<\n/Type /Sig\n/Filter /Adobe.PPKLite\n/SubFilter /adbe.pkcs7.detached\n`);
    rangesAt.push({ piece: pieces.length, gap });
    push(placeholderRange);
    push("\n/Contents ");
    gaps.push({ at: length, length: hex.length + 2 });
    push(`<${hex}>`);
    push("\n>>\nendobj\n");
    // Bare entries (57 bytes each): a reader that looks for the key finds them all the same.
    for (let extra = 0; extra < (dictionary.extraByteRanges ?? 0); extra++) {
      push("\n");
      rangesAt.push({ piece: pieces.length, gap });
      push(placeholderRange);
    }
  }
  push("\n%%EOF\n");
  for (const { piece, gap } of rangesAt) {
    const { at, length: gapLength } = gaps[gap];
    pieces[piece] = byteRangeText([0, at, at + gapLength, length - (at + gapLength)]);
  }
  return Buffer.concat([Buffer.from(base), Buffer.from(pieces.join(""), "latin1")]);
}

/** A small PDF without a signature. */
export async function plainPdf(text = "Not a contract"): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.addPage().drawText(text);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/**
 * About `totalBytes` of PDF: one signature dictionary whose /Contents (a readable CMS by a 2048-bit
 * stranger, then zeros) fills the file, and `byteRanges` `/ByteRange` entries over it in all.
 */
export async function manyByteRangesPdf(options: { byteRanges?: number; totalBytes?: number } = {}): Promise<Buffer> {
  const byteRanges = options.byteRanges ?? 40;
  const totalBytes = options.totalBytes ?? 1024 * 1024;
  const base = await plainPdf();
  const stranger = craftedCertificate({ modulusBits: 2048, exponentBits: 17, commonName: "Someone Else" });
  const contents = craftedCms(stranger, base);
  // Each byte of /Contents is two hex digits; each entry adds 57 bytes, the dictionary about 150.
  const padTo = Math.floor((totalBytes - base.length - byteRanges * 57 - 200) / 2);
  return appendSignatureDictionaries(base, [{ contents, padTo, extraByteRanges: byteRanges - 1 }]);
}

/** `count` small signature dictionaries by a stranger, appended to `base` (a plain PDF by default). */
export async function manySignaturesPdf(count: number, base?: Uint8Array): Promise<Buffer> {
  const file = base ?? (await plainPdf());
  const stranger = craftedCertificate({ modulusBits: 2048, exponentBits: 17, commonName: "Someone Else" });
  return appendSignatureDictionaries(
    file,
    Array.from({ length: count }, () => ({ contents: craftedCms(stranger, file), padTo: 4096 })),
  );
}
