/** A change order as the client reads, signs or declines it through the order's own link (`/change-orders/{token}`). */
import { queryOptions } from "@tanstack/react-query";
import { api, type EndpointAnswer } from "./endpoint";

// Wire types: timestamps arrive as ISO text.
export type ClientChangeOrderAnswer = EndpointAnswer<"readClientChangeOrder">;
/** The order without ids or audit facts, with the contract sum it makes (or made, once signed) and its PDF once signed. */
export type ClientChangeOrder = ClientChangeOrderAnswer["changeOrder"];

export const clientChangeOrderKeys = {
  link: (token: string) => ["change-order-links", token] as const,
};

/** 404 for an unknown link; 410 CHANGE_ORDER_VOIDED, with the sentence to show, once the business withdrew it. */
export const clientChangeOrderQuery = (token: string) =>
  queryOptions({ queryKey: clientChangeOrderKeys.link(token), queryFn: () => api.readClientChangeOrder({ params: { token } }) });
