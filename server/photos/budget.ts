/**
 * The daily photo budget of one address: the bytes of photos it sent with stored leads, counted in the
 * database rate limiter (`rules.photoBytes`), so every server on one database counts together.
 */
import { business } from "../../shared/business";
import type { LimitState, RateLimit, RateLimiter } from "../limits/rate-limiter";

export type PhotoBudget = { limiter: RateLimiter; rule: RateLimit };

export const photoBudgetMessage = `You have sent a lot of photos today. Please try again tomorrow, or e-mail them to us at ${business.email}.`;

/** The budget is used up: nothing more is read from this address today. */
export async function budgetSpent(budget: PhotoBudget, subject: string): Promise<LimitState | null> {
  const state = await budget.limiter.wouldExceed(budget.rule, subject, 1);
  return state.exceeded ? state : null;
}

export type Charge = { exceeded: LimitState } | { exceeded: null; refund: () => Promise<void> };

/**
 * Counts `bytes` first, so two leads at once cannot both slip under the budget; over it, the count is
 * taken back at once. The caller refunds a charge whose lead is not stored.
 */
export async function chargePhotoBytes(budget: PhotoBudget, subject: string, bytes: number): Promise<Charge> {
  if (bytes === 0) return { exceeded: null, refund: async () => {} };
  const state = await budget.limiter.hit(budget.rule, subject, bytes);
  const refund = () => budget.limiter.refund(budget.rule, subject, bytes);
  if (state.exceeded) {
    await refund();
    return { exceeded: state };
  }
  return { exceeded: null, refund };
}
