import { Router } from "express";
import type { DatabaseHandle } from "../db";
import { requestIdOf } from "../logger";

export function healthRoutes(database: DatabaseHandle) {
  const router = Router();
  router.get("/health", async (req, res) => {
    try {
      await database.ping();
      res.set("Cache-Control", "no-store").json({ success: true, ok: true });
    } catch {
      res
        .status(503)
        .set("Cache-Control", "no-store")
        .json({
          success: false,
          ok: false,
          code: "DATABASE_UNAVAILABLE",
          message: "The database is not answering.",
          requestId: requestIdOf(req),
        });
    }
  });
  return router;
}
