/**
 * The owner's list of jobs: those with a visit still to come, soonest first, or the signed contracts
 * whose job has no date yet (newest signature first). Both are one indexed query, bounded to 100.
 */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, notExists, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { badRequest } from "../../errors";
import { torontoDate } from "../../../shared/quote-rules";
import { contracts, jobs, jobVisits } from "../../../shared/schema";
import { visitKindLabels, visitStatusLabels, type VisitStatus } from "../../../shared/schedule/rules";
import { listJobContexts } from "./storage";

export const jobListLimit = 100;
const finished: VisitStatus[] = ["completed", "cancelled"];

export type JobListShow = "upcoming" | "unscheduled";

export function parseJobListShow(query: Record<string, unknown>): JobListShow {
  const show = query.show ?? "upcoming";
  if (show !== "upcoming" && show !== "unscheduled")
    throw badRequest("VALIDATION_FAILED", "show must be upcoming or unscheduled", { show: "upcoming or unscheduled" });
  return show;
}

async function upcoming(db: Database, today: string) {
  const open = and(isNotNull(jobVisits.day), gte(jobVisits.day, today), notInArray(jobVisits.status, finished));
  const nextDay = sql<string>`min(${jobVisits.day})`;
  const rows = await db
    .select({ jobId: jobVisits.jobId, nextDay })
    .from(jobVisits)
    .where(open)
    .groupBy(jobVisits.jobId)
    .orderBy(asc(nextDay))
    .limit(jobListLimit);
  const [{ total }] = await db
    .select({ total: sql<number>`count(distinct ${jobVisits.jobId})::int` })
    .from(jobVisits)
    .where(open);
  return { jobIds: rows.map((row) => row.jobId), total };
}

async function unscheduled(db: Database) {
  const dated = db
    .select({ one: sql`1` })
    .from(jobVisits)
    .where(and(eq(jobVisits.jobId, jobs.id), isNotNull(jobVisits.datedAt)));
  const where = notExists(dated);
  const rows = await db
    .select({ jobId: jobs.id })
    .from(jobs)
    .innerJoin(contracts, eq(contracts.id, jobs.contractId))
    .where(where)
    .orderBy(desc(contracts.signedAt))
    .limit(jobListLimit);
  const [{ total }] = await db.select({ total: count() }).from(jobs).where(where);
  return { jobIds: rows.map((row) => row.jobId), total };
}

export async function listJobs(db: Database, show: JobListShow, now: Date) {
  const today = torontoDate(now);
  const { jobIds, total } = show === "upcoming" ? await upcoming(db, today) : await unscheduled(db);
  const [contexts, visits] = await Promise.all([
    listJobContexts(db, jobIds),
    jobIds.length ? db.select().from(jobVisits).where(inArray(jobVisits.jobId, jobIds)) : Promise.resolve([]),
  ]);
  return {
    total,
    jobs: jobIds.flatMap((jobId) => {
      const job = contexts.get(jobId);
      if (!job) return [];
      const open = visits.filter((visit) => visit.jobId === jobId && !finished.includes(visit.status));
      const next = open.filter((visit) => visit.day && visit.day >= today).sort((a, b) => (a.day as string).localeCompare(b.day as string))[0];
      return [
        {
          id: jobId,
          contractId: job.contractId,
          clientName: job.clientName,
          address: job.address,
          nextVisit: next?.day
            ? { id: next.id, kindLabel: visitKindLabels[next.kind], day: next.day, statusLabel: visitStatusLabels[next.status] }
            : null,
          openVisits: open.length,
        },
      ];
    }),
  };
}
