import { Router } from "express";
import type { Database } from "../db";
import { adminSummaryAnswerSchema, paymentSummaryAnswerSchema } from "../../shared/api/responses";
import { paymentInputSchema } from "../../shared/payment-rules";
import { requireAdmin } from "../middleware/auth";
import { requestContext } from "../middleware/request-context";
import { respond } from "../respond";
import { adminSummary } from "../services/admin-summary";
import type { MailSettings } from "../services/mail/settings";
import { contractPayments, recordPayment } from "../services/payments";
import { parseBody } from "../validation";
import { exportRoutes } from "./exports";

/** The back office's money: payments on signed contracts, the dashboard's figures, and the CSV exports. */
export function paymentRoutes(db: Database, mail: MailSettings) {
  const router = Router();

  router.get("/contracts/:id/payments", requireAdmin, async (req, res) => {
    respond(res, paymentSummaryAnswerSchema, { success: true, ...(await contractPayments(db, String(req.params.id))) });
  });

  router.post("/contracts/:id/payments", requireAdmin, async (req, res) => {
    const input = parseBody(paymentInputSchema, req.body);
    const summary = await recordPayment(db, mail, String(req.params.id), input, requestContext(req));
    respond(res, paymentSummaryAnswerSchema, { success: true, ...summary }, 201);
  });

  router.get("/admin/summary", requireAdmin, async (_req, res) => {
    respond(res, adminSummaryAnswerSchema, { success: true, ...(await adminSummary(db)) });
  });

  router.use(exportRoutes(db));
  return router;
}
