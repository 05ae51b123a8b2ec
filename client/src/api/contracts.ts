/** Contracts as the browser reads and signs them. */
import { queryOptions } from "@tanstack/react-query";
import type { ContractAnswer, ContractCreatedAnswer, ContractsAnswer } from "@shared/api/responses";
import type { InsertContract } from "@shared/schema";
import { getAnswer, sendForAnswer } from "@/lib/api";
import { adminReads } from "./admin-reads";

export const contractKeys = {
  all: ["contracts"] as const,
  list: () => [...contractKeys.all, "list"] as const,
  detail: (id: string) => [...contractKeys.all, id] as const,
};

export const contractQuery = (id: string) =>
  queryOptions({ queryKey: contractKeys.detail(id), queryFn: () => getAnswer<ContractAnswer>(`/api/contracts/${encodeURIComponent(id)}`) });

export const contractsQuery = () =>
  queryOptions({ queryKey: contractKeys.list(), queryFn: () => getAnswer<ContractsAnswer>("/api/contracts"), ...adminReads });

export const signContract = (contract: InsertContract) => sendForAnswer<ContractCreatedAnswer>("POST", "/api/contracts", contract);

/** The signed PDF's address (the answer names it; the id alone is enough to build it). */
export function contractPdfUrl(contract: { id: string; pdfUrl?: string }): string {
  return contract.pdfUrl ?? `/api/contracts/${contract.id}/pdf`;
}
