/**
 * The lead's follow-up day: a Toronto calendar day, today or later (the server checks it against its
 * own clock), or none. Follow-ups due today and overdue are listed on the dashboard.
 */
import { useMemo } from "react";
import type { LeadDetailView } from "@shared/api/responses";
import { torontoDate } from "@shared/quote-rules";
import { Button } from "@/components/ui/button";
import { Field, controlClasses } from "@/components/ui/field";
import { toast } from "@/components/ui/toast-store";
import { isStateConflict } from "@/api/errors";
import { formatCalendarDate } from "@/lib/format";
import { fieldErrorsOf, showFieldErrors } from "@/lib/server-field-errors";
import { messagesOnSubmit, useZodForm } from "@/lib/use-zod-form";
import { followUpFormSchema } from "./lead-form-rules";
import { useSetLeadFollowUp } from "./mutations";

export function FollowUpForm({ lead }: { lead: LeadDetailView }) {
  const today = torontoDate(new Date());
  const schema = useMemo(() => followUpFormSchema(today), [today]);
  const form = useZodForm(schema, { ...messagesOnSubmit, defaultValues: { followUpOn: lead.followUpOn ?? "" } });

  const save = useSetLeadFollowUp(lead.id, {
    onSuccess: (answer) => {
      const set = answer.quoteRequest.followUpOn;
      form.reset({ followUpOn: set ?? "" });
      toast({ title: set ? `Follow up on ${formatCalendarDate(set)}` : "Follow-up cleared", variant: "success" });
    },
    onError: (failure) => {
      if (isStateConflict(failure)) {
        toast({ title: "This lead changed meanwhile", description: "Its latest details are shown now. Set the date again.", variant: "destructive" });
        return;
      }
      if (!showFieldErrors(form, fieldErrorsOf(failure), ["followUpOn"], { focus: false })) {
        form.clearErrors("followUpOn");
        toast({ title: "Follow-up not saved", description: "Please try again.", variant: "destructive" });
      }
    },
  });

  const submit = form.handleSubmit(({ followUpOn }) => save.mutate({ followUpOn, version: lead.version }));

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label="Follow-up date">
      <Field label="Follow-up date" error={form.formState.errors.followUpOn?.message} hint={lead.followUpOn ? undefined : "No follow-up set."}>
        <input type="date" min={today} className={controlClasses} {...form.register("followUpOn")} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="dark" size="sm" disabled={save.isPending}>
          Save follow-up
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => form.setValue("followUpOn", today)} disabled={save.isPending}>
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
