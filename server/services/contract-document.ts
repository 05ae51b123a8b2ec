/** The quote as it stood when its contract was signed, kept beside the contract (`contracts.quote_snapshot`). */
import type { Quote } from "../../shared/schema";

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
