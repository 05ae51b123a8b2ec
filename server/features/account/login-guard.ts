/**
 * How often a password may be tried, counted in the database so every server shares the counts:
 * - per account and client: 10 failures in 15 minutes lock that client out of that account. The
 *   client is the browser's device token when it has signed in to the account before, else its address;
 * - per address, whatever the account: 30 failures in 15 minutes (no spraying across accounts);
 * - per account, from clients without a device token: 100 failures in an hour, the slow global brake
 *   against many addresses at once.
 * Nobody else can lock the owner's own browser out: its counter is its own, and the brakes do not
 * apply to it.
 *
 * An attempt is counted BEFORE its password is checked: each counter is reserved with one conditional
 * statement that refuses once the limit is reached, so however many attempts arrive at once, at most
 * the limit of them are checked (docs/decisions/0108-attempts-counted-before-the-check.md). A right
 * password gives its reservation back and clears the client's counter; anything but a wrong password
 * (a fault on our side) gives it back too.
 */
import type { Limits } from "../../middleware/rate-limits";
import type { LimitState, RateLimit } from "../../limits/rate-limiter";

export type LoginClient = { address: string; deviceId: string | null };

/** What an attempt that may go ahead reports once its password has been checked. */
export type LoginAttempt = {
  failed: () => Promise<void>;
  succeeded: () => Promise<void>;
  /** The check did not happen (an error of ours): nothing stays counted. */
  abandoned: () => Promise<void>;
};

export type LoginGuard = {
  /** Reserves the attempt on every counter, or answers the first limit it would pass (nothing counted). */
  reserve: (email: string, client: LoginClient) => Promise<{ refused: LimitState } | { attempt: LoginAttempt }>;
  /** Runs `check` (which throws on a wrong password, told apart by `isWrongPassword`) as one guarded attempt. */
  guard: <T>(
    email: string,
    client: LoginClient,
    check: () => Promise<T>,
    isWrongPassword: (error: unknown) => boolean,
  ) => Promise<{ refused: LimitState } | { result: T }>;
};

/** The login counters, in the order they are reserved (the per-client one first). */
export function loginCounters({ rules }: Pick<Limits, "rules">, email: string, client: LoginClient): [RateLimit, string][] {
  const account = email.trim().toLowerCase();
  if (client.deviceId) return [[rules.loginPerClient, `${account}|device:${client.deviceId}`]];
  return [
    [rules.loginPerClient, `${account}|address:${client.address}`],
    [rules.loginPerAddress, client.address],
    [rules.loginPerAccount, account],
  ];
}

export function createLoginGuard(limits: Limits): LoginGuard {
  const { limiter } = limits;
  const giveBack = (taken: [RateLimit, string][]) => Promise.all(taken.map(([rule, subject]) => limiter.refund(rule, subject)));

  async function reserve(email: string, client: LoginClient): Promise<{ refused: LimitState } | { attempt: LoginAttempt }> {
    const counters = loginCounters(limits, email, client);
    const taken: [RateLimit, string][] = [];
    for (const [rule, subject] of counters) {
      const state = await limiter.reserve(rule, subject);
      if (state.exceeded) {
        await giveBack(taken);
        return { refused: state };
      }
      taken.push([rule, subject]);
    }
    const [[clientRule, clientSubject], ...brakes] = counters;
    return {
      attempt: {
        failed: async () => {},
        succeeded: async () => {
          await Promise.all([limiter.clear(clientRule, clientSubject), giveBack(brakes)]);
        },
        abandoned: async () => {
          await giveBack(counters);
        },
      },
    };
  }

  async function guard<T>(
    email: string,
    client: LoginClient,
    check: () => Promise<T>,
    isWrongPassword: (error: unknown) => boolean,
  ): Promise<{ refused: LimitState } | { result: T }> {
    const reserved = await reserve(email, client);
    if ("refused" in reserved) return reserved;
    let result: T;
    try {
      result = await check();
    } catch (error) {
      await (isWrongPassword(error) ? reserved.attempt.failed() : reserved.attempt.abandoned());
      throw error;
    }
    await reserved.attempt.succeeded();
    return { result };
  }

  return { reserve, guard };
}
