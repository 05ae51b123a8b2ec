/**
 * The job after the signature: one job per signed contract, its visits with their calendar dates,
 * the crews, the owner's holidays and schedule settings, the notices the client was sent about a
 * visit and the reminders claimed once. Re-exported by shared/schema.ts (one schema for Drizzle).
 * The rules are in shared/schedule/rules.ts.
 */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { contracts, emails, quotes } from "../schema";
import { delayReasons, visitKinds, visitStatuses } from "./rules";

const id = () =>
  uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`);
const createdAt = () => timestamp("created_at", { withTimezone: true }).defaultNow().notNull();
/** Closed sets are Postgres enums (decisions 0122, 0155). */
export const visitKindEnum = pgEnum("visit_kind", visitKinds);
export const visitStatusEnum = pgEnum("visit_status", visitStatuses);
export const delayReasonEnum = pgEnum("delay_reason", delayReasons);

/** What a notice told the client of a visit (server/features/schedule/visit-notices.ts). */
export const visitNoticeKinds = ["proposed", "moved", "held", "cancelled"] as const;
export type VisitNoticeKind = (typeof visitNoticeKinds)[number];
export const visitNoticeKindEnum = pgEnum("visit_notice_kind", visitNoticeKinds);

/** The timed messages claimed once (server/features/schedule/schedule-reminders.ts), sent or skipped. */
export const scheduledMessageKinds = ["day_before", "confirm_nudge", "owner_digest"] as const;
export type ScheduledMessageKind = (typeof scheduledMessageKinds)[number];
export const scheduledMessageStatuses = ["sent", "skipped"] as const;
/** Why a timed message was skipped, in the words the row keeps. */
export const scheduledMessageSkipReasons = [
  "booked after the reminder was due",
  "booked within three days of the visit",
  "no visits tomorrow",
] as const;
export type ScheduledMessageSkipReason = (typeof scheduledMessageSkipReasons)[number];
export const scheduledMessageKindEnum = pgEnum("scheduled_message_kind", scheduledMessageKinds);
export const scheduledMessageStatusEnum = pgEnum("scheduled_message_status", scheduledMessageStatuses);
export const scheduledMessageSkipReasonEnum = pgEnum("scheduled_message_skip_reason", scheduledMessageSkipReasons);

export const crews = pgTable("crews", {
  id: id(),
  name: text("name").notNull(),
  /** A colour the week view paints the crew's visits with, "#1f6feb". */
  colour: text("colour").notNull().default("#475569"),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
});

/**
 * A signed contract's job. `linkToken`: the client's schedule page (`/schedule/{token}`), a secret
 * of its own like the quote's link, so the schedule can be shared with whoever minds the house
 * without handing over the contract.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id),
    linkToken: text("link_token").notNull().unique(),
    /**
     * The business's latest notice of the client's date requests and when it is (or was) due: the
     * next request joins it while unsent, else waits an interval after it (client-request-notices.ts).
     */
    requestsNoticeEmailId: uuid("requests_notice_email_id").references(() => emails.id, { onDelete: "set null" }),
    requestsNoticeAt: timestamp("requests_notice_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("jobs_contract_id_idx").on(table.contractId)],
);

/** A schedule link the owner replaced (alone, or with the quote's link): it answers 410 for ever. */
export const revokedScheduleLinks = pgTable(
  "revoked_schedule_links",
  {
    token: text("token").primaryKey(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id),
    revokedAt: timestamp("revoked_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [index("revoked_schedule_links_job_id_idx").on(table.jobId)],
);

/**
 * One visit of a job: a Toronto calendar day (null while a draft or on hold), an optional start time
 * and arrival window, a length in days, a crew and a state. `icalUid` is fixed when the visit is
 * made and `icalSequence` goes up by one with every change the client's calendar must follow.
 * `datedAt`: when the date last changed (the day-before reminder is skipped for a visit dated after
 * it was due). `version` goes up with every change: the owner's and the client's actions carry it.
 */
export const jobVisits = pgTable(
  "job_visits",
  {
    id: id(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id),
    kind: visitKindEnum("kind").notNull(),
    clientVisible: boolean("client_visible").notNull().default(true),
    day: date("day", { mode: "string" }),
    /** "07:00", Toronto wall-clock time; null: the day only. */
    startTime: text("start_time"),
    windowMinutes: integer("window_minutes"),
    spanDays: integer("span_days").notNull().default(1),
    crewId: uuid("crew_id").references(() => crews.id),
    status: visitStatusEnum("status").notNull().default("draft"),
    /** What the client reads under the date (the owner's own words; the preparation list is added). */
    clientNote: text("client_note").notNull().default(""),
    /** For the crew and the owner only. */
    internalNote: text("internal_note").notNull().default(""),
    icalUid: text("ical_uid").notNull().unique(),
    icalSequence: integer("ical_sequence").notNull().default(0),
    datedAt: timestamp("dated_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** The last delay's reason, shown in the week view as "moved: rain". */
    lastDelayReason: delayReasonEnum("last_delay_reason"),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    index("job_visits_job_id_idx").on(table.jobId),
    index("job_visits_day_idx").on(table.day),
    index("job_visits_crew_day_idx").on(table.crewId, table.day),
    // The week's "waiting for a date" list: a few hundred rows among tens of thousands.
    index("job_visits_awaiting_date_idx")
      .on(table.updatedAt)
      .where(sql`${table.status} in ('on_hold', 'change_requested')`),
    check("job_visits_span_days", sql`${table.spanDays} between 1 and 10`),
    check("job_visits_window", sql`${table.windowMinutes} is null or ${table.windowMinutes} between 1 and 720`),
  ],
);

/** Days the business does not work besides Sundays (statutory holidays, the owner's own). */
export const scheduleHolidays = pgTable("schedule_holidays", {
  day: date("day", { mode: "string" }).primaryKey(),
  name: text("name").notNull(),
});

/**
 * The schedule's settings: one row. `waitForDeposit`: no date is proposed before the deposit is
 * recorded. `feedToken`: the secret of the owner's calendar feed (`/api/schedule-feed/{token}.ics`),
 * replaceable.
 */
export const scheduleSettings = pgTable(
  "schedule_settings",
  {
    id: integer("id").primaryKey().default(1),
    waitForDeposit: boolean("wait_for_deposit").notNull().default(true),
    feedToken: text("feed_token").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [check("schedule_settings_one_row", sql`${table.id} = 1`)],
);

/**
 * A notice to the client about a visit (proposed, moved, held, cancelled...), kept as a record: what
 * was said, why, from which date to which, and the e-mail that carried it. Changes within ten
 * minutes join the notice still waiting in the outbox instead of making another.
 */
export const scheduleNotices = pgTable(
  "schedule_notices",
  {
    id: id(),
    visitId: uuid("visit_id")
      .notNull()
      .references(() => jobVisits.id),
    kind: visitNoticeKindEnum("kind").notNull(),
    reason: delayReasonEnum("reason"),
    note: text("note").notNull().default(""),
    fromDay: date("from_day", { mode: "string" }),
    toDay: date("to_day", { mode: "string" }),
    sequence: integer("sequence").notNull(),
    emailId: uuid("email_id").references(() => emails.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("schedule_notices_visit_id_idx").on(table.visitId)],
);

/**
 * The client's "another date" requests, each kept with the notice e-mail to the business that lists
 * it: a notice is rendered from exactly its requests, so the notices together list every request once.
 */
export const scheduleRequests = pgTable(
  "schedule_requests",
  {
    id: id(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id),
    visitId: uuid("visit_id")
      .notNull()
      .references(() => jobVisits.id),
    kind: visitKindEnum("kind").notNull(),
    /** The visit's day when the client asked. */
    day: date("day", { mode: "string" }).notNull(),
    preferredDays: jsonb("preferred_days").$type<string[]>().notNull(),
    note: text("note").notNull().default(""),
    noticeEmailId: uuid("notice_email_id").references(() => emails.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("schedule_requests_job_id_idx").on(table.jobId), index("schedule_requests_notice_email_id_idx").on(table.noticeEmailId)],
);

/**
 * Reminders claimed once: the key names the visit, its calendar sequence and the kind
 * ("visit:{id}:seq:{n}:day_before"), so a moved visit gets a new key and any number of servers and
 * restarts send each reminder at most once. `status` sent or skipped (with why).
 */
export const scheduledMessages = pgTable(
  "scheduled_messages",
  {
    key: text("key").primaryKey(),
    kind: scheduledMessageKindEnum("kind").notNull(),
    visitId: uuid("visit_id").references(() => jobVisits.id),
    status: scheduledMessageStatusEnum("status").notNull(),
    skipReason: scheduledMessageSkipReasonEnum("skip_reason"),
    emailId: uuid("email_id").references(() => emails.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("scheduled_messages_visit_id_idx").on(table.visitId)],
);

export type Crew = typeof crews.$inferSelect;
export type Job = typeof jobs.$inferSelect;
export type JobVisit = typeof jobVisits.$inferSelect;
export type ScheduleNotice = typeof scheduleNotices.$inferSelect;
export type ScheduleRequest = typeof scheduleRequests.$inferSelect;
