/**
 * The client's schedule changes through the job's own link (confirm a date, ask for another): not the
 * admin's session, so a 401 here is an error like any other. Apart from the owner's hooks, so the
 * public schedule page does not load them.
 */
import { useEndpointMutation } from "@/api/endpoint-mutations";
import type { EndpointBody } from "@/api/endpoint";
import type { Handlers } from "./mutations";

export function useConfirmVisitDate(token: string, visit: { id: string; version: number }, handlers: Handlers<"confirmVisitDate", void> = {}) {
  return useEndpointMutation("confirmVisitDate", {
    request: () => ({ params: { token, visitId: visit.id }, body: { version: visit.version } }),
    ...handlers,
  });
}

export function useAskOtherVisitDate(
  token: string,
  visitId: string,
  handlers: Handlers<"askOtherVisitDate", EndpointBody<"askOtherVisitDate">> = {},
) {
  return useEndpointMutation("askOtherVisitDate", {
    request: (body: EndpointBody<"askOtherVisitDate">) => ({ params: { token, visitId }, body }),
    ...handlers,
  });
}
