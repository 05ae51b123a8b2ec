/**
 * Every refusal behind an e-mail link (/w/, /u/) as a page in the same shell as the forms, never the
 * API's JSON: a client who followed a link from their mail reads what happened and what to do. The
 * limits named are the forms' own.
 */
import type { ErrorRequestHandler, Response } from "express";
import { business } from "../../../shared/business";
import { databaseLimits } from "../../../shared/database-limits";
import { databaseFault } from "../../database-faults";
import { HttpError } from "../../errors";
import { escapeHtml } from "../../mail/compose";
import { mailLinkPage } from "./mail-link-page";

/**
 * The headers of every page behind an e-mail link. `Referrer-Policy: same-origin` (the site's other
 * answers send `no-referrer`): under `no-referrer` every major browser posts a page's form with
 * `Origin: null`, which the origin check cannot tell from another site's form; under `same-origin`
 * the page's own forms carry this site's origin, while no address leaves for another site
 * (decision 0148).
 */
export function sendMailLinkPage(res: Response, status: number, html: string): void {
  res
    .status(status)
    .set({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "same-origin",
    })
    .send(html);
}

/** Which form a refusal is about: its words, its size limit, and where to go back to. */
export type MailLinkForm = { kind: "review" | "unsubscribe"; limitBytes: number; backPath: (token: string) => string };

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const contact = `call us at <a href="${business.phoneHref}">${escapeHtml(business.phoneDisplay)}</a> or write to <a href="mailto:${business.email}">${escapeHtml(business.email)}</a>`;

function refusalPage(title: string, paragraphs: string[], backPath?: string, backLabel?: string): string {
  const back = backPath && backLabel ? `\n<p><a href="${escapeHtml(backPath)}">${escapeHtml(backLabel)}</a></p>` : "";
  return mailLinkPage(title, `<h1>${escapeHtml(title)}</h1>\n${paragraphs.map((text) => `<p>${text}</p>`).join("\n")}${back}`);
}

const backLabel = (form: MailLinkForm) => (form.kind === "review" ? "Back to the review form" : "Back to the unsubscribe page");

export function crossSitePage(form: MailLinkForm, token: string): string {
  return refusalPage(
    "This form was sent from another website",
    [
      "For your safety, this page accepts its form only from our own site, and this one came from elsewhere. Nothing was changed.",
      "Open the link in our e-mail again and send the form from that page.",
    ],
    form.backPath(token),
    backLabel(form),
  );
}

export function tooLargePage(form: MailLinkForm, token: string): string {
  const what =
    form.kind === "review"
      ? `Your review could not be sent: this form takes at most ${kilobytes(form.limitBytes)} in all, which is well over the 1,000 characters a review may have. Nothing was saved.`
      : `This request is larger than this page takes (${kilobytes(form.limitBytes)} at most). Nothing was changed.`;
  return refusalPage("That was too much to send", [what, `If this keeps happening, ${contact}.`], form.backPath(token), backLabel(form));
}

export function unreadablePage(form: MailLinkForm, token: string): string {
  return refusalPage(
    "We could not read what was sent",
    ["The form arrived in a shape this page does not read. Nothing was changed.", `Please send it again from the page, or ${contact}.`],
    form.backPath(token),
    backLabel(form),
  );
}

export function faultPage(): string {
  return refusalPage("Something went wrong on our side", [`Nothing you did caused it. Please try again in a few minutes, or ${contact}.`]);
}

/** The link's token from the path (/u/{token}/…, /w/{token}): a router's error handler has no route params. */
const tokenOf = (path: string) => {
  const token = path.split("/")[2] ?? "";
  return /^[A-Za-z0-9_-]{1,64}$/.test(token) ? token : "";
};

/**
 * The error handler of the pages behind one form's links: another site's post (403), a body over the
 * form's limit or with too many fields (413), a body the parser cannot read (400 or 415), a fault
 * (500, logged with the request; 503 while the database cannot answer). A refused field is not
 * an error: the form page itself answers it (400).
 */
export function mailLinkRefusals(form: MailLinkForm): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const token = tokenOf(req.path);
    if (error instanceof HttpError && error.code === "CROSS_ORIGIN") return sendMailLinkPage(res, 403, crossSitePage(form, token));
    const candidate = error as { type?: string; status?: number; statusCode?: number } | null;
    const status = candidate?.status ?? candidate?.statusCode;
    if (candidate?.type === "entity.too.large" || candidate?.type === "parameters.too.many" || status === 413) {
      return sendMailLinkPage(res, 413, tooLargePage(form, token));
    }
    if (status === 415) return sendMailLinkPage(res, 415, unreadablePage(form, token));
    if (typeof status === "number" && status >= 400 && status < 500) return sendMailLinkPage(res, 400, unreadablePage(form, token));
    res.err = error instanceof Error ? error : new Error(String(error));
    if (databaseFault(error)) {
      res.set("Retry-After", String(databaseLimits.retryAfterSeconds));
      return sendMailLinkPage(res, 503, faultPage());
    }
    sendMailLinkPage(res, 500, faultPage());
  };
}
