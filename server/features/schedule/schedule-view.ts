/**
 * The owner's week and month: every dated visit overlapping the range, with its client and what
 * needs a look (two pours on one crew and day, a Sunday, a holiday, a visit the client has not
 * confirmed, a moved one), the crews, the holidays, and the visits waiting for a date. One query for
 * the visits (indexed on their day), one for their jobs' clients: the range is at most six weeks.
 */
import type { Database } from "../../db";
import { badRequest } from "../../errors";
import { torontoDate } from "../../../shared/quote-rules";
import { isCalendarDay, schedulePerDayMax, scheduleRangeMaxDays } from "../../../shared/schedule/input";
import type { JobVisit } from "../../../shared/schema";
import { addCalendarDays } from "../../../shared/toronto-wall-clock";
import { weekday } from "../../../shared/schedule/rules";
import type { ScheduleWarning } from "../../../shared/schedule/responses";
import { listCrews, listHolidays, listJobClients, listScheduleVisits, listScheduleVisitsAwaitingDate, type ScheduleVisitRow } from "./storage";

export const undatedListLimit = 100;

export type ScheduleRange = { from: string; to: string; perDay?: number };

/**
 * The range asked for: `from` (default this week's Monday in Toronto), 1 to 42 days (default 7), and
 * optionally `perDay`, the most chips a day (the month's cells show four and a count).
 */
export function parseScheduleRange(query: Record<string, unknown>, now: Date): ScheduleRange {
  const fromText = typeof query.from === "string" ? query.from : undefined;
  const daysText = typeof query.days === "string" ? query.days : undefined;
  const perDayText = typeof query.perDay === "string" ? query.perDay : undefined;
  if (fromText !== undefined && !isCalendarDay(fromText))
    throw badRequest("VALIDATION_FAILED", "from must be a date (YYYY-MM-DD)", { from: "Please give a date such as 2026-10-12" });
  const days = daysText === undefined ? 7 : Number(daysText);
  if (!Number.isInteger(days) || days < 1 || days > scheduleRangeMaxDays) {
    throw badRequest("VALIDATION_FAILED", `days must be a whole number from 1 to ${scheduleRangeMaxDays}`, {
      days: `1 to ${scheduleRangeMaxDays} days`,
    });
  }
  const perDay = perDayText === undefined ? undefined : Number(perDayText);
  if (perDay !== undefined && (!/^\d+$/.test(perDayText ?? "") || perDay < 1 || perDay > schedulePerDayMax)) {
    throw badRequest("VALIDATION_FAILED", `perDay must be a whole number from 1 to ${schedulePerDayMax}`, {
      perDay: `1 to ${schedulePerDayMax} visits a day`,
    });
  }
  const today = torontoDate(now);
  const from = fromText ?? addCalendarDays(today, -((weekday(today) + 6) % 7));
  return { from, to: addCalendarDays(from, days - 1), ...(perDay === undefined ? {} : { perDay }) };
}

const visitDays = (visit: { day: string; spanDays: number }) =>
  Array.from({ length: visit.spanDays }, (_, index) => addCalendarDays(visit.day, index));

type WarnedVisit = Pick<JobVisit, "id" | "kind" | "crewId" | "day" | "spanDays" | "status" | "clientVisible" | "lastDelayReason">;

/** What needs the owner's look on each visit. */
export function scheduleWarnings(visits: WarnedVisit[], holidays: ReadonlySet<string>): Map<string, ScheduleWarning[]> {
  const poursByCrewDay = new Map<string, number>();
  for (const visit of visits) {
    if (visit.kind !== "pour" || !visit.crewId || !visit.day || visit.status === "cancelled") continue;
    for (const day of visitDays({ day: visit.day, spanDays: visit.spanDays })) {
      const key = `${visit.crewId}|${day}`;
      poursByCrewDay.set(key, (poursByCrewDay.get(key) ?? 0) + 1);
    }
  }
  const warnings = new Map<string, ScheduleWarning[]>();
  for (const visit of visits) {
    const list: ScheduleWarning[] = [];
    const days = visit.day ? visitDays({ day: visit.day, spanDays: visit.spanDays }) : [];
    const open = visit.status !== "completed" && visit.status !== "cancelled";
    if (open && visit.kind === "pour" && visit.crewId && days.some((day) => (poursByCrewDay.get(`${visit.crewId}|${day}`) ?? 0) > 1))
      list.push("two_pours");
    if (open && days.some((day) => weekday(day) === 0)) list.push("sunday");
    if (open && days.some((day) => holidays.has(day))) list.push("holiday");
    if (visit.clientVisible && ["proposed", "rescheduled", "change_requested"].includes(visit.status)) list.push("unconfirmed");
    if (open && visit.lastDelayReason) list.push("moved");
    warnings.set(visit.id, list);
  }
  return warnings;
}

/** What a chip shows: the row and its client, without what only the warnings needed. */
const chip = (
  { clientVisible: _visible, lastDelayReason: _reason, jobId: _job, ...row }: ScheduleVisitRow,
  client: { contractId: string; clientName: string },
  warnings: ScheduleWarning[],
) => ({ ...row, ...client, warnings });

/**
 * Each day's count of visits in [from, to], and, with `perDay`, which visits are among the first
 * `perDay` of at least one day, in the query's order (day, start time, the trade's order of kinds,
 * id), which is the order the cells list them in.
 */
export function dayTotalsAndShown(visits: ScheduleVisitRow[], range: ScheduleRange) {
  const counts = new Map<string, number>();
  const shown = new Set<string>();
  for (const visit of visits) {
    if (!visit.day) continue;
    for (const day of visitDays({ day: visit.day, spanDays: visit.spanDays })) {
      if (day < range.from || day > range.to) continue;
      const count = (counts.get(day) ?? 0) + 1;
      counts.set(day, count);
      if (range.perDay === undefined || count <= range.perDay) shown.add(visit.id);
    }
  }
  const dayTotals = [...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, count]) => ({ day, visits: count }));
  return { dayTotals, shown };
}

export async function readSchedule(db: Database, range: ScheduleRange) {
  const [visits, undated, holidays, crews] = await Promise.all([
    listScheduleVisits(db, range.from, range.to),
    listScheduleVisitsAwaitingDate(db, undatedListLimit),
    listHolidays(db, range.from, range.to),
    listCrews(db),
  ]);
  const warnings = scheduleWarnings(visits, new Set(holidays.map((holiday) => holiday.day)));
  const undatedWarnings = scheduleWarnings(undated, new Set());
  const { dayTotals, shown } = dayTotalsAndShown(visits, range);
  const shownVisits = visits.filter((visit) => shown.has(visit.id));
  const clients = await listJobClients(db, [...new Set([...shownVisits, ...undated].map((visit) => visit.jobId))]);
  // Every visit belongs to a job of a contract (foreign keys): one without would be a visit being deleted now.
  const chips = (rows: ScheduleVisitRow[], warned: Map<string, ScheduleWarning[]>) =>
    rows.flatMap((visit) => {
      const client = clients.get(visit.jobId);
      return client ? [chip(visit, client, warned.get(visit.id) ?? [])] : [];
    });
  return {
    from: range.from,
    to: range.to,
    crews: crews.map(({ id, name, colour }) => ({ id, name, colour })),
    holidays,
    visits: chips(shownVisits, warnings),
    dayTotals,
    undated: chips(undated, undatedWarnings),
  };
}
