import type { SomeBindings } from "../endpoints/binding";
import type { RouteDeps } from "../endpoints/bindings";
import { notFound } from "../errors";
import { readPhotoUpload, receivedPhotos } from "../middleware/photo-upload";
import { siteLimits } from "../../shared/site-content";
import { currentSiteChanges } from "../services/site/site-changes";
import { readSiteImageFile } from "../services/site/site-images";
import {
  jobSiteProject,
  listOwnerProjects,
  orderSiteProjects,
  publishJob,
  replaceSiteProjectPhotos,
  setSiteProjectShown,
  updateSiteProject,
} from "../services/site/site-projects";
import { createReview, deleteReview, listOwnerReviews, updateReview } from "../services/site/site-reviews";

/** The site's own content: what the pages read, and the owner's projects and reviews. */
export function siteRoutes({ db }: RouteDeps) {
  return {
    getSiteContent: async ({ res }) => {
      res.set("Cache-Control", "no-cache");
      return { success: true, content: await currentSiteChanges(db) };
    },
    getSiteImage: async ({ res, params }) => {
      const image = await readSiteImageFile(db, params.file);
      if (!image) throw notFound("ASSET_NOT_FOUND", "Asset not found");
      // A photo's variants never change under the same id: a year-long cache is safe.
      res.set({
        "Content-Type": image.contentType,
        "Cache-Control": "public, max-age=31536000, immutable",
        "Content-Length": String(image.bytes.length),
      });
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
