/**
 * Outgoing e-mails, newest first: who, what, whether it went, how many tries and the last error;
 * filters by status, pages, and "Send again now" for a message still waiting. Cards, not a table:
 * they read the same on a phone and a desktop.
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { Badge } from "@/components/ui/status-badge";
import { Button } from "@/components/ui/button";
import { LoadFailedPanel, LoadingState } from "@/components/ui/panels";
import { toast } from "@/components/ui/toast-store";
import { emailListPageSize, emailListQuery, type EmailListRequest } from "@/api/admin-mail";
import { ApiError } from "@/lib/api";
import { formatTorontoDateTime } from "@/lib/format";
import type { EmailListItemView } from "@shared/api/responses";
import { emailListStatusLabels, emailListStatuses, writtenToFileLabel, type EmailListStatus } from "@shared/mail-list";
import { MailDeliveryNotice } from "./mail-delivery-notice";
import { useRetryEmail } from "./mutations";

const statusTones: Record<EmailListStatus, string> = { sent: "accepted", pending: "pending", failed: "rejected" };

/** The outbox's kinds in the owner's words; an unknown kind shows as stored. */
const kindLabels: Record<string, string> = {
  "quote-link": "Quote (to client)",
  "quote-request-ack": "Request received (to client)",
  "estimate-ack": "Estimate received (to client)",
  "lead-notice": "New lead (to you)",
  "estimate-notice": "New estimate (to you)",
  "quote-accepted-notice": "Quote accepted (to you)",
  "quote-declined-notice": "Quote declined (to you)",
  "quote-changes-notice": "Changes requested (to you)",
  "quote-reminder-unopened": "Reminder: not opened (to client)",
  "quote-reminder-expiring": "Reminder: expiring (to client)",
  "contract-signed-client": "Signed contract (to client)",
  "contract-signed-business": "Signed contract (to you)",
  "payment-receipt": "Payment receipt (to client)",
  "payment-voided": "Payment voided (to client)",
  "balance-request": "Balance request (to client)",
  "visit-notice": "Schedule change (to client)",
  "visit-confirmed": "Date confirmed (to client)",
  "visit-reminder-day-before": "Reminder: visit tomorrow (to client)",
  "visit-confirm-nudge": "Reminder: please confirm the date (to client)",
  "visit-other-date-notice": "Another date asked (to you)",
  "schedule-digest": "Tomorrow's visits (to you)",
  "change-order-for-review": "Change order to sign (to client)",
  "change-order-signed-client": "Signed change order (to client)",
  "change-order-signed-business": "Signed change order (to you)",
  "change-order-declined-notice": "Change order declined (to you)",
  "hand-over": "Job complete: care guide (to client)",
  "warranty-issued": "Warranty certificate (to client)",
  "review-request": "Review request (to client)",
  "reseal-reminder": "Reseal reminder (to client)",
};
const kindLabel = (kind: string) => kindLabels[kind] ?? kind.replace(/[-_]/g, " ");

/** "Sent" only when mail goes to a server; without one, a handed-over message was only written to a file. */
const statusLabel = (status: EmailListStatus, filesOnly: boolean) =>
  status === "sent" && filesOnly ? writtenToFileLabel : emailListStatusLabels[status];

type EmailCardProps = { email: EmailListItemView; filesOnly: boolean; onRetry: () => void; retrying: boolean };

