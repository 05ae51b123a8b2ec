import type { Response } from "express";
import type { Database } from "../../db";
import type { SomeBindings } from "../../endpoints/binding";
import type { RouteDeps } from "../../endpoints/bindings";
import { gone } from "../../errors";
import { isLinkTokenShape } from "../../link-token";
import { changeOrderMessages } from "../../../shared/change-orders/rules";
import type { ChangeOrder } from "../../../shared/schema";
import { findChangeOrder, findChangeOrderByToken, findChangeOrderDocument } from "./storage";
import { changeOrderPdfFilename } from "./change-order-pdf";
import { createChangeOrder, replaceChangeOrderDraft, sendChangeOrder, voidChangeOrder } from "./change-order-drafts";
import { declineChangeOrder, signChangeOrder } from "./change-order-signing";
import { changeOrderNotFound, clientChangeOrderView, listChangeOrdersOfContract, ownerChangeOrderView } from "./change-order-views";
import { findContractById } from "../contracts/storage";
import { contractNotFound } from "../contracts/contracts";
import { answerPdf } from "../../endpoints/answer-pdf";

/** The order a client link names; a voided one is gone (410), with the sentence the page shows. */
async function orderOfLink(db: Database, token: string): Promise<ChangeOrder> {
  const order = isLinkTokenShape(token) ? await findChangeOrderByToken(db, token) : undefined;
  if (!order) throw changeOrderNotFound();
  if (order.status === "voided") throw gone("CHANGE_ORDER_VOIDED", changeOrderMessages.voided);
  return order;
}

async function ownerOrder(db: Database, id: string): Promise<ChangeOrder> {
  const order = await findChangeOrder(db, id.toLowerCase());
  if (!order) throw changeOrderNotFound();
  return order;
}

/** The signed PDF as stored at signing: its bytes never change, so it is cached and its SHA-256 is its ETag. */
async function sendPdf(db: Database, res: Response, order: ChangeOrder): Promise<void> {
  const stored = order.status === "signed" ? await findChangeOrderDocument(db, order.id) : undefined;
  if (!stored || order.sequence === null) throw changeOrderNotFound();
  answerPdf(res, {
    bytes: stored.pdf,
    sha256: stored.sha256,
    filename: changeOrderPdfFilename(`CO-${order.sequence}`, order.contractId),
    disposition: "attachment",
    cacheControl: "private, max-age=31536000, immutable",
  });
}

/** Change orders: the owner's drafts, sending, voiding and in-person signing; the client's link. */
export function changeOrderRoutes({ db, mail, publicWrites }: RouteDeps) {
  const owner = (admin: { email: string } | undefined) => ({ email: admin?.email ?? "admin" });
  return {
    listChangeOrders: async ({ params }) => {
      if (!(await findContractById(db, params.id.toLowerCase()))) throw contractNotFound();
      return { success: true, ...(await listChangeOrdersOfContract(db, params.id.toLowerCase())) };
    },
    createChangeOrder: async ({ params, body, admin, context, now }) => ({
      success: true,
      changeOrder: await ownerChangeOrderView(db, await createChangeOrder(db, params.id, body, owner(admin), context, now)),
    }),
    getChangeOrder: async ({ params }) => ({ success: true, changeOrder: await ownerChangeOrderView(db, await ownerOrder(db, params.id)) }),
    updateChangeOrder: async ({ params, body }) => ({
      success: true,
      changeOrder: await ownerChangeOrderView(db, await replaceChangeOrderDraft(db, params.id.toLowerCase(), body)),
    }),
    sendChangeOrder: async ({ params, admin, context, now }) => ({
      success: true,
      changeOrder: await ownerChangeOrderView(db, await sendChangeOrder(db, mail, params.id.toLowerCase(), owner(admin), context, now)),
    }),
    voidChangeOrder: async ({ params, body, admin, context, now }) => ({
      success: true,
      changeOrder: await ownerChangeOrderView(db, await voidChangeOrder(db, params.id.toLowerCase(), body.reason, owner(admin), context, now)),
    }),
    signChangeOrderInPerson: async ({ params, body, context, now }) => ({
      success: true,
      changeOrder: await ownerChangeOrderView(db, await signChangeOrder(db, mail, await ownerOrder(db, params.id), body, "in_person", context, now)),
    }),
    getChangeOrderPdf: async ({ res, params }) => sendPdf(db, res, await ownerOrder(db, params.id)),

    readClientChangeOrder: async ({ params }) => {
      const order = await orderOfLink(db, params.token);
      return { success: true, changeOrder: await clientChangeOrderView(db, order, params.token) };
    },
    signClientChangeOrder: {
      before: [publicWrites],
      handle: async ({ params, body, context, now }) => {
        const signed = await signChangeOrder(db, mail, await orderOfLink(db, params.token), body, "remote", context, now);
        return { success: true, changeOrder: await clientChangeOrderView(db, signed, params.token) };
      },
    },
    declineClientChangeOrder: {
      before: [publicWrites],
      handle: async ({ params, body, context, now }) => {
        const declined = await declineChangeOrder(db, mail, (await orderOfLink(db, params.token)).id, body, context, now);
        return { success: true, changeOrder: await clientChangeOrderView(db, declined, params.token) };
      },
    },
    getClientChangeOrderPdf: async ({ res, params }) => sendPdf(db, res, await orderOfLink(db, params.token)),
  } satisfies SomeBindings;
}
