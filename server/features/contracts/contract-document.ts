/** The quote as it stood when its contract was signed, kept beside the contract (`contracts.quote_snapshot`). */
import { centsToTotalCost } from "../../../shared/money";
import type { Quote } from "../../../shared/schema";

type SnapshotFields =
  | "id"
  | "clientName"
  | "clientEmail"
  | "clientPhone"
  | "projectAddress"
  | "workScope"
  | "projectDetails"
  | "totalCents"
  | "validUntil"
  | "status"
  | "createdAt";

/**
 * `totalCost` is the price as text, as every snapshot has held it (older ones as the admin typed it);
 * `totalCents` is in those taken since prices are stored in cents.
 * Items, the client's chosen options and the revision are in the snapshots of contracts signed since
 * quotes had items, and absent from older ones: read them as "no items" (empty) when missing. The
 * discount likewise: absent (no discount) in snapshots taken before quotes had one. The choice
 * groups and the design (decision 0134) only when the quote has them.
 */
export type QuoteSnapshot = Pick<Quote, SnapshotFields> & { totalCost: string } & Partial<
    Pick<Quote, "lineItems" | "chosenOptionIds" | "revision" | "discountCents" | "discountBasisPoints" | "choiceGroups" | "design">
  >;

export function snapshotQuote(quote: Quote): QuoteSnapshot {
  const { id, clientName, clientEmail, clientPhone, projectAddress, workScope, projectDetails, totalCents, validUntil, status, createdAt } = quote;
  const { lineItems, chosenOptionIds, revision, discountCents, discountBasisPoints } = quote;
  return {
    id,
    clientName,
    clientEmail,
    clientPhone,
    projectAddress,
    workScope,
    projectDetails,
    totalCost: centsToTotalCost(totalCents),
    totalCents,
    validUntil,
    status,
    createdAt,
    lineItems,
    chosenOptionIds,
    revision,
    discountCents,
    discountBasisPoints,
    ...(quote.choiceGroups?.length ? { choiceGroups: quote.choiceGroups } : {}),
    ...(quote.design ? { design: quote.design } : {}),
  };
}
