/**
 * The links in review and maintenance e-mails, outside the API because a person follows them from a
 * mail app (a redirect and a page, not JSON):
 * - GET /r/{token}: the review request's button. Counts the click on the follow-up, then sends the
 *   client on to the business's Google review page (302).
 * - GET /u/{token}: unsubscribes at once, without a login, and shows what that means, with a way back.
 * - POST /u/{token}: the same from a mail app's "Unsubscribe" button (RFC 8058 one-click) or the
 *   page's own form; POST /u/{token}/resubscribe: the way back (from this site's page only).
 * Tokens are 32 random bytes; anything not shaped like one is answered 404 before the database.
 */
import express, { Router, type Request, type Response } from "express";
import type { Database } from "../db";
import type { Config } from "../config";
import { reviewUrlProblem } from "../../shared/follow-ups";
import { rejectCrossOrigin } from "../middleware/origin-check";
import { requestContext } from "../middleware/request-context";
import { redirectOffSite } from "../same-site-redirect";
import { readFollowUpSettings } from "../services/follow-ups/follow-up-settings";
import { resubscribe, unsubscribe } from "../services/follow-ups/unsubscribe";
import { resubscribedPage, unknownLinkPage, unsubscribedPage } from "../services/follow-ups/unsubscribe-page";
import { countReviewClick, isLinkSecret } from "../storage/follow-ups";
import { recordEvent } from "../storage/events";
import { ownReviewFormPage, ownReviewThanksPage } from "../services/site/own-review-page";
import { findOwnReviewLink, leaveOwnReview } from "../services/site/own-reviews";
import { findContractById } from "../storage/contracts";

function sendPage(res: Response, status: number, html: string): void {
  res.status(status).set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" }).send(html);
}

export function mailLinkRoutes(db: Database, config: Config, clock: () => Date): Router {
  const router = Router();
  const unsubscribePath = (token: string) => `/u/${token}`;

  router.get("/r/:token", async (req: Request<{ token: string }>, res, next) => {
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
      redirectOffSite(res, target);
    } catch (error) {
      next(error);
    }
  });

  router.get("/u/:token", async (req: Request<{ token: string }>, res, next) => {
    try {
      const outcome = await unsubscribe(db, req.params.token, "link", requestContext(req), clock());
      if (!outcome) return sendPage(res, 404, unknownLinkPage());
      sendPage(res, 200, unsubscribedPage(outcome.email, unsubscribePath(req.params.token)));
    } catch (error) {
      next(error);
    }
  });

  // Mail apps post "List-Unsubscribe=One-Click" as a form; the body is read only to be bounded.
  const smallForm = express.urlencoded({ extended: false, limit: "1kb" });

  router.post("/u/:token", smallForm, async (req: Request<{ token: string }>, res, next) => {
    try {
      const fromOurPage = req.get("origin") !== undefined || req.get("sec-fetch-site") === "same-origin";
      const outcome = await unsubscribe(db, req.params.token, fromOurPage ? "link" : "one-click", requestContext(req), clock());
      if (!outcome) return sendPage(res, 404, unknownLinkPage());
      sendPage(res, 200, unsubscribedPage(outcome.email, unsubscribePath(req.params.token)));
    } catch (error) {
      next(error);
    }
  });

  router.post("/u/:token/resubscribe", rejectCrossOrigin(config.publicUrl), smallForm, async (req: Request<{ token: string }>, res, next) => {
    try {
      const outcome = await resubscribe(db, req.params.token, requestContext(req), clock());
      if (!outcome) return sendPage(res, 404, unknownLinkPage());
      sendPage(res, 200, resubscribedPage(outcome.email, unsubscribePath(req.params.token)));
    } catch (error) {
      next(error);
    }
  });

  // The client's own review page, beside the Google button of the review request.
  const ownReviewForm = express.urlencoded({ extended: false, limit: "8kb", parameterLimit: 10 });
  const ownReviewPath = (token: string) => `/w/${token}`;
  router.get("/w/:token", async (req: Request<{ token: string }>, res, next) => {
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
  router.post("/w/:token", rejectCrossOrigin(config.publicUrl), ownReviewForm, async (req: Request<{ token: string }>, res, next) => {
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
      if (!outcome.saved) return sendPage(res, 400, ownReviewFormPage(ownReviewPath(req.params.token), draft, outcome.errors));
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

  return router;
}
