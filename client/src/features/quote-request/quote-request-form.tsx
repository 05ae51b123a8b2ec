/**
 * The reusable quote request form: the site-wide dialog, the contact page and the gallery use it.
 * Validation is the shared insert schema, so the browser shows the same messages the server would
 * send. Photos travel with the request as multipart, with the upload's progress and a cancel button.
 * The city starts as the page's own (a city page, or ?city= in the address) until the visitor picks one.
 */
import { useEffect, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { Button } from "@/components/ui/button";
import { CheckboxField, Field, controlClasses } from "@/components/ui/field";
import { HoneypotField, useHoneypot } from "@/components/ui/honeypot-field";
import { LeadSubmitFooter, PhotoPicker } from "@/components/ui/photo-upload";
import { toast } from "@/components/ui/toast-store";
import { ApiError, type UploadProgress as Progress } from "@/lib/api";
import { cityFromPage } from "@/lib/lead-city";
import { sendLead, uploadCancelledText } from "@/lib/lead-submission";
import { useHydrated } from "@/lib/use-hydrated";
import { usePhotoAttachments } from "@/lib/use-photo-attachments";
import { useRevealOnMount } from "@/lib/use-reveal";
import { useSubmit } from "@/lib/use-submit";
import { useZodForm, type FormInput, type FormOutput } from "@/lib/use-zod-form";
import { trackEvent } from "@/lib/analytics";
import { quoteRequestFormSchema } from "@shared/field-rules";
import { honeypotField } from "@shared/honeypot";
import { cityOptions, projectTypeOptions, timelineOptions } from "@/content/quote-request-options";

type RequestInput = FormInput<typeof quoteRequestFormSchema>;
type RequestOutput = FormOutput<typeof quoteRequestFormSchema>;

const emptyForm: RequestInput = {
  name: "",
  phone: "",
  email: "",
  city: "",
  projectType: "" as RequestInput["projectType"],
  sqFt: "",
  timeline: "",
  message: "",
  address: "",
  consent: false as unknown as true,
};

function requestFields(values: RequestOutput, honeypot: string): Record<string, unknown> {
  return honeypot ? { ...values, [honeypotField]: honeypot } : values;
}

/** The page's city, following the visitor around the site while the form stays mounted (the dialog). */
function usePageCity() {
  const [path] = useLocation();
  const search = useSearch();
  return cityFromPage(path, search);
}

function ThankYou({ onAnother }: { onAnother: () => void }) {
  const panel = useRevealOnMount<HTMLDivElement>();
  return (
    <div ref={panel} tabIndex={-1} className="rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-center outline-none sm:p-8" role="status">
      <h3 className="text-2xl font-bold text-stone-950">Thank You!</h3>
      <p className="mt-3 text-stone-700">Your quote request has been submitted. We'll respond within 24 hours (often sooner).</p>
      <Button variant="dark" className="mt-6" onClick={onAnother}>
        Submit Another Request
      </Button>
    </div>
  );
}

export default function QuoteRequestForm({ onSuccess }: { onSuccess?: () => void }) {
  const [submitted, setSubmitted] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const attachments = usePhotoAttachments();
  const pageCity = usePageCity();
  const form = useZodForm(quoteRequestFormSchema, { defaultValues: emptyForm });
  const hydrated = useHydrated();
  const errors = form.formState.errors;
  const honeypot = useHoneypot();

  useEffect(() => {
    // A city the visitor picked stays; otherwise the field follows the page.
    if (!form.getFieldState("city").isDirty) form.setValue("city", pageCity ?? "");
  }, [form, pageCity]);

  const submit = useSubmit(
    (values: RequestOutput, signal: AbortSignal) =>
      sendLead("/api/quote-requests", requestFields(values, honeypot.value()), attachments.photos, { signal, onProgress: setProgress }),
    {
      onSuccess: () => {
        setProgress(null);
        trackEvent({ event: "generate_lead", currency: "CAD", value: 1, form: "quote_request" });
        toast({ title: "Quote Request Submitted!", description: "We'll respond within 24 hours (often sooner).", variant: "success" });
        setSubmitted(true);
        onSuccess?.();
      },
      onCancel: () => {
        setProgress(null);
        setCancelled(true);
      },
      onError: (error) => {
        setProgress(null);
        // A refused photo is named under the photo field; a limit says when to try again.
        const photoMessage = error instanceof ApiError ? error.body.errors?.photos : undefined;
        if (photoMessage) attachments.showError(photoMessage);
        const limited = error instanceof ApiError && error.code === "RATE_LIMITED" ? error.body.message : undefined;
        toast({
          title: "Submission Failed",
          description: limited ?? photoMessage ?? "Please try again or call us directly.",
          variant: "destructive",
        });
      },
    },
  );

  const onSubmit = form.handleSubmit((values) => {
    setCancelled(false);
    if (attachments.check()) void submit.submit(values);
  });

  if (submitted) {
    return (
      <ThankYou
        onAnother={() => {
          form.reset({ ...emptyForm, city: pageCity ?? "" });
          attachments.clear();
          setSubmitted(false);
        }}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="relative grid gap-5 sm:grid-cols-2">
      <HoneypotField inputRef={honeypot.inputRef} />
      <Field label="Full Name *" error={errors.name?.message} required>
        <input className={controlClasses} autoComplete="name" {...form.register("name")} />
      </Field>
      <Field label="Phone Number *" error={errors.phone?.message} required>
        <input className={controlClasses} type="tel" autoComplete="tel" {...form.register("phone")} />
      </Field>
      <Field label="Email Address *" error={errors.email?.message} required className="sm:col-span-2">
        <input className={controlClasses} type="email" autoComplete="email" {...form.register("email")} />
      </Field>
      <Field label="Street Address (Optional)" error={errors.address?.message} className="sm:col-span-2">
        <input className={controlClasses} autoComplete="street-address" {...form.register("address")} />
      </Field>
      <Field label="City *" error={errors.city?.message} required>
        <select className={controlClasses} {...form.register("city")}>
          <option value="">Select your city</option>
          {cityOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Project Type *" error={errors.projectType?.message} required>
        <select className={controlClasses} {...form.register("projectType")}>
          <option value="">Select a service</option>
          {projectTypeOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Approximate Sq Ft" error={errors.sqFt?.message}>
        <input className={controlClasses} inputMode="numeric" placeholder="e.g. 500" {...form.register("sqFt")} />
      </Field>
      <Field label="Timeline" error={errors.timeline?.message}>
        <select className={controlClasses} {...form.register("timeline")}>
          <option value="">Select a timeline</option>
          {timelineOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Project Details" error={errors.message?.message} className="sm:col-span-2">
        <textarea
          className={controlClasses}
          rows={4}
          placeholder="Driveway, patio, walkway? Pattern or colour ideas?"
          {...form.register("message")}
        />
      </Field>
      <PhotoPicker photos={attachments.photos} error={attachments.error} onChoose={attachments.choose} className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <CheckboxField
          error={errors.consent?.message}
          label={
            <>
              I agree to be contacted about this project and consent to the collection of my information.{" "}
              <Link href="/privacy" className="font-semibold underline">
                Privacy Policy
              </Link>
            </>
          }
        >
          <input type="checkbox" {...form.register("consent")} />
        </CheckboxField>
      </div>
      <LeadSubmitFooter
        label="Get My 24-Hour Quote"
        pending={submit.isPending}
        ready={hydrated}
        progress={progress}
        onCancel={submit.cancel}
        cancelledText={cancelled ? uploadCancelledText : null}
      />
    </form>
  );
}
