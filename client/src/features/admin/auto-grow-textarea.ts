/**
 * A textarea that grows with its text, so a long item description is read whole while typed. Enter
 * does not add a line break: an item's description is one paragraph (shared/line-items.ts), wrapped
 * on screen and in the PDF, and Enter would only earn a refusal.
 */
import type { KeyboardEvent } from "react";

export function growToFit(textarea: HTMLTextAreaElement | null): void {
  if (!textarea) return;
  textarea.style.height = "auto";
  textarea.style.height = `${textarea.scrollHeight + textarea.offsetHeight - textarea.clientHeight}px`;
}

export function keepOneParagraph(event: KeyboardEvent<HTMLTextAreaElement>): void {
  if (event.key === "Enter") event.preventDefault();
}
