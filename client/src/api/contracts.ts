/** Contracts as the browser reads and signs them. */
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ContractAnswer, ContractCreatedAnswer, ContractsAnswer } from "@shared/api/responses";
import type { InsertContract } from "@shared/schema";
import { getAnswer, sendForAnswer } from "@/lib/api";
import { adminReads } from "./admin-reads";
import { listSearchParams, type ListRequest } from "./list-request";

export const contractKeys = {
  all: ["contracts"] as const,
  list: () => [...contractKeys.all, "list"] as const,
  page: (query: ListRequest) => [...contractKeys.all, "list", query] as const,
  detail: (id: string) => [...contractKeys.all, id] as const,
};

/** How the client pays: the deposit by Interac e-Transfer with this reference ("FC-1A2B3C4D"), or cash or cheque. */
export type ContractPayment = ContractView["payment"];

/**
 * A signed contract as its confirmation page reads it, with its items, chosen options and totals (none,
 * and totals null, for a quote without items) and how to pay the deposit.
 */
export type ContractView = ContractAnswer["contract"];

export const contractQuery = (id: string) =>
  queryOptions({ queryKey: contractKeys.detail(id), queryFn: () => getAnswer<ContractAnswer>(`/api/contracts/${encodeURIComponent(id)}`) });

export const contractsQuery = () =>
  queryOptions({ queryKey: contractKeys.list(), queryFn: () => getAnswer<ContractsAnswer>("/api/contracts"), ...adminReads });

/** One page of the admin's contract list; the previous page stays on screen while the next loads. */
export const contractListQuery = (query: ListRequest) =>
  queryOptions({
    queryKey: contractKeys.page(query),
    queryFn: () => getAnswer<ContractsAnswer>(`/api/contracts?${listSearchParams(query)}`),
    placeholderData: keepPreviousData,
    ...adminReads,
  });

export const signContract = (contract: InsertContract) => sendForAnswer<ContractCreatedAnswer>("POST", "/api/contracts", contract);

/** The signed PDF's address (the answer names it; the id alone is enough to build it). */
export function contractPdfUrl(contract: { id: string; pdfUrl?: string }): string {
  return contract.pdfUrl ?? `/api/contracts/${contract.id}/pdf`;
}
