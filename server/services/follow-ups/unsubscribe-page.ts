/**
 * The page behind the unsubscribe link: a small server-rendered document (no script, no login) that
 * reads on a phone, says what was done and what still comes, and offers the way back. Its forms post
 * to the same address, so it works from any mail app's browser.
 */
import { business } from "../../../shared/business";
import { escapeHtml } from "../mail/templates/compose";
import { maskEmail } from "./unsubscribe";

const style = `
*{box-sizing:border-box}body{margin:0;background:#f5f5f4;color:#1c1917;font:16px/1.6 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
header{background:#1c1917;border-bottom:4px solid #C4A448;padding:18px 0;color:#fff;font-weight:700;font-size:19px}
header div{max-width:560px;margin:0 auto;padding:0 16px}
header span{color:#C4A448}main{max-width:560px;margin:24px auto;padding:0 16px}
.card{background:#fff;border:1px solid #e7e5e4;border-radius:10px;padding:24px 20px}
h1{font-size:24px;line-height:1.3;margin:0 0 12px}p{margin:0 0 14px}.muted{color:#57534e;font-size:15px}
button{font:inherit;font-weight:600;min-height:48px;padding:10px 20px;border-radius:8px;border:1px solid #1c1917;background:#fff;color:#1c1917;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #C4A448;outline-offset:2px}a{color:#1c1917}
footer{max-width:560px;margin:0 auto 32px;padding:0 16px;color:#57534e;font-size:14px}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex,nofollow"><title>${escapeHtml(title)} · ${escapeHtml(business.name)}</title><style>${style}</style></head>
<body><header><div>${escapeHtml(business.name)} <span>GTA</span></div></header>
<main><div class="card">${body}</div></main>
<footer>${escapeHtml(business.name)} · <a href="${business.phoneHref}">${escapeHtml(business.phoneDisplay)}</a> · <a href="mailto:${business.email}">${escapeHtml(business.email)}</a></footer>
</body></html>`;
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
