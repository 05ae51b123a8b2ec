/**
 * The links in review and maintenance e-mails, outside the API because a person follows them from a
 * mail app (a redirect and a page, not JSON):
 * - GET /r/{token}: the review request's button. Counts the click on the follow-up, then sends the
 *   client on to the business's Google review page (302).
 * - GET /u/{token} (and HEAD): a page with an Unsubscribe button, changing nothing, so a mail scanner
 *   that fetches the link opts no one out (RFC 8058); it shows the way back when already out.
 * - POST /u/{token}: unsubscribes at once, without a login: a mail app's "Unsubscribe" button (RFC
 *   8058 one-click, from the List-Unsubscribe-Post header) or the page's own button;
 *   POST /u/{token}/resubscribe: the way back (from this site's page only).
 * - GET and POST /w/{token}: the client's own review form (from this site's page only).
 * Tokens are 32 random bytes; anything not shaped like one is answered 404 before the database. Every
 * answer under /u/ and /w/, refusals included, is a page (mail-link-refusals.ts), never JSON.
 */
import express, { Router, type Request } from "express";
import type { Database } from "../../db";
import type { Config } from "../../config";
import { reviewUrlProblem } from "../../../shared/follow-ups/rules";
import { hasControlCharacters } from "../../../shared/site/content";
import { rejectCrossOrigin } from "../../middleware/origin-check";
import { requestContext } from "../../middleware/request-context";
import { redirect } from "../../same-site-redirect";
import { readFollowUpSettings } from "../follow-ups/follow-up-settings";
import { preferenceOf, resubscribe, unsubscribe } from "../follow-ups/unsubscribe";
import { resubscribedPage, unknownLinkPage, unsubscribeConfirmPage, unsubscribedPage } from "../follow-ups/unsubscribe-page";
import { mailLinkRefusals, sendMailLinkPage } from "./mail-link-refusals";
import { countReviewClick, isLinkSecret } from "../follow-ups/storage";
import { recordEvent } from "../../storage/events";
import { ownReviewFormPage, ownReviewThanksPage } from "../site/own-review-page";
import { findOwnReviewLink, leaveOwnReview } from "../site/own-reviews";
import { findContractById } from "../contracts/storage";

const sendPage = sendMailLinkPage;

/** The form's limits: a mail app's one-click body is one short field; a review is at most 1,000 characters. */
const unsubscribeLimitBytes = 1024;
const reviewLimitBytes = 8 * 1024;

/** What the client typed, as the form shows it again: control characters (refused anyway) left out. */
const shownAgain = (text: string) => [...text].filter((character) => !hasControlCharacters(character)).join("");

