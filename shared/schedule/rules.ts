/**
 * The job after the signature, as rules without storage: the visits a concrete job is made of, the
 * states a visit moves through, the delays of the trade and the calendar arithmetic of working days
 * and reminder times. Dates are Toronto calendar days (YYYY-MM-DD); times of day are Toronto
 * wall-clock "HH:MM"; instants come from one injected clock.
 *
 *   draft --propose--> proposed --client confirms--> confirmed --complete--> completed
 *   proposed|confirmed --client asks another date--> change_requested --owner proposes--> proposed
 *   proposed|confirmed --owner moves (weather...)--> rescheduled, or stays confirmed for a move of
 *     at most two working days (a weather bump the client expects)
 *   any open state --hold (date to be decided)--> on_hold ; any open state --cancel--> cancelled
 *
 * Completed and cancelled visits are never changed again.
 */
import { torontoWallClockKind, torontoWallClockToInstant, addCalendarDays } from "../toronto-wall-clock";
import { lazyDateTimeFormat } from "../lazy-intl";

export const visitKinds = ["excavation", "forms", "pour", "stamp_wash", "seal", "cleanup", "inspection"] as const;
export type VisitKind = (typeof visitKinds)[number];

export const visitKindLabels: Record<VisitKind, string> = {
  excavation: "Excavation",
  forms: "Forms and base",
  pour: "Concrete pour",
  stamp_wash: "Release wash",
  seal: "Sealing",
  cleanup: "Clean-up",
  inspection: "Inspection",
};

/** Visits the client sees by default (the owner may change it per visit): the ones that need them home or the driveway clear. */
export const clientVisibleByDefault: Record<VisitKind, boolean> = {
  excavation: true,
  forms: true,
  pour: true,
  stamp_wash: true,
  seal: true,
  cleanup: false,
  inspection: false,
};

export const visitStatuses = ["draft", "proposed", "confirmed", "change_requested", "rescheduled", "on_hold", "completed", "cancelled"] as const;
export type VisitStatus = (typeof visitStatuses)[number];

