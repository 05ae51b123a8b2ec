/**
 * The site's projects and reviews as the owner's browser reads and changes them: every project in
 * its order, the project published from one job, publishing a finished job, editing, showing, hiding,
 * reordering and re-photographing a project, and recording reviews.
 */
import { queryOptions, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { OwnerSiteProject } from "@shared/site/responses";
import type { PublishJobInput, ReviewInput, SiteProjectFields } from "@shared/site/content";
import { ApiError } from "@/lib/api";
import type { MutationHandlers } from "@/lib/mutation-handlers";
import { useAdminMutation } from "@/lib/use-admin-mutation";
import { useAdminChange } from "./admin-change";
import { adminReads } from "./admin-reads";
import { completionKeys } from "./completion";
import { api, type EndpointAnswer } from "./endpoint";

export type SiteProjectsAnswer = EndpointAnswer<"listSiteProjects">;
export type SiteProjectAnswer = EndpointAnswer<"updateSiteProject">;
export type JobSiteProjectAnswer = EndpointAnswer<"getJobSiteProject">;
export type ReviewsAnswer = EndpointAnswer<"listReviews">;
export type ReviewAnswer = EndpointAnswer<"createReview">;
export type SiteProjectView = OwnerSiteProject;
export type ReviewView = ReviewAnswer["review"];

/** Show or hide, as the two routes name them. */
export type ProjectVisibility = "show" | "hide";

export const siteKeys = {
  projects: () => ["admin", "site-projects"] as const,
  // Under the contract's own key, beside its completion and photos: the contract's page reads them together.
  job: (contractId: string) => ["contracts", contractId, "site-project"] as const,
  reviews: () => ["admin", "reviews"] as const,
  order: () => ["admin", "site-project-order"] as const,
};

export const siteProjectsQuery = () => queryOptions({ queryKey: siteKeys.projects(), queryFn: () => api.listSiteProjects(), ...adminReads });

export const jobSiteProjectQuery = (contractId: string) =>
  queryOptions({ queryKey: siteKeys.job(contractId), queryFn: () => api.getJobSiteProject({ params: { id: contractId } }), ...adminReads });

export const reviewsQuery = () => queryOptions({ queryKey: siteKeys.reviews(), queryFn: () => api.listReviews(), ...adminReads });

export const publishJob = (contractId: string, input: PublishJobInput) => api.publishJob({ params: { id: contractId }, body: input });
export const updateSiteProject = (id: string, input: SiteProjectFields) => api.updateSiteProject({ params: { id }, body: input });
export const setProjectVisibility = (id: string, visibility: ProjectVisibility) =>
  api[visibility === "show" ? "showSiteProject" : "hideSiteProject"]({ params: { id }, body: {} });
export const orderSiteProjects = (order: string[]) => api.orderSiteProjects({ body: { order } });

/** The new photos go as a form, each in `photos`, in the order they are to show. */
export const replaceSiteProjectPhotos = (id: string, files: File[]) => {
  const form = new FormData();
  for (const file of files) form.append("photos", file, file.name);
  return api.replaceSiteProjectPhotos({ params: { id }, body: form });
};

export const createReview = (input: ReviewInput) => api.createReview({ body: input });
export const updateReview = (id: string, input: ReviewInput) => api.updateReview({ params: { id }, body: input });
export const deleteReview = (id: string) => api.deleteReview({ params: { id } });

/**
 * A project as it now stands, shown at once wherever it is cached: the owner's list and, for a
 * published job, its contract's card. Both are then read again (the site's version moved on).
 */
function keepProject(queryClient: QueryClient, project: SiteProjectView) {
  queryClient.setQueryData<SiteProjectsAnswer>(siteKeys.projects(), (list) =>
    list ? { ...list, projects: list.projects.map((each) => (each.id === project.id ? project : each)) } : list,
  );
  if (project.contractId) queryClient.setQueryData<JobSiteProjectAnswer>(siteKeys.job(project.contractId), { success: true, project });
  return rereadProjects(queryClient, project.contractId);
}

const keepAnsweredProject = (queryClient: QueryClient, answer: SiteProjectAnswer) => keepProject(queryClient, answer.project);

function rereadProjects(queryClient: QueryClient, contractId: string | null) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: siteKeys.projects() }),
    contractId ? queryClient.invalidateQueries({ queryKey: siteKeys.job(contractId) }) : undefined,
  ]);
}

/**
 * Publishes the finished job. A 409 means the job changed meanwhile (published on another device, or
 * its completion undone): its card and completion are read again so the page shows where it stands.
 */
