/**
 * What the schedule's forms and API accept: a visit's date and time, a move with its reason, the
 * client's "another date" request, the batch delay, settings, holidays and crews. Plain zod/mini, so
 * the browser checks exactly what the server accepts. Rules that need the clock ("not in the past")
 * are the server's (server/features/schedule/visit-dates.ts).
 */
import { z } from "zod/mini";
import { breaksMultiLine } from "../text-characters";
import { delayReasons, scheduleLimits, visitKinds } from "./rules";

export const scheduleMessages = {
  day: "Please choose a date",
  dayInPast: "Please choose today or a later date",
  startTime: "Please enter a start time such as 07:00",
  window: `The arrival window must be between 15 minutes and ${scheduleLimits.maxWindowMinutes / 60} hours`,
  windowWithoutTime: "An arrival window needs a start time",
  span: `A visit lasts 1 to ${scheduleLimits.maxSpanDays} days`,
  kind: "Please choose the kind of visit",
  reason: "Please choose the reason for the change",
  newDate: "Please choose the new date, the next working day, or to be decided",
  sameDay: "The new date is the same as the current one",
  preferredDays: `Please suggest one to ${scheduleLimits.maxPreferredDates} dates that suit you`,
  preferredDayRepeated: "Each suggested date should be different",
  note: "Please keep the note under 1000 characters",
  specialCharacters: "Please remove special characters from the note",
  version: "Version must be the visit's version number",
  crewName: "Please give the crew a name (at most 60 characters)",
  colour: "Please choose a colour such as #1f6feb",
  holidayName: "Please name the day off (at most 80 characters)",
} as const;

export const noteMaxLength = 1000;
export const minWindowMinutes = 15;

/** A real calendar day as YYYY-MM-DD (2026-02-30 is refused). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

export const calendarDay = (message: string = scheduleMessages.day) => z.string({ error: message }).check(z.refine(isCalendarDay, message));

const clockTime = z.string({ error: scheduleMessages.startTime }).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, scheduleMessages.startTime));

const note = z.string({ error: scheduleMessages.note }).check(
  z.overwrite((value: string) => value.replace(/\r\n?/g, "\n").trim()),
  z.refine((value) => !breaksMultiLine(value), scheduleMessages.specialCharacters),
  z.maxLength(noteMaxLength, scheduleMessages.note),
);

const version = z.int({ error: scheduleMessages.version }).check(z.minimum(1, scheduleMessages.version));

const windowMinutes = z
  .int({ error: scheduleMessages.window })
  .check(z.minimum(minWindowMinutes, scheduleMessages.window), z.maximum(scheduleLimits.maxWindowMinutes, scheduleMessages.window));

const spanDays = z
  .int({ error: scheduleMessages.span })
  .check(z.minimum(1, scheduleMessages.span), z.maximum(scheduleLimits.maxSpanDays, scheduleMessages.span));

/** The time of a visit: a day, and optionally a start time with an arrival window, and a length. */
const visitTimeShape = {
  day: calendarDay(),
  startTime: z.optional(z.nullable(clockTime)),
  windowMinutes: z.optional(z.nullable(windowMinutes)),
  spanDays: z.optional(spanDays),
};

const windowNeedsTime = <T extends { startTime?: string | null; windowMinutes?: number | null }>(value: T) =>
  !(value.windowMinutes && !value.startTime);

/** A new visit: a draft, dated or not; proposing it to the client is a separate step. */
export const newVisitSchema = z
  .object({
    kind: z.enum(visitKinds, { error: scheduleMessages.kind }),
    clientVisible: z.optional(z.boolean()),
    day: z.optional(z.nullable(calendarDay())),
    startTime: visitTimeShape.startTime,
    windowMinutes: visitTimeShape.windowMinutes,
    spanDays: visitTimeShape.spanDays,
    crewId: z.optional(z.nullable(z.string())),
    clientNote: z.optional(note),
    internalNote: z.optional(note),
  })
  .check(z.refine(windowNeedsTime, { message: scheduleMessages.windowWithoutTime, path: ["windowMinutes"] }));

/** Details that change nothing in the client's calendar: the crew, the notes, who sees it. */
export const visitDetailsSchema = z.object({
  version,
  crewId: z.optional(z.nullable(z.string())),
  clientVisible: z.optional(z.boolean()),
  clientNote: z.optional(note),
  internalNote: z.optional(note),
});