export const visitStatusLabels: Record<VisitStatus, string> = {
  draft: "Draft",
  proposed: "Proposed",
  confirmed: "Confirmed",
  change_requested: "Change requested",
  rescheduled: "Moved",
  on_hold: "On hold (date to be decided)",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** States in which a visit is on somebody's calendar with a date. */
export const datedStatuses: readonly VisitStatus[] = ["proposed", "confirmed", "change_requested", "rescheduled"];
export const isFinal = (status: VisitStatus) => status === "completed" || status === "cancelled";

export const delayReasons = ["rain", "cold", "heat", "wind", "frozen_ground", "supplier", "crew", "client_request", "other"] as const;
export type DelayReason = (typeof delayReasons)[number];

export const delayReasonLabels: Record<DelayReason, string> = {
  rain: "Rain",
  cold: "Below 5 °C",
  heat: "Heat",
  wind: "Wind",
  frozen_ground: "Frozen ground",
  supplier: "Supplier",
  crew: "Crew",
  client_request: "Client's request",
  other: "Other",
};

/** Why, in the client's words: the sentence their notice opens with. */
export const delayReasonExplanations: Record<DelayReason, string> = {
  rain: "Rain is forecast for the day. Rain on fresh concrete weakens its surface, so we do not pour when it is expected.",
  cold: "The forecast goes below 5 °C within a day of the pour. Ontario's building code and the concrete standard (CSA A23.1) then require the concrete to be kept warm for days, so we wait for milder weather.",
  heat: "Extreme heat is forecast. Concrete placed in high heat sets too fast to finish well, so we move to a cooler day.",
  wind: "Strong wind is forecast. It dries the surface faster than it can be finished, so we move to a calmer day.",
  frozen_ground: "The ground is frozen. Concrete must not be placed on a frozen base, so we wait for it to thaw.",
  supplier: "Our concrete supplier cannot deliver on that day.",
  crew: "Our crew cannot be there on that day.",
  client_request: "You asked for another date.",
  other: "We need to move the date.",
};

export const scheduleLimits = {
  maxWindowMinutes: 12 * 60,
  maxSpanDays: 10,
  minPreferredDates: 1,
  maxPreferredDates: 3,
  /** A move of at most this many working days keeps a confirmation; more asks the client again. */
  reconfirmAfterWorkingDays: 2,
  /** Changes to one visit within this many minutes make one notice to the client. */
  noticeCoalesceMinutes: 10,
  /** The client's confirmations and date requests accepted per job in this window (then 429). */
  clientRequestsPerJob: 10,
  clientRequestsWindowMinutes: 60,
  /** At most one notice of the client's date requests to the business per job in this many minutes. */
  requestNoticeIntervalMinutes: 15,
  /** Reminders and digests, on Toronto's clocks. */
  dayBeforeReminderTime: "16:00",
  confirmNudgeDaysBefore: 3,
  confirmNudgeTime: "10:00",
  ownerDigestTime: "18:00",
} as const;

/** The preparation list the client reads before a visit; the "no driving" line names the days. */
export function preparationList(kind: VisitKind, noDrivingDays = 7): string[] {
  const common = [
    "Move cars off the driveway and the street in front the evening before.",
    "Leave the side gate unlocked.",
    "Keep pets inside while the crew is there.",
  ];
  if (kind === "pour") {
    return [
      ...common,
      "Make sure we can use an outdoor water tap.",
      "Turn off lawn sprinklers near the work for three days.",
      `Do not drive on the new concrete for ${noDrivingDays} days; walk on it only after 24 hours.`,
    ];
  }
  if (kind === "seal") return [...common, "Keep people and pets off the surface for 24 hours after sealing."];
  return common;
}

// ---------------------------------------------------------------------------------------------
// Working days: Sundays and the owner's holidays are not worked
// ---------------------------------------------------------------------------------------------

/** 0 Sunday ... 6 Saturday, for a YYYY-MM-DD day. */
export function weekday(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay();
}

export const isWorkingDay = (day: string, holidays: ReadonlySet<string>) => weekday(day) !== 0 && !holidays.has(day);

/** The first working day after `day`. */
export function nextWorkingDay(day: string, holidays: ReadonlySet<string>): string {
  let next = addCalendarDays(day, 1);
  for (let guard = 0; guard < 366 && !isWorkingDay(next, holidays); guard++) next = addCalendarDays(next, 1);
  return next;
}

/** Working days from `from` to `to` (positive forward, negative back): Tue→Thu is 2, Sat→Mon is 1. */
export function workingDaysBetween(from: string, to: string, holidays: ReadonlySet<string>): number {
  if (from === to) return 0;
  const forward = from < to;
  let count = 0;
  let day = from;
  for (let guard = 0; guard < 3660 && day !== to; guard++) {
    day = addCalendarDays(day, forward ? 1 : -1);
    if (isWorkingDay(day, holidays)) count++;
  }
  return forward ? count : -count;
}

/** Whether a move keeps the client's confirmation: a confirmed visit moved by at most two working days. */
export function moveKeepsConfirmation(status: VisitStatus, from: string, to: string, holidays: ReadonlySet<string>): boolean {
  return status === "confirmed" && Math.abs(workingDaysBetween(from, to, holidays)) <= scheduleLimits.reconfirmAfterWorkingDays;
}

// ---------------------------------------------------------------------------------------------
// When reminders are due
// ---------------------------------------------------------------------------------------------

/** 16:00 Toronto on the calendar day before the visit. */
export const dayBeforeReminderAt = (visitDay: string) =>
  torontoWallClockToInstant(addCalendarDays(visitDay, -1), scheduleLimits.dayBeforeReminderTime);

/**
 * The day-before reminder makes sense only when the visit was booked (or last moved) before it was
 * due: a visit booked at 19:30 for tomorrow got its date in the booking e-mail a moment ago.
 */
export function dayBeforeReminderApplies(visitDay: string, lastDatedAt: Date): boolean {
  return lastDatedAt.getTime() < dayBeforeReminderAt(visitDay).getTime();
}

/** 10:00 Toronto three days before: one "please confirm" nudge for a visit still unconfirmed. */
export const confirmNudgeAt = (visitDay: string) =>
  torontoWallClockToInstant(addCalendarDays(visitDay, -scheduleLimits.confirmNudgeDaysBefore), scheduleLimits.confirmNudgeTime);

/** 18:00 Toronto the day before: the owner's digest of tomorrow's visits. */
export const ownerDigestAt = (visitDay: string) => torontoWallClockToInstant(addCalendarDays(visitDay, -1), scheduleLimits.ownerDigestTime);

// ---------------------------------------------------------------------------------------------
// Words
// ---------------------------------------------------------------------------------------------

const longDay = lazyDateTimeFormat("en-CA", { timeZone: "UTC", weekday: "long", year: "numeric", month: "long", day: "numeric" });

/** "2026-10-14" → "Wednesday, October 14, 2026". */
export function formatVisitDay(day: string): string {
  return longDay.format(new Date(`${day}T12:00:00Z`));
}

/** "07:00" → "7:00 a.m.", "13:30" → "1:30 p.m.", "12:00" → "12:00 p.m.". */
export function formatClockTime(time: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  const suffix = hours < 12 ? "a.m." : "p.m.";
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** Minutes after midnight of "HH:MM". */
export const minutesOfDay = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

/** "HH:MM" of minutes after midnight (wrapping past midnight). */
export const timeOfMinutes = (minutes: number) => {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, "0")}:${String(wrapped % 60).padStart(2, "0")}`;
};

const weekdayName = lazyDateTimeFormat("en-CA", { timeZone: "UTC", weekday: "long" });

/**
 * Where an arrival window ends on the wall clock: its day and "HH:MM". A window ending at midnight
 * ends at 00:00 the next day (what the calendar file says); `minutes` 1440 is that midnight.
 */
export function windowEnd(day: string, startTime: string, windowMinutes: number): { day: string; time: string; minutes: number } {
  const minutes = minutesOfDay(startTime) + windowMinutes;
  return { day: addCalendarDays(day, Math.floor(minutes / 1440)), time: timeOfMinutes(minutes), minutes };
}

/**
 * A visit's date and time as the client reads it: "Wednesday, October 14, 2026, the crew arrives
 * between 7:00 a.m. and 9:00 a.m." — or "at 7:00 a.m." without a window, or the day alone; a visit
 * over several days says until when. A window ending at midnight says "midnight"; one ending later
 * (refused since decision 0147, but an older row may hold one) names both days, so it never reads
 * backwards ("between 11:30 p.m. Friday and 11:30 a.m. Saturday").
 */
export function describeVisitTime(visit: { day: string; startTime: string | null; windowMinutes: number | null; spanDays: number }): string {
  const days =
    visit.spanDays > 1
      ? `${formatVisitDay(visit.day)} to ${formatVisitDay(addCalendarDays(visit.day, visit.spanDays - 1))}`
      : formatVisitDay(visit.day);
  if (!visit.startTime) return days;
  if (!visit.windowMinutes) return `${days}, the crew arrives at ${formatClockTime(visit.startTime)}`;
  const end = windowEnd(visit.day, visit.startTime, visit.windowMinutes);
  if (end.minutes === 1440) return `${days}, the crew arrives between ${formatClockTime(visit.startTime)} and midnight`;
  if (end.minutes > 1440) {
    const startName = weekdayName.format(new Date(`${visit.day}T12:00:00Z`));
    const endName = weekdayName.format(new Date(`${end.day}T12:00:00Z`));
    return `${days}, the crew arrives between ${formatClockTime(visit.startTime)} ${startName} and ${formatClockTime(end.time)} ${endName}`;
  }
  return `${days}, the crew arrives between ${formatClockTime(visit.startTime)} and ${formatClockTime(end.time)}`;
}

/**
 * Why a visit's time cannot be booked, naming the field, or undefined when it can. The arrival
 * window ends by midnight (a crew's window never spans two days, so the words cannot read
 * backwards), and neither the start nor the window's end falls in the hour Toronto's clocks skip
 * (March: 2:00 to 3:00 a.m. does not exist) or repeat (November: 1:00 to 2:00 a.m. happens twice),
 * so the words, the e-mails and the calendar file name one and the same instant.
 */
export function visitTimeProblem(
  day: string,
  startTime: string | null,
  windowMinutes: number | null,
): { field: "startTime" | "windowMinutes"; message: string } | undefined {
  if (!startTime) return undefined;
  const change = (kind: "skipped" | "repeated") =>
    kind === "skipped"
      ? { what: "does not exist", why: "Toronto's clocks go forward from 2:00 a.m. to 3:00 a.m. that night" }
      : { what: "happens twice", why: "Toronto's clocks go back from 2:00 a.m. to 1:00 a.m. that night" };
  const startKind = torontoWallClockKind(day, startTime);
  if (startKind !== "normal") {
    const { what, why } = change(startKind);
    return {
      field: "startTime",
      message: `${formatClockTime(startTime)} ${what} on ${formatVisitDay(day)}: ${why}. Please choose a start time outside 1:00 to 3:00 a.m.`,
    };
  }
  if (!windowMinutes) return undefined;
  const end = windowEnd(day, startTime, windowMinutes);
  if (end.minutes > 1440) {
    return {
      field: "windowMinutes",
      message: `An arrival window from ${formatClockTime(startTime)} on ${formatVisitDay(day)} would end after midnight. Please start earlier or shorten the window so it ends by midnight.`,
    };
  }
  const endKind = end.minutes === 1440 ? "normal" : torontoWallClockKind(end.day, end.time);
  if (endKind !== "normal") {
    const { what, why } = change(endKind);
    return {
      field: "windowMinutes",
      message: `The arrival window would end at ${formatClockTime(end.time)}, a time that ${what} on ${formatVisitDay(end.day)}: ${why}. Please choose another window.`,
    };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Transitions
// ---------------------------------------------------------------------------------------------

export type VisitAction = "propose" | "confirm" | "ask_other_date" | "move" | "hold" | "complete" | "cancel";

export const visitActionMessages = {
  final: (status: VisitStatus) => `This visit is ${status === "completed" ? "completed" : "cancelled"} and can no longer be changed`,
  notProposed: "There is no proposed date to confirm",
  noDate: "This visit has no date yet",
  alreadyConfirmed: "This date is already confirmed",
} as const;

export type TransitionVerdict = { allowed: true; status: VisitStatus } | { allowed: false; message: string };

/**
 * Where an action takes a visit, or why it may not. `keepsConfirmation` is for a move: true when the
 * move is small enough to keep the client's confirmation (moveKeepsConfirmation).
 */
export function visitTransition(status: VisitStatus, action: VisitAction, options: { keepsConfirmation?: boolean } = {}): TransitionVerdict {
  if (isFinal(status)) return { allowed: false, message: visitActionMessages.final(status) };
  switch (action) {
    case "propose":
      return { allowed: true, status: "proposed" };
    case "confirm":
      if (status === "confirmed") return { allowed: false, message: visitActionMessages.alreadyConfirmed };
      return status === "proposed" || status === "rescheduled"
        ? { allowed: true, status: "confirmed" }
        : { allowed: false, message: visitActionMessages.notProposed };
    case "ask_other_date":
      return datedStatuses.includes(status) ? { allowed: true, status: "change_requested" } : { allowed: false, message: visitActionMessages.noDate };
    case "move":
      if (status === "draft") return { allowed: true, status: "draft" };
      return { allowed: true, status: status === "confirmed" && options.keepsConfirmation ? "confirmed" : "rescheduled" };
    case "hold":
      return { allowed: true, status: "on_hold" };
    case "complete":
      return status === "draft" ? { allowed: false, message: visitActionMessages.noDate } : { allowed: true, status: "completed" };
    case "cancel":
      return { allowed: true, status: "cancelled" };
  }
}
