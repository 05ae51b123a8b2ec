/**
 * POST /api/verify: anyone may ask whether a PDF is a contract signed through Forma Concrete and
 * unchanged since (server/features/verify/pdf-verification.ts). Each request is counted against the caller's
 * address in the database before its body is read (100 per 10 minutes). The file is the raw body
 * (application/pdf, at most 10 MB), read for this route only; it is checked in the PDF worker and
 * forgotten: nothing is stored or logged but the answer.
 */
import express, { type NextFunction, type Request, type Response } from "express";
import { verifyLimits } from "../../../shared/business";
import { badRequest, payloadTooLarge, unsupportedMediaType } from "../../errors";
import type { SomeBindings } from "../../endpoints/binding";
import type { RouteDeps } from "../../endpoints/bindings";
import { addressLimiter } from "../../middleware/rate-limits";
import { verifyContractPdf } from "./pdf-verification";

const maxMegabytes = verifyLimits.maxPdfBytes / (1024 * 1024);
const sendThePdf = "Send the PDF file itself as the request body, with the content type application/pdf.";

const readPdf = express.raw({ type: "application/pdf", limit: verifyLimits.maxPdfBytes });

/** The raw body, with its own 413 (the API's JSON limit is 1 MB, this route's is 10 MB). */
function pdfBody(req: Request, res: Response, next: NextFunction) {
  if (!req.is("application/pdf")) return next(unsupportedMediaType(sendThePdf));
  readPdf(req, res, (error?: unknown) => {
    if ((error as { type?: string } | undefined)?.type === "entity.too.large") {
      return next(payloadTooLarge("PAYLOAD_TOO_LARGE", `The file is too large to be a signed contract (limit ${maxMegabytes} MB).`));
    }
    if (error) return next(badRequest("PDF_REQUIRED", "The file could not be read. Please choose it again."));
    next();
  });
}

export function verifyRoutes({ db, limits }: RouteDeps) {
  // Checking costs some CPU: 100 files per address per 10 minutes is plenty for people.
  const verifyLimiter = addressLimiter(
    limits.limiter,
    limits.rules.verifyChecks,
    "Too many files checked from this connection. Please try again in a few minutes.",
  );
  return {
    verifyPdf: {
      before: [verifyLimiter, pdfBody],
      handle: async ({ body }) => {
        if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest("PDF_REQUIRED", sendThePdf);
        return { success: true, verdict: await verifyContractPdf(db, body) };
      },
    },
  } satisfies SomeBindings;
}
