/**
 * The signature check of /api/verify, on real signed files and hostile ones: the signature
 * dictionaries are found with a bounded search (verifyLimits), a certificate is ours by its
 * fingerprint before anything is computed, a stranger's file costs no hashing and no RSA, our own
 * file is hashed once and verified once with our key, and a copy of ours that was cut or edited is
 * "modified", not "not-ours".
 */
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { checkPdfSignature, signatureCheckWork, type OurCertificates } from "../../server/pdf/signature-check";
import { findSignatureDictionaries } from "../../server/pdf/signature-dictionaries";
import { sealPdf } from "../../server/pdf/seal";
import { signerFingerprintOf } from "../../server/pdf/signature-reader";
import { certificateDer, fingerprintOf, generateSigningP12, openP12 } from "../../server/features/contracts/signing-certificate";
import { verifyLimits } from "../../shared/business";
import {
  appendSignatureDictionaries,
  bigKeyPdf,
  craftedCertificate,
  craftedCms,
  manyByteRangesPdf,
  manySignaturesPdf,
  plainPdf,
} from "../../scripts/attacks/lib/hostile-pdfs";

let ours: OurCertificates;
let signed: Buffer;

/** Where our file's /Contents hex string starts and ends, and where its DER ends inside it. */
function contentsOf(pdf: Buffer) {
  const [{ byteRange }] = findSignatureDictionaries(pdf).dictionaries;
  const open = byteRange[1];
  const close = byteRange[2] - 1;
  const hex = pdf.toString("latin1", open + 1, close);
  return { open, close, derHexEnd: open + 1 + hex.replace(/0+$/, "").length };
}

/** A copy with one byte at `at` replaced by `to` (or a different hex digit / space). */
function withByte(pdf: Buffer, at: number, to?: string): Buffer {
  const copy = Buffer.from(pdf);
  const current = String.fromCharCode(copy[at]);
  const replacement = to ?? (/[0-9a-f]/i.test(current) ? (current === "1" ? "2" : "1") : current === " " ? "\n" : " ");
  copy[at] = replacement.charCodeAt(0);
  return copy;
}

const during = (check: () => void) => {
  const before = signatureCheckWork();
  check();
  const after = signatureCheckWork();
  return { bytesHashed: after.bytesHashedForSignatures - before.bytesHashedForSignatures, rsa: after.rsaVerifications - before.rsaVerifications };
};

beforeAll(async () => {
  const p12 = generateSigningP12("pw");
  const { certificate } = openP12(p12, "pw");
  ours = { fingerprints: [fingerprintOf(certificate)], activeCertificateDer: certificateDer(certificate) };
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.addPage().drawText("A contract signed through Forma Concrete");
  signed = Buffer.from(
    await sealPdf(
      doc,
      { p12, password: "pw", signatureLength: 8192, commonName: "Forma Concrete contract signing" },
      { signingTime: new Date("2025-06-02T14:30:00Z"), reason: "Signed contract", location: "Toronto", contactInfo: "x@example.com" },
    ),
  );
}, 30_000);

describe("our own file", () => {
  it("is intact: its covered bytes hashed once, its signature verified once with our key", () => {
    const [{ byteRange }] = findSignatureDictionaries(signed).dictionaries;
    let check: ReturnType<typeof checkPdfSignature> | undefined;
    const work = during(() => (check = checkPdfSignature(signed, ours)));
    expect(check).toMatchObject({ outcome: "intact", certificateSha256: ours.fingerprints[0] });
    expect(work).toEqual({ bytesHashed: byteRange[1] + byteRange[3], rsa: 1 });
    expect(signerFingerprintOf(signed)).toBe(ours.fingerprints[0]);
  });

  it("is modified without its last byte, or with bytes appended", () => {
    expect(checkPdfSignature(signed.subarray(0, signed.length - 1), ours)).toMatchObject({ outcome: "modified", because: "range" });
    expect(checkPdfSignature(signed.subarray(0, signed.length - 200), ours)).toMatchObject({ outcome: "modified", because: "range" });
    expect(checkPdfSignature(Buffer.concat([signed, Buffer.from("\n%%EOF\n")]), ours)).toMatchObject({ outcome: "modified" });
  });

  it("is modified with one byte changed inside either signed range", () => {
    const { open, close } = contentsOf(signed);
    for (const at of [20, Math.floor(open / 2), open - 5, close + 5, signed.length - 10]) {
      expect(checkPdfSignature(withByte(signed, at), ours), `byte ${at}`).toMatchObject({ outcome: "modified", because: "digest" });
    }
  });

  it("is modified with one byte changed outside the ranges: in the signature value, in the CMS's structure, or in its padding", () => {
    const { open, derHexEnd } = contentsOf(signed);
    // The last bytes of the DER are the RSA signature value.
    expect(checkPdfSignature(withByte(signed, derHexEnd - 20), ours)).toMatchObject({ outcome: "modified", because: "signature" });
    // The content type (…07 02, SignedData, becomes …07 03): not a CMS we read, but it still holds our certificate's bytes.
    expect(signed.toString("latin1", open + 13, open + 31)).toBe("2a864886f70d010702");
    expect(checkPdfSignature(withByte(signed, open + 30, "3"), ours)).toMatchObject({ outcome: "modified", because: "unreadable" });
    // The padding after the DER is not signed; the file is still not one we stored (pdf-verification.ts).
    const padded = checkPdfSignature(withByte(signed, derHexEnd + 40, "7"), ours);
    expect(padded).toMatchObject({ outcome: "intact" });
    expect(padded).not.toEqual(checkPdfSignature(signed, ours));
  });

  it("is modified when a signature is added after ours, or more than the maximum", async () => {
    expect(checkPdfSignature(await manySignaturesPdf(1, signed), ours)).toMatchObject({ outcome: "modified", because: "several-signatures" });
    expect(checkPdfSignature(await manySignaturesPdf(verifyLimits.maxSignatures, signed), ours)).toEqual({
      outcome: "modified",
      because: "limit",
      limitReached: "too-many-signatures",
    });
  });
});

