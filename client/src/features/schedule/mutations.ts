/**
 * The owner's schedule changes (visits, the batch delay, settings, holidays, crews, links), each
 * needing the admin's session (the client's are in client-mutations.ts). Every change
 * reads the whole schedule again afterwards, whatever happened (the week, the job and the lists all
 * show the same visits).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useAdminEndpointMutation, type EndpointMutationOptions } from "@/api/endpoint-mutations";
import { scheduleKeys } from "@/api/schedule";
import type { EndpointBody, JsonEndpointName } from "@/api/endpoint";
import type { NewVisitInput } from "@shared/schedule/input";

function useRefreshSchedule() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
}

export type Handlers<Name extends JsonEndpointName, Variables> = Pick<EndpointMutationOptions<Name, Variables>, "onSuccess" | "onError">;

// A visit's own changes (propose, move, crew and notes): the dialog gives the body it has built when it sends.

export function useProposeVisit(visitId: string, handlers: Handlers<"proposeVisit", EndpointBody<"proposeVisit">> = {}) {
  const refresh = useRefreshSchedule();
  return useAdminEndpointMutation("proposeVisit", {
    request: (body: EndpointBody<"proposeVisit">) => ({ params: { id: visitId }, body }),
    ...handlers,
    onSettled: refresh,
  });
}

export function useMoveVisit(visitId: string, handlers: Handlers<"moveVisit", EndpointBody<"moveVisit">> = {}) {
  const refresh = useRefreshSchedule();
  return useAdminEndpointMutation("moveVisit", {
    request: (body: EndpointBody<"moveVisit">) => ({ params: { id: visitId }, body }),
    ...handlers,
    onSettled: refresh,
  });
}

export function useUpdateVisit(visitId: string, handlers: Handlers<"updateVisit", EndpointBody<"updateVisit">> = {}) {
  const refresh = useRefreshSchedule();
  return useAdminEndpointMutation("updateVisit", {
    request: (body: EndpointBody<"updateVisit">) => ({ params: { id: visitId }, body }),
    ...handlers,
    onSettled: refresh,
  });
}

/** Cancel a visit or mark it done, at the version shown. */
export function useVisitAction(visit: { id: string; version: number }, handlers: Handlers<"cancelVisit", "cancel" | "complete"> = {}) {
  const refresh = useRefreshSchedule();
  const cancel = useAdminEndpointMutation("cancelVisit", {
    request: (_kind: "cancel" | "complete") => ({ params: { id: visit.id }, body: { version: visit.version } }),
    ...handlers,
    onSettled: refresh,
  });
  const complete = useAdminEndpointMutation("completeVisit", {
    request: (_kind: "cancel" | "complete") => ({ params: { id: visit.id }, body: { version: visit.version } }),
    ...handlers,
    onSettled: refresh,
  });
  return {
    isPending: cancel.isPending || complete.isPending,
    mutate: (kind: "cancel" | "complete") => (kind === "cancel" ? cancel.mutate(kind) : complete.mutate(kind)),
  };
}

export function useAddVisit(jobId: string, handlers: Handlers<"addJobVisit", NewVisitInput> = {}) {
  const refresh = useRefreshSchedule();
  return useAdminEndpointMutation("addJobVisit", {
    request: (visit: NewVisitInput) => ({ params: { id: jobId }, body: visit }),
    ...handlers,
    onSettled: refresh,
  });
}

/** Replaces the client's schedule link: the old one answers "replaced" from now on. */
export function useReplaceScheduleLink(jobId: string, handlers: Handlers<"replaceScheduleLink", void> = {}) {
  const refresh = useRefreshSchedule();
  return useAdminEndpointMutation("replaceScheduleLink", { request: () => ({ params: { id: jobId } }), ...handlers, onSettled: refresh });
}

/** A preview (`apply: false`) or the moves themselves: the caller reads the schedule again once they are applied. */
export function useBatchDelay(handlers: Handlers<"batchDelay", EndpointBody<"batchDelay">> = {}) {
  return useAdminEndpointMutation("batchDelay", { request: (body: EndpointBody<"batchDelay">) => ({ body }), ...handlers });
}

export function useSaveScheduleSettings() {
  const refresh = useRefreshSchedule();
  return useAdminEndpointMutation("updateScheduleSettings", {
    request: (waitForDeposit: boolean) => ({ body: { waitForDeposit } }),
    onSettled: refresh,
  });
}

export function useReplaceScheduleFeed(handlers: Handlers<"replaceScheduleFeed", void> = {}) {
  const refresh = useRefreshSchedule();
  return useAdminEndpointMutation("replaceScheduleFeed", { request: () => ({}), ...handlers, onSettled: refresh });
}

export function useSetHoliday(handlers: Handlers<"setHoliday", { day: string; name: string }> = {}) {
  const refresh = useRefreshSchedule();
  return useAdminEndpointMutation("setHoliday", {
    request: ({ day, name }: { day: string; name: string }) => ({ params: { day }, body: { name } }),
    ...handlers,
    onSettled: refresh,
  });
}

export function useRemoveHoliday() {
  const refresh = useRefreshSchedule();
  return useAdminEndpointMutation("removeHoliday", { request: (day: string) => ({ params: { day } }), onSettled: refresh });
}

export function useAddCrew(handlers: Handlers<"addCrew", string> = {}) {
  const refresh = useRefreshSchedule();
  return useAdminEndpointMutation("addCrew", { request: (name: string) => ({ body: { name } }), ...handlers, onSettled: refresh });
}
