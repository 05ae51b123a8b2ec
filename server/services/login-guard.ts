/**
 * How often a password may be tried, counted in the database so every server shares the counts:
 * - per account and client: 10 failures in 15 minutes lock that client out of that account. The
 *   client is the browser's device token when it has signed in to the account before, else its address;
 * - per address, whatever the account: 30 failures in 15 minutes (no spraying across accounts);
 * - per account, from clients without a device token: 100 failures in an hour, the slow global brake
 *   against many addresses at once.
 * Nobody else can lock the owner's own browser out: its counter is its own, and the brakes do not
 * apply to it. A refused attempt is not checked against the password at all.
 */
import type { Limits } from "../middleware/rate-limits";
import type { LimitState, RateLimit } from "./rate-limiter";

export type LoginClient = { address: string; deviceId: string | null };

export type LoginGuard = {
  /** The first limit this attempt would pass, or null when it may go ahead. */
  refusal: (email: string, client: LoginClient) => Promise<LimitState | null>;
  recordFailure: (email: string, client: LoginClient) => Promise<void>;
  recordSuccess: (email: string, client: LoginClient) => Promise<void>;
};

export function createLoginGuard({ limiter, rules }: Limits): LoginGuard {
  function counters(email: string, client: LoginClient): [RateLimit, string][] {
    const account = email.trim().toLowerCase();
    if (client.deviceId) return [[rules.loginPerClient, `${account}|device:${client.deviceId}`]];
    return [
      [rules.loginPerClient, `${account}|address:${client.address}`],
      [rules.loginPerAddress, client.address],
      [rules.loginPerAccount, account],
    ];
  }

  return {
    async refusal(email, client) {
      for (const [rule, subject] of counters(email, client)) {
        const state = await limiter.wouldExceed(rule, subject);
        if (state.exceeded) return state;
      }
      return null;
    },
    async recordFailure(email, client) {
      await Promise.all(counters(email, client).map(([rule, subject]) => limiter.hit(rule, subject)));
    },
    async recordSuccess(email, client) {
      const [perClient] = counters(email, client);
      await limiter.clear(...perClient);
    },
  };
}
