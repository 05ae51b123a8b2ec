/**
 * The change orders' routes, part of the API's table (endpoints.ts): the owner drafts, sends, voids
 * and (on site) has the client sign; the client reads, signs or declines through the order's own link.
 */
import type { Endpoint } from "../api/endpoints";
import {
  changeOrderDeclineSchema,
  changeOrderDraftSchema,
  changeOrderDraftUpdateSchema,
  changeOrderSignSchema,
  changeOrderVoidSchema,
} from "./rules";
import { changeOrderAnswerSchema, changeOrdersAnswerSchema, clientChangeOrderAnswerSchema } from "./responses";
import { bodyLimits } from "../api/body-limits";

const signing =
  "Signed at the `version` read (409 CHANGE_ORDER_CHANGED otherwise), with a drawn signature (PNG data URL); the signed PDF is digitally signed and stored, and never changes. 410 CHANGE_ORDER_VOIDED for a voided order, 409 CHANGE_ORDER_EXPIRED after its last day, 409 CHANGE_ORDER_STATE once signed or declined: these refusals come before the signature is read. 422 CHANGE_ORDER_CREDIT_TOO_LARGE when the credit would now bring the contract sum below what was paid (another order signed or a payment recorded since it was sent). The same signature sent again while the first is being stored answers the signed order.";

const floor =
  "422 CHANGE_ORDER_CREDIT_TOO_LARGE when a credit would bring the revised contract sum (the price as signed and every signed order) below zero or below what the client has paid; the message gives the largest credit possible.";

export const changeOrderEndpoints = {
  listChangeOrders: {
    method: "get",
    path: "/api/contracts/{id}/change-orders",
    summary:
      "The contract's change orders (numbered ones by number, then drafts), its contract sum (the price as signed, each signed order, the revised total) and `paidCents`, what the client has paid: the lowest a credit may bring the sum to.",
    access: "admin",
    success: { status: 200, answer: changeOrdersAnswerSchema },
    errors: [401, 404],
  },
  createChangeOrder: {
    method: "post",
    path: "/api/contracts/{id}/change-orders",
    summary: `A draft change order on a signed contract: a reason, a summary, lines that add, remove or credit (HST on the difference) and the payment effect; with the reason design_change, optionally \`design\`, the new stamped design replacing the signed one (422 DESIGN_INVALID for entries not in the catalogue). 409 CONTRACT_NOT_SIGNED when the id is a quote not signed yet (revise the quote instead). ${floor}`,
    access: "admin",
    body: { schema: changeOrderDraftSchema },
    success: { status: 201, answer: changeOrderAnswerSchema },
    errors: [400, 401, 403, 404, 409, 422],
  },
  getChangeOrder: {
    method: "get",
    path: "/api/change-orders/{id}",
    summary: "One change order as the owner sees it.",
    access: "admin",
    success: { status: 200, answer: changeOrderAnswerSchema },
    errors: [401, 404],
  },
  updateChangeOrder: {
    method: "put",
    path: "/api/change-orders/{id}",
    summary: `Replace a draft whole, at the \`version\` edited. 409 CHANGE_ORDER_STATE once sent; 409 CHANGE_ORDER_CHANGED for another version. ${floor}`,
    access: "admin",
    body: { schema: changeOrderDraftUpdateSchema },
    success: { status: 200, answer: changeOrderAnswerSchema },
    errors: [400, 401, 403, 404, 409, 422],
  },
  sendChangeOrder: {
    method: "post",
    path: "/api/change-orders/{id}/send",
    summary: `Send a draft: it takes the contract's next number (CO-1, CO-2..., never reused), its own link and last day to sign, and the client is e-mailed. ${floor}`,
    access: "admin",
    success: { status: 200, answer: changeOrderAnswerSchema },
    errors: [401, 403, 404, 409, 422],
  },
  voidChangeOrder: {
    method: "post",
    path: "/api/change-orders/{id}/void",
    summary:
      "Withdraw a sent change order with a reason: its link then answers 410. A signed one is never changed (correct it with a credit order): 409 CHANGE_ORDER_STATE.",
    access: "admin",
    body: { schema: changeOrderVoidSchema },
    success: { status: 200, answer: changeOrderAnswerSchema },
    errors: [400, 401, 403, 404, 409],
  },
  signChangeOrderInPerson: {
    method: "post",
    path: "/api/change-orders/{id}/sign-in-person",
    summary: `The client signs on the owner's device, on site (recorded as in person). ${signing}`,
    access: "admin",
    body: { schema: changeOrderSignSchema },
    success: { status: 200, answer: changeOrderAnswerSchema },
    errors: [400, 401, 403, 404, 409, 410, 413, 422],
  },
  getChangeOrderPdf: {
    method: "get",
    path: "/api/change-orders/{id}/pdf",
    summary: "The signed change order's PDF, as stored at signing.",
    access: "admin",
    success: { status: 200, answer: { file: "application/pdf" } },
    errors: [401, 404],
  },
  readClientChangeOrder: {
    method: "get",
    path: "/api/change-order-links/{token}",
    summary: "The change order the link names, as the client reads it, with the contract sum it would make. 410 CHANGE_ORDER_VOIDED once voided.",
    access: "link-holder",
    success: { status: 200, answer: clientChangeOrderAnswerSchema },
    errors: [404, 410],
  },
  signClientChangeOrder: {
    method: "post",
    path: "/api/change-order-links/{token}/sign",
    summary: `The client signs the change order on their own link. ${signing}`,
    access: "link-holder",
    body: { schema: changeOrderSignSchema, maxBytes: bodyLimits.withSignature },
    success: { status: 200, answer: clientChangeOrderAnswerSchema },
    errors: [400, 403, 404, 409, 410, 413, 422, 429],
  },
  declineClientChangeOrder: {
    method: "post",
    path: "/api/change-order-links/{token}/decline",
    summary: "The client declines the change order (the `version` read, and optionally why); the business is told and the contract is unchanged.",
    access: "link-holder",
    body: { schema: changeOrderDeclineSchema, maxBytes: bodyLimits.clientAnswer },
    success: { status: 200, answer: clientChangeOrderAnswerSchema },
    errors: [400, 403, 404, 409, 410, 429],
  },
  getClientChangeOrderPdf: {
    method: "get",
    path: "/api/change-order-links/{token}/pdf",
    summary: "The signed change order's PDF under the client's link.",
    access: "link-holder",
    success: { status: 200, answer: { file: "application/pdf" } },
    errors: [404, 410],
  },
} as const satisfies Record<string, Endpoint>;
