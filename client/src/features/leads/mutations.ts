/**
 * The owner's changes to a lead: its stage, its follow-up day. The answer is the lead's new row; its
 * page and every lead list are read again (the history and the lists show the change), and only then
 * is the change reported done (the mutation stays pending until the page shows it). A refusal of a
 * stale version reads the lead again too, so the page shows what changed.
 */
import { useQueryClient } from "@tanstack/react-query";
import type { QuoteRequestAnswer } from "@shared/api/responses";
import type { LeadFollowUp, LeadStageChange } from "@shared/schema";
import { changeLeadStage, leadKeys, setLeadFollowUp } from "@/api/leads";
import { isStateConflict } from "@/api/errors";
import type { MutationHandlers } from "@/lib/mutation-handlers";
import { useAdminMutation } from "@/lib/use-admin-mutation";

function useLeadChange<Variables>(
  leadId: string,
  call: (variables: Variables) => Promise<QuoteRequestAnswer>,
  { onSuccess, onError }: MutationHandlers<QuoteRequestAnswer, Variables>,
) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: call,
    // The lead is read again before the change counts as done: the page's forms remount on the new
    // version, so a choice made between the toast and that reload would silently be lost.
    onSuccess: async (answer, variables) => {
      await queryClient.invalidateQueries({ queryKey: leadKeys.all });
      onSuccess?.(answer, variables);
    },
    onError: (error, variables) => {
      onError?.(error, variables);
      if (isStateConflict(error)) void queryClient.invalidateQueries({ queryKey: leadKeys.detail(leadId) });
    },
  });
}

/** Moves the lead to a stage (with a site visit's day or a lost reason). */
export function useChangeLeadStage(leadId: string, handlers: MutationHandlers<QuoteRequestAnswer, LeadStageChange> = {}) {
  return useLeadChange(leadId, (change: LeadStageChange) => changeLeadStage(leadId, change), handlers);
}

/** Sets or clears (null) the lead's follow-up day. */
export function useSetLeadFollowUp(leadId: string, handlers: MutationHandlers<QuoteRequestAnswer, LeadFollowUp> = {}) {
  return useLeadChange(leadId, (followUp: LeadFollowUp) => setLeadFollowUp(leadId, followUp), handlers);
}
