/**
 * The end of a job, part of the API's table (endpoints.ts): the owner marks the job complete (the
 * client gets the aftercare guide), undoes it, issues the warranty certificate before payment, and
 * edits the warranty text; the certificate's PDF for the owner and under the client's link.
 */
import type { Endpoint } from "../api/endpoints";
import { completeJobSchema, issueWarrantySchema, undoCompletionSchema, warrantyTermsSchema } from "./input";
import { completionAnswerSchema, jobPhotosAnswerSchema, warrantyTermsAnswerSchema } from "./responses";
import { uploadLimits } from "../business";
import { z } from "zod/mini";

/** A request of photos only: every field is a file in `photos`. */
const photosOnly = z.object({});

export const completionEndpoints = {
  getCompletion: {
    method: "get",
    path: "/api/contracts/{id}/completion",
    summary: "The job's completion (null until marked), its aftercare dates, its warranty certificate (null until issued) and what is still owed.",
    access: "admin",
    success: { status: 200, answer: completionAnswerSchema },
    errors: [401, 404],
  },
  completeJob: {
    method: "post",
    path: "/api/contracts/{id}/completion",
    summary:
      "Mark the job complete on `completedOn` (Toronto; not in the future, not before the pour, at most 30 days back: 422 COMPLETION_DATE_REFUSED) with the checklist. The client is e-mailed the aftercare guide; with nothing owed the warranty certificate is issued and e-mailed too. 409 JOB_ALREADY_COMPLETE.",
    access: "admin",
    body: { schema: completeJobSchema },
    success: { status: 201, answer: completionAnswerSchema },
    errors: [400, 401, 403, 404, 409, 422],
  },
  undoCompletion: {
    method: "post",
    path: "/api/contracts/{id}/completion/undo",
    summary:
      "Undo the completion with a `reason`; a certificate issued on it is voided with that reason, which /api/verify shows. 409 JOB_NOT_COMPLETE.",
    access: "admin",
    body: { schema: undoCompletionSchema },
    success: { status: 200, answer: completionAnswerSchema },
    errors: [400, 401, 403, 404, 409],
  },
  issueWarranty: {
    method: "post",
    path: "/api/contracts/{id}/warranty",
    summary:
      "Issue the warranty certificate now: when paid in full, or with `beforePayment: true` while a balance is owed (recorded with the admin's name). 409 JOB_NOT_COMPLETE, WARRANTY_WAITS_FOR_PAYMENT.",
    access: "admin",
    body: { schema: issueWarrantySchema },
    success: { status: 200, answer: completionAnswerSchema },
    errors: [400, 401, 403, 404, 409],
  },
  getWarrantyPdf: {
    method: "get",
    path: "/api/contracts/{id}/warranty/pdf",
    summary: "The standing warranty certificate's PDF.",
    access: "admin",
    success: { status: 200, answer: { file: "application/pdf" } },
    errors: [401, 404],
  },
  getClientWarrantyPdf: {
    method: "get",
    path: "/api/links/{token}/warranty/pdf",
    summary: "The warranty certificate's PDF under the client's quote link.",
    access: "link-holder",
    success: { status: 200, answer: { file: "application/pdf" } },
    errors: [404, 410],
  },
  getWarrantyTerms: {
    method: "get",
    path: "/api/warranty-terms",
    summary: "The warranty text certificates are issued with: the newest version (the business's default is version 1).",
    access: "admin",
    success: { status: 200, answer: warrantyTermsAnswerSchema },
    errors: [401],
  },
  saveWarrantyTerms: {
    method: "put",
    path: "/api/warranty-terms",
    summary: "Save the warranty text as a new version (`years` 1 to 25, title, coverage, exclusions, how to claim); issued certificates keep theirs.",
    access: "admin",
    body: { schema: warrantyTermsSchema },
    success: { status: 200, answer: warrantyTermsAnswerSchema },
    errors: [400, 401, 403],
  },
  listJobPhotos: {
    method: "get",
    path: "/api/contracts/{id}/photos",
    summary: "The finished job's own photos, in the order they were added, each with its photo and thumbnail address.",
    access: "admin",
    success: { status: 200, answer: jobPhotosAnswerSchema },
    errors: [401, 404],
  },
  addJobPhotos: {
    method: "post",
    path: "/api/contracts/{id}/photos",
    summary: `Add photos to the finished job (multipart, \`photos\`: at most ${uploadLimits.maxFiles} at once, ${uploadLimits.maxFileBytes / (1024 * 1024)} MB each, ${uploadLimits.maxTotalBytes / (1024 * 1024)} MB in all; 30 per job: 400 TOO_MANY_PHOTOS). Each is re-encoded upright without its metadata (no location). Answers the job's photos.`,
    access: "admin",
    body: { schema: photosOnly, multipart: "Only image files, in `photos`." },
    success: { status: 201, answer: jobPhotosAnswerSchema },
    errors: [400, 401, 403, 404, 413],
  },
  removeJobPhoto: {
    method: "delete",
    path: "/api/contracts/{id}/photos/{photoId}",
    summary: "Remove one of the job's photos. Answers the photos left.",
    access: "admin",
    success: { status: 200, answer: jobPhotosAnswerSchema },
    errors: [401, 403, 404],
  },
} as const satisfies Record<string, Endpoint>;
