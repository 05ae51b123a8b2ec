/**
 * What the schedule's routes answer (the job after the signature): the owner's visit, job, week and
 * month, batch-delay preview and settings; the client's schedule page without any internal field.
 * The browser imports only the types.
 */
import { z } from "zod";
import { day, success, timestamp } from "../api/codecs";
import { delayReasons, visitKinds, visitStatuses } from "./rules";

/** A visit as the owner sees it. `when`: its time in words, "Date to be decided" while undated. */
export const visitSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  kind: z.enum(visitKinds),
  kindLabel: z.string(),
  clientVisible: z.boolean(),
  day: day.nullable(),
  startTime: z.string().nullable(),
  windowMinutes: z.int().nullable(),
  spanDays: z.int(),
  crewId: z.uuid().nullable(),
  crewName: z.string().nullable(),
  status: z.enum(visitStatuses),
  statusLabel: z.string(),
  clientNote: z.string(),
  internalNote: z.string(),
  icalSequence: z.int(),
  lastDelayReason: z.enum(delayReasons).nullable(),
  confirmedAt: z.string().nullable(),
  version: z.int(),
  when: z.string(),
});

export const crewSchema = z.object({ id: z.uuid(), name: z.string(), colour: z.string() });

/** A notice the client was sent about a visit, kept as the record of what they were told. */
export const scheduleNoticeSchema = z.object({
  id: z.uuid(),
  visitId: z.uuid(),
  kind: z.string(),
  reason: z.enum(delayReasons).nullable(),
  note: z.string(),
  fromDay: day.nullable(),
  toDay: day.nullable(),
  sequence: z.int(),
  emailStatus: z.string().nullable(),
  createdAt: timestamp,
});

/** The job of one signed contract: its visits, the client's schedule link and the deposit gate. */
export const jobSchema = z.object({
  id: z.uuid(),
  contractId: z.uuid(),
  quoteId: z.uuid(),
  quoteNumber: z.string().nullable(),
  clientName: z.string(),
  address: z.string(),
  /** The client's schedule page, `/schedule/{token}`. */
  schedulePath: z.string(),
  depositReceived: z.boolean(),
  waitForDeposit: z.boolean(),
  visits: z.array(visitSchema),
  notices: z.array(scheduleNoticeSchema),
  crews: z.array(crewSchema),
});

export const scheduleWarnings = ["two_pours", "sunday", "holiday", "unconfirmed", "moved"] as const;

/**
 * A visit in the owner's week or month: what a chip on the grid shows, with its client and what
 * needs a look (the warnings say unconfirmed and moved). Labels come from shared/schedule/rules.ts;
 * the address, notes and the time in words are on the job (a busy month has over a thousand of these).
 */
export const scheduleVisitSchema = z.object({
  id: z.uuid(),
  contractId: z.uuid(),
  kind: z.enum(visitKinds),
  day: day.nullable(),
  startTime: z.string().nullable(),
  windowMinutes: z.int().nullable(),
  spanDays: z.int(),
  crewId: z.uuid().nullable(),
  status: z.enum(visitStatuses),
  clientName: z.string(),
  warnings: z.array(z.enum(scheduleWarnings)),
});

export const scheduleAnswerSchema = z.object({
  success,
  from: day,
  to: day,
  crews: z.array(crewSchema),
  holidays: z.array(z.object({ day, name: z.string() })),
  /** With `perDay`: only the first visits of each day (by start), enough for the month's cells. */
  visits: z.array(scheduleVisitSchema),
  /** How many visits each day of the range holds (a visit of several days counts on each), days with none left out. */
  dayTotals: z.array(z.object({ day, visits: z.int() })),
  /** Visits on hold (no date yet), so the owner sees what still needs a day. */
  undated: z.array(scheduleVisitSchema),
});

/** Jobs whose next visit is coming (or which have none yet): the owner's list. */
export const jobListItemSchema = z.object({
  id: z.uuid(),
  contractId: z.uuid(),
  clientName: z.string(),
  address: z.string(),
  nextVisit: z.object({ id: z.uuid(), kindLabel: z.string(), day: day, statusLabel: z.string() }).nullable(),
  openVisits: z.int(),
});

export const jobsAnswerSchema = z.object({ success, jobs: z.array(jobListItemSchema), total: z.int() });

export const batchDelayItemSchema = z.object({
  visitId: z.uuid(),
  clientName: z.string(),
  address: z.string(),
  fromDay: day,
  toDay: day,
  keepsConfirmation: z.boolean(),
});

export const batchDelayAnswerSchema = z.object({ success, applied: z.boolean(), moves: z.array(batchDelayItemSchema) });

export const scheduleSettingsAnswerSchema = z.object({
  success,
  settings: z.object({ waitForDeposit: z.boolean(), feedPath: z.string() }),
});

export const jobAnswerSchema = z.object({ success, job: jobSchema });
export const visitAnswerSchema = z.object({ success, visit: visitSchema });
export const crewAnswerSchema = z.object({ success, crew: crewSchema });
export const holidaysAnswerSchema = z.object({ success, holidays: z.array(z.object({ day, name: z.string() })) });

/** A visit on the client's page: no crew, no internal note, no ids but its own. */
export const clientVisitSchema = z.object({
  id: z.uuid(),
  kindLabel: z.string(),
  status: z.enum(visitStatuses),
  statusLabel: z.string(),
  day: day.nullable(),
  when: z.string(),
  clientNote: z.string(),
  preparation: z.array(z.string()),
  delayExplanation: z.string().nullable(),
  canConfirm: z.boolean(),
  canAskOtherDate: z.boolean(),
  hasCalendarFile: z.boolean(),
  version: z.int(),
});

export const clientScheduleSchema = z.object({
  clientName: z.string(),
  address: z.string(),
  visits: z.array(clientVisitSchema),
});

export const clientScheduleAnswerSchema = z.object({ success, schedule: clientScheduleSchema });

export type VisitRecord = z.input<typeof visitSchema>;
export type JobRecord = z.input<typeof jobSchema>;
export type ScheduleVisitRecord = z.input<typeof scheduleVisitSchema>;
export type ScheduleAnswer = z.input<typeof scheduleAnswerSchema>;
export type ClientVisitRecord = z.input<typeof clientVisitSchema>;
export type ClientSchedule = z.input<typeof clientScheduleSchema>;
export type BatchDelayAnswer = z.input<typeof batchDelayAnswerSchema>;
export type JobListItem = z.input<typeof jobListItemSchema>;
export type ScheduleWarning = (typeof scheduleWarnings)[number];
export type JobAnswer = z.input<typeof jobAnswerSchema>;
export type VisitAnswer = z.input<typeof visitAnswerSchema>;
export type ScheduleSettingsAnswer = z.input<typeof scheduleSettingsAnswerSchema>;
export type ClientScheduleAnswer = z.input<typeof clientScheduleAnswerSchema>;
export type HolidaysAnswer = z.input<typeof holidaysAnswerSchema>;
export type CrewAnswer = z.input<typeof crewAnswerSchema>;
export type JobsAnswer = z.input<typeof jobsAnswerSchema>;
