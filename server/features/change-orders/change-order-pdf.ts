/**
 * The signed change order's PDF: laid out from its frozen record (pdf/change-order-layout.ts) with the
 * client's drawn signature, then digitally signed with the business's certificate (pdf/seal.ts), in
 * the render worker (server/documents/worker-pool.ts), exactly as a contract's is. Rendered once, when the client
 * signs, and stored; the record and the signature image alone explain its bytes.
 */
import type { RenderedContractPdf } from "../contracts/contract-pdf";
import { changeOrderRecordFormat, type ChangeOrderRecord } from "./change-order-record";
import { sha256Hex } from "../contracts/contract-record";
import { runRenderJob } from "../../documents/worker-pool";
import { activeSigningCertificate, signingMaterialOf } from "../contracts/signing-certificate";

/** "forma-change-order-CO-2-3f1c2b7a.pdf": the order's number and the contract's id, as the contract's file is named. */
export const changeOrderPdfFilename = (number: string, contractId: string) => `forma-change-order-${number}-${contractId.slice(0, 8)}.pdf`;

let renders = 0;
/** How many change-order PDFs this process has rendered: lets a test see that a refusal rendered nothing. */
export const changeOrderPdfRenderCount = () => renders;

/**
 * Renders and signs the PDF of a change order being signed. `signaturePng` is the normalised signature
 * the record names: a different image would give a PDF the record does not explain, so it is refused.
 */
export async function renderSignedChangeOrderPdf(record: ChangeOrderRecord, signaturePng: Uint8Array): Promise<RenderedContractPdf> {
  if (record.format !== changeOrderRecordFormat) throw new Error(`Not a change order record: format ${String(record.format)}`);
  if (sha256Hex(signaturePng) !== record.signer.signatureSha256) {
    throw new Error("The signature PNG is not the one the change order record names (its SHA-256 differs)");
  }
  const certificate = activeSigningCertificate();
  renders++;
  const { pdf, sha256 } = await runRenderJob({
    kind: "change-order",
    record,
    signaturePng,
    signing: signingMaterialOf(certificate),
  });
  return { pdf, sha256, certificateSha256: certificate.fingerprint };
}
