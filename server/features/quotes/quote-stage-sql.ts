/**
 * The lifecycle's quote stage (shared/quote-lifecycle.ts, quoteStage) as SQL conditions, so the
 * admin's lists filter and count in the database. Each stage is "this fact, and none of the facts
 * that outrank it", in the same order as quoteStage; tests/api/admin-lists.test.ts checks that a
 * quote filtered by a stage is also shown at that stage.
 */
import { and, isNotNull, isNull, not, or, sql, type SQL } from "drizzle-orm";
import { openQuoteStages, type QuoteStage, type QuoteStageFilter } from "../../../shared/quote-lifecycle";
import { quotes } from "../../../shared/schema";

const hasContract = sql`exists (select 1 from "contracts" where "contracts"."quote_id" = "quotes"."id")`;
/** hasPrice: a price above zero cents. */
const priced = sql`${quotes.totalCents} > 0`;
/** isExpired: after the validUntil day in Toronto (`today`, YYYY-MM-DD, read as a date). */
const expired = (today: string) => sql`${quotes.validUntil} < ${today}::date`;

/** Each stage's own condition, assuming every stage before it in `order` did not match. */
function ownCondition(stage: QuoteStage, today: string): SQL {
  switch (stage) {
    case "signed":
      return hasContract;
    case "replaced":
      return isNotNull(quotes.replacedBy);
    case "accepted":
      return sql`${quotes.status} = 'accepted'`;
    case "declined":
      return sql`${quotes.status} = 'rejected'`;
    case "expired":
      return expired(today);
    case "unpriced":
      return not(priced);
    case "changes_requested":
      // changeRequestUnanswered: asked, and not sent again since.
      return and(isNotNull(quotes.changesRequestedAt), or(isNull(quotes.sentAt), sql`${quotes.sentAt} < ${quotes.changesRequestedAt}`)) as SQL;
    case "viewed":
      return isNotNull(quotes.firstViewedAt);
    case "sent":
      return isNotNull(quotes.sentAt);
    case "draft":
      return sql`true`;
  }
}

/** quoteStage's order: the first stage whose own condition holds is the quote's stage. */
const order: QuoteStage[] = ["signed", "replaced", "accepted", "declined", "expired", "unpriced", "changes_requested", "viewed", "sent", "draft"];

export function quoteStageCondition(stage: QuoteStage, today: string): SQL {
  const outranking = order.slice(0, order.indexOf(stage)).map((earlier) => not(ownCondition(earlier, today)));
  // `pending` is implied once accepted and declined are ruled out; said again so the status index can help.
  const pending = order.indexOf(stage) > order.indexOf("declined") ? [sql`${quotes.status} = 'pending'`] : [];
  return and(...pending, ...outranking, ownCondition(stage, today)) as SQL;
}

export function quoteStageFilterCondition(filter: QuoteStageFilter, today: string): SQL {
  if (filter !== "open") return quoteStageCondition(filter, today);
  return or(...openQuoteStages.map((stage) => quoteStageCondition(stage, today))) as SQL;
}

/** For the displayed stage of listed rows: whether each has a contract, read in the same query. */
export const quoteHasContract = () =>
  // Spelled out: in a single-table select Drizzle leaves column names unqualified, and "id" would be the contract's.
  sql<boolean>`exists (select 1 from "contracts" where "contracts"."quote_id" = "quotes"."id")`.mapWith(Boolean);
