import type { Request, Response } from "express";
import type { Database } from "../../db";
import type { SomeBindings } from "../../endpoints/binding";
import type { RouteDeps } from "../../endpoints/bindings";
import { resolveClientLink } from "../quotes/client-links";
import { contractPdfPath } from "../../mail/settings";
import { findContractByQuoteId } from "./storage";
import { contractNotFound, findPublicContract, listContracts, signContract } from "./contracts";
import { etagMatches, loadSignedContractPdf, storedContractPdfHash } from "./signed-contract-pdf";
import { parseContractListQuery } from "../../../shared/list-query";
import { parseListQuery } from "../../endpoints/list-query";
import { answerPdf } from "../../endpoints/answer-pdf";

export function contractRoutes({ db, mail, publicWrites }: RouteDeps) {
  return {
    /** The client signs through their link; the confirmation is then at the same link. */
    signContract: {
      before: [publicWrites],
      handle: async ({ params, body, context, now }) => {
        const { id: quoteId } = await resolveClientLink(db, params.token);
        await signContract(db, mail, { ...body, quoteId }, context, now);
        return { success: true, signed: true };
      },
    },

    /** The confirmation page: what was signed under this link (the schema decides which fields, and no id). */
    getClientContract: async ({ params }) => {
      const contract = await findContractByQuoteId(db, (await resolveClientLink(db, params.token)).id);
      if (!contract) throw contractNotFound();
      const found = await findPublicContract(db, mail, contract.id, contractPdfPath(params.token));
      return { success: true, contract: { ...found, quoteNumber: found.quoteNumber ?? "" } };
    },

    /** The signed PDF under the client's link, as the admin's copy below. */
    getClientContractPdf: async ({ req, res, params, now }) => {
      const contract = await findContractByQuoteId(db, (await resolveClientLink(db, params.token)).id);
      if (!contract) throw contractNotFound();
      await sendSignedPdf(db, req, res, contract.id, now);
    },

    /** Every contract, or with ?payment=&q=&page=&pageSize= one filtered page of them. */
    listContracts: async ({ req }) => ({ success: true, ...(await listContracts(db, parseListQuery(req, parseContractListQuery))) }),

    /** The admin's read of one contract (the client reads theirs through their link). */
    getContract: async ({ params }) => ({ success: true, contract: await findPublicContract(db, mail, params.id) }),

    /**
     * The admin's copy of the signed PDF. Without a session, a contract id is accepted only as the
     * legacy link of a contract signed before link tokens (e-mailed as this address), while its quote's
     * link has not been replaced.
     */
    getContractPdf: async ({ req, res, params, admin, now }) => {
      const id = params.id;
      if (!admin) {
        const quote = await resolveClientLink(db, id);
        if ((await findContractByQuoteId(db, quote.id))?.id !== id.toLowerCase()) throw contractNotFound();
      }
      await sendSignedPdf(db, req, res, id.toLowerCase(), now);
    },
  } satisfies SomeBindings;
}

/**
 * The signed PDF as stored at signing. Its bytes never change, so it is cached for a year and its
 * SHA-256 is its ETag (a matching If-None-Match is a 304 without reading the file).
 */
async function sendSignedPdf(db: Database, req: Request, res: Response, id: string, now: Date): Promise<void> {
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
  const pdf = await loadSignedContractPdf(db, id, now);
  if (!pdf) throw contractNotFound();
  answerPdf(res, { ...pdf, disposition: "attachment", cacheControl: caching["Cache-Control"] });
}
