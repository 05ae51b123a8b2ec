/**
 * The schedule's routes (the job after the signature), part of the API's table (endpoints.ts): the
 * owner's job, visits, week and month, batch delay, settings, holidays, crews and calendar feed; the
 * client's schedule page, its confirm and "another date" actions and each visit's calendar file.
 */
import type { Endpoint } from "../api/endpoints";
import { scheduleLimits } from "./rules";
import {
  batchDelaySchema,
  clientConfirmSchema,
  crewSchema,
  holidaySchema,
  moveVisitSchema,
  newVisitSchema,
  otherDateSchema,
  proposeVisitSchema,
  scheduleSettingsSchema,
  visitDetailsSchema,
  visitVersionSchema,
} from "./input";
import {
  batchDelayAnswerSchema,
  clientScheduleAnswerSchema,
  crewAnswerSchema,
  holidaysAnswerSchema,
  jobAnswerSchema,
  jobsAnswerSchema,
  scheduleAnswerSchema,
  scheduleSettingsAnswerSchema,
  visitAnswerSchema,
} from "./responses";
import { bodyLimits } from "../api/body-limits";

const visitChange = "409 VISIT_CHANGED when `version` is not the visit's, VISIT_STATE when its state does not allow it";
const clientRefusals =
  "409 VISIT_CHANGED when the date changed since the `version` they saw, VISIT_COMPLETED or VISIT_CANCELLED for a closed visit, VISIT_DATE_PASSED when its day is before today (Toronto), VISIT_CHANGE_PENDING when another date was already asked for it;";
const clientLimit = `At most ${scheduleLimits.clientRequestsPerJob} confirmations and requests are accepted per job in ${scheduleLimits.clientRequestsWindowMinutes} minutes: then 429 SCHEDULE_REQUESTS_LIMITED with Retry-After.`;
const visitTime =
  "422 VISIT_TIME_REFUSED for an arrival window ending after midnight, or a start or window end in the hour Toronto's clocks skip (March) or repeat (November)";

