/**
 * The owner's week (rows: crews and "No crew"; columns: Monday to Sunday) and month (six weeks of
 * days, each with its visits). A chip names the client, the visit and its time, coloured by state,
 * with a badge for each warning; it leads to the contract's job.
 */
import { Link } from "wouter";
import type { ScheduleAnswer, ScheduleVisitRecord, ScheduleWarning } from "@shared/schedule/responses";
import { addCalendarDays } from "@shared/toronto-wall-clock";
import { formatClockTime, minutesOfDay, timeOfMinutes, visitKindLabels, visitStatusLabels } from "@shared/schedule/rules";

const warningLabels: Record<ScheduleWarning, string> = {
  two_pours: "Two pours",
  sunday: "Sunday",
  holiday: "Holiday",
  unconfirmed: "Unconfirmed",
  moved: "Moved",
};

const statusStyles: Record<string, string> = {
  confirmed: "border-emerald-300 bg-emerald-50",
  proposed: "border-amber-300 bg-amber-50",
  rescheduled: "border-sky-300 bg-sky-50",
  change_requested: "border-red-300 bg-red-50",
  completed: "border-stone-200 bg-stone-100 text-stone-600",
  draft: "border-dashed border-stone-300 bg-white",
  on_hold: "border-stone-300 bg-stone-50",
};

