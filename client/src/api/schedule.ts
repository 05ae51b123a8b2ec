/**
 * The schedule as the browser reads it: the owner's job, visits and week; the client's schedule page.
 * The changes are hooks made from their endpoints (features/schedule/mutations.ts, client-mutations.ts).
 */
import { queryOptions } from "@tanstack/react-query";
import { adminCall, adminReads } from "./admin-reads";
import { api, endpointUrl } from "./endpoint";

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
    queryFn: () => api.getContractJob({ params: { id: contractId } }),
    ...adminCall,
  });

/** `perDay`: at most that many visits a day (the month's cells), with each day's count beside them. */
export const scheduleRangeQuery = (from: string, days: number, perDay?: number) =>
  queryOptions({
    queryKey: scheduleKeys.range(from, days, perDay),
    queryFn: () => api.getSchedule({ query: `from=${from}&days=${days}${perDay ? `&perDay=${perDay}` : ""}` }),
    ...adminReads,
  });

/** Jobs by their next visit (`upcoming`), or signed contracts whose job has no date yet (`unscheduled`). */
export const jobsQuery = (show: "upcoming" | "unscheduled" = "upcoming") =>
  queryOptions({ queryKey: scheduleKeys.jobs(show), queryFn: () => api.listJobs({ query: `show=${show}` }), ...adminReads });

export const scheduleSettingsQuery = () =>
  queryOptions({ queryKey: scheduleKeys.settings(), queryFn: () => api.getScheduleSettings(), ...adminReads });

export const holidaysQuery = () => queryOptions({ queryKey: scheduleKeys.holidays(), queryFn: () => api.listHolidays(), ...adminReads });

// The client's side, through the job's own link.
export const clientScheduleQuery = (token: string) =>
  queryOptions({ queryKey: scheduleKeys.client(token), queryFn: () => api.readClientSchedule({ params: { token } }) });

export const visitCalendarFileUrl = (token: string, visitId: string) => endpointUrl("getVisitCalendarFile", { token, visitId });
