/**
 * The stamped finish's design on the quote page, shown once the client picks an option that needs
 * one: the design the owner set (read-only, with its swatches); or, when the owner lets the client
 * choose, the picker; or else a note that the pattern and colours are agreed with the contractor
 * first (and Accept waits for it).
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Card, ContactLinks } from "@/components/ui/panels";
import { linkCatalogueQuery } from "@/api/quotes";
import { DesignPicker } from "./design-picker";
import { DesignSummary } from "./design-summary";
import type { DesignDraft } from "./design-draft";
import type { ClientQuote } from "@shared/api/responses";

type DesignSectionProps = {
  quote: ClientQuote;
  token: string;
  /** The chosen option that needs the design ("Stamped"). */
  optionLabel: string;
  draft: DesignDraft;
  onDraftChange: (draft: DesignDraft) => void;
  /** Undoes picks of entries no longer offered, leaving the server's message in place. */
  onDraftRepair: (draft: DesignDraft) => void;
  /** The server's refusal of the design (422 DESIGN_REQUIRED / DESIGN_INVALID). */
  error?: string | null;
};

/** The note when neither the owner nor the client has set the design. */
export const designToBeAgreed = (optionLabel: string) =>
  `The pattern and colours for ${optionLabel} will be agreed with us before this option can be accepted.`;

function SwatchesFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
      The swatches could not load. Please try again.
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

export function DesignSection({ quote, token, optionLabel, draft, onDraftChange, onDraftRepair, error }: DesignSectionProps) {
  const catalogue = useQuery({ ...linkCatalogueQuery(token), enabled: quote.design !== null || quote.designByClient });
  const entries = catalogue.data?.entries ?? [];
  const picking = !quote.design && quote.designByClient;

  // An entry the owner retired since the page loaded is no longer offered: its pick is undone, so
  // Accept asks for that kind again (the server refuses it with 422 DESIGN_INVALID; the list is re-read).
  useEffect(() => {
    if (!picking || !catalogue.data) return;
    const offered = new Set(catalogue.data.entries.map((entry) => entry.id));
    const keys = ["patternId", "baseColourId", "releaseColourId", "borderId", "sealerFinishId"] as const;
    const stale = keys.filter((key) => draft[key] !== null && !offered.has(draft[key]));
    if (stale.length > 0) onDraftRepair({ ...draft, ...Object.fromEntries(stale.map((key) => [key, null])) });
  }, [picking, catalogue.data, draft, onDraftRepair]);

  return (
    <Card aria-labelledby="design-heading" className="border-gold/60">
      <h2 id="design-heading" className="text-xl font-bold text-stone-950">
        {picking ? `Pick your ${optionLabel.toLowerCase()} design` : `Your ${optionLabel.toLowerCase()} design`}
      </h2>
      {error && (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
          {error}
        </p>
      )}
      {quote.design ? (
        <>
          <p className="mb-5 mt-2 text-stone-700">The pattern and colours agreed for your project. Swatch colours are approximate.</p>
          {catalogue.isError ? (
            <SwatchesFailed onRetry={() => void catalogue.refetch()} />
          ) : (
            <DesignSummary design={quote.design} entries={entries} />
          )}
        </>
      ) : picking ? (
        <>
          <p className="mb-6 mt-2 text-stone-700">
            Choose a pattern and colours for your {optionLabel.toLowerCase()} finish. Swatches are a guide: real colours vary between concrete loads,
            and we'll happily show you a sample board.
          </p>
          {catalogue.isPending ? (
            <p className="text-stone-600">Loading the swatches...</p>
          ) : catalogue.isError ? (
            <SwatchesFailed onRetry={() => void catalogue.refetch()} />
          ) : (
            <DesignPicker entries={entries} draft={draft} onChange={onDraftChange} />
          )}
        </>
      ) : (
        <p className="mt-2 text-stone-700">
          {designToBeAgreed(optionLabel)} Please get in touch to arrange it: <ContactLinks />
        </p>
      )}
    </Card>
  );
}
