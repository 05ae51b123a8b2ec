/**
 * What the owner's schedule screens say when a change is refused: the server's message and its field
 * messages, a plain sentence when the visit changed under the owner (its version moved on: the
 * screens read it again), and `fallback` when the server could not be reached.
 */
import { ApiError, errorCode } from "@/lib/api";

export const couldNotSave = "The change could not be saved. Check the connection and try again.";

export function errorText(error: unknown, fallback = couldNotSave): { message?: string; fields: Record<string, string> } {
  if (!error) return { fields: {} };
  if (errorCode(error) === "VISIT_CHANGED") return { message: "This visit changed since you opened it; it has been read again.", fields: {} };
  if (error instanceof ApiError) return { message: error.serverMessage, fields: error.fieldErrors };
  return { message: fallback, fields: {} };
}
