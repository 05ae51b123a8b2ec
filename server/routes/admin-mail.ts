import { Router } from "express";
import type { Database } from "../db";
import { adminEmailAnswerSchema, adminEmailsAnswerSchema } from "../../shared/api/responses";
import { parseEmailListQuery } from "../../shared/mail-list";
import { badRequest } from "../errors";
import { requireAdmin } from "../middleware/auth";
import { respond } from "../respond";
import { listOutgoingEmails, sendEmailAgainNow } from "../services/mail/admin-outbox";

/** The owner's view of outgoing mail: what went, what is failing and why, and "send again now". */
export function adminMailRoutes(db: Database) {
  const router = Router();

  router.get("/admin/emails", requireAdmin, async (req, res) => {
    const parsed = parseEmailListQuery(req.query as Record<string, unknown>);
    if (!parsed.ok) throw badRequest("VALIDATION_FAILED", Object.values(parsed.errors)[0], parsed.errors);
    const { emails, total } = await listOutgoingEmails(db, parsed.value);
    respond(res, adminEmailsAnswerSchema, { success: true, emails, total, page: parsed.value.page, pageSize: parsed.value.pageSize });
  });

  router.post("/admin/emails/:id/retry", requireAdmin, async (req, res) => {
    const email = await sendEmailAgainNow(db, String(req.params.id));
    respond(res, adminEmailAnswerSchema, { success: true, email });
  });

  return router;
}
