/**
 * shared/contract-balance.ts in SQL, so the admin's contract list filters by payment in the database:
 * the quote's total read from its totalCost text (an itemised quote's totalCost is its items' total,
 * kept in step by the server; an older one's is the amount as entered, read as parseCents reads it),
 * the payments summed, and the deposit rounded half up as mulDivRoundHalfUp rounds it.
 */
import { sql, type SQL } from "drizzle-orm";
import { contractTerms } from "../../shared/business";
import type { PaymentState } from "../../shared/list-query";
import { contracts, payments, quotes } from "../../shared/schema";

const readableAmount = String.raw`^\s*\$?\s*(\d{1,9}|\d{1,3}(,\d{3}){1,2})(\.\d{1,2})?\s*(CAD)?\s*$`;

export const totalCentsSql = sql<number | null>`(case when ${quotes.totalCost} ~* ${readableAmount}
  then nullif(round(regexp_replace(${quotes.totalCost}, '[^0-9.]', '', 'g')::numeric * 100), 0)::bigint end)`;

export const collectedCentsSql = sql<number>`(select coalesce(sum(${payments.amountCents}), 0)::bigint from ${payments} where ${payments.contractId} = ${contracts.id})`;

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
