/** Leads (quote requests) as the admin reads and files them. */
import { queryOptions } from "@tanstack/react-query";
import type { QuoteRequestAnswer, QuoteRequestsAnswer } from "@shared/api/responses";
import type { QuoteRequestStatus } from "@shared/schema";
import { getAnswer, sendForAnswer } from "@/lib/api";
import { adminReads } from "./admin-reads";

export const leadKeys = { all: ["quote-requests"] as const };

export const leadsQuery = () =>
  queryOptions({ queryKey: leadKeys.all, queryFn: () => getAnswer<QuoteRequestsAnswer>("/api/quote-requests"), ...adminReads });

export const setLeadStatus = (id: string, status: QuoteRequestStatus) =>
  sendForAnswer<QuoteRequestAnswer>("PATCH", `/api/quote-requests/${encodeURIComponent(id)}`, { status });
