/**
 * The end of a job: the hand-over e-mail with the aftercare guide built from the job's real dates
 * (and, while a balance is owed, when the warranty certificate will come), and the certificate's own
 * e-mail once it is issued.
 */
import { business } from "../../../shared/business";
import { formatHumanDate } from "../../../shared/human-dates";
import type { AftercareDates } from "../../../shared/completion/dates";
import { formatCents } from "../../../shared/money";
import { absoluteUrl, type MailSettings } from "../../mail/settings";
import { button, compose, details, note, paragraph, subheading, type Block, type RenderedEmail } from "../../mail/compose";

/** "the spring of 2028" for a reseal due on 15 April 2028; "the summer of 2028" or "the fall of 2028" otherwise. */
function seasonOf(day: string): string {
  const month = Number(day.slice(5, 7));
  const season = month <= 5 ? "spring" : month <= 8 ? "summer" : "fall";
  return `the ${season} of ${day.slice(0, 4)}`;
}

export function aftercareBlocks(dates: AftercareDates, sealedOnSite: boolean): Block[] {
  const seal = dates.sealFrom;
  return [
    subheading("Caring for your new concrete"),
    details([
      ["Walk on it from", formatHumanDate(dates.walkFrom.day)],
      ["Drive on it from", `${formatHumanDate(dates.driveFrom.day)} (cars only; keep heavy trucks off)`],
      ["Full strength", `about ${formatHumanDate(dates.fullCure.day)}`],
      ["No de-icing salt", `until ${formatHumanDate(dates.noSaltUntil.day)}: use sand for grip this first winter`],
      sealedOnSite
        ? ["Sealing", "Sealed on site at hand-over"]
        : [
            "Sealing",
            `from ${formatHumanDate(seal.day)}, on a dry day between ${seal.minTempC} and ${seal.maxTempC} °C, with ${seal.dryHoursBefore} hours of dry weather before and after`,
          ],
      ["Reseal", `due in ${seasonOf(dates.resealDue.day)} (every ${dates.resealDue.months / 12} years keeps the colour and protects against salt)`],
    ]),
  ];
}

export type HandOverMail = {
  clientName: string;
  projectAddress: string;
  completedOn: string;
  aftercare: AftercareDates;
  sealedOnSite: boolean;
  /** What is still owed, change orders included; 0 when paid in full. */
  outstandingCents: number;
  warrantyYears: number;
};

export function handOverEmail(mail: HandOverMail): RenderedEmail {
  const warranty =
    mail.outstandingCents > 0
      ? `Your ${mail.warrantyYears}-year warranty certificate will be issued when the final balance (${formatCents(mail.outstandingCents)}) is received.`
      : `Your ${mail.warrantyYears}-year warranty certificate follows in a separate e-mail.`;
  return compose({
    subject: `Your concrete is complete: care guide for ${mail.projectAddress}`,
    preheader: `Completed ${formatHumanDate(mail.completedOn)}. Walk on it from ${formatHumanDate(mail.aftercare.walkFrom.day)}, drive on it from ${formatHumanDate(mail.aftercare.driveFrom.day)}.`,
    heading: "Your job is complete",
    blocks: [
      paragraph(`Hi ${mail.clientName},`),
      paragraph(`Thank you for choosing ${business.name}. The work at ${mail.projectAddress} was completed on ${formatHumanDate(mail.completedOn)}.`),
      ...aftercareBlocks(mail.aftercare, mail.sealedOnSite),
      paragraph(warranty),
      note(`Anything not right? Reply to this e-mail or call ${business.phoneDisplay}.`),
    ],
  });
}

export type WarrantyIssuedMail = { clientName: string; number: string; startsOn: string; endsOn: string; years: number; pdfPath: string };

export function warrantyIssuedEmail(mail: WarrantyIssuedMail, settings: MailSettings): RenderedEmail {
  return compose({
    subject: `Your ${mail.years}-year warranty certificate ${mail.number}`,
    preheader: `Warranty ${mail.number}: ${formatHumanDate(mail.startsOn)} to ${formatHumanDate(mail.endsOn)}.`,
    heading: "Your warranty certificate",
    blocks: [
      paragraph(`Hi ${mail.clientName},`),
      paragraph(`Thank you for your payment. Your workmanship warranty is now in effect.`),
      details([
        ["Certificate", mail.number],
        ["From", formatHumanDate(mail.startsOn)],
        ["To", `${formatHumanDate(mail.endsOn)} (end of day)`],
      ]),
      button("Download your warranty certificate (PDF)", absoluteUrl(settings, mail.pdfPath)),
      note("Keep it with your contract. You can check that it is genuine at any time on our website's Verify page."),
    ],
  });
}
