/**
 * The owner's private calendar feed: every dated visit from 30 days back to 180 days ahead (drafts
 * included: the owner plans with them), one file a phone's calendar subscribes to. The address holds
 * a secret the owner can replace; calendars refresh it about hourly (Google's can lag up to ~12 h).
 */
import { and, gte, isNotNull, lte, notInArray } from "drizzle-orm";
import type { Database } from "../../db";
import { torontoDate } from "../../../shared/quote-rules";
import { jobVisits } from "../../../shared/schema";
import { addCalendarDays } from "../../../shared/toronto-wall-clock";
import { visitStatusLabels } from "../../../shared/visit-schedule";
import { writeCalendarFile } from "../calendar/ics";
import { listJobContexts } from "../../storage/schedule";
import { crewNameMap } from "./job-view";
import { calendarOrganizer, visitCalendarEvent } from "./visit-calendar";

export const feedLimits = { daysBack: 30, daysAhead: 180, maxVisits: 2000 } as const;

export async function scheduleFeed(db: Database, publicUrl: string, now: Date): Promise<string> {
  const today = torontoDate(now);
  const visits = await db
    .select()
    .from(jobVisits)
    .where(
      and(
        isNotNull(jobVisits.day),
        gte(jobVisits.day, addCalendarDays(today, -feedLimits.daysBack)),
        lte(jobVisits.day, addCalendarDays(today, feedLimits.daysAhead)),
        notInArray(jobVisits.status, ["cancelled", "on_hold"]),
      ),
    )
    .orderBy(jobVisits.day)
    .limit(feedLimits.maxVisits);
  const [jobs, { names }] = await Promise.all([listJobContexts(db, [...new Set(visits.map((visit) => visit.jobId))]), crewNameMap(db)]);
  const events = visits.flatMap((visit) => {
    const job = jobs.get(visit.jobId);
    const event = job && visitCalendarEvent(visit, job, publicUrl, null, { forClient: false });
    if (!job || !event) return [];
    const crew = visit.crewId ? (names.get(visit.crewId) ?? "") : "No crew";
    // The owner's entry names the client, the crew and the state, and the internal note.
    const description = [
      `${job.clientName}, ${job.clientPhone}`,
      `${crew} · ${visitStatusLabels[visit.status]}`,
      visit.internalNote,
      event.description ?? "",
    ]
      .filter(Boolean)
      .join("\n");
    return [{ ...event, summary: `${event.summary} (${job.clientName})`, description, url: `${publicUrl}/admin/contracts/${job.contractId}` }];
  });
  return writeCalendarFile({
    method: "PUBLISH",
    organizer: calendarOrganizer,
    stamp: now,
    events,
    feed: { name: "Forma Concrete jobs", refreshHours: 1 },
  });
}
