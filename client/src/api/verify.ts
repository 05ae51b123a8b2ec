/** The public check of a signed contract PDF (/verify). */
import type { PdfVerdictView, VerifyAnswer } from "@shared/api/responses";
import { sendForAnswer } from "@/lib/api";

/** Sends the file as it is (a PDF, whatever the browser calls its type) and returns the verdict. */
export async function verifyContractPdf(file: Blob): Promise<PdfVerdictView> {
  const answer = await sendForAnswer<VerifyAnswer>("POST", "/api/verify", new Blob([file], { type: "application/pdf" }));
  return answer.verdict;
}
