import { Router, type RequestHandler } from "express";
import type { Database } from "../db";
import { contractAnswerSchema, contractCreatedAnswerSchema, contractsAnswerSchema } from "../../shared/api/responses";
import { insertContractSchema } from "../../shared/schema";
import { requireAdmin } from "../middleware/auth";
import { requestContext } from "../middleware/request-context";
import { respond } from "../respond";
import { contractNotFound, findPublicContract, listContracts, signContract } from "../services/contracts";
import type { MailSettings } from "../services/mail/settings";
import { etagMatches, loadSignedContractPdf, storedContractPdfHash } from "../services/signed-contract-pdf";
import { parseBody } from "../validation";
import { parseContractListQuery } from "../../shared/list-query";
import { parseListQuery } from "./list-query";

export function contractRoutes(db: Database, mail: MailSettings, publicWrites: RequestHandler) {
  const router = Router();

  router.post("/contracts", publicWrites, async (req, res) => {
    const input = parseBody(insertContractSchema, req.body);
    const contract = await signContract(db, mail, input, requestContext(req));
    respond(res, contractCreatedAnswerSchema, { success: true, contractId: contract.id }, 201);
  });

  /** Every contract, or with ?payment=&q=&page=&pageSize= one filtered page of them. */
  router.get("/contracts", requireAdmin, async (req, res) => {
    const query = parseListQuery(req, parseContractListQuery);
    respond(res, contractsAnswerSchema, { success: true, ...(await listContracts(db, query)) });
  });

  /** For the confirmation page: anyone holding the id may read what was signed (the schema decides which fields). */
  router.get("/contracts/:id", async (req, res) => {
    respond(res, contractAnswerSchema, { success: true, contract: await findPublicContract(db, mail, String(req.params.id)) });
  });

  /**
   * The signed PDF as stored at signing; the id is the capability, as for the page. Its bytes never
   * change, so it is cached for a year and its SHA-256 is its ETag (a matching If-None-Match is a 304
   * without reading the file).
   */
  router.get("/contracts/:id/pdf", async (req, res) => {
    const id = String(req.params.id);
    const caching = { "Cache-Control": "private, max-age=31536000, immutable" };
    const ifNoneMatch = req.get("If-None-Match");
    if (ifNoneMatch) {
      const sha256 = await storedContractPdfHash(db, id);
      if (sha256 && etagMatches(ifNoneMatch, sha256)) {
        res
          .status(304)
          .set({ ...caching, ETag: `"${sha256}"` })
          .end();
        return;
      }
    }
    const pdf = await loadSignedContractPdf(db, id);
    if (!pdf) throw contractNotFound();
    res.set({
      ...caching,
      ETag: `"${pdf.sha256}"`,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${pdf.filename}"`,
      "Content-Length": String(pdf.bytes.length),
    });
    res.end(Buffer.from(pdf.bytes.buffer, pdf.bytes.byteOffset, pdf.bytes.byteLength));
  });

  return router;
}
