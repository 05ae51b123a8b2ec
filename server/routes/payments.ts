import type { SomeBindings } from "../endpoints/binding";
import type { RouteDeps } from "../endpoints/bindings";
import { adminSummary } from "../services/admin-summary";
import { requestBalance } from "../services/balance-requests";
import { voidPayment } from "../services/payment-voids";
import { contractPayments, recordPayment } from "../services/payments";

/** The back office's money: payments on signed contracts, their voids, balance requests and the dashboard's figures. */
export function paymentRoutes({ db, mail }: RouteDeps) {
  return {
    listPayments: async ({ params }) => ({ success: true, ...(await contractPayments(db, params.id)) }),
    recordPayment: async ({ params, body, context, now }) => ({ success: true, ...(await recordPayment(db, mail, params.id, body, context, now)) }),
    voidPayment: async ({ params, body, admin, context, now }) => ({
      success: true,
      ...(await voidPayment(db, mail, params.id, body, admin, context, now)),
    }),
    requestBalance: async ({ params, context, now }) => ({ success: true, ...(await requestBalance(db, mail, params.id, context, now)) }),
    getAdminSummary: async ({ now }) => ({ success: true, ...(await adminSummary(db, now)) }),
  } satisfies SomeBindings;
}
