/**
 * What the end-of-job routes answer: the job's completion (hand-over), its warranty certificate and
 * the aftercare dates, and the owner's warranty text. The browser imports only the types.
 */
import { z } from "zod";
import { day, success, timestamp } from "../api/codecs";

export const warrantyTermsViewSchema = z.object({
  version: z.int(),
  years: z.int(),
  title: z.string(),
  coverage: z.array(z.string()),
  exclusions: z.array(z.string()),
  howToClaim: z.array(z.string()),
  createdAt: timestamp,
  createdBy: z.string(),
});
export const warrantyTermsAnswerSchema = z.object({ success, terms: warrantyTermsViewSchema });

export const completionViewSchema = z.object({
  completion: z
    .object({
      completedOn: day,
      pourDay: day,
      checklist: z.object({
        jointsCut: z.boolean(),
        releasedAndWashed: z.boolean(),
        sealedOnSite: z.boolean(),
        sealedOn: day.nullable(),
        cleanedUp: z.boolean(),
      }),
      completedBy: z.string(),
      completedAt: timestamp,
      /** The aftercare guide's days (walk, drive, full cure, no salt until, seal from, reseal due). */
      aftercare: z.record(z.string(), z.unknown()),
    })
    .nullable(),
  certificate: z
    .object({
      number: z.string(),
      startsOn: day,
      endsOn: day,
      issuedAt: timestamp,
      issuedBeforePaymentBy: z.string().nullable(),
      pdfUrl: z.string(),
    })
    .nullable(),
  /** What is still owed, change orders included: the certificate waits for 0 unless issued before payment. */
  outstandingCents: z.int(),
  warrantyYears: z.int(),
});
export const completionAnswerSchema = z.object({ success, ...completionViewSchema.shape });

/** A finished job's photo: the photo and its list thumbnail (admin only, like every upload). */
export const jobPhotoViewSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  thumbnailUrl: z.string(),
  filename: z.string(),
  width: z.int().nullable(),
  height: z.int().nullable(),
  createdAt: timestamp,
});
export const jobPhotosAnswerSchema = z.object({ success, photos: z.array(jobPhotoViewSchema) });
