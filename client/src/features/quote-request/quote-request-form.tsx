/**
 * The reusable quote request form: the home page dialog, the contact page and the
 * gallery use it. Validation is the shared insert schema, so the browser shows the same messages
 * the server would send. Photos travel with the request as multipart.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { CheckboxField, Field, controlClasses } from "@/components/ui/field";
import { HoneypotField, useHoneypot } from "@/components/ui/honeypot-field";
import { toast } from "@/components/ui/toast-store";
import { ApiError, apiRequest } from "@/lib/api";
import { useHydrated } from "@/lib/use-hydrated";
import { useSubmit } from "@/lib/use-submit";
import { trackEvent } from "@/lib/analytics";
import { quoteRequestFormSchema } from "@shared/field-rules";
import { honeypotField } from "@shared/honeypot";
import { photoProblem } from "./photo-limits";
import { cityOptions, projectTypeOptions, timelineOptions } from "@/content/quote-request-options";

type FormInput = z.input<typeof quoteRequestFormSchema>;
type FormOutput = z.output<typeof quoteRequestFormSchema>;

const emptyForm: FormInput = {
  name: "",
  phone: "",
  email: "",
  city: "",
  projectType: "" as FormInput["projectType"],
  sqFt: "",
  timeline: "",
  message: "",
  consent: false as unknown as true,
};

function toRequestBody(values: FormOutput, photos: File[], honeypot: string): FormData | Record<string, unknown> {
  const fields: Record<string, unknown> = honeypot ? { ...values, [honeypotField]: honeypot } : values;
  if (photos.length === 0) return fields;
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(key, String(value));
  }
  photos.forEach((photo) => form.append("photos", photo, photo.name));
  return form;
}

export default function QuoteRequestForm({ onSuccess }: { onSuccess?: () => void }) {
  const [submitted, setSubmitted] = useState(false);
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(quoteRequestFormSchema), defaultValues: emptyForm });
  const hydrated = useHydrated();
  const errors = form.formState.errors;
  const honeypot = useHoneypot();

  const submit = useSubmit((values: FormOutput) => apiRequest("POST", "/api/quote-requests", toRequestBody(values, photos, honeypot.value())), {
    onSuccess: () => {
      trackEvent({ event: "generate_lead", currency: "CAD", value: 1, form: "quote_request" });
      toast({ title: "Quote Request Submitted!", description: "We'll respond within 24 hours (often sooner).", variant: "success" });
      setSubmitted(true);
      onSuccess?.();
    },
    onError: (error) => {
      // A refused photo is named under the photo field; a limit says when to try again.
      const photoMessage = error instanceof ApiError ? error.body.errors?.photos : undefined;
      if (photoMessage) setPhotoError(photoMessage);
      const limited = error instanceof ApiError && error.code === "RATE_LIMITED" ? error.body.message : undefined;
      toast({ title: "Submission Failed", description: limited ?? photoMessage ?? "Please try again or call us directly.", variant: "destructive" });
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    const problem = photoProblem(photos);
    setPhotoError(problem);
    if (!problem) void submit.submit(values);
  });

  if (submitted) {
    return (
      <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-8 text-center" role="status">
        <h3 className="text-2xl font-bold text-stone-950">Thank You!</h3>
        <p className="mt-3 text-stone-700">Your quote request has been submitted. We'll respond within 24 hours (often sooner).</p>
        <Button
          variant="dark"
          className="mt-6"
          onClick={() => {
            form.reset(emptyForm);
            setPhotos([]);
            setSubmitted(false);
          }}
        >
          Submit Another Request
        </Button>
      </div>
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
      <Field
        label="Upload Photos (Optional)"
        hint="PNG, JPG up to 10MB each (max 20MB total)"
        error={photoError ?? undefined}
        className="sm:col-span-2"
      >
        <input
          type="file"
          accept="image/*"
          multiple
          className="block w-full text-sm text-stone-700 file:mr-4 file:rounded-md file:border-0 file:bg-stone-900 file:px-4 file:py-2.5 file:font-semibold file:text-white hover:file:bg-stone-800"
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            setPhotos(chosen);
            setPhotoError(photoProblem(chosen));
          }}
        />
      </Field>
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
      <Button type="submit" size="lg" className="sm:col-span-2" disabled={!hydrated || submit.isPending}>
        {submit.isPending ? "Submitting..." : "Get My 24-Hour Quote"}
      </Button>
    </form>
  );
}
