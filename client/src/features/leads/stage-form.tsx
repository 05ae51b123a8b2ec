/**
 * Moving a lead to another stage: the stage, and what that stage needs (a site visit's day and
 * optional time; a lost lead's reason, with a few words for "Other"). The server checks the same
 * rules (422) and the version the page was showing (409: someone else changed the lead meanwhile).
 */
import { useWatch } from "react-hook-form";
import type { LeadDetailView } from "@shared/api/responses";
import { choosableLostReasons, leadStageLabels, leadStages, lostNoteMaxLength, lostReasonLabels } from "@shared/lead-stages";
import { Button } from "@/components/ui/button";
import { Field, SelectOptions, controlClasses } from "@/components/ui/field";
import { toast } from "@/components/ui/toast-store";
import { isStateConflict } from "@/api/errors";
import { fieldErrorsOf, showFieldErrors } from "@/lib/server-field-errors";
import { messagesOnSubmit, useZodForm } from "@/lib/use-zod-form";
import { stageFormSchema } from "./lead-form-rules";
import { useChangeLeadStage } from "./mutations";

export function StageForm({ lead }: { lead: LeadDetailView }) {
  const form = useZodForm(stageFormSchema, {
    ...messagesOnSubmit,
    defaultValues: {
      status: lead.status,
      siteVisitOn: lead.siteVisitOn ?? "",
      siteVisitTime: lead.siteVisitTime ?? "",
      lostReason: lead.lostReason && lead.lostReason !== "before_stages" ? lead.lostReason : "",
      lostNote: lead.lostNote ?? "",
    },
  });
  const errors = form.formState.errors;
  const [stage, lostReason] = useWatch({ control: form.control, name: ["status", "lostReason"] });

  const change = useChangeLeadStage(lead.id, {
    onSuccess: (answer) => {
      toast({ title: `Stage: ${leadStageLabels[answer.quoteRequest.status]}`, variant: "success" });
    },
    onError: (error) => {
      if (isStateConflict(error)) {
        toast({
          title: "This lead changed meanwhile",
          description: "Its latest details are shown now. Make your change again.",
          variant: "destructive",
        });
        return;
      }
      const fields = fieldErrorsOf(error);
      showFieldErrors(form, fields, ["siteVisitOn", "lostReason", "lostNote"], { focus: false });
      if (Object.keys(fields).length === 0) toast({ title: "Stage not saved", description: "Please try again.", variant: "destructive" });
    },
  });

  const submit = form.handleSubmit((body) => change.mutate({ ...body, version: lead.version }));

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Change the stage">
      <Field label="Stage">
        <select className={controlClasses} {...form.register("status")}>
          <SelectOptions values={leadStages} labels={leadStageLabels} />
        </select>
      </Field>
      {stage === "site_visit" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Site visit date" error={errors.siteVisitOn?.message} required>
            <input type="date" className={controlClasses} {...form.register("siteVisitOn")} />
          </Field>
          <Field label="Time (optional)">
            <input type="time" className={controlClasses} {...form.register("siteVisitTime")} />
          </Field>
        </div>
      )}
      {stage === "lost" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Why was it lost?" error={errors.lostReason?.message} required>
            <select className={controlClasses} {...form.register("lostReason")}>
              <option value="">Choose a reason</option>
              <SelectOptions values={choosableLostReasons} labels={lostReasonLabels} />
            </select>
          </Field>
          <Field
            label={lostReason === "other" ? "In a few words" : "In a few words (optional)"}
            error={errors.lostNote?.message}
            required={lostReason === "other"}
          >
            <input className={controlClasses} maxLength={lostNoteMaxLength} {...form.register("lostNote")} />
          </Field>
        </div>
      )}
      {(stage === "won" || stage === "lost") && lead.followUpOn && <p className="text-sm text-stone-700">Saving this clears the follow-up date.</p>}
      <div>
        <Button type="submit" variant="dark" size="sm" disabled={change.isPending}>
          {change.isPending ? "Saving..." : "Save stage"}
        </Button>
      </div>
    </form>
  );
}
