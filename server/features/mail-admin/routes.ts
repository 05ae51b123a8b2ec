import { parseEmailListQuery } from "../../../shared/mail-list";
import type { SomeBindings } from "../../endpoints/binding";
import type { RouteDeps } from "../../endpoints/bindings";
import { badRequest } from "../../errors";
import { listOutgoingEmails, sendEmailAgainNow } from "./admin-outbox";
import { mailDelivery } from "../../mail/transport";

/** The owner's view of outgoing mail: what went, what is failing and why, and "send again now". */
export function adminMailRoutes({ db, config }: RouteDeps) {
  return {
    listEmails: async ({ req }) => {
      const parsed = parseEmailListQuery(req.query as Record<string, unknown>);
      if (!parsed.ok) throw badRequest("VALIDATION_FAILED", Object.values(parsed.errors)[0], parsed.errors);
      const { emails, total } = await listOutgoingEmails(db, parsed.value);
      // Whether "sent" means delivered or only written to a file: the configuration the senders start with.
      return { success: true, emails, total, page: parsed.value.page, pageSize: parsed.value.pageSize, delivery: mailDelivery(config) };
    },
    retryEmail: async ({ params, now }) => ({ success: true, email: await sendEmailAgainNow(db, params.id, now) }),
  } satisfies SomeBindings;
}
