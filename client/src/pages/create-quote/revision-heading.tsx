/** The create form as a revision: which quote it revises and what happens to the old one, or why it cannot be revised. */
import { Link } from "wouter";
import { AppPageHeading } from "@/components/layout/app-layout";
import { LinkButton } from "@/components/ui/button";
import { StatePanel } from "@/components/ui/panels";
import type { QuoteView } from "@shared/api/responses";

const shortId = (id: string) => id.slice(0, 8);

export function RevisionHeading({ original }: { original: QuoteView }) {
  return (
    <AppPageHeading eyebrow="Admin" title="Revise Quote">
      <p>
        Revision {original.revision + 1} of quote{" "}
        <Link href={`/admin/quotes/${original.id}`} className="font-semibold text-stone-950 underline underline-offset-2">
          {shortId(original.id)}
        </Link>{" "}
        for <strong className="text-stone-950">{original.clientName}</strong>. Creating it saves the new version as a draft for you to send; the old
        link will show this one instead.
      </p>
    </AppPageHeading>
  );
}

export function RevisionRefused({ original, message }: { original: QuoteView; message: string }) {
  const current = original.currentQuoteId ?? original.replacedBy;
  return (
    <div className="mt-8">
      <StatePanel
        tone="warning"
        title="This quote cannot be revised"
        actions={
          current ? (
            <LinkButton href={`/admin/quotes/${current}`} variant="dark">
              Open the current revision
            </LinkButton>
          ) : (
            <LinkButton href={`/admin/quotes/${original.id}`} variant="dark">
              Back to the quote
            </LinkButton>
          )
        }
      >
        {message}
      </StatePanel>
    </div>
  );
}
