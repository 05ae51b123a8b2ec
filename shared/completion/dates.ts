/**
 * The calendar of the end of a job, as rules without storage or clock: when the workmanship warranty
 * ends, which completion dates the owner may enter, when the reseal reminder is due, the dated
 * aftercare milestones the client reads, and the review-request and e-mail consent days.
 *
 * Every date is a Toronto calendar day written YYYY-MM-DD (a DATE, never an instant: daylight saving
 * cannot move these). "Today" is passed in by the caller, from the app's one clock
 * (torontoDate(now) in quote-rules.ts); nothing here reads the system clock.
 *
 * Anniversaries (warranty end, the end of e-mail consent) keep the month and day; a 29 February start
 * ends on 28 February when the end year has no 29 February, since a client reads "5 years" as
 * "the same date", and the 28th never gives more time than the years promised.
 */
import { isIsoDate } from "../quote-rules";
import { addCalendarDays } from "../toronto-wall-clock";
import { formatVisitDay } from "../schedule/rules";

// ---------------------------------------------------------------------------------------------
// Calendar arithmetic on YYYY-MM-DD days
// ---------------------------------------------------------------------------------------------

function requireDay(day: string, what: string): [number, number, number] {
  if (!isIsoDate(day)) throw new RangeError(`${what} is not a day: ${day}`);
  const [year, month, date] = day.split("-").map(Number);
  return [year, month, date];
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");
const dayOf = (year: number, month: number, date: number) => `${pad(year, 4)}-${pad(month)}-${pad(date)}`;

/** 28 to 31: the last day of a month (1-12); day 0 of the next month is this month's last. */
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The same day `months` later, clamped to the month's last day: 31 Aug + 6 months is 28 (or 29) Feb. */
function addMonthsClamped(day: string, months: number): string {
  const [year, month, date] = requireDay(day, "The start");
  const index = year * 12 + (month - 1) + months;
  const newYear = Math.floor(index / 12);
  const newMonth = (index % 12) + 1;
  return dayOf(newYear, newMonth, Math.min(date, daysInMonth(newYear, newMonth)));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = requireDay(from, "The first day");
  const [y2, m2, d2] = requireDay(to, "The second day");
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

/** The n-th anniversary of a day: the same month and day, 29 February becoming 28 February in a common year. */
function anniversary(day: string, years: number): string {
  return addMonthsClamped(day, years * 12);
}

// ---------------------------------------------------------------------------------------------
// 1. Warranty end
// ---------------------------------------------------------------------------------------------

/** The owner's warranty term: from 1 to 25 whole years (5 by default on the certificate). */
export const warrantyYearsRange = { min: 1, max: 25 } as const;
export const warrantyYearsMessage = `Warranty years must be a whole number from ${warrantyYearsRange.min} to ${warrantyYearsRange.max}`;

/**
 * The last day of the warranty: the `years`-th anniversary of the start (the completion date), valid
 * through the end of that day in Toronto. 2026-06-12 + 5 is 2031-06-12; 2028-02-29 + 5 is 2033-02-28.
 * Throws a RangeError with warrantyYearsMessage for a term outside warrantyYearsRange.
 */
export function warrantyEndDate(startDay: string, years: number): string {
  if (!Number.isInteger(years) || years < warrantyYearsRange.min || years > warrantyYearsRange.max) {
    throw new RangeError(warrantyYearsMessage);
  }
  return anniversary(startDay, years);
}

// ---------------------------------------------------------------------------------------------
// 2. The completion date the owner enters
// ---------------------------------------------------------------------------------------------

/** How far back the owner may date a completion: enough to catch up on a busy month, not to rewrite last season. */
export const completionBackdateMaxDays = 30;

export const completionDateMessages = {
  malformed: "Enter the completion date as a day, such as 2026-06-15",
  future: "The completion date cannot be in the future",
  beforePour: (pourDay: string) => `The job cannot be complete before its pour (${formatVisitDay(pourDay)})`,
  tooOld: `The completion date can be at most ${completionBackdateMaxDays} days ago`,
} as const;

/**
 * Why a completion date cannot be accepted, or null when it can. `today` is Toronto's day from the
 * app's clock; `pourDay` is the job's pour visit day, or null for a job without a pour (then only the
 * other rules apply). The checks run in the order that names the most useful fix: a day in the future,
 * then a day before the pour (even when it is also more than 30 days back: the pour is what the owner
 * mixed up), then a day too far back. Exactly 30 days back is accepted.
 */
export function completionDateProblem(completedOn: string, context: { pourDay: string | null; today: string }): string | null {
  if (!isIsoDate(completedOn)) return completionDateMessages.malformed;
  requireDay(context.today, "Today");
  if (completedOn > context.today) return completionDateMessages.future;
  if (context.pourDay !== null) {
    requireDay(context.pourDay, "The pour day");
    if (completedOn < context.pourDay) return completionDateMessages.beforePour(context.pourDay);
  }
  if (daysBetween(completedOn, context.today) > completionBackdateMaxDays) return completionDateMessages.tooOld;
  return null;
}

// ---------------------------------------------------------------------------------------------
// 3. Reseal due day
// ---------------------------------------------------------------------------------------------

/** A sealing season as month-day bounds, both days included. */
export type SealingSeason = { start: string; end: string };

/**
 * Stamped concrete is resealed every 2-3 years (https://www.windycitysteam.com/how-often-you-should-seal-stamped-concrete/):
 * 24 months by default, 36 as the owner's other choice. Sealing wants 10-32 °C and dry concrete,
 * i.e. spring or fall (https://www.northeastdecorativeconcrete.com/blog/what-time-of-year-is-best-to-seal-stamped-concrete-patio):
 * the default season is 15 April to 15 October, the owner may set another.
 */
export const resealDefaults = { months: 24, season: { start: "04-15", end: "10-15" } } as const satisfies { months: number; season: SealingSeason };
export const resealMonthsRange = { min: 6, max: 60 } as const;
export const resealMessages = {
  months: `Reseal months must be a whole number from ${resealMonthsRange.min} to ${resealMonthsRange.max}`,
  season: "The sealing season needs a start and an end written MM-DD, the start before the end",
} as const;

/**
 * A month-day that exists every year: 02-29 is refused, since a season starting on it would have no
 * start three years in four.
 */
function isMonthDay(text: string): boolean {
  const match = /^(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [month, date] = [Number(match[1]), Number(match[2])];
  return month >= 1 && month <= 12 && date >= 1 && date <= daysInMonth(2025, month);
}

function requireSeason(season: SealingSeason): SealingSeason {
  // MM-DD strings sort as the calendar does, so the string comparison is the date comparison.
  if (!isMonthDay(season.start) || !isMonthDay(season.end) || season.start >= season.end) throw new RangeError(resealMessages.season);
  return season;
}

/**
 * A day moved into the season: a day before the season's start moves to that year's start; a day
 * after its end waits for the next year's start; a day inside (both bounds included) stays.
 */
function intoSeason(day: string, season: SealingSeason): string {
  const [year] = requireDay(day, "The day");
  const monthDay = day.slice(5);
  if (monthDay < season.start) return `${pad(year, 4)}-${season.start}`;
  if (monthDay > season.end) return `${pad(year + 1, 4)}-${season.start}`;
  return day;
}

/**
 * The day the reseal reminder is due: `months` after completion (31 Aug + 6 months is the end of
 * February), then moved into the sealing season. A June 2026 completion is due in June 2028; a
 * November 2026 completion waits for 15 April 2029. Throws a RangeError for months outside 6..60 or a
 * season that is not a valid MM-DD start before its end.
 */
export function resealDueDay(completedOn: string, options: { months?: number; season?: SealingSeason } = {}): string {
  const months = options.months ?? resealDefaults.months;
  if (!Number.isInteger(months) || months < resealMonthsRange.min || months > resealMonthsRange.max) throw new RangeError(resealMessages.months);
  const season = requireSeason(options.season ?? resealDefaults.season);
  return intoSeason(addMonthsClamped(completedOn, months), season);
}

// ---------------------------------------------------------------------------------------------
// 4. Aftercare milestones
// ---------------------------------------------------------------------------------------------

/**
 * The trade's usual figures, counted from the pour day (the day the concrete was placed):
 * - walk after 24-48 h, full strength at about 28 days, about a week to partly cure, with heavy
 *   loads kept off meanwhile (https://www.concretescan.net/how-long-does-concrete-need-to-dry-before-it-rains).
 *   A pour often ends in the afternoon, so the day-granular "walk from" takes the safe end, 48 h;
 *   cars wait the week, as the pour's preparation list already tells the client (shared/schedule/rules.ts);
 * - no de-icing salt during the first winter; seal only dry concrete, with 24 h of dry weather
 *   before and after (https://everything-about-concrete.com/will-my-stamped-concrete-sidewalk-be-ok-if-not-sealed-before-winter-comes.html);
 * - seal at 10-32 °C after at least a month's cure
 *   (https://www.northeastdecorativeconcrete.com/blog/what-time-of-year-is-best-to-seal-stamped-concrete-patio);
 *   28 days, the full cure, is taken as that month.
 * No separate wait for heavy vehicles is given: the sources above give none in days.
 */
export const aftercareFigures = {
  walkAfterHours: 48,
  driveAfterDays: 7,
  fullCureDays: 28,
  sealAfterDays: 28,
  sealMinTempC: 10,
  sealMaxTempC: 32,
  sealDryHoursBefore: 24,
  sealDryHoursAfter: 24,
  /** The sources say "until spring"; 1 April is the day taken as the end of a Toronto winter. */
  winterEnds: "04-01",
} as const;

export type AftercareDates = {
  pourDay: string;
  completedOn: string;
  /** Light foot traffic from this day on. */
  walkFrom: { day: string; afterHours: number };
  /** Passenger cars from this day on. */
  driveFrom: { day: string; afterDays: number };
  /** About full strength on this day. */
  fullCure: { day: string; afterDays: number };
  /** The end of the pour's first winter: no de-icing salt before this day (sand instead). */
  noSaltUntil: { day: string; winterEnds: string };
  /** If not sealed on site: the first day it may be sealed, in the sealing season, then only when dry and 10-32 °C. */
  sealFrom: {
    day: string;
    afterDays: number;
    minTempC: number;
    maxTempC: number;
    dryHoursBefore: number;
    dryHoursAfter: number;
    season: SealingSeason;
  };
  /** When the reseal reminder is due (resealDueDay with the defaults). */
  resealDue: { day: string; months: number; season: SealingSeason };
};

/**
 * The 1 April that ends the pour's first winter. A pour from 1 April to 30 November meets the coming
 * winter, which ends on 1 April of the next year; a pour from December to March is in a winter
 * already, which ends on the coming 1 April (the same year for January to March, the next year for
 * December). So a pour on 31 March has its first winter end the next day: it is that winter's
 * concrete, and the research's rule is about the first winter, not the first twelve months.
 */
export function firstWinterEnd(pourDay: string): string {
  const [year, month] = requireDay(pourDay, "The pour day");
  const endMonthDay = aftercareFigures.winterEnds;
  const endMonth = Number(endMonthDay.slice(0, 2));
  return `${pad(month < endMonth ? year : year + 1, 4)}-${endMonthDay}`;
}

/**
 * The aftercare guide's dates from the job's real days, with the figure behind each, so a renderer can
 * write "Walk on it from Thursday, June 18, 2026". The seal day is the later of the end of the cure
 * and the completion (a sealing visit after hand-over cannot be in the past), moved into the default
 * sealing season. Throws a RangeError for a day that is not a day or a completion before the pour.
 */
export function aftercareDates(pour: { pourDay: string }, completedOn: string): AftercareDates {
  const { pourDay } = pour;
  requireDay(pourDay, "The pour day");
  requireDay(completedOn, "The completion day");
  if (completedOn < pourDay) throw new RangeError(`The completion day ${completedOn} is before the pour day ${pourDay}`);
  const figures = aftercareFigures;
  const season = resealDefaults.season;
  const cured = addCalendarDays(pourDay, figures.sealAfterDays);
  return {
    pourDay,
    completedOn,
    walkFrom: { day: addCalendarDays(pourDay, Math.ceil(figures.walkAfterHours / 24)), afterHours: figures.walkAfterHours },
    driveFrom: { day: addCalendarDays(pourDay, figures.driveAfterDays), afterDays: figures.driveAfterDays },
    fullCure: { day: addCalendarDays(pourDay, figures.fullCureDays), afterDays: figures.fullCureDays },
    noSaltUntil: { day: firstWinterEnd(pourDay), winterEnds: figures.winterEnds },
    sealFrom: {
      day: intoSeason(cured > completedOn ? cured : completedOn, season),
      afterDays: figures.sealAfterDays,
      minTempC: figures.sealMinTempC,
      maxTempC: figures.sealMaxTempC,
      dryHoursBefore: figures.sealDryHoursBefore,
      dryHoursAfter: figures.sealDryHoursAfter,
      season,
    },
    resealDue: { day: resealDueDay(completedOn), months: resealDefaults.months, season },
  };
}

// ---------------------------------------------------------------------------------------------
// 5. Review request and e-mail consent
// ---------------------------------------------------------------------------------------------

/** Days between "complete and paid" and the review request: 2 by default, at most a month. */
export const reviewDelayDays = { default: 2, min: 0, max: 30 } as const;
export const reviewDelayMessage = `The review delay must be a whole number of days from ${reviewDelayDays.min} to ${reviewDelayDays.max}`;

/**
 * The day the review request goes out: `delayDays` after the later of completion and the final
 * payment (the caller passes that day), sent at the scheduler's hour on Toronto's clocks.
 */
export function reviewRequestDay(completedAndPaidDay: string, delayDays: number): string {
  requireDay(completedAndPaidDay, "The completed-and-paid day");
  if (!Number.isInteger(delayDays) || delayDays < reviewDelayDays.min || delayDays > reviewDelayDays.max) throw new RangeError(reviewDelayMessage);
  return addCalendarDays(completedAndPaidDay, delayDays);
}

/** Implied consent from a purchase lasts this many years (https://millsandmills.ca/?p=7537). */
export const impliedConsentYears = 2;

/** The last day a message may go out on implied consent: the 2nd anniversary of the last payment (29 Feb -> 28 Feb). */
export function impliedConsentLastDay(lastPaymentDay: string): string {
  return anniversary(lastPaymentDay, impliedConsentYears);
}

/**
 * Whether a commercial e-mail (review request, reseal reminder) may go out today on the implied
 * consent of a purchase. Canada's anti-spam law counts a purchase "within the two-year period
 * immediately before the day on which the message was sent" (S.C. 2010, c. 23, s. 10(10)(a)): on the
 * 2nd anniversary the payment is exactly two years before the message, at the period's first day, so
 * the anniversary is included and the day after it is not. 2026-11-20 -> through 2028-11-20;
 * 2028-02-29 -> through 2030-02-28. A payment dated after today gives no consent yet.
 */
export function isWithinImpliedConsent(lastPaymentDay: string, today: string): boolean {
  requireDay(today, "Today");
  const lastDay = impliedConsentLastDay(lastPaymentDay);
  return lastPaymentDay <= today && today <= lastDay;
}
