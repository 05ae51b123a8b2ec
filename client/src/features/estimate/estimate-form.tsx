/**
 * The Project Estimate Form of /estimate. It sends its entries as a quote to POST /api/estimates
 * (the server stores it pending at 0.00 for the owner to price) and is replaced by the confirmation
 * on success; on failure or a cancelled upload every entry stays. Photos go as multipart, with the
 * upload's progress. Arriving from the /pricing calculator, the area and finish start filled in.
 */
import { useEffect, useState } from "react";
import { useSearch } from "wouter";
import { CheckboxField, Field, controlClasses } from "@/components/ui/field";
import { HoneypotField, useHoneypot } from "@/components/ui/honeypot-field";
import { LeadSubmitFooter, PhotoPicker } from "@/components/ui/photo-upload";
import { toast } from "@/components/ui/toast-store";
import { trackEvent } from "@/lib/analytics";
import { ApiError, type UploadProgress as Progress } from "@/lib/api";
import { readEstimateHandoff } from "@/lib/estimate-handoff";
import { cityFromPage } from "@/lib/lead-city";
import { sendLead, uploadCancelledText } from "@/lib/lead-submission";
import { useHydrated } from "@/lib/use-hydrated";
import { usePhotoAttachments } from "@/lib/use-photo-attachments";
import { useSubmit } from "@/lib/use-submit";
import { useZodForm, type FormOutput } from "@/lib/use-zod-form";
import { estimateFormSchema } from "@shared/field-rules";
import { honeypotField } from "@shared/honeypot";
import { cityLabel } from "@shared/service-cities";
import { budgetLabels, contactPreferenceLabels, estimateProjectTypeLabels, urgencyLabels } from "./estimate-options";
import { estimatePrefill } from "./estimate-prefill";
import { estimateToQuote } from "./estimate-to-quote";

type EstimateOutput = FormOutput<typeof estimateFormSchema>;

function Options({ labels, placeholder }: { labels: Record<string, string>; placeholder: string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {Object.entries(labels).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}

export function EstimateForm({ onSubmitted }: { onSubmitted: () => void }) {
  const form = useZodForm(estimateFormSchema, { defaultValues: { hasPermits: false } });
  const hydrated = useHydrated();
  const errors = form.formState.errors;
  const [progress, setProgress] = useState<Progress | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const attachments = usePhotoAttachments();
  const search = useSearch();
  // The address has no city field of its own to preselect; a city link names it in the example.
  const city = cityFromPage("", search);

  useEffect(() => {
    // After hydration, so the prerendered page (which has no query) and the first render agree.
    const prefill = estimatePrefill(readEstimateHandoff(search));
    if (prefill.projectArea && !form.getValues("projectArea")) form.setValue("projectArea", prefill.projectArea);
    if (prefill.projectType && !form.getValues("projectType")) form.setValue("projectType", prefill.projectType);
  }, [form, search]);

  const honeypot = useHoneypot();
  const submit = useSubmit(
    (values: EstimateOutput, signal: AbortSignal) =>
      sendLead("/api/estimates", { ...estimateToQuote(values), [honeypotField]: honeypot.value() || undefined }, attachments.photos, {
        signal,
        onProgress: setProgress,
      }),
    {
      onSuccess: () => {
        setProgress(null);
        trackEvent({ event: "generate_lead", currency: "CAD", value: 1, form: "estimate" });
        toast({
          title: "Estimate Request Submitted!",
          description: "We'll review your project and send you a detailed quote within 24 hours.",
          variant: "success",
        });
        onSubmitted();
      },
      onCancel: () => {
        setProgress(null);
        setCancelled(true);
      },
      onError: (error) => {
        setProgress(null);
        console.error("Estimate request failed:", error);
        const photoMessage = error instanceof ApiError ? error.body.errors?.photos : undefined;
        if (photoMessage) attachments.showError(photoMessage);
        toast({
          title: "Submission Failed",
          description: photoMessage ?? "There was an error submitting your request. Please try again or call us directly.",
          variant: "destructive",
        });
      },
    },
  );

  const onSubmit = form.handleSubmit((values) => {
    setCancelled(false);
    if (attachments.check()) void submit.submit(values);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="relative grid gap-5 sm:grid-cols-2">
      <HoneypotField inputRef={honeypot.inputRef} />
      <Field label="Full Name" error={errors.clientName?.message} required>
        <input className={controlClasses} autoComplete="name" {...form.register("clientName")} />
      </Field>
      <Field label="Email Address" error={errors.clientEmail?.message} required>
        <input className={controlClasses} type="email" autoComplete="email" {...form.register("clientEmail")} />
      </Field>
      <Field label="Phone Number" error={errors.clientPhone?.message} required>
        <input className={controlClasses} type="tel" autoComplete="tel" {...form.register("clientPhone")} />
      </Field>
      <Field label="Project Address" error={errors.projectAddress?.message} required>
        <input
          className={controlClasses}
          autoComplete="street-address"
          placeholder={city ? `Street and number, ${cityLabel(city)}` : "Street and number, city"}
          {...form.register("projectAddress")}
        />
      </Field>
      <Field label="Project Type" error={errors.projectType?.message} required>
        <select className={controlClasses} {...form.register("projectType")}>
          <Options labels={estimateProjectTypeLabels} placeholder="Select a project type" />
        </select>
      </Field>
      <Field label="Project Area" hint="Dimensions or square feet, e.g. 20 ft x 30 ft or 600 sq ft" error={errors.projectArea?.message} required>
        <input className={controlClasses} {...form.register("projectArea")} />
      </Field>
      <Field label="Project Description" error={errors.projectDescription?.message} required className="sm:col-span-2">
        <textarea
          className={controlClasses}
          rows={5}
          placeholder="What would you like built or replaced? Patterns, colours, access, existing concrete…"
          {...form.register("projectDescription")}
        />
      </Field>
      <Field label="Timeline" error={errors.urgency?.message} required>
        <select className={controlClasses} {...form.register("urgency")}>
          <Options labels={urgencyLabels} placeholder="Select your timeline" />
        </select>
      </Field>
      <Field label="Budget Range" error={errors.budget?.message} required>
        <select className={controlClasses} {...form.register("budget")}>
          <Options labels={budgetLabels} placeholder="Select your budget range" />
        </select>
      </Field>
      <Field label="Preferred Contact Method" error={errors.contactPreference?.message} required className="sm:col-span-2">
        <select className={controlClasses} {...form.register("contactPreference")}>
          <Options labels={contactPreferenceLabels} placeholder="How should we reach you?" />
        </select>
      </Field>
      <PhotoPicker photos={attachments.photos} error={attachments.error} onChoose={attachments.choose} className="sm:col-span-2" />
      <div className="grid gap-4 sm:col-span-2">
        <CheckboxField label="My project may need a municipal permit">
          <input type="checkbox" {...form.register("hasPermits")} />
        </CheckboxField>
        <CheckboxField error={errors.agreedToTerms?.message} label="I agree to receive communications regarding my estimate request.">
          <input type="checkbox" {...form.register("agreedToTerms")} />
        </CheckboxField>
      </div>
      <LeadSubmitFooter
        label="Get My Free Estimate"
        pending={submit.isPending}
        ready={hydrated}
        progress={progress}
        onCancel={submit.cancel}
        cancelledText={cancelled ? uploadCancelledText : null}
      />
    </form>
  );
}
