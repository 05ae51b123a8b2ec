/**
 * Quotes as the browser reads and changes them: query keys, queryOptions and mutation functions.
 * Every answer's type is the route's documented one (shared/api/responses.ts).
 */
import { queryOptions } from "@tanstack/react-query";
import type { DesignInput } from "@shared/design-catalogue";
import type { ClientDecision } from "@shared/quote-lifecycle";
import type { CreateQuote, UpdateQuote } from "@shared/schema";
import { adminCall, adminReads } from "./admin-reads";
import { api, endpointUrl, type EndpointAnswer } from "./endpoint";
import { listPageQuery, listSearchParams, type ListRequest } from "./list-request";

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
  queryOptions({ queryKey: quoteKeys.detail(id), queryFn: () => api.getQuote({ params: { id } }), ...adminCall });

/** The quote as the client's link reads it (no ids; `signed`, `replaced`, `currentLinkToken`). */
export const clientQuoteQuery = (token: string) =>
  queryOptions({ queryKey: quoteKeys.link(token), queryFn: () => api.readClientQuote({ params: { token } }) });

export const quotesQuery = () => queryOptions({ queryKey: quoteKeys.list(), queryFn: () => api.listQuotes(), ...adminReads });

/** One page of the admin's quote list. */
export const quoteListQuery = (query: ListRequest) => listPageQuery(quoteKeys.page(query), () => api.listQuotes({ query: listSearchParams(query) }));

export const quoteEventsQuery = (id: string) =>
  queryOptions({
    queryKey: quoteKeys.events(id),
    queryFn: () => api.getQuoteEvents({ params: { id } }),
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
export type LinkCatalogueAnswer = EndpointAnswer<"clientDesignCatalogue">;

/** The design catalogue as the client's link reads it: the swatches of the design shown or to pick from. */
export const linkCatalogueQuery = (token: string) =>
  queryOptions({
    queryKey: [...quoteKeys.link(token), "design-catalogue"] as const,
    queryFn: () => api.clientDesignCatalogue({ params: { token } }),
    staleTime: 5 * 60_000,
  });

/** The client asks for changes; the quote stays pending and the business is e-mailed. Same version check as a decision. */
export type ChangeRequestInput = { message: string; version: number };

/** The quote as a PDF, for anyone holding the link (like the page itself). */
export function quotePdfUrl(token: string): string {
  return endpointUrl("getClientQuotePdf", { token });
}

/** The owner replaces the client's link: the old one stops working, the quote is e-mailed again when it can be. */
export const replaceQuoteLink = (id: string) => api.replaceQuoteLink({ params: { id } });

export const editQuote = (id: string, changes: UpdateQuote) => api.editQuote({ params: { id }, body: changes });

export const sendQuoteLink = (id: string) => api.sendQuote({ params: { id } });

/** The create-quote screen also sends `status: "pending"`; the server starts every quote pending whatever it is told. */
export const createQuote = (quote: CreateQuote & { status?: "pending" }) => api.createQuote({ body: quote });

/** The capability link a client receives, as an absolute address: its token, never the quote's id. */
export function clientQuoteUrl(linkToken: string): string {
  return `${window.location.origin}/quote/${linkToken}`;
}
