/**
 * "Request the balance": the client is e-mailed what their contract still owes (after every payment
 * that was not voided) with the e-Transfer instructions, and the quote's timeline records it. Refused
 * when nothing is owed, and within a minute of the last request for the same contract, so a double
 * click (or two admins at once) sends one e-mail.
 */
import { and, desc, eq } from "drizzle-orm";
import type { Database, Executor } from "../../db";
import { conflict } from "../../errors";
import { events } from "../../../shared/schema";
import { recordEvent, type RequestContext } from "../../storage/events";
import { listPayments, lockContractPricing } from "./storage";
import { contractNotFound } from "../contracts/contracts";
import { queueEmail } from "../../mail/outbox";
import type { MailSettings } from "../../mail/settings";
import { balanceRequestEmail } from "./balance-request-mail";
import { summarise } from "./payments";

/** How long after a request another one for the same contract is refused. */
export const balanceRequestIntervalMs = 60_000;

/** When the contract's balance was last requested (the app's clock at that moment), or null. */
async function lastRequestedAt(db: Executor, contractId: string): Promise<Date | null> {
  const [last] = await db
    .select({ data: events.data })
    .from(events)
    .where(and(eq(events.contractId, contractId), eq(events.type, "payment.balance_requested")))
    .orderBy(desc(events.at))
    .limit(1);
  const requestedAt = typeof last?.data.requestedAt === "string" ? new Date(last.data.requestedAt) : null;
  return requestedAt && !Number.isNaN(requestedAt.getTime()) ? requestedAt : null;
}

export async function requestBalance(
  db: Database,
  mail: MailSettings,
  contractId: string,
  context: RequestContext,
  now: Date,
): Promise<{ amountCents: number; to: string }> {
  return db.transaction(async (tx) => {
    // Locked as recording or voiding a payment locks it: two requests at once are checked one after the other.
    const contract = await lockContractPricing(tx, contractId);
    if (!contract) throw contractNotFound();
    const summary = summarise(contract, await listPayments(tx, contractId));
    if (summary.totalCents === 0) throw conflict("NOTHING_OWED", "This contract's price cannot be read, so no balance can be asked for.");
    if (summary.outstandingCents === 0) throw conflict("NOTHING_OWED", "Nothing is owing on this contract.");
    const last = await lastRequestedAt(tx, contractId);
    if (last && now.getTime() - last.getTime() < balanceRequestIntervalMs) {
      throw conflict("BALANCE_JUST_REQUESTED", "The balance was e-mailed to the client less than a minute ago.");
    }
    const email = await queueEmail(tx, {
      kind: "balance-request",
      to: contract.clientEmail,
      message: balanceRequestEmail({ contract, ...summary }, mail),
      quoteId: contract.quoteId,
      contractId,
    });
    await recordEvent(
      tx,
      {
        type: "payment.balance_requested",
        quoteId: contract.quoteId,
        contractId,
        data: { amountCents: summary.outstandingCents, to: contract.clientEmail, emailId: email.id, requestedAt: now.toISOString() },
      },
      context,
    );
    return { amountCents: summary.outstandingCents, to: contract.clientEmail };
  });
}
