/**
 * The owner's side of a change order: a draft made on a signed contract (and only there: a quote
 * not yet signed is revised instead), edited while a draft, sent (which numbers it and e-mails the
 * client its link) and voided while sent. Numbers are taken at sending, under a lock on the contract,
 * so the numbers a client sees have no gaps. A credit that would bring the contract sum below what was
 * paid is refused at saving and again at sending (contract-sum-floor.ts).
 */
import type { Database, Executor } from "../../db";
import { designIds, refuseDesignOutsideCatalogue } from "../quotes/quote-choices";
import { conflict } from "../../errors";
import { newLinkToken } from "../../link-token";
import { changeOrderMessages, changeOrderNumber, changeOrderTotals, type ChangeOrderDraftInput } from "../../../shared/change-orders/rules";
import { torontoDate } from "../../../shared/quote-rules";
import { addCalendarDays } from "../../../shared/toronto-wall-clock";
import type { ChangeOrder } from "../../../shared/schema";
import { findContractById } from "../contracts/storage";
import { findQuoteById } from "../quotes/storage";
import { findChangeOrderContractFacts, insertChangeOrder, lockChangeOrder, takeChangeOrderSequence, updateChangeOrder } from "./storage";
import { recordEvent, type RequestContext } from "../../storage/events";
import { contractNotFound } from "../contracts/contracts";
import { queueEmail } from "../../mail/outbox";
import type { MailSettings } from "../../mail/settings";
import { changeOrderForReviewEmail } from "./change-order-mail";
import { changeOrderNotFound, contractSumOf, numberOf } from "./change-order-views";
import { refuseCreditBelowPaid } from "./contract-sum-floor";

export type Owner = { email: string };

const stateConflict = (message: string) => conflict("CHANGE_ORDER_STATE", message);

/**
 * The contract a new order amends. An id that is a quote's (a quote not signed yet) is told to revise
 * the quote instead; anything else is not found.
 */
async function signedContractFor(db: Database, id: string) {
  const contract = await findContractById(db, id.toLowerCase());
  if (contract) return contract;
  if (await findQuoteById(db, id.toLowerCase())) throw conflict("CONTRACT_NOT_SIGNED", changeOrderMessages.notSigned);
  throw contractNotFound();
}

const draftColumns = (input: ChangeOrderDraftInput) => ({
  reason: input.reason,
  summary: input.summary,
  lines: input.lines,
  payment: input.payment,
  validDays: input.validDays,
  totalCents: changeOrderTotals(input.lines).totalCents,
  design: input.design ? { ...input.design, selectedBy: "owner" as const } : null,
});

/**
 * A new design names catalogue entries of the right kinds (422 DESIGN_INVALID otherwise). Retired
 * entries are allowed only when the signed contract's design (or the draft's) already names them.
 */
async function checkDesign(db: Executor, input: ChangeOrderDraftInput, keptIds: ReadonlySet<string>): Promise<void> {
  if (input.design) await refuseDesignOutsideCatalogue(db, input.design, keptIds);
}

export async function createChangeOrder(
  db: Database,
  contractId: string,
  input: ChangeOrderDraftInput,
  owner: Owner,
  context: RequestContext,
  now: Date,
) {
  const contract = await signedContractFor(db, contractId);
  await refuseCreditBelowPaid(db, contract.id, draftColumns(input).totalCents, "draft");
  await checkDesign(db, input, designIds((await findQuoteById(db, contract.quoteId))?.design));
  return db.transaction(async (tx) => {
    const order = await insertChangeOrder(tx, { contractId: contract.id, ...draftColumns(input), createdBy: owner.email, createdAt: now });
    await recordEvent(
      tx,
      { type: "change_order.created", quoteId: contract.quoteId, contractId: contract.id, data: { changeOrderId: order.id, by: owner.email } },
      context,
    );
    return order;
  });
}

/** Checks the order's state and the version the caller saw, on the locked row. */
function checkVersion(order: ChangeOrder, version: number): void {
  if (order.version !== version) throw conflict("CHANGE_ORDER_CHANGED", changeOrderMessages.stale);
}

