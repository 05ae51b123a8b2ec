import type { Response } from "express";
import type { Database } from "../../db";
import type { SomeBindings } from "../../endpoints/binding";
import type { RouteDeps } from "../../endpoints/bindings";
import { conflict, notFound } from "../../errors";
import { resolveClientLink } from "../quotes/client-links";
import { completeJob, undoCompletion } from "./complete-job";
import { readCompletion } from "./completion-view";
import { addJobPhotos, listJobPhotos, removeJobPhoto } from "./job-photos";
import { readPhotoUpload, receivedPhotos } from "../../middleware/photo-upload";
import { issueWarrantyIfDue } from "./warranty-issue";
import { currentWarrantyTerms, saveWarrantyTerms } from "./warranty-terms";
import { warrantyPdfFilename } from "./warranty-pdf";
import { findContractByQuoteId } from "../contracts/storage";
import { findStandingCertificate } from "./storage";
import { answerPdf } from "../../endpoints/answer-pdf";

const certificateNotFound = () => notFound("CONTRACT_NOT_FOUND", "No warranty certificate has been issued for this contract.");

/** The certificate's PDF as stored at issue: its bytes never change. */
async function sendCertificate(db: Database, res: Response, contractId: string): Promise<void> {
  const certificate = await findStandingCertificate(db, contractId);
  if (!certificate) throw certificateNotFound();
  answerPdf(res, {
    bytes: certificate.pdf,
    sha256: certificate.sha256,
    filename: warrantyPdfFilename(certificate.number),
    disposition: "attachment",
    cacheControl: "private, no-cache",
  });
}

/** The end of a job: completion (hand-over), warranty certificates and the owner's warranty text. */
export function completionRoutes({ db, mail }: RouteDeps) {
  const by = (admin: { email: string } | undefined) => ({ email: admin?.email ?? "admin" });
  return {
    getCompletion: async ({ params, now }) => ({ success: true, ...(await readCompletion(db, params.id, now)) }),
    completeJob: async ({ params, body, admin, context, now }) => {
      await completeJob(db, mail, params.id, body, by(admin), context, now);
      return { success: true, ...(await readCompletion(db, params.id, now)) };
    },
    undoCompletion: async ({ params, body, admin, context, now }) => {
      await undoCompletion(db, params.id, body.reason, by(admin), context, now);
      return { success: true, ...(await readCompletion(db, params.id, now)) };
    },
    issueWarranty: async ({ params, body, admin, context, now }) => {
      const outcome = await issueWarrantyIfDue(db, mail, params.id.toLowerCase(), context, now, body.beforePayment ? by(admin).email : null);
      if ("waiting" in outcome && outcome.waiting === "not-complete")
        throw conflict("JOB_NOT_COMPLETE", "Mark the job complete before issuing its warranty.");
      if ("waiting" in outcome && outcome.waiting === "balance-owed")
        throw conflict(
          "WARRANTY_WAITS_FOR_PAYMENT",
          `The certificate is issued when the balance is paid. Choose to issue it before payment to send it now.`,
        );
      return { success: true, ...(await readCompletion(db, params.id, now)) };
    },
    getWarrantyPdf: async ({ res, params }) => sendCertificate(db, res, params.id.toLowerCase()),
    getClientWarrantyPdf: async ({ res, params }) => {
      const contract = await findContractByQuoteId(db, (await resolveClientLink(db, params.token)).id);
      if (!contract) throw certificateNotFound();
      await sendCertificate(db, res, contract.id);
    },
    listJobPhotos: async ({ params }) => ({ success: true, photos: await listJobPhotos(db, params.id) }),
    addJobPhotos: {
      before: [readPhotoUpload],
      handle: async ({ req, params }) => ({ success: true, photos: await addJobPhotos(db, params.id, receivedPhotos(req)) }),
    },
    removeJobPhoto: async ({ params }) => ({ success: true, photos: await removeJobPhoto(db, params.id, params.photoId) }),
    getWarrantyTerms: async ({ now }) => ({ success: true, terms: await currentWarrantyTerms(db, now) }),
    saveWarrantyTerms: async ({ body, admin, now }) => ({ success: true, terms: await saveWarrantyTerms(db, body, by(admin).email, now) }),
  } satisfies SomeBindings;
}
