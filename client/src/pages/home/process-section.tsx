import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";

/** The five steps of the process, in their fixed wording. */
const steps = [
  { title: "Initial Consultation", points: ["Site visit and measurements", "Discuss vision and needs", "Free detailed estimate"] },
  { title: "Planning & Prep", points: ["Surface evaluation", "Material ordering", "Timeline coordination"] },
  { title: "Site Preparation", points: ["Area protection setup", "Surface cleaning and prep", "Equipment positioning"] },
  { title: "Professional Installation", points: ["Stamping or texturing", "Quality control checks", "Daily progress photos"] },
  { title: "Final Handover", points: ["Final sealing and protection", "Complete cleanup", "Care guide and warranty"] },
];

const claims = ["3-5 Day Completion", "Fully Insured & Bonded", "Satisfaction Guaranteed"];

export function ProcessSection() {
  return (
    <Section id="process" labelledBy="process-title" className="scroll-mt-24 bg-stone-100 py-20 sm:py-28">
      <SectionHeading id="process-title" eyebrow="Our process" title="From Vision to Reality in 5 Steps" align="center" />
      <ol className="mt-14 grid gap-5 md:grid-cols-5">
        {steps.map((step, index) => (
          <li key={step.title} className="relative rounded-xl bg-white p-6 shadow-sm">
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-stone-950 font-bold text-gold">{index + 1}</span>
            <h3 className="mt-4 text-lg font-bold text-stone-950">{step.title}</h3>
            <ul className="mt-3 space-y-1.5 text-sm text-stone-600">
              {step.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <ul className="mt-10 flex flex-wrap justify-center gap-x-8 gap-y-3">
        {claims.map((claim) => (
          <li key={claim} className="flex items-center gap-2 font-semibold text-stone-900">
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 text-gold-dark" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="M5 12l5 5L20 7" />
            </svg>
            {claim}
          </li>
        ))}
      </ul>
    </Section>
  );
}
