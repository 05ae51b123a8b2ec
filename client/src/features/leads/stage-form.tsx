/**
 * Moving a lead to another stage: the stage, and what that stage needs (a site visit's day and
 * optional time; a lost lead's reason, with a few words for "Other"). The server checks the same
 * rules (422) and the version the page was showing (409: someone else changed the lead meanwhile).
 */
import { useState, type FormEvent } from "react";
import type { LeadDetailView } from "@shared/api/responses";
import { choosableLostReasons, leadStageLabels, leadStages, lostNoteMaxLength, lostReasonLabels, type LeadStage } from "@shared/lead-stages";
import type { LeadStageChange } from "@shared/schema";
import { Button } from "@/components/ui/button";
import { Field, controlClasses } from "@/components/ui/field";
import { toast } from "@/components/ui/toast-store";
import { isStateConflict } from "@/api/errors";
import { ApiError } from "@/lib/api";
import { useChangeLeadStage } from "./mutations";

type Errors = Partial<Record<"siteVisitOn" | "lostReason" | "lostNote", string>>;

/** What the form can say before asking the server: the same rules, the same words. */
function missingFacts(change: LeadStageChange): Errors {
  if (change.status === "site_visit" && !change.siteVisitOn) return { siteVisitOn: "Give the site visit's date." };
  if (change.status === "lost" && !change.lostReason) return { lostReason: "Choose why the lead was lost." };
  if (change.status === "lost" && change.lostReason === "other" && !change.lostNote?.trim()) {
    return { lostNote: "Say in a few words why the lead was lost." };
  }
  return {};
}

export function StageForm({ lead }: { lead: LeadDetailView }) {
  const [stage, setStage] = useState<LeadStage>(lead.status);
  const [siteVisitOn, setSiteVisitOn] = useState(lead.siteVisitOn ?? "");
  const [siteVisitTime, setSiteVisitTime] = useState(lead.siteVisitTime ?? "");
  const [lostReason, setLostReason] = useState(lead.lostReason && lead.lostReason !== "before_stages" ? lead.lostReason : "");
  const [lostNote, setLostNote] = useState(lead.lostNote ?? "");
  const [errors, setErrors] = useState<Errors>({});

  const change = useChangeLeadStage(lead.id, {
    onSuccess: (answer) => {
      setErrors({});
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
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast({ title: "Stage not saved", description: "Please try again.", variant: "destructive" });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: LeadStageChange = {
      status: stage,
      version: lead.version,
      ...(stage === "site_visit" ? { siteVisitOn: siteVisitOn || undefined, siteVisitTime: siteVisitTime || undefined } : {}),
      ...(stage === "lost" ? { lostReason: (lostReason || undefined) as LeadStageChange["lostReason"], lostNote: lostNote.trim() || undefined } : {}),
    };
    const missing = missingFacts(body);
    setErrors(missing);
    if (Object.keys(missing).length === 0) change.mutate(body);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Change the stage">
      <Field label="Stage">
        <select className={controlClasses} value={stage} onChange={(event) => setStage(event.target.value as LeadStage)}>
          {leadStages.map((option) => (
            <option key={option} value={option}>
              {leadStageLabels[option]}
            </option>
          ))}
        </select>
      </Field>
      {stage === "site_visit" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Site visit date" error={errors.siteVisitOn} required>
            <input type="date" className={controlClasses} value={siteVisitOn} onChange={(event) => setSiteVisitOn(event.target.value)} />
          </Field>
          <Field label="Time (optional)">
            <input type="time" className={controlClasses} value={siteVisitTime} onChange={(event) => setSiteVisitTime(event.target.value)} />
          </Field>
        </div>
      )}
      {stage === "lost" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Why was it lost?" error={errors.lostReason} required>
            <select className={controlClasses} value={lostReason} onChange={(event) => setLostReason(event.target.value)}>
              <option value="">Choose a reason</option>
              {choosableLostReasons.map((reason) => (
                <option key={reason} value={reason}>
                  {lostReasonLabels[reason]}
                </option>
              ))}
            </select>
          </Field>
          <Field
            label={lostReason === "other" ? "In a few words" : "In a few words (optional)"}
            error={errors.lostNote}
            required={lostReason === "other"}
          >
            <input className={controlClasses} maxLength={lostNoteMaxLength} value={lostNote} onChange={(event) => setLostNote(event.target.value)} />
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
