/** The photos sent with a lead or with the estimate form, as the admin views them. */
import type { Database } from "../../db";
import { notFound } from "../../errors";
import { findUploadPhoto, findUploadThumbnail, type StoredImage } from "../../photos/photo-storage";

const uploadNotFound = () => notFound("UPLOAD_NOT_FOUND", "Photo not found");

/** A photo for the admin; 404 when there is none with that id. */
export async function findPhoto(db: Database, id: string): Promise<StoredImage> {
  const photo = await findUploadPhoto(db, id);
  if (!photo) throw uploadNotFound();
  return photo;
}

/** A photo's list thumbnail for the admin; 404 when there is no photo with that id. */
export async function findPhotoThumbnail(db: Database, id: string): Promise<StoredImage> {
  const thumbnail = await findUploadThumbnail(db, id);
  if (!thumbnail) throw uploadNotFound();
  return thumbnail;
}
