import { quoteCreatedAnswerSchema } from "../../../shared/api/responses";
import type { RouteDeps } from "../../endpoints/bindings";
import type { SomeBindings } from "../../endpoints/binding";
import { dropHoneypotSubmissions } from "../../middleware/honeypot";
import { readJsonTextParts } from "../../middleware/multipart-json-fields";
import { refuseSpentBudget, storeChargingPhotos } from "../../middleware/photo-budget";
import { readPhotoUpload, receivedPhotos } from "../../middleware/photo-upload";
import { respond } from "../../respond";
import type { PhotoBudget } from "../../photos/budget";
import { createEstimateQuote } from "../quotes/quotes";

/**
 * The public estimate form: JSON, or multipart/form-data with the same fields as text, `estimateAnswers`
 * as one text part holding its JSON, and up to the lead form's limits of photos in "photos". Also
 * answers anonymous POST /api/quotes (the table's `withoutSession`).
 */
export function estimateRoutes({ db, mail, limits, publicWrites }: RouteDeps) {
  const photoBudget: PhotoBudget = { limiter: limits.limiter, rule: limits.rules.photoBytes };
  const dropHoneypot = dropHoneypotSubmissions((res, quoteId) => respond(res, quoteCreatedAnswerSchema, { success: true, quoteId }, 201));

  return {
    submitEstimate: {
      before: [publicWrites, refuseSpentBudget(photoBudget), readPhotoUpload, readJsonTextParts("estimateAnswers"), dropHoneypot],
      handle: async ({ req, res, body, context, now }) => {
        const photos = receivedPhotos(req);
        const quote = await storeChargingPhotos(photoBudget, req, res, photos, () => createEstimateQuote(db, mail, body, photos, context, now));
        return { success: true, quoteId: quote.id };
      },
    },
  } satisfies SomeBindings;
}
