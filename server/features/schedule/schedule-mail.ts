/**
 * The schedule's e-mails: to the client, the notice of a date proposed, moved, held or cancelled (one
 * e-mail for every change within ten minutes), the confirmation of their date, the day-before
 * reminder and the "please confirm" nudge; to the business, the client's request for another date and
 * the evening digest of tomorrow's visits. Every client e-mail states the date in words, since some
 * calendars do not update an entry from a file and the e-mail is what the client reads.
 */
import { business } from "../../../shared/business";
import type { DelayReason } from "../../../shared/schedule/rules";
import { delayReasonExplanations, formatVisitDay, preparationList, visitKindLabels, type VisitKind } from "../../../shared/schedule/rules";
import { formatCents } from "../../../shared/money";
import { adminContractUrl, type MailSettings } from "../../mail/settings";
import { button, compose, details, note, paragraph, subheading, type Block, type RenderedEmail } from "../../mail/compose";

/** One visit as a notice tells it: what changed, to when, and why. */
export type VisitChange = {
  kind: VisitKind;
  /** What happened, over every change the e-mail gathers. */
  change: "proposed" | "moved" | "held" | "cancelled";
  /** The date the client had before this e-mail (null when this is their first). */
  fromDay: string | null;
  /** The date in words now ("Thursday, October 16, 2026, the crew arrives between ..."), null when held or cancelled. */
  when: string | null;
  reason: DelayReason | null;
  note: string;
  needsConfirmation: boolean;
};

export type ScheduleMailContext = { clientName: string; address: string; schedulePageUrl: string };

