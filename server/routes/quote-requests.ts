import { Router, type NextFunction, type Request, type RequestHandler, type Response } from "express";
import multer from "multer";
import type { Database } from "../db";
import { badRequest, payloadTooLarge } from "../errors";
import { quoteRequestAnswerSchema, quoteRequestCreatedAnswerSchema, quoteRequestsAnswerSchema } from "../../shared/api/responses";
import { uploadLimits } from "../../shared/business";
import { insertQuoteRequestSchema, quoteRequestStatusSchema } from "../../shared/schema";
import { requireAdmin } from "../middleware/auth";
import { requestContext } from "../middleware/request-context";
import { respond } from "../respond";
import type { MailSettings } from "../services/mail/settings";
import { findLeadPhoto, listLeads, submitQuoteRequest, updateQuoteRequestStatus } from "../services/quote-requests";
import { parseBody } from "../validation";

const multipartOverheadBytes = 1024 * 1024;

const photoParser = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: uploadLimits.maxFileBytes, files: uploadLimits.maxFiles, fields: 30, fieldSize: 64 * 1024, parts: 60 },
}).array("photos");

/** Multipart with photos, or plain JSON. Oversized bodies are refused before a byte is buffered. */
function readPhotos(req: Request, res: Response, next: NextFunction) {
  if (!req.is("multipart/form-data")) return next();
  const declaredLength = Number(req.get("content-length") ?? 0);
  if (declaredLength > uploadLimits.maxTotalBytes + multipartOverheadBytes) {
    const message = `Photos can be at most ${uploadLimits.maxTotalBytes / (1024 * 1024)}MB in total.`;
    return next(payloadTooLarge("PHOTOS_TOO_LARGE", message, { photos: message }));
  }
  photoParser(req, res, (error: unknown) => {
    if (!error || error instanceof multer.MulterError) return next(error);
    next(badRequest("UPLOAD_MALFORMED", "The uploaded form could not be read.")); // malformed multipart from busboy
  });
}

export function quoteRequestRoutes(db: Database, mail: MailSettings, publicWrites: RequestHandler) {
  const router = Router();

  router.post("/quote-requests", publicWrites, readPhotos, async (req, res) => {
    const input = parseBody(insertQuoteRequestSchema, req.body);
    const files = (req.files as Express.Multer.File[] | undefined) ?? [];
    const request = await submitQuoteRequest(
      db,
      mail,
      input,
      files.map((file) => ({ originalName: file.originalname, bytes: file.buffer })),
      requestContext(req),
    );
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
    const upload = await findLeadPhoto(db, String(req.params.id));
    res.set({
      "Content-Type": upload.contentType,
      "Content-Length": String(upload.size),
      "Cache-Control": "private, max-age=3600",
      "Content-Disposition": `inline; filename="${upload.filename.replace(/"/g, "")}"`,
    });
    res.end(upload.data);
  });

  return router;
}
