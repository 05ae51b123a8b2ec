import { describe, expect, it } from "vitest";
import { undecidedVisitTime, visitView } from "../../server/features/schedule/visit-view";
import type { JobVisit } from "../../shared/schema";
import { describeVisitTime } from "../../shared/schedule/rules";

const row: JobVisit = {
  id: "11111111-1111-4111-8111-111111111111",
  jobId: "22222222-2222-4222-8222-222222222222",
  kind: "pour",
  clientVisible: true,
  day: null,
  startTime: null,
  windowMinutes: null,
  spanDays: 1,
  crewId: "33333333-3333-4333-8333-333333333333",
  status: "draft",
  clientNote: "",
  internalNote: "",
  icalUid: "visit-x@formaconcrete",
  icalSequence: 0,
  datedAt: null,
  confirmedAt: null,
  lastDelayReason: null,
  version: 1,
  createdAt: new Date(0),
  updatedAt: new Date(0),
};

describe("visitView", () => {
  it("says the date is to be decided while the visit has no day, and names the crew", () => {
    const view = visitView(row, new Map([[row.crewId!, "Crew A"]]));
    expect(view).toMatchObject({ when: undecidedVisitTime, crewName: "Crew A", confirmedAt: null });
    expect(view.kindLabel.length).toBeGreaterThan(0);
    expect(view.statusLabel.length).toBeGreaterThan(0);
    expect("icalUid" in view).toBe(false);
  });

  it("describes a dated visit in words and leaves an unknown crew unnamed", () => {
    const dated = { ...row, day: "2026-03-06", startTime: "07:00", windowMinutes: 60, status: "proposed" as const };
    const view = visitView(dated, new Map());
    expect(view.when).toBe(describeVisitTime({ ...dated, day: "2026-03-06" }));
    expect(view.crewName).toBeNull();
  });
});
