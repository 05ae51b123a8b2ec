/** The quote as it stood when its contract was signed, kept beside the contract (`contracts.quote_snapshot`). */
import type { Quote } from "../../shared/schema";

type SnapshotFields =
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
  | "createdAt";

/**
 * Items, the client's chosen options and the revision are in the snapshots of contracts signed since
 * quotes had items, and absent from older ones: read them as "no items" (empty) when missing.
 */
export type QuoteSnapshot = Pick<Quote, SnapshotFields> & Partial<Pick<Quote, "lineItems" | "chosenOptionIds" | "revision">>;

export function snapshotQuote(quote: Quote): QuoteSnapshot {
  const { id, clientName, clientEmail, clientPhone, projectAddress, workScope, projectDetails, totalCost, validUntil, status, createdAt } = quote;
  const { lineItems, chosenOptionIds, revision } = quote;
  return {
    id,
    clientName,
    clientEmail,
    clientPhone,
    projectAddress,
    workScope,
    projectDetails,
    totalCost,
    validUntil,
    status,
    createdAt,
    lineItems,
    chosenOptionIds,
    revision,
  };
}