const shortDay = (day: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric" }).format(new Date(`${day}T12:00:00Z`));

/** "7:00 a.m.–9:00 a.m." with a window, "7:00 a.m." without, nothing without a start time. */
function timeWindow(visit: ScheduleVisitRecord): string {
  if (!visit.startTime) return "";
  const start = formatClockTime(visit.startTime);
  if (!visit.windowMinutes) return start;
  return `${start}–${formatClockTime(timeOfMinutes(minutesOfDay(visit.startTime) + visit.windowMinutes))}`;
}

/** The days a visit covers within the range. */
const coversDay = (visit: ScheduleVisitRecord, day: string) =>
  visit.day !== null && visit.day <= day && addCalendarDays(visit.day, visit.spanDays - 1) >= day;

export function VisitChip({ visit, holidayName }: { visit: ScheduleVisitRecord; holidayName?: string }) {
  return (
    <Link
      href={`/admin/contracts/${visit.contractId}`}
      className={`block rounded-md border px-2 py-1.5 text-left text-xs leading-snug hover:border-stone-900 ${statusStyles[visit.status] ?? "border-stone-200 bg-white"}`}
      data-visit={visit.id}
    >
      <span className="block font-semibold text-stone-950">{visit.clientName}</span>
      <span className="block text-stone-700">
        {visitKindLabels[visit.kind]}
        {visit.startTime ? ` · ${timeWindow(visit)}` : ""}
      </span>
      {/* A moved visit's state ("Moved") is already its warning badge: said once. */}
      {!(visit.status === "rescheduled" && visit.warnings.includes("moved")) && (
        <span className="block text-stone-600">{visitStatusLabels[visit.status]}</span>
      )}
      {visit.warnings.length > 0 && (
        <span className="mt-1 flex flex-wrap gap-1">
          {visit.warnings.map((warning) => (
            <span key={warning} className="rounded bg-stone-900 px-1.5 py-0.5 text-[11px] font-semibold text-white">
              {warning === "holiday" && holidayName ? holidayName : warningLabels[warning]}
            </span>
          ))}
        </span>
      )}
    </Link>
  );
}

export function WeekGrid({ schedule }: { schedule: ScheduleAnswer }) {
  const days = Array.from({ length: 7 }, (_, index) => addCalendarDays(schedule.from, index));
  const holidays = new Map(schedule.holidays.map((holiday) => [holiday.day, holiday.name]));
  const rows = [...schedule.crews.map((crew) => ({ id: crew.id as string | null, name: crew.name })), { id: null, name: "No crew" }];
  return (
    <>
      <WeekDayList schedule={schedule} days={days} holidays={holidays} />
      <div className="hidden overflow-x-auto rounded-lg border border-stone-200 md:block">
        <table className="w-full min-w-[900px] table-fixed border-collapse text-sm">
          <caption className="sr-only">Visits by crew and day</caption>
          <thead>
            <tr className="bg-stone-50">
              <th scope="col" className="w-28 border-b border-stone-200 p-2 text-left">
                Crew
              </th>
              {days.map((day) => (
                <th key={day} scope="col" className="border-b border-l border-stone-200 p-2 text-left font-semibold">
                  {shortDay(day)}
                  {holidays.has(day) && <span className="block text-xs font-normal text-red-700">{holidays.get(day)}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id ?? "none"}>
                <th scope="row" className="border-b border-stone-200 p-2 text-left align-top font-semibold">
                  {row.name}
                </th>
                {days.map((day) => (
                  <td key={day} className={`border-b border-l border-stone-200 p-1.5 align-top ${holidays.has(day) ? "bg-red-50/50" : ""}`}>
                    <div className="flex flex-col gap-1.5">
                      {schedule.visits
                        .filter((visit) => visit.crewId === row.id && coversDay(visit, day))
                        .map((visit) => (
                          <VisitChip key={visit.id} visit={visit} holidayName={holidays.get(day)} />
                        ))}
                    </div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/**
 * The week on a phone: one day under the other, each with its visits and their crews, so nothing is
 * off to the side of a narrow screen. Days without visits say so in one line.
 */
function WeekDayList({ schedule, days, holidays }: { schedule: ScheduleAnswer; days: string[]; holidays: Map<string, string> }) {
  const crewNames = new Map(schedule.crews.map((crew) => [crew.id, crew.name]));
  return (
    <ol className="flex flex-col gap-3 md:hidden" aria-label="Visits by day">
      {days.map((day) => {
        const visits = schedule.visits.filter((visit) => coversDay(visit, day));
        return (
          <li key={day} data-day={day} className={`rounded-lg border border-stone-200 p-3 ${holidays.has(day) ? "bg-red-50" : "bg-white"}`}>
            <h3 className="text-sm font-bold text-stone-950">
              {shortDay(day)}
              {holidays.has(day) && <span className="ml-2 font-normal text-red-700">{holidays.get(day)}</span>}
            </h3>
            {visits.length === 0 ? (
              <p className="mt-1 text-sm text-stone-600">Nothing booked.</p>
            ) : (
              <ul className="mt-2 flex flex-col gap-2">
                {visits.map((visit) => (
                  <li key={visit.id}>
                    <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-stone-600">
                      {(visit.crewId && crewNames.get(visit.crewId)) ?? "No crew"}
                    </p>
                    <VisitChip visit={visit} holidayName={holidays.get(day)} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The chips a month's cell shows; the answer is asked with this `perDay` and the rest are counted. */
export const monthChipLimit = 4;

/** Six weeks of days, each with its first visits and how many more; "more" opens that day's week. */
export function MonthGrid({ schedule, onOpenWeek }: { schedule: ScheduleAnswer; onOpenWeek: (day: string) => void }) {
  const days = Array.from({ length: 42 }, (_, index) => addCalendarDays(schedule.from, index));
  const holidays = new Map(schedule.holidays.map((holiday) => [holiday.day, holiday.name]));
  const totals = new Map(schedule.dayTotals.map((total) => [total.day, total.visits]));
  return (
    <div className="overflow-x-auto">
      <ol
        className="grid min-w-[900px] grid-cols-7 gap-px overflow-hidden rounded-lg border border-stone-200 bg-stone-200"
        aria-label="Visits by day"
      >
        {days.map((day) => {
          const visits = schedule.visits.filter((visit) => coversDay(visit, day));
          const total = totals.get(day) ?? visits.length;
          return (
            <li key={day} className={`min-h-28 p-1.5 ${holidays.has(day) ? "bg-red-50" : "bg-white"}`}>
              <p className="text-xs font-semibold text-stone-700">
                {shortDay(day)}
                {total > 0 && <span className="ml-1 font-normal text-stone-500">({total})</span>}
              </p>
              {holidays.has(day) && <p className="text-[11px] text-red-700">{holidays.get(day)}</p>}
              <div className="mt-1 flex flex-col gap-1">
                {visits.slice(0, monthChipLimit).map((visit) => (
                  <VisitChip key={visit.id} visit={visit} holidayName={holidays.get(day)} />
                ))}
                {total > monthChipLimit && (
                  <button
                    type="button"
                    className="self-start rounded text-left text-xs font-medium text-stone-700 underline underline-offset-2 hover:text-stone-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900"
                    onClick={() => onOpenWeek(day)}
                  >
                    and {total - monthChipLimit} more<span className="sr-only"> on {shortDay(day)}: open the week</span>
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
