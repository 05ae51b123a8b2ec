/** Loads a signed contract and renders its PDF: for the download and for the e-mail attachments. */
import type { Executor } from "../db";
import { findContractById } from "../storage/contracts";
import { findQuoteById } from "../storage/quotes";
import { contractPdfFilename, renderContractPdf } from "./contract-pdf";

export type SignedContractPdf = { filename: string; bytes: Uint8Array };

/** Undefined when there is no such contract. */
export async function loadSignedContractPdf(db: Executor, contractId: string): Promise<SignedContractPdf | undefined> {
  const contract = await findContractById(db, contractId);
  if (!contract) return undefined;
  // These times cannot change once the quote is accepted, so the PDF is the same on every render.
  const quote = await findQuoteById(db, contract.quoteId);
  const bytes = await renderContractPdf({
    contract,
    quoteTimes: { sentAt: quote?.sentAt ?? null, viewedAt: quote?.firstViewedAt ?? null, acceptedAt: quote?.decidedAt ?? null },
  });
  return { filename: contractPdfFilename(contract.id), bytes };
}
