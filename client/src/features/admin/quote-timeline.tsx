/**
 * The story of a quote from the audit log: created (or created as a revision), e-mailed, reminded,
 * viewed, changes asked for, revised, accepted or declined, signed.
 */
import { Link } from "wouter";
import { formatTorontoDateTime } from "@/lib/format";
import { describeEvent, type TimelineEvent } from "./quote-event-descriptions";

const dots = { neutral: "bg-stone-400", good: "bg-emerald-600", bad: "bg-red-600", attention: "bg-amber-500" };

export function QuoteTimeline({ events }: { events: TimelineEvent[] }) {
  if (events.length === 0) return <p className="text-stone-600">Nothing has happened yet.</p>;
  return (
    <ol className="relative flex flex-col gap-5 border-l-2 border-stone-200 pl-6" data-testid="quote-timeline">
      {events.map((event) => {
        const { title, detail, link, tone } = describeEvent(event);
        return (
          <li key={event.id} className="relative">
            <span aria-hidden="true" className={`absolute -left-[31px] top-1.5 size-3 rounded-full ring-4 ring-white ${dots[tone]}`} />
            <p className="font-semibold text-stone-950 [overflow-wrap:anywhere]">{title}</p>
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