export function mailLinkRoutes(db: Database, config: Config, clock: () => Date): Router {
  const reviewLinks = Router();
  const unsubscribePath = (token: string) => `/u/${token}`;

  reviewLinks.get("/r/:token", async (req: Request<{ token: string }>, res, next) => {
    try {
      const token = req.params.token;
      const settings = await readFollowUpSettings(db);
      const target = settings.googleReviewUrl;
      if (!isLinkSecret(token) || !target || reviewUrlProblem(target)) return sendPage(res, 404, unknownLinkPage("review"));
      const now = clock();
      const followUp = await countReviewClick(db, token, now);
      if (!followUp) return sendPage(res, 404, unknownLinkPage("review"));
      if (followUp.clickCount === 1) {
        const contract = await findContractById(db, followUp.contractId);
        await recordEvent(
          db,
          { type: "follow_up.review_link_opened", quoteId: contract?.quoteId, contractId: followUp.contractId, data: { followUpId: followUp.id } },
          requestContext(req),
        );
      }
      redirect(res, 302, target, { checkedOffSite: true });
    } catch (error) {
      next(error);
    }
  });

  reviewLinks.use(mailLinkRefusals({ kind: "review", limitBytes: 0, backPath: () => "/" }));

  const unsubscribeRoutes = Router();
  // GET (and HEAD, which Express answers from it) only shows: the POST below unsubscribes.
  unsubscribeRoutes.get("/u/:token", async (req: Request<{ token: string }>, res, next) => {
    try {
      const preference = await preferenceOf(db, req.params.token);
      if (!preference) return sendPage(res, 404, unknownLinkPage());
      const path = unsubscribePath(req.params.token);
      sendPage(res, 200, preference.optedOut ? unsubscribedPage(preference.email, path) : unsubscribeConfirmPage(preference.email, path));
    } catch (error) {
      next(error);
    }
  });

  // Mail apps post "List-Unsubscribe=One-Click" as a form; the body is read only to be bounded.
  const smallForm = express.urlencoded({ extended: false, limit: unsubscribeLimitBytes });

  unsubscribeRoutes.post("/u/:token", smallForm, async (req: Request<{ token: string }>, res, next) => {
    try {
      const fromOurPage = req.get("origin") !== undefined || req.get("sec-fetch-site") === "same-origin";
      const outcome = await unsubscribe(db, req.params.token, fromOurPage ? "link" : "one-click", requestContext(req), clock());
      if (!outcome) return sendPage(res, 404, unknownLinkPage());
      sendPage(res, 200, unsubscribedPage(outcome.email, unsubscribePath(req.params.token)));
    } catch (error) {
      next(error);
    }
  });

  unsubscribeRoutes.post(
    "/u/:token/resubscribe",
    rejectCrossOrigin(config.publicUrl),
    smallForm,
    async (req: Request<{ token: string }>, res, next) => {
      try {
        const outcome = await resubscribe(db, req.params.token, requestContext(req), clock());
        if (!outcome) return sendPage(res, 404, unknownLinkPage());
        sendPage(res, 200, resubscribedPage(outcome.email, unsubscribePath(req.params.token)));
      } catch (error) {
        next(error);
      }
    },
  );

  unsubscribeRoutes.use(mailLinkRefusals({ kind: "unsubscribe", limitBytes: unsubscribeLimitBytes, backPath: unsubscribePath }));

  // The client's own review page, beside the Google button of the review request.
  const ownReviewForm = express.urlencoded({ extended: false, limit: reviewLimitBytes, parameterLimit: 10 });
  const ownReviewPath = (token: string) => `/w/${token}`;
  const ownReview = Router();
  ownReview.get("/w/:token", async (req: Request<{ token: string }>, res, next) => {
    try {
      const link = await findOwnReviewLink(db, req.params.token);
      if (!link) return sendPage(res, 404, unknownLinkPage("review"));
      if (link.alreadyLeft) return sendPage(res, 200, ownReviewThanksPage(false, true));
      sendPage(
        res,
        200,
        ownReviewFormPage(ownReviewPath(req.params.token), { quote: "", rating: "", firstName: link.clientFirstName, city: "", consent: false }),
      );
    } catch (error) {
      next(error);
    }
  });
  ownReview.post("/w/:token", rejectCrossOrigin(config.publicUrl), ownReviewForm, async (req: Request<{ token: string }>, res, next) => {
    try {
      const link = await findOwnReviewLink(db, req.params.token);
      if (!link) return sendPage(res, 404, unknownLinkPage("review"));
      if (link.alreadyLeft) return sendPage(res, 200, ownReviewThanksPage(false, true));
      const body = (req.body ?? {}) as Record<string, unknown>;
      const text = (name: string) => (typeof body[name] === "string" ? (body[name] as string) : "");
      const draft = {
        quote: text("quote"),
        rating: text("rating"),
        firstName: text("firstName"),
        city: text("city"),
        consent: text("consent") === "yes",
      };
      const outcome = await leaveOwnReview(db, link, draft, clock());
      if (!outcome.saved) {
        const shown = { ...draft, quote: shownAgain(draft.quote), firstName: shownAgain(draft.firstName), city: shownAgain(draft.city) };
        return sendPage(res, 400, ownReviewFormPage(ownReviewPath(req.params.token), shown, outcome.errors));
      }
      await recordEvent(
        db,
        { type: "site.review_left", quoteId: link.quoteId, contractId: link.contractId, data: { consentToQuote: outcome.shareable } },
        requestContext(req),
      );
      sendPage(res, 201, ownReviewThanksPage(outcome.shareable, false));
    } catch (error) {
      next(error);
    }
  });

  ownReview.use(mailLinkRefusals({ kind: "review", limitBytes: reviewLimitBytes, backPath: ownReviewPath }));

  const all = Router();
  all.use(reviewLinks, unsubscribeRoutes, ownReview);
  return all;
}
