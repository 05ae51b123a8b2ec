/**
 * The contract sum's floor for change orders (shared/change-orders/rules.ts, checkContractSumFloor): a
 * credit may bring the revised sum down to what the client has paid and no further. Checked when a
 * draft is saved, when it is sent and when it is signed, each time against the contract as it stands
 * then: another order signed or a payment recorded in between changes the answer.
 */
import type { Executor } from "../../db";
import { unprocessable } from "../../errors";
import { checkContractSumFloor } from "../../../shared/change-orders/rules";
import { contractSumOf, paidOnContract } from "./change-order-views";

/**
 * 422 CHANGE_ORDER_CREDIT_TOO_LARGE when an order of `orderTotalCents` would bring the contract sum
 * (the price as signed and every signed order) below what was paid. On a draft the message is also
 * given under `lines`, where the owner's form shows it; at signing it says the order cannot be signed.
 */
export async function refuseCreditBelowPaid(
  db: Executor,
  contractId: string,
  orderTotalCents: number,
  step: "draft" | "send" | "sign",
): Promise<void> {
  if (orderTotalCents >= 0) return;
  const [sum, paidCents] = await Promise.all([contractSumOf(db, contractId), paidOnContract(db, contractId)]);
  const check = checkContractSumFloor({ revisedBeforeCents: sum.revisedTotalCents, orderTotalCents, paidCents });
  if (check.allowed) return;
  if (step === "draft") throw unprocessable("CHANGE_ORDER_CREDIT_TOO_LARGE", check.message, { lines: check.message });
  const prefix = step === "send" ? "This change order cannot be sent as it is." : "This change order cannot be signed as it is.";
  throw unprocessable("CHANGE_ORDER_CREDIT_TOO_LARGE", `${prefix} ${check.message}`);
}
