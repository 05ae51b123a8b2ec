/**
 * What the client can do with a pending, unexpired, priced quote that is the current revision:
 * Accept, Decline (with an optional reason) or Request changes (with a message). The quote page
 * sends each and shows the outcome; this file holds the buttons and their dialogs.
 */
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ChangeRequestDialog } from "./change-request-dialog";
import { DeclineDialog } from "./decline-dialog";

type DecisionProps = {
  onAccept: () => void;
  /** What must be chosen before Accept can be pressed ("Please choose one finish"); Accept is disabled while set. */
  acceptBlocked?: string | null;
  onDecline: (reason: string) => void;
  /** The decision being sent, if any: its button says so and every button waits. */
  pending: "accepted" | "rejected" | null;
  /** The page owns the change-request dialog: it closes it once the business has been told. */
  changeRequest: {
    open: boolean;
    onOpenChange: (open: boolean) => void;
    onSend: (message: string) => void;
    sending: boolean;
    error?: string;
  };
};

export function DecisionActions({ onAccept, acceptBlocked, onDecline, pending, changeRequest }: DecisionProps) {
  const [declining, setDeclining] = useState(false);
  const blockedId = useId();
  const busy = pending !== null || changeRequest.sending;
  return (
    <>
      {acceptBlocked && (
        <p
          id={blockedId}
          className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 font-medium text-amber-950"
          data-testid="accept-blocked"
        >
          {acceptBlocked}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button
          variant="gold"
          size="lg"
          className="sm:min-w-48"
          onClick={onAccept}
          disabled={busy || Boolean(acceptBlocked)}
          aria-describedby={acceptBlocked ? blockedId : undefined}
        >
          {pending === "accepted" ? "Accepting..." : "Accept Quote"}
        </Button>
        <Button variant="outline" size="lg" onClick={() => changeRequest.onOpenChange(true)} disabled={busy}>
          Request changes
        </Button>
        <Button variant="outline" size="lg" onClick={() => setDeclining(true)} disabled={busy}>
          {pending === "rejected" ? "Declining..." : "Decline"}
        </Button>
      </div>
      <DeclineDialog open={declining} onOpenChange={setDeclining} onDecline={onDecline} busy={busy} />
      <ChangeRequestDialog
        open={changeRequest.open}
        onOpenChange={changeRequest.onOpenChange}
        onSend={changeRequest.onSend}
        sending={changeRequest.sending}
        error={changeRequest.error}
      />
    </>
  );
}
