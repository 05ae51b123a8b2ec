/**
 * The end of a job as the owner's browser reads and changes it: the contract's completion with its
 * aftercare dates and warranty certificate, marking it complete, undoing it, issuing the certificate
 * before payment, and the owner's warranty text.
 */
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { CompleteJobInput, WarrantyTermsInput } from "@shared/completion/input";
import type { AftercareDates } from "@shared/completion/dates";
import { ApiError } from "@/lib/api";
import type { MutationHandlers } from "@/lib/mutation-handlers";
import { useAdminChange } from "./admin-change";
import { adminCall, adminReads } from "./admin-reads";
import { api, type EndpointAnswer } from "./endpoint";
import { contractPaymentsQuery, paymentKeys } from "./payments";
import { useRereadOnChange } from "./reread-on-change";

type WireCompletionAnswer = EndpointAnswer<"getCompletion">;
type WireCompletion = NonNullable<WireCompletionAnswer["completion"]>;

/**
 * The completion answer as the wire carries it (timestamps as text). The response schema leaves the
 * aftercare dates open so the guide can grow without a schema change; the server fills them with
 * aftercareDates() (shared/completion/dates.ts), so the browser reads them as that type.
 */
export type CompletionAnswer = Omit<WireCompletionAnswer, "completion"> & {
  completion: (Omit<WireCompletion, "aftercare"> & { aftercare: AftercareDates }) | null;
};
export type JobCompletion = NonNullable<CompletionAnswer["completion"]>;

/** Reads a completion answer's open aftercare record as the dates the server filled it with (see CompletionAnswer). */
const withAftercareDates = (answer: WireCompletionAnswer) => answer as CompletionAnswer;
export type WarrantyCertificate = NonNullable<CompletionAnswer["certificate"]>;
export type WarrantyTermsAnswer = EndpointAnswer<"getWarrantyTerms">;
export type WarrantyTerms = WarrantyTermsAnswer["terms"];

export const completionKeys = {
  // Under the contract's own key, beside its payments and change orders: the contract's page reads them together.
  contract: (contractId: string) => ["contracts", contractId, "completion"] as const,
  terms: () => ["admin", "warranty-terms"] as const,
};

export const completionQuery = (contractId: string) =>
  queryOptions({
    queryKey: completionKeys.contract(contractId),
    queryFn: () => api.getCompletion({ params: { id: contractId } }).then(withAftercareDates),
    ...adminReads,
  });

export const warrantyTermsQuery = () => queryOptions({ queryKey: completionKeys.terms(), queryFn: () => api.getWarrantyTerms(), ...adminCall });

export const completeJob = (contractId: string, input: CompleteJobInput) =>
  api.completeJob({ params: { id: contractId }, body: input }).then(withAftercareDates);

export const undoCompletion = (contractId: string, reason: string) =>
  api.undoCompletion({ params: { id: contractId }, body: { reason } }).then(withAftercareDates);

/** Issues the certificate now: when paid in full, or with `beforePayment` while a balance is owed (recorded with the admin's name). */
export const issueWarranty = (contractId: string, beforePayment: boolean) =>
  api.issueWarranty({ params: { id: contractId }, body: { beforePayment } }).then(withAftercareDates);

export const saveWarrantyTerms = (input: WarrantyTermsInput) => api.saveWarrantyTerms({ body: input });

/**
 * The answer is the job's new state, shown at once; then the completion and the contract's payments
 * are read again, since a completion with nothing owed issues the certificate and the contract page's
 * figures sit beside this card.
 */
function keepCompletion(queryClient: QueryClient, contractId: string, answer: CompletionAnswer) {
  queryClient.setQueryData(completionKeys.contract(contractId), answer);
  return rereadCompletion(queryClient, contractId);
}

function rereadCompletion(queryClient: QueryClient, contractId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: completionKeys.contract(contractId) }),
    queryClient.invalidateQueries({ queryKey: paymentKeys.contract(contractId) }),
  ]);
}

/** A 409 (completed, undone or paid meanwhile, maybe on another device): the job as it now stands. */
function rereadOnConflict(queryClient: QueryClient, contractId: string, error: unknown) {
  if (error instanceof ApiError && error.status === 409) void rereadCompletion(queryClient, contractId);
}

