import type { SomeBindings } from "../../endpoints/binding";
import type { RouteDeps } from "../../endpoints/bindings";
import { notFound } from "../../errors";
import { isAdmin } from "../../middleware/auth";
import { readPhotoUpload, receivedPhotos } from "../../middleware/photo-upload";
import { siteLimits } from "../../../shared/site/content";
import { currentSiteChanges } from "./site-changes";
import { readSiteImageFile, siteImageAnswer } from "./site-images";
import {
  jobSiteProject,
  listOwnerProjects,
  orderSiteProjects,
  publishJob,
  replaceSiteProjectPhotos,
  setSiteProjectShown,
  updateSiteProject,
} from "./site-projects";
import { createReview, deleteReview, listOwnerReviews, updateReview } from "./site-reviews";

/** The site's own content: what the pages read, and the owner's projects and reviews. */
export function siteRoutes({ db }: RouteDeps) {
  return {
    getSiteContent: async ({ res }) => {
      res.set("Cache-Control", "no-cache");
      return { success: true, content: await currentSiteChanges(db) };
    },
    getSiteImage: async ({ req, res, params }) => {
      // Only a shown project's photos are public; the owner still sees a hidden one's in their list.
      const answer = await siteImageAnswer(db, params.file, { owner: isAdmin(req) });
      if (!answer) throw notFound("ASSET_NOT_FOUND", "Asset not found");
      res.set({ "Cache-Control": answer.cacheControl, ETag: answer.etag });
      if (answer.shown && req.get("if-none-match") === answer.etag) {
        res.status(304).end();
        return;
      }
      const image = await readSiteImageFile(db, params.file);
      if (!image) throw notFound("ASSET_NOT_FOUND", "Asset not found");
      res.set({ "Content-Type": image.contentType, "Content-Length": String(image.bytes.length) });
      res.end(image.bytes);
    },
    listSiteProjects: async () => ({ success: true, ...(await listOwnerProjects(db)) }),
    getJobSiteProject: async ({ params }) => ({ success: true, project: await jobSiteProject(db, params.id) }),
    publishJob: async ({ params, body }) => ({ success: true, project: await publishJob(db, params.id, body) }),
    updateSiteProject: async ({ params, body }) => ({ success: true, project: await updateSiteProject(db, params.id, body) }),
    showSiteProject: async ({ params }) => ({ success: true, project: await setSiteProjectShown(db, params.id, true) }),
    hideSiteProject: async ({ params }) => ({ success: true, project: await setSiteProjectShown(db, params.id, false) }),
    orderSiteProjects: async ({ body }) => ({ success: true, ...(await orderSiteProjects(db, body.order)) }),
    replaceSiteProjectPhotos: {
      before: [readPhotoUpload],
      handle: async ({ req, params }) => ({
        success: true,
        project: await replaceSiteProjectPhotos(db, params.id, receivedPhotos(req), siteLimits.maxProjectPhotos),
      }),
    },
    listReviews: async () => ({ success: true, reviews: await listOwnerReviews(db) }),
    createReview: async ({ body }) => ({ success: true, review: await createReview(db, body) }),
    updateReview: async ({ params, body }) => ({ success: true, review: await updateReview(db, params.id, body) }),
    deleteReview: async ({ params }) => ({ success: true, reviews: await deleteReview(db, params.id) }),
  } satisfies SomeBindings;
}
