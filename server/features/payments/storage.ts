import { asc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db";
import { contracts, payments, paymentVoids, quotes, receiptNumberCounter, type Payment, type PaymentVoid } from "../../../shared/schema";
import type { LineItem } from "../../../shared/line-items";
import { signedChangeOrdersCentsSql } from "../contracts/contract-balance-sql";
import { isUuid } from "../../storage/ids";

export type NewPayment = typeof payments.$inferInsert;

/** A payment with its void, when it was voided (then it counts for nothing). */
export type PaymentRecord = Payment & { void: Pick<PaymentVoid, "reason" | "voidedBy" | "voidedAt"> | null };

/** What a contract's price is worked out from: its quote's items and choice, or the single total of an older quote. */
export type ContractPricing = {
  id: string;
  quoteId: string;
  clientName: string;
  clientEmail: string;
  /** The quote's price in cents (null only if the quote were ever missing). */
  totalCents: number | null;
  lineItems: LineItem[] | null;
  chosenOptionIds: string[] | null;
  discountCents: number | null;
  discountBasisPoints: number | null;
  /** When the contract was signed: no payment is dated before its Toronto day. */
  signedAt: Date;
  quoteNumber: string | null;
  linkToken: string | null;
  /** What the contract's signed change orders add, with HST (negative for credits). */
  changeOrdersCents: number;
};

const pricingColumns = {
  id: contracts.id,
  quoteId: contracts.quoteId,
  clientName: contracts.clientName,
  clientEmail: contracts.clientEmail,
  totalCents: quotes.totalCents,
  lineItems: quotes.lineItems,
  chosenOptionIds: quotes.chosenOptionIds,
  discountCents: quotes.discountCents,
  discountBasisPoints: quotes.discountBasisPoints,
  signedAt: contracts.signedAt,
  /** The quote's number (the payment reference) and link (the receipt's link to the contract page). */
  quoteNumber: quotes.number,
  linkToken: quotes.linkToken,
  changeOrdersCents: signedChangeOrdersCentsSql.mapWith(Number),
};

/**
 * The contract with its price, its row locked until the transaction ends: two payments recorded at
 * once are checked against the balance one after the other, so together they cannot exceed it.
 */
export async function lockContractPricing(db: Executor, contractId: string): Promise<ContractPricing | undefined> {
  if (!isUuid(contractId)) return undefined;
  const [contract] = await db
    .select(pricingColumns)
    .from(contracts)
    .leftJoin(quotes, eq(quotes.id, contracts.quoteId))
    .where(eq(contracts.id, contractId))
    .for("update", { of: contracts });
  return contract;
}

export async function findContractPricing(db: Executor, contractId: string): Promise<ContractPricing | undefined> {
  if (!isUuid(contractId)) return undefined;
  const [contract] = await db
    .select(pricingColumns)
    .from(contracts)
    .leftJoin(quotes, eq(quotes.id, contracts.quoteId))
    .where(eq(contracts.id, contractId));
  return contract;
}

/** Every contract with its price, for the dashboard's figures and the exports. */
export async function listContractPricing(db: Executor): Promise<ContractPricing[]> {
  return db.select(pricingColumns).from(contracts).leftJoin(quotes, eq(quotes.id, contracts.quoteId));
}

/**
 * The next receipt number: one statement that increments the single counter row (creating it if a
 * database somehow lacks it) and returns the number. The row stays locked until the caller's
 * transaction ends, so parallel payments take 1, 2, 3... and a rolled-back payment gives its number back.
 */
export async function takeReceiptNumber(db: Executor): Promise<number> {
  const [row] = await db
    .insert(receiptNumberCounter)
    .values({ id: 1, last: 1 })
    .onConflictDoUpdate({ target: receiptNumberCounter.id, set: { last: sql`${receiptNumberCounter.last} + 1` } })
    .returning({ last: receiptNumberCounter.last });
  return row.last;
}

/** `count` consecutive receipt numbers at once (the seeding script's bulk inserts): the first one taken. */
export async function takeReceiptNumberBlock(db: Executor, count: number): Promise<number> {
  const [row] = await db
    .insert(receiptNumberCounter)
    .values({ id: 1, last: count })
    .onConflictDoUpdate({ target: receiptNumberCounter.id, set: { last: sql`${receiptNumberCounter.last} + ${count}` } })
    .returning({ last: receiptNumberCounter.last });
  return row.last - count + 1;
}

export async function insertPayment(db: Executor, payment: NewPayment): Promise<Payment> {
  const [created] = await db.insert(payments).values(payment).returning();
  return created;
}

const withVoid = (row: { payment: Payment; void: PaymentVoid | null }): PaymentRecord => ({
  ...row.payment,
  void: row.void ? { reason: row.void.reason, voidedBy: row.void.voidedBy, voidedAt: row.void.voidedAt } : null,
});

/** A contract's payments in the order the money came in (same day: the order they were recorded), voided ones included. */
export async function listPayments(db: Executor, contractId: string): Promise<PaymentRecord[]> {
  const rows = await db
    .select({ payment: payments, void: paymentVoids })
    .from(payments)
    .leftJoin(paymentVoids, eq(paymentVoids.paymentId, payments.id))
    .where(eq(payments.contractId, contractId))
    .orderBy(asc(payments.paidOn), asc(payments.createdAt));
  return rows.map(withVoid);
}

/** One payment with its void, or undefined for an unknown id. */
export async function findPayment(db: Executor, paymentId: string): Promise<PaymentRecord | undefined> {
  if (!isUuid(paymentId)) return undefined;
  const [row] = await db
    .select({ payment: payments, void: paymentVoids })
    .from(payments)
    .leftJoin(paymentVoids, eq(paymentVoids.paymentId, payments.id))
    .where(eq(payments.id, paymentId));
  return row ? withVoid(row) : undefined;
}

/**
 * Records the void; false when the payment already has one (the primary key refuses a second, so of
 * two voids at once exactly one is stored, even without the contract's lock).
 */
export async function insertPaymentVoid(db: Executor, paymentVoid: PaymentVoid): Promise<boolean> {
  const stored = await db.insert(paymentVoids).values(paymentVoid).onConflictDoNothing().returning({ paymentId: paymentVoids.paymentId });
  return stored.length === 1;
}

/** Cents received per contract id, voided payments left out (contracts without payments are absent). */
export async function collectedByContract(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .select({ contractId: payments.contractId, cents: sql<string>`sum(${payments.amountCents})` })
    .from(payments)
    .leftJoin(paymentVoids, eq(paymentVoids.paymentId, payments.id))
    .where(isNull(paymentVoids.paymentId))
    .groupBy(payments.contractId);
  // sum() of integers is a bigint, which the drivers hand back as text.
  return new Map(rows.map((row) => [row.contractId, Number(row.cents)]));
}

/** Every payment with its void, oldest first (the contracts and payments exports). */
export async function listAllPayments(db: Executor): Promise<PaymentRecord[]> {
  const rows = await db
    .select({ payment: payments, void: paymentVoids })
    .from(payments)
    .leftJoin(paymentVoids, eq(paymentVoids.paymentId, payments.id))
    .orderBy(asc(payments.paidOn), asc(payments.createdAt));
  return rows.map(withVoid);
}
