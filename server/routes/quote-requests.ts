import { Router, type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type { Database } from "../db";
import { quoteRequestAnswerSchema, quoteRequestCreatedAnswerSchema, quoteRequestsAnswerSchema } from "../../shared/api/responses";
import { insertQuoteRequestSchema, quoteRequestStatusSchema } from "../../shared/schema";
import { isAdmin, requireAdmin } from "../middleware/auth";
import { dropHoneypotSubmissions } from "../middleware/honeypot";
import { discardRestOfBody, readPhotoUpload, receivedPhotos } from "../middleware/photo-upload";
import { clientAddress, refuse, type Limits } from "../middleware/rate-limits";
import { requestContext } from "../middleware/request-context";
import { respond } from "../respond";
import type { MailSettings } from "../services/mail/settings";
import { budgetSpent, chargePhotoBytes, photoBudgetMessage, type PhotoBudget } from "../services/photos/budget";
import { findLeadPhoto, findLeadThumbnail, listLeads, submitQuoteRequest, updateQuoteRequestStatus } from "../services/quote-requests";
import type { StoredImage } from "../storage/quote-requests";
import { parseBody } from "../validation";

/** An address whose photo budget is used up is refused before its photos are read. Admins are exempt. */
function refuseSpentBudget(budget: PhotoBudget) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!req.is("multipart/form-data") || isAdmin(req)) return next();
    const spent = await budgetSpent(budget, clientAddress(req));
    if (!spent) return next();
    discardRestOfBody(req);
    next(refuse(res, spent, photoBudgetMessage));
  };
}

function sendImage(res: Response, image: StoredImage) {
  res.set({
    "Content-Type": image.contentType,
    "Content-Length": String(image.data.length),
    "Cache-Control": "private, max-age=3600",
    "Content-Disposition": `inline; filename="${image.filename.replace(/"/g, "")}"`,
  });
  res.end(image.data);
}

export function quoteRequestRoutes(db: Database, mail: MailSettings, publicWrites: RequestHandler, limits: Limits) {
  const router = Router();
  const photoBudget: PhotoBudget = { limiter: limits.limiter, rule: limits.rules.photoBytes };

  const dropHoneypot = dropHoneypotSubmissions((res, id) => respond(res, quoteRequestCreatedAnswerSchema, { success: true, id }, 201));

  router.post("/quote-requests", publicWrites, refuseSpentBudget(photoBudget), readPhotoUpload, dropHoneypot, async (req, res) => {
    const input = parseBody(insertQuoteRequestSchema, req.body);
    const photos = receivedPhotos(req);
    const bytes = isAdmin(req) ? 0 : photos.reduce((sum, photo) => sum + photo.bytes.length, 0);
    const charge = await chargePhotoBytes(photoBudget, clientAddress(req), bytes);
    if (charge.exceeded) throw refuse(res, charge.exceeded, photoBudgetMessage);
    let request;
    try {
      request = await submitQuoteRequest(db, mail, input, photos, requestContext(req));
    } catch (error) {
      // Only stored leads count against the budget.
      await charge.refund();
      throw error;
    }
    respond(res, quoteRequestCreatedAnswerSchema, { success: true, id: request.id }, 201);
  });

  router.get("/quote-requests", requireAdmin, async (_req, res) => {
    respond(res, quoteRequestsAnswerSchema, { success: true, quoteRequests: await listLeads(db) });
  });

  router.patch("/quote-requests/:id", requireAdmin, async (req, res) => {
    const { status } = parseBody(quoteRequestStatusSchema, req.body);
    const quoteRequest = await updateQuoteRequestStatus(db, String(req.params.id), status, requestContext(req));
    respond(res, quoteRequestAnswerSchema, { success: true, quoteRequest });
  });

  router.get("/uploads/:id", requireAdmin, async (req, res) => {
    sendImage(res, await findLeadPhoto(db, String(req.params.id)));
  });

  router.get("/uploads/:id/thumbnail", requireAdmin, async (req, res) => {
    sendImage(res, await findLeadThumbnail(db, String(req.params.id)));
  });

  return router;
}
