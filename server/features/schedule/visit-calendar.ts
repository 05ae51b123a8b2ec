/**
 * A visit's calendar entry, the same in every e-mail, download and feed: the fixed UID, the current
 * sequence, the Toronto day or time converted to UTC, and METHOD:CANCEL once the visit is held or
 * cancelled (the client's calendar then removes it). The file is a snapshot of the visit as it is.
 *
 * A visit with a start time on one day is timed: from the start of the arrival window to its end
 * (an hour when there is no window), which is what the client plans their morning around. A visit
 * of several days is all-day over its days; its arrival time is in the description.
 */
import { business } from "../../../shared/business";
import type { JobVisit } from "../../../shared/schema";
import { torontoWallClockToInstant } from "../../../shared/toronto-wall-clock";
import { describeVisitTime, preparationList, visitKindLabels, windowEnd } from "../../../shared/schedule/rules";
import { calendarContentType, writeCalendarFile, type CalendarEvent, type CalendarFile } from "./ics";
import type { JobParty } from "./storage";

const defaultTimedMinutes = 60;
export const schedulePagePath = (linkToken: string) => `/schedule/${linkToken}`;

export const calendarOrganizer = { name: business.name, email: business.email };

/** Whether a visit's calendar entry is withdrawn (held with no date, or cancelled). */
export const isWithdrawn = (visit: JobVisit) => visit.status === "on_hold" || visit.status === "cancelled" || !visit.day;

export function visitSummary(visit: Pick<JobVisit, "kind">, context: Pick<JobParty, "address">): string {
  return `${visitKindLabels[visit.kind]} – ${context.address}`;
}

/** What a visit's entry is made of. */
export type CalendarVisit = Pick<
  JobVisit,
  "kind" | "day" | "startTime" | "windowMinutes" | "spanDays" | "clientNote" | "icalUid" | "icalSequence" | "status"
>;

/** The event of a dated visit, or of its last date for a withdrawn one (`day` is what the client had). */
export function visitCalendarEvent(
  visit: CalendarVisit,
  context: Pick<JobParty, "linkToken" | "address">,
  publicUrl: string,
  lastDay?: string | null,
  options: { forClient: boolean } = { forClient: true },
): CalendarEvent | undefined {
  const day = visit.day ?? lastDay ?? null;
  if (!day) return undefined;
  const timed = visit.startTime && visit.spanDays === 1;
  const time: CalendarEvent["time"] = timed
    ? (() => {
        const startTime = visit.startTime as string;
        // The end is the window's end on the wall clock, as the words say it: across a clock change
        // the window lasts an hour more or less than its minutes, and the words and the file agree.
        const end = windowEnd(day, startTime, visit.windowMinutes ?? defaultTimedMinutes);
        return { kind: "timed", start: torontoWallClockToInstant(day, startTime), end: torontoWallClockToInstant(end.day, end.time) };
      })()
    : { kind: "all-day", firstDay: day, days: visit.spanDays };
  const pageUrl = `${publicUrl}${schedulePagePath(context.linkToken)}`;
  // The client's entry carries the date in words and what to do before the visit; the owner's feed writes its own.
  const description = !options.forClient
    ? undefined
    : [
        describeVisitTime({ ...visit, day }) + ".",
        ...(visit.clientNote ? [visit.clientNote] : []),
        "Before we come:",
        ...preparationList(visit.kind).map((item) => `- ${item}`),
        `Your schedule: ${pageUrl}`,
        `Questions: ${business.phoneDisplay}`,
      ].join("\n");
  return {
    uid: visit.icalUid,
    sequence: visit.icalSequence,
    time,
    summary: visitSummary(visit, context),
    description,
    location: context.address,
    url: pageUrl,
    status: visit.status === "confirmed" ? "CONFIRMED" : "TENTATIVE",
  };
}

export type VisitCalendarFile = { method: CalendarFile["method"]; filename: string; contentType: string; text: string };

/** The visit's file: PUBLISH while dated, CANCEL once withdrawn (with the day the client had). */
export function visitCalendarFile(
  visit: JobVisit,
  context: JobParty,
  publicUrl: string,
  now: Date,
  lastDay?: string | null,
): VisitCalendarFile | undefined {
  const event = visitCalendarEvent(visit, context, publicUrl, lastDay);
  if (!event) return undefined;
  const method = isWithdrawn(visit) ? "CANCEL" : "PUBLISH";
  const text = writeCalendarFile({ method, organizer: calendarOrganizer, stamp: now, events: [event] });
  const day = visit.day ?? lastDay ?? "undated";
  return { method, filename: `${visit.kind.replace("_", "-")}-${day}.ics`, contentType: calendarContentType(method), text };
}
