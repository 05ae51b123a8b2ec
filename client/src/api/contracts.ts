/** Contracts as the browser reads and signs them. */
import { queryOptions } from "@tanstack/react-query";
import type { ClientContractAnswer, ContractAnswer } from "@shared/api/responses";
import { api, endpointUrl } from "./endpoint";
import { adminCall, adminReads } from "./admin-reads";
import { listPageQuery, listSearchParams, type ListRequest } from "./list-request";

export const contractKeys = {
  all: ["contracts"] as const,
  list: () => [...contractKeys.all, "list"] as const,
  page: (query: ListRequest) => [...contractKeys.all, "list", query] as const,
  detail: (id: string) => [...contractKeys.all, id] as const,
};

/** How the client pays: the deposit by Interac e-Transfer with this reference (the quote's number, "Q-2026-0042"), or cash or cheque. */
export type ContractPayment = ClientContractView["payment"];

/** A signed contract as the admin reads it. */
export type ContractView = ContractAnswer["contract"];

/**
 * A signed contract as its confirmation page reads it through the client's link, with its items,
 * chosen options and totals (none, and totals null, for a quote without items), the quote's number
 * and how to pay the deposit; no id.
 */
export type ClientContractView = ClientContractAnswer["contract"];

export const clientContractQuery = (token: string) =>
  queryOptions({
    queryKey: ["links", token, "contract"] as const,
    queryFn: () => api.getClientContract({ params: { token } }),
  });

export const contractQuery = (id: string) =>
  queryOptions({
    queryKey: contractKeys.detail(id),
    queryFn: () => api.getContract({ params: { id } }),
    ...adminCall,
  });

export const contractsQuery = () => queryOptions({ queryKey: contractKeys.list(), queryFn: () => api.listContracts(), ...adminReads });

/** One page of the admin's contract list. */
export const contractListQuery = (query: ListRequest) =>
  listPageQuery(contractKeys.page(query), () => api.listContracts({ query: listSearchParams(query) }));

/** The signed PDF's address (the answer names it; for the admin the id is enough to build it). */
export function contractPdfUrl(contract: { id?: string; pdfUrl?: string }): string {
  return contract.pdfUrl ?? endpointUrl("getContractPdf", { id: contract.id ?? "" });
}