function EmailCard({ email, filesOnly, onRetry, retrying }: EmailCardProps) {
  const headingId = `email-${email.id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5" data-testid="email-row">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={email.status === "sent" && filesOnly ? "closed" : statusTones[email.status]}>{statusLabel(email.status, filesOnly)}</Badge>
              <span className="text-sm text-stone-600">{kindLabel(email.kind)}</span>
            </div>
            <h3 id={headingId} className="mt-2 break-words font-semibold text-stone-950">
              {email.subject}
            </h3>
            <p className="mt-0.5 text-sm text-stone-700">
              To{" "}
              <a href={`mailto:${email.to}`} className="wrap-anywhere font-medium underline underline-offset-2">
                {email.to}
              </a>
            </p>
          </div>
          {email.status !== "sent" && (
            <Button variant={email.status === "failed" ? "dark" : "outline"} size="sm" onClick={onRetry} disabled={retrying} className="shrink-0">
              {retrying ? "Sending..." : "Send again now"}
              <span className="sr-only">: {email.subject}</span>
            </Button>
          )}
        </div>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-stone-700 sm:grid-cols-3">
          <div>
            <dt className="inline font-semibold text-stone-900">Queued </dt>
            <dd className="inline">{formatTorontoDateTime(email.createdAt)}</dd>
          </div>
          <div>
            <dt className="inline font-semibold text-stone-900">{email.status === "sent" ? (filesOnly ? "Written " : "Sent ") : "Next try "}</dt>
            <dd className="inline">{formatTorontoDateTime(email.status === "sent" ? email.sentAt : email.nextAttemptAt)}</dd>
          </div>
          <div>
            <dt className="inline font-semibold text-stone-900">Tries </dt>
            <dd className="inline">{email.attempts}</dd>
          </div>
        </dl>
        {email.lastError && email.status !== "sent" && (
          <p className="mt-3 break-words rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
            <strong>Last error:</strong> {email.lastError}
          </p>
        )}
        {email.quoteId && (
          <p className="mt-3 text-sm">
            <Link href={`/admin/quotes/${email.quoteId}`} className="font-semibold text-stone-800 underline underline-offset-2 hover:text-stone-950">
              Open the quote<span className="sr-only"> of this e-mail</span>
            </Link>
          </p>
        )}
      </article>
    </li>
  );
}

export function MailList({ request, onRequestChange }: { request: EmailListRequest; onRequestChange: (request: EmailListRequest) => void }) {
  const list = useQuery(emailListQuery(request));
  const filesOnly = list.data?.delivery.mode === "files";

  const retry = useRetryEmail({
    onSuccess: () => toast({ title: "Sending now", description: "It goes out within a few seconds.", variant: "success" }),
    onError: (error) => {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      toast({ title: "Not sent again", description: message ?? "Please try again.", variant: "destructive" });
    },
  });

  const filters: { value: EmailListStatus | undefined; label: string }[] = [
    { value: undefined, label: "All" },
    ...emailListStatuses.map((status) => ({
      value: status,
      label: status === "sent" && filesOnly ? "Written to file" : emailListStatusLabels[status],
    })),
  ];

  return (
    <div className="flex flex-col gap-5">
      {list.data && <MailDeliveryNotice delivery={list.data.delivery} />}
      <div className="flex flex-wrap gap-2" role="group" aria-label="Which e-mails to show">
        {filters.map((filter) => {
          const active = request.status === filter.value;
          return (
            <Button
              key={filter.label}
              size="sm"
              variant={active ? "dark" : "outline"}
              aria-pressed={active}
              onClick={() => onRequestChange({ status: filter.value, page: 1 })}
            >
              {filter.label}
            </Button>
          );
        })}
      </div>
      {list.isPending ? (
        <LoadingState label="Loading e-mails..." />
      ) : list.isError ? (
        <LoadFailedPanel title="The e-mails could not load" onRetry={() => list.refetch()} />
      ) : list.data.emails.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white px-5 py-8 text-center text-stone-600">
          {request.status === "failed"
            ? filesOnly
              ? "Nothing is failing. Every e-mail is written to a file; none is delivered."
              : "Nothing is failing. All mail is going out."
            : "No e-mails here"}
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-600" aria-live="polite">
            {list.data.total === 1 ? "1 e-mail" : `${list.data.total} e-mails`}
            {list.data.total > emailListPageSize && `, page ${request.page} of ${Math.ceil(list.data.total / emailListPageSize)}`}
          </p>
          <ul className="flex flex-col gap-3">
            {list.data.emails.map((email) => (
              <EmailCard
                key={email.id}
                email={email}
                filesOnly={filesOnly}
                retrying={retry.isPending && retry.variables?.id === email.id}
                onRetry={() => retry.mutate(email)}
              />
            ))}
          </ul>
          {list.data.total > emailListPageSize && (
            <nav aria-label="Pages" className="flex flex-wrap items-center gap-3">
              <Button
                variant="outline"
                size="sm"
                disabled={request.page <= 1}
                onClick={() => onRequestChange({ ...request, page: request.page - 1 })}
              >
                Newer
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={request.page * emailListPageSize >= list.data.total}
                onClick={() => onRequestChange({ ...request, page: request.page + 1 })}
              >
                Older
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
