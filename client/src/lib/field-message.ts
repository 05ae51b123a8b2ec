/**
 * The message a field shows: react-hook-form nests a message about a part of a field under it
 * ("categories.1" under categories), and the field shows the first one, its own before its parts'.
 */
export function fieldMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === "string" && message !== "") return message;
  for (const [key, part] of Object.entries(error)) {
    if (key === "ref" || key === "types") continue;
    const found = fieldMessage(part);
    if (found) return found;
  }
  return undefined;
}
