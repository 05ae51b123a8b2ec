import { Router, type Response } from "express";
import type { Database } from "../db";
import { requireAdmin } from "../middleware/auth";
import { contractsCsv, exportFilename, leadsCsv, quotesCsv } from "../services/exports";

/** A CSV download: named with the day it was made, never cached (it holds clients' details). */
function sendCsv(res: Response, kind: string, csv: string) {
  res.set({
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${exportFilename(kind)}"`,
  });
  res.send(csv);
}

export function exportRoutes(db: Database) {
  const router = Router();
  router.get("/exports/leads.csv", requireAdmin, async (_req, res) => sendCsv(res, "leads", await leadsCsv(db)));
  router.get("/exports/quotes.csv", requireAdmin, async (_req, res) => sendCsv(res, "quotes", await quotesCsv(db)));
  router.get("/exports/contracts.csv", requireAdmin, async (_req, res) => sendCsv(res, "contracts", await contractsCsv(db)));
  return router;
}
