/**
 * shared/contract-balance.ts in SQL, so the admin's contract list filters by payment in the database:
 * the quote's stored total in cents (an itemised quote's is its items' total with the client's
 * options, kept in step by the server; 0 counts as no total) plus the signed change orders, the
 * payments summed, and the deposit rounded half up as mulDivRoundHalfUp rounds it.
 */
import { sql, type SQL } from "drizzle-orm";
import { contractTerms } from "../../../shared/business";
import type { PaymentState } from "../../../shared/list-query";
import { changeOrders, contracts, payments, paymentVoids, quotes } from "../../../shared/schema";

/** What the contract's signed change orders add (negative for credits), with HST. */
export const signedChangeOrdersCentsSql = sql<number>`(select coalesce(sum(${changeOrders.totalCents}), 0)::bigint from ${changeOrders} where ${changeOrders.contractId} = ${contracts.id} and ${changeOrders.status} = 'signed')`;

/** The contract's price as signed, plus its signed change orders: what the client owes in all. */
export const totalCentsSql = sql<number | null>`(nullif(${quotes.totalCents}, 0) + ${signedChangeOrdersCentsSql})`;

/** What was received: every payment of the contract that was not voided. */
export const collectedCentsSql = sql<number>`(select coalesce(sum(${payments.amountCents}), 0)::bigint from ${payments} where ${payments.contractId} = ${contracts.id} and not exists (select 1 from ${paymentVoids} where ${paymentVoids.paymentId} = ${payments.id}))`;

/** One correlated subquery, so the total and the payments are each worked out once per contract. */
export const paymentStateSql = sql<PaymentState>`(select case
    when money.total is null then (case when money.paid > 0 then 'balance_due' else 'deposit_due' end)
    when money.paid >= money.total then 'paid_in_full'
    when money.paid >= round(money.total * ${contractTerms.depositPercent}::numeric / 100) then 'balance_due'
    else 'deposit_due' end
  from (select ${totalCentsSql} as total, ${collectedCentsSql} as paid) as money)`;

export function paymentStateCondition(state: PaymentState): SQL {
  return sql`${paymentStateSql} = ${state}`;
}
