import type { Response } from "express";
import type { SomeBindings } from "../../endpoints/binding";
import type { RouteDeps } from "../../endpoints/bindings";
import { findPhoto, findPhotoThumbnail } from "./lead-photos";
import type { StoredImage } from "../../photos/photo-storage";

function sendImage(res: Response, image: StoredImage) {
  res.set({
    "Content-Type": image.contentType,
    "Content-Length": String(image.data.length),
    "Cache-Control": "private, max-age=3600",
    "Content-Disposition": `inline; filename="${image.filename.replace(/"/g, "")}"`,
  });
  res.end(image.data);
}

/** The photos of leads and of estimate requests: for the admin only, whoever sent them. */
export function uploadRoutes({ db }: RouteDeps) {
  return {
    getPhoto: async ({ res, params }) => sendImage(res, await findPhoto(db, params.id)),
    getPhotoThumbnail: async ({ res, params }) => sendImage(res, await findPhotoThumbnail(db, params.id)),
  } satisfies SomeBindings;
}
