/**
 * The client's own review page (/w/{token}, linked from the review request beside the Google
 * button): a small server-rendered form that reads on a phone and needs no script. What the client
 * writes is kept for the owner, unpublished; it shows on the site only once the owner publishes it,
 * and only if the client ticked that we may quote them.
 */
import { business } from "../../../shared/business";
import { siteCityNames, siteLimits } from "../../../shared/site/content";
import { escapeHtml } from "../../mail/compose";
import { mailLinkPage } from "../mail-links/mail-link-page";

/** The form's own rules, after the shared shell's; its send button is the gold call to action. */
const formStyle = `
label,legend{display:block;font-weight:600;margin:0 0 6px}fieldset{border:0;margin:0 0 18px;padding:0}
.field{margin:0 0 18px}textarea,input[type=text],select{width:100%;font:inherit;padding:10px 12px;border:1px solid #a8a29e;border-radius:8px;background:#fff;color:#1c1917}
textarea{min-height:140px}.stars{display:flex;flex-wrap:wrap;gap:8px}.stars label{font-weight:500;display:flex;align-items:center;gap:6px;min-height:44px;padding:0 12px;border:1px solid #d6d3d1;border-radius:8px}
.check{display:flex;gap:10px;align-items:flex-start;font-weight:500}.check input{margin-top:5px;width:20px;height:20px}
.error{color:#b91c1c;font-size:15px;margin:6px 0 0}.alert{border:1px solid #fecaca;background:#fef2f2;color:#991b1b;border-radius:8px;padding:10px 12px}
button{font-weight:700;padding:10px 22px;border:0;background:#C4A448}
input:focus-visible,textarea:focus-visible,select:focus-visible{outline:3px solid #C4A448;outline-offset:2px}`;

const page = (title: string, body: string) => mailLinkPage(title, body, formStyle);

export type OwnReviewDraft = { quote: string; rating: string; firstName: string; city: string; consent: boolean };

const fieldError = (errors: Record<string, string>, name: string) =>
  errors[name] ? `<p class="error" id="${name}-error">${escapeHtml(errors[name])}</p>` : "";
const described = (errors: Record<string, string>, name: string) => (errors[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : "");

export function ownReviewFormPage(actionPath: string, draft: OwnReviewDraft, errors: Record<string, string> = {}): string {
  const stars = [5, 4, 3, 2, 1]
    .map(
      (rating) =>
        `<label><input type="radio" name="rating" value="${rating}"${draft.rating === String(rating) ? " checked" : ""} required> ${rating} ${rating === 1 ? "star" : "stars"}</label>`,
    )
    .join("");
  const cities = siteCityNames.map((city) => `<option${draft.city === city ? " selected" : ""}>${escapeHtml(city)}</option>`).join("");
  return page(
    "Your review",
    `<h1>How did we do?</h1>
<p class="muted">Your words go to ${escapeHtml(business.name)}. We show a review on our website only if you tick the box below, with your first name and city, never your address.</p>
${Object.keys(errors).length ? `<p class="alert" role="alert">Please check the ${Object.keys(errors).length === 1 ? "field" : "fields"} marked below.</p>` : ""}
<form method="post" action="${escapeHtml(actionPath)}" novalidate>
<fieldset${described(errors, "rating")}><legend>Your rating</legend><div class="stars">${stars}</div>${fieldError(errors, "rating")}</fieldset>
<div class="field"><label for="quote">Your review</label><textarea id="quote" name="quote" maxlength="${siteLimits.reviewQuoteMax}" required${described(errors, "quote")}>${escapeHtml(draft.quote)}</textarea>${fieldError(errors, "quote")}</div>
<div class="field"><label for="firstName">Your first name</label><input type="text" id="firstName" name="firstName" autocomplete="given-name" maxlength="${siteLimits.firstNameMax}" value="${escapeHtml(draft.firstName)}" required${described(errors, "firstName")}>${fieldError(errors, "firstName")}</div>
<div class="field"><label for="city">Your city</label><select id="city" name="city"${described(errors, "city")}>${cities}</select>${fieldError(errors, "city")}</div>
<div class="field"><label class="check"><input type="checkbox" name="consent" value="yes"${draft.consent ? " checked" : ""}> You may quote my review on your website, with my first name and city.</label></div>
<button type="submit">Send my review</button>
</form>`,
  );
}

/** After sending (`shareable`: the client agreed to be quoted), or on a link whose review we already have. */
export function ownReviewThanksPage(shareable: boolean, already: boolean): string {
  const said = already
    ? "We already have your review of this job. Thank you again."
    : `${escapeHtml(business.name)} has it now${shareable ? ", and may show it on our website with your first name and city." : ". It stays with us: you did not tick that we may quote it."}`;
  return page(
    "Thank you",
    `<h1>Thank you for your review</h1>
<p>${said}</p>
<p class="muted">If anything about the work isn't right, reply to any of our e-mails or call us: we will make it right.</p>`,
  );
}
