import type { VisitStatus } from "@shared/schedule/rules";

/** Each visit state's badge colour: waiting on someone amber, settled green, moved blue, stopped grey. */
export const visitStatusTone: Record<VisitStatus, string> = {
  draft: "closed",
  proposed: "pending",
  confirmed: "accepted",
  change_requested: "pending",
  rescheduled: "new",
  on_hold: "expired",
  completed: "signed",
  cancelled: "lost",
};
