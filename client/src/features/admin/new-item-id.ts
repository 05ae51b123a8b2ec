/**
 * A short id for a new line item (8 hex characters): unique enough within one quote, which is all the
 * schema asks. getRandomValues works on plain http too, where crypto.randomUUID is not available.
 */
export function newItemId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
