/**
 * Words for anything thrown, for the lines an operator reads: an Error's message, else a plain
 * object's message, name, code and errno (the embedded database's file system throws
 * `{ name: "ErrnoError", errno }`), else its JSON. Never "[object Object]".
 */
type Thrown = { code?: unknown; errno?: unknown; name?: unknown; message?: unknown };

export function describeThrown(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === "object" && error !== null) {
    const thrown = error as Thrown;
    if (typeof thrown.message === "string" && thrown.message) return thrown.message;
    const parts = [thrown.name, thrown.code, thrown.errno !== undefined ? `errno ${String(thrown.errno)}` : undefined].filter(
      (part) => typeof part === "string" && part,
    );
    if (parts.length > 0) return parts.join(" ");
    try {
      return JSON.stringify(error).slice(0, 300);
    } catch {
      return "an unknown error";
    }
  }
  return String(error);
}
