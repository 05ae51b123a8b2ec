import { quoteRequestCreatedAnswerSchema } from "../../../shared/api/responses";
import { parseLeadListQuery } from "../../../shared/list-query";
import type { SomeBindings } from "../../endpoints/binding";
import type { RouteDeps } from "../../endpoints/bindings";
import { dropHoneypotSubmissions } from "../../middleware/honeypot";
import { refuseSpentBudget, storeChargingPhotos } from "../../middleware/photo-budget";
import { readPhotoUpload, receivedPhotos } from "../../middleware/photo-upload";
import { respond } from "../../respond";
import { changeLeadStage, leadDetail, setLeadFollowUp } from "./lead-stage-change";
import type { PhotoBudget } from "../../photos/budget";
import { listLeads, submitQuoteRequest } from "./quote-requests";
import { parseListQuery } from "../../endpoints/list-query";

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

    listLeads: async ({ req, now }) => ({ success: true, ...(await listLeads(db, parseListQuery(req, parseLeadListQuery), now)) }),

    getLead: async ({ params, now }) => ({ success: true, quoteRequest: await leadDetail(db, params.id, now) }),

    setLeadStatus: async ({ params, body, admin, context, now }) => ({
      success: true,
      quoteRequest: await changeLeadStage(db, params.id, body, admin.email, context, now),
    }),

    setLeadFollowUp: async ({ params, body, admin, context, now }) => ({
      success: true,
      quoteRequest: await setLeadFollowUp(db, params.id, body, admin.email, context, now),
    }),
  } satisfies SomeBindings;
}
