/**
 * Voiding a payment recorded by mistake. Nothing is deleted or changed: the void is a record of its
 * own (the reversing entry, with the reason, the admin and the app's time), after which the payment
 * counts for nothing in the balance, the lists, the dashboard and the exports. The quote's timeline
 * gets a "payment.voided" event and the client a short notice, in the same transaction.
 */
import type { Database } from "../../db";
import { conflict, notFound } from "../../errors";
import { formatReceiptNumber } from "../../../shared/receipts";
import type { VoidPaymentInput } from "../../../shared/payment-rules";
import type { SignedInAdmin } from "../../endpoints/binding";
import { recordEvent, type RequestContext } from "../../storage/events";
import { findPayment, insertPaymentVoid, listPayments, lockContractPricing } from "./storage";
import { queueEmail } from "../../mail/outbox";
import type { MailSettings } from "../../mail/settings";
import { paymentVoidedEmail } from "./payment-voided-mail";
import { summarise, type PaymentSummary } from "./payments";

const paymentNotFound = () => notFound("PAYMENT_NOT_FOUND", "No payment has this id.");
const alreadyVoided = () => conflict("PAYMENT_ALREADY_VOIDED", "This payment was already voided.");

/**
 * Voids a payment: 404 for an unknown one, 409 when it is already voided. The contract's row is
 * locked first, as recording a payment locks it, so a void and a payment on the same contract are
 * checked one after the other; of two voids at once, the second finds the first (and the void's
 * primary key would refuse it anyway).
 */
export async function voidPayment(
  db: Database,
  mail: MailSettings,
  paymentId: string,
  input: VoidPaymentInput,
  admin: SignedInAdmin,
  context: RequestContext,
  now: Date,
): Promise<PaymentSummary> {
  const found = await findPayment(db, paymentId);
  if (!found) throw paymentNotFound();
  return db.transaction(async (tx) => {
    const contract = await lockContractPricing(tx, found.contractId);
    if (!contract) throw paymentNotFound();
    const payment = await findPayment(tx, paymentId);
    if (!payment) throw paymentNotFound();
    if (payment.void) throw alreadyVoided();
    const stored = await insertPaymentVoid(tx, { paymentId, reason: input.reason, voidedBy: admin.email, voidedAt: now });
    if (!stored) throw alreadyVoided();
    const receipt = formatReceiptNumber(payment.receiptNumber);
    await recordEvent(
      tx,
      {
        type: "payment.voided",
        quoteId: contract.quoteId,
        contractId: contract.id,
        data: { paymentId, receiptNumber: receipt, amountCents: payment.amountCents, reason: input.reason, voidedBy: admin.email },
      },
      context,
    );
    const after = summarise(contract, await listPayments(tx, contract.id));
    await queueEmail(tx, {
      kind: "payment-voided",
      to: contract.clientEmail,
      message: paymentVoidedEmail(
        { contract, payment: { receipt, amountCents: payment.amountCents, paidOn: payment.paidOn }, reason: input.reason, ...after },
        mail,
      ),
      quoteId: contract.quoteId,
      contractId: contract.id,
    });
    return after;
  });
}
