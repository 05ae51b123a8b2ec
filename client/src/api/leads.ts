/** Leads (quote requests) as the admin reads and moves them along their stages. */
import { queryOptions } from "@tanstack/react-query";
import type { FollowUpFilter } from "@shared/lead-stages";
import type { LeadFollowUp, LeadStageChange } from "@shared/schema";
import { api } from "./endpoint";
import { adminCall, adminReads } from "./admin-reads";
import { listPageQuery } from "./list-request";

/** One page of the leads list: a stage (or open), optionally only follow-ups due, a search. */
export type LeadListRequest = { stage?: string; followUp?: FollowUpFilter; q?: string; page: number; pageSize: number };

export const leadKeys = {
  /** Every lead query starts with this: invalidating it refreshes lists and single leads alike. */
  all: ["quote-requests"] as const,
  page: (query: LeadListRequest) => [...leadKeys.all, "list", query] as const,
  detail: (id: string) => [...leadKeys.all, "detail", id] as const,
};

/** Every lead (the quote form's prefill and a quote's link back to its lead). */
export const leadsQuery = () => queryOptions({ queryKey: leadKeys.all, queryFn: () => api.listLeads(), ...adminReads });

function leadListParams({ stage, followUp, q, page, pageSize }: LeadListRequest): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (stage) params.set("stage", stage);
  if (followUp) params.set("followUp", followUp);
  if (q) params.set("q", q);
  return params.toString();
}

/** One page of the leads list. */
export const leadListQuery = (query: LeadListRequest) => listPageQuery(leadKeys.page(query), () => api.listLeads({ query: leadListParams(query) }));

/** One lead with its quotes, notes, related leads and history. */
export const leadQuery = (id: string) =>
  queryOptions({ queryKey: leadKeys.detail(id), queryFn: () => api.getLead({ params: { id } }), ...adminCall });

export const changeLeadStage = (id: string, change: LeadStageChange) => api.setLeadStatus({ params: { id }, body: change });

export const setLeadFollowUp = (id: string, followUp: LeadFollowUp) => api.setLeadFollowUp({ params: { id }, body: followUp });
