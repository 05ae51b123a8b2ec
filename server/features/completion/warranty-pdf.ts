/**
 * The warranty certificate's PDF: laid out from its frozen record (pdf/warranty-layout.ts), then
 * digitally signed with the business's certificate (pdf/seal.ts), in the render worker
 * (server/documents/worker-pool.ts), exactly as a change order's is. It has no drawn signature: the digital
 * signature is the business's. Rendered once, when the certificate is issued, and stored; the record
 * alone explains its bytes.
 */
import type { RenderedContractPdf } from "../contracts/contract-pdf";
import { runRenderJob } from "../../documents/worker-pool";
import { activeSigningCertificate, signingMaterialOf } from "../contracts/signing-certificate";
import { warrantyRecordFormat, type WarrantyRecord } from "./warranty-record";

/** "forma-warranty-W-2026-0042.pdf": the certificate's number is unique, so it names the file alone. */
export const warrantyPdfFilename = (number: string) => `forma-warranty-${number}.pdf`;

/** Renders and signs the PDF of a certificate being issued. A record of any other format is refused. */
export async function renderWarrantyPdf(record: WarrantyRecord): Promise<RenderedContractPdf> {
  if (record.format !== warrantyRecordFormat) throw new Error(`Not a warranty record: format ${String(record.format)}`);
  const certificate = activeSigningCertificate();
  const { pdf, sha256 } = await runRenderJob({
    kind: "warranty",
    record,
    signing: signingMaterialOf(certificate),
  });
  return { pdf, sha256, certificateSha256: certificate.fingerprint };
}
