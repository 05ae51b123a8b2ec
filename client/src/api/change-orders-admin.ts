/** A signed contract's change orders as the owner reads, drafts, sends, voids and has signed on site. */
import { queryOptions } from "@tanstack/react-query";
import type { ChangeOrderDraftInput, ChangeOrderSignInput } from "@shared/change-orders/rules";
import { api, type EndpointAnswer } from "./endpoint";
import { adminReads } from "./admin-reads";

// Wire types: timestamps arrive as ISO text, as every admin answer's do.
export type ChangeOrdersAnswer = EndpointAnswer<"listChangeOrders">;
export type ChangeOrderAnswer = EndpointAnswer<"getChangeOrder">;
/** One change order as the owner sees it: its number once sent, its client link, its PDF once signed. */
export type OwnerChangeOrder = ChangeOrderAnswer["changeOrder"];
export type ContractSum = ChangeOrdersAnswer["contractSum"];

export const changeOrderKeys = {
  // Under the contract's own key, beside its payments: the contract's page reads both.
  contract: (contractId: string) => ["contracts", contractId, "change-orders"] as const,
};

export const contractChangeOrdersQuery = (contractId: string) =>
  queryOptions({
    queryKey: changeOrderKeys.contract(contractId),
    queryFn: () => api.listChangeOrders({ params: { id: contractId } }),
    ...adminReads,
  });

export const createChangeOrder = (contractId: string, draft: ChangeOrderDraftInput) =>
  api.createChangeOrder({ params: { id: contractId }, body: draft });

/** Replaces a draft whole, at the version that was edited. */
export const updateChangeOrder = (id: string, draft: ChangeOrderDraftInput & { version: number }) =>
  api.updateChangeOrder({ params: { id }, body: draft });

/** Numbers the draft (CO-1, CO-2...), gives it its link and e-mails the client. */
export const sendChangeOrder = (id: string) => api.sendChangeOrder({ params: { id } });

export const voidChangeOrder = (id: string, reason: string) => api.voidChangeOrder({ params: { id }, body: { reason } });

/** The client signs on the owner's device, on site. */
export const signChangeOrderInPerson = (id: string, signature: ChangeOrderSignInput) =>
  api.signChangeOrderInPerson({ params: { id }, body: signature });
