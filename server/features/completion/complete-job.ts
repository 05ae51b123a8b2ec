/**
 * The hand-over: the owner marks a signed contract's job complete (a Toronto day, not in the future,
 * not before the pour, at most 30 days back) with the crew's checklist; the client is e-mailed the
 * aftercare guide built from the job's real dates and, when nothing is owed, the warranty certificate
 * follows at once (warranty-issue.ts). Undoing a completion voids a certificate issued on it.
 */
import type { Database, Executor } from "../../db";
import { conflict, unprocessable } from "../../errors";
import type { CompleteJobInput } from "../../../shared/completion/input";
import { aftercareDates, completionDateProblem } from "../../../shared/completion/dates";
import { torontoDate } from "../../../shared/quote-rules";
import type { JobCompletion, WarrantyCertificate } from "../../../shared/schema";
import { findContractById } from "../contracts/storage";
import { findStandingCertificate, findStandingCompletion, insertCompletion, markCompletionUndone, voidCertificate } from "./storage";
import { recordEvent, type RequestContext } from "../../storage/events";
import { findOrCreateJob, listJobVisits } from "../schedule/job-storage";
import { contractNotFound } from "../contracts/contracts";
import { queueEmail } from "../../mail/outbox";
import type { MailSettings } from "../../mail/settings";
import { handOverEmail } from "./hand-over-mail";
import { contractPayments } from "../payments/payments";
import { issueWarrantyIfDue } from "./warranty-issue";
import { cancelFollowUps, planFollowUpsAfterChange } from "../follow-ups/plan-follow-ups";
import { currentWarrantyTerms } from "./warranty-terms";

type Owner = { email: string };

/** The last pour of the job that was not cancelled, if one was dated. */
async function pourDayOf(db: Executor, contract: { id: string; quoteId: string }): Promise<string | null> {
  const job = await findOrCreateJob(db, contract);
  const pours = (await listJobVisits(db, job.id)).filter((visit) => visit.kind === "pour" && visit.day !== null && visit.status !== "cancelled");
  return pours.reduce<string | null>((latest, visit) => (latest === null || (visit.day ?? "") > latest ? visit.day : latest), null);
}

export async function completeJob(
  db: Database,
  mail: MailSettings,
  contractId: string,
  input: CompleteJobInput,
  owner: Owner,
  context: RequestContext,
  now: Date,
): Promise<{ completion: JobCompletion; certificate: WarrantyCertificate | null }> {
  const contract = await findContractById(db, contractId.toLowerCase());
  if (!contract) throw contractNotFound();
  const pourDay = await pourDayOf(db, contract);
  const problem = completionDateProblem(input.completedOn, { pourDay, today: torontoDate(now) });
  if (problem) throw unprocessable("COMPLETION_DATE_REFUSED", problem, { completedOn: problem });
  const terms = await currentWarrantyTerms(db, now);
  const aftercare = aftercareDates({ pourDay: pourDay ?? input.completedOn }, input.completedOn);

  const completion = await db
    .transaction(async (tx) => {
      if (await findStandingCompletion(tx, contract.id))
        throw conflict("JOB_ALREADY_COMPLETE", "This job is already marked complete. Undo the completion first to change it.");
      const money = await contractPayments(tx, contract.id);
      const row = await insertCompletion(tx, {
        contractId: contract.id,
        completedOn: input.completedOn,
        pourDay: aftercare.pourDay,
        checklist: input.checklist,
        completedBy: owner.email,
        completedAt: now,
      });
      await recordEvent(
        tx,
        {
          type: "job.completed",
          quoteId: contract.quoteId,
          contractId: contract.id,
          data: { completionId: row.id, completedOn: row.completedOn, by: owner.email },
        },
        context,
      );
      await queueEmail(tx, {
        kind: "hand-over",
        to: contract.clientEmail,
        message: handOverEmail({
          clientName: contract.clientName,
          projectAddress: contract.projectAddress,
          completedOn: row.completedOn,
          aftercare,
          sealedOnSite: input.checklist.sealedOnSite,
          outstandingCents: money.outstandingCents,
          warrantyYears: terms.years,
        }),
        quoteId: contract.quoteId,
        contractId: contract.id,
      });
      return row;
    })
    .catch((error: unknown) => {
      // Two completions at once: the partial unique index keeps one.
      if (isUniqueViolation(error))
        throw conflict("JOB_ALREADY_COMPLETE", "This job is already marked complete. Undo the completion first to change it.");
      throw error;
    });
  const outcome = await issueWarrantyIfDue(db, mail, contract.id, context, now);
  // Complete and already paid: the review request and reseal reminder are planned now.
  await planFollowUpsAfterChange(db, contract.id, now);
  return { completion, certificate: "issued" in outcome ? outcome.issued : null };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === "23505") return true;
  }
  return false;
}

export async function undoCompletion(
  db: Database,
  contractId: string,
  reason: string,
  owner: Owner,
  context: RequestContext,
  now: Date,
): Promise<void> {
  const contract = await findContractById(db, contractId.toLowerCase());
  if (!contract) throw contractNotFound();
  await db.transaction(async (tx) => {
    const completion = await findStandingCompletion(tx, contract.id);
    if (!completion) throw conflict("JOB_NOT_COMPLETE", "This job is not marked complete.");
    const certificate = await findStandingCertificate(tx, contract.id);
    await markCompletionUndone(tx, completion.id, { at: now, by: owner.email, reason });
    await cancelFollowUps(tx, contract.id, now);
    await recordEvent(
      tx,
      {
        type: "job.completion_undone",
        quoteId: contract.quoteId,
        contractId: contract.id,
        data: { completionId: completion.id, reason, by: owner.email },
      },
      context,
    );
    if (certificate) {
      await voidCertificate(tx, certificate.id, { at: now, reason });
      await recordEvent(
        tx,
        {
          type: "warranty.voided",
          quoteId: contract.quoteId,
          contractId: contract.id,
          data: { certificateId: certificate.id, number: certificate.number, reason },
        },
        context,
      );
    }
  });
}
