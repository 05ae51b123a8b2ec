/** The schedule as the browser reads and changes it: the owner's job, visits and week; the client's schedule page. */
import { queryOptions } from "@tanstack/react-query";
import type {
  BatchDelayAnswer,
  ClientScheduleAnswer,
  CrewAnswer,
  HolidaysAnswer,
  JobAnswer,
  JobsAnswer,
  ScheduleAnswer,
  ScheduleSettingsAnswer,
  VisitAnswer,
} from "@shared/api/schedule-responses";
import type { BatchDelayInput, MoveVisitInput, NewVisitInput, OtherDateInput, ProposeVisitInput, VisitDetailsInput } from "@shared/schedule-input";
import { getAnswer, sendForAnswer } from "@/lib/api";
import { adminCall, adminReads } from "./admin-reads";

const path = encodeURIComponent;

export const scheduleKeys = {
  all: ["schedule"] as const,
  job: (contractId: string) => ["schedule", "job", contractId] as const,
  range: (from: string, days: number, perDay?: number) => ["schedule", "range", from, days, perDay ?? "all"] as const,
  settings: () => ["schedule", "settings"] as const,
  holidays: () => ["schedule", "holidays"] as const,
  jobs: (show: "upcoming" | "unscheduled") => ["schedule", "jobs", show] as const,
  client: (token: string) => ["schedule-links", token] as const,
};

export const contractJobQuery = (contractId: string) =>
  queryOptions({
    queryKey: scheduleKeys.job(contractId),
    queryFn: () => getAnswer<JobAnswer>(`/api/contracts/${path(contractId)}/job`),
    ...adminCall,
  });

/** `perDay`: at most that many visits a day (the month's cells), with each day's count beside them. */
export const scheduleRangeQuery = (from: string, days: number, perDay?: number) =>
  queryOptions({
    queryKey: scheduleKeys.range(from, days, perDay),
    queryFn: () => getAnswer<ScheduleAnswer>(`/api/schedule?from=${from}&days=${days}${perDay ? `&perDay=${perDay}` : ""}`),
    ...adminReads,
  });

/** Jobs by their next visit (`upcoming`), or signed contracts whose job has no date yet (`unscheduled`). */
export const jobsQuery = (show: "upcoming" | "unscheduled" = "upcoming") =>
  queryOptions({ queryKey: scheduleKeys.jobs(show), queryFn: () => getAnswer<JobsAnswer>(`/api/jobs?show=${show}`), ...adminReads });

export const scheduleSettingsQuery = () =>
  queryOptions({ queryKey: scheduleKeys.settings(), queryFn: () => getAnswer<ScheduleSettingsAnswer>("/api/schedule/settings"), ...adminReads });

export const holidaysQuery = () =>
  queryOptions({ queryKey: scheduleKeys.holidays(), queryFn: () => getAnswer<HolidaysAnswer>("/api/schedule/holidays"), ...adminReads });

export const addVisit = (jobId: string, visit: NewVisitInput) => sendForAnswer<VisitAnswer>("POST", `/api/jobs/${path(jobId)}/visits`, visit);
export const updateVisit = (id: string, changes: VisitDetailsInput) => sendForAnswer<VisitAnswer>("PATCH", `/api/visits/${path(id)}`, changes);
export const proposeVisit = (id: string, body: ProposeVisitInput) => sendForAnswer<VisitAnswer>("POST", `/api/visits/${path(id)}/propose`, body);
export const moveVisit = (id: string, body: MoveVisitInput) => sendForAnswer<VisitAnswer>("POST", `/api/visits/${path(id)}/move`, body);
export const cancelVisit = (id: string, version: number) => sendForAnswer<VisitAnswer>("POST", `/api/visits/${path(id)}/cancel`, { version });
export const completeVisit = (id: string, version: number) => sendForAnswer<VisitAnswer>("POST", `/api/visits/${path(id)}/complete`, { version });
export const batchDelay = (body: BatchDelayInput) => sendForAnswer<BatchDelayAnswer>("POST", "/api/schedule/batch-delay", body);
export const saveScheduleSettings = (waitForDeposit: boolean) =>
  sendForAnswer<ScheduleSettingsAnswer>("PUT", "/api/schedule/settings", { waitForDeposit });
export const replaceScheduleFeed = () => sendForAnswer<ScheduleSettingsAnswer>("POST", "/api/schedule/feed");
export const replaceScheduleLink = (jobId: string) => sendForAnswer<JobAnswer>("POST", `/api/jobs/${path(jobId)}/schedule-link`);
export const setHoliday = (day: string, name: string) => sendForAnswer<HolidaysAnswer>("PUT", `/api/schedule/holidays/${path(day)}`, { name });
export const removeHoliday = (day: string) => sendForAnswer<HolidaysAnswer>("DELETE", `/api/schedule/holidays/${path(day)}`);
export const addCrew = (name: string) => sendForAnswer<CrewAnswer>("POST", "/api/crews", { name });

// The client's side, through the job's own link.
export const clientScheduleQuery = (token: string) =>
  queryOptions({ queryKey: scheduleKeys.client(token), queryFn: () => getAnswer<ClientScheduleAnswer>(`/api/schedule-links/${path(token)}`) });

export const confirmVisitDate = (token: string, visitId: string, version: number) =>
  sendForAnswer<ClientScheduleAnswer>("POST", `/api/schedule-links/${path(token)}/visits/${path(visitId)}/confirm`, { version });

export const askOtherVisitDate = (token: string, visitId: string, body: OtherDateInput) =>
  sendForAnswer<ClientScheduleAnswer>("POST", `/api/schedule-links/${path(token)}/visits/${path(visitId)}/other-date`, body);

export const visitCalendarFileUrl = (token: string, visitId: string) => `/api/schedule-links/${path(token)}/visits/${path(visitId)}/calendar.ics`;
