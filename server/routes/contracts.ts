import { Router, type RequestHandler } from "express";
import type { Database } from "../db";
import { notFound } from "../errors";
import { insertContractSchema } from "../../shared/schema";
import { requireAdmin } from "../middleware/auth";
import { requestContext } from "../middleware/request-context";
import { findContractSummaryById, listContractsWithQuotes } from "../storage/contracts";
import { signContract } from "../services/contracts";
import { parseBody } from "../validation";

export function contractRoutes(db: Database, publicWrites: RequestHandler) {
  const router = Router();

  router.post("/contracts", publicWrites, async (req, res) => {
    const input = parseBody(insertContractSchema, req.body);
    const contract = await signContract(db, input, requestContext(req));
    res.status(201).json({ success: true, contractId: contract.id });
  });

  router.get("/contracts", requireAdmin, async (_req, res) => {
    res.json({ success: true, contracts: await listContractsWithQuotes(db) });
  });

  /** For the confirmation page: what was signed, without the signature image. */
  router.get("/contracts/:id", async (req, res) => {
    const contract = await findContractSummaryById(db, String(req.params.id));
    if (!contract) throw notFound("Contract not found");
    res.json({ success: true, contract });
  });

  return router;
}
