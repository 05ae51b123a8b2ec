import type { Database, Executor } from "../../db";
import { notFound } from "../../errors";
import type { InsertQuoteRequest, QuoteRequest, QuoteRequestStatus } from "../../../shared/schema";
import { recordEvent, type RequestContext } from "../../storage/events";
import type { LeadView } from "../../../shared/api/responses";
import { quoteStage } from "../../../shared/quote-lifecycle";
import { centsToTotalCost } from "../../../shared/money";
import type { StoredNote } from "../notes/storage";
import {
  findLeadOfQuoteForUpdate,
  findQuoteRequestForUpdate,
  listLeadContacts,
  listLeadNotes,
  listQuotesFromLeads,
  insertQuoteRequest,
  updateLead,
  type LeadChanges,
} from "./storage";
import { countLeadRows, listLeadRows } from "./lead-list-storage";
import type { LeadListQuery } from "../../../shared/list-query";
import { torontoDate } from "../../../shared/quote-rules";
import { queueQuoteRequestEmails } from "../quotes/messages";
import type { MailSettings } from "../../mail/settings";
import { relatedLeadIds } from "./lead-groups";
import { keepPhotoFiles } from "../../photos/photo-storage";
import { preparePhotos, type IncomingPhoto } from "../../photos/prepare";

export const quoteRequestNotFound = () => notFound("QUOTE_REQUEST_NOT_FOUND", "Quote request not found");

/** A new lead, its photos, its event and its two e-mails (acknowledgement, business notice): all or nothing. */
export async function submitQuoteRequest(
  db: Database,
  mail: MailSettings,
  request: InsertQuoteRequest,
  photos: IncomingPhoto[],
  context: RequestContext,
): Promise<QuoteRequest> {
  // Decoding and re-encoding happen first, off the event loop; then the photo files (embedded database), and
  // the transaction only writes the small results.
  const prepared = await preparePhotos(photos);
  return keepPhotoFiles(db, prepared, (uploads) =>
    db.transaction(async (tx) => {
      const created = await insertQuoteRequest(tx, request, uploads);
      await recordEvent(tx, { type: "quote_request.created", quoteRequestId: created.id, data: { photos: uploads.length } }, context);
      await queueQuoteRequestEmails(tx, mail, created);
      return created;
    }),
  );
}

/**
 * Moves a locked lead to another stage with the facts that stage carries, counts the change in its
 * version and records it on the lead's history (who, when, from, to); nothing when it is already there.
 */
export async function changeStatus(
  tx: Executor,
  lead: QuoteRequest,
  status: QuoteRequestStatus,
  context: RequestContext,
  facts: { by: string; at: Date; quoteId?: string; changes?: LeadChanges; detail?: Record<string, string> },
): Promise<QuoteRequest> {
  if (lead.status === status && !facts.changes) return lead;
  const updated = await updateLead(tx, lead.id, { status, stageChangedAt: facts.at, ...facts.changes });
  await recordEvent(
    tx,
    {
      type: "quote_request.status_changed",
      quoteRequestId: lead.id,
      data: { from: lead.status, to: status, by: facts.by, ...(facts.quoteId ? { quoteId: facts.quoteId } : {}), ...facts.detail },
    },
    context,
  );
  return updated;
}

/** A quote was priced from this lead (inside the quote's own transaction); 404 if it does not exist. */
/** The lead a new quote names must exist before the quote can point at it (a foreign key). */
export async function lockLeadToQuote(tx: Executor, id: string): Promise<void> {
  if (!(await findQuoteRequestForUpdate(tx, id))) throw quoteRequestNotFound();
}

/** A quote priced from the lead makes it quoted, from any stage but won (a won lead stays won). */
export async function markLeadQuoted(tx: Executor, id: string, quoteId: string, context: RequestContext, now: Date): Promise<void> {
  const lead = await findQuoteRequestForUpdate(tx, id);
  if (!lead) throw quoteRequestNotFound();
  if (lead.status === "won" || lead.status === "quoted") return;
  await changeStatus(tx, lead, "quoted", context, { by: automaticChange, at: now, quoteId });
}

/** Who moved a lead when no one did by hand: a quote created from it, or its contract signed. */
export const automaticChange = "automatic";

/** The client signed a contract on a quote priced from a lead (inside the signing's transaction): the lead is won. */
export async function markLeadWon(tx: Executor, quoteId: string, context: RequestContext, now: Date): Promise<void> {
  const lead = await findLeadOfQuoteForUpdate(tx, quoteId);
  if (!lead || lead.status === "won") return;
  // Nothing is left to follow up on a won lead.
  await changeStatus(tx, lead, "won", context, { by: automaticChange, at: now, quoteId, changes: { followUpOn: null } });
}

function groupBy<Item>(items: Item[], key: (item: Item) => string | null): Map<string | null, Item[]> {
  const groups = new Map<string | null, Item[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** A lead as the admin's list holds it before encoding (timestamps as Dates). */
export type Lead = QuoteRequest & {
  quotes: { id: string; stage: LeadView["quotes"][number]["stage"]; totalCost: string; revision: number; createdAt: Date }[];
  notes: StoredNote[];
  related: { id: string; name: string; createdAt: Date }[];
};

/**
 * These leads with what belongs to each: the quotes priced from it (at their lifecycle stage: a
 * signed one says signed), its notes, and the other leads from the same person. Three reads whatever
 * the number of leads.
 */
export async function withLeadRecords(db: Executor, requests: QuoteRequest[], now: Date): Promise<Lead[]> {
  const ids = requests.map((request) => request.id);
  const [quoteRows, noteRows, contacts] = await Promise.all([listQuotesFromLeads(db, ids), listLeadNotes(db, ids), listLeadContacts(db)]);
  const quotesByLead = groupBy(quoteRows, (quote) => quote.quoteRequestId);
  const notesByLead = groupBy(noteRows, (note) => note.quoteRequestId);
  const related = relatedLeadIds(contacts);
  const byId = new Map(contacts.map((contact) => [contact.id, contact]));
  return requests.map((request) => ({
    ...request,
    quotes: (quotesByLead.get(request.id) ?? []).map((quote) => ({
      id: quote.id,
      stage: quoteStage(quote, { exists: quote.contractId !== null }, now),
      totalCost: centsToTotalCost(quote.totalCents),
      revision: quote.revision,
      createdAt: quote.createdAt,
    })),
    notes: (notesByLead.get(request.id) ?? []).map((note) => ({ id: note.id, text: String(note.data.text ?? ""), at: note.at })),
    related: (related.get(request.id) ?? []).map((id) => {
      const other = byId.get(id)!;
      return { id, name: other.name, createdAt: other.createdAt };
    }),
  }));
}

/**
 * The admin's leads, newest first (follow-ups due soonest first when filtered by follow-up):
 * filtered, searched and paged by the database; without any list parameter, every lead.
 */
export async function listLeads(db: Database, query: LeadListQuery, now: Date) {
  const filter = { stage: query.stage, followUp: query.followUp, q: query.q, today: torontoDate(now) };
  const page = query.paged ? { offset: (query.page - 1) * query.pageSize, limit: query.pageSize } : undefined;
  const [rows, total] = await Promise.all([listLeadRows(db, filter, page), page ? countLeadRows(db, filter) : undefined]);
  const leads = await withLeadRecords(db, rows, now);
  return page
    ? { quoteRequests: leads, total: total ?? 0, page: query.page, pageSize: query.pageSize }
    : { quoteRequests: leads, total: leads.length, page: 1, pageSize: Math.max(leads.length, 1) };
}
