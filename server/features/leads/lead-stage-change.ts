/**
 * The owner's changes to a lead: its stage (with the facts a stage needs) and its follow-up date.
 * Each names the lead's version the owner saw (409 LEAD_CHANGED when it has changed since), locks
 * the lead, and is recorded on the lead's history with who made it (docs/decisions/0130).
 */
import type { Database, Executor } from "../../db";
import { conflict, unprocessable } from "../../errors";
import { leadDateHorizonDays, type LeadStage } from "../../../shared/lead-stages";
import { addDays, torontoDate } from "../../../shared/quote-rules";
import type { LeadFollowUp, LeadStageChange, QuoteRequest } from "../../../shared/schema";
import { recordEvent, type RequestContext } from "../../storage/events";
import { findQuoteRequestById, findQuoteRequestForUpdate, listLeadHistory, updateLead, type LeadChanges } from "./storage";
import { changeStatus, quoteRequestNotFound, withLeadRecords } from "./quote-requests";

const leadChanged = () =>
  conflict("LEAD_CHANGED", "This lead changed since you opened it. Its latest details are shown now; make your change again.");

async function lockAtVersion(tx: Executor, id: string, version: number): Promise<QuoteRequest> {
  const lead = await findQuoteRequestForUpdate(tx, id);
  if (!lead) throw quoteRequestNotFound();
  if (lead.version !== version) throw leadChanged();
  return lead;
}

/** A day no later than the horizon (two years): a typo such as 2062 is refused. */
function refuseFarDay(day: string, field: string, now: Date): void {
  const latest = addDays(torontoDate(now), leadDateHorizonDays);
  if (day > latest)
    throw unprocessable("LEAD_DATE_REFUSED", `Pick a day no later than ${latest}.`, { [field]: `Pick a day no later than ${latest}.` });
}

/** What moving to `stage` stores besides the stage itself; a 422 naming the missing fact when one is needed. */
function stageFacts(stage: LeadStage, change: LeadStageChange, now: Date): { changes: LeadChanges; detail: Record<string, string> } {
  // Leaving "lost" forgets why it was lost; the history keeps it.
  const notLost: LeadChanges = { lostReason: null, lostNote: null };
  switch (stage) {
    case "site_visit": {
      if (!change.siteVisitOn) {
        throw unprocessable("LEAD_STAGE_INCOMPLETE", "Give the site visit's date.", { siteVisitOn: "Give the site visit's date." });
      }
      refuseFarDay(change.siteVisitOn, "siteVisitOn", now);
      const detail: Record<string, string> = { siteVisitOn: change.siteVisitOn };
      if (change.siteVisitTime) detail.siteVisitTime = change.siteVisitTime;
      return { changes: { ...notLost, siteVisitOn: change.siteVisitOn, siteVisitTime: change.siteVisitTime ?? null }, detail };
    }
    case "lost": {
      if (!change.lostReason) {
        throw unprocessable("LEAD_STAGE_INCOMPLETE", "Choose why the lead was lost.", { lostReason: "Choose why the lead was lost." });
      }
      if (change.lostReason === "other" && !change.lostNote) {
        throw unprocessable("LEAD_STAGE_INCOMPLETE", "Say in a few words why the lead was lost.", {
          lostNote: "Say in a few words why the lead was lost.",
        });
      }
      const detail: Record<string, string> = { lostReason: change.lostReason };
      if (change.lostNote) detail.lostNote = change.lostNote;
      // Nothing is left to follow up on a lead that is over.
      return { changes: { lostReason: change.lostReason, lostNote: change.lostNote ?? null, followUpOn: null }, detail };
    }
    case "won":
      return { changes: { ...notLost, followUpOn: null }, detail: {} };
    default:
      return { changes: notLost, detail: {} };
  }
}

/**
 * The owner moves a lead to a stage. Moving it to the stage it is at changes nothing, except a site
 * visit given a new day or time (rebooked) and a lost lead given another reason: those are recorded.
 */
export async function changeLeadStage(
  db: Database,
  id: string,
  change: LeadStageChange,
  by: string,
  context: RequestContext,
  now: Date,
): Promise<QuoteRequest> {
  return db.transaction(async (tx) => {
    const lead = await lockAtVersion(tx, id, change.version);
    const { changes, detail } = stageFacts(change.status, change, now);
    const same =
      lead.status === change.status &&
      (change.status === "site_visit"
        ? lead.siteVisitOn === changes.siteVisitOn && lead.siteVisitTime === changes.siteVisitTime
        : change.status === "lost"
          ? lead.lostReason === changes.lostReason && lead.lostNote === changes.lostNote
          : true);
    if (same) return lead;
    return changeStatus(tx, lead, change.status, context, { by, at: now, changes, detail });
  });
}

/** The owner sets the lead's follow-up to a Toronto day, today or later (422 otherwise), or clears it (null). */
export async function setLeadFollowUp(
  db: Database,
  id: string,
  input: LeadFollowUp,
  by: string,
  context: RequestContext,
  now: Date,
): Promise<QuoteRequest> {
  if (input.followUpOn !== null) {
    const today = torontoDate(now);
    if (input.followUpOn < today) {
      throw unprocessable("LEAD_DATE_REFUSED", "Pick today or a later day for the follow-up.", {
        followUpOn: "Pick today or a later day for the follow-up.",
      });
    }
    refuseFarDay(input.followUpOn, "followUpOn", now);
  }
  return db.transaction(async (tx) => {
    const lead = await lockAtVersion(tx, id, input.version);
    if (lead.followUpOn === input.followUpOn) return lead;
    const updated = await updateLead(tx, id, { followUpOn: input.followUpOn });
    await recordEvent(tx, { type: "quote_request.follow_up_changed", quoteRequestId: id, data: { followUpOn: input.followUpOn, by } }, context);
    return updated;
  });
}

/** One entry of a lead's history: a stage change or a follow-up change, with who and when. */
export type LeadHistoryEntry = {
  id: string;
  at: Date;
  kind: "stage" | "follow_up";
  by: string | null;
  from: string | null;
  to: string | null;
  followUpOn: string | null;
  siteVisitOn: string | null;
  siteVisitTime: string | null;
  lostReason: string | null;
  lostNote: string | null;
  quoteId: string | null;
};

const text = (value: unknown) => (typeof value === "string" ? value : null);

/** The lead with its quotes, notes, related leads and history (oldest first). */
export async function leadDetail(db: Database, id: string, now: Date) {
  const lead = await findQuoteRequestById(db, id);
  if (!lead) throw quoteRequestNotFound();
  const [[withRecords], history] = await Promise.all([withLeadRecords(db, [lead], now), listLeadHistory(db, id)]);
  return {
    ...withRecords,
    history: history.map((row): LeadHistoryEntry => ({
      id: row.id,
      at: row.at,
      kind: row.type === "quote_request.follow_up_changed" ? "follow_up" : "stage",
      by: text(row.data.by),
      from: text(row.data.from),
      to: text(row.data.to),
      followUpOn: text(row.data.followUpOn),
      siteVisitOn: text(row.data.siteVisitOn),
      siteVisitTime: text(row.data.siteVisitTime),
      lostReason: text(row.data.lostReason),
      lostNote: text(row.data.lostNote),
      quoteId: text(row.data.quoteId),
    })),
  };
}
