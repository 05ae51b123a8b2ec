/**
 * The site's own content, part of the API's table (endpoints.ts): what the public pages read (the
 * owner's changes, the photos made for them), and the owner's tools to publish a finished job as a
 * project, change, reorder, hide and re-photograph any project, and record reviews.
 */
import { z } from "zod/mini";
import type { Endpoint } from "../api/endpoints";
import { uploadLimits } from "../business";
import { projectOrderSchema, publishJobSchema, reviewInputSchema, siteLimits, siteProjectFieldsSchema } from "./content";
import {
  jobSiteProjectAnswerSchema,
  reviewAnswerSchema,
  reviewsAnswerSchema,
  siteContentAnswerSchema,
  siteProjectAnswerSchema,
  siteProjectsAnswerSchema,
} from "./responses";

const photosOnly = z.object({});
const nothing = z.object({});

export const siteEndpoints = {
  getSiteContent: {
    method: "get",
    path: "/api/site-content",
    summary:
      "The owner's changes to the site's projects and the published reviews whose clients agreed to be quoted, as the pages merge them over the built-in projects. `version` 0 is the site as built.",
    access: "public",
    success: { status: 200, answer: siteContentAnswerSchema },
    errors: [],
  },
  getSiteImage: {
    method: "get",
    path: "/api/site-images/{file}",
    summary:
      "One variant of a photo made for the site (`<id>-<width>.avif|webp|jpg`), while a project the site shows uses it (404 once the project is hidden; the signed-in owner still sees it, never cached). Cached for 5 minutes, then revalidated by its ETag (304).",
    access: "public",
    success: { status: 200, answer: { file: "image/*" } },
    errors: [404],
  },
  listSiteProjects: {
    method: "get",
    path: "/api/site/projects",
    summary: "Every project of the site in its order, hidden ones included, built-in and published jobs alike.",
    access: "admin",
    success: { status: 200, answer: siteProjectsAnswerSchema },
    errors: [401],
  },
  getJobSiteProject: {
    method: "get",
    path: "/api/contracts/{id}/site-project",
    summary: "The project published from this job, or null.",
    access: "admin",
    success: { status: 200, answer: jobSiteProjectAnswerSchema },
    errors: [401, 404],
  },
  publishJob: {
    method: "post",
    path: "/api/contracts/{id}/site-project",
    summary: `Publish the completed job as a project: its words, the city (never the address or the client's name) and up to ${siteLimits.maxProjectPhotos} of the job's photos in order. The photos' variants are made first; the project appears on every page at once, or not at all. 409 JOB_NOT_COMPLETE before completion, 409 ALREADY_PUBLISHED for a second time.`,
    access: "admin",
    body: { schema: publishJobSchema },
    success: { status: 201, answer: siteProjectAnswerSchema },
    errors: [400, 401, 403, 404, 409],
  },
  updateSiteProject: {
    method: "put",
    path: "/api/site/projects/{id}",
    summary: "Change a project's words, finishes, city, date or type (a built-in one too).",
    access: "admin",
    body: { schema: siteProjectFieldsSchema },
    success: { status: 200, answer: siteProjectAnswerSchema },
    errors: [400, 401, 403, 404],
  },
  showSiteProject: {
    method: "post",
    path: "/api/site/projects/{id}/show",
    summary: "Show a hidden project on the site again.",
    access: "admin",
    body: { schema: nothing },
    success: { status: 200, answer: siteProjectAnswerSchema },
    errors: [401, 403, 404],
  },
  hideSiteProject: {
    method: "post",
    path: "/api/site/projects/{id}/hide",
    summary: "Take a project off the site (every page, the gallery and the sitemap); it stays in the owner's list.",
    access: "admin",
    body: { schema: nothing },
    success: { status: 200, answer: siteProjectAnswerSchema },
    errors: [401, 403, 404],
  },
  orderSiteProjects: {
    method: "put",
    path: "/api/site/project-order",
    summary: "Set the order of the projects: every project id once (400 otherwise).",
    access: "admin",
    body: { schema: projectOrderSchema },
    success: { status: 200, answer: siteProjectsAnswerSchema },
    errors: [400, 401, 403],
  },
  replaceSiteProjectPhotos: {
    method: "post",
    path: "/api/site/projects/{id}/photos",
    summary: `Replace a project's photos with new ones (multipart, \`photos\`: at most ${siteLimits.maxProjectPhotos}, ${uploadLimits.maxFileBytes / (1024 * 1024)} MB each, ${uploadLimits.maxTotalBytes / (1024 * 1024)} MB in all), in the order sent; each re-encoded upright without its metadata.`,
    access: "admin",
    body: { schema: photosOnly, multipart: "Only image files, in `photos`." },
    success: { status: 200, answer: siteProjectAnswerSchema },
    errors: [400, 401, 403, 404, 413],
  },
  listReviews: {
    method: "get",
    path: "/api/site/reviews",
    summary: "Every review recorded, newest first.",
    access: "admin",
    success: { status: 200, answer: reviewsAnswerSchema },
    errors: [401],
  },
  createReview: {
    method: "post",
    path: "/api/site/reviews",
    summary:
      'Record a review the business received: its words, the client\'s first name and city, the rating, date, source, and whether the client agreed to be quoted (400 when published without that agreement). It is the business\'s (`origin: "business"`); 422 REVIEW_SOURCE_RESERVED for the source "Our website", which only a client\'s own review page gives.',
    access: "admin",
    body: { schema: reviewInputSchema },
    success: { status: 201, answer: reviewAnswerSchema },
    errors: [400, 401, 403, 404, 422],
  },
  updateReview: {
    method: "put",
    path: "/api/site/reviews/{id}",
    summary:
      'Change a review the business entered, publish it or take it off the site. A review the client left on their own page (`origin: "client"`) can only be published (with the client\'s consent) or taken off: 409 REVIEW_LEFT_BY_CLIENT when any other field differs from what the client left; 422 REVIEW_SOURCE_RESERVED for "Our website" on the business\'s own.',
    access: "admin",
    body: { schema: reviewInputSchema },
    success: { status: 200, answer: reviewAnswerSchema },
    errors: [400, 401, 403, 404, 409, 422],
  },
  deleteReview: {
    method: "delete",
    path: "/api/site/reviews/{id}",
    summary: "Delete a review (it leaves the site at once).",
    access: "admin",
    success: { status: 200, answer: reviewsAnswerSchema },
    errors: [401, 403, 404],
  },
} as const satisfies Record<string, Endpoint>;
