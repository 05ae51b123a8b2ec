/**
 * Follow-ups after a job as the owner's browser reads and changes them: the settings (Google review
 * link, delay, auto or hold, reseal interval), every job's review requests and reseal reminders or one
 * contract's, and the owner's Send now, Don't send and Mark reviewed.
 */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { FollowUpSettingsInput } from "@shared/follow-ups/rules";
import type { MutationHandlers } from "@/lib/mutation-handlers";
import { useAdminMutation } from "@/lib/use-admin-mutation";
import { useAdminChange } from "./admin-change";
import { adminCall, adminReads } from "./admin-reads";
import { api, type EndpointAnswer } from "./endpoint";
import { completionQuery } from "./completion";
import { contractPaymentsQuery } from "./payments";
import { useRereadOnChange } from "./reread-on-change";

/** The answers as the wire carries them (timestamps as text). */
export type FollowUpSettingsAnswer = EndpointAnswer<"getFollowUpSettings">;
export type FollowUpSettingsView = FollowUpSettingsAnswer["settings"];
export type FollowUpsAnswer = EndpointAnswer<"listFollowUps">;
export type FollowUpAnswer = EndpointAnswer<"sendFollowUp">;
export type FollowUpView = FollowUpAnswer["followUp"];

/** What the owner can do to one follow-up. */
export type FollowUpAction = "send" | "decline" | "reviewed";

export const followUpKeys = {
  settings: () => ["admin", "follow-up-settings"] as const,
  all: () => ["admin", "follow-ups"] as const,
  // Under the contract's own key, beside its payments and completion: the contract's page reads them together.
  contract: (contractId: string) => ["contracts", contractId, "follow-ups"] as const,
};

export const followUpSettingsQuery = () =>
  queryOptions({ queryKey: followUpKeys.settings(), queryFn: () => api.getFollowUpSettings(), ...adminCall });

export const followUpsQuery = () => queryOptions({ queryKey: followUpKeys.all(), queryFn: () => api.listFollowUps(), ...adminReads });

export const contractFollowUpsQuery = (contractId: string) =>
  queryOptions({
    queryKey: followUpKeys.contract(contractId),
    queryFn: () => api.listContractFollowUps({ params: { id: contractId } }),
    ...adminReads,
  });

export const saveFollowUpSettings = (input: FollowUpSettingsInput) => api.saveFollowUpSettings({ body: input });

/** Send now, Don't send or Mark reviewed: no body; the answer is the follow-up as it now stands. */
/** Each action is its own endpoint of the table. */
const followUpActions = { send: "sendFollowUp", decline: "declineFollowUp", reviewed: "markFollowUpReviewed" } as const;

export const actOnFollowUp = (id: string, action: FollowUpAction) => api[followUpActions[action]]({ params: { id } });

/** Both lists that may show the follow-up: every job's and its contract's. */
function rereadFollowUps(queryClient: QueryClient, contractId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: followUpKeys.all() }),
    queryClient.invalidateQueries({ queryKey: followUpKeys.contract(contractId) }),
  ]);
}

/** Saves the settings, cached at once. Follow-ups already planned keep their day and mode. */
export function useSaveFollowUpSettings(handlers: MutationHandlers<FollowUpSettingsAnswer, FollowUpSettingsInput> = {}) {
  return useAdminChange((input: FollowUpSettingsInput) => saveFollowUpSettings(input), handlers, {
    kept: (queryClient, answer) => queryClient.setQueryData(followUpKeys.settings(), answer),
  });
}

/**
 * One of the owner's actions on a follow-up. Whatever the answer (a 409 means it changed meanwhile,
 * maybe on another device), both lists are read again so the row shows where it now stands.
 */
export function useFollowUpAction(
  followUp: Pick<FollowUpView, "id" | "contractId">,
  { onSuccess, onError }: MutationHandlers<FollowUpAnswer, FollowUpAction> = {},
) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: (action: FollowUpAction) => actOnFollowUp(followUp.id, action),
    onSuccess: (answer, action) => onSuccess?.(answer, action),
    onError: (error, action) => onError?.(error, action),
    onSettled: () => rereadFollowUps(queryClient, followUp.contractId),
  });
}

/**
 * The follow-ups are planned on the server when the job is complete and paid: by the completion, or by
 * the payment that clears the balance. When the contract page's cached completion or balance changes
 * (marked complete, undone, paid beside this card), its follow-ups are read again. What the page
 * already holds is used as it is, not fetched a second time.
 */
export function useFollowUpsFollowCompletion(contractId: string) {
  const completion = useQuery({ ...completionQuery(contractId), refetchOnMount: false }).data;
  const outstanding = useQuery({ ...contractPaymentsQuery(contractId), refetchOnMount: false }).data?.outstandingCents;
  const state = completion === undefined || outstanding === undefined ? undefined : `${completion.completion?.completedAt ?? "none"}|${outstanding}`;
  useRereadOnChange(state, followUpKeys.contract(contractId));
}