export async function replaceChangeOrderDraft(db: Database, id: string, input: ChangeOrderDraftInput & { version: number }): Promise<ChangeOrder> {
  return db.transaction(async (tx) => {
    const order = await lockChangeOrder(tx, id);
    if (!order) throw changeOrderNotFound();
    if (order.status !== "draft") throw stateConflict(changeOrderMessages.notDraft);
    checkVersion(order, input.version);
    const columns = draftColumns(input);
    await refuseCreditBelowPaid(tx, order.contractId, columns.totalCents, "draft");
    await checkDesign(tx, input, designIds(order.design));
    return updateChangeOrder(tx, id, { ...columns, version: order.version + 1 });
  });
}

/**
 * Sends a draft: numbers it (CO-n, the contract's next), gives it its link and last day to sign, and
 * queues the client's e-mail, all in one transaction. Two drafts sent at once take turns on the
 * contract's lock and get consecutive numbers.
 */
export async function sendChangeOrder(
  db: Database,
  mail: MailSettings,
  id: string,
  owner: Owner,
  context: RequestContext,
  now: Date,
): Promise<ChangeOrder> {
  return db.transaction(async (tx) => {
    const draft = await lockChangeOrder(tx, id);
    if (!draft) throw changeOrderNotFound();
    if (draft.status !== "draft") throw stateConflict(changeOrderMessages.notDraft);
    const contract = await findChangeOrderContractFacts(tx, draft.contractId);
    if (!contract) throw contractNotFound();
    const sequence = await takeChangeOrderSequence(tx, draft.contractId);
    // Under the contract's lock: an order signed or a payment recorded since saving counts.
    await refuseCreditBelowPaid(tx, draft.contractId, draft.totalCents, "send");
    const sent = await updateChangeOrder(tx, id, {
      status: "sent",
      sequence,
      linkToken: newLinkToken(),
      sentAt: now,
      expiresOn: addCalendarDays(torontoDate(now), draft.validDays),
      version: draft.version + 1,
    });
    const sum = await contractSumOf(tx, draft.contractId, sent);
    await queueEmail(tx, {
      kind: "change-order-for-review",
      to: contract.clientEmail,
      message: changeOrderForReviewEmail({ order: sent, contract, contractSum: sum }, mail),
      quoteId: contract.quoteId,
      contractId: contract.id,
    });
    await recordEvent(
      tx,
      {
        type: "change_order.sent",
        quoteId: contract.quoteId,
        contractId: contract.id,
        data: { changeOrderId: id, number: changeOrderNumber(sequence), totalCents: sent.totalCents, to: contract.clientEmail, by: owner.email },
      },
      context,
    );
    return sent;
  });
}

/** Withdraws a sent order; its number stays taken and its link answers 410 with the reason's gist. */
export async function voidChangeOrder(
  db: Database,
  id: string,
  reason: string,
  owner: Owner,
  context: RequestContext,
  now: Date,
): Promise<ChangeOrder> {
  return db.transaction(async (tx) => {
    const order = await lockChangeOrder(tx, id);
    if (!order) throw changeOrderNotFound();
    if (order.status !== "sent")
      throw stateConflict(
        order.status === "signed"
          ? "A signed change order is never changed: correct it with a new change order (a credit)."
          : changeOrderMessages.notSent,
      );
    const voided = await updateChangeOrder(tx, id, {
      status: "voided",
      voidedAt: now,
      voidReason: reason,
      voidedBy: owner.email,
      version: order.version + 1,
    });
    const contract = await findChangeOrderContractFacts(tx, order.contractId);
    await recordEvent(
      tx,
      {
        type: "change_order.voided",
        quoteId: contract?.quoteId ?? null,
        contractId: order.contractId,
        data: { changeOrderId: id, number: numberOf(order) ?? "", reason, by: owner.email },
      },
      context,
    );
    return voided;
  });
}
