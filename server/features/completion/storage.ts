/** Job completions, the owner's warranty text and issued warranty certificates (shared/completion/schema.ts). */
import { and, desc, eq, isNull, max, sql } from "drizzle-orm";
import type { Executor } from "../../db";
import {
  jobCompletions,
  warrantyCertificates,
  warrantyTerms,
  type JobCompletion,
  type WarrantyCertificate,
  type WarrantyTermsRow,
} from "../../../shared/schema";
import { isUuid } from "../../storage/ids";

export async function findStandingCompletion(db: Executor, contractId: string): Promise<JobCompletion | undefined> {
  if (!isUuid(contractId)) return undefined;
  const [row] = await db
    .select()
    .from(jobCompletions)
    .where(and(eq(jobCompletions.contractId, contractId), isNull(jobCompletions.undoneAt)));
  return row;
}

export async function insertCompletion(db: Executor, completion: typeof jobCompletions.$inferInsert): Promise<JobCompletion> {
  const [row] = await db.insert(jobCompletions).values(completion).returning();
  return row;
}

export async function markCompletionUndone(db: Executor, id: string, undo: { at: Date; by: string; reason: string }): Promise<void> {
  await db.update(jobCompletions).set({ undoneAt: undo.at, undoneBy: undo.by, undoReason: undo.reason }).where(eq(jobCompletions.id, id));
}

/** The newest version of the owner's warranty text, if they saved one. */
export async function findLatestWarrantyTerms(db: Executor): Promise<WarrantyTermsRow | undefined> {
  const [row] = await db.select().from(warrantyTerms).orderBy(desc(warrantyTerms.version)).limit(1);
  return row;
}

/** A new version, the one after the newest (two saves at once: the primary key refuses the second). */
export async function insertWarrantyTerms(db: Executor, terms: Omit<typeof warrantyTerms.$inferInsert, "version">): Promise<WarrantyTermsRow> {
  const [latest] = await db.select({ version: max(warrantyTerms.version) }).from(warrantyTerms);
  const [row] = await db
    .insert(warrantyTerms)
    .values({ ...terms, version: (latest?.version ?? 0) + 1 })
    .returning();
  return row;
}

export async function findStandingCertificate(db: Executor, contractId: string): Promise<WarrantyCertificate | undefined> {
  if (!isUuid(contractId)) return undefined;
  const [row] = await db
    .select()
    .from(warrantyCertificates)
    .where(and(eq(warrantyCertificates.contractId, contractId), isNull(warrantyCertificates.voidedAt)));
  return row;
}

/** The last certificate number given (0 before the first), read without a lock. */
export async function peekWarrantySequence(db: Executor): Promise<number> {
  const [row] = await db.select({ last: max(warrantyCertificates.sequence) }).from(warrantyCertificates);
  return row?.last ?? 0;
}

/**
 * The next certificate number. An advisory lock held to the end of the transaction makes parallel
 * issues take turns, so numbers follow one another without gaps (a rolled-back issue frees its number).
 */
export async function takeWarrantySequence(db: Executor): Promise<number> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('warranty_certificates'))`);
  const [row] = await db.select({ last: max(warrantyCertificates.sequence) }).from(warrantyCertificates);
  return (row?.last ?? 0) + 1;
}

export async function insertCertificate(db: Executor, certificate: typeof warrantyCertificates.$inferInsert): Promise<WarrantyCertificate> {
  const [row] = await db.insert(warrantyCertificates).values(certificate).returning();
  return row;
}

export async function voidCertificate(db: Executor, id: string, voided: { at: Date; reason: string }): Promise<void> {
  await db.update(warrantyCertificates).set({ voidedAt: voided.at, voidReason: voided.reason }).where(eq(warrantyCertificates.id, id));
}

/** The certificate whose PDF has this SHA-256 (voided ones too: /verify says they were voided). */
export async function findCertificateByPdfHash(db: Executor, sha256: string): Promise<WarrantyCertificate | undefined> {
  const [row] = await db.select().from(warrantyCertificates).where(eq(warrantyCertificates.sha256, sha256));
  return row;
}
