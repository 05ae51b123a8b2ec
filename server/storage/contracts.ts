import type { LineItem } from "../../shared/line-items";
import { desc, eq, getTableColumns } from "drizzle-orm";
import type { Executor } from "../db";
import { contracts, quotes, type Contract } from "../../shared/schema";
import { isUuid } from "./ids";

export type NewContract = typeof contracts.$inferInsert;

/** Everything but the signature image, which only the signed PDF needs. */
const { signatureData: _signature, ...contractSummaryColumns } = getTableColumns(contracts);
export type ContractSummary = Omit<Contract, "signatureData">;

export async function insertContract(db: Executor, contract: NewContract): Promise<Contract> {
  const [created] = await db.insert(contracts).values(contract).returning();
  return created;
}

export async function findContractByQuoteId(db: Executor, quoteId: string): Promise<ContractSummary | undefined> {
  const [contract] = await db.select(contractSummaryColumns).from(contracts).where(eq(contracts.quoteId, quoteId));
  return contract;
}

export async function findContractById(db: Executor, id: string): Promise<Contract | undefined> {
  if (!isUuid(id)) return undefined;
  const [contract] = await db.select().from(contracts).where(eq(contracts.id, id));
  return contract;
}

export type ContractWithQuote = ContractSummary & { totalCost: string | null; workScope: string | null };

/** Newest first, each with its quote's total and scope (null if the quote were ever missing). */
export async function listContractsWithQuotes(db: Executor): Promise<ContractWithQuote[]> {
  return db
    .select({ ...contractSummaryColumns, totalCost: quotes.totalCost, workScope: quotes.workScope })
    .from(contracts)
    .leftJoin(quotes, eq(quotes.id, contracts.quoteId))
    .orderBy(desc(contracts.signedAt));
}

export type ContractDetail = ContractWithQuote & {
  lineItems: LineItem[] | null;
  chosenOptionIds: string[] | null;
  quoteSentAt: Date | null;
  quoteViewedAt: Date | null;
  quoteAcceptedAt: Date | null;
};

/** One contract with its quote's total and scope and the times the quote was sent, viewed and accepted. */
export async function findContractSummaryById(db: Executor, id: string): Promise<ContractDetail | undefined> {
  if (!isUuid(id)) return undefined;
  const [contract] = await db
    .select({
      ...contractSummaryColumns,
      totalCost: quotes.totalCost,
      workScope: quotes.workScope,
      quoteSentAt: quotes.sentAt,
      quoteViewedAt: quotes.firstViewedAt,
      quoteAcceptedAt: quotes.decidedAt,
      lineItems: quotes.lineItems,
      chosenOptionIds: quotes.chosenOptionIds,
    })
    .from(contracts)
    .leftJoin(quotes, eq(quotes.id, contracts.quoteId))
    .where(eq(contracts.id, id));
  return contract;
}
