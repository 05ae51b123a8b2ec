import { timingSafeEqual } from "node:crypto";
import type { SomeBindings } from "../../endpoints/binding";
import type { RouteDeps } from "../../endpoints/bindings";
import { badRequest, conflict, notFound } from "../../errors";
import { newLinkToken } from "../../link-token";
import { isCalendarDay } from "../../../shared/schedule/input";
import { torontoDate } from "../../../shared/quote-rules";
import { addCalendarDays } from "../../../shared/toronto-wall-clock";
import { calendarContentType } from "./ics";
import { batchDelay } from "./batch-delay";
import { askOtherVisitDate, clientVisitCalendarFile, confirmVisitDate, readClientSchedule } from "./client-schedule";
import { listJobs, parseJobListShow } from "./job-list";
import { answerVisit, readContractJob } from "./job-view";
import { scheduleFeed } from "./schedule-feed";
import { replaceScheduleLink } from "./schedule-link";
import { parseScheduleRange, readSchedule } from "./schedule-view";
import { addVisit, cancelVisit, completeVisit, moveVisit, proposeVisit, updateVisitDetails, type Actor } from "./visit-actions";
import { findScheduleSettings, updateScheduleSettings, type ScheduleSettingsRow } from "./job-storage";
import { deleteHoliday, insertCrew, listCrews, listHolidays, upsertHoliday } from "./storage";

export const maxCrews = 20;
const feedPath = (settings: ScheduleSettingsRow) => `/api/schedule-feed/${settings.feedToken}.ics`;
const settingsAnswer = (settings: ScheduleSettingsRow) => ({
  success: true as const,
  settings: { waitForDeposit: settings.waitForDeposit, feedPath: feedPath(settings) },
});

function holidayDay(day: string): string {
  if (!isCalendarDay(day))
    throw badRequest("VALIDATION_FAILED", "The day must be a date (YYYY-MM-DD)", { day: "Please give a date such as 2026-12-25" });
  return day;
}

/** Both texts compared in constant time: the feed's secret is its only guard. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The job after the signature: the owner's schedule and the client's schedule page. */
export function scheduleRoutes({ db, mail, limits, publicWrites }: RouteDeps) {
  const actor = (admin: { email: string } | undefined, context: Actor["context"]): Actor => ({ by: admin?.email ?? "client", context });
  return {
    getContractJob: async ({ params }) => ({ success: true, job: await readContractJob(db, params.id) }),

    replaceScheduleLink: async ({ params, now }) => {
      const { contractId } = await replaceScheduleLink(db, params.id, now);
      return { success: true, job: await readContractJob(db, contractId) };
    },

    listJobs: async ({ req, now }) => ({ success: true, ...(await listJobs(db, parseJobListShow(req.query), now)) }),

    addJobVisit: async ({ params, body, admin, context, now }) => ({
      success: true,
      visit: await answerVisit(db, await addVisit(db, params.id, body, actor(admin, context), now)),
    }),

    updateVisit: async ({ params, body, now }) => ({
      success: true,
      visit: await answerVisit(db, await updateVisitDetails(db, params.id, body, now)),
    }),

    proposeVisit: async ({ params, body, admin, context, now }) => ({
      success: true,
      visit: await answerVisit(db, await proposeVisit(db, mail, params.id, body, actor(admin, context), now)),
    }),

    moveVisit: async ({ params, body, admin, context, now }) => ({
      success: true,
      visit: await answerVisit(db, await moveVisit(db, mail, params.id, body, actor(admin, context), now)),
    }),

    cancelVisit: async ({ params, body, admin, context, now }) => ({
      success: true,
      visit: await answerVisit(db, await cancelVisit(db, mail, params.id, body, actor(admin, context), now)),
    }),

    completeVisit: async ({ params, body, admin, context, now }) => ({
      success: true,
      visit: await answerVisit(db, await completeVisit(db, params.id, body, actor(admin, context), now)),
    }),

    getSchedule: async ({ req, now }) => ({ success: true, ...(await readSchedule(db, parseScheduleRange(req.query, now))) }),

    batchDelay: async ({ body, admin, context, now }) => ({ success: true, ...(await batchDelay(db, mail, body, actor(admin, context), now)) }),

    getScheduleSettings: async () => settingsAnswer(await findScheduleSettings(db)),

    updateScheduleSettings: async ({ body, now }) => settingsAnswer(await updateScheduleSettings(db, { waitForDeposit: body.waitForDeposit }, now)),

    replaceScheduleFeed: async ({ now }) => settingsAnswer(await updateScheduleSettings(db, { feedToken: newLinkToken() }, now)),

    listHolidays: async ({ now }) => {
      const today = torontoDate(now);
      return { success: true, holidays: await listHolidays(db, today, addCalendarDays(today, 730)) };
    },

    setHoliday: async ({ params, body, now }) => {
      await upsertHoliday(db, holidayDay(params.day), body.name);
      const today = torontoDate(now);
      return { success: true, holidays: await listHolidays(db, today, addCalendarDays(today, 730)) };
    },

    removeHoliday: async ({ params, now }) => {
      await deleteHoliday(db, holidayDay(params.day));
      const today = torontoDate(now);
      return { success: true, holidays: await listHolidays(db, today, addCalendarDays(today, 730)) };
    },

    addCrew: async ({ body }) => {
      const crews = await listCrews(db);
      if (crews.length >= maxCrews) throw conflict("CREWS_FULL", `The schedule has ${maxCrews} crews, as many as it can hold`);
      const crew = await insertCrew(db, { name: body.name, colour: body.colour, position: crews.length });
      return { success: true, crew: { id: crew.id, name: crew.name, colour: crew.colour } };
    },

    getScheduleFeed: async ({ res, params, now }) => {
      const settings = await findScheduleSettings(db);
      const token = params.token.replace(/\.ics$/, "");
      if (!sameSecret(token, settings.feedToken))
        throw notFound("SCHEDULE_FEED_NOT_FOUND", "No such calendar feed. Its address may have been replaced: copy the new one from the schedule.");
      res
        .status(200)
        .set({
          "Content-Type": calendarContentType("PUBLISH"),
          "Cache-Control": "private, no-store",
          "Content-Disposition": 'inline; filename="forma-jobs.ics"',
        })
        .send(await scheduleFeed(db, mail.publicUrl, now));
    },

    readClientSchedule: async ({ params, now }) => ({ success: true, schedule: await readClientSchedule(db, params.token, now) }),

    confirmVisitDate: {
      before: [publicWrites],
      handle: async ({ params, body, context, now }) => ({
        success: true,
        schedule: await confirmVisitDate(db, mail, limits, params.token, params.visitId, body.version, context, now),
      }),
    },

    askOtherVisitDate: {
      before: [publicWrites],
      handle: async ({ params, body, context, now }) => ({
        success: true,
        schedule: await askOtherVisitDate(db, mail, limits, params.token, params.visitId, body, context, now),
      }),
    },

    getVisitCalendarFile: async ({ res, params, now }) => {
      const file = await clientVisitCalendarFile(db, mail, params.token, params.visitId, now);
      res
        .status(200)
        .set({
          "Content-Type": file.contentType,
          "Cache-Control": "private, no-store",
          "Content-Disposition": `attachment; filename="${file.filename}"`,
        })
        .send(file.text);
    },
  } satisfies SomeBindings;
}
