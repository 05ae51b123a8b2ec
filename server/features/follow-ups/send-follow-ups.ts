/**
 * Sending a follow-up: on its day, by the sweep (from 10:00 up to 19:00 Toronto, with the quote
 * reminders), or at once by the owner's Send. Each is sent at most once: the row is locked and must
 * still be waiting. Just before sending, the rules are checked again, since time has passed since
 * planning: the client may have unsubscribed, a payment may have been voided, the implied consent
 * may have run out, the client may have been asked for a review for another job this year. The
 * sweep records a failed check as "not sent" with its reason; the owner's Send is refused with it.
 */
import type { Database, Executor } from "../../db";
import { conflict, notFound } from "../../errors";
import {
  followUpHours,
  followUpMessages,
  followUpSkipReasonLabels,
  reviewOncePerDays,
  reviewUrlProblem,
  type FollowUpSkipReason,
  type FollowUpSettings,
} from "../../../shared/follow-ups/rules";
import { isWithinImpliedConsent } from "../../../shared/completion/dates";
import { torontoDate } from "../../../shared/quote-rules";
import type { Contract, FollowUp } from "../../../shared/schema";
import { findContractById } from "../contracts/storage";
import { findStandingCompletion } from "../completion/storage";
import { recordEvent, type RequestContext } from "../../storage/events";
import { ensureMailPreference, findFollowUpById, lastReviewRequestSentTo, listDueFollowUpIds, lockFollowUp, updateFollowUp } from "./storage";
import { queueEmail } from "../../mail/outbox";
import { absoluteUrl, type MailSettings } from "../../mail/settings";
import { resealReminderEmail, reviewRequestEmail } from "./follow-up-mail";
import { contractPayments } from "../payments/payments";
import { torontoHour } from "../../toronto-time";
import { readFollowUpSettings } from "./follow-up-settings";
import { lastPaymentDay } from "./plan-follow-ups";

const sweepContext: RequestContext = { ip: null, userAgent: null };
const batchSize = 200;
const dayMs = 24 * 60 * 60 * 1000;

export const reviewLinkPath = (token: string) => `/r/${token}`;
/** The same review on our own page (server/features/mail-links/routes.ts). */
export const ownReviewPath = (token: string) => `/w/${token}`;
export const unsubscribePath = (token: string) => `/u/${token}`;

type Ready = { ok: true; contract: Contract; completedOn: string } | { ok: false; reason: FollowUpSkipReason | "cancelled" };

/** Whether the follow-up may go out now, by the rules of its kind. */
async function readiness(db: Executor, followUp: FollowUp, settings: FollowUpSettings, now: Date): Promise<Ready> {
  const contract = await findContractById(db, followUp.contractId);
  const completion = await findStandingCompletion(db, followUp.contractId);
  if (!contract || !completion) return { ok: false, reason: "cancelled" };
  const preference = await ensureMailPreference(db, followUp.email);
  if (preference.optedOutAt) return { ok: false, reason: "opted_out" };
  const money = await contractPayments(db, contract.id);
  if (money.outstandingCents > 0) return { ok: false, reason: "balance_owed" };
  if (followUp.kind === "review_request") {
    if (!settings.googleReviewUrl || reviewUrlProblem(settings.googleReviewUrl)) return { ok: false, reason: "no_review_link" };
    const last = await lastReviewRequestSentTo(db, followUp.email, followUp.id);
    if (last && now.getTime() - last.getTime() < reviewOncePerDays * dayMs) return { ok: false, reason: "asked_within_a_year" };
  } else {
    const paidOn = lastPaymentDay(money.payments) ?? completion.completedOn;
    if (!contract.maintenanceConsentAt && !isWithinImpliedConsent(paidOn, torontoDate(now))) return { ok: false, reason: "no_consent" };
  }
  return { ok: true, contract, completedOn: completion.completedOn };
}

async function deliver(
  tx: Executor,
  mail: MailSettings,
  followUp: FollowUp,
  ready: Extract<Ready, { ok: true }>,
  settings: FollowUpSettings,
  now: Date,
  context: RequestContext,
  by?: string,
): Promise<FollowUp> {
  const { contract } = ready;
  const preference = await ensureMailPreference(tx, followUp.email);
  const unsubscribeUrl = absoluteUrl(mail, unsubscribePath(preference.token));
  const message =
    followUp.kind === "review_request"
      ? reviewRequestEmail({
          clientName: contract.clientName,
          projectAddress: contract.projectAddress,
          reviewUrl: absoluteUrl(mail, reviewLinkPath(followUp.token)),
          ownReviewUrl: absoluteUrl(mail, ownReviewPath(followUp.token)),
          unsubscribeUrl,
        })
      : resealReminderEmail({
          clientName: contract.clientName,
          projectAddress: contract.projectAddress,
          completedOn: ready.completedOn,
          months: settings.resealMonths,
          season: settings.sealingSeason,
          unsubscribeUrl,
        });
  const email = await queueEmail(tx, {
    kind: followUp.kind === "review_request" ? "review-request" : "reseal-reminder",
    to: contract.clientEmail,
    message,
    quoteId: contract.quoteId,
    contractId: contract.id,
    listUnsubscribeUrl: unsubscribeUrl,
  });
  const sent = await updateFollowUp(tx, followUp.id, { status: "sent", sentAt: now, emailId: email.id, skipReason: null }, now);
  await recordEvent(
    tx,
    {
      type: "follow_up.sent",
      quoteId: contract.quoteId,
      contractId: contract.id,
      data: { followUpId: followUp.id, kind: followUp.kind, to: contract.clientEmail, emailId: email.id, ...(by ? { by } : {}) },
    },
    context,
  );
  return sent;
}

