/**
 * What the site-content routes answer: the pages' view of the owner's changes, and the owner's lists
 * of projects and reviews. The browser imports only the types.
 */
import { z } from "zod";
import { day, success } from "../api/codecs";
import { projectTypes, reviewOrigins, reviewSources, siteProjectCategories } from "./content";

const siteProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  categories: z.array(z.enum(siteProjectCategories)),
  shortDescription: z.string(),
  images: z.array(z.string()),
  alt: z.string(),
  location: z.string().optional(),
  date: day,
  type: z.enum(projectTypes),
});

const imageInfoSchema = z.object({ width: z.int(), height: z.int(), widths: z.array(z.int()).readonly(), version: z.string() });

const publicReviewSchema = z.object({
  id: z.string(),
  quote: z.string(),
  firstName: z.string(),
  city: z.string(),
  rating: z.int(),
  date: day,
  source: z.enum(reviewSources),
  projectId: z.string().nullable(),
});

export const siteContentAnswerSchema = z.object({
  success,
  content: z.object({
    version: z.int(),
    projects: z.array(siteProjectSchema),
    hidden: z.array(z.string()),
    order: z.array(z.string()).nullable(),
    images: z.record(z.string(), imageInfoSchema),
    reviews: z.array(publicReviewSchema),
  }),
});

/** A project in the owner's list: as shown, where it came from, whether it shows, and its photos' thumbnails. */
export const ownerSiteProjectSchema = siteProjectSchema.extend({
  builtIn: z.boolean(),
  published: z.boolean(),
  /** A built-in project the owner changed (its original can be restored by editing it back). */
  changed: z.boolean(),
  contractId: z.string().nullable(),
  city: z.string().nullable(),
  /** One small picture per photo, in order, for the owner's list. */
  thumbnails: z.array(z.string()),
  /** Where it shows on the site while published. */
  url: z.string(),
});
export type OwnerSiteProject = z.infer<typeof ownerSiteProjectSchema>;

export const siteProjectsAnswerSchema = z.object({ success, projects: z.array(ownerSiteProjectSchema), version: z.int() });
export const siteProjectAnswerSchema = z.object({ success, project: ownerSiteProjectSchema });
export const jobSiteProjectAnswerSchema = z.object({ success, project: ownerSiteProjectSchema.nullable() });

export const ownerReviewSchema = z.object({
  id: z.string(),
  quote: z.string(),
  firstName: z.string(),
  city: z.string(),
  rating: z.int(),
  date: day,
  source: z.enum(reviewSources),
  consentToQuote: z.boolean(),
  published: z.boolean(),
  contractId: z.string().nullable(),
  /** "client": left by the client on their own page (only publishing can change); "business": entered by the owner. */
  origin: z.enum(reviewOrigins),
  /** The job's client and address, for the owner only. */
  jobLabel: z.string().nullable(),
});
export type OwnerReview = z.infer<typeof ownerReviewSchema>;
export const reviewsAnswerSchema = z.object({ success, reviews: z.array(ownerReviewSchema) });
export const reviewAnswerSchema = z.object({ success, review: ownerReviewSchema });
