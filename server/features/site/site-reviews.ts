/**
 * Reviews the business received, as the owner records them. The site shows a review only when it is
 * published, and it can be published only with the client's agreement to be quoted (checked here with
 * a message, and by the table's check constraint). A change to a review a page could show bumps the
 * site's version, so the pages (and the counts and average they state) follow at once.
 *
 * A review the client left on their own page (origin "client") keeps the client's words, rating, name,
 * city, date, source, job and consent: the owner may only publish it (with that consent) or take it off
 * the site. A review the owner enters is the business's and never claims our own page as its source,
 * so it can neither pass for the client's own nor take its place (decision 0148).
 */
import type { Database, Executor } from "../../db";
import { ownPageReviewSource, siteMessages, type ReviewInput } from "../../../shared/site/content";
import type { OwnerReview } from "../../../shared/site/responses";
import { badRequest, conflict, notFound, unprocessable } from "../../errors";
import { findContractById } from "../contracts/storage";
import {
  bumpSiteVersion,
  deleteReviewRow,
  findReviewRow,
  insertReviewRow,
  listReviewRows,
  lockSiteState,
  updateReviewRow,
  type SiteReviewRow,
} from "./storage";
import { reviewRowWords, reviewWordsOf } from "./review-words";

const reviewNotFound = () => notFound("REVIEW_NOT_FOUND", "No such review.");
const sourceReserved = () =>
  unprocessable("REVIEW_SOURCE_RESERVED", "“Our website” is for reviews clients leave on their own page: choose where this client left the review.", {
    source: "“Our website” is for reviews clients leave on their own page: choose where this client left the review.",
  });
const leftByClient = () =>
  conflict(
    "REVIEW_LEFT_BY_CLIENT",
    "The client wrote this review on their own page: its words, rating, name and consent stay as they left them. You can show it on the website (when they agreed) or take it off.",
  );

/** The client's own review, as sent back by the owner: unchanged but for `published`. */
function sameAsLeft(row: SiteReviewRow, input: ReviewInput): boolean {
  return (
    input.quote === row.quote &&
    input.firstName === row.firstName &&
    input.city === row.city &&
    input.rating === row.rating &&
    input.date === row.reviewDate &&
    input.source === row.source &&
    input.consentToQuote === row.consentToQuote &&
    (input.contractId?.toLowerCase() ?? null) === row.contractId
  );
}

async function ownerReviewOf(db: Executor, row: SiteReviewRow): Promise<OwnerReview> {
  const contract = row.contractId ? await findContractById(db, row.contractId) : undefined;
  return {
    id: row.id,
    ...reviewWordsOf(row),
    consentToQuote: row.consentToQuote,
    published: row.published,
    contractId: row.contractId,
    origin: row.origin,
    jobLabel: contract ? `${contract.clientName}, ${contract.projectAddress}` : null,
  };
}

export async function listOwnerReviews(db: Database): Promise<OwnerReview[]> {
  const rows = await listReviewRows(db);
  return Promise.all(rows.map((row) => ownerReviewOf(db, row)));
}

/** A review the owner enters: checked, and always the business's. */
async function checkedRow(db: Executor, input: ReviewInput) {
  if (input.source === ownPageReviewSource) throw sourceReserved();
  if (input.published && !input.consentToQuote) throw badRequest("VALIDATION_FAILED", siteMessages.consent, { published: siteMessages.consent });
  if (input.contractId && !(await findContractById(db, input.contractId.toLowerCase()))) {
    throw badRequest("VALIDATION_FAILED", "No such job.", { contractId: "No such job." });
  }
  return {
    ...reviewRowWords(input),
    consentToQuote: input.consentToQuote,
    published: input.published,
    contractId: input.contractId?.toLowerCase() ?? null,
    origin: "business" as const,
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
  const saved = await db.transaction(async (tx) => {
    await lockSiteState(tx);
    const before = await findReviewRow(tx, id);
    if (!before) throw reviewNotFound();
    let change: Parameters<typeof updateReviewRow>[2];
    if (before.origin === "client") {
      if (!sameAsLeft(before, input)) throw leftByClient();
      if (input.published && !before.consentToQuote) throw badRequest("VALIDATION_FAILED", siteMessages.consent, { published: siteMessages.consent });
      change = { published: input.published };
    } else {
      change = await checkedRow(tx, input);
    }
    const after = await updateReviewRow(tx, before.id, change);
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
