/**
 * The signed contract PDF: laid out from the structured record (pdf/record-layout.ts), with the
 * signature image and a certificate page, then digitally signed with the business's certificate
 * (pdf/seal.ts). Rendering runs in a worker thread (server/documents/worker-pool.ts), never on the event loop.
 *
 * A contract's PDF is rendered once, at signing, and stored (contract_documents); downloads and
 * e-mails read the stored file (signed-contract-pdf.ts). Contracts signed before records existed get
 * their PDF rendered once with the legacy layout (pdf/legacy-layout.ts) on first use.
 */
import sharp from "sharp";
import { isChoiceRecord, isRecordFormat, sha256Hex, type SignedContractRecord } from "./contract-record";
import { detectImageType } from "../../photos/image-types";
import type { LegacyContractInput } from "./legacy-layout";
import type { SwatchImage } from "../../documents/render";
import { runRenderJob } from "../../documents/worker-pool";
import { activeSigningCertificate, signingMaterialOf } from "./signing-certificate";

export type { LegacyContractInput } from "./legacy-layout";

export const contractPdfFilename = (contractId: string) => `forma-contract-${contractId.slice(0, 8)}.pdf`;

/** A rendered, signed PDF: its bytes, their SHA-256 (hex) and the fingerprint of the certificate that signed it. */
export type RenderedContractPdf = { pdf: Uint8Array; sha256: string; certificateSha256: string };

let renders = 0;
/** How many PDFs this process has rendered (tests check that downloads never render). */
export const contractPdfRenderCount = () => renders;

/**
 * The design's swatches as the PDF embeds them, keyed by the SHA-256 the record names: only bytes
 * whose hash is one the record names are kept (an image that changed since the record was composed
 * is left out, and its entry drawn without one). pdf-lib embeds JPEG and PNG; any other image type
 * is converted to PNG here, on the server's thread pool, before the render worker sees it.
 */
async function swatchImages(record: SignedContractRecord, swatches: readonly Uint8Array[]): Promise<SwatchImage[]> {
  const named = new Set(isChoiceRecord(record) ? (record.design?.entries ?? []).map((entry) => entry.swatchSha256) : []);
  const images: SwatchImage[] = [];
  for (const bytes of swatches) {
    const sha256 = sha256Hex(bytes);
    if (!named.has(sha256) || images.some((image) => image.sha256 === sha256)) continue;
    const type = detectImageType(bytes);
    if (type === "image/jpeg") images.push({ sha256, bytes, format: "jpg" });
    else if (type === "image/png") images.push({ sha256, bytes, format: "png" });
    else {
      const png = await sharp(bytes)
        .png()
        .toBuffer()
        .catch(() => null);
      if (png) images.push({ sha256, bytes: new Uint8Array(png), format: "png" });
    }
  }
  return images;
}

/**
 * Renders and signs the PDF of a contract being signed. `signaturePng` is the normalised signature
 * the record names (its SHA-256 must be the record's), and `businessSignaturePng` the business's, when
 * the record names one (decision 0129). `swatches`: the design's swatch images as stored in the
 * catalogue (decision 0134), each embedded beside the entry whose SHA-256 it has. Store the result
 * with insertContractDocument (server/features/contracts/document-storage.ts) in the transaction that inserts the
 * contract: the swatches are in the PDF's bytes, so later catalogue edits change nothing signed.
 */
export async function renderSignedContractPdf(
  record: SignedContractRecord,
  signaturePng: Uint8Array,
  businessSignaturePng: Uint8Array | null = null,
  swatches: readonly Uint8Array[] = [],
): Promise<RenderedContractPdf> {
  if (!isRecordFormat(record.format)) throw new Error(`Not a contract record: format ${String(record.format)}`);
  if (sha256Hex(signaturePng) !== record.signer.signatureSha256) {
    throw new Error("The signature PNG is not the one the record names (its SHA-256 differs)");
  }
  const businessSha256 = record.businessSigner?.signature?.sha256 ?? null;
  if ((businessSignaturePng ? sha256Hex(businessSignaturePng) : null) !== businessSha256) {
    throw new Error("The business's signature PNG is not the one the record names");
  }
  const certificate = activeSigningCertificate();
  renders++;
  const images = await swatchImages(record, swatches);
  const { pdf, sha256 } = await runRenderJob({
    kind: "record",
    record,
    signaturePng,
    businessSignaturePng,
    swatches: images,
    signing: signingMaterialOf(certificate),
  });
  return { pdf, sha256, certificateSha256: certificate.fingerprint };
}

/** LEGACY: renders and signs the PDF of a contract whose stored text is not a record (signed before records existed). */
export async function renderLegacyContractPdf(input: LegacyContractInput, signingTime: Date): Promise<RenderedContractPdf> {
  const certificate = activeSigningCertificate();
  renders++;
  const { pdf, sha256 } = await runRenderJob({ kind: "legacy", input, signing: signingMaterialOf(certificate), signingTime });
  return { pdf, sha256, certificateSha256: certificate.fingerprint };
}
