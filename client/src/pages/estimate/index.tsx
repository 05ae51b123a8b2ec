import { useState } from "react";
import { SiteLayout } from "@/components/layout/site-layout";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { EstimateForm } from "@/features/estimate/estimate-form";
import { PageMeta } from "@/lib/page-meta";
import { business, promises } from "@shared/business";
import { EstimateConfirmation } from "./confirmation";

const benefits = [
  { title: "Detailed Quote", text: "An itemised price for your project, with pattern, colour and prep spelled out." },
  { title: "24-Hour Response", text: `We reply within ${promises.responseHours} hours, usually the same day.` },
  { title: "No Obligation", text: "The estimate is free. Take your time and compare." },
];

export default function EstimatePage() {
  const [submitted, setSubmitted] = useState(false);
  return (
    <SiteLayout>
      <PageMeta
        title="Free Concrete Estimate | Stamped & Broom Finish | Forma Concrete"
        description="Request a free, detailed estimate for stamped or broom finish concrete in Toronto and the GTA. Tell us about your project and get a quote within 24 hours."
        path="/estimate"
      />
      <PageHero
        eyebrow="Free estimate"
        title="Get your free project estimate"
        intro="Tell us about your driveway, patio or walkway. We'll send a detailed quote you can review and sign online."
      />
      <Section className="py-16 sm:py-20">
        {submitted ? (
          <EstimateConfirmation />
        ) : (
          <div className="grid gap-10 lg:grid-cols-[1.7fr_1fr]">
            <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
              <h2 className="text-2xl font-bold text-stone-950">Project Estimate Form</h2>
              <p className="mb-6 mt-2 text-stone-600">All fields are required unless marked otherwise.</p>
              <EstimateForm onSubmitted={() => setSubmitted(true)} />
            </div>
            <aside className="flex flex-col gap-4">
              {benefits.map((benefit) => (
                <div key={benefit.title} className="rounded-xl border border-stone-200 bg-white p-6">
                  <h2 className="text-lg font-bold text-stone-950">{benefit.title}</h2>
                  <p className="mt-1 text-stone-600">{benefit.text}</p>
                </div>
              ))}
              <div className="rounded-xl bg-stone-950 p-6 text-stone-200">
                <p>
                  Direct phone:{" "}
                  <a href={business.phoneHref} className="font-semibold text-white underline">
                    {business.phoneDisplay}
                  </a>
                </p>
                <p className="mt-2">
                  E-mail:{" "}
                  <a href={`mailto:${business.email}`} className="break-all font-semibold text-white underline">
                    {business.email}
                  </a>
                </p>
                <p className="mt-2">Service area: Toronto &amp; the Greater Toronto Area</p>
              </div>
            </aside>
          </div>
        )}
      </Section>
    </SiteLayout>
  );
}
