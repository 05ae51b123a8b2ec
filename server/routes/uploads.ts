import { Router, type Response } from "express";
import type { Database } from "../db";
import { requireAdmin } from "../middleware/auth";
import { findPhoto, findPhotoThumbnail } from "../services/uploads";
import type { StoredImage } from "../storage/uploads";

function sendImage(res: Response, image: StoredImage) {
  res.set({
    "Content-Type": image.contentType,
    "Content-Length": String(image.data.length),
    "Cache-Control": "private, max-age=3600",
    "Content-Disposition": `inline; filename="${image.filename.replace(/"/g, "")}"`,
  });
  res.end(image.data);
}

/** The photos of leads and of estimate requests: for the admin only, whoever sent them. */
export function uploadRoutes(db: Database) {
  const router = Router();

  router.get("/uploads/:id", requireAdmin, async (req, res) => {
    sendImage(res, await findPhoto(db, String(req.params.id)));
  });

  router.get("/uploads/:id/thumbnail", requireAdmin, async (req, res) => {
    sendImage(res, await findPhotoThumbnail(db, String(req.params.id)));
  });

  return router;
}
