import { Router } from "express";
import { statusOf } from "../../shared/api-errors";
import { databaseLimits } from "../../shared/database-limits";
import { SchemaBehindError, type DatabaseHandle } from "../db";
import { requestIdOf } from "../logger";

/**
 * 200 only while the database answers and its schema is at this server's newest migration: a
 * database re-created empty answers "select 1" but fails every data call, so it is a 503 too.
 */
export function healthRoutes(database: DatabaseHandle) {
  const router = Router();
  router.get("/health", async (req, res) => {
    try {
      await database.ping();
      res.set("Cache-Control", "no-store").json({ success: true, ok: true });
    } catch (error) {
      res
        .status(statusOf("DATABASE_UNAVAILABLE"))
        .set({ "Cache-Control": "no-store", "Retry-After": String(databaseLimits.retryAfterSeconds) })
        .json({
          success: false,
          ok: false,
          code: "DATABASE_UNAVAILABLE",
          message:
            error instanceof SchemaBehindError
              ? "The database is not at this server's schema (empty, or behind its migrations)."
              : "The database is not answering.",
          requestId: requestIdOf(req),
        });
    }
  });
  return router;
}
