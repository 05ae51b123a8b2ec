/**
 * The lead's follow-up day: a Toronto calendar day, today or later (the server checks it against its
 * own clock), or none. Follow-ups due today and overdue are listed on the dashboard.
 */
import { useState, type FormEvent } from "react";
import type { LeadDetailView } from "@shared/api/responses";
import { torontoDate } from "@shared/quote-rules";
import { Button } from "@/components/ui/button";
import { Field, controlClasses } from "@/components/ui/field";
import { toast } from "@/components/ui/toast-store";
import { isStateConflict } from "@/api/errors";
import { ApiError } from "@/lib/api";
import { formatCalendarDate } from "@/lib/format";
import { useSetLeadFollowUp } from "./mutations";

export function FollowUpForm({ lead }: { lead: LeadDetailView }) {
  const [day, setDay] = useState(lead.followUpOn ?? "");
  const [error, setError] = useState<string>();
  const today = torontoDate(new Date());

  const save = useSetLeadFollowUp(lead.id, {
    onSuccess: (answer) => {
      setError(undefined);
      const set = answer.quoteRequest.followUpOn;
      setDay(set ?? "");
      toast({ title: set ? `Follow up on ${formatCalendarDate(set)}` : "Follow-up cleared", variant: "success" });
    },
    onError: (failure) => {
      if (isStateConflict(failure)) {
        toast({ title: "This lead changed meanwhile", description: "Its latest details are shown now. Set the date again.", variant: "destructive" });
        return;
      }
      const message = failure instanceof ApiError ? failure.fieldErrors.followUpOn : undefined;
      setError(message);
      if (!message) toast({ title: "Follow-up not saved", description: "Please try again.", variant: "destructive" });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!day) return setError("Pick the day to follow up.");
    if (day < today) return setError("Pick today or a later day for the follow-up.");
    save.mutate({ followUpOn: day, version: lead.version });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label="Follow-up date">
      <Field label="Follow-up date" error={error} hint={lead.followUpOn ? undefined : "No follow-up set."}>
        <input type="date" min={today} className={controlClasses} value={day} onChange={(event) => setDay(event.target.value)} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="dark" size="sm" disabled={save.isPending}>
          Save follow-up
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => setDay(today)} disabled={save.isPending}>
          Today
        </Button>
        {lead.followUpOn && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => save.mutate({ followUpOn: null, version: lead.version })}
            disabled={save.isPending}
          >
            Clear<span className="sr-only"> the follow-up date</span>
          </Button>
        )}
      </div>
    </form>
  );
}
