/**
 * The digital signature of a finished PDF: a signature field with a placeholder is added, the file is
 * saved, and the placeholder is filled with a detached CMS (PKCS#7) signature over every byte of the
 * file but the placeholder itself (adbe.pkcs7.detached, SHA-256, RSA), made with the business's .p12.
 * Any later change to the file breaks it; /api/verify checks it (server/features/verify/pdf-verification.ts).
 */
import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import { P12Signer } from "@signpdf/signer-p12";
import { SignPdf } from "@signpdf/signpdf";
import type { PDFDocument } from "pdf-lib";

/** What the render worker needs of the signing certificate (signing-certificate.ts). */
export type SigningMaterial = { p12: Uint8Array; password: string; signatureLength: number; commonName: string };

export const signatureSubFilter = "adbe.pkcs7.detached";

export async function sealPdf(
  doc: PDFDocument,
  material: SigningMaterial,
  details: { signingTime: Date; reason: string; location: string; contactInfo: string },
): Promise<Uint8Array> {
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: details.reason,
    contactInfo: details.contactInfo,
    name: material.commonName,
    location: details.location,
    signingTime: details.signingTime,
    signatureLength: material.signatureLength,
    subFilter: signatureSubFilter,
  });
  const unsigned = Buffer.from(await doc.save({ useObjectStreams: false }));
  // A P12Signer reads its .p12 buffer as it signs, so each signature gets a fresh one.
  const signer = new P12Signer(Buffer.from(material.p12), { passphrase: material.password });
  const signed = await new SignPdf().sign(unsigned, signer, details.signingTime);
  return new Uint8Array(signed.buffer, signed.byteOffset, signed.byteLength);
}