export function usePublishJob(contractId: string, handlers: MutationHandlers<SiteProjectAnswer, PublishJobInput> = {}) {
  return useAdminChange((input: PublishJobInput) => publishJob(contractId, input), handlers, {
    kept: keepAnsweredProject,
    refused: (queryClient, error) => {
      if (!(error instanceof ApiError && error.status === 409)) return;
      void rereadProjects(queryClient, contractId);
      void queryClient.invalidateQueries({ queryKey: completionKeys.contract(contractId) });
    },
  });
}

/** Saves a project's words, finishes, city, date and type (a built-in project's too). */
export function useUpdateSiteProject(project: Pick<SiteProjectView, "id">, handlers: MutationHandlers<SiteProjectAnswer, SiteProjectFields> = {}) {
  return useAdminChange((input: SiteProjectFields) => updateSiteProject(project.id, input), handlers, { kept: keepAnsweredProject });
}

/** Shows or hides a project on the site; it stays in the owner's list either way. */
export function useProjectVisibility(
  project: Pick<SiteProjectView, "id" | "contractId">,
  handlers: MutationHandlers<SiteProjectAnswer, ProjectVisibility> = {},
) {
  return useAdminChange((visibility: ProjectVisibility) => setProjectVisibility(project.id, visibility), handlers, {
    kept: keepAnsweredProject,
    refused: (queryClient) => rereadProjects(queryClient, project.contractId),
  });
}

/**
 * Saves the whole order. The list moves at once (a tap on Move up should not wait for the server);
 * the saves of quick taps go one after the other (one scope), and only the last answer is shown, so
 * an earlier one does not move the list back meanwhile. A refusal puts back the server's order.
 */
export function useOrderSiteProjects({ onSuccess, onError }: MutationHandlers<SiteProjectsAnswer, string[]> = {}) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationKey: siteKeys.order(),
    scope: { id: "site-project-order" },
    mutationFn: (order: string[]) => orderSiteProjects(order),
    onMutate: async (order: string[]) => {
      await queryClient.cancelQueries({ queryKey: siteKeys.projects() });
      queryClient.setQueryData<SiteProjectsAnswer>(siteKeys.projects(), (list) => {
        if (!list) return list;
        const byId = new Map(list.projects.map((project) => [project.id, project]));
        const moved = order.flatMap((id) => byId.get(id) ?? []);
        return moved.length === list.projects.length ? { ...list, projects: moved } : list;
      });
    },
    onSuccess: (answer, order) => {
      if (queryClient.isMutating({ mutationKey: siteKeys.order() }) <= 1) queryClient.setQueryData(siteKeys.projects(), answer);
      onSuccess?.(answer, order);
    },
    onError: (error, order) => {
      void queryClient.invalidateQueries({ queryKey: siteKeys.projects() });
      onError?.(error, order);
    },
  });
}

/** Replaces a project's photos with the files chosen, in that order. */
export function useReplaceSiteProjectPhotos(project: Pick<SiteProjectView, "id">, handlers: MutationHandlers<SiteProjectAnswer, File[]> = {}) {
  return useAdminChange((files: File[]) => replaceSiteProjectPhotos(project.id, files), handlers, { kept: keepAnsweredProject });
}

/** A review's place in the list depends on its date (newest first): the list is read again after any change. */
const rereadReviews = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: siteKeys.reviews() });

export function useCreateReview(handlers: MutationHandlers<ReviewAnswer, ReviewInput> = {}) {
  return useAdminChange((input: ReviewInput) => createReview(input), handlers, { kept: rereadReviews });
}

export function useUpdateReview(review: Pick<ReviewView, "id">, handlers: MutationHandlers<ReviewAnswer, ReviewInput> = {}) {
  return useAdminChange((input: ReviewInput) => updateReview(review.id, input), handlers, {
    kept: (queryClient, answer) => {
      queryClient.setQueryData<ReviewsAnswer>(siteKeys.reviews(), (list) =>
        list ? { ...list, reviews: list.reviews.map((each) => (each.id === answer.review.id ? answer.review : each)) } : list,
      );
      return rereadReviews(queryClient);
    },
  });
}

/** Deletes a review; the answer is the list without it, shown at once. */
export function useDeleteReview(review: Pick<ReviewView, "id">, handlers: MutationHandlers<ReviewsAnswer, void> = {}) {
  return useAdminChange(() => deleteReview(review.id), handlers, {
    kept: (queryClient, answer) => queryClient.setQueryData(siteKeys.reviews(), answer),
    refused: rereadReviews,
  });
}
