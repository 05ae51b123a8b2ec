/**
 * Per-field messages of a draft checked with the shared schema (`errors`, keyed by path such as
 * "categories.1"): the first message of each field, by the first part of its path. The forms
 * themselves check through react-hook-form (lib/use-zod-form.ts); the server's own message, for a
 * failure with no field to show it beside, is said the same way by every site tool.
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

/** The server's own message for a failure with no field to show it beside. */
export const serverMessage = (error: unknown, fallback: string): string => (error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback);
