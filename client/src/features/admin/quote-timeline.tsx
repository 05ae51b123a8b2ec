/**
 * The story of a quote from the audit log: created (or created as a revision), e-mailed, reminded,
 * viewed, changes asked for, revised, accepted or declined, signed.
 */
import { formatCents } from "@shared/money";
import { Link } from "wouter";
import { formatTorontoDateTime } from "@/lib/format";
import type { QuoteEventView as QuoteEvent } from "@shared/api/responses";

const fieldLabels: Record<string, string> = {
  clientName: "client name",
  clientEmail: "e-mail",
  clientPhone: "phone",
  projectAddress: "address",
  workScope: "work scope",
  projectDetails: "description",
  totalCost: "total cost",
  validUntil: "valid until",
  lineItems: "items",
};

const reminderTitles = {
  unopened: "Reminder sent: not opened after 3 days",
  expiring: "Reminder sent: expires in 3 days",
} as const;

/** Another quote of the same chain (the revision, or the quote revised), as a link on the admin's page. */
const quoteLink = (id: string, label: string) => ({ href: `/admin/quotes/${id}`, label });

type Description = { title: string; detail?: string; link?: { href: string; label: string }; tone: "neutral" | "good" | "bad" | "attention" };

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

export function describeEvent(event: QuoteEvent): Description {
  switch (event.type) {
    case "quote.created":
      if (event.data.revisionOf) {
        return { title: "Quote created as a revision", link: quoteLink(event.data.revisionOf, "Open the quote it revises"), tone: "neutral" };
      }
      return { title: event.data.source === "estimate" ? "Estimate request received from the website" : "Quote created", tone: "neutral" };
    case "quote.sent": {
      const to = text(event.data.to);
      return { title: to ? `Quote e-mailed to ${to}` : "Quote e-mailed to the client", tone: "neutral" };
    }
    case "quote.viewed":
      return { title: "Viewed by the client", tone: "neutral" };
    case "quote.updated": {
      const fields = event.data.fields.map((field) => fieldLabels[field] ?? field);
      return { title: "Quote edited", detail: fields.length ? `Changed: ${fields.join(", ")}` : undefined, tone: "neutral" };
    }
    case "quote.accepted":
      return { title: "Accepted by the client", tone: "good" };
    case "quote.rejected": {
      const reason = text(event.data.reason);
      return { title: "Declined by the client", detail: reason ? `Reason: “${reason}”` : "No reason given", tone: "bad" };
    }
    case "quote.changes_requested":
      // The client's own words, line breaks kept (the detail is shown with white-space: pre-line).
      return { title: "Changes requested by the client", detail: text(event.data.message) ?? undefined, tone: "attention" };
    case "quote.revised":
      return { title: "Revised: replaced by a new version", link: quoteLink(event.data.revisionId, "Open the revision"), tone: "neutral" };
    case "quote.reminder_sent": {
      const to = text(event.data.to);
      return { title: reminderTitles[event.data.kind], detail: to ? `To ${to}` : undefined, tone: "neutral" };
    }
    case "quote.reminders_switched":
      return { title: event.data.enabled ? "Automatic reminders switched on" : "Automatic reminders switched off", tone: "neutral" };
    case "quote.note":
      return { title: "Note", detail: text(event.data.text) ?? undefined, tone: "neutral" };
    case "quote.link_replaced":
      return {
        title: "Client link replaced: the old link no longer works",
        detail: event.data.emailed ? "The quote was e-mailed again with the new link" : "Not e-mailed: send the new link yourself",
        tone: "attention",
      };
    case "contract.signed":
      return { title: "Contract signed", tone: "good" };
    case "payment.recorded":
      return {
        title: `Payment recorded: ${formatCents(event.data.amountCents)} (${event.data.kind})`,
        detail: `Received ${event.data.paidOn}`,
        tone: "good",
      };
  }
}

const dots = { neutral: "bg-stone-400", good: "bg-emerald-600", bad: "bg-red-600", attention: "bg-amber-500" };

export function QuoteTimeline({ events }: { events: QuoteEvent[] }) {
  if (events.length === 0) return <p className="text-stone-600">Nothing has happened yet.</p>;
  return (
    <ol className="relative flex flex-col gap-5 border-l-2 border-stone-200 pl-6" data-testid="quote-timeline">
      {events.map((event) => {
        const { title, detail, link, tone } = describeEvent(event);
        return (
          <li key={event.id} className="relative">
            <span aria-hidden="true" className={`absolute -left-[31px] top-1.5 size-3 rounded-full ring-4 ring-white ${dots[tone]}`} />
            <p className="font-semibold text-stone-950">{title}</p>
            {detail && <p className="mt-0.5 whitespace-pre-line break-words text-stone-700">{detail}</p>}
            {link && (
              <p className="mt-0.5">
                <Link href={link.href} className="font-semibold text-stone-900 underline underline-offset-2 hover:text-stone-950">
                  {link.label}
                </Link>
              </p>
            )}
            <p className="mt-0.5 text-sm text-stone-600">
              <time dateTime={event.at}>{formatTorontoDateTime(event.at)}</time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