/** Propose a date to the client (the first one, or again after they asked for another). */
export const proposeVisitSchema = z
  .object({ version, ...visitTimeShape, notify: z.optional(z.boolean()) })
  .check(z.refine(windowNeedsTime, { message: scheduleMessages.windowWithoutTime, path: ["windowMinutes"] }));

export const moveTargets = ["date", "next_working_day", "to_be_decided"] as const;
export type MoveTarget = (typeof moveTargets)[number];

/**
 * A move with its reason: to a chosen date (and time), the next working day after the current date,
 * or "to be decided" (the visit is held and the client's calendar entry is cancelled).
 */
export const moveVisitSchema = z
  .object({
    version,
    reason: z.enum(delayReasons, { error: scheduleMessages.reason }),
    note: z.optional(note),
    target: z.enum(moveTargets, { error: scheduleMessages.newDate }),
    day: z.optional(calendarDay()),
    startTime: visitTimeShape.startTime,
    windowMinutes: visitTimeShape.windowMinutes,
    spanDays: visitTimeShape.spanDays,
    notify: z.optional(z.boolean()),
  })
  .check(
    z.refine((value) => value.target !== "date" || Boolean(value.day), { message: scheduleMessages.day, path: ["day"] }),
    z.refine(windowNeedsTime, { message: scheduleMessages.windowWithoutTime, path: ["windowMinutes"] }),
  );

export const visitVersionSchema = z.object({ version, note: z.optional(note), notify: z.optional(z.boolean()) });

/** The client's request: one to three dates that suit them, and a note. */
export function preferredDaysProblem(days: readonly string[]): string | undefined {
  if (days.length < scheduleLimits.minPreferredDates || days.length > scheduleLimits.maxPreferredDates) return scheduleMessages.preferredDays;
  if (new Set(days).size !== days.length) return scheduleMessages.preferredDayRepeated;
  return undefined;
}

export const otherDateSchema = z.object({
  version,
  // How many is a rule of the request (422 for none or too many, checked by the server with the
  // dates themselves); the shape only bounds the array's size.
  preferredDays: z.array(calendarDay(), { error: scheduleMessages.preferredDays }).check(z.maxLength(10, scheduleMessages.preferredDays)),
  note: z.optional(note),
});

export const clientConfirmSchema = z.object({ version });

/** Every pour of one day moved to the next working day; `apply: false` only previews. */
export const batchDelaySchema = z.object({
  day: calendarDay(),
  reason: z.enum(delayReasons, { error: scheduleMessages.reason }),
  note: z.optional(note),
  apply: z.boolean({ error: "Say whether to apply the delay or only preview it" }),
});

export const scheduleSettingsSchema = z.object({ waitForDeposit: z.boolean({ error: "Say whether dates wait for the deposit" }) });

export const holidaySchema = z.object({
  name: z
    .string({ error: scheduleMessages.holidayName })
    .check(z.trim(), z.minLength(1, scheduleMessages.holidayName), z.maxLength(80, scheduleMessages.holidayName)),
});

export const crewSchema = z.object({
  name: z
    .string({ error: scheduleMessages.crewName })
    .check(z.trim(), z.minLength(1, scheduleMessages.crewName), z.maxLength(60, scheduleMessages.crewName)),
  colour: z.optional(z.string({ error: scheduleMessages.colour }).check(z.regex(/^#[0-9a-fA-F]{6}$/, scheduleMessages.colour))),
});

/** The views' ranges: a week or a month's grid (six weeks) at most. */
export const scheduleRangeMaxDays = 42;

/** The month's cells show a few visits a day and a count: `perDay` asks for at most that many chips a day. */
export const schedulePerDayMax = 20;

export type NewVisitInput = z.infer<typeof newVisitSchema>;
export type VisitDetailsInput = z.infer<typeof visitDetailsSchema>;
export type ProposeVisitInput = z.infer<typeof proposeVisitSchema>;
export type MoveVisitInput = z.infer<typeof moveVisitSchema>;
export type OtherDateInput = z.infer<typeof otherDateSchema>;
export type BatchDelayInput = z.infer<typeof batchDelaySchema>;
