/**
 * The client's schedule page (`/schedule/:token`, the job's own link): each visit's date in words,
 * what to do before the crew comes, and Confirm, "Ask for another date" and "Add to calendar".
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ClientLinkPage } from "@/components/layout/client-link-page";
import { LinkNotFoundPanel } from "@/components/quote/link-not-found";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, ContactLinks, LoadFailedPanel, LoadingState, StatePanel } from "@/components/ui/panels";
import { Badge } from "@/components/ui/status-badge";
import { toast } from "@/components/ui/toast-store";
import { clientScheduleQuery, scheduleKeys, visitCalendarFileUrl } from "@/api/schedule";
import { useConfirmVisitDate } from "@/features/schedule/client-mutations";
import { isNotFound, isLinkReplaced } from "@/api/errors";
import { ApiError, errorCode } from "@/lib/api";
import { OtherDateForm } from "@/features/schedule/other-date-form";
import { visitStatusTone } from "@/features/schedule/visit-tones";
import type { ClientScheduleAnswer, ClientVisitRecord } from "@shared/schedule/responses";
import { business } from "@shared/business";

function VisitCard({ token, visit }: { token: string; visit: ClientVisitRecord }) {
  const queryClient = useQueryClient();
  const setSchedule = (answer: ClientScheduleAnswer) => queryClient.setQueryData(scheduleKeys.client(token), answer);
  const confirm = useConfirmVisitDate(token, visit, {
    onSuccess: (answer) => {
      setSchedule(answer);
      toast({
        title: "Date confirmed",
        description: "Thank you. A confirmation with the calendar entry is on its way by e-mail.",
        variant: "success",
      });
    },
    onError: (error) => {
      if (errorCode(error) !== "VISIT_CHANGED") return;
      // The card is keyed on the visit's version: the new date replaces it, so the toast says why.
      toast({
        title: "The date changed",
        description: "We changed this date since you opened the page. Here it is as it is now.",
        variant: "destructive",
      });
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.client(token) });
    },
  });
  const headingId = `visit-${visit.id}`;
  return (
    <Card aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold text-stone-950">
          {visit.kindLabel}
        </h2>
        <Badge tone={visitStatusTone[visit.status]}>{visit.statusLabel}</Badge>
      </div>
      <p className="mt-2 text-lg leading-relaxed text-stone-900">{visit.when}</p>
      {visit.delayExplanation && (
        <p className="mt-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-stone-800">
          <span className="font-semibold">Why the date moved: </span>
          {visit.delayExplanation}
        </p>
      )}
      {visit.status === "change_requested" && (
        <p className="mt-3 rounded-md border border-stone-200 bg-stone-50 p-3 text-stone-800">
          You asked for another date. We will propose one by e-mail.
        </p>
      )}
      {visit.clientNote && <p className="mt-3 whitespace-pre-line break-words text-stone-700">{visit.clientNote}</p>}

      {visit.preparation.length > 0 && (
        <div className="mt-5">
          <h3 className="text-sm font-bold uppercase tracking-wide text-stone-600">Before we come</h3>
          <ul className="mt-2 flex flex-col gap-2">
            {visit.preparation.map((item) => (
              <li key={item} className="flex gap-2.5 text-stone-800">
                <span aria-hidden="true" className="mt-1 inline-flex size-4 shrink-0 rounded border-2 border-stone-400" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      )}

      {(visit.canConfirm || visit.hasCalendarFile) && (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {visit.canConfirm && (
            <Button variant="dark" onClick={() => confirm.mutate()} disabled={confirm.isPending}>
              {confirm.isPending ? "Confirming..." : "Confirm this date"}
            </Button>
          )}
          {visit.hasCalendarFile && (
            <a href={visitCalendarFileUrl(token, visit.id)} download className={buttonClasses("outline")}>
              Add to calendar
            </a>
          )}
        </div>
      )}
      {confirm.isError && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {errorCode(confirm.error) === "VISIT_CHANGED"
            ? "The date changed since you opened this page: here it is as it is now."
            : confirm.error instanceof ApiError && confirm.error.serverMessage
              ? confirm.error.serverMessage
              : "The confirmation could not be sent. Please try again."}
        </p>
      )}
      {visit.canAskOtherDate && <OtherDateForm token={token} visit={visit} onAnswer={setSchedule} />}
    </Card>
  );
}

function Schedule({ token }: { token: string }) {
  const read = useQuery(clientScheduleQuery(token));
  if (read.isPending) return <LoadingState label="Loading your schedule..." />;
  if (read.isError) {
    if (isLinkReplaced(read.error)) {
      return (
        <StatePanel icon="search" title="This schedule link has been replaced" headingLevel={1}>
          We sent you a newer link. Please use the link in our latest e-mail, or contact us: <ContactLinks />
        </StatePanel>
      );
    }
    return isNotFound(read.error) ? (
      <LinkNotFoundPanel title="This schedule link is not valid">
        Please use the link in our latest e-mail, or contact us: <ContactLinks />
      </LinkNotFoundPanel>
    ) : (
      <LoadFailedPanel title="Your schedule could not load" onRetry={() => read.refetch()}>
        Please try again in a moment.
      </LoadFailedPanel>
    );
  }
  const { schedule } = read.data;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-stone-600">Your schedule</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-stone-950 sm:text-4xl">{schedule.address}</h1>
        <p className="mt-2 text-stone-700">
          Hi {schedule.clientName}. Here are the dates of your work. If the weather moves one, we will e-mail you and this page will show the new
          date.
        </p>
      </div>
      {schedule.visits.length === 0 ? (
        <Card>
          <p className="text-stone-700">We have not booked a date yet. We will e-mail you as soon as we do.</p>
        </Card>
      ) : (
        schedule.visits.map((visit) => <VisitCard key={`${visit.id}-${visit.version}`} token={token} visit={visit} />)
      )}
      <p className="text-sm text-stone-600">Questions about a date? Call {business.phoneDisplay} or reply to our e-mail.</p>
    </div>
  );
}

export default function SchedulePage() {
  return <ClientLinkPage title="Your Schedule | Forma Concrete" description="The dates of your concrete work." path="/schedule" content={Schedule} />;
}