/** A change to the job's end: its answer is the job as it now stands; a refusal may read it again. */
function useCompletionChange<Variables>(
  contractId: string,
  change: (variables: Variables) => Promise<CompletionAnswer>,
  handlers: MutationHandlers<CompletionAnswer, Variables>,
) {
  return useAdminChange(change, handlers, {
    kept: (queryClient, answer) => keepCompletion(queryClient, contractId, answer),
    refused: (queryClient, error) => rereadOnConflict(queryClient, contractId, error),
  });
}

/** Marks the job complete; the client is e-mailed the aftercare guide (and the certificate when nothing is owed). */
export function useCompleteJob(contractId: string, handlers: MutationHandlers<CompletionAnswer, CompleteJobInput> = {}) {
  return useCompletionChange(contractId, (input: CompleteJobInput) => completeJob(contractId, input), handlers);
}

/** Undoes the completion with a reason; a certificate issued on it is voided with that reason. */
export function useUndoCompletion(contractId: string, handlers: MutationHandlers<CompletionAnswer, string> = {}) {
  return useCompletionChange(contractId, (reason: string) => undoCompletion(contractId, reason), handlers);
}

/** Issues the warranty certificate now; `true` while a balance is still owed. */
export function useIssueWarranty(contractId: string, handlers: MutationHandlers<CompletionAnswer, boolean> = {}) {
  return useCompletionChange(contractId, (beforePayment: boolean) => issueWarranty(contractId, beforePayment), handlers);
}

/**
 * Saves the warranty text as a new version, cached at once. Every contract's completion names the
 * current warranty's years, so those are read again when next shown.
 */
export function useSaveWarrantyTerms(handlers: MutationHandlers<WarrantyTermsAnswer, WarrantyTermsInput> = {}) {
  return useAdminChange((input: WarrantyTermsInput) => saveWarrantyTerms(input), handlers, {
    kept: (queryClient, answer) => {
      queryClient.setQueryData(completionKeys.terms(), answer);
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === "contracts" && query.queryKey[2] === "completion" });
    },
  });
}

/**
 * A payment recorded beside this card (or a signed change order) changes what is owed, and a balance
 * reaching zero issues the certificate on the server: when the contract's cached payment summary
 * shows a new balance, the completion is read again. The summary the page already holds is used as
 * it is, not fetched a second time.
 */
export function useCompletionFollowsPayments(contractId: string) {
  const outstanding = useQuery({ ...contractPaymentsQuery(contractId), refetchOnMount: false }).data?.outstandingCents;
  useRereadOnChange(outstanding, completionKeys.contract(contractId));
}

// ---------------------------------------------------------------------------------------------
// The job's own photos
// ---------------------------------------------------------------------------------------------

export type JobPhotosAnswer = EndpointAnswer<"listJobPhotos">;
export type JobPhoto = JobPhotosAnswer["photos"][number];

const photosKey = (contractId: string) => ["contracts", contractId, "photos"] as const;

export const jobPhotosQuery = (contractId: string) =>
  queryOptions({ queryKey: photosKey(contractId), queryFn: () => api.listJobPhotos({ params: { id: contractId } }), ...adminReads });

/** Adds photos (sent as a form, each in `photos`); the answer is the job's photos, shown at once. */
export function useAddJobPhotos(contractId: string, handlers: MutationHandlers<JobPhotosAnswer, File[]> = {}) {
  const addPhotos = (files: File[]) => {
    const form = new FormData();
    for (const file of files) form.append("photos", file, file.name);
    return api.addJobPhotos({ params: { id: contractId }, body: form });
  };
  return useAdminChange(addPhotos, handlers, { kept: (queryClient, answer) => queryClient.setQueryData(photosKey(contractId), answer) });
}

export function useRemoveJobPhoto(contractId: string, handlers: MutationHandlers<JobPhotosAnswer, string> = {}) {
  return useAdminChange((photoId: string) => api.removeJobPhoto({ params: { id: contractId, photoId } }), handlers, {
    kept: (queryClient, answer) => queryClient.setQueryData(photosKey(contractId), answer),
    refused: (queryClient) => queryClient.invalidateQueries({ queryKey: photosKey(contractId) }),
  });
}
