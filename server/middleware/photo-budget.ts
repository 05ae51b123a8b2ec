/**
 * The daily photo budget of one address at the door of every public form that takes photos (the
 * quote request and the estimate form): an address that has used it up is refused before its photos
 * are read, and the photos of a stored submission are charged to it. Admins are exempt.
 */
import type { NextFunction, Request, Response } from "express";
import { budgetSpent, chargePhotoBytes, photoBudgetMessage, type PhotoBudget } from "../photos/budget";
import { isAdmin } from "./auth";
import { discardRestOfBody, type ReceivedPhoto } from "./photo-upload";
import { clientAddress, refuse } from "./rate-limits";

/** Runs before `readPhotoUpload`: a spent budget is a 429 while the photos are still arriving. */
export function refuseSpentBudget(budget: PhotoBudget) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!req.is("multipart/form-data") || isAdmin(req)) return next();
    const spent = await budgetSpent(budget, clientAddress(req));
    if (!spent) return next();
    discardRestOfBody(req);
    next(refuse(res, spent, photoBudgetMessage));
  };
}

/**
 * Charges the photos' bytes, then stores the submission; over the budget it is a 429 and nothing is
 * stored. Only stored submissions count: when `store` fails, the charge is taken back.
 */
export async function storeChargingPhotos<Stored>(
  budget: PhotoBudget,
  req: Request,
  res: Response,
  photos: ReceivedPhoto[],
  store: () => Promise<Stored>,
): Promise<Stored> {
  const bytes = isAdmin(req) ? 0 : photos.reduce((sum, photo) => sum + photo.bytes.length, 0);
  const charge = await chargePhotoBytes(budget, clientAddress(req), bytes);
  if (charge.exceeded) throw refuse(res, charge.exceeded, photoBudgetMessage);
  try {
    return await store();
  } catch (error) {
    await charge.refund();
    throw error;
  }
}
