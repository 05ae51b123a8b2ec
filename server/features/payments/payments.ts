/**
 * Payments received on signed contracts: recording one (with its audit event and the client's
 * receipt, together or not at all) and what each contract has been paid and still owes.
 */
import type { Database, Executor } from "../../db";
import { badRequest, conflict } from "../../errors";
import { quoteTotalsOf } from "../../../shared/line-items";
import { formatCents, mulDivRoundHalfUp } from "../../../shared/money";
import { paymentAmountCents, paymentBeforeSigningMessage, paymentFutureDateMessage, type PaymentInput } from "../../../shared/payment-rules";
import { torontoDate } from "../../../shared/quote-rules";
import { formatReceiptNumber, hstPortionCents } from "../../../shared/receipts";
import { recordEvent, type RequestContext } from "../../storage/events";
import {
  collectedByContract,
  findContractPricing,
  insertPayment,
  listContractPricing,
  listPayments,
  lockContractPricing,
  takeReceiptNumber,
  type ContractPricing,
  type PaymentRecord,
} from "./storage";
import { contractNotFound } from "../contracts/contracts";
import { queueEmail } from "../../mail/outbox";
import type { MailSettings } from "../../mail/settings";
import { paymentReceiptEmail } from "./payment-receipt-mail";
import { contractTerms } from "../../../shared/business";

/**
 * What the client owes in all, in cents: the price they signed for (an itemised quote's total with
 * its chosen options and HST; an older quote's single total) plus the contract's signed change orders.
 * A quote without a price (0) leaves nothing to record a payment against.
 */
export function contractTotalCents(
  contract: Pick<ContractPricing, "totalCents" | "lineItems" | "chosenOptionIds" | "discountCents" | "discountBasisPoints" | "changeOrdersCents">,
): number {
  const signed =
    contract.lineItems && contract.lineItems.length > 0
      ? quoteTotalsOf({ ...contract, lineItems: contract.lineItems }).totalCents
      : (contract.totalCents ?? 0);
  return signed === 0 ? 0 : signed + contract.changeOrdersCents;
}

/** A payment as the admin sees it: with its receipt's number and the HST included in its amount. */
export type PaymentView = PaymentRecord & { receipt: string; hstCents: number };

export type PaymentSummary = {
  /** Every payment, voided ones included (marked): the list keeps what happened. */
  payments: PaymentView[];
  totalCents: number;
  /** The deposit the contract asks for (its terms' percentage of the total). */
  depositCents: number;
  /** What the payments that were not voided add up to. */
  collectedCents: number;
  outstandingCents: number;
};

export const paymentView = (payment: PaymentRecord): PaymentView => ({
  ...payment,
  receipt: formatReceiptNumber(payment.receiptNumber),
  hstCents: hstPortionCents(payment.amountCents),
});

/** The contract's figures from its payments: a voided payment counts for nothing. */
export function summarise(contract: ContractPricing, payments: PaymentRecord[]): PaymentSummary {
  const totalCents = contractTotalCents(contract);
  const collectedCents = payments.reduce((sum, payment) => sum + (payment.void ? 0 : payment.amountCents), 0);
  return {
    payments: payments.map(paymentView),
    totalCents,
    // The deposit is the signed price's: a later change order never changes what was due at signing.
    depositCents: mulDivRoundHalfUp(Math.max(totalCents - contract.changeOrdersCents, 0), contractTerms.depositPercent, 100),
    collectedCents,
    outstandingCents: Math.max(0, totalCents - collectedCents),
  };
}

export async function contractPayments(db: Executor, contractId: string): Promise<PaymentSummary> {
  const contract = await findContractPricing(db, contractId);
  if (!contract) throw contractNotFound();
  return summarise(contract, await listPayments(db, contractId));
}

/** The day the money came in lies between the contract's signing day and today, both in Toronto. */
function checkPaymentDate(paidOn: string, contract: ContractPricing, now: Date): void {
  const signedOn = torontoDate(contract.signedAt);
  const message = paidOn < signedOn ? paymentBeforeSigningMessage(signedOn) : paidOn > torontoDate(now) ? paymentFutureDateMessage : null;
  if (message) throw badRequest("VALIDATION_FAILED", message, { paidOn: message });
}

/**
 * Records a payment. In one transaction, with the contract row locked: the date is checked against
 * the signing day and today (400), the amount against what is still owed (more is refused with 409,
 * nothing stored), then the payment, its "payment.recorded" event (on the quote's timeline) and the
 * client's receipt are stored together.
 */
export async function recordPayment(
  db: Database,
  mail: MailSettings,
  contractId: string,
  input: PaymentInput,
  context: RequestContext,
  now: Date,
): Promise<PaymentSummary> {
  const amountCents = paymentAmountCents(input.amount);
  // The body schema already refused anything else; this keeps the type honest.
  if (amountCents === null) throw new Error("payment amount was not checked");
  return db.transaction(async (tx) => {
    const contract = await lockContractPricing(tx, contractId);
    if (!contract) throw contractNotFound();
    checkPaymentDate(input.paidOn, contract, now);
    const before = summarise(contract, await listPayments(tx, contractId));
    if (amountCents > before.outstandingCents) {
      throw conflict(
        "PAYMENT_EXCEEDS_BALANCE",
        before.totalCents === 0
          ? "This contract's price cannot be read, so no payment can be recorded against it."
          : before.outstandingCents === 0
            ? "This contract is already paid in full."
            : `This payment is more than the ${formatCents(before.outstandingCents)} still owed on this contract.`,
      );
    }
    // Taken only once the payment is accepted, and given back if anything below fails (the transaction rolls back).
    const receiptNumber = await takeReceiptNumber(tx);
    const payment = await insertPayment(tx, {
      contractId,
      receiptNumber,
      kind: input.kind,
      amountCents,
      method: input.method,
      paidOn: input.paidOn,
      reference: input.reference ?? null,
    });
    await recordEvent(
      tx,
      {
        type: "payment.recorded",
        quoteId: contract.quoteId,
        contractId,
        data: {
          paymentId: payment.id,
          kind: payment.kind,
          amountCents,
          method: payment.method,
          paidOn: payment.paidOn,
          receiptNumber: formatReceiptNumber(receiptNumber),
        },
      },
      context,
    );
    const recorded = paymentView({ ...payment, void: null });
    const after = summarise(contract, [...before.payments, recorded]);
    await queueEmail(tx, {
      kind: "payment-receipt",
      to: contract.clientEmail,
      message: paymentReceiptEmail({ contract, payment: recorded, ...after }, mail),
      quoteId: contract.quoteId,
      contractId,
    });
    return summarise(contract, await listPayments(tx, contractId));
  });
}

export type ContractBalance = { contract: ContractPricing; totalCents: number; collectedCents: number; outstandingCents: number };

/** Every contract's price, what was received and what is still owed (the dashboard and the exports). */
export async function contractBalances(db: Executor): Promise<Map<string, ContractBalance>> {
  const [contracts, collected] = await Promise.all([listContractPricing(db), collectedByContract(db)]);
  return new Map(
    contracts.map((contract) => {
      const totalCents = contractTotalCents(contract);
      const collectedCents = collected.get(contract.id) ?? 0;
      return [contract.id, { contract, totalCents, collectedCents, outstandingCents: Math.max(0, totalCents - collectedCents) }];
    }),
  );
}
