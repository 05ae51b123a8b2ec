/**
 * A visit as the admin API answers it (RULES of issue 24: the `Visit` shape): the stored row with its
 * labels, its crew's name and its time in words ("Date to be decided" while it has no day).
 */
import type { JobVisit } from "../../../shared/schema";
import { describeVisitTime, visitKindLabels, visitStatusLabels } from "../../../shared/schedule/rules";

export const undecidedVisitTime = "Date to be decided";

export function visitView(visit: JobVisit, crewNames: ReadonlyMap<string, string>) {
  return {
    id: visit.id,
    jobId: visit.jobId,
    kind: visit.kind,
    kindLabel: visitKindLabels[visit.kind],
    clientVisible: visit.clientVisible,
    day: visit.day,
    startTime: visit.startTime,
    windowMinutes: visit.windowMinutes,
    spanDays: visit.spanDays,
    crewId: visit.crewId,
    crewName: visit.crewId ? (crewNames.get(visit.crewId) ?? null) : null,
    status: visit.status,
    statusLabel: visitStatusLabels[visit.status],
    clientNote: visit.clientNote,
    internalNote: visit.internalNote,
    icalSequence: visit.icalSequence,
    lastDelayReason: visit.lastDelayReason,
    confirmedAt: visit.confirmedAt ? visit.confirmedAt.toISOString() : null,
    version: visit.version,
    when: visit.day ? describeVisitTime({ ...visit, day: visit.day }) : undecidedVisitTime,
  };
}
