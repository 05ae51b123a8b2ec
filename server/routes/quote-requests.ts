import { quoteRequestCreatedAnswerSchema } from "../../shared/api/responses";
import type { SomeBindings } from "../endpoints/binding";
import type { RouteDeps } from "../endpoints/bindings";
import { dropHoneypotSubmissions } from "../middleware/honeypot";
import { refuseSpentBudget, storeChargingPhotos } from "../middleware/photo-budget";
import { readPhotoUpload, receivedPhotos } from "../middleware/photo-upload";
import { respond } from "../respond";
import type { PhotoBudget } from "../services/photos/budget";
import { listLeads, submitQuoteRequest, updateQuoteRequestStatus } from "../services/quote-requests";

export function quoteRequestRoutes({ db, mail, limits, publicWrites }: RouteDeps) {
  const photoBudget: PhotoBudget = { limiter: limits.limiter, rule: limits.rules.photoBytes };
  const dropHoneypot = dropHoneypotSubmissions((res, id) => respond(res, quoteRequestCreatedAnswerSchema, { success: true, id }, 201));

  return {
    submitLead: {
      before: [publicWrites, refuseSpentBudget(photoBudget), readPhotoUpload, dropHoneypot],
      handle: async ({ req, res, body, context }) => {
        const photos = receivedPhotos(req);
        const request = await storeChargingPhotos(photoBudget, req, res, photos, () => submitQuoteRequest(db, mail, body, photos, context));
        return { success: true, id: request.id };
      },
    },

    listLeads: async ({ now }) => ({ success: true, quoteRequests: await listLeads(db, now) }),

    setLeadStatus: async ({ params, body, context }) => ({
      success: true,
      quoteRequest: await updateQuoteRequestStatus(db, params.id, body.status, context),
    }),
  } satisfies SomeBindings;
}
