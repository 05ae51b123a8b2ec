/**
 * The client's link: a token of its own (server/link-token.ts) in every address the client is given,
 * never the quote's or the contract's id. Everything the client does goes through `/api/links/{token}`.
 *
 * - A quote made before tokens keeps its id as its token, so the link already e-mailed keeps working;
 *   its contract's id (the old confirmation and PDF addresses) is accepted too, while that link stands.
 * - The owner can replace a link: the old token answers 410 LINK_REPLACED for ever, and the quote is
 *   e-mailed again with the new one when it can still be sent (docs/decisions/0114). The job's
 *   schedule link, if the quote was signed, is replaced with it (docs/decisions/0147).
 */
import type { Database, Executor } from "../../db";
import { gone } from "../../errors";
import { isLinkTokenShape, newLinkToken } from "../../link-token";
import { business } from "../../../shared/business";
import { choiceGroupProblems } from "../../../shared/choice-groups";
import { canSend } from "../../../shared/quote-lifecycle";
import type { Quote } from "../../../shared/schema";
import { findContractByQuoteId, findContractQuoteId } from "../contracts/storage";
import { recordEvent, type RequestContext } from "../../storage/events";
import { findQuoteById, findQuoteByLinkToken, findQuoteForUpdate, findRevokedLink, markQuoteFirstViewed, replaceLinkToken } from "./storage";
import { isUuid } from "../../storage/ids";
import { replaceScheduleLinkOfQuote } from "../schedule/schedule-link";
import type { MailSettings } from "../../mail/settings";
import { countsAsClientView, emailQuoteLink, quoteNotFound } from "./quotes";
import { currentRevision, toQuoteView, type QuoteView } from "./quote-views";

export const linkReplacedMessage = `This link has been replaced by a newer one. Please use the link in our latest e-mail, or call us at ${business.phoneDisplay} (${business.email}).`;

export const linkReplaced = () => gone("LINK_REPLACED", linkReplacedMessage);

/**
 * What the client's answers carry beyond the quote's own fields: whether it is signed (the page then
 * leads to the confirmation, at the same link) and, for a revised quote, the link of its current
 * revision. The response schema (clientQuoteSchema) leaves out every id.
 */
export type ClientQuoteView = QuoteView & { replaced: boolean; signed: boolean; currentLinkToken: string | null };

/** The quote whose link this is; 410 for a replaced link, 404 for anything else. */
export async function resolveClientLink(db: Executor, token: string): Promise<Quote> {
  if (!isLinkTokenShape(token)) throw quoteNotFound();
  // A quote's id in its text form is lower-case; an old link typed in capitals still works.
  const key = isUuid(token) ? token.toLowerCase() : token;
  const quote = await findQuoteByLinkToken(db, key);
  if (quote) return quote;
  if (await findRevokedLink(db, key)) throw linkReplaced();
  if (isUuid(key)) {
    const legacy = await resolveLegacyContractLink(db, key);
    if (legacy) return legacy;
  }
  throw quoteNotFound();
}

/** A contract's id was its confirmation's link before tokens: valid while its quote's link is still the legacy one. */
async function resolveLegacyContractLink(db: Executor, contractId: string): Promise<Quote | undefined> {
  const quoteId = await findContractQuoteId(db, contractId);
  if (!quoteId) return undefined;
  const quote = await findQuoteById(db, quoteId);
  if (quote && quote.linkToken === quote.id) return quote;
  if (await findRevokedLink(db, quoteId)) throw linkReplaced();
  return undefined;
}

/** The client's view: no id of any kind, whether it is signed, and where a revised quote's current revision is. */
export async function toClientQuote(db: Executor, quote: Quote, now: Date): Promise<ClientQuoteView> {
  const signed = quote.status === "accepted" && Boolean(await findContractByQuoteId(db, quote.id));
  const current = quote.replacedBy ? await currentRevision(db, quote) : undefined;
  return {
    ...toQuoteView(quote, { forAdmin: false, now }),
    replaced: quote.replacedBy !== null,
    signed,
    currentLinkToken: current?.linkToken ?? null,
  };
}

/** The client opens their link: the first view of a sent, priced quote is recorded once, with the caller's address. */
export async function viewClientQuote(db: Database, token: string, context: RequestContext, now: Date): Promise<ClientQuoteView> {
  let quote = await resolveClientLink(db, token);
  if (countsAsClientView(quote) && (await markQuoteFirstViewed(db, quote.id))) {
    await recordEvent(db, { type: "quote.viewed", quoteId: quote.id, data: {} }, context);
    quote = (await findQuoteById(db, quote.id)) ?? quote;
  }
  return toClientQuote(db, quote, now);
}

/**
 * The owner replaces the client's link: a new token, the old one revoked (410 from now on), the event
 * on the timeline and, when the quote can still be sent, the quote e-mailed again with the new link.
 * Returns the quote with its new link and whether it was e-mailed.
 */
export async function replaceClientLink(
  db: Database,
  mail: MailSettings,
  id: string,
  context: RequestContext,
  now: Date,
): Promise<{ quote: Quote; emailed: boolean }> {
  return db.transaction(async (tx) => {
    const existing = await findQuoteForUpdate(tx, id);
    if (!existing) throw quoteNotFound();
    let quote = await replaceLinkToken(tx, existing, newLinkToken());
    // The signed quote's schedule link goes with it: a leaked link must not leave the schedule open.
    await replaceScheduleLinkOfQuote(tx, id, now);
    // A quote whose choices are not ready is not e-mailed: sending it is refused too (server/features/quotes/quote-choices.ts).
    const emailed = canSend(quote, now).allowed && choiceGroupProblems(quote.lineItems, quote.choiceGroups).length === 0;
    if (emailed) quote = await emailQuoteLink(tx, mail, quote, context, now);
    await recordEvent(tx, { type: "quote.link_replaced", quoteId: id, data: { emailed } }, context);
    return { quote, emailed };
  });
}
