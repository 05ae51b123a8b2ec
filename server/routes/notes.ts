import { Router } from "express";
import type { Database } from "../db";
import { noteAnswerSchema } from "../../shared/api/responses";
import { noteSchema } from "../../shared/note-rules";
import { requireAdmin } from "../middleware/auth";
import { requestContext } from "../middleware/request-context";
import { respond } from "../respond";
import { addLeadNote, addQuoteNote } from "../services/notes";
import { parseBody } from "../validation";

/** The admin's notes on leads and quotes. */
export function noteRoutes(db: Database) {
  const router = Router();

  router.post("/quote-requests/:id/notes", requireAdmin, async (req, res) => {
    const note = await addLeadNote(db, String(req.params.id), parseBody(noteSchema, req.body), requestContext(req));
    respond(res, noteAnswerSchema, { success: true, note }, 201);
  });

  router.post("/quotes/:id/notes", requireAdmin, async (req, res) => {
    const note = await addQuoteNote(db, String(req.params.id), parseBody(noteSchema, req.body), requestContext(req));
    respond(res, noteAnswerSchema, { success: true, note }, 201);
  });

  return router;
}