async function markNotSent(tx: Executor, followUp: FollowUp, reason: FollowUpSkipReason | "cancelled", now: Date, context: RequestContext) {
  if (reason === "cancelled") {
    await updateFollowUp(tx, followUp.id, { status: "cancelled", skipReason: null }, now);
    return;
  }
  const contract = await findContractById(tx, followUp.contractId);
  await updateFollowUp(tx, followUp.id, { status: "skipped", skipReason: reason }, now);
  await recordEvent(
    tx,
    {
      type: "follow_up.skipped",
      quoteId: contract?.quoteId,
      contractId: followUp.contractId,
      data: { followUpId: followUp.id, kind: followUp.kind, reason },
    },
    context,
  );
}

export const isFollowUpHour = (now: Date) => {
  const hour = torontoHour(now);
  return hour >= followUpHours.first && hour < followUpHours.last;
};

/** One sweep: sends (or records as not sent) every scheduled follow-up due by today. Returns how many went out. */
export async function sendDueFollowUps(db: Database, mail: MailSettings, now: Date): Promise<number> {
  if (!isFollowUpHour(now)) return 0;
  const ids = await listDueFollowUpIds(db, torontoDate(now), batchSize);
  if (ids.length === 0) return 0;
  const settings = await readFollowUpSettings(db);
  let sent = 0;
  for (const id of ids) {
    const wentOut = await db.transaction(async (tx) => {
      const followUp = await lockFollowUp(tx, id);
      // Another sweep (another server) or the owner took it meanwhile.
      if (!followUp || followUp.status !== "scheduled") return false;
      const ready = await readiness(tx, followUp, settings, now);
      if (!ready.ok) {
        await markNotSent(tx, followUp, ready.reason, now, sweepContext);
        return false;
      }
      await deliver(tx, mail, followUp, ready, settings, now, sweepContext);
      return true;
    });
    if (wentOut) sent += 1;
  }
  return sent;
}

const followUpNotFound = () => notFound("FOLLOW_UP_NOT_FOUND", followUpMessages.notFound);

/** The owner's Send: at once, whatever its day, if the rules allow it now (409 with the reason otherwise). */
export async function sendFollowUpNow(
  db: Database,
  mail: MailSettings,
  id: string,
  by: string,
  context: RequestContext,
  now: Date,
): Promise<FollowUp> {
  const found = await findFollowUpById(db, id);
  if (!found) throw followUpNotFound();
  const settings = await readFollowUpSettings(db);
  return db.transaction(async (tx) => {
    const followUp = await lockFollowUp(tx, found.id);
    if (!followUp) throw followUpNotFound();
    const waiting =
      followUp.status === "scheduled" || followUp.status === "held" || (followUp.status === "skipped" && followUp.skipReason !== "opted_out");
    if (!waiting) throw conflict("FOLLOW_UP_NOT_SENDABLE", followUpMessages.notSendable);
    const ready = await readiness(tx, followUp, settings, now);
    if (!ready.ok) {
      if (ready.reason === "no_review_link")
        throw conflict("FOLLOW_UP_NEEDS_REVIEW_LINK", "Add your Google review link in the follow-up settings first.");
      throw conflict(
        "FOLLOW_UP_NOT_SENDABLE",
        ready.reason === "cancelled" ? followUpMessages.notSendable : `${followUpSkipReasonLabels[ready.reason]}.`,
      );
    }
    return deliver(tx, mail, followUp, ready, settings, now, context, by);
  });
}

/** The owner's "Don't send": recorded as their choice; it is never planned again. */
export async function declineFollowUp(db: Database, id: string, by: string, context: RequestContext, now: Date): Promise<FollowUp> {
  const found = await findFollowUpById(db, id);
  if (!found) throw followUpNotFound();
  return db.transaction(async (tx) => {
    const followUp = await lockFollowUp(tx, found.id);
    if (!followUp) throw followUpNotFound();
    if (followUp.status === "sent" || followUp.status === "cancelled") throw conflict("FOLLOW_UP_NOT_SENDABLE", followUpMessages.notSendable);
    const contract = await findContractById(tx, followUp.contractId);
    const row = await updateFollowUp(tx, followUp.id, { status: "skipped", skipReason: "owner_declined" }, now);
    await recordEvent(
      tx,
      {
        type: "follow_up.skipped",
        quoteId: contract?.quoteId,
        contractId: followUp.contractId,
        data: { followUpId: followUp.id, kind: followUp.kind, reason: "owner_declined", by },
      },
      context,
    );
    return row;
  });
}

/** The owner saw the client's review on Google (no API tells us): recorded on the request. */
export async function markFollowUpReviewed(db: Database, id: string, by: string, context: RequestContext, now: Date): Promise<FollowUp> {
  const found = await findFollowUpById(db, id);
  if (!found) throw followUpNotFound();
  if (found.kind !== "review_request" || found.status !== "sent")
    throw conflict("FOLLOW_UP_NOT_SENDABLE", "Only a review request that was sent can be marked reviewed.");
  if (found.reviewedAt) return found;
  const contract = await findContractById(db, found.contractId);
  return db.transaction(async (tx) => {
    const row = await updateFollowUp(tx, found.id, { reviewedAt: now }, now);
    await recordEvent(
      tx,
      { type: "follow_up.marked_reviewed", quoteId: contract?.quoteId, contractId: found.contractId, data: { followUpId: found.id, by } },
      context,
    );
    return row;
  });
}