describe("a stranger's file", () => {
  it("with an 8192-bit key is not ours at once: nothing hashed, no RSA", async () => {
    const pdf = await bigKeyPdf();
    let check: ReturnType<typeof checkPdfSignature> | undefined;
    const work = during(() => (check = checkPdfSignature(pdf, ours)));
    expect(check).toEqual({ outcome: "not-ours", limitReached: null });
    expect(work).toEqual({ bytesHashed: 0, rsa: 0 });
  });

  it("with a certificate that bears our name is not ours, with no RSA", async () => {
    const stranger = craftedCertificate({ modulusBits: 2048, exponentBits: 17, commonName: "Forma Concrete contract signing" });
    const base = await plainPdf();
    const pdf = appendSignatureDictionaries(base, [{ contents: craftedCms(stranger, base), padTo: 4096 }]);
    expect(during(() => expect(checkPdfSignature(pdf, ours)).toMatchObject({ outcome: "not-ours" }))).toEqual({ bytesHashed: 0, rsa: 0 });
  });

  it("is not ours without a signature, or when it is not a PDF", async () => {
    expect(checkPdfSignature(await plainPdf(), ours)).toEqual({ outcome: "not-ours", limitReached: null });
    expect(checkPdfSignature(Buffer.from("GIF89a /ByteRange [0 1 2 3]"), ours)).toEqual({ outcome: "not-ours", limitReached: null });
  });
});

describe("the bounded search", () => {
  it(`reads at most ${verifyLimits.maxSignatures} signature dictionaries`, async () => {
    const atTheLimit = findSignatureDictionaries(await manySignaturesPdf(verifyLimits.maxSignatures));
    expect(atTheLimit.dictionaries).toHaveLength(verifyLimits.maxSignatures);
    expect(atTheLimit.limitReached).toBeNull();
    const past = findSignatureDictionaries(await manySignaturesPdf(verifyLimits.maxSignatures + 1));
    expect(past.dictionaries).toHaveLength(verifyLimits.maxSignatures);
    expect(past.limitReached).toBe("too-many-signatures");
  });

  it(`looks at most at ${verifyLimits.maxByteRanges} /ByteRange entries, and never decodes a /Contents too large to be a signature`, async () => {
    const atTheLimit = await manyByteRangesPdf({ byteRanges: verifyLimits.maxByteRanges, totalBytes: 1024 * 1024 });
    expect(findSignatureDictionaries(atTheLimit)).toEqual({ dictionaries: [], limitReached: null });
    const past = await manyByteRangesPdf({ byteRanges: verifyLimits.maxByteRanges + 1, totalBytes: 1024 * 1024 });
    expect(findSignatureDictionaries(past)).toEqual({ dictionaries: [], limitReached: "too-many-byte-ranges" });

    const blob = await manyByteRangesPdf({ byteRanges: 40, totalBytes: 1024 * 1024 });
    expect(findSignatureDictionaries(blob)).toEqual({ dictionaries: [], limitReached: "too-many-byte-ranges" });
    expect(during(() => expect(checkPdfSignature(blob, ours)).toEqual({ outcome: "not-ours", limitReached: "too-many-byte-ranges" }))).toEqual({
      bytesHashed: 0,
      rsa: 0,
    });
  });

  it("skips ranges that point outside the file or at something other than a hex string", () => {
    const pdf = Buffer.from("%PDF-1.7\n/ByteRange [0 10 99999999 5]\n/ByteRange [0 3 9 4]\n/ByteRange [0 1 2]\n<zz>\n%%EOF\n", "latin1");
    expect(findSignatureDictionaries(pdf)).toEqual({ dictionaries: [], limitReached: null });
  });
});
