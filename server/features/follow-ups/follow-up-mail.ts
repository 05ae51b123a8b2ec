/**
 * The two commercial e-mails after a job. The review request is the same for every client (no
 * screening, no incentive, no stars to pick: Google's review policy forbids asking only happy
 * clients), with one link to the business's Google reviews through our counting redirect and an
 * invitation to reply if anything is not right. The reseal reminder says why and when to reseal.
 * Both carry the business's address and the unsubscribe link in the footer (compose.ts).
 */
import { business } from "../../../shared/business";
import { formatHumanDate } from "../../../shared/human-dates";
import { button, links, compose, details, note, paragraph, type RenderedEmail } from "../../mail/compose";

export type ReviewRequestMail = {
  clientName: string;
  projectAddress: string;
  reviewUrl: string;
  /** Our own page for the same review, for clients without a Google account (/w/{token}). */
  ownReviewUrl: string;
  unsubscribeUrl: string;
};

export function reviewRequestEmail(mail: ReviewRequestMail): RenderedEmail {
  return compose({
    subject: `How did we do at ${mail.projectAddress}?`,
    preheader: `A short review helps other homeowners in the GTA find a contractor they can trust.`,
    heading: "How did we do?",
    blocks: [
      paragraph(`Hi ${mail.clientName},`),
      paragraph(
        `Thank you again for choosing ${business.name} for ${mail.projectAddress}. If you have a minute, we would be grateful for a review on Google: it is how most homeowners in the GTA find us.`,
      ),
      button("Leave a Google review", mail.reviewUrl),
      paragraph(`No Google account? You can write it on our own site instead:`),
      links([{ label: "Write a review on our site", href: mail.ownReviewUrl }]),
      paragraph(`If anything isn't right, just reply to this e-mail: we read every reply and will make it right.`),
      note(`This is the only time we will ask.`),
    ],
    unsubscribeUrl: mail.unsubscribeUrl,
  });
}

export type ResealReminderMail = {
  clientName: string;
  projectAddress: string;
  completedOn: string;
  months: number;
  season: { start: string; end: string };
  unsubscribeUrl: string;
};

const monthDayFormat = new Intl.DateTimeFormat("en-CA", { month: "long", day: "numeric", timeZone: "UTC" });
/** "April 15" for the season's "04-15" (any common year holds every month-day a season may have). */
const monthDay = (text: string) => monthDayFormat.format(new Date(`2001-${text}T12:00:00Z`));

export function resealReminderEmail(mail: ResealReminderMail): RenderedEmail {
  const years = mail.months / 12;
  return compose({
    subject: `Time to reseal your concrete at ${mail.projectAddress}`,
    preheader: `It has been ${years} years since we finished your concrete: a fresh coat of sealer keeps its colour and keeps salt out.`,
    heading: "Time to reseal",
    blocks: [
      paragraph(`Hi ${mail.clientName},`),
      paragraph(
        `We finished your concrete at ${mail.projectAddress} on ${formatHumanDate(mail.completedOn)}. Stamped and coloured concrete keeps its colour and resists de-icing salt best when it is resealed every ${years} years or so, and now is the season for it.`,
      ),
      details([
        ["Best time", `a dry stretch between ${monthDay(mail.season.start)} and ${monthDay(mail.season.end)}, between 10 and 32 °C`],
        ["Before", "24 hours without rain, the surface swept and washed"],
        ["After", "24 hours dry; keep cars off for a day"],
      ]),
      paragraph(`Would you like us to do it? Reply to this e-mail or call ${business.phoneDisplay} and we will send you a price.`),
    ],
    unsubscribeUrl: mail.unsubscribeUrl,
  });
}
