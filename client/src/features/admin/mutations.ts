/**
 * The admin's changes, one hook each: the call, what it changes in the cache, and the returned
 * mutation. Screens pass what they do themselves (toasts, closing an editor) as handlers and render.
 * A 401 never reaches those handlers: the session's end is handled once (lib/query-client.ts).
 */
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { CreateQuote, LoginInput, UpdateQuote } from "@shared/schema";
import { setQuoteReminders } from "@/api/admin-quotes";
import { useEndpointMutation } from "@/api/endpoint-mutations";
import { isStateConflict } from "@/api/errors";
import { leadKeys } from "@/api/leads";
import { addLeadNote, addQuoteNote } from "@/api/notes";
import { paymentKeys } from "@/api/payments";
import { createQuote, editQuote, quoteKeys, replaceQuoteLink, sendQuoteLink } from "@/api/quotes";
import { createPriceBookItem, deletePriceBookItem, priceBookKeys, updatePriceBookItem } from "@/api/price-book";
import { forgetAdminData } from "@/lib/query-client";
import type { MutationHandlers } from "@/lib/mutation-handlers";
import { useAdminMutation } from "@/lib/use-admin-mutation";
import type { LinkReplacedAnswer, MessageAnswer, NoteAnswer, PriceBookItemAnswer, QuoteAnswer, QuoteCreatedAnswer } from "@shared/api/responses";
import type { PriceBookItemChanges, PriceBookItemInput } from "@shared/price-book";
import { clearAdminSession, storeAdminSession } from "./session";

/**
 * What a change of a quote's stage makes stale: its page (the status chip, the timeline), every
 * quote list and the dashboard's counts. Active queries are read again at once, so the owner sees
 * "Sent" after sending without a reload.
 */
function rereadQuoteStages(queryClient: QueryClient, { exceptDetailOf }: { exceptDetailOf?: string } = {}) {
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: quoteKeys.all,
      // A quote whose answer was just put in the cache needs no second read.
      predicate: (query) => exceptDetailOf === undefined || query.queryKey.length !== 2 || query.queryKey[1] !== exceptDetailOf,
    }),
    queryClient.invalidateQueries({ queryKey: paymentKeys.summary() }),
  ]);
}

/** Signs in; the browser's flag and e-mail are stored before the screen moves on. */
export function useSignIn({ onSuccess, onError }: MutationHandlers<MessageAnswer, LoginInput> = {}) {
  return useEndpointMutation("login", {
    request: (credentials: LoginInput) => ({ body: credentials }),
    onSuccess: (answer, credentials) => {
      storeAdminSession(credentials.email);
      onSuccess?.(answer, credentials);
    },
    onError: (error, credentials) => onError?.(error, credentials),
  });
}

/** Signs out here: the flag goes, and so does every admin answer in the cache. */
export function useSignOut({ onSuccess, onError }: MutationHandlers<MessageAnswer, void> = {}) {
  const queryClient = useQueryClient();
  return useEndpointMutation<"logout", void>("logout", {
    request: () => ({}),
    onSuccess: (answer) => {
      clearAdminSession();
      forgetAdminData(queryClient);
      onSuccess?.(answer);
    },
    onError: (error) => onError?.(error),
  });
}

/** Where a note goes: on a lead (its card), or on a quote (its timeline). */
export type NoteTarget = { kind: "lead"; id: string } | { kind: "quote"; id: string };

/** Adds a note; the leads list or the quote's timeline is read again to show it. */
export function useAddNote(target: NoteTarget, { onSuccess, onError }: MutationHandlers<NoteAnswer, string> = {}) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: (text: string) => (target.kind === "lead" ? addLeadNote(target.id, text) : addQuoteNote(target.id, text)),
    onSuccess: (answer, text) => {
      onSuccess?.(answer, text);
      return queryClient.invalidateQueries({ queryKey: target.kind === "lead" ? leadKeys.all : quoteKeys.events(target.id) });
    },
    onError,
  });
}

/** Saves a quote's edited fields: the answer is the quote; its timeline, the lists and counts are read again; a refusal of its state reads the quote again. */
export function useSaveQuote(id: string, { onSuccess, onError }: MutationHandlers<QuoteAnswer, UpdateQuote> = {}) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: (changes: UpdateQuote) => editQuote(id, changes),
    onSuccess: (answer, changes) => {
      queryClient.setQueryData(quoteKeys.detail(id), answer);
      onSuccess?.(answer, changes);
      return rereadQuoteStages(queryClient, { exceptDetailOf: id });
    },
    onError: (error, changes) => {
      onError?.(error, changes);
      if (isStateConflict(error)) void queryClient.invalidateQueries({ queryKey: quoteKeys.detail(id) });
    },
  });
}

