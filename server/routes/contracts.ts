import { Router, type RequestHandler } from "express";
import type { Database } from "../db";
import { notFound } from "../errors";
import { insertContractSchema } from "../../shared/schema";
import { requireAdmin } from "../middleware/auth";
import { requestContext } from "../middleware/request-context";
import { findContractSummaryById, listContractsWithQuotes } from "../storage/contracts";
import { signContract } from "../services/contracts";
import { contractPdfPath, type MailSettings } from "../services/mail/settings";
import { loadSignedContractPdf } from "../services/signed-contract-pdf";
import { parseBody } from "../validation";

export function contractRoutes(db: Database, mail: MailSettings, publicWrites: RequestHandler) {
  const router = Router();

  router.post("/contracts", publicWrites, async (req, res) => {
    const input = parseBody(insertContractSchema, req.body);
    const contract = await signContract(db, mail, input, requestContext(req));
    res.status(201).json({ success: true, contractId: contract.id });
  });

  router.get("/contracts", requireAdmin, async (_req, res) => {
    res.json({ success: true, contracts: await listContractsWithQuotes(db) });
  });

  /**
   * For the confirmation page: what was signed. Anyone holding the id may read it, so the signer's
   * IP address and browser, the frozen text and the snapshot stay out (they are in the signed PDF).
   */
  router.get("/contracts/:id", async (req, res) => {
    const contract = await findContractSummaryById(db, String(req.params.id));
    if (!contract) throw notFound("Contract not found");
    const { signerIp: _ip, signerUserAgent: _agent, contractText: _text, quoteSnapshot: _snapshot, ...shown } = contract;
    res.json({ success: true, contract: { ...shown, pdfUrl: contractPdfPath(contract.id) } });
  });

  /** The signed PDF, rendered from the frozen record; the id is the capability, as for the page. */
  router.get("/contracts/:id/pdf", async (req, res) => {
    const pdf = await loadSignedContractPdf(db, String(req.params.id));
    if (!pdf) throw notFound("Contract not found");
    res.set({
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${pdf.filename}"`,
      "Content-Length": String(pdf.bytes.length),
    });
    res.end(Buffer.from(pdf.bytes));
  });

  return router;
}
