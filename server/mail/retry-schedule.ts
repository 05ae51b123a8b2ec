/**
 * When to try a failed message again: soon at first (a blip), then less often (an outage), and
 * hourly for as long as it takes. A message is never given up on; the admin can see `lastError`.
 */
const delaysInMinutes = [1, 2, 5, 15, 60];
const minute = 60_000;

/** The delay after the given failed attempt (1 = the first attempt failed). */
export function retryDelayMs(failedAttempts: number): number {
  const index = Math.min(Math.max(failedAttempts, 1), delaysInMinutes.length) - 1;
  return delaysInMinutes[index] * minute;
}
