import type { LineItem } from "../../../shared/line-items";
import type { ChoiceGroup } from "../../../shared/choice-groups";
import { and, count, desc, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { Executor } from "../../db";
import { contracts, quotes, type Contract } from "../../../shared/schema";
import { isUuid } from "../../storage/ids";
import type { PaymentState } from "../../../shared/list-query";
import { collectedCentsSql, paymentStateCondition, signedChangeOrdersCentsSql } from "./contract-balance-sql";
import { searchCondition } from "../../storage/list-search";

export type NewContract = typeof contracts.$inferInsert;

/** Everything but the signature images (the client's and the business's), which only the signed PDF needs. */
const { signatureData: _signature, businessSignatureData: _businessSignature, ...contractSummaryColumns } = getTableColumns(contracts);
export type ContractSummary = Omit<Contract, "signatureData" | "businessSignatureData">;

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

/** The quote a contract belongs to (a legacy confirmation link names the contract). */
export async function findContractQuoteId(db: Executor, id: string): Promise<string | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select({ quoteId: contracts.quoteId }).from(contracts).where(eq(contracts.id, id));
  return row?.quoteId;
}

/** `quoteTotalCents`: the quote's price in cents (null only if the quote were ever missing). */
export type ContractWithQuote = ContractSummary & { quoteTotalCents: number | null; workScope: string | null; quoteNumber: string | null };

/** Newest first, each with its quote's total and scope (null if the quote were ever missing). */
export async function listContractsWithQuotes(db: Executor): Promise<ContractWithQuote[]> {
  return db
    .select({ ...contractSummaryColumns, quoteTotalCents: quotes.totalCents, workScope: quotes.workScope, quoteNumber: quotes.number })
    .from(contracts)
    .leftJoin(quotes, eq(quotes.id, contracts.quoteId))
    .orderBy(desc(contracts.signedAt));
}

export type ContractListFilter = { payment?: PaymentState; q?: string };
export type ListedContract = ContractWithQuote &
  QuoteDiscountColumns & { lineItems: LineItem[] | null; chosenOptionIds: string[] | null; collectedCents: number; changeOrdersCents: number };

function contractListWhere(filter: ContractListFilter): SQL | undefined {
  return and(
    filter.payment ? paymentStateCondition(filter.payment) : undefined,
    filter.q
      ? searchCondition(filter.q, {
          text: [
            contracts.clientName,
            contracts.clientEmail,
            contracts.projectAddress,
            quotes.clientName,
            quotes.clientEmail,
            quotes.projectAddress,
            quotes.number,
          ],
          phone: [contracts.clientPhone, quotes.clientPhone],
        })
      : undefined,
  );
}

/**
 * Contracts newest first (the id breaks ties), filtered by payment and searched by the signer's and
 * the quote's client name, e-mail, phone and address, paged by the database; each with its quote's
 * items and what its payments add up to. Without a page: every matching contract.
 */
export async function listContractPage(
  db: Executor,
  filter: ContractListFilter,
  page?: { offset: number; limit: number },
): Promise<ListedContract[]> {
  const query = db
    .select({
      ...contractSummaryColumns,
      quoteTotalCents: quotes.totalCents,
      workScope: quotes.workScope,
      quoteNumber: quotes.number,
      lineItems: quotes.lineItems,
      chosenOptionIds: quotes.chosenOptionIds,
      ...discountColumns,
      collectedCents: collectedCentsSql.mapWith(Number),
      changeOrdersCents: signedChangeOrdersCentsSql.mapWith(Number),
    })
    .from(contracts)
    .leftJoin(quotes, eq(quotes.id, contracts.quoteId))
    .where(contractListWhere(filter))
    .orderBy(desc(contracts.signedAt), desc(contracts.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countContracts(db: Executor, filter: ContractListFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contracts)
    .leftJoin(quotes, eq(quotes.id, contracts.quoteId))
    .where(contractListWhere(filter));
  return row.total;
}

/** The quote's discount, which its total with the client's options is worked out with. */
type QuoteDiscountColumns = { discountCents: number | null; discountBasisPoints: number | null };
const discountColumns = { discountCents: quotes.discountCents, discountBasisPoints: quotes.discountBasisPoints };

export type ContractDetail = ContractWithQuote &
  QuoteDiscountColumns & {
    lineItems: LineItem[] | null;
    chosenOptionIds: string[] | null;
    /** The quote's choice groups (decision 0134): with chosenOptionIds, what the client chose. */
    choiceGroups: ChoiceGroup[] | null;
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
      quoteTotalCents: quotes.totalCents,
      workScope: quotes.workScope,
      quoteNumber: quotes.number,
      quoteSentAt: quotes.sentAt,
      quoteViewedAt: quotes.firstViewedAt,
      quoteAcceptedAt: quotes.decidedAt,
      lineItems: quotes.lineItems,
      chosenOptionIds: quotes.chosenOptionIds,
      choiceGroups: quotes.choiceGroups,
      ...discountColumns,
    })
    .from(contracts)
    .leftJoin(quotes, eq(quotes.id, contracts.quoteId))
    .where(eq(contracts.id, id));
  return contract;
}

/** Locks the contract's row for the rest of the transaction (changes to one job's records take turns). */
export async function lockContractRow(db: Executor, contractId: string): Promise<void> {
  await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, contractId)).for("update");
}
