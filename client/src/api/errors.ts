/**
 * What a failed call means, by its error code (shared/api-errors.ts). Kept out of lib/api.ts, which
 * the public forms load, so the code lists travel only with the data pages.
 */
import { notFoundCodes, stateConflictCodes } from "@shared/api-errors";
import { errorCode } from "@/lib/api";

/** The record does not exist (any of the not-found codes). */
export function isNotFound(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && notFoundCodes.includes(code);
}

/** The client's link was replaced by a newer one (410): the page says so and whom to call. */
export function isLinkReplaced(error: unknown): boolean {
  return errorCode(error) === "LINK_REPLACED";
}

/** The record's state refused the action (409): reading it again shows its current state. */
export function isStateConflict(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && stateConflictCodes.includes(code);
}
