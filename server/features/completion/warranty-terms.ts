/** The owner's warranty text: the newest saved version, or the business's default stored as version 1 on first use. */
import type { Executor } from "../../db";
import { defaultWarrantyTerms, type WarrantyTermsInput } from "../../../shared/completion/input";
import type { WarrantyTermsRow } from "../../../shared/schema";
import { findLatestWarrantyTerms, insertWarrantyTerms } from "./storage";

export async function currentWarrantyTerms(db: Executor, now: Date): Promise<WarrantyTermsRow> {
  const latest = await findLatestWarrantyTerms(db);
  if (latest) return latest;
  try {
    return await insertWarrantyTerms(db, { ...defaultWarrantyTerms, createdBy: "default", createdAt: now });
  } catch (error) {
    // Two first reads at once: the other one stored version 1.
    const stored = await findLatestWarrantyTerms(db);
    if (stored) return stored;
    throw error;
  }
}

/** Saves the owner's text as the next version; certificates already issued keep theirs. */
export async function saveWarrantyTerms(db: Executor, input: WarrantyTermsInput, by: string, now: Date): Promise<WarrantyTermsRow> {
  await currentWarrantyTerms(db, now);
  return insertWarrantyTerms(db, { ...input, createdBy: by, createdAt: now });
}
