/**
 * How a change order reads: for the owner (everything but the signature image) and for the client
 * (what they are asked to sign), with the contract-sum table that shows where the price now stands.
 */
import type { Executor } from "../../db";
import { notFound } from "../../errors";
import {
  changeOrderMessages,
  changeOrderNumber,
  changeOrderReasonLabels,
  changeOrderTotals,
  dueOnSigningCents,
  unitLabel,
  type ChangeOrderPaymentTerms,
} from "../../../shared/change-orders/rules";
import { parseCents } from "../../../shared/money";
import { catalogueKindLabels, designReferences, type BaseColourMethod, type DesignSelection } from "../../../shared/design-catalogue";
import { findCatalogueEntriesByIds } from "../design-catalogue/storage";
import type { ChangeOrderRecord } from "./change-order-record";
import type { ChangeOrder } from "../../../shared/schema";
import { findContractPricing, listPayments } from "../payments/storage";
import { listContractChangeOrders } from "./storage";
import { contractTotalCents } from "../payments/payments";

export const changeOrderNotFound = () => notFound("CHANGE_ORDER_NOT_FOUND", changeOrderMessages.notFound);

export const numberOf = (order: Pick<ChangeOrder, "sequence">) => (order.sequence === null ? null : changeOrderNumber(order.sequence));

/** The contract-sum table: the price as signed, each signed order by number, and (when given) the order being read. */
export type ContractSum = { rows: { label: string; totalCents: number }[]; revisedTotalCents: number };

/**
 * The contract's price as signed and its signed orders, read together. `including`: an order not yet
 * signed that the reader is asked to sign, shown as its own last row.
 */
export async function contractSumOf(db: Executor, contractId: string, including?: ChangeOrder): Promise<ContractSum> {
  const [pricing, orders] = await Promise.all([findContractPricing(db, contractId), listContractChangeOrders(db, contractId)]);
  const originalCents = pricing ? contractTotalCents({ ...pricing, changeOrdersCents: 0 }) : 0;
  const signed = orders.filter((order) => order.status === "signed" && order.id !== including?.id);
  const rows = [
    { label: "Original contract", totalCents: originalCents },
    ...signed.map((order) => ({ label: numberOf(order) ?? "", totalCents: order.totalCents })),
    ...(including ? [{ label: `${numberOf(including) ?? "This change order"}`, totalCents: including.totalCents }] : []),
  ];
  return { rows, revisedTotalCents: rows.reduce((sum, row) => sum + row.totalCents, 0) };
}

/** What the client has paid on the contract: every payment that was not voided. */
export async function paidOnContract(db: Executor, contractId: string): Promise<number> {
  const payments = await listPayments(db, contractId);
  return payments.reduce((sum, payment) => sum + (payment.void ? 0 : payment.amountCents), 0);
}

/** The order's lines with their amounts, and its money. */
export function orderMoney(order: Pick<ChangeOrder, "lines" | "payment">) {
  const totals = changeOrderTotals(order.lines);
  return {
    lines: order.lines.map((line, index) => ({
      kind: line.kind,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unitLabel: unitLabel(line.unit),
      unitPriceCents: parseCents(line.unitPrice) ?? 0,
      amountCents: totals.lineCents[index],
    })),
    subtotalCents: totals.subtotalCents,
    hstCents: totals.hstCents,
    totalCents: totals.totalCents,
    payment: { ...order.payment, dueOnSigningCents: dueOnSigningCents(totals.totalCents, order.payment) } as ChangeOrderPaymentTerms & {
      dueOnSigningCents: number;
    },
  };
}

export type DesignWords = { entries: { label: string; value: string }[]; notes: string };

/**
 * The order's new design in words: as frozen in its record once signed, else the catalogue's names
 * as they stand (a draft or a sent order can still be edited, or the entry renamed).
 */
