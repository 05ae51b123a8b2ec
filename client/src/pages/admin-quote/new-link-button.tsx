/**
 * "Send a new link": the owner replaces the client's link (a forwarded e-mail, a lost phone). The old
 * link stops working at once and says whom to call, so it asks first.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { useReplaceQuoteLink } from "@/features/admin/mutations";
import { ApiError } from "@/lib/api";

export function NewLinkButton({ quoteId, clientEmail }: { quoteId: string; clientEmail: string }) {
  const [asking, setAsking] = useState(false);
  const replace = useReplaceQuoteLink(quoteId, {
    onSuccess: (answer) => {
      setAsking(false);
      toast({
        title: "New link created",
        description: answer.emailed ? `The quote was e-mailed to ${clientEmail} with the new link.` : "Copy the new link and send it to the client.",
        variant: "success",
      });
    },
    onError: (error) => {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      toast({ title: "The link was not replaced", description: message ?? "Please try again.", variant: "destructive" });
    },
  });

  if (!asking) {
    return (
      <Button variant="outline" onClick={() => setAsking(true)}>
        Send a new link
      </Button>
    );
  }
  return (
    <div role="group" aria-labelledby="new-link-question" className="w-full rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p id="new-link-question" className="text-sm text-stone-800">
        The current link stops working at once: whoever opens it is asked to call you. The quote is e-mailed to {clientEmail} again with the new link
        when it can still be sent.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="dark" onClick={() => replace.mutate()} disabled={replace.isPending}>
          {replace.isPending ? "Replacing..." : "Replace the link"}
        </Button>
        <Button variant="ghost" onClick={() => setAsking(false)} disabled={replace.isPending}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