/** E-mails the quote to the client; the quote (its chip says Sent), its timeline, the lists and counts are read again. */
export function useSendQuote(quoteId: string, { onSuccess, onError }: MutationHandlers<MessageAnswer, void> = {}) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: () => sendQuoteLink(quoteId),
    onSuccess: (answer) => {
      onSuccess?.(answer);
      return rereadQuoteStages(queryClient);
    },
    onError: (error) => {
      onError?.(error);
      // Refused because the quote changed meanwhile (decided, revised): show it as it is now.
      if (isStateConflict(error)) void rereadQuoteStages(queryClient);
    },
  });
}

/** Replaces the client's link: the quote with its new link is kept, and every quote and the counts read again (it may have been e-mailed). */
export function useReplaceQuoteLink(quoteId: string, { onSuccess, onError }: MutationHandlers<LinkReplacedAnswer, void> = {}) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: () => replaceQuoteLink(quoteId),
    onSuccess: (answer) => {
      queryClient.setQueryData(quoteKeys.detail(quoteId), { success: true, quote: answer.quote });
      onSuccess?.(answer);
      return rereadQuoteStages(queryClient, { exceptDetailOf: quoteId });
    },
    onError: (error) => onError?.(error),
  });
}

/** Switches a quote's automatic reminders: the answer is the quote, its timeline is read again. */
export function useSetQuoteReminders(quoteId: string, { onSuccess, onError }: MutationHandlers<QuoteAnswer, boolean> = {}) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: (enabled: boolean) => setQuoteReminders(quoteId, enabled),
    onSuccess: (answer, enabled) => {
      queryClient.setQueryData(quoteKeys.detail(quoteId), answer);
      onSuccess?.(answer, enabled);
      return queryClient.invalidateQueries({ queryKey: quoteKeys.events(quoteId) });
    },
    onError,
  });
}

/** A new quote: from scratch, priced from a lead (`quoteRequestId`) or revising another (`revisionOf`). */
export type NewQuote = CreateQuote & { status: "pending" };

/**
 * Creates a quote (a draft when the form says `send: false`). A revised quote is now replaced, and one
 * refused because it was revised or accepted meanwhile has changed: either way every cached quote and
 * the counts are read again, and the leads too when the quote priced one (it is now quoted).
 */
export function useCreateQuote({ onSuccess, onError }: MutationHandlers<QuoteCreatedAnswer, NewQuote> = {}) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: (quote: NewQuote) => createQuote(quote),
    onSuccess: (answer, quote) => {
      void rereadQuoteStages(queryClient);
      if (quote.quoteRequestId) void queryClient.invalidateQueries({ queryKey: leadKeys.all });
      onSuccess?.(answer, quote);
    },
    onError: (error, quote) => {
      onError?.(error, quote);
      if (isStateConflict(error)) void rereadQuoteStages(queryClient);
    },
  });
}

// The owner's price book: every change reads the book again.

export function useAddPriceBookItem({ onSuccess, onError }: MutationHandlers<PriceBookItemAnswer, PriceBookItemInput> = {}) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: (item: PriceBookItemInput) => createPriceBookItem(item),
    onSuccess: (answer, item) => {
      onSuccess?.(answer, item);
      return queryClient.invalidateQueries({ queryKey: priceBookKeys.all });
    },
    onError,
  });
}

export type PriceBookEdit = { id: string; changes: PriceBookItemChanges };

export function useChangePriceBookItem({ onSuccess, onError }: MutationHandlers<PriceBookItemAnswer, PriceBookEdit> = {}) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: ({ id, changes }: PriceBookEdit) => updatePriceBookItem(id, changes),
    onSuccess: (answer, edit) => {
      onSuccess?.(answer, edit);
      return queryClient.invalidateQueries({ queryKey: priceBookKeys.all });
    },
    onError,
  });
}

export function useRemovePriceBookItem({ onSuccess, onError }: MutationHandlers<MessageAnswer, string> = {}) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: (id: string) => deletePriceBookItem(id),
    onSuccess: (answer, id) => {
      onSuccess?.(answer, id);
      return queryClient.invalidateQueries({ queryKey: priceBookKeys.all });
    },
    onError,
  });
}
