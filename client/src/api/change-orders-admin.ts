/** A signed contract's change orders as the owner reads, drafts, sends, voids and has signed on site. */
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { changeOrderAnswerSchema, changeOrdersAnswerSchema } from "@shared/api/change-order-responses";
import type { ChangeOrderDraftInput, ChangeOrderSignInput } from "@shared/change-orders";
import { getAnswer, sendForAnswer } from "@/lib/api";
import { adminReads } from "./admin-reads";

// Wire types: timestamps arrive as ISO text, as every admin answer's do.
export type ChangeOrdersAnswer = z.input<typeof changeOrdersAnswerSchema>;
export type ChangeOrderAnswer = z.input<typeof changeOrderAnswerSchema>;
/** One change order as the owner sees it: its number once sent, its client link, its PDF once signed. */
export type OwnerChangeOrder = ChangeOrderAnswer["changeOrder"];
export type ContractSum = ChangeOrdersAnswer["contractSum"];

export const changeOrderKeys = {
  // Under the contract's own key, beside its payments: the contract's page reads both.
  contract: (contractId: string) => ["contracts", contractId, "change-orders"] as const,
};

const path = encodeURIComponent;
const orderPath = (id: string) => `/api/change-orders/${path(id)}`;

export const contractChangeOrdersQuery = (contractId: string) =>
  queryOptions({
    queryKey: changeOrderKeys.contract(contractId),
    queryFn: () => getAnswer<ChangeOrdersAnswer>(`/api/contracts/${path(contractId)}/change-orders`),
    ...adminReads,
  });

export const createChangeOrder = (contractId: string, draft: ChangeOrderDraftInput) =>
  sendForAnswer<ChangeOrderAnswer>("POST", `/api/contracts/${path(contractId)}/change-orders`, draft);

/** Replaces a draft whole, at the version that was edited. */
export const updateChangeOrder = (id: string, draft: ChangeOrderDraftInput & { version: number }) =>
  sendForAnswer<ChangeOrderAnswer>("PUT", orderPath(id), draft);

/** Numbers the draft (CO-1, CO-2...), gives it its link and e-mails the client. */
export const sendChangeOrder = (id: string) => sendForAnswer<ChangeOrderAnswer>("POST", `${orderPath(id)}/send`);

export const voidChangeOrder = (id: string, reason: string) => sendForAnswer<ChangeOrderAnswer>("POST", `${orderPath(id)}/void`, { reason });

/** The client signs on the owner's device, on site. */
export const signChangeOrderInPerson = (id: string, signature: ChangeOrderSignInput) =>
  sendForAnswer<ChangeOrderAnswer>("POST", `${orderPath(id)}/sign-in-person`, signature);