/** A sentence ending in "a.m." takes no second full stop. */
const ended = (text: string | null) => (text && text.endsWith(".") ? text : `${text ?? ""}.`);
const kindLower = (kind: VisitKind) => visitKindLabels[kind].toLowerCase();
const shortDay = (day: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric" }).format(new Date(`${day}T12:00:00Z`));
const isWeather = (reason: DelayReason | null) =>
  reason === "rain" || reason === "cold" || reason === "heat" || reason === "wind" || reason === "frozen_ground";

function subjectOf(change: VisitChange): string {
  const what = kindLower(change.kind);
  switch (change.change) {
    case "proposed":
      return `Your ${what} date: ${change.when ?? ""}`.trim();
    case "moved":
      return change.fromDay && change.when
        ? `${isWeather(change.reason) ? "Weather delay" : "New date"}: your ${what} moved from ${shortDay(change.fromDay)}`
        : `New date for your ${what}`;
    case "held":
      return `${isWeather(change.reason) ? "Weather delay" : "On hold"}: your ${what} date is to be decided`;
    case "cancelled":
      return `Your ${what} is cancelled`;
  }
}

function changeBlocks(change: VisitChange): Block[] {
  const title = visitKindLabels[change.kind];
  const blocks: Block[] = [subheading(title)];
  if (change.change === "proposed") {
    blocks.push(paragraph(`We have booked your ${kindLower(change.kind)} for ${ended(change.when)}`));
  } else if (change.change === "moved") {
    blocks.push(
      paragraph(
        change.fromDay
          ? `Your ${kindLower(change.kind)} moved from ${formatVisitDay(change.fromDay)} to ${ended(change.when)}`
          : `Your ${kindLower(change.kind)} is now on ${ended(change.when)}`,
      ),
    );
  } else if (change.change === "held") {
    blocks.push(
      paragraph(
        `${change.fromDay ? `Your ${kindLower(change.kind)} will not go ahead on ${formatVisitDay(change.fromDay)}.` : `Your ${kindLower(change.kind)} is on hold.`} We will propose a new date as soon as we can.`,
      ),
    );
  } else {
    blocks.push(paragraph(`Your ${kindLower(change.kind)}${change.fromDay ? ` on ${formatVisitDay(change.fromDay)}` : ""} is cancelled.`));
  }
  if (change.reason) blocks.push(paragraph(delayReasonExplanations[change.reason]));
  if (change.note) blocks.push(paragraph(change.note));
  if (change.change === "proposed" || change.change === "moved") {
    blocks.push(
      note(
        change.needsConfirmation
          ? "Please confirm the date on your schedule page, or ask for another one there."
          : "Your confirmation stands; nothing more to do.",
      ),
    );
    blocks.push(
      note(
        change.fromDay
          ? "The calendar file attached replaces the earlier entry for this visit in your calendar."
          : "The calendar file attached adds this visit to your calendar; a later one will replace it if the date changes.",
      ),
    );
  } else {
    blocks.push(note("The calendar file attached removes this visit from your calendar."));
  }
  return blocks;
}

/** The notice of one or more changes to a job's visits (those within ten minutes of the first). */
export function visitNoticeEmail(context: ScheduleMailContext, changes: VisitChange[]): RenderedEmail {
  const subject = changes.length === 1 ? subjectOf(changes[0]) : `Schedule update: ${changes.length} visits at ${context.address}`;
  const summary = changes.map((change) => `${visitKindLabels[change.kind]}: ${change.when ?? "date to be decided"}`).join("; ");
  return compose({
    subject,
    preheader: summary,
    heading: "Your schedule",
    blocks: [
      paragraph(`Hi ${context.clientName},`),
      paragraph(`Here is an update on the work at ${context.address}.`),
      ...changes.flatMap(changeBlocks),
      button("See your schedule", context.schedulePageUrl),
      note(`The contract is unchanged. Questions? Call ${business.phoneDisplay} or reply to this e-mail.`),
    ],
  });
}

/** To the client who confirmed: their date in words, with the calendar file. */
export function visitConfirmedEmail(context: ScheduleMailContext, visit: { kind: VisitKind; when: string }): RenderedEmail {
  return compose({
    subject: `Confirmed: your ${kindLower(visit.kind)} on ${visit.when}`,
    preheader: `Thank you for confirming. ${ended(visit.when)}`,
    heading: "Your date is confirmed",
    blocks: [
      paragraph(`Hi ${context.clientName},`),
      paragraph(`Thank you for confirming your ${kindLower(visit.kind)} at ${context.address}: ${ended(visit.when)}`),
      subheading("Before we come"),
      paragraph(preparationList(visit.kind).join("\n")),
      note("The calendar file attached adds the visit to your calendar, or replaces the earlier entry."),
      button("See your schedule", context.schedulePageUrl),
    ],
  });
}

/** The day-before reminder (16:00 Toronto) or the "please confirm" nudge (three days before). */
export function visitReminderEmail(
  context: ScheduleMailContext,
  visit: { kind: VisitKind; when: string },
  kind: "day_before" | "confirm_nudge",
): RenderedEmail {
  const what = kindLower(visit.kind);
  if (kind === "confirm_nudge") {
    return compose({
      subject: `Please confirm your ${what} date: ${visit.when}`,
      preheader: `Your ${what} is booked for ${ended(visit.when)} Please confirm it, or ask for another date.`,
      heading: "Please confirm your date",
      blocks: [
        paragraph(`Hi ${context.clientName},`),
        paragraph(
          `Your ${what} at ${context.address} is booked for ${ended(visit.when)} Please confirm the date, or ask for another one, on your schedule page.`,
        ),
        button("Confirm your date", context.schedulePageUrl),
        note(`Questions? Call ${business.phoneDisplay}.`),
      ],
    });
  }
  return compose({
    subject: `Tomorrow: your ${what}`,
    preheader: `See you tomorrow: ${ended(visit.when)}`,
    heading: "See you tomorrow",
    blocks: [
      paragraph(`Hi ${context.clientName},`),
      paragraph(`A reminder of your ${what} at ${context.address}: ${ended(visit.when)}`),
      subheading("Before we come"),
      paragraph(preparationList(visit.kind).join("\n")),
      button("See your schedule", context.schedulePageUrl),
      note(`If the weather turns we will tell you by e-mail. Questions? Call ${business.phoneDisplay}.`),
    ],
  });
}

/** One "another date" request as the business's notice lists it. */
export type OtherDateRequest = { kind: VisitKind; day: string; preferredDays: string[]; note: string };

/**
 * To the business: the client's requests for other dates since the last such notice (at most one
 * notice per job per interval; it lists every request since the one before, oldest first).
 */
export function otherDateAskedNotice(
  context: ScheduleMailContext & { contractId: string },
  requests: OtherDateRequest[],
  settings: MailSettings,
): RenderedEmail {
  const [first] = requests;
  const single = requests.length === 1 && first;
  return compose({
    subject: single
      ? `${context.clientName} asked for another ${kindLower(first.kind)} date`
      : `${context.clientName} asked for other dates (${requests.length} requests)`,
    preheader: requests
      .map((request) => `Instead of ${formatVisitDay(request.day)}: ${request.preferredDays.map(formatVisitDay).join(", ")}.`)
      .join(" "),
    heading: single ? "Another date asked" : "Other dates asked",
    blocks: [
      paragraph(
        single
          ? `${context.clientName} cannot make the ${kindLower(first.kind)} on ${formatVisitDay(first.day)} at ${context.address}.`
          : `${context.clientName} sent ${requests.length} requests for other dates at ${context.address} since our last notice:`,
      ),
      ...requests.flatMap((request): Block[] => [
        ...(single ? [] : [subheading(`${visitKindLabels[request.kind]} on ${formatVisitDay(request.day)}`)]),
        details([
          ["Dates that suit them", request.preferredDays.map(formatVisitDay).join("\n")],
          ["Their note", request.note || "None"],
        ]),
      ]),
      button("Open the job", adminContractUrl(settings, context.contractId)),
    ],
  });
}

export type DigestVisit = {
  kind: VisitKind;
  clientName: string;
  address: string;
  when: string;
  crewName: string | null;
  statusLabel: string;
  clientNote: string;
  internalNote: string;
  balanceCents: number | null;
  contractId: string;
};

/** To the business at 18:00: tomorrow's visits with where, when, notes and what is still owed. */
export function scheduleDigestEmail(day: string, visits: DigestVisit[], settings: MailSettings): RenderedEmail {
  return compose({
    subject: `Tomorrow, ${formatVisitDay(day)}: ${visits.length} ${visits.length === 1 ? "visit" : "visits"}`,
    preheader: visits.map((visit) => `${visitKindLabels[visit.kind]} at ${visit.address}`).join("; "),
    heading: "Tomorrow's visits",
    blocks: visits.flatMap((visit) => [
      subheading(`${visitKindLabels[visit.kind]}: ${visit.clientName}`),
      details([
        ["Address", visit.address],
        ["When", visit.when],
        ["Crew", visit.crewName ?? "No crew yet"],
        ["State", visit.statusLabel],
        ["Note to the client", visit.clientNote || "None"],
        ["Internal note", visit.internalNote || "None"],
        ["Balance due", visit.balanceCents === null ? "Not priced" : `${formatCents(visit.balanceCents)} CAD`],
      ]),
      button("Open the job", adminContractUrl(settings, visit.contractId)),
    ]),
  });
}
