/**
 * Per-field messages for the site forms, from the browser's own check (the shared schema) or from
 * the server's 400 answer (`errors`, keyed by path such as "categories.1"): the first message of
 * each field, by the first part of its path, so each shows under its own control.
 */
import { ApiError } from "@/lib/api";

export type FieldErrors<Key extends string> = Partial<Record<Key, string>>;

export function firstErrors<Key extends string>(pairs: Iterable<[path: string, message: string]>, keys: readonly Key[]): FieldErrors<Key> {
  const found: FieldErrors<Key> = {};
  for (const [path, message] of pairs) {
    const field = path.split(".")[0] as Key;
    if (keys.includes(field)) found[field] ??= message;
  }
  return found;
}

/** The issues of a failed safeParse as path and message. */
export const issuePairs = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): [string, string][] =>
  issues.map((issue) => [issue.path.map(String).join("."), issue.message]);

/** The server's field messages, when the failure carries any. */
export const serverFieldErrors = <Key extends string>(error: unknown, keys: readonly Key[]): FieldErrors<Key> =>
  error instanceof ApiError ? firstErrors(Object.entries(error.fieldErrors), keys) : {};

/** The server's own message for a failure with no field to show it beside. */
export const serverMessage = (error: unknown, fallback: string): string => (error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback);

export const hasErrors = (errors: object) => Object.values(errors).some(Boolean);