export const scheduleEndpoints = {
  getContractJob: {
    method: "get",
    path: "/api/contracts/{id}/job",
    summary: "The signed contract's job (made on first read): its visits, the notices the client was sent, the crews and the client's schedule link.",
    access: "admin",
    success: { status: 200, answer: jobAnswerSchema },
    errors: [401, 404],
  },
  replaceScheduleLink: {
    method: "post",
    path: "/api/jobs/{id}/schedule-link",
    summary:
      "Replace the client's schedule link (shared too widely, a phone lost): the old link answers 410 LINK_REPLACED from now on; the quote's link is left as it is. Replacing the quote's link replaces this one too. Answers the job with its new `schedulePath`.",
    access: "admin",
    success: { status: 200, answer: jobAnswerSchema },
    errors: [401, 403, 404],
  },
  listJobs: {
    method: "get",
    path: "/api/jobs",
    summary:
      "Jobs by their next visit: `?show=upcoming` (default; jobs with a dated visit still to come, soonest first) or `unscheduled` (signed contracts whose job has no dated visit); at most 100.",
    access: "admin",
    success: { status: 200, answer: jobsAnswerSchema },
    errors: [400, 401],
  },
  addJobVisit: {
    method: "post",
    path: "/api/jobs/{id}/visits",
    summary: `A new visit on the job, a draft (dated or not) until proposed. 422 VISIT_DATE_REFUSED for a date before today (Toronto); ${visitTime}; 400 for a window over 12 hours or without a start time, or a length outside 1 to 10 days.`,
    access: "admin",
    body: { schema: newVisitSchema },
    success: { status: 201, answer: visitAnswerSchema },
    errors: [400, 401, 403, 404, 422],
  },
  updateVisit: {
    method: "patch",
    path: "/api/visits/{id}",
    summary: `Change what does not move the visit in the client's calendar: its crew, notes and whether the client sees it. ${visitChange}.`,
    access: "admin",
    body: { schema: visitDetailsSchema },
    success: { status: 200, answer: visitAnswerSchema },
    errors: [400, 401, 403, 404, 409],
  },
  proposeVisit: {
    method: "post",
    path: "/api/visits/{id}/propose",
    summary: `Propose a date to the client (e-mailed with the calendar file within ten minutes, unless \`notify\` is false). 409 DEPOSIT_NOT_RECEIVED for a job's first date while dates wait for the deposit; 422 VISIT_DATE_REFUSED for a past date; ${visitTime}; ${visitChange}.`,
    access: "admin",
    body: { schema: proposeVisitSchema },
    success: { status: 200, answer: visitAnswerSchema },
    errors: [400, 401, 403, 404, 409, 422],
  },
  moveVisit: {
    method: "post",
    path: "/api/visits/{id}/move",
    summary: `Move a visit for a reason (rain, below 5 °C, ...): to a chosen date, the next working day, or to be decided (held; the calendar entry is cancelled). A move of two working days or less keeps a confirmation. The client is sent one notice per ten minutes of changes; the contract is not touched. 422 VISIT_DATE_REFUSED for a past or unchanged date; ${visitTime}; ${visitChange}.`,
    access: "admin",
    body: { schema: moveVisitSchema },
    success: { status: 200, answer: visitAnswerSchema },
    errors: [400, 401, 403, 404, 409, 422],
  },
  cancelVisit: {
    method: "post",
    path: "/api/visits/{id}/cancel",
    summary: `Cancel a visit; a client who had its date is sent the cancellation for their calendar. ${visitChange}.`,
    access: "admin",
    body: { schema: visitVersionSchema },
    success: { status: 200, answer: visitAnswerSchema },
    errors: [400, 401, 403, 404, 409],
  },
  completeVisit: {
    method: "post",
    path: "/api/visits/{id}/complete",
    summary: `Mark a dated visit done; it can no longer change. ${visitChange}.`,
    access: "admin",
    body: { schema: visitVersionSchema },
    success: { status: 200, answer: visitAnswerSchema },
    errors: [400, 401, 403, 404, 409],
  },
  getSchedule: {
    method: "get",
    path: "/api/schedule",
    summary:
      "The owner's week or month: `?from=YYYY-MM-DD&days=1..42` (default: this week from Monday, 7 days). Every dated visit overlapping the range with its client and warnings (two pours on one crew and day, Sunday, holiday, unconfirmed, moved), each day's count of visits, the crews, the holidays and the visits on hold. `&perDay=1..20` keeps only each day's first visits (the month's cells); the warnings still weigh every visit.",
    access: "admin",
    success: { status: 200, answer: scheduleAnswerSchema },
    errors: [400, 401],
  },
  batchDelay: {
    method: "post",
    path: "/api/schedule/batch-delay",
    summary:
      "Move every pour of one day to the next working day (skipping Sundays and holidays) for one reason: `apply: false` previews each client's new date, `apply: true` moves them and sends one notice per client. 422 VISIT_DATE_REFUSED for a past day.",
    access: "admin",
    body: { schema: batchDelaySchema },
    success: { status: 200, answer: batchDelayAnswerSchema },
    errors: [400, 401, 403, 422],
  },
  getScheduleSettings: {
    method: "get",
    path: "/api/schedule/settings",
    summary: "Whether a job's first date waits for the deposit, and the path of the owner's private calendar feed.",
    access: "admin",
    success: { status: 200, answer: scheduleSettingsAnswerSchema },
    errors: [401],
  },
  updateScheduleSettings: {
    method: "put",
    path: "/api/schedule/settings",
    summary: "Turn waiting for the deposit on or off.",
    access: "admin",
    body: { schema: scheduleSettingsSchema },
    success: { status: 200, answer: scheduleSettingsAnswerSchema },
    errors: [400, 401, 403],
  },
  replaceScheduleFeed: {
    method: "post",
    path: "/api/schedule/feed",
    summary: "Replace the calendar feed's secret: the old address answers 404 from now on.",
    access: "admin",
    success: { status: 200, answer: scheduleSettingsAnswerSchema },
    errors: [401, 403],
  },
  listHolidays: {
    method: "get",
    path: "/api/schedule/holidays",
    summary: "The owner's days off besides Sundays, from today on.",
    access: "admin",
    success: { status: 200, answer: holidaysAnswerSchema },
    errors: [401],
  },
  setHoliday: {
    method: "put",
    path: "/api/schedule/holidays/{day}",
    summary: "Mark a day as not worked (a statutory holiday, the owner's own).",
    access: "admin",
    body: { schema: holidaySchema },
    success: { status: 200, answer: holidaysAnswerSchema },
    errors: [400, 401, 403],
  },
  removeHoliday: {
    method: "delete",
    path: "/api/schedule/holidays/{day}",
    summary: "Make a day a working day again.",
    access: "admin",
    success: { status: 200, answer: holidaysAnswerSchema },
    errors: [400, 401, 403],
  },
  addCrew: {
    method: "post",
    path: "/api/crews",
    summary: "A new crew (at most 20).",
    access: "admin",
    body: { schema: crewSchema },
    success: { status: 201, answer: crewAnswerSchema },
    errors: [400, 401, 403, 409],
  },
  getScheduleFeed: {
    method: "get",
    path: "/api/schedule-feed/{token}",
    summary:
      "The owner's private calendar feed: every dated visit, for a phone's calendar to subscribe to (text/calendar). The secret is in the path; replacing it makes this address answer 404.",
    access: "public",
    success: { status: 200, answer: { file: "text/calendar" } },
    errors: [404],
  },
  readClientSchedule: {
    method: "get",
    path: "/api/schedule-links/{token}",
    summary:
      "The client's schedule page: each visit they see, its date in words, the preparation list and what they can do. A replaced link answers 410 LINK_REPLACED.",
    access: "link-holder",
    success: { status: 200, answer: clientScheduleAnswerSchema },
    errors: [404, 410],
  },
  confirmVisitDate: {
    method: "post",
    path: "/api/schedule-links/{token}/visits/{visitId}/confirm",
    summary: `The client confirms the proposed date (the \`version\` they saw). ${clientRefusals} VISIT_STATE when there is nothing to confirm. ${clientLimit}`,
    access: "link-holder",
    body: { schema: clientConfirmSchema, maxBytes: bodyLimits.scheduleAnswer },
    success: { status: 200, answer: clientScheduleAnswerSchema },
    errors: [400, 403, 404, 409, 410, 429],
  },
  askOtherVisitDate: {
    method: "post",
    path: "/api/schedule-links/{token}/visits/{visitId}/other-date",
    summary: `The client asks for another date: one to three dates that suit them and a note. The business is told in at most one notice per job per ${scheduleLimits.requestNoticeIntervalMinutes} minutes, listing every request since the last. 422 PREFERRED_DAYS_INVALID for none, four or more, repeated or past dates; ${clientRefusals} ${clientLimit}`,
    access: "link-holder",
    body: { schema: otherDateSchema, maxBytes: bodyLimits.scheduleAnswer },
    success: { status: 200, answer: clientScheduleAnswerSchema },
    errors: [400, 403, 404, 409, 410, 422, 429],
  },
  getVisitCalendarFile: {
    method: "get",
    path: "/api/schedule-links/{token}/visits/{visitId}/calendar.ics",
    summary: "The visit's calendar file (text/calendar, METHOD:PUBLISH; METHOD:CANCEL once held or cancelled), the same entry the e-mails carry.",
    access: "link-holder",
    success: { status: 200, answer: { file: "text/calendar" } },
    errors: [404, 410],
  },
} as const satisfies Record<string, Endpoint>;
