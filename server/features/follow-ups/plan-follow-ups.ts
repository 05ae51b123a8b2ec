/**
 * Planning a job's follow-ups once it is complete and paid (the completion, or the payment that
 * clears the balance, calls this; calling it again changes nothing that is decided):
 * - the review request, `reviewDelayDays` after the later of the completion and the last payment,
 *   scheduled (or held for the owner's Send in "hold" mode);
 * - the reseal reminder on the day resealPlan gives: the reseal due day with the client's consent,
 *   else inside the two years a purchase implies, else not at all (skipped: no consent).
 * One of each per job, ever (a unique index): a follow-up already sent, or declined by the owner or
 * unsubscribed, stays so; one cancelled by an undone completion, or skipped for a balance since paid,
 * is planned again.
 */
import type { Database, Executor } from "../../db";
import { resealPlan, type FollowUpKind, type FollowUpSkipReason, type FollowUpStatus } from "../../../shared/follow-ups/rules";
import { reviewRequestDay } from "../../../shared/completion/dates";
import { torontoDate } from "../../../shared/quote-rules";
import type { Contract } from "../../../shared/schema";
import { findStandingCompletion } from "../completion/storage";
import { findContractById } from "../contracts/storage";
import { cancelWaitingFollowUps, findFollowUp, insertFollowUp, updateFollowUp } from "./storage";
import { contractPayments } from "../payments/payments";
import { readFollowUpSettings } from "./follow-up-settings";

type Plan = { status: FollowUpStatus; dueOn: string; skipReason: FollowUpSkipReason | null };

/** Reasons a later payment or completion may undo: the facts behind them can change. */
const replannable: ReadonlySet<FollowUpSkipReason | null> = new Set(["balance_owed", "no_consent"]);

async function plan(db: Executor, contract: Contract, kind: FollowUpKind, wanted: Plan, now: Date): Promise<void> {
  const existing = await findFollowUp(db, contract.id, kind);
  if (!existing) {
    await insertFollowUp(db, { contractId: contract.id, kind, email: contract.clientEmail.toLowerCase(), ...wanted }, now);
    return;
  }
  const again = existing.status === "cancelled" || (existing.status === "skipped" && replannable.has(existing.skipReason));
  if (again) await updateFollowUp(db, existing.id, { ...wanted, email: contract.clientEmail.toLowerCase() }, now);
}

/** The day of the last payment that stands (not voided), or null when nothing was paid. */
export function lastPaymentDay(payments: Array<{ paidOn: string; void: unknown }>): string | null {
  return payments
    .filter((payment) => !payment.void)
    .reduce<string | null>((last, payment) => (last === null || payment.paidOn > last ? payment.paidOn : last), null);
}

export async function planFollowUps(db: Executor, contract: Contract, now: Date): Promise<void> {
  const completion = await findStandingCompletion(db, contract.id);
  if (!completion) return;
  const money = await contractPayments(db, contract.id);
  if (money.outstandingCents > 0) return;
  const settings = await readFollowUpSettings(db);
  const today = torontoDate(now);
  const paidOn = lastPaymentDay(money.payments) ?? completion.completedOn;
  const completeAndPaid = paidOn > completion.completedOn ? paidOn : completion.completedOn;

  await plan(
    db,
    contract,
    "review_request",
    {
      status: settings.reviewMode === "hold" ? "held" : "scheduled",
      dueOn: reviewRequestDay(completeAndPaid, settings.reviewDelayDays),
      skipReason: null,
    },
    now,
  );

  const reseal = resealPlan({
    completedOn: completion.completedOn,
    lastPaymentDay: paidOn,
    consented: contract.maintenanceConsentAt !== null,
    today,
    months: settings.resealMonths,
    season: settings.sealingSeason,
  });
  await plan(
    db,
    contract,
    "reseal_reminder",
    "day" in reseal ? { status: "scheduled", dueOn: reseal.day, skipReason: null } : { status: "skipped", dueOn: today, skipReason: reseal.skip },
    now,
  );
}

/** The completion was undone: nothing waiting goes out (a later completion plans again). */
export async function cancelFollowUps(db: Executor, contractId: string, now: Date): Promise<void> {
  await cancelWaitingFollowUps(db, contractId, now);
}

/** planFollowUps in a transaction of its own, by contract id (after a completion or a payment). */
export async function planFollowUpsAfterChange(db: Database, contractId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const contract = await findContractById(tx, contractId.toLowerCase());
    if (contract) await planFollowUps(tx, contract, now);
  });
}
