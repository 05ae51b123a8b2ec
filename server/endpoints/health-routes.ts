import { statusOf } from "../../shared/api-errors";
import { databaseLimits } from "../../shared/database-limits";
import { answered, type SomeBindings } from "./binding";
import type { RouteDeps } from "./bindings";
import { SchemaBehindError } from "../db";
import { requestIdOf } from "../logger";

/**
 * 200 only while the database answers and its schema is at this server's newest migration: a
 * database re-created empty answers "select 1" but fails every data call, so it is a 503 too.
 */
export function healthRoutes({ database }: RouteDeps) {
  return {
    health: async ({ req, res }) => {
      try {
        await database.ping();
        return { success: true, ok: true };
      } catch (error) {
        // Not the error shape alone: monitors read `ok` of either answer.
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
        return answered;
      }
    },
  } satisfies SomeBindings;
}
