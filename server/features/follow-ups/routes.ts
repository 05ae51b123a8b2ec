import type { SomeBindings } from "../../endpoints/binding";
import type { RouteDeps } from "../../endpoints/bindings";
import { readFollowUpSettings, saveFollowUpSettings } from "./follow-up-settings";
import { listAllFollowUps, listContractFollowUps, oneFollowUpView } from "./follow-up-views";
import { declineFollowUp, markFollowUpReviewed, sendFollowUpNow } from "./send-follow-ups";

/** Follow-ups after a job: the owner's settings, the list, and Send, Don't send and Reviewed. */
export function followUpRoutes({ db, mail }: RouteDeps) {
  const by = (admin: { email: string } | undefined) => admin?.email ?? "admin";
  return {
    getFollowUpSettings: async () => ({ success: true, settings: await readFollowUpSettings(db) }),
    saveFollowUpSettings: async ({ body, now }) => ({ success: true, settings: await saveFollowUpSettings(db, body, now) }),
    listFollowUps: async () => ({ success: true, followUps: await listAllFollowUps(db) }),
    listContractFollowUps: async ({ params }) => ({ success: true, followUps: await listContractFollowUps(db, params.id) }),
    sendFollowUp: async ({ params, admin, context, now }) => ({
      success: true,
      followUp: await oneFollowUpView(db, await sendFollowUpNow(db, mail, params.id, by(admin), context, now)),
    }),
    declineFollowUp: async ({ params, admin, context, now }) => ({
      success: true,
      followUp: await oneFollowUpView(db, await declineFollowUp(db, params.id, by(admin), context, now)),
    }),
    markFollowUpReviewed: async ({ params, admin, context, now }) => ({
      success: true,
      followUp: await oneFollowUpView(db, await markFollowUpReviewed(db, params.id, by(admin), context, now)),
    }),
  } satisfies SomeBindings;
}
