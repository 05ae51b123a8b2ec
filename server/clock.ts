/**
 * The server's one reading of the machine's time. Everything else takes `now` or a clock from its
 * caller (AppDeps.clock), so tests can set the day and every part of a request agrees on it
 * (decision 0120); the linter refuses `Date.now()` and `new Date()` elsewhere in server/ and shared/
 * (decision 0153).
 */

/** What every clock is: the current instant, asked for each time it is needed. */
export type Clock = () => Date;

/** The machine's time: the default clock of a running server. */
export const systemClock: Clock = () => new Date();
