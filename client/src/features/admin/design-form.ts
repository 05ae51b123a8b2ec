/**
 * The stamped design as the owner's form holds it (every picker as text, "" for none) and as the API
 * takes it: a DesignInput (shared/design-catalogue.ts) when the owner sets it, null otherwise, with
 * designByClient saying whether the client picks it from the catalogue on the quote page.
 */
import { z } from "zod/mini";
import { designInputSchema, type DesignInput, type DesignSelection } from "@shared/design-catalogue";
import { designBodyOf, type DesignDraft } from "@/lib/design-draft";

export { designBodyOf, designDraftOf, emptyDesignDraft, type DesignDraft } from "@/lib/design-draft";

/** "none": not set yet; "owner": the owner sets it here; "client": the client chooses it from the catalogue. */
export type DesignMode = "none" | "owner" | "client";

/** How a stored quote's design reads in the form. */
export function designModeOf(quote: { design?: DesignSelection | null; designByClient?: boolean }): DesignMode {
  if (quote.designByClient) return "client";
  return quote.design ? "owner" : "none";
}

/** What is wrong with the draft, by its field ("patternId": "Choose a pattern"); empty when it reads. */
export function designDraftProblems(draft: DesignDraft): Record<string, string> {
  const checked = z.safeParse(designInputSchema, designBodyOf(draft));
  const problems: Record<string, string> = {};
  if (checked.success) return problems;
  for (const issue of checked.error.issues) {
    const field = String(issue.path[0] ?? "");
    problems[field] ??= issue.message;
  }
  return problems;
}

/**
 * The design part of a create or edit body. Without an option that needs a design there is none to
 * set, so none is sent; "client" leaves it to the client (an owner's earlier design is dropped).
 */
export function designFieldsOf(mode: DesignMode, draft: DesignDraft, needed: boolean): { design: DesignInput | null; designByClient: boolean } {
  if (!needed || mode === "none") return { design: null, designByClient: false };
  if (mode === "client") return { design: null, designByClient: true };
  const checked = z.safeParse(designInputSchema, designBodyOf(draft));
  return { design: checked.success ? checked.data : null, designByClient: false };
}
