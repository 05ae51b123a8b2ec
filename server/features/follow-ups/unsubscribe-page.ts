/**
 * The page behind the unsubscribe link: a small server-rendered document (no script, no login) that
 * reads on a phone, asks before it unsubscribes, says what was done and what still comes, and offers
 * the way back. Its forms post to the same address, so it works from any mail app's browser.
 */
import { business } from "../../../shared/business";
import { escapeHtml } from "../../mail/compose";
import { mailLinkPage } from "../mail-links/mail-link-page";
import { maskEmail } from "./unsubscribe";

const page = (title: string, body: string) => mailLinkPage(title, body);

/**
 * What the link shows before anything changes: a mail scanner that fetches it, or a client who taps
 * it by mistake, unsubscribes no one. Only the button (a POST) does.
 */
export function unsubscribeConfirmPage(email: string, actionPath: string): string {
  return page(
    "Unsubscribe",
    `<h1>Stop review requests and maintenance reminders?</h1>
<p>${escapeHtml(maskEmail(email))} gets an occasional maintenance reminder and, once per job, a review request. Unsubscribe and they stop at once.</p>
<p class="muted">E-mails about your own contract, schedule, payments and warranty still come: they are part of the work you asked for.</p>
<form method="post" action="${escapeHtml(actionPath)}"><button type="submit">Unsubscribe</button></form>`,
  );
}

export function unsubscribedPage(email: string, actionPath: string): string {
  return page(
    "You are unsubscribed",
    `<h1>You are unsubscribed</h1>
<p>We will not send review requests or maintenance reminders to ${escapeHtml(maskEmail(email))} any more.</p>
<p class="muted">E-mails about your own contract, schedule, payments and warranty still come: they are part of the work you asked for.</p>
<form method="post" action="${escapeHtml(actionPath)}/resubscribe"><button type="submit">Subscribe again</button></form>`,
  );
}

export function resubscribedPage(email: string, actionPath: string): string {
  return page(
    "You are subscribed again",
    `<h1>You are subscribed again</h1>
<p>${escapeHtml(maskEmail(email))} will get our occasional maintenance reminders and, once per job, a review request.</p>
<form method="post" action="${escapeHtml(actionPath)}"><button type="submit">Unsubscribe</button></form>`,
  );
}

export function unknownLinkPage(link: "unsubscribe" | "review" = "unsubscribe"): string {
  const help =
    link === "review"
      ? `It may have been copied only in part, or the review page has moved. Search for ${escapeHtml(business.name)} on Google Maps to leave a review, or write to <a href="mailto:${business.email}">${escapeHtml(business.email)}</a>.`
      : `It may have been copied only in part. To stop our e-mails, reply to any of them or write to <a href="mailto:${business.email}">${escapeHtml(business.email)}</a>, and we will take you off the list.`;
  return page("This link does not work", `<h1>This link does not work</h1>\n<p>${help}</p>`);
}
