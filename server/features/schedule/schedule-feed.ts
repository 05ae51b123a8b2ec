/**
 * The owner's private calendar feed: every dated visit from 30 days back to 180 days ahead (drafts
 * included: the owner plans with them), one file a phone's calendar subscribes to. The address holds
 * a secret the owner can replace; calendars refresh it about hourly (Google's can lag up to ~12 h).
 */
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Database } from "../../db";
import { torontoDate } from "../../../shared/quote-rules";
import { addCalendarDays } from "../../../shared/toronto-wall-clock";
import { visitStatusLabels } from "../../../shared/schedule/rules";
import { writeCalendarFile, type CalendarEvent } from "./ics";
import { listFeedVisitsPage, type FeedVisitRow } from "./storage";
import { crewNameMap } from "./job-view";
import { calendarOrganizer, visitCalendarEvent } from "./visit-calendar";

/**
 * The window, the most entries, and the page: visits are read a page at a time and the server turns
 * to other requests between pages, so a full feed (2,000 entries) never holds it for long, on the
 * embedded database either, whose queries run on the server's own thread.
 */
export const feedLimits = { daysBack: 30, daysAhead: 180, maxVisits: 2000, pageSize: 100 } as const;

function feedEvent(visit: FeedVisitRow, crews: Map<string, string>, publicUrl: string): CalendarEvent | undefined {
  const event = visitCalendarEvent(visit, visit, publicUrl, null, { forClient: false });
  if (!event) return undefined;
  const crew = visit.crewId ? (crews.get(visit.crewId) ?? "") : "No crew";
  // The owner's entry names the client, the crew and the state, and the internal note.
  const description = [`${visit.clientName}, ${visit.clientPhone}`, `${crew} · ${visitStatusLabels[visit.status]}`, visit.internalNote]
    .filter(Boolean)
    .join("\n");
  return { ...event, summary: `${event.summary} (${visit.clientName})`, description, url: `${publicUrl}/admin/contracts/${visit.contractId}` };
}

export async function scheduleFeed(
  db: Database,
  publicUrl: string,
  now: Date,
  { pageSize = feedLimits.pageSize }: { pageSize?: number } = {},
): Promise<string> {
  const today = torontoDate(now);
  const range = { from: addCalendarDays(today, -feedLimits.daysBack), to: addCalendarDays(today, feedLimits.daysAhead) };
  const { names } = await crewNameMap(db);
  const events: CalendarEvent[] = [];
  let after: { day: string; id: string } | undefined;
  let read = 0;
  while (read < feedLimits.maxVisits) {
    const page = await listFeedVisitsPage(db, range, after, Math.min(pageSize, feedLimits.maxVisits - read));
    for (const visit of page) {
      const event = feedEvent(visit, names, publicUrl);
      if (event) events.push(event);
    }
    read += page.length;
    if (page.length < pageSize) break;
    after = { day: page[page.length - 1].day, id: page[page.length - 1].id };
    await nextTurn();
  }
  await nextTurn();
  return writeCalendarFile({
    method: "PUBLISH",
    organizer: calendarOrganizer,
    stamp: now,
    events,
    feed: { name: "Forma Concrete jobs", refreshHours: 1 },
  });
}
