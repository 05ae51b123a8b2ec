/** The contractor's signature (contractor_signature): at most one row, replaced or removed by the owner. */
import { eq } from "drizzle-orm";
import type { Executor } from "../../db";
import { contractorSignature, type ContractorSignature } from "../../../shared/schema";

const rowId = "business";

export async function findContractorSignature(db: Executor): Promise<ContractorSignature | undefined> {
  const [row] = await db.select().from(contractorSignature).where(eq(contractorSignature.id, rowId));
  return row;
}

/** Sets the signature, replacing the one there was. */
export async function saveContractorSignature(db: Executor, values: Omit<ContractorSignature, "id">): Promise<ContractorSignature> {
  const [row] = await db
    .insert(contractorSignature)
    .values({ id: rowId, ...values })
    .onConflictDoUpdate({ target: contractorSignature.id, set: values })
    .returning();
  return row;
}

/** True when there was one to remove. */
export async function deleteContractorSignature(db: Executor): Promise<boolean> {
  const removed = await db.delete(contractorSignature).where(eq(contractorSignature.id, rowId)).returning({ id: contractorSignature.id });
  return removed.length > 0;
}
