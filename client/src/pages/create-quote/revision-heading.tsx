/**
 * The create form as a revision: which quote it revises, what happens to the old one and what the
 * client asked to change, or why it cannot be revised.
 */
import { Link } from "wouter";
import { AppPageHeading } from "@/components/layout/app-layout";
import { LinkButton } from "@/components/ui/button";
import { StatePanel } from "@/components/ui/panels";
import { ChangeRequestPanel } from "@/features/admin/change-request-panel";
import type { QuoteView } from "@shared/api/responses";

/** The heading, then what the client asked to change (when they did), so the revision answers it. */
export function RevisionHeading({ original }: { original: QuoteView }) {
  return (
    <>
      <RevisionTitle original={original} />
      <ChangeRequestPanel quote={original} offerRevise={false} className="mt-6" />
    </>
  );
}

function RevisionTitle({ original }: { original: QuoteView }) {
  return (
    <AppPageHeading eyebrow="Admin" title="Revise Quote">
      <p>
        Revision {original.revision + 1} of quote{" "}
        <Link href={`/admin/quotes/${original.id}`} className="font-semibold text-stone-950 underline underline-offset-2">
          {original.number}
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
