/** Outgoing e-mails as the owner reads them, and "send again now". */
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { AdminEmailAnswer, AdminEmailsAnswer } from "@shared/api/responses";
import type { EmailListStatus } from "@shared/mail-list";
import { getAnswer, sendForAnswer } from "@/lib/api";
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
    queryFn: () => getAnswer<AdminEmailsAnswer>(`/api/admin/emails?${params}`),
    placeholderData: keepPreviousData,
    ...adminReads,
  });
};

/** How many messages are failing now: one row is enough, the total says it. */
export const failingEmailCountQuery = () =>
  queryOptions({
    queryKey: emailKeys.failingCount(),
    queryFn: () => getAnswer<AdminEmailsAnswer>("/api/admin/emails?status=failed&pageSize=1"),
    select: (answer) => answer.total,
    ...adminReads,
  });

export const retryEmail = (id: string) => sendForAnswer<AdminEmailAnswer>("POST", `/api/admin/emails/${encodeURIComponent(id)}/retry`);
