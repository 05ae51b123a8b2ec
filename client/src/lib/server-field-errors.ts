/**
 * The server's refusal on the form (decision 0156): a 400 answer's `errors` maps a field's path
 * ("reason", "lines.0.quantity") to its message, and each message is shown under its own field with
 * react-hook-form's setError, as the browser's own check would show it.
 */
import type { ErrorOption } from "react-hook-form";
import { ApiError } from "./api";

/** The field messages a failure carries (none for a network failure or a refusal of no field). */
export const fieldErrorsOf = (error: unknown): Record<string, string> => (error instanceof ApiError ? error.fieldErrors : {});

/**
 * Where a server path is shown: the names of the form's fields (a path shows on the field it names,
 * else on the field its first part names: "categories.1" on "categories"), or a function that
 * answers the field for a path (null: not shown on the form).
 */
export type FieldTargets = readonly string[] | ((path: string) => string | null);

/** Any react-hook-form form: the paths it is given are the server's, checked by `targets`, not by the form's types. */
type ShowsErrors = { setError: (name: never, error: ErrorOption, options?: { shouldFocus: boolean }) => void };

function targetOf(path: string, targets: FieldTargets): string | null {
  if (typeof targets === "function") return targets(path);
  if (targets.includes(path)) return path;
  const first = path.split(".")[0];
  return targets.includes(first) ? first : null;
}

/**
 * Shows each message under its field (its type "server"), the first message of a field winning, and
 * focuses the first field shown unless `focus` is false. True when any message was shown on the form.
 */
export function showFieldErrors(
  form: ShowsErrors,
  messages: Record<string, string>,
  targets: FieldTargets,
  { focus = true }: { focus?: boolean } = {},
): boolean {
  const shown = new Set<string>();
  for (const [path, message] of Object.entries(messages)) {
    const target = targetOf(path, targets);
    if (target === null || shown.has(target)) continue;
    form.setError(target as never, { type: "server", message }, { shouldFocus: focus && shown.size === 0 });
    shown.add(target);
  }
  return shown.size > 0;
}
