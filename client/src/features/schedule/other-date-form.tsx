/**
 * "Ask for another date": one to three dates that suit the client and a note. The server decides
 * (422 for none, four, a repeat or a past date) and its message is shown; the form only helps.
 */
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { get, useWatch } from "react-hook-form";
import { z } from "zod/mini";
import { Button } from "@/components/ui/button";
import { Field, controlClasses } from "@/components/ui/field";
import { toast } from "@/components/ui/toast-store";
import { scheduleKeys } from "@/api/schedule";
import { useAskOtherVisitDate } from "./client-mutations";
import { ApiError, errorCode } from "@/lib/api";
import { fieldMessage } from "@/lib/field-message";
import { messagesOnSubmit, useZodForm } from "@/lib/use-zod-form";
import type { ClientScheduleAnswer, ClientVisitRecord } from "@shared/schedule/responses";
import { otherDateSchema } from "@shared/schedule/input";
import { scheduleLimits } from "@shared/schedule/rules";

/** The visit's version (no field of its own), the dates typed and the note. */
type OtherDateValues = { version: number; days: string[]; note: string };

/** The dates left empty are not sent; how many is the server's rule (422), said under the first date. */
const otherDateFormSchema = z.pipe(
  z.transform(({ version, days, note }: OtherDateValues): z.input<typeof otherDateSchema> => ({
    version,
    preferredDays: days.filter(Boolean),
    note,
  })),
  otherDateSchema,
);

export function OtherDateForm({
  token,
  visit,
  onAnswer,
}: {
  token: string;
  visit: ClientVisitRecord;
  onAnswer: (answer: ClientScheduleAnswer) => void;
}) {
  const [open, setOpen] = useState(false);
  const form = useZodForm(otherDateFormSchema, { ...messagesOnSubmit, defaultValues: { version: visit.version, days: [""], note: "" } });
  const days = useWatch({ control: form.control, name: "days" });
  const queryClient = useQueryClient();
  const ask = useAskOtherVisitDate(token, visit.id, {
    onSuccess: (answer) => {
      onAnswer(answer);
      toast({ title: "Request sent", description: "We will look at your dates and propose a new one by e-mail.", variant: "success" });
    },
    onError: (error) => {
      if (errorCode(error) !== "VISIT_CHANGED") return;
      toast({
        title: "The date changed",
        description: "We changed this date since you opened the page. Here it is as it is now.",
        variant: "destructive",
      });
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.client(token) });
    },
  });
  if (!open) {
    return (
      <div className="mt-3">
        <Button variant="ghost" onClick={() => setOpen(true)}>
          Ask for another date
        </Button>
      </div>
    );
  }
  const error = ask.error instanceof ApiError ? ask.error : undefined;
  const message =
    // The dates are checked as sent (the empty ones left out), so their messages are under the request's name.
    fieldMessage(get(form.formState.errors, "preferredDays")) ??
    (errorCode(ask.error) === "VISIT_CHANGED"
      ? "The date changed since you opened this page: it shows the new one now."
      : (error?.fieldErrors.preferredDays ??
        error?.serverMessage ??
        (ask.isError ? "Your request could not be sent. Please try again." : undefined)));
  return (
    <form
      className="mt-5 flex flex-col gap-4 rounded-lg border border-stone-200 bg-stone-50 p-4"
      aria-label="Ask for another date"
      noValidate
      onSubmit={form.handleSubmit((request) => ask.mutate(request))}
    >
      <h3 className="font-bold text-stone-950">Which dates suit you?</h3>
      {days.map((_, index) => (
        <Field key={index} label={`Date ${index + 1}`} error={index === 0 ? message : undefined}>
          <input type="date" className={controlClasses} {...form.register(`days.${index}`)} />
        </Field>
      ))}
      {days.length < scheduleLimits.maxPreferredDates && (
        <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => form.setValue("days", [...days, ""])}>
          Add another date
        </Button>
      )}
      <Field label="A note for us (optional)" error={form.formState.errors.note?.message}>
        <textarea className={controlClasses} rows={3} maxLength={1000} {...form.register("note")} />
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="dark" disabled={ask.isPending}>
          {ask.isPending ? "Sending..." : "Send my dates"}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
