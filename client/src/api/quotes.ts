/**
 * Quotes as the browser reads and changes them: query keys, queryOptions and mutation functions.
 * Every answer's type is the route's documented one (shared/api/responses.ts).
 */
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type {
  ClientQuoteAnswer,
  LinkReplacedAnswer,
  MessageAnswer,
  QuoteAnswer,
  QuoteCreatedAnswer,
  QuoteEventsAnswer,
  QuotesAnswer,
} from "@shared/api/responses";
import type { CatalogueEntry, DesignInput } from "@shared/design-catalogue";
import type { ClientDecision } from "@shared/quote-lifecycle";
import type { CreateQuote, UpdateQuote } from "@shared/schema";
import { getAnswer, sendForAnswer } from "@/lib/api";
import { adminCall, adminReads } from "./admin-reads";
import { listSearchParams, type ListRequest } from "./list-request";

export const quoteKeys = {
  /** Every quote query starts with this: invalidating it refreshes lists and single quotes alike. */
  all: ["quotes"] as const,
  list: () => [...quoteKeys.all, "list"] as const,
  page: (query: ListRequest) => [...quoteKeys.all, "list", query] as const,
  detail: (id: string) => [...quoteKeys.all, id] as const,
  events: (id: string) => [...quoteKeys.all, id, "events"] as const,
  /** The client's quote, by their link token: the quote page and the contract page share it. */
  link: (token: string) => ["links", token] as const,
};

/** One quote as the admin reads it (the admin's quote page, a revision's form). */
export const quoteQuery = (id: string) =>
  queryOptions({ queryKey: quoteKeys.detail(id), queryFn: () => getAnswer<QuoteAnswer>(`/api/quotes/${encodeURIComponent(id)}`), ...adminCall });

/** The client's link as an API path: everything the client does goes through it, never through an id. */
export const linkPath = (token: string) => `/api/links/${encodeURIComponent(token)}`;

/** The quote as the client's link reads it (no ids; `signed`, `replaced`, `currentLinkToken`). */
export const clientQuoteQuery = (token: string) =>
  queryOptions({ queryKey: quoteKeys.link(token), queryFn: () => getAnswer<ClientQuoteAnswer>(linkPath(token)) });

export const quotesQuery = () => queryOptions({ queryKey: quoteKeys.list(), queryFn: () => getAnswer<QuotesAnswer>("/api/quotes"), ...adminReads });

/** One page of the admin's quote list; the previous page stays on screen while the next loads. */
export const quoteListQuery = (query: ListRequest) =>
  queryOptions({
    queryKey: quoteKeys.page(query),
    queryFn: () => getAnswer<QuotesAnswer>(`/api/quotes?${listSearchParams(query)}`),
    placeholderData: keepPreviousData,
    ...adminReads,
  });

export const quoteEventsQuery = (id: string) =>
  queryOptions({
    queryKey: quoteKeys.events(id),
    queryFn: () => getAnswer<QuoteEventsAnswer>(`/api/quotes/${encodeURIComponent(id)}/events`),
    ...adminReads,
  });

/**
 * `version`: the quote version the client was shown; a changed quote answers 409 QUOTE_CHANGED, a
 * revised one 409 QUOTE_REPLACED. `options`: on acceptance, the ids of the add-ons the client ticked
 * and of the option picked in each choice group; `design`: the pattern and colours the client picked
 * when the owner lets them. Ids only: the server works every amount out itself.
 */
export type QuoteDecisionInput = { status: ClientDecision; version: number; reason?: string; options?: string[]; design?: DesignInput };

/** GET /api/links/{token}/design-catalogue: the catalogue's active entries, plus any retired one the quote's design names. */
export type LinkCatalogueAnswer = { success: boolean; entries: CatalogueEntry[] };

/** The design catalogue as the client's link reads it: the swatches of the design shown or to pick from. */
export const linkCatalogueQuery = (token: string) =>
  queryOptions({
    queryKey: [...quoteKeys.link(token), "design-catalogue"] as const,
    queryFn: () => getAnswer<LinkCatalogueAnswer>(`${linkPath(token)}/design-catalogue`),
    staleTime: 5 * 60_000,
  });

export const decideQuote = (token: string, decision: QuoteDecisionInput) =>
  sendForAnswer<ClientQuoteAnswer>("PATCH", `${linkPath(token)}/status`, decision);

/** The client asks for changes; the quote stays pending and the business is e-mailed. Same version check as a decision. */
export type ChangeRequestInput = { message: string; version: number };

export const requestQuoteChanges = (token: string, request: ChangeRequestInput) =>
  sendForAnswer<ClientQuoteAnswer>("POST", `${linkPath(token)}/change-requests`, request);

/** The quote as a PDF, for anyone holding the link (like the page itself). */
export function quotePdfUrl(token: string): string {
  return `${linkPath(token)}/pdf`;
}

/** The owner replaces the client's link: the old one stops working, the quote is e-mailed again when it can be. */
export const replaceQuoteLink = (id: string) => sendForAnswer<LinkReplacedAnswer>("POST", `/api/quotes/${encodeURIComponent(id)}/link`);

export const editQuote = (id: string, changes: UpdateQuote) => sendForAnswer<QuoteAnswer>("PATCH", `/api/quotes/${encodeURIComponent(id)}`, changes);

export const sendQuoteLink = (id: string) => sendForAnswer<MessageAnswer>("POST", `/api/quotes/${encodeURIComponent(id)}/send`);

/** The create-quote screen also sends `status: "pending"`; the server starts every quote pending whatever it is told. */
export const createQuote = (quote: CreateQuote & { status?: "pending" }) => sendForAnswer<QuoteCreatedAnswer>("POST", "/api/quotes", quote);

/** The capability link a client receives, as an absolute address: its token, never the quote's id. */
export function clientQuoteUrl(linkToken: string): string {
  return `${window.location.origin}/quote/${linkToken}`;
}
