import { asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../db";
import { contracts, payments, quotes, type Payment } from "../../shared/schema";
import type { LineItem } from "../../shared/line-items";
import { isUuid } from "./ids";

export type NewPayment = typeof payments.$inferInsert;

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

export async function insertPayment(db: Executor, payment: NewPayment): Promise<Payment> {
  const [created] = await db.insert(payments).values(payment).returning();
  return created;
}

/** A contract's payments in the order the money came in (same day: the order they were recorded). */
export async function listPayments(db: Executor, contractId: string): Promise<Payment[]> {
  return db.select().from(payments).where(eq(payments.contractId, contractId)).orderBy(asc(payments.paidOn), asc(payments.createdAt));
}

/** Cents received per contract id (contracts without payments are absent). */
export async function collectedByContract(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .select({ contractId: payments.contractId, cents: sql<string>`sum(${payments.amountCents})` })
    .from(payments)
    .groupBy(payments.contractId);
  // sum() of integers is a bigint, which the drivers hand back as text.
  return new Map(rows.map((row) => [row.contractId, Number(row.cents)]));
}

/** Every payment, oldest first (the contracts export lists each contract's payments). */
export async function listAllPayments(db: Executor): Promise<Payment[]> {
  return db.select().from(payments).orderBy(asc(payments.paidOn), asc(payments.createdAt));
}
