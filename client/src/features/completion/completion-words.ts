/** How the end of a job reads on the owner's screens: the checklist's items and the aftercare dates in words. */
import type { AftercareDates } from "@shared/completion/dates";
import { formatCalendarDate } from "@/lib/format";

/** The crew's hand-over checklist, in the order the work is done. */
export const checklistItems = [
  { key: "jointsCut", label: "Control joints cut" },
  { key: "releasedAndWashed", label: "Released and washed" },
  { key: "sealedOnSite", label: "Sealed on site" },
  { key: "cleanedUp", label: "Site cleaned up" },
] as const;

export type ChecklistKey = (typeof checklistItems)[number]["key"];

/** One line of the aftercare guide: what, from or until which day, and the condition that goes with it. */
export type AftercareRow = { label: string; day: string; note?: string };

/**
 * The aftercare guide the client was e-mailed, in the order the client needs it. Sealing is left out
 * when the crew sealed on site: there is nothing for the client to wait for.
 */
export function aftercareRows(dates: AftercareDates, sealedOnSite: boolean): AftercareRow[] {
  const seal = dates.sealFrom;
  return [
    { label: "Walk on it from", day: formatCalendarDate(dates.walkFrom.day) },
    { label: "Drive on it from", day: formatCalendarDate(dates.driveFrom.day), note: "cars only" },
    { label: "Full strength about", day: formatCalendarDate(dates.fullCure.day) },
    { label: "No de-icing salt until", day: formatCalendarDate(dates.noSaltUntil.day), note: "sand for grip" },
    ...(sealedOnSite
      ? []
      : [{ label: "Sealing from", day: formatCalendarDate(seal.day), note: `a dry day, ${seal.minTempC} to ${seal.maxTempC} °C` }]),
    { label: "Reseal due", day: formatCalendarDate(dates.resealDue.day), note: `every ${dates.resealDue.months / 12} years` },
  ];
}
