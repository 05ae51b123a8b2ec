/**
 * Acknowledgements go to whatever address a visitor typed, from the business's own domain, so they
 * must carry nothing the visitor wrote that could turn them into someone else's message: no free
 * text, no links. The name is kept only when it reads as a name (letters, spaces, hyphens,
 * apostrophes, initials' dots; at most 40 characters); anything else is greeted without it.
 */
const plainName = /^\p{L}[\p{L}\p{M}' -]*(?:\.(?: \p{L}[\p{L}\p{M}' -]*)?)*$/u;

export function greetingName(name: string): string | null {
  const trimmed = name.trim().replace(/\s+/g, " ");
  if (trimmed.length === 0 || trimmed.length > 40) return null;
  return plainName.test(trimmed) ? trimmed : null;
}
