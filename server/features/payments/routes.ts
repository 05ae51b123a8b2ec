import type { SomeBindings } from "../../endpoints/binding";
import type { RouteDeps } from "../../endpoints/bindings";
import { adminSummary } from "../dashboard/admin-summary";
import { requestBalance } from "./balance-requests";
import { voidPayment } from "./payment-voids";
import { contractPayments, recordPayment } from "./payments";
import { issueWarrantyIfDue } from "../completion/warranty-issue";
import { planFollowUpsAfterChange } from "../follow-ups/plan-follow-ups";

/** The back office's money: payments on signed contracts, their voids, balance requests and the dashboard's figures. */
export function paymentRoutes({ db, mail }: RouteDeps) {
  return {
    listPayments: async ({ params }) => ({ success: true, ...(await contractPayments(db, params.id)) }),
    recordPayment: async ({ req, params, body, context, now }) => {
      const summary = await recordPayment(db, mail, params.id, body, context, now);
      // A payment that brings the balance to zero on a completed job issues its warranty certificate.
      // The payment is stored whatever happens here; a failed issue is retried by the next payment
      // or the owner's "Issue now".
      if (summary.outstandingCents === 0) {
        await issueWarrantyIfDue(db, mail, params.id, context, now).catch((error: unknown) =>
          req.log.warn({ err: error }, "the warranty certificate could not be issued after a payment"),
        );
        // Complete and now paid: the review request and reseal reminder are planned (or planned again).
        await planFollowUpsAfterChange(db, params.id, now).catch((error: unknown) =>
          req.log.warn({ err: error }, "the follow-ups could not be planned after a payment"),
        );
      }
      return { success: true, ...summary };
    },
    voidPayment: async ({ params, body, admin, context, now }) => ({
      success: true,
      ...(await voidPayment(db, mail, params.id, body, admin, context, now)),
    }),
    requestBalance: async ({ params, context, now }) => ({ success: true, ...(await requestBalance(db, mail, params.id, context, now)) }),
    getAdminSummary: async ({ now }) => ({ success: true, ...(await adminSummary(db, now)) }),
  } satisfies SomeBindings;
}
