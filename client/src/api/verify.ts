/** The public check of a signed contract PDF (/verify). */
import type { PdfVerdictView } from "@shared/api/responses";
import { api } from "./endpoint";

/** Sends the file as it is (a PDF, whatever the browser calls its type) and returns the verdict. */
export async function verifyContractPdf(file: Blob): Promise<PdfVerdictView> {
  const answer = await api.verifyPdf({ body: new Blob([file], { type: "application/pdf" }) });
  return answer.verdict;
}
