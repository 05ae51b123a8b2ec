/**
 * Reviews the business received, as the owner records them. The site shows a review only when it is
 * published, and it can be published only with the client's agreement to be quoted (checked here with
 * a message, and by the table's check constraint). A change to a review a page could show bumps the
 * site's version, so the pages (and the counts and average they state) follow at once.
 */
import type { Database, Executor } from "../../db";
import { siteMessages, type ReviewInput } from "../../../shared/site-content";
import type { OwnerReview } from "../../../shared/api/site-responses";
import { badRequest, notFound } from "../../errors";
import { findContractById } from "../../storage/contracts";
import {
  bumpSiteVersion,
  deleteReviewRow,
  findReviewRow,
  insertReviewRow,
  listReviewRows,
  lockSiteState,
  updateReviewRow,
  type SiteReviewRow,
} from "../../storage/site";

const reviewNotFound = () => notFound("REVIEW_NOT_FOUND", "No such review.");

async function ownerReviewOf(db: Executor, row: SiteReviewRow): Promise<OwnerReview> {
  const contract = row.contractId ? await findContractById(db, row.contractId) : undefined;
  return {
    id: row.id,
    quote: row.quote,
    firstName: row.firstName,
    city: row.city,
    rating: row.rating,
    date: row.reviewDate,
    source: row.source,
    consentToQuote: row.consentToQuote,
    published: row.published,
    contractId: row.contractId,
    jobLabel: contract ? `${contract.clientName}, ${contract.projectAddress}` : null,
  };
}

export async function listOwnerReviews(db: Database): Promise<OwnerReview[]> {
  const rows = await listReviewRows(db);
  return Promise.all(rows.map((row) => ownerReviewOf(db, row)));
}

async function checkedRow(db: Executor, input: ReviewInput) {
  if (input.published && !input.consentToQuote) throw badRequest("VALIDATION_FAILED", siteMessages.consent, { published: siteMessages.consent });
  if (input.contractId && !(await findContractById(db, input.contractId.toLowerCase()))) {
    throw badRequest("VALIDATION_FAILED", "No such job.", { contractId: "No such job." });
  }
  return {
    quote: input.quote,
    firstName: input.firstName,
    city: input.city,
    rating: input.rating,
    reviewDate: input.date,
    source: input.source,
    consentToQuote: input.consentToQuote,
    published: input.published,
    contractId: input.contractId?.toLowerCase() ?? null,
  };
}

export async function createReview(db: Database, input: ReviewInput): Promise<OwnerReview> {
  const row = await checkedRow(db, input);
  const saved = await db.transaction(async (tx) => {
    await lockSiteState(tx);
    const inserted = await insertReviewRow(tx, row);
    if (inserted.published) await bumpSiteVersion(tx);
    return inserted;
  });
  return ownerReviewOf(db, saved);
}

export async function updateReview(db: Database, id: string, input: ReviewInput): Promise<OwnerReview> {
  const row = await checkedRow(db, input);
  const saved = await db.transaction(async (tx) => {
    await lockSiteState(tx);
    const before = await findReviewRow(tx, id);
    if (!before) throw reviewNotFound();
    const after = await updateReviewRow(tx, before.id, row);
    if (before.published || after!.published) await bumpSiteVersion(tx);
    return after!;
  });
  return ownerReviewOf(db, saved);
}

export async function deleteReview(db: Database, id: string): Promise<OwnerReview[]> {
  await db.transaction(async (tx) => {
    await lockSiteState(tx);
    const before = await findReviewRow(tx, id);
    if (!before) throw reviewNotFound();
    await deleteReviewRow(tx, before.id);
    if (before.published) await bumpSiteVersion(tx);
  });
  return listOwnerReviews(db);
}
