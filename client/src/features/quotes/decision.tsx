/**
 * The client's decision on a pending, unexpired, priced quote: Accept, or Reject with an optional
 * reason. The quote page sends the decision and shows the outcome.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, controlClasses } from "@/components/ui/field";

type DecisionProps = {
  onAccept: () => void;
  onReject: (reason: string) => void;
  pending: "accepted" | "rejected" | null;
};

export function DecisionActions({ onAccept, onReject, pending }: DecisionProps) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const busy = pending !== null;
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="gold" size="lg" className="sm:min-w-48" onClick={onAccept} disabled={busy}>
          {pending === "accepted" ? "Accepting..." : "Accept Quote"}
        </Button>
        <Button variant="outline" size="lg" onClick={() => setRejecting(true)} disabled={busy}>
          Reject Quote
        </Button>
      </div>
      <Dialog
        open={rejecting}
        onOpenChange={setRejecting}
        title="Reject this quote?"
        description="If something isn't right — price, timing or scope — tell us. We're happy to adjust the quote."
      >
        <form
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            setRejecting(false);
            // A reason is one line: line breaks typed in the box become spaces.
            onReject(reason.replace(/\s+/g, " ").trim());
          }}
        >
          <Field label="Reason (optional)" hint="Up to 1000 characters.">
            <textarea className={controlClasses} rows={4} maxLength={1000} value={reason} onChange={(event) => setReason(event.target.value)} />
          </Field>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setRejecting(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="dark" disabled={busy}>
              Confirm Rejection
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
