import type { Database, Executor } from "../db";
import { notFound } from "../errors";
import type { InsertQuoteRequest, QuoteRequest, QuoteRequestStatus } from "../../shared/schema";
import { recordEvent, type RequestContext } from "../storage/events";
import type { LeadView } from "../../shared/api/responses";
import { quoteStage } from "../../shared/quote-lifecycle";
import { centsToTotalCost } from "../../shared/money";
import type { StoredNote } from "../storage/notes";
import {
  findQuoteRequestForUpdate,
  listLeadNotes,
  listQuotesFromLeads,
  insertQuoteRequest,
  listQuoteRequests,
  setQuoteRequestStatus,
} from "../storage/quote-requests";
import { queueQuoteRequestEmails } from "./mail/messages";
import type { MailSettings } from "./mail/settings";
import { relatedLeadIds } from "./lead-groups";
import { keepPhotoFiles } from "../storage/uploads";
import { preparePhotos, type IncomingPhoto } from "./photos/prepare";

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

/** Sets a locked lead's status; an event is written only when it really changes. */
async function changeStatus(
  tx: Executor,
  lead: QuoteRequest,
  status: QuoteRequestStatus,
  context: RequestContext,
  data: Record<string, unknown> = {},
): Promise<QuoteRequest> {
  if (lead.status === status) return lead;
  const updated = await setQuoteRequestStatus(tx, lead.id, status);
  await recordEvent(tx, { type: "quote_request.status_changed", quoteRequestId: lead.id, data: { from: lead.status, to: status, ...data } }, context);
  return updated;
}

/** The admin moves a lead between new, quoted and closed. */
export async function updateQuoteRequestStatus(db: Database, id: string, status: QuoteRequestStatus, context: RequestContext): Promise<QuoteRequest> {
  return db.transaction(async (tx) => {
    const lead = await findQuoteRequestForUpdate(tx, id);
    if (!lead) throw quoteRequestNotFound();
    return changeStatus(tx, lead, status, context);
  });
}

/** A quote was priced from this lead (inside the quote's own transaction); 404 if it does not exist. */
/** The lead a new quote names must exist before the quote can point at it (a foreign key). */
export async function lockLeadToQuote(tx: Executor, id: string): Promise<void> {
  if (!(await findQuoteRequestForUpdate(tx, id))) throw quoteRequestNotFound();
}

export async function markLeadQuoted(tx: Executor, id: string, quoteId: string, context: RequestContext): Promise<void> {
  const lead = await findQuoteRequestForUpdate(tx, id);
  if (!lead) throw quoteRequestNotFound();
  await changeStatus(tx, lead, "quoted", context, { quoteId });
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
 * Every lead for the admin, newest first, each with the quotes priced from it (at their lifecycle
 * stage: a signed one says signed), its notes, and the other leads from the same person. Three reads
 * in all, whatever the number of leads.
 */
export async function listLeads(db: Database, now: Date): Promise<Lead[]> {
  const [requests, quoteRows, noteRows] = await Promise.all([listQuoteRequests(db), listQuotesFromLeads(db), listLeadNotes(db)]);
  const quotesByLead = groupBy(quoteRows, (quote) => quote.quoteRequestId);
  const notesByLead = groupBy(noteRows, (note) => note.quoteRequestId);
  const related = relatedLeadIds(requests);
  const byId = new Map(requests.map((request) => [request.id, request]));
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
