/**
 * The API's answers as the browser receives them: the shared table types with their timestamps
 * as ISO text (JSON has no dates).
 */
import type { Contract, Quote, QuoteRequest } from "@shared/schema";

type Json<Row> = { [Key in keyof Row]: Row[Key] extends Date ? string : Row[Key] extends Date | null ? string | null : Row[Key] };

/** GET /api/quotes/:id and the items of GET /api/quotes. */
export type QuoteView = Json<Quote> & {
  expired: boolean;
  /** The signed contract's id, when the server tells (then the quote page links the confirmation). */
  contractId?: string | null;
};

/** The items of GET /api/contracts: the contract without its signature, with its quote's total and scope. */
export type ContractListItem = Json<Omit<Contract, "signatureData" | "quoteSnapshot">> & {
  totalCost: string | null;
  workScope: string | null;
};

/** GET /api/contracts/:id (the confirmation page). */
export type ContractSummary = ContractListItem & {
  pdfUrl?: string;
  quoteSentAt?: string | null;
  quoteViewedAt?: string | null;
  quoteAcceptedAt?: string | null;
};

export type QuoteRequestView = Json<QuoteRequest>;

export type QuoteEvent = { id: string; type: string; at: string; data: Record<string, unknown> | null };

export type QuoteAnswer = { success: true; quote: QuoteView };
export type QuotesAnswer = { success: true; quotes: QuoteView[] };
export type ContractsAnswer = { success: true; contracts: ContractListItem[] };
export type ContractAnswer = { success: true; contract: ContractSummary };
export type QuoteRequestsAnswer = { success: true; quoteRequests: QuoteRequestView[] };
export type QuoteEventsAnswer = { success: true; events: QuoteEvent[] };

/** The capability link a client receives, as an absolute address. */
export function clientQuoteUrl(quoteId: string): string {
  return `${window.location.origin}/quote/${quoteId}`;
}

export function contractPdfUrl(contract: { id: string; pdfUrl?: string }): string {
  return contract.pdfUrl ?? `/api/contracts/${contract.id}/pdf`;
}
