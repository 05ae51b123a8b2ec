/**
 * A review's own words and facts, as stored and as shown: the six fields every view of a review
 * (the public site's, the owner's) and every way one is written (the owner's form, the client's own
 * page) carry the same way. The `date` a form and an answer speak of is the row's `reviewDate`.
 */
import type { ReviewInput } from "../../../shared/site/content";
import type { SiteReviewRow } from "./storage";

type ReviewWords = Pick<ReviewInput, "quote" | "firstName" | "city" | "rating" | "date" | "source">;

export function reviewWordsOf(row: SiteReviewRow): ReviewWords {
  return { quote: row.quote, firstName: row.firstName, city: row.city, rating: row.rating, date: row.reviewDate, source: row.source };
}

export function reviewRowWords(input: ReviewWords): Pick<SiteReviewRow, "quote" | "firstName" | "city" | "rating" | "reviewDate" | "source"> {
  return { quote: input.quote, firstName: input.firstName, city: input.city, rating: input.rating, reviewDate: input.date, source: input.source };
}
