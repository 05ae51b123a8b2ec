import { Router, type RequestHandler } from "express";
import type { Database } from "../db";
import { contractAnswerSchema, contractCreatedAnswerSchema, contractsAnswerSchema } from "../../shared/api/responses";
import { insertContractSchema } from "../../shared/schema";
import { requireAdmin } from "../middleware/auth";
import { requestContext } from "../middleware/request-context";
import { respond } from "../respond";
import { contractNotFound, findPublicContract, listContracts, signContract } from "../services/contracts";
import type { MailSettings } from "../services/mail/settings";
import { loadSignedContractPdf } from "../services/signed-contract-pdf";
import { parseBody } from "../validation";

export function contractRoutes(db: Database, mail: MailSettings, publicWrites: RequestHandler) {
  const router = Router();

  router.post("/contracts", publicWrites, async (req, res) => {
    const input = parseBody(insertContractSchema, req.body);
    const contract = await signContract(db, mail, input, requestContext(req));
    respond(res, contractCreatedAnswerSchema, { success: true, contractId: contract.id }, 201);
  });

  router.get("/contracts", requireAdmin, async (_req, res) => {
    respond(res, contractsAnswerSchema, { success: true, contracts: await listContracts(db) });
  });

  /** For the confirmation page: anyone holding the id may read what was signed (the schema decides which fields). */
  router.get("/contracts/:id", async (req, res) => {
    respond(res, contractAnswerSchema, { success: true, contract: await findPublicContract(db, String(req.params.id)) });
  });

  /** The signed PDF, rendered from the frozen record; the id is the capability, as for the page. */
  router.get("/contracts/:id/pdf", async (req, res) => {
    const pdf = await loadSignedContractPdf(db, String(req.params.id));
    if (!pdf) throw contractNotFound();
    res.set({
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${pdf.filename}"`,
      "Content-Length": String(pdf.bytes.length),
    });
    res.end(Buffer.from(pdf.bytes));
  });

  return router;
}
