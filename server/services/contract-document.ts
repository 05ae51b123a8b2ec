import { createHash } from "node:crypto";
import { business } from "../../shared/business";
import { contractTermsList } from "../../shared/contract-terms";
import { formatCad } from "../../shared/quote-rules";
import type { InsertContract, Quote } from "../../shared/schema";

export type QuoteSnapshot = Pick<
  Quote,
  | "id"
  | "clientName"
  | "clientEmail"
  | "clientPhone"
  | "projectAddress"
  | "workScope"
  | "projectDetails"
  | "totalCost"
  | "validUntil"
  | "status"
  | "createdAt"
>;

export function snapshotQuote(quote: Quote): QuoteSnapshot {
  const { id, clientName, clientEmail, clientPhone, projectAddress, workScope, projectDetails, totalCost, validUntil, status, createdAt } = quote;
  return { id, clientName, clientEmail, clientPhone, projectAddress, workScope, projectDetails, totalCost, validUntil, status, createdAt };
}

export function sha256Hex(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

/**
 * The exact text the client agrees to: the parties, the quote as accepted, the eight terms and a
 * digest of the drawn signature. It is frozen with the contract and its SHA-256 stored beside it, so
 * any later change to the record can be detected.
 */
export function composeContractText(
  quote: QuoteSnapshot,
  signer: Omit<InsertContract, "quoteId" | "agreementAccepted">,
  contractDate: string,
): string {
  const signatureDigest = sha256Hex(signer.signatureData);
  return [
    `CONSTRUCTION CONTRACT — ${business.name}`,
    `${business.name} · ${business.host} · ${business.phoneDisplay} · ${business.email}`,
    "",
    `Contract date: ${contractDate}`,
    `Quote: ${quote.id}`,
    "",
    "CLIENT",
    `Name: ${signer.clientName}`,
    `E-mail: ${signer.clientEmail}`,
    `Phone: ${signer.clientPhone}`,
    `Project address: ${signer.projectAddress}`,
    "",
    "PROJECT",
    `Work scope: ${quote.workScope}`,
    `Contract price: ${formatCad(quote.totalCost)} CAD`,
    `Quote valid until: ${quote.validUntil}`,
    "Project description:",
    quote.projectDetails,
    "",
    "TERMS AND CONDITIONS",
    ...contractTermsList.flatMap((term) => [term.title, term.body, ""]),
    "AGREEMENT",
    "The client has read and agrees to the terms and conditions above.",
    `Signed electronically by ${signer.clientName} <${signer.clientEmail}>.`,
    `Signature image SHA-256: ${signatureDigest}`,
  ].join("\n");
}
