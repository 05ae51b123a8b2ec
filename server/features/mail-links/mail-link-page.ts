/**
 * The shell of the small server-rendered pages behind links in e-mails (unsubscribe, the client's
 * own review): no script, no login, readable on a phone, with the business's name and contacts.
 * A page adds its own rules after the shared ones.
 */
import { business } from "../../../shared/business";
import { escapeHtml } from "../../mail/compose";

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

export function mailLinkPage(title: string, body: string, extraStyle = ""): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex,nofollow"><title>${escapeHtml(title)} · ${escapeHtml(business.name)}</title><style>${style}${extraStyle}</style></head>
<body><header><div>${escapeHtml(business.name)} <span>GTA</span></div></header>
<main><div class="card">${body}</div></main>
<footer>${escapeHtml(business.name)} · <a href="${business.phoneHref}">${escapeHtml(business.phoneDisplay)}</a> · <a href="mailto:${business.email}">${escapeHtml(business.email)}</a></footer>
</body></html>`;
}
