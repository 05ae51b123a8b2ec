/** Outgoing e-mails as the owner reads them, and "send again now". */
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { EmailListStatus } from "@shared/mail-list";
import { api } from "./endpoint";
import { adminReads } from "./admin-reads";

export type EmailListRequest = { status?: EmailListStatus; page: number };

export const emailKeys = {
  all: ["admin", "emails"] as const,
  page: (request: EmailListRequest) => [...emailKeys.all, "list", request] as const,
  failingCount: () => [...emailKeys.all, "failing-count"] as const,
};

export const emailListPageSize = 25;

export const emailListQuery = (request: EmailListRequest) => {
  const params = new URLSearchParams({ page: String(request.page), pageSize: String(emailListPageSize) });
  if (request.status) params.set("status", request.status);
  return queryOptions({
    queryKey: emailKeys.page(request),
    queryFn: () => api.listEmails({ query: params }),
    placeholderData: keepPreviousData,
    ...adminReads,
  });
};

/** How many messages are failing now: one row is enough, the total says it. */
export const failingEmailCountQuery = () =>
  queryOptions({
    queryKey: emailKeys.failingCount(),
    queryFn: () => api.listEmails({ query: "status=failed&pageSize=1" }),
    select: (answer) => answer.total,
    ...adminReads,
  });

export const retryEmail = (id: string) => api.retryEmail({ params: { id } });
