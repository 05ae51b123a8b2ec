import { Router, type Request, type RequestHandler, type Response } from "express";
import type { Database } from "../db";
import { clientContractAnswerSchema, clientSignedAnswerSchema, contractAnswerSchema, contractsAnswerSchema } from "../../shared/api/responses";
import { signContractSchema } from "../../shared/schema";
import { isAdmin, requireAdmin } from "../middleware/auth";
import { resolveClientLink } from "../services/client-links";
import { contractPdfPath } from "../services/mail/settings";
import { findContractByQuoteId } from "../storage/contracts";
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

  /** The client signs through their link; the confirmation is then at the same link. */
  router.post("/links/:token/contract", publicWrites, async (req, res) => {
    const input = parseBody(signContractSchema, req.body);
    const { id: quoteId } = await resolveClientLink(db, String(req.params.token));
    await signContract(db, mail, { ...input, quoteId }, requestContext(req));
    respond(res, clientSignedAnswerSchema, { success: true, signed: true }, 201);
  });

  /** The confirmation page: what was signed under this link (the schema decides which fields, and no id). */
  router.get("/links/:token/contract", async (req, res) => {
    const token = String(req.params.token);
    const contract = await findContractByQuoteId(db, (await resolveClientLink(db, token)).id);
    if (!contract) throw contractNotFound();
    const found = await findPublicContract(db, mail, contract.id, contractPdfPath(token));
    respond(res, clientContractAnswerSchema, { success: true, contract: { ...found, quoteNumber: found.quoteNumber ?? "" } });
  });

  /** The signed PDF under the client's link, as the admin's copy below. */
  router.get("/links/:token/contract/pdf", async (req, res) => {
    const contract = await findContractByQuoteId(db, (await resolveClientLink(db, String(req.params.token))).id);
    if (!contract) throw contractNotFound();
    await sendSignedPdf(db, req, res, contract.id);
  });

  /** Every contract, or with ?payment=&q=&page=&pageSize= one filtered page of them. */
  router.get("/contracts", requireAdmin, async (req, res) => {
    const query = parseListQuery(req, parseContractListQuery);
    respond(res, contractsAnswerSchema, { success: true, ...(await listContracts(db, query)) });
  });

  /** The admin's read of one contract (the client reads theirs through their link). */
  router.get("/contracts/:id", requireAdmin, async (req, res) => {
    respond(res, contractAnswerSchema, { success: true, contract: await findPublicContract(db, mail, String(req.params.id)) });
  });

  /**
   * The admin's copy of the signed PDF. Without a session, a contract id is accepted only as the
   * legacy link of a contract signed before link tokens (e-mailed as this address), while its quote's
   * link has not been replaced.
   */
  router.get("/contracts/:id/pdf", async (req, res) => {
    const id = String(req.params.id);
    if (!isAdmin(req)) {
      const quote = await resolveClientLink(db, id);
      if ((await findContractByQuoteId(db, quote.id))?.id !== id.toLowerCase()) throw contractNotFound();
    }
    await sendSignedPdf(db, req, res, id.toLowerCase());
  });

  return router;
}

/**
 * The signed PDF as stored at signing. Its bytes never change, so it is cached for a year and its
 * SHA-256 is its ETag (a matching If-None-Match is a 304 without reading the file).
 */
async function sendSignedPdf(db: Database, req: Request, res: Response, id: string): Promise<void> {
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
}
