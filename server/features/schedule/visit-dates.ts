/**
 * The date rules that need the clock: a visit is dated today or later (Toronto) and at most two
 * years ahead; a move to "the next working day" skips Sundays and the owner's holidays and never
 * lands in the past. And the time rule of the day it lands on: an arrival window ends by midnight
 * and no time falls in the hour the clocks skip or repeat (visitTimeProblem, decision 0147).
 */
import type { Executor } from "../../db";
import { unprocessable } from "../../errors";
import { torontoDate } from "../../../shared/quote-rules";
import { scheduleMessages } from "../../../shared/schedule/input";
import { addCalendarDays } from "../../../shared/toronto-wall-clock";
import { nextWorkingDay, visitTimeProblem } from "../../../shared/schedule/rules";
import { listHolidays } from "./storage";

export const maxDaysAhead = 730;
export const tooFarMessage = "Please choose a date within the next two years";

/** 422 VISIT_DATE_REFUSED for a day before today (Toronto) or more than two years ahead. */
export function assertBookableDay(day: string, now: Date, field = "day"): void {
  const today = torontoDate(now);
  if (day < today) throw unprocessable("VISIT_DATE_REFUSED", scheduleMessages.dayInPast, { [field]: scheduleMessages.dayInPast });
  if (day > addCalendarDays(today, maxDaysAhead)) throw unprocessable("VISIT_DATE_REFUSED", tooFarMessage, { [field]: tooFarMessage });
}

/** The owner's holidays from `from` on (two months: enough for any run of days off). */
export async function holidaySet(db: Executor, from: string): Promise<Set<string>> {
  return new Set((await listHolidays(db, from, addCalendarDays(from, 62))).map((holiday) => holiday.day));
}

/** The first working day after `day` that is today or later. */
export function nextBookableWorkingDay(day: string, today: string, holidays: ReadonlySet<string>): string {
  let next = nextWorkingDay(day, holidays);
  for (let guard = 0; guard < 400 && next < today; guard++) next = nextWorkingDay(next, holidays);
  return next;
}

/** 422 VISIT_TIME_REFUSED for a window past midnight or a time the clock change skips or repeats that day. */
export function assertBookableTime(day: string, startTime: string | null, windowMinutes: number | null): void {
  const problem = visitTimeProblem(day, startTime, windowMinutes);
  if (problem) throw unprocessable("VISIT_TIME_REFUSED", problem.message, { [problem.field]: problem.message });
}
