/**
 * A finished job's own photos, taken at hand-over and added by the owner (from a phone: several at
 * once, JPEG, PNG, WebP, GIF or HEIC where the server reads it). They go through the leads' photo
 * pipeline: recognised by their bytes, refused when too large or with too many pixels, re-encoded
 * upright and without metadata (so without the phone's location), each with a list thumbnail. A job
 * keeps at most `jobPhotoLimit`; the count is checked again under the contract's lock, so two
 * uploads at once cannot pass it together.
 */
import type { Database } from "../../db";
import { badRequest, notFound } from "../../errors";
import { findContractById, lockContractRow } from "../contracts/storage";
import { countContractPhotos, deleteContractPhoto, insertUploads, keepPhotoFiles, listContractPhotos, uploadUrl } from "../../photos/photo-storage";
import { contractNotFound } from "../contracts/contracts";
import { preparePhotos, type IncomingPhoto } from "../../photos/prepare";

export const jobPhotoLimit = 30;

export const jobPhotoMessages = {
  none: "Choose at least one photo",
  tooMany: (room: number) =>
    room <= 0
      ? `This job already has ${jobPhotoLimit} photos, the most it keeps. Remove one first.`
      : `This job can take ${room} more photo${room === 1 ? "" : "s"}.`,
  notFound: "No such photo on this job.",
} as const;

export async function listJobPhotos(db: Database, contractId: string) {
  const contract = await findContractById(db, contractId.toLowerCase());
  if (!contract) throw contractNotFound();
  const rows = await listContractPhotos(db, contract.id);
  return rows.map((row) => ({
    id: row.id,
    url: uploadUrl(row.id),
    thumbnailUrl: `${uploadUrl(row.id)}/thumbnail`,
    filename: row.filename,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt,
  }));
}

const tooMany = (room: number) => {
  const message = jobPhotoMessages.tooMany(room);
  return badRequest("TOO_MANY_PHOTOS", message, { photos: message });
};

export async function addJobPhotos(db: Database, contractId: string, photos: IncomingPhoto[]) {
  const contract = await findContractById(db, contractId.toLowerCase());
  if (!contract) throw contractNotFound();
  if (photos.length === 0) throw badRequest("VALIDATION_FAILED", jobPhotoMessages.none, { photos: jobPhotoMessages.none });
  // Refused before the expensive part when the job is already full.
  const room = jobPhotoLimit - (await countContractPhotos(db, contract.id));
  if (photos.length > room) throw tooMany(room);
  const prepared = await preparePhotos(photos);
  await keepPhotoFiles(db, prepared, (kept) =>
    db.transaction(async (tx) => {
      await lockContractRow(tx, contract.id);
      const roomNow = jobPhotoLimit - (await countContractPhotos(tx, contract.id));
      if (kept.length > roomNow) throw tooMany(roomNow);
      return insertUploads(tx, { contractId: contract.id }, kept);
    }),
  );
  return listJobPhotos(db, contract.id);
}

export async function removeJobPhoto(db: Database, contractId: string, photoId: string) {
  const contract = await findContractById(db, contractId.toLowerCase());
  if (!contract) throw contractNotFound();
  if (!(await deleteContractPhoto(db, contract.id, photoId))) throw notFound("UPLOAD_NOT_FOUND", jobPhotoMessages.notFound);
  return listJobPhotos(db, contract.id);
}
