/** Change orders and their signed PDFs (shared/change-orders/schema.ts). */
import { and, asc, desc, eq, isNotNull, max, sql } from "drizzle-orm";
import type { Executor } from "../../db";
import { changeOrderDocuments, changeOrders, contractDocuments, contracts, quotes, type ChangeOrder } from "../../../shared/schema";
import { isUuid } from "../../storage/ids";

export type NewChangeOrder = typeof changeOrders.$inferInsert;

export async function insertChangeOrder(db: Executor, order: NewChangeOrder): Promise<ChangeOrder> {
  const [row] = await db.insert(changeOrders).values(order).returning();
  return row;
}

export async function findChangeOrder(db: Executor, id: string): Promise<ChangeOrder | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(changeOrders).where(eq(changeOrders.id, id));
  return row;
}

/** The order locked until the transaction ends: two signatures or a signature and a void take turns. */
export async function lockChangeOrder(db: Executor, id: string): Promise<ChangeOrder | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(changeOrders).where(eq(changeOrders.id, id)).for("update");
  return row;
}

export async function findChangeOrderByToken(db: Executor, token: string): Promise<ChangeOrder | undefined> {
  const [row] = await db.select().from(changeOrders).where(eq(changeOrders.linkToken, token));
  return row;
}

export async function updateChangeOrder(db: Executor, id: string, changes: Partial<NewChangeOrder>): Promise<ChangeOrder> {
  const [row] = await db.update(changeOrders).set(changes).where(eq(changeOrders.id, id)).returning();
  return row;
}

/** Every order of a contract: numbered ones by number, then drafts by age. */
export async function listContractChangeOrders(db: Executor, contractId: string): Promise<ChangeOrder[]> {
  if (!isUuid(contractId)) return [];
  return db
    .select()
    .from(changeOrders)
    .where(eq(changeOrders.contractId, contractId))
    .orderBy(sql`${changeOrders.sequence} asc nulls last`, asc(changeOrders.createdAt));
}

/**
 * Locks the contract's row until the transaction ends. Sends, signatures of its change orders and the
 * payments recorded on it (server/features/payments/storage.ts, lockContractPricing) take turns on it, so each one
 * reads the contract sum and the payments the others left.
 */
export async function lockChangeOrderContract(db: Executor, contractId: string): Promise<void> {
  await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, contractId)).for("update");
}

/**
 * Locks the contract's row and answers the next change-order number: sends of two orders of one
 * contract take turns here, so each takes the number after the other's, with no gap and no repeat.
 */
export async function takeChangeOrderSequence(db: Executor, contractId: string): Promise<number> {
  await lockChangeOrderContract(db, contractId);
  const [row] = await db
    .select({ last: max(changeOrders.sequence) })
    .from(changeOrders)
    .where(eq(changeOrders.contractId, contractId));
  return (row?.last ?? 0) + 1;
}

/** What a change order's record names of its contract: the client, the quote's number and the signed PDF's hash. */
export type ChangeOrderContractFacts = {
  id: string;
  quoteId: string;
  clientName: string;
  clientEmail: string;
  projectAddress: string;
  contractDate: string;
  quoteNumber: string | null;
  pdfSha256: string | null;
};

export async function findChangeOrderContractFacts(db: Executor, contractId: string): Promise<ChangeOrderContractFacts | undefined> {
  if (!isUuid(contractId)) return undefined;
  const [row] = await db
    .select({
      id: contracts.id,
      quoteId: contracts.quoteId,
      clientName: contracts.clientName,
      clientEmail: contracts.clientEmail,
      projectAddress: contracts.projectAddress,
      contractDate: contracts.contractDate,
      quoteNumber: quotes.number,
      pdfSha256: contractDocuments.sha256,
    })
    .from(contracts)
    .leftJoin(quotes, eq(quotes.id, contracts.quoteId))
    .leftJoin(contractDocuments, eq(contractDocuments.contractId, contracts.id))
    .where(eq(contracts.id, contractId));
  return row;
}

export async function insertChangeOrderDocument(db: Executor, document: typeof changeOrderDocuments.$inferInsert): Promise<void> {
  await db.insert(changeOrderDocuments).values(document);
}

export async function findChangeOrderDocument(db: Executor, changeOrderId: string): Promise<{ pdf: Uint8Array; sha256: string } | undefined> {
  if (!isUuid(changeOrderId)) return undefined;
  const [row] = await db
    .select({ pdf: changeOrderDocuments.pdf, sha256: changeOrderDocuments.sha256 })
    .from(changeOrderDocuments)
    .where(eq(changeOrderDocuments.changeOrderId, changeOrderId));
  return row;
}

/** The signed change order whose PDF has this SHA-256, for /api/verify. */
export async function findChangeOrderByPdfHash(
  db: Executor,
  sha256: string,
): Promise<
  | {
      changeOrderId: string;
      contractId: string;
      sequence: number | null;
      signerName: string | null;
      signedAt: Date | null;
      certificateSha256: string;
    }
  | undefined
> {
  const [row] = await db
    .select({
      changeOrderId: changeOrders.id,
      contractId: changeOrders.contractId,
      sequence: changeOrders.sequence,
      signerName: changeOrders.signerName,
      signedAt: changeOrders.signedAt,
      certificateSha256: changeOrderDocuments.certificateSha256,
    })
    .from(changeOrderDocuments)
    .innerJoin(changeOrders, eq(changeOrders.id, changeOrderDocuments.changeOrderId))
    .where(eq(changeOrderDocuments.sha256, sha256));
  return row;
}

/** The contract's signed orders in number order, with their PDFs' hashes: the chain /verify shows. */
export async function listSignedChangeOrderChain(
  db: Executor,
  contractId: string,
): Promise<{ sequence: number; totalCents: number; signedAt: Date; sha256: string }[]> {
  const rows = await db
    .select({
      sequence: changeOrders.sequence,
      totalCents: changeOrders.totalCents,
      signedAt: changeOrders.signedAt,
      sha256: changeOrderDocuments.sha256,
    })
    .from(changeOrders)
    .innerJoin(changeOrderDocuments, eq(changeOrderDocuments.changeOrderId, changeOrders.id))
    .where(and(eq(changeOrders.contractId, contractId), eq(changeOrders.status, "signed")))
    .orderBy(asc(changeOrders.sequence));
  return rows.map((row) => ({ sequence: row.sequence ?? 0, totalCents: row.totalCents, signedAt: row.signedAt ?? new Date(0), sha256: row.sha256 }));
}

/** The last signed change order that changed the design (its number and frozen record), if any. */
export async function findLatestSignedDesignChange(db: Executor, contractId: string): Promise<{ sequence: number; recordText: string } | undefined> {
  const [row] = await db
    .select({ sequence: changeOrders.sequence, recordText: changeOrders.recordText })
    .from(changeOrders)
    .where(and(eq(changeOrders.contractId, contractId), eq(changeOrders.status, "signed"), isNotNull(changeOrders.design)))
    .orderBy(desc(changeOrders.sequence))
    .limit(1);
  return row && row.sequence !== null && row.recordText !== null ? { sequence: row.sequence, recordText: row.recordText } : undefined;
}
