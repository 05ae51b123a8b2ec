import { Router, type RequestHandler } from "express";
import type { Database } from "../db";
import { quoteRequestAnswerSchema, quoteRequestCreatedAnswerSchema, quoteRequestsAnswerSchema } from "../../shared/api/responses";
import { insertQuoteRequestSchema, quoteRequestStatusSchema } from "../../shared/schema";
import { requireAdmin } from "../middleware/auth";
import { dropHoneypotSubmissions } from "../middleware/honeypot";
import { refuseSpentBudget, storeChargingPhotos } from "../middleware/photo-budget";
import { readPhotoUpload, receivedPhotos } from "../middleware/photo-upload";
import type { Limits } from "../middleware/rate-limits";
import { requestContext } from "../middleware/request-context";
import { respond } from "../respond";
import type { MailSettings } from "../services/mail/settings";
import type { PhotoBudget } from "../services/photos/budget";
import { listLeads, submitQuoteRequest, updateQuoteRequestStatus } from "../services/quote-requests";
import { parseBody } from "../validation";

export function quoteRequestRoutes(db: Database, mail: MailSettings, publicWrites: RequestHandler, limits: Limits) {
  const router = Router();
  const photoBudget: PhotoBudget = { limiter: limits.limiter, rule: limits.rules.photoBytes };

  const dropHoneypot = dropHoneypotSubmissions((res, id) => respond(res, quoteRequestCreatedAnswerSchema, { success: true, id }, 201));

  router.post("/quote-requests", publicWrites, refuseSpentBudget(photoBudget), readPhotoUpload, dropHoneypot, async (req, res) => {
    const input = parseBody(insertQuoteRequestSchema, req.body);
    const photos = receivedPhotos(req);
    const request = await storeChargingPhotos(photoBudget, req, res, photos, () => submitQuoteRequest(db, mail, input, photos, requestContext(req)));
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

  return router;
}
