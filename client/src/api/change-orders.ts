/** A change order as the client reads, signs or declines it through the order's own link (`/change-orders/{token}`). */
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { clientChangeOrderAnswerSchema } from "@shared/api/change-order-responses";
import type { ChangeOrderSignInput } from "@shared/change-orders";
import { getAnswer, sendForAnswer } from "@/lib/api";

// Wire types: timestamps arrive as ISO text.
export type ClientChangeOrderAnswer = z.input<typeof clientChangeOrderAnswerSchema>;
/** The order without ids or audit facts, with the contract sum it makes (or made, once signed) and its PDF once signed. */
export type ClientChangeOrder = ClientChangeOrderAnswer["changeOrder"];

export const clientChangeOrderKeys = {
  link: (token: string) => ["change-order-links", token] as const,
};

const linkPath = (token: string) => `/api/change-order-links/${encodeURIComponent(token)}`;

/** 404 for an unknown link; 410 CHANGE_ORDER_VOIDED, with the sentence to show, once the business withdrew it. */
export const clientChangeOrderQuery = (token: string) =>
  queryOptions({ queryKey: clientChangeOrderKeys.link(token), queryFn: () => getAnswer<ClientChangeOrderAnswer>(linkPath(token)) });

/** Signs the version that was read; the answer is the signed order with its PDF's address. */
export const signClientChangeOrder = (token: string, signature: ChangeOrderSignInput) =>
  sendForAnswer<ClientChangeOrderAnswer>("POST", `${linkPath(token)}/sign`, signature);

/** Declines the version that was read, optionally saying why; the business is told. */
export const declineClientChangeOrder = (token: string, body: { version: number; message?: string }) =>
  sendForAnswer<ClientChangeOrderAnswer>("POST", `${linkPath(token)}/decline`, body);
