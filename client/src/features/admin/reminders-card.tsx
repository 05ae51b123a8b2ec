/**
 * The quote's automatic reminders: one switch, its state in words, and which reminders already went.
 * The switch is a button with role="switch", so it is reached and toggled by keyboard like any button
 * and announced as on or off.
 */
import { useId } from "react";
import { Card } from "@/components/ui/panels";
import { toast } from "@/components/ui/toast-store";
import { formatTorontoDateTime } from "@/lib/format";
import { ApiError } from "@/lib/api";
import type { QuoteView } from "@shared/api/responses";
import { useSetQuoteReminders } from "./mutations";

export function RemindersCard({ quote }: { quote: QuoteView }) {
  const headingId = useId();
  const hintId = useId();
  const enabled = quote.remindersEnabled;

  const change = useSetQuoteReminders(quote.id, {
    onError: (error) => {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      toast({ title: "Reminders not changed", description: message ?? "Please try again.", variant: "destructive" });
    },
  });

  const sent = [
    quote.unopenedReminderAt ? `Not-opened reminder sent ${formatTorontoDateTime(quote.unopenedReminderAt)}` : null,
    quote.expiryReminderAt ? `Expiry reminder sent ${formatTorontoDateTime(quote.expiryReminderAt)}` : null,
  ].filter((line) => line !== null);

  return (
    <Card aria-labelledby={headingId}>
      <div className="flex items-start justify-between gap-4">
        <h2 id={headingId} className="text-lg font-bold text-stone-950">
          Automatic reminders
        </h2>
        <div className="flex shrink-0 items-center gap-2">
          <span aria-hidden="true" className="text-sm font-semibold text-stone-700">
            {enabled ? "On" : "Off"}
          </span>
          <button
            type="button"
            role="switch"
            aria-checked={enabled}
            aria-labelledby={headingId}
            aria-describedby={hintId}
            disabled={change.isPending}
            onClick={() => change.mutate(!enabled)}
            className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 disabled:opacity-60 ${enabled ? "bg-stone-950" : "bg-stone-300"}`}
          >
            <span
              aria-hidden="true"
              className={`inline-block size-6 rounded-full bg-white shadow transition-transform ${enabled ? "translate-x-6" : "translate-x-0"}`}
            />
          </button>
        </div>
      </div>
      <p id={hintId} className="mt-2 text-sm text-stone-600">
        E-mail the client once if the quote is not opened 3 days after it is sent, and once 3 days before it expires.
      </p>
      {sent.length > 0 && (
        <ul className="mt-3 flex flex-col gap-1 text-sm text-stone-700">
          {sent.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </Card>
  );
}