export async function designWordsOf(db: Executor, order: ChangeOrder): Promise<DesignWords | null> {
  if (!order.design) return null;
  const method = (kind: string, baseMethod: BaseColourMethod) =>
    kind === "base_colour" ? ` (${baseMethod === "integral" ? "integral" : "colour hardener"})` : "";
  if (order.status === "signed" && order.recordText) {
    const recorded = (JSON.parse(order.recordText) as ChangeOrderRecord).design;
    if (recorded)
      return {
        entries: recorded.entries.map((entry) => ({
          label: catalogueKindLabels[entry.kind],
          value: `${entry.name}${method(entry.kind, recorded.baseMethod)}`,
        })),
        notes: recorded.notes,
      };
  }
  const design = order.design;
  const references = designReferences(design);
  const names = new Map(
    (
      await findCatalogueEntriesByIds(
        db,
        references.map((reference) => reference.id),
      )
    ).map((entry) => [entry.id.toLowerCase(), entry.name]),
  );
  return {
    entries: references.map(({ id, kind }) => ({
      label: catalogueKindLabels[kind],
      value: `${names.get(id.toLowerCase()) ?? "?"}${method(kind, design.baseMethod)}`,
    })),
    notes: design.notes,
  };
}

const withoutSelectedBy = ({ selectedBy: _by, ...design }: DesignSelection) => design;

/** What every reader sees of an order. */
function commonView(order: ChangeOrder, designWords: DesignWords | null) {
  return {
    design: designWords,
    number: numberOf(order),
    status: order.status,
    version: order.version,
    reason: order.reason,
    reasonLabel: changeOrderReasonLabels[order.reason],
    summary: order.summary,
    ...orderMoney(order),
    expiresOn: order.expiresOn,
    sentAt: order.sentAt,
    signedAt: order.signedAt,
    signerName: order.signerName,
    signingContext: order.signingContext,
    declinedAt: order.declinedAt,
    declineMessage: order.declineMessage,
    voidedAt: order.voidedAt,
    voidReason: order.voidReason,
  };
}

export const changeOrderPdfPath = (order: Pick<ChangeOrder, "id">) => `/api/change-orders/${order.id}/pdf`;
export const clientChangeOrderPdfPath = (token: string) => `/api/change-order-links/${token}/pdf`;
export const clientChangeOrderPagePath = (token: string) => `/change-orders/${token}`;

/** The owner's view of one order: its link once sent, its PDF once signed. */
export async function ownerChangeOrderView(db: Executor, order: ChangeOrder) {
  const designInput = order.design ? withoutSelectedBy(order.design) : null;
  return {
    id: order.id,
    contractId: order.contractId,
    ...commonView(order, await designWordsOf(db, order)),
    /** The new design's catalogue ids, as the owner's form edits them. */
    designInput,
    validDays: order.validDays,
    linkPath: order.linkToken ? clientChangeOrderPagePath(order.linkToken) : null,
    pdfUrl: order.status === "signed" ? changeOrderPdfPath(order) : null,
    createdAt: order.createdAt,
    createdBy: order.createdBy,
  };
}

/**
 * The owner's list for a contract: every order, where the contract's price stands, and what was paid
 * (the floor a credit may bring the sum down to: the form shows the largest credit possible).
 */
export async function listChangeOrdersOfContract(db: Executor, contractId: string) {
  const [orders, sum, paidCents] = await Promise.all([
    listContractChangeOrders(db, contractId),
    contractSumOf(db, contractId),
    paidOnContract(db, contractId),
  ]);
  return { changeOrders: await Promise.all(orders.map((order) => ownerChangeOrderView(db, order))), contractSum: sum, paidCents };
}

/** The client's view through their link: no ids, no audit facts. */
export async function clientChangeOrderView(db: Executor, order: ChangeOrder, token: string) {
  const sum = await contractSumOf(db, order.contractId, order.status === "signed" ? undefined : order);
  return {
    ...commonView(order, await designWordsOf(db, order)),
    contractSum: sum,
    pdfUrl: order.status === "signed" ? clientChangeOrderPdfPath(token) : null,
  };
}
